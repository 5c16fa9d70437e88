using System;
using System.Threading;

namespace NDisruptor.Hosting;

/// <summary>
/// The <see cref="IEventPublisher{T}"/> of one hosted disruptor; safe from several threads only for a multi-producer
/// ring. Refuses to publish, with <see cref="DisruptorStoppedException"/>, once nothing published would be handled.
/// </summary>
/// <remarks>
/// Both calls claim through a publish scope and call the translator inside their own <c>try</c>, so an event is aborted
/// (no handler sees it) exactly when its translator throws, whatever the translator catches inside. A publish that meets
/// the host's stop is either refused or waited for: see <see cref="Close"/>.
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

    // On a single-producer ring, the last sequence this publisher claimed: written by the producing thread after each claim,
    // read by the stopping thread (see Close). Not kept for several producers, whose claims the drain already waits for.
    private long _lastClaimed = long.MinValue;

    public string Name { get; } = name;

    /// <summary>
    /// From now on <see cref="Publish{TState}"/> and <see cref="TryPublish{TState}"/> throw; returns the last sequence a
    /// publish already under way on a single-producer ring claimed, which the drain must wait for (<c>long.MinValue</c>
    /// when there is none to wait for).
    /// </summary>
    /// <remarks>
    /// A publish that passed the first check may still claim, and its event, published after the drain looked at the
    /// cursor, would reach no handler while the publish returned normally. So every publish checks again after its claim,
    /// and this store and the claim's are paired by a process-wide barrier (an asymmetric Dekker, as for parked claims in
    /// docs/design.md): a claim the barrier's point finds done is seen by the read after it, here, and the stop waits for
    /// its publish; a claim after that point is followed by a check that sees the store, and the publish refuses its event
    /// (published aborted). Several producers claim with an atomic add on the cursor, which the drain compares with the
    /// consumers, so it waits for their claims by itself.
    /// </remarks>
    public long Close()
    {
        Volatile.Write(ref _closed, 1);
        Interlocked.MemoryBarrierProcessWide();
        return Volatile.Read(ref _lastClaimed);
    }

    public long Publish<TState>(TState state, EventTranslator<T, TState> translator)
    {
        ArgumentNullException.ThrowIfNull(translator);
        ThrowIfStopped();
        RingBufferBase<T> ring = Ring;
        PublishScope<T> scope;
        try
        {
            scope = ring.PublishEvent();
        }
        catch (InvalidOperationException) when (IsStopped)
        {
            // The ring was full and its consumers stopped while this producer waited: say it the way the checks
            // before the claim do.
            ThrowIfStopped();
            throw;
        }

        Fill(ring, scope, state, translator);
        return scope.Sequence;
    }

    public bool TryPublish<TState>(TState state, EventTranslator<T, TState> translator)
    {
        ArgumentNullException.ThrowIfNull(translator);

        // Checked first: a ring whose consumers stopped stays full, and false would have the producer retry forever.
        ThrowIfStopped();
        RingBufferBase<T> ring = Ring;
        if (!ring.TryPublishEvent(out PublishScope<T> scope))
        {
            return false;
        }

        Fill(ring, scope, state, translator);
        return true;
    }

    /// <summary>
    /// Checks again that the disruptor is not stopping (see <see cref="Close"/>), then fills the claimed event and publishes
    /// it; publishes it aborted, and throws, if the check fails or the translator throws.
    /// </summary>
    private void Fill<TState>(RingBufferBase<T> ring, PublishScope<T> scope, TState state, EventTranslator<T, TState> translator)
    {
        try
        {
            if (ring.ProducerType == ProducerType.Single)
            {
                Volatile.Write(ref _lastClaimed, scope.Sequence);
            }

            ThrowIfStopped();
            translator(ref scope.Event(), scope.Sequence, state);
        }
        catch
        {
            scope.Abort();
            throw;
        }
        finally
        {
            scope.Dispose();
        }
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
