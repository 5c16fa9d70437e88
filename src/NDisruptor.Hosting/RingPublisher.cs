using System;

namespace NDisruptor.Hosting;

/// <summary>The <see cref="IEventPublisher{T}"/> of one hosted disruptor; safe from several threads only for a multi-producer ring.</summary>
internal sealed class RingPublisher<T>(string name, RingBufferBase<T> ring) : IEventPublisher<T>
{
    public string Name { get; } = name;

    public long Publish<TState>(TState state, EventTranslator<T, TState> translator)
    {
        ArgumentNullException.ThrowIfNull(translator);
        using PublishScope<T> scope = ring.PublishEvent();
        translator(ref scope.Event(), scope.Sequence, state);

        // The translator returned: the event is complete, even if it caught exceptions of its own. If it
        // threw instead, the scope publishes the slot as aborted and no handler sees it.
        scope.Complete();
        return scope.Sequence;
    }

    public bool TryPublish<TState>(TState state, EventTranslator<T, TState> translator)
    {
        ArgumentNullException.ThrowIfNull(translator);
        if (!ring.TryPublishEvent(out PublishScope<T> scope))
        {
            return false;
        }

        using (scope)
        {
            translator(ref scope.Event(), scope.Sequence, state);
            scope.Complete();
        }

        return true;
    }
}
