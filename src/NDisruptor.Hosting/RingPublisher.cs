using System;

namespace NDisruptor.Hosting;

/// <summary>The <see cref="IEventPublisher{T}"/> of one hosted disruptor; safe from several threads only for a multi-producer ring.</summary>
/// <remarks>
/// Both calls use the ring's translator form: the ring calls the translator inside its own <c>try</c>, so an
/// event is aborted (no handler sees it) exactly when its translator throws, whatever the translator
/// catches inside.
/// </remarks>
internal sealed class RingPublisher<T>(string name, RingBufferBase<T> ring) : IEventPublisher<T>
{
    public string Name { get; } = name;

    public long Publish<TState>(TState state, EventTranslator<T, TState> translator) => ring.PublishEvent(translator, state);

    public bool TryPublish<TState>(TState state, EventTranslator<T, TState> translator) => ring.TryPublishEvent(translator, state);
}
