using System;
using System.Runtime.CompilerServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// One worker of a <see cref="WorkerPool{T}"/>: on its own thread it claims the next sequence from the pool's
/// shared work sequence, waits until that event is published, and hands it to its handler. Every event goes to
/// exactly one worker of the pool (competing consumers).
/// </summary>
/// <remarks>
/// The ordering argument (which thread writes which sequence, why the ring cannot wrap over a claimed event, why
/// the pool's progress never passes an unhandled event) is in docs/design.md, "Worker pools".
/// </remarks>
/// <typeparam name="T">The event type.</typeparam>
/// <typeparam name="TInvoker">How the handler is called; a struct, so a struct handler gets its own compiled loop.</typeparam>
internal sealed class WorkProcessor<T, TInvoker> : IWorkProcessor, IMeteredProcessor, IConsumeLoop
    where TInvoker : struct, IEventInvoker<T>
{
    // Below every sequence: this worker holds no claim.
    private const long NoClaim = long.MinValue;

    private readonly RingBufferBase<T> _ring;
    private readonly SequenceBarrier _barrier;
    private readonly AbortedSlots _aborted;
    private readonly FaultRouter<T> _faults;
    private readonly WorkClaims _claims;

    // Set when the ring's wait strategy lets consumers sleep on upstream consumers (see BatchEventProcessor).
    private readonly AsyncWaitStrategy? _progressSignal;

    // Async claims parked on a full ring (NextAsync): woken when this worker's sequence moves, as by every processor.
    private readonly AsyncClaimWaiters _claimWaiters;

    // Written only by this worker's thread (rule 1): always below the sequence it has claimed and not handled,
    // so the lowest of the pool's worker sequences is below every event the pool has not handled.
    private readonly Sequence _sequence = new();

    // The handler's call adapter; mutable because a struct handler may keep state in it.
    private TInvoker _invoker;

    // See RunState: Run's thread enters and leaves, halting threads request.
    private RunState _run;

    // The sequence this worker claimed and has not handled yet, or NoClaim. Written only by Run's thread; kept
    // across runs, so that a worker halted (or stopped by a fault) while holding a claim handles that event when
    // it runs again: nobody else ever will.
    private long _claim = NoClaim;

    // The highest sequence the barrier last said was published and done upstream. Run's thread only.
    private long _available = Sequence.InitialValue;

    // Batch sizes (always 1) and errors, while this worker is part of a metrics registration.
    private ProcessorMetrics _metrics;

    // The thread inside Run (checked in Debug builds: only it stores this worker's sequence).
    private int _runThread;

    public WorkProcessor(RingBufferBase<T> ring, SequenceBarrier barrier, TInvoker invoker, WorkClaims claims, IExceptionHandler<T> exceptionHandler, Action<Exception>? onFault)
    {
        ring.ThrowIfNotItsBarrier(barrier);
        _ring = ring;
        _barrier = barrier;
        _aborted = ring.Sequencer.Aborted;
        _invoker = invoker;
        _claims = claims;
        _faults = new FaultRouter<T>(ring, exceptionHandler, onFault);
        _progressSignal = ring.WaitStrategy as AsyncWaitStrategy;
        _claimWaiters = ring.Sequencer.ClaimWaiters;
        _claimWaiters.AddSignalling(_sequence);

        // Last: a constructor that threw must not leave the barrier taken.
        ProcessorChecks.TakeBarrier(barrier, invoker.Handler);
    }

    public Sequence Sequence => _sequence;

    public bool IsRunning => _run.IsRunning;

    public object Handler => _invoker.Handler;

    public void Halt() => ConsumeRun.Halt(ref _run, _barrier);

    public void ForgetPendingHalt() => _run.ForgetPendingHalt();

    public void Run()
    {
        ConsumeRun.Run(this, ref _run, ref _runThread, _barrier, _ring.Sequencer, Handler);
        _faults.ThrowUnreported();
    }

    private void ProcessEvents()
    {
        AsyncWaiters? asyncWaiters = _ring.Sequencer.AsyncWaitersIfAny;
        while (!_run.IsHaltRequested)
        {
            long claim = _claim;
            if (claim == NoClaim)
            {
                // One LOCK XADD per event on the pool's padded work sequence: each sequence goes to exactly one
                // worker. Then publish "everything before my claim is done, as far as I am concerned" (release):
                // the event this worker handled last is below it, and its handler's writes come before the store.
                claim = _claims.Next();
                _claim = claim;
                Invariant.Holds(claim > _sequence.Value, "a worker's claim lies past its sequence");
                AssertRunThread();
                _sequence.SetValue(claim - 1);

                // Downstream consumers asleep on this pool (AsyncWaitStrategy, async processors): one predicted
                // branch each when there are none.
                _progressSignal?.SignalAllWhenBlocking();
                asyncWaiters?.WakeArmed();
                _claimWaiters.WakeFor(claim - 1);
            }

            if (claim > _available && !AwaitClaim(claim))
            {
                return;
            }

            if (!HandleClaim(claim))
            {
                return;
            }

            _claim = NoClaim;
        }
    }

    /// <summary>Waits until <paramref name="claim"/> is published (and done upstream); false if the worker must stop.</summary>
    /// <remarks>Out of line for the reason given on <c>BatchEventProcessor.AwaitBatch</c>: no try block in the loop.</remarks>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool AwaitClaim(long claim)
    {
        while (true)
        {
            SequenceWaitResult result;
            try
            {
                result = _barrier.WaitFor(claim);
            }
            catch (AlertException)
            {
                if (_run.IsHaltRequested)
                {
                    return false;
                }

                // Not from Halt (someone alerted the barrier): drop it rather than spin on it.
                _barrier.ClearAlert();
                continue;
            }
            catch (Exception exception)
            {
                // A custom wait strategy failed: no event is involved, so nothing is skipped.
                if (!HandleException(exception, claim - 1, hasEvent: false))
                {
                    return false;
                }

                continue;
            }

            if (result.IsTimeout)
            {
                if (!NotifyTimeout(claim - 1))
                {
                    return false;
                }

                continue;
            }

            if (result.Sequence >= claim)
            {
                _available = result.Sequence;
                return true;
            }

            // A custom strategy returned early: wait politely before asking again.
            SpinHint.Pause();
        }
    }

    /// <summary>
    /// Hands the claimed event to the handler as a batch of one (unless its producer aborted it); true when the
    /// event counts as handled, false when a fatal fault stopped the worker (the claim is kept for a restart).
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool HandleClaim(long claim)
    {
        // Read after the barrier acquired the publication, as every consumer reads abort marks.
        if (_aborted.MayContain(claim) && _aborted.IsAborted(claim))
        {
            return true;
        }

        if (MeteredInstruments.BatchSize.Enabled)
        {
            _metrics.RecordBatchSize(1);
        }

        try
        {
            _invoker.OnBatchStart(1);
            var slots = _ring.Slots;
            long callStart = claim;
            _invoker.Invoke(in slots, claim, claim, ref callStart);
            return true;
        }
        catch (Exception exception)
        {
            // Returning from the exception handler skips the event; throwing stops this worker (and its pool)
            // with the claim kept, so a restart hands the event to this worker's handler again.
            return HandleException(exception, claim, hasEvent: true);
        }
    }

    private bool NotifyTimeout(long sequence) => _faults.NotifyTimeout(ref _invoker, sequence, in _metrics);

    private bool HandleException(Exception exception, long sequence, bool hasEvent)
    {
        _metrics.CountError();
        return _faults.OnEventException(exception, sequence, hasEvent);
    }

    /// <summary>Debug builds: only the thread inside <see cref="Run"/> stores this worker's sequence.</summary>
    [System.Diagnostics.Conditional("DEBUG")]
    private void AssertRunThread() => Invariant.OnThread(_runThread, "the worker's sequence");

    bool IConsumeLoop.NotifyStart() => _faults.NotifyStart(ref _invoker, in _metrics);

    void IConsumeLoop.ProcessEvents() => ProcessEvents();

    void IConsumeLoop.NotifyShutdown() => _faults.NotifyShutdown(ref _invoker, in _metrics);

    public void AttachMetrics(MeteredConsumer consumer) => _metrics.Attach(consumer);

    public void DetachMetrics(MeteredConsumer consumer) => _metrics.Detach(consumer);
}
