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
internal sealed class WorkProcessor<T, TInvoker> : ThreadedProcessor<T, TInvoker>, IWorkProcessor
    where TInvoker : struct, IEventInvoker<T>
{
    // Below every sequence: this worker holds no claim.
    private const long NoClaim = long.MinValue;

    private readonly WorkClaims _claims;

    // The sequence this worker claimed and has not handled yet, or NoClaim. Written only by Run's thread; kept
    // across runs, so that a worker halted (or stopped by a fault) while holding a claim handles that event when
    // it runs again: nobody else ever will. The worker's own sequence, written only by its thread, stays
    // below it, so the lowest of the pool's worker sequences is below every event the pool has not handled.
    private long _claim = NoClaim;

    // The highest sequence the barrier last said was published and done upstream. Run's thread only.
    private long _available = Sequence.InitialValue;

    public WorkProcessor(RingBufferBase<T> ring, SequenceBarrier barrier, TInvoker invoker, WorkClaims claims, IExceptionHandler<T> exceptionHandler, Action<Exception>? onFault)
        : base(ring, barrier, invoker, exceptionHandler, onFault)
    {
        _claims = claims;

        // Last: a constructor that threw must not leave the barrier taken.
        ProcessorChecks.TakeBarrier(barrier, invoker.Handler);
    }

    public void ForgetPendingHalt() => _run.ForgetPendingHalt();

    private protected override void ProcessEvents()
    {
        AsyncWaiters? asyncWaiters = _ring.Sequencer.AsyncWaitersIfAny;
        while (!IsHaltRequested)
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
    private bool AwaitClaim(long claim)
    {
        long available;
        while ((available = AwaitAvailable(claim)) < claim)
        {
            if (available == Stopped)
            {
                return false;
            }
        }

        _available = available;
        return true;
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

        // Outside the handler call's exception region, as a batch processor notifies: an exception handler that lets a
        // failed notification pass must not skip the event with it.
        if (!NotifyBatchStart(claim, claim))
        {
            return false;
        }

        try
        {
            long callStart = claim;
            _invoker.Invoke(_ring.Slots, claim, claim, ref callStart);
            return true;
        }
        catch (Exception exception)
        {
            // Returning from the exception handler skips the event; throwing stops this worker (and its pool)
            // with the claim kept, so a restart hands the event to this worker's handler again.
            return HandleEventException(exception, claim, hasEvent: true);
        }
    }
}
