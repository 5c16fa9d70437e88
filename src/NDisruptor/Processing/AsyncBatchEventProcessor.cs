using System;
using System.Threading;
using System.Threading.Tasks;

namespace NDisruptor;

/// <summary>
/// Runs an <see cref="IAsyncBatchEventHandler{T}"/> on the thread pool. The same protocol as
/// <see cref="BatchEventProcessor{T, TInvoker}"/> (the run-state word, one sequence store
/// per batch, aborted events skipped, faults through the exception handler), but when nothing is available
/// it looks again for a couple of microseconds, then arms its <see cref="AsyncSignal"/>, re-checks, and awaits:
/// no thread is held and nothing spins while the ring is idle.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
internal sealed class AsyncBatchEventProcessor<T> : ProcessorCore<T>, IAsyncEventProcessor, IEventReleaseTarget
{
    // How long an async processor that ran out of events keeps looking before it arms and gives its thread back.
    internal const double LookAgainNanoseconds = 2_000;
    private const int Looks = 20;
    private static readonly int s_pausesPerLook = SpinCalibration.Measured.PausesFor(LookAgainNanoseconds / Looks);

    private readonly IAsyncBatchEventHandler<T> _handler;
    private readonly long _maxBatchSize;

    // The batch length this consumer lets a streaming producer get ahead by, and the most steps it waits for that batch
    // (see ProducerLead).
    private readonly int _leadTarget;
    private readonly int _leadSteps;

    // Downstream async processors (and this one's own signal) live here; producers wake them after publishing.
    private readonly AsyncWaiters _asyncWaiters;
    private readonly AsyncSignal _signal;

    // The handler's idle timeout (infinite: none), read once at construction; each run makes its timer from it.
    private readonly TimeSpan _idlePeriod;

    // How long the processor waits before it looks again, instead of sleeping, while a publish that wakes nobody may still
    // be on its way (see RingBufferBase.LastClaimThatMaySkipWakeUp).
    private static readonly TimeSpan UnsignalledPublishRecheck = TimeSpan.FromMilliseconds(1);

    // The last sequence a publish that skips the wake-up may still be storing, read after the first arm (NotReadYet
    // before); once the cursor reached it, every publish wakes this processor. Only runs write them, one at a time.
    private const long NotReadYet = long.MaxValue;
    private long _lastUnsignalledClaim = NotReadYet;
    private bool _publishesWakeUs;

    // Early release, for IEventReleaseAware handlers (null otherwise): the run of events whose OnBatchAsync task is in
    // progress, open from just before the call until the task completes and closed (first above last) otherwise.
    // Written by the run; read by Release, on whichever thread the handler's code runs.
    private readonly EventReleaser? _releaser;
    private long _releaseFirst = long.MaxValue;
    private long _releaseLast = long.MinValue;

    // The token source of the run in progress, with that run's count: created by the run, cancelled by a Halt
    // that landed while that same run was inside (not by one spent on an earlier run that found it here).
    private RunCancellation? _cancellation;

    public AsyncBatchEventProcessor(RingBufferBase<T> ring, SequenceBarrier barrier, IAsyncBatchEventHandler<T> handler, IExceptionHandler<T> exceptionHandler, Action<Exception>? onFault)
        : base(ring, barrier, exceptionHandler, onFault)
    {
        _handler = handler;
        _maxBatchSize = BatchLimit.For(ProcessorChecks.MaxBatchSize(handler.MaxBatchSize, handler, nameof(handler)));
        _idlePeriod = AsyncIdleTimeout.Checked(handler.IdleTimeout, handler);
        ProcessorChecks.NotRewindable(handler, "async batch processor", nameof(handler));
        // The short lead whatever the ring: the longer ones were measured with threaded consumers only, and here each
        // step of the wait holds a pool thread.
        _leadTarget = ProducerLead.TargetFor(ring.BufferSize, readsClaimCounter: false, _maxBatchSize);
        _leadSteps = ProducerLead.MaxPollsFor(_leadTarget);
        if (handler is IEventReleaseAware releaseAware)
        {
            _releaser = new EventReleaser(this);
            releaseAware.SetEventReleaser(_releaser);
        }

        // After everything that may throw: a constructor that threw must not leave the barrier taken.
        ProcessorChecks.TakeBarrier(barrier, handler);

        // Last: from here on producers read the armed count (WakeArmed) after each publish.
        _asyncWaiters = ring.AsyncWaiters;
        _signal = _asyncWaiters.Add();
    }

    public override object Handler => _handler;

    internal override int LeadTarget => _leadTarget;

    internal override int LeadSteps => _leadSteps;

    public void Halt()
    {
        // The request first: a run woken by the cancellation or the signal must find it set. The signal's
        // exchange is a full fence, pairing with the one after Arm (the waiter re-checks the request).
        bool inside = _run.RequestHalt(out int run);

        // Only the token of the run this halt landed in: a token published later belongs to a run that started after that
        // one left, which this halt must not stop.
        //
        // The token's callbacks run on the pool, not here: a callback that completes what the handler awaits may run the
        // handler's continuation inline, and with it the rest of the run (its failure handling, OnShutdown), on the halting
        // thread, which may hold locks of its own (a host's, the disruptor's lifecycle). The token is cancelled before this
        // returns all the same.
        if (inside && Volatile.Read(ref _cancellation) is { } cancellation && cancellation.Run == run)
        {
            ObserveCallbackFailures(cancellation.Source.CancelAsync());
        }

        _signal.Set();
    }

    /// <summary>Observes what the token's callbacks threw (the handler's own): the halt stands regardless.</summary>
    private static void ObserveCallbackFailures(Task callbacks)
    {
        if (!callbacks.IsCompletedSuccessfully)
        {
            callbacks.ContinueWith(static t => _ = t.Exception, CancellationToken.None, TaskContinuationOptions.OnlyOnFaulted | TaskContinuationOptions.ExecuteSynchronously, TaskScheduler.Default);
        }
    }

    /// <summary>Processes events until halted, blocking the calling thread (for hand-wired use; the DSL uses <see cref="RunAsync"/>).</summary>
    public void Run() => RunAsync().GetAwaiter().GetResult();

    public async Task RunAsync()
    {
        // Keeps a halt requested while no run was inside: it stops this run before it handles anything.
        if (!_run.TryEnter(out int run))
        {
            throw new InvalidOperationException($"The processor for {Handler.GetType().Name} is already running (IsRunning is true until that run ends); run each processor once at a time.");
        }

        // Counted on the ring while inside: a native ring refuses to free slots this run may still read.
        _ring.Sequencer.ConsumerEntered();
        var cancellation = new RunCancellation(run);

        // Leave the caller's thread at once, for the thread pool: the DSL starts every processor from Start's thread. Not
        // Task.Yield, which goes back to the caller's synchronization context or task scheduler when it has one: there the
        // run (the handler's OnStart, then every batch until an await suspends) waited for that thread, which a UI
        // thread's producer blocked on a full ring, or a hand-wired Run() blocked on the run itself, never gave it.
        await Task.CompletedTask.ConfigureAwait(ConfigureAwaitOptions.ForceYielding);
        try
        {
            Volatile.Write(ref _cancellation, cancellation);

            // Orders the token's publication before the read of the request: a Halt either sees the token
            // or its request is seen here.
            Interlocked.MemoryBarrier();
            try
            {
                if (NotifyStart() && !IsHaltRequested)
                {
                    await ProcessEventsAsync(cancellation.Source.Token).ConfigureAwait(false);
                }
            }
            finally
            {
                NotifyShutdown();
            }
        }
        finally
        {
            // Both bits in one step, keeping the count: no halt can land between them and carry over.
            _ring.Sequencer.ConsumerLeft();
            _run.Leave();
        }

        _faults.ThrowUnreported();
    }

    private async Task ProcessEventsAsync(CancellationToken cancellationToken)
    {
        long next = _sequence.Value + 1;

        // Null unless the handler asks for idle timeouts: read only when the run finds no event.
        using AsyncIdleTimeout? idleTimeout = AsyncIdleTimeout.Start(_idlePeriod, _signal);
        while (!IsHaltRequested)
        {
            // Every look stops at the batch's limit: with several producers a look reads a flag per event, and a backlog
            // read whole for each limited batch would be read again and again. The lead's target is never above the limit,
            // so the bounded look tells a short batch as the whole one would.
            long limit = next + _maxBatchSize - 1;
            long available = _barrier.AvailableFrom(next, limit);
            if (ProducerLead.IsShort(next, available, _leadTarget))
            {
                // A short batch waiting right after the last one: the producer streams (see ProducerLead).
                long last = ProducerLead.LastToTake(next, ProducerLead.LetProducerAhead(_barrier, next, available, _leadTarget, _leadSteps), _leadTarget);
                available = _barrier.AvailableFrom(next, Math.Min(last, limit));
            }
            else if (available < next)
            {
                available = LookAgainBriefly(next, limit);
            }

            if (available < next)
            {
                if (idleTimeout is not null && idleTimeout.IsDue(next))
                {
                    if (!NotifyTimeout())
                    {
                        return;
                    }

                    continue;
                }

                // Arm (a process-wide barrier), then look again: a producer or upstream consumer that stored its sequence
                // before our arm is seen by this re-check; one that stores after it sees us armed and wakes us. The idle
                // timer is scheduled after the arm, so that its wake-up finds the signal armed.
                //
                // Until every publish is known to wake it, the processor does not sleep while a publish that read the ring
                // before this processor was made may still be storing: it waits a moment instead, and looks again. Checked
                // after the arm's barrier, before the look.
                _signal.Arm();
                bool mayBeSkipped = !_publishesWakeUs && !(_publishesWakeUs = UnsignalledPublishesLanded());
                available = _barrier.AvailableFrom(next, limit);
                if ((available >= next || IsHaltRequested || mayBeSkipped || (idleTimeout is not null && !idleTimeout.TrySchedule())) && _signal.TryDisarm())
                {
                    if (mayBeSkipped && available < next && !IsHaltRequested)
                    {
                        // A halt cancels the delay; the loop's top sees it.
                        await Task.Delay(UnsignalledPublishRecheck, cancellationToken).ConfigureAwait(ConfigureAwaitOptions.SuppressThrowing);
                    }

                    continue;
                }

                // Either nothing yet, or a signaller took the arm first: then its completion is on the way.
                await _signal.WaitAsync().ConfigureAwait(false);
                continue;
            }

            if (MeteredInstruments.BatchSize.Enabled)
            {
                _metrics.RecordBatchSize(available - next + 1);
            }

            bool carryOn = _aborted.MayContain(next)
                ? await ProcessAroundAbortedAsync(next, available, cancellationToken).ConfigureAwait(false)
                : await ProcessRunAsync(next, available, cancellationToken).ConfigureAwait(false);
            if (!carryOn)
            {
                return;
            }

            _sequence.SetValue(available);
            next = available + 1;
            _asyncWaiters.WakeArmed();
            _progressSignal?.SignalAllWhenBlocking();
            _claimWaiters.WakeFor(available);
        }
    }

    /// <summary>
    /// Right after an arm's process-wide barrier: whether every publish that may have skipped the wake-up (one that read the
    /// ring before this processor was made) has reached the cursor. The claim count is read after the first arm only.
    /// </summary>
    private bool UnsignalledPublishesLanded()
    {
        long last = _lastUnsignalledClaim;
        if (last == NotReadYet)
        {
            last = _ring.LastClaimThatMaySkipWakeUp();

            // Volatile only for HasReadUnsignalledClaims, read by tests from another thread.
            Volatile.Write(ref _lastUnsignalledClaim, last);
        }

        return _ring.Cursor >= last;
    }

    /// <summary>Whether a run has read the claim count of <see cref="UnsignalledPublishesLanded"/> (tests wait on it).</summary>
    internal bool HasReadUnsignalledClaims => Volatile.Read(ref _lastUnsignalledClaim) != NotReadYet;

    /// <summary>
    /// Before arming, looks for events a few more times over about <see cref="LookAgainNanoseconds"/>: a producer
    /// that streams usually publishes within that, and arming costs a process-wide barrier (see
    /// <see cref="AsyncSignal.Arm"/>) that a consumer keeping up with a stream would otherwise pay every few events.
    /// Bounded, so an idle consumer still gives its thread back within microseconds.
    /// </summary>
    private long LookAgainBriefly(long next, long limit)
    {
        long available = next - 1;
        int pauses = s_pausesPerLook;
        for (int look = 0; look < Looks && available < next; look++)
        {
            for (int i = 0; i < pauses; i++)
            {
                SpinHint.Pause();
            }

            available = _barrier.AvailableFrom(next, limit);
        }

        return available;
    }

    /// <summary>Like BatchEventProcessor: each run of events between aborted ones reaches the handler as its own batch.</summary>
    private async ValueTask<bool> ProcessAroundAbortedAsync(long next, long available, CancellationToken cancellationToken)
    {
        while (_aborted.TryNextRun(ref next, available, out long end))
        {
            if (!await ProcessRunAsync(next, end, cancellationToken).ConfigureAwait(false))
            {
                return false;
            }

            next = end + 1;
        }

        Invariant.Holds(next == available + 1, "a batch is handled through its end, nothing left over or skipped");
        return true;
    }

    /// <summary>Hands one run to the handler; false when the processor stops (halted during the call, or a fault).</summary>
    private ValueTask<bool> ProcessRunAsync(long next, long end, CancellationToken cancellationToken)
    {
        // One predicted branch per run for handlers that do not release early.
        if (_releaser is not null)
        {
            OpenRelease(next, end);
        }

        ValueTask pending;
        try
        {
            pending = _handler.OnBatchAsync(new EventBatch<T>(_ring, next, (int)(end - next + 1)), next, cancellationToken);
        }
        catch (Exception exception)
        {
            CloseRelease();
            return new ValueTask<bool>(OnBatchFailed(exception, next));
        }

        if (pending.IsCompletedSuccessfully)
        {
            // The steady state: no state machine, no allocation.
            pending.GetAwaiter().GetResult();
            CloseRelease();
            return new ValueTask<bool>(true);
        }

        return AwaitRunAsync(pending, next);
    }

    private async ValueTask<bool> AwaitRunAsync(ValueTask pending, long next)
    {
        try
        {
            await pending.ConfigureAwait(false);
            CloseRelease();
            return true;
        }
        catch (Exception exception)
        {
            CloseRelease();
            return OnBatchFailed(exception, next);
        }
    }

    /// <summary>Lets the handler release <paramref name="first"/> to <paramref name="last"/> while its call runs.</summary>
    private void OpenRelease(long first, long last)
    {
        // The end first, then the start (release): a Release that sees the new start sees the new end.
        Volatile.Write(ref _releaseLast, last);
        Volatile.Write(ref _releaseFirst, first);
    }

    private void CloseRelease() => Volatile.Write(ref _releaseFirst, long.MaxValue);

    /// <summary>
    /// The handler's early release: from any thread its code runs on while its batch's task is in progress, with an event
    /// of that batch. Several flows of one batch may release at once, so the store is a compare-and-swap that only ever
    /// raises the sequence; the run's own store at the batch's end is never below a release, since it stores the end.
    /// </summary>
    void IEventReleaseTarget.Release(long sequence)
    {
        long first = Volatile.Read(ref _releaseFirst);
        long last = Volatile.Read(ref _releaseLast);
        if (first > last)
        {
            throw new InvalidOperationException($"EventReleaser.Release({sequence}) was called while no OnBatchAsync call of {_handler.GetType().Name} was in progress (before it, after its task completed, or from OnStart, OnShutdown or OnTimeout); call it from the batch's own code, before its task completes.");
        }

        if (sequence < first || sequence > last)
        {
            throw new ArgumentOutOfRangeException(nameof(sequence), sequence, $"sequence {sequence} is outside {first} to {last}, the batch being handled; release only its events.");
        }

        long current;
        while ((current = _sequence.Value) < sequence)
        {
            if (_sequence.CompareAndSet(current, sequence))
            {
                SignalProgress(sequence);
                return;
            }
        }
    }

    private bool OnBatchFailed(Exception exception, long next)
    {
        if (exception is OperationCanceledException && IsHaltRequested)
        {
            // Cancelled by our own halt: the batch was not handled; a restarted run hands it out again.
            StoreProgress(next - 1);
            return false;
        }

        // Stores the progress before the failed batch first, so that after a fatal fault a restarted run hands the
        // batch out again (all but what the handler released early).
        return HandleEventException(exception, next, hasEvent: true);
    }

    /// <summary>The handler's <see cref="ILifecycleAware.OnTimeout"/>; false when its failure stopped the processor.</summary>
    private bool NotifyTimeout()
    {
        IAsyncBatchEventHandler<T> handler = _handler;
        return _faults.NotifyTimeout(ref handler, _sequence.Value, in _metrics);
    }

    private bool NotifyStart()
    {
        IAsyncBatchEventHandler<T> handler = _handler;
        return _faults.NotifyStart(ref handler, in _metrics);
    }

    private void NotifyShutdown()
    {
        IAsyncBatchEventHandler<T> handler = _handler;
        _faults.NotifyShutdown(ref handler, in _metrics);
    }

    /// <summary>A run's token source and which run it belongs to (its number from <see cref="RunState.TryEnter"/>).</summary>
    private sealed class RunCancellation(int run)
    {
        public int Run { get; } = run;

        public CancellationTokenSource Source { get; } = new();
    }
}
