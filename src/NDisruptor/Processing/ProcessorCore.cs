using System;

namespace NDisruptor;

/// <summary>
/// What every event processor keeps and does the same way, however it takes events (in batches, or one claim at a
/// time) and whatever runs it (a thread of its own, or the thread pool): its sequence and barrier, the run-state
/// word, where failures go, its metrics, and whom it wakes after its sequence moves.
/// </summary>
/// <remarks>
/// A base class rather than a helper the processors call, so that the fields stay in the processor object itself:
/// the consume loops read them from <c>this</c>, as before, with no extra indirection per batch or per event.
/// Nothing here is virtual except <see cref="Handler"/>, which no loop calls.
/// </remarks>
/// <typeparam name="T">The event type.</typeparam>
internal abstract class ProcessorCore<T> : IMeteredProcessor
{
    private protected readonly RingBufferBase<T> _ring;
    private protected readonly SequenceBarrier _barrier;
    private protected readonly AbortedSlots _aborted;
    private protected readonly FaultRouter<T> _faults;

    // Set when the ring's wait strategy lets consumers sleep on upstream consumers (AsyncWaitStrategy, also as a phased
    // back-off's fallback): then this processor wakes them after storing its sequence. Read-only after construction.
    private protected readonly AsyncWaitStrategy? _progressSignal;

    // The ring's parked asynchronous claims (NextAsync on a full ring), woken after each store of the sequence.
    private protected readonly AsyncClaimWaiters _claimWaiters;

    // Stored only by the processor's run (an async handler's early release: compare-and-swap, only upwards); read by
    // producers and downstream consumers.
    private protected readonly Sequence _sequence = new();

    // Whether a run is inside and whether a halt is requested (see RunState): the run enters and leaves, halting
    // threads request. A supervisor that sees IsRunning false may run the processor again at once, and it resumes
    // after the last event handled.
    private protected RunState _run;

    // Batch sizes and errors, while this consumer is part of a metrics registration (see ProcessorMetrics).
    private protected ProcessorMetrics _metrics;

    private protected ProcessorCore(RingBufferBase<T> ring, SequenceBarrier barrier, IExceptionHandler<T> exceptionHandler, Action<Exception>? onFault)
    {
        ring.ThrowIfNotItsBarrier(barrier);
        _ring = ring;
        _barrier = barrier;
        _aborted = ring.Sequencer.Aborted;
        _faults = new FaultRouter<T>(ring, exceptionHandler, onFault);
        _progressSignal = AsyncWaitStrategy.ParkingConsumersOf(ring.WaitStrategy);
        _claimWaiters = ring.Sequencer.ClaimWaiters;
        _claimWaiters.AddSignalling(_sequence);
    }

    /// <summary>The batch length this consumer lets streaming producers get ahead by (see <see cref="ProducerLead"/>); 1 never holds back.</summary>
    internal virtual int LeadTarget => 1;

    /// <summary>The most steps (~1 µs each) this consumer holds a short batch back for (see <see cref="ProducerLead"/>); 0 for one that never holds back.</summary>
    internal virtual int LeadSteps => 0;

    /// <summary>The processor's progress: every event up to it is handled.</summary>
    public Sequence Sequence => _sequence;

    /// <summary>Whether a run is inside (until its very last step).</summary>
    public bool IsRunning => _run.IsRunning;

    /// <summary>The handler, for identification and messages (boxed, for a struct handler: never call it).</summary>
    public abstract object Handler { get; }

    private protected bool IsHaltRequested => _run.IsHaltRequested;

    public void AttachMetrics(MeteredConsumer consumer) => _metrics.Attach(consumer);

    public void DetachMetrics(MeteredConsumer consumer) => _metrics.Detach(consumer);

    /// <summary>
    /// Counts the error, stores the progress that the failure leaves standing, and hands the failure to the exception
    /// handler; false if the processor must stop.
    /// </summary>
    /// <remarks>
    /// Everything before a failed event is handled (by this consumer; a pool's worker already stored the sequence
    /// before its claim, so the store changes nothing there), but a batch's progress is stored only at its end, so
    /// without this store a batch failing in its middle would still show the sequence before the batch. The store
    /// comes first because a fatal fault is told at once (the disruptor records it, closes the ring, a host stops
    /// the application): whoever looks at this consumer then must find what it finished. It frees no slot still
    /// needed: the failed event's slot is past it, so the exception handler can still read it (unless the handler
    /// released that very event early, declaring it done). A failure with no event (a wait strategy's) comes between
    /// batches, when the progress is already stored, so it stores nothing and wakes nobody.
    /// </remarks>
    /// <param name="exception">What failed.</param>
    /// <param name="sequence">The failed event, or, with no event, the last one handled.</param>
    /// <param name="hasEvent">Whether <paramref name="sequence"/> is a failed event.</param>
    private protected bool HandleEventException(Exception exception, long sequence, bool hasEvent)
    {
        _metrics.CountError();
        if (hasEvent)
        {
            StoreProgress(sequence - 1);
        }

        return _faults.OnEventException(exception, sequence, hasEvent);
    }

    /// <summary>
    /// Stores <paramref name="handledThrough"/> on a path where the run stops or fails (never backwards: an early
    /// release may have stored more), then wakes whoever sleeps on this processor.
    /// </summary>
    /// <remarks>
    /// A compare-and-swap, not a check and a store: an async handler's release from another thread that read its
    /// batch's bounds just before they closed may still raise the sequence after our check, and a plain store after
    /// that raise would take the sequence back. Only stop and failure paths come here, never a handled batch.
    /// </remarks>
    private protected void StoreProgress(long handledThrough)
    {
        long current;
        while ((current = _sequence.Value) < handledThrough)
        {
            if (_sequence.CompareAndSet(current, handledThrough))
            {
                break;
            }
        }

        SignalProgress(_sequence.Value);
    }

    /// <summary>
    /// Wakes the consumers asleep on this one and the parked claims, after a store of its sequence outside a consume
    /// loop (the loops do the same inline, once per batch).
    /// </summary>
    private protected void SignalProgress(long stored) => _ring.Sequencer.SignalConsumerProgress(stored);
}
