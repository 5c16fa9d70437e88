using System;
using System.Threading;

namespace NDisruptor.Hosting;

/// <summary>
/// The <see cref="IEventPublisher{T}"/> of one hosted disruptor; safe from several threads only for a multi-producer
/// ring. Refuses to publish, with <see cref="DisruptorStoppedException"/>, once nothing published would be handled.
/// </summary>
/// <remarks>
/// Both calls use the ring's translator form: the ring calls the translator inside its own <c>try</c>, so an
/// event is aborted (no handler sees it) exactly when its translator throws, whatever the translator catches inside.
/// </remarks>
internal sealed class RingPublisher<T>(string name, DisruptorBase<T> disruptor, Func<RingBufferBase<T>> takeRing) : IEventPublisher<T>
{
    // Taken from the disruptor at the first event, not when the publisher is made (see HostedDisruptor): written by whichever
    // thread publishes first (several may, each storing the same ring), with a release that pairs with the acquire below, so
    // that a thread finding the ring here also sees the layout the disruptor's start gave it before that first taking.
    private RingBufferBase<T>? _ring;

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
        try
        {
            return Ring.PublishEvent(translator, state);
        }
        catch (InvalidOperationException) when (IsStopped)
        {
            // The ring was full and its consumers stopped while this producer waited: say it the way the checks
            // before the claim do. (A translator's own exception at that moment loses to it; its event was aborted.)
            ThrowIfStopped();
            throw;
        }
    }

    public bool TryPublish<TState>(TState state, EventTranslator<T, TState> translator)
    {
        ArgumentNullException.ThrowIfNull(translator);

        // Checked first: a ring whose consumers stopped stays full, and false would have the producer retry forever.
        ThrowIfStopped();
        return Ring.TryPublishEvent(translator, state);
    }

    private RingBufferBase<T> Ring => Volatile.Read(ref _ring) ?? TakeRing();

    private RingBufferBase<T> TakeRing()
    {
        RingBufferBase<T> ring = takeRing();
        Volatile.Write(ref _ring, ring);
        return ring;
    }

    private bool IsStopped => disruptor.Fault is not null || Volatile.Read(ref _closed) != 0;

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
}
