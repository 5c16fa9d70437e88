namespace NDisruptor.Tests.Support;

/// <summary>The payload every concurrency test checks: who produced it, its per-producer counter, and what stages wrote.</summary>
public struct EventFields
{
    public int Producer;
    public long Counter;
    public long Value;
    public long Stage1;
    public long Stage2;
}

/// <summary>A class event for <see cref="RingBuffer{T}"/>.</summary>
public sealed class ClassEvent
{
    public EventFields Fields;
}
