using System;
using System.Threading;

namespace NDisruptor.Hosting;

/// <summary>
/// The <see cref="IEventPublisher{T}"/> of one hosted disruptor; safe from several threads only for a multi-producer
/// ring. Refuses to publish, with <see cref="DisruptorStoppedException"/>, once nothing published would be handled.
/// </summary>
internal sealed class RingPublisher<T>(string name, DisruptorBase<T> disruptor, RingBufferBase<T> ring) : IEventPublisher<T>
{
    // Set when the host begins to stop the disruptor: the drain covers what was published before, and an event
    // published during or after it could be left unhandled without anyone knowing.
    private int _closed;

    public string Name { get; } = name;

    /// <summary>From now on <see cref="Publish{TState}"/> and <see cref="TryPublish{TState}"/> throw.</summary>
    public void Close() => Volatile.Write(ref _closed, 1);

    public long Publish<TState>(TState state, EventTranslator<T, TState> translator)
    {
        ArgumentNullException.ThrowIfNull(translator);
        ThrowIfStopped();
        using PublishScope<T> scope = Claim();
        translator(ref scope.Event(), scope.Sequence, state);

        // The translator returned: the event is complete, even if it caught exceptions of its own. If it
        // threw instead, the scope publishes the slot as aborted and no handler sees it.
        scope.Complete();
        return scope.Sequence;
    }

    public bool TryPublish<TState>(TState state, EventTranslator<T, TState> translator)
    {
        ArgumentNullException.ThrowIfNull(translator);

        // Checked first: a ring whose consumers stopped stays full, and false would have the producer retry forever.
        ThrowIfStopped();
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

    private void ThrowIfStopped()
    {
        // A faulted consumer never moves again: the producer learns it at once, not once the ring has filled up.
        if (disruptor.Fault is { } fault)
        {
            throw DisruptorStoppedException.Faulted(Name, fault);
        }

        if (Volatile.Read(ref _closed) != 0)
        {
            throw DisruptorStoppedException.Stopped(Name);
        }
    }

    private PublishScope<T> Claim()
    {
        try
        {
            return ring.PublishEvent();
        }
        catch (InvalidOperationException closed) when (closed.InnerException is not null)
        {
            // The only exception a claim throws with an inner one: the ring was full and its consumers stopped while
            // this producer waited (the inner exception is why). Say it the way the checks before the claim do.
            ThrowIfStopped();
            throw DisruptorStoppedException.Stopped(Name);
        }
    }
}
