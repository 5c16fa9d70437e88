using System;
using System.Runtime.CompilerServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// Runs one handler on its own thread: waits on its barrier, hands the available events to the handler as a batch
/// (at most its limit, see BatchLimit), then publishes its own sequence once per batch (the batching effect of the paper).
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
/// <typeparam name="TInvoker">How the handler is called; a struct, so each handler kind gets its own compiled loop.</typeparam>
internal sealed class BatchEventProcessor<T, TInvoker> : ThreadedProcessor<T, TInvoker>, IEventProcessor, IEventReleaseTarget
    where TInvoker : struct, IEventInvoker<T>
{
    // Returned by Rewind when the strategy gave up: the failure goes to the exception handler.
    private const long GaveUp = long.MinValue + 2;

    private readonly long _maxBatchSize;

    // The batch length this consumer lets a streaming producer get ahead by, and the most steps it waits for that batch
    // (see ProducerLead).
    private readonly int _leadTarget;
    private readonly int _leadSteps;

    // Marks _unguardedEnd outside an unguarded batch.
    private const long NoBatch = long.MinValue;

    // The first sequence of the handler call under way: written by Run's thread before each call, read by it
    // when the call throws (see InvokeHandler).
    private long _callStart;

    // The last sequence of the batch whose handler calls run with no exception region around them (see ProcessEvents),
    // NoBatch outside one. Written by Run's thread before and after each such batch, next to _callStart (usually on the
    // line it writes per event anyway); read by the same thread when an exception reaches ProcessEvents, to tell a
    // handler's failure, and its batch, from anything else.
    private long _unguardedEnd = NoBatch;

    // The ring's async waiters, null without async processors: written by Consume as each run enters, read by the run's
    // thread after each batch (EndBatch). A field, not a local of the consume loop, as _claimWaiters is read from its
    // field: loop locals that live across the handler's calls take the loop's callee-saved registers, and with these two
    // in registers the JIT kept the inlined handler loop's slot base, mask and call-start address on the stack, storing
    // and reloading them on every one-event batch (docs/design.md, "Hot path").
    private AsyncWaiters? _asyncWaiters;

    // Set when the handler implements IRewindableHandler; read only when a handler call threw (see HandleFailure).
    private readonly IBatchRewindStrategy? _rewindStrategy;

    // Set when the handler implements IEventReleaseAware: the per-batch branch in ProcessRun tests it.
    private readonly EventReleaser? _releaser;

    // The bounds of the batch under way, for Release to check against; first > last outside a batch. Written by
    // Run's thread, and only for a handler with a releaser (see ProcessReleasingBatch).
    private long _releaseFirst = long.MaxValue;
    private long _releaseLast = long.MinValue;

    public BatchEventProcessor(RingBufferBase<T> ring, SequenceBarrier barrier, TInvoker invoker, IExceptionHandler<T> exceptionHandler, Action<Exception>? onFault)
        : base(ring, barrier, invoker, exceptionHandler, onFault)
    {
        _maxBatchSize = BatchLimit.For(ProcessorChecks.MaxBatchSize(invoker.MaxBatchSize, invoker.Handler, nameof(invoker)));
        _leadTarget = ProducerLead.TargetFor(ring.BufferSize, barrier.WaitsOnClaimCounter, _maxBatchSize, ProducerLead.SlotBytes<T>());
        _leadSteps = ProducerLead.MaxPollsFor(_leadTarget, barrier.WaitsOnClaimCounter);

        // Decided here, once: a failure to decide (the handler type's reflection) fails this constructor, where the
        // per-batch read outside NotifyBatchStart's exception handling would have ended the run's thread.
        _ = invoker.NotifiesBatchStart;
        if (invoker.Handler is IRewindableHandler rewindable)
        {
            _rewindStrategy = rewindable.RewindStrategy ?? throw new ArgumentException($"handler {invoker.Handler.GetType().Name} implements IRewindableHandler but its RewindStrategy is null; return a strategy such as new GiveUpRewindStrategy(3).", nameof(invoker));
        }

        if (invoker.Handler is IEventReleaseAware)
        {
            _releaser = new EventReleaser(this);
            _invoker.OfferReleaser(_releaser);
        }

        // Consume is compiled at its first call, fully optimized: with the metrics class initialized by then, its per-batch
        // read of the batch-size instrument is a plain load, without a test (and a branch) of whether the class is
        // initialized yet, which processors not made by the DSL (it initializes the class) would otherwise pay.
        MeteredInstruments.EnsureCreated();

        // Last: a constructor that threw must not leave the barrier taken.
        ProcessorChecks.TakeBarrier(barrier, invoker.Handler);
    }

    internal override int LeadTarget => _leadTarget;

    internal override int LeadSteps => _leadSteps;

    /// <remarks>
    /// A handler's failure is caught here, in one exception region entered once per run (and again after each failure),
    /// not in one around each batch: a method with an exception region sets up a frame for it and keeps on the stack every
    /// local its catch may read, and removing the per-batch region and its call took about a quarter off a one-event
    /// batch's hop in the micro-benchmark (docs/design.md, "Hot path"). So <see cref="Consume"/> hands the
    /// common batch to the handler with no region around it, and a failure unwinds the loop to here. The filter takes
    /// only what a handler threw inside such a batch (<see cref="_unguardedEnd"/> is set just around its calls); the
    /// batch is then finished as <see cref="ProcessBatch"/> would have (skip, rewind or stop), its sequence stored, and
    /// the loop entered again where the batch ended. Batches split by aborted events and those of a handler that
    /// releases events early keep <see cref="ProcessBatch"/>'s own region: their state is more than a batch's end.
    /// </remarks>
    private protected override void ProcessEvents()
    {
        while (true)
        {
            Exception failure;
            try
            {
                Consume();
                return;
            }
            catch (Exception exception) when (_unguardedEnd != NoBatch)
            {
                failure = exception;
            }

            if (!FinishFailedBatch(failure))
            {
                return;
            }
        }
    }

    /// <summary>The consume loop: returns when the processor stops; a handler's failure in an unguarded batch unwinds it.</summary>
    /// <remarks>
    /// It runs once per run (and again after each failure of an unguarded batch), for as long as the run lasts, so under
    /// tiered compilation it is never called often enough to tier up: it starts as first-tier code and is replaced on the
    /// stack, mid-loop, by code compiled for on-stack replacement. Compiled fully optimized from its first call instead,
    /// it made a ping-pong's round trip, whose every event goes through this loop, shorter, and no other topology
    /// measurably slower (2-5 alternated pairs each); only a micro-benchmark that enters the loop afresh for every 65,536
    /// hops, so that it tiers up as no long run does, lost (docs/design.md, "Hot path"; measured on .NET 10). What it calls
    /// per batch (<see cref="InvokeHandler"/>, <see cref="InvokeLongBatch"/>) tiers up normally, with the profile a class
    /// handler's call needs to be devirtualized. Only a struct handler's short batches on a value ring run inside it
    /// (<see cref="InvokeInline"/>), so what such a handler's <c>OnEvent</c> calls is compiled here too, with no profile.
    /// </remarks>
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    private void Consume()
    {
        // Async processors downstream of this one are created before it runs (the DSL wires everything
        // before Start), so one read per run is enough; null on rings without async processors.
        _asyncWaiters = _ring.Sequencer.AsyncWaitersIfAny;

        // Every batch ends with its end stored (EndBatch), a failed unguarded one too (FinishFailedBatch), so entering
        // again after a failure starts right after the batch.
        long next = _sequence.Value + 1;
        while (true)
        {
            long available = AwaitBatch(next);
            if (available < next)
            {
                if (available == Stopped)
                {
                    return;
                }

                continue;
            }

            // The one metrics addition to the consume loop: a batch size, recorded only while someone listens.
            if (MeteredInstruments.BatchSize.Enabled)
            {
                _metrics.RecordBatchSize(available - next + 1);
            }

            // The cost of claim abort on this path: one load of a line only aborting producers write.
            next = _aborted.MayContain(next) ? ProcessAroundAborted(next, available) : ProcessRun(next, available, guarded: false);
            if (next == Stopped)
            {
                return;
            }

            // Storing `available` below claims everything up to it handled: nothing may be left over or skipped.
            Invariant.Holds(next == available + 1, "a batch is handled through its end, nothing left over or skipped");
            EndBatch(available);
        }
    }

    /// <summary>Stores a handled batch's end as this processor's progress and wakes whoever waits on it.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void EndBatch(long available)
    {
        AssertRunThread();

        // One release store per batch, not per event: downstream consumers and producers see
        // the whole batch at once, and this line is written once for many events.
        _sequence.SetValue(available);

        // Null unless the strategy lets downstream consumers sleep on us: one predicted branch per batch
        // (a sealed type: a direct, inlined call, not an interface call, when it is set).
        _progressSignal?.SignalAllWhenBlocking();

        // Null unless the ring has async processors: one predicted branch per batch.
        _asyncWaiters?.WakeArmed();

        // Asynchronous claims parked on a full ring: one read and one predicted branch per batch while none is.
        _claimWaiters.WakeFor(available);
    }

    /// <summary>
    /// After a handler's call failed in an unguarded batch: handles the failure and the rest of the batch as
    /// <see cref="ProcessBatch"/> does, then ends the batch; false if the processor must stop.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool FinishFailedBatch(Exception failure)
    {
        long available = _unguardedEnd;
        _unguardedEnd = NoBatch;

        // The batch began right after the stored sequence: an unguarded batch's handler cannot release events early,
        // and nothing else moves the sequence inside a batch.
        long next = Recover(failure, _sequence.Value + 1, available);
        if (next == Stopped)
        {
            return false;
        }

        Invariant.Holds(next == available + 1, "a batch is handled through its end, nothing left over or skipped");
        EndBatch(available);
        return true;
    }

    /// <summary>
    /// Waits for events from <paramref name="next"/> on and returns the last one of the batch to process, or
    /// <c>Retry</c> to ask again, or <c>Stopped</c>.
    /// </summary>
    private long AwaitBatch(long next)
    {
        // Events already waiting mean the producer streams: take a short batch now and this consumer chases it. Once
        // the producer got ahead, the batch stops short of the lines it is writing (see ProducerLead.LastToTake).
        var barrier = _barrier;
        long last = next + _maxBatchSize - 1;

        // With several producers, a consumer whose next event is not published yet first waits on that event's flag, not
        // on the claim counter the producers pass between them (see SequenceBarrier.AwaitQuietFlag). One test of a field
        // that is null with one producer.
        if (barrier.FindsUnpublished(next))
        {
            long quiet = barrier.AwaitQuietFlag(next, last);
            if (quiet >= next)
            {
                return quiet;
            }
        }

        long waiting = barrier.DependentSequence;
        if (ProducerLead.IsShort(next, waiting, _leadTarget))
        {
            last = Math.Min(last, ProducerLead.LastToTake(next, ProducerLead.LetProducerAhead(barrier, next, waiting, _leadTarget, _leadSteps), _leadTarget));
        }

        // A consumer that lags finds its batch already there: what the dependent sequence passed is published (see
        // SequenceBarrier.PublishedThrough), and unless a halt alerted the barrier that is the whole wait, with no call.
        // The sequence is read again, as the barrier's wait would: the batch takes what arrived meanwhile. Otherwise the
        // wait goes out of line; with several producers it reads their flags no further than the batch will go. Retry and
        // Stopped are below every sequence, so they pass through the comparison.
        long available = barrier.IsAlerted ? long.MinValue : barrier.PublishedThrough(barrier.DependentSequence);
        if (available < next)
        {
            available = AwaitAvailable(next, last);
        }

        return available < next ? available : Math.Min(available, last);
    }

    /// <summary>
    /// A run of events none of which is aborted: tells the handler its size, then hands it over, with an exception region
    /// of its own around the calls when <paramref name="guarded"/> (a constant at each call) or the handler releases
    /// events early, else with <see cref="ProcessEvents"/>'s.
    /// </summary>
    /// <remarks>
    /// The one cost of early release on this path: a test of a read-only field, per batch. Rewinding costs nothing
    /// here: it lives where failures are handled (<see cref="Recover"/>).
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private long ProcessRun(long next, long available, bool guarded)
        => !NotifyBatchStart(next, available) ? Stopped
            : _releaser is not null ? ProcessReleasingBatch(next, available)
            : guarded ? ProcessBatch(next, available) : InvokeUnguarded(next, available);

    /// <summary>Hands the batch to the handler with no exception region around the calls (see <see cref="ProcessEvents"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private long InvokeUnguarded(long next, long available)
    {
        _unguardedEnd = available;
        long end = HandlerCopy.Pays(next, available) ? InvokeLongBatch(next, available)
            : InlinesShortBatches ? InvokeInline(next, available)
            : InvokeHandler(next, available);
        _unguardedEnd = NoBatch;
        return end;
    }

    /// <summary><see cref="ProcessBatch"/> for a handler that may release events early: opens the bounds it may release within.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private long ProcessReleasingBatch(long next, long available)
    {
        _releaseFirst = next;
        _releaseLast = available;

        // ProcessBatch catches every handler failure, so nothing skips the close below.
        long result = ProcessBatch(next, available);
        _releaseFirst = long.MaxValue;
        _releaseLast = long.MinValue;
        return result;
    }

    /// <summary>
    /// The store behind <see cref="EventReleaser.Release"/>: the handler, on Run's thread, inside a call, says it is
    /// done with everything up to <paramref name="sequence"/>.
    /// </summary>
    /// <remarks>
    /// Only Run's thread stores this processor's sequence, so the release must come from it (a handler calling from
    /// another thread would race the batch-end store and could move the sequence backwards). It must not pass the
    /// event being handled: the store is a release, so producers may overwrite every slot up to it and downstream
    /// consumers read them; a slot the handler has not reached would be handed downstream unhandled, or overwritten
    /// under it.
    /// </remarks>
    void IEventReleaseTarget.Release(long sequence)
    {
        if (Environment.CurrentManagedThreadId != _runThread || !IsRunning)
        {
            throw new InvalidOperationException($"EventReleaser.Release({sequence}) was called from thread {Environment.CurrentManagedThreadId}, not the thread running the processor for {Handler.GetType().Name}; call it only from inside OnEvent/OnBatch.");
        }

        long first = _releaseFirst;
        long handling = first > _releaseLast ? long.MinValue : _invoker.LastSequenceOfCall(_ring.Slots, _callStart, _releaseLast);
        if (handling < first)
        {
            throw new InvalidOperationException($"EventReleaser.Release({sequence}) was called outside OnEvent/OnBatch (from OnStart, OnShutdown, OnTimeout or OnBatchStart), where no event of a batch is being handled; call it from OnEvent/OnBatch.");
        }

        if (sequence < first || sequence > handling)
        {
            throw new ArgumentOutOfRangeException(nameof(sequence), sequence, $"sequence {sequence} is outside {first} to {handling}, the current batch's events handled so far (its first to the event being handled); release only those.");
        }

        // Releasing twice, or less than before, stores nothing: the sequence never moves backwards. A plain store,
        // not StoreProgress's compare-and-swap: this is the run's thread, the sequence's one writer, and a handler
        // may release after every event.
        if (sequence > _sequence.Value)
        {
            AssertRunThread();
            _sequence.SetValue(sequence);
            SignalProgress(sequence);
        }
    }

    /// <summary>
    /// A batch that may hold aborted events (rare: a producer aborted a claim this recently): each run of
    /// events between aborted ones reaches the handler as a batch of its own, with its own
    /// <c>OnBatchStart</c> and <c>endOfBatch</c>; aborted events reach nobody. Returns <c>available + 1</c>
    /// or <c>Stopped</c>.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private long ProcessAroundAborted(long next, long available)
    {
        while (_aborted.TryNextRun(ref next, available, out long end))
        {
            if (ProcessRun(next, end, guarded: true) == Stopped)
            {
                return Stopped;
            }

            next = end + 1;
        }

        return next;
    }

    /// <summary>
    /// Hands <paramref name="next"/> to <paramref name="available"/> to the handler inside an exception region of its
    /// own; returns <c>available + 1</c>, or <c>Stopped</c> if a failure stopped the processor.
    /// </summary>
    /// <remarks>
    /// For the batches whose failure needs more than their end to finish (see <see cref="ProcessEvents"/>): runs between
    /// aborted events, and batches of a handler that releases events early.
    /// </remarks>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private long ProcessBatch(long next, long available)
    {
        Exception failure;
        try
        {
            return InvokeBatch(next, available);
        }
        catch (Exception exception)
        {
            failure = exception;
        }

        return Recover(failure, next, available);
    }

    /// <summary>
    /// A call of the batch <paramref name="batchStart"/> to <paramref name="available"/> threw <paramref name="failure"/>:
    /// rewinds or skips as the strategy and the exception handler say, and hands out the rest of the batch; returns
    /// <c>available + 1</c>, or <c>Stopped</c> if a failure stopped the processor.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private long Recover(Exception failure, long batchStart, long available)
    {
        // Where a rewind replays from: the batch's first event, or the one after a failure skipped inside it.
        long rewindFrom = batchStart;
        int rewinds = 0;
        while (true)
        {
            long next = HandleFailure(failure, ref rewindFrom, ref rewinds, available);
            if (next == Stopped)
            {
                return Stopped;
            }

            try
            {
                return InvokeBatch(next, available);
            }
            catch (Exception exception)
            {
                failure = exception;
            }
        }
    }

    /// <summary>
    /// One failed call of a batch ending at <paramref name="available"/>: returns the sequence to go on from (a replay's
    /// start, or the one after the skipped call), or <c>Stopped</c>.
    /// </summary>
    private long HandleFailure(Exception exception, ref long rewindFrom, ref int rewinds, long available)
    {
        // The first event of the failed call: one event, or a batch handler's whole span.
        long next = _callStart;
        Exception failure = exception;
        if (_rewindStrategy is not null && exception is RewindableException rewindable)
        {
            long replay = Rewind(rewindable, ++rewinds, rewindFrom, available, out failure);
            if (replay == Stopped)
            {
                // Nothing of the batch was handled for good: a restarted run replays it from its start.
                return StopAfter(rewindFrom - 1);
            }

            if (replay != GaveUp)
            {
                return replay;
            }
        }

        AssertRunThread();
        if (!HandleEventException(failure, next, hasEvent: true))
        {
            // It stored the progress through the event before the failed call, so a restarted run
            // hands out the failed event again (unless the handler released it early) but none before it.
            return Stopped;
        }

        long handledThrough = _invoker.LastSequenceOfCall(_ring.Slots, next, available);
        Invariant.Holds(handledThrough >= next && handledThrough <= available, "a failed call ends within its batch");
        AssertRunThread();
        _sequence.SetValue(handledThrough);

        // Every wake-up a batch's end makes, not only the parked claims': a consumer downstream asleep on this one (an
        // AsyncWaitStrategy, an async processor) would otherwise not see the skipped events until this batch ends, which
        // a rewind later in it may put off for long.
        SignalProgress(handledThrough);
        rewindFrom = handledThrough + 1;
        rewinds = 0;
        return rewindFrom;
    }

    /// <summary>
    /// Stores <paramref name="handledThrough"/> as this processor's progress on a stop path and tells the consumers
    /// asleep on this one, as the loop does after each batch. Returns <c>Stopped</c>.
    /// </summary>
    private long StopAfter(long handledThrough)
    {
        AssertRunThread();
        StoreProgress(handledThrough);
        return Stopped;
    }

    /// <summary>
    /// The handler asked for its batch again: asks the strategy, pauses if told to, and returns the sequence to
    /// replay from (<paramref name="rewindFrom"/>, after <c>OnBatchStart</c> again), <c>Stopped</c> (halted,
    /// or the exception handler stopped the processor), or <see cref="GaveUp"/> with the <paramref name="failure"/>
    /// to report as any other.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private long Rewind(RewindableException exception, int attempts, long rewindFrom, long available, out Exception failure)
    {
        failure = exception;
        long released = _sequence.Value;
        if (released >= rewindFrom)
        {
            // The handler released part of the batch: producers may have overwritten those slots and downstream
            // consumers handled them, so the batch cannot be handed out again. Refuse rather than replay less.
            failure = new InvalidOperationException($"handler {Handler.GetType().Name} asked to rewind batch {rewindFrom} to {available} after releasing it through {released}; released events are done and are never handed out again. Release only past the last point where the batch can fail.", exception);
            return GaveUp;
        }

        RewindAction action;
        try
        {
            action = _rewindStrategy!.OnRewind(exception, attempts);
        }
        catch (Exception strategyFailure)
        {
            failure = strategyFailure;
            return GaveUp;
        }

        if (action.IsGiveUp)
        {
            return GaveUp;
        }

        if (!RewindPause.Wait(action.Pause, ref _run) || IsHaltRequested)
        {
            return Stopped;
        }

        // No call of the replay has started: a release from the replay's OnBatchStart finds nothing handled.
        _callStart = rewindFrom - 1;
        return NotifyBatchStart(rewindFrom, available) ? rewindFrom : Stopped;
    }

    /// <summary>The loop over the handler's calls, kept apart from the exception handling around it.</summary>
    /// <remarks>
    /// Locals that a catch block reads live on the stack, not in registers: inside a method with a catch, the loop
    /// reloaded its sequence, this object and the ring from memory on every event. Here no catch reads anything, so
    /// the loop runs in registers; the one price is a store of each call's first sequence to <see cref="_callStart"/>
    /// (a line only this thread touches), which is how whoever catches learns which event failed. The loop itself is
    /// the invoker's (see <see cref="IEventInvoker{T}.Invoke"/> for why).
    /// <para>
    /// Kept out of line: <see cref="Consume"/> is entered once per run (and again after a failure), so it is compiled
    /// fully optimized with no profile; this method is called once per batch, so it tiers up normally, with dynamic PGO,
    /// which lets the JIT devirtualize and inline a class handler's <c>OnEvent</c>. Inlined into <see cref="Consume"/>,
    /// when that was compiled through on-stack replacement, a struct handler's loop ran slower in large batches
    /// (docs/design.md, "Hot path").
    /// </para>
    /// </remarks>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private long InvokeHandler(long next, long available) => InvokeInline(next, available);

    /// <summary><see cref="InvokeHandler"/> for a long batch, which a struct handler runs on a copy of itself (see <see cref="HandlerCopy"/>).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private long InvokeLongBatch(long next, long available)
        => _invoker.InvokeLongBatch(_ring.Slots, next, available, ref _callStart);

    /// <summary>
    /// <see cref="InvokeHandler"/> inlined into the consume loop, for the short batches of a struct handler on a value
    /// ring: a one-event batch then makes no call (no frame to set up, no registers to save and restore). Long batches
    /// still go out of line (<see cref="InvokeLongBatch"/>), which tiers up on its own: inlined into the consume loop,
    /// when that was compiled through on-stack replacement, a long batch's loop ran slower (docs/design.md, "Hot path";
    /// not measured against the loop compiled fully optimized).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private long InvokeInline(long next, long available)
        => _invoker.Invoke(_ring.Slots, next, available, ref _callStart);

    // A constant once optimized. For a class event the processor is shared code, where the first test is false and
    // the invoker is not asked (the question would cost a dictionary lookup and a call per batch there).
    private bool InlinesShortBatches
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => typeof(T).IsValueType && _invoker.InlinesShortBatches;
    }

    // Inlined: one comparison per batch, and the loop for short batches stays as lean as it was (see HandlerCopy).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private long InvokeBatch(long next, long available)
        => HandlerCopy.Pays(next, available) ? InvokeLongBatch(next, available) : InvokeHandler(next, available);

}
