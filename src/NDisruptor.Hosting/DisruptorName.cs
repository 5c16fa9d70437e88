namespace NDisruptor.Hosting;

/// <summary>Registered once per hosted disruptor, so that a second registration under the same name is refused at once.</summary>
internal sealed record DisruptorName(string Name);
