using System;
using System.Runtime.CompilerServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// The run protocol of the processors that run on a thread of their own (<see cref="BatchEventProcessor{T, TInvoker}"/>,
/// <see cref="WorkProcessor{T, TInvoker}"/>): enter once, clear stale alerts, notify, consume, notify, leave last;
/// and the handler's lifecycle calls through its invoker. A subclass supplies only how it takes events.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
/// <typeparam name="TInvoker">How the handler is called; a struct, so each handler kind gets its own compiled loop.</typeparam>
internal abstract class ThreadedProcessor<T, TInvoker> : ProcessorCore<T>
    where TInvoker : struct, IEventInvoker<T>
{
    // Returned when a failure or a halt stopped the processor.
    private protected const long Stopped = long.MinValue;

    // Returned when there is nothing to process yet but the run goes on. Like Stopped, it is below every sequence,
    // so one comparison tells both from an available sequence.
    private protected const long Retry = long.MinValue + 1;

    // The handler's call adapter; mutable because a struct handler may keep state in it.
    private protected TInvoker _invoker;

    // The thread inside Run, written by it on entry: the only one that may store this processor's sequence
    // (checked in Debug builds).
    private protected int _runThread;

    private protected ThreadedProcessor(RingBufferBase<T> ring, SequenceBarrier barrier, TInvoker invoker, IExceptionHandler<T> exceptionHandler, Action<Exception>? onFault)
        : base(ring, barrier, exceptionHandler, onFault)
    {
        _invoker = invoker;
    }

    public sealed override object Handler => _invoker.Handler;

    /// <summary>Asks the run under way (or the next one) to stop, and wakes it if it waits.</summary>
    public void Halt()
    {
        // The request before the alert: the run's thread, woken by the alert, must find the request set (Run clears a
        // stale alert before it looks for a request, for the same reason).
        _run.RequestHalt(out _);
        _barrier.Alert();
    }

    /// <summary>Consumes on the calling thread until halted or stopped by a fault.</summary>
    /// <exception cref="InvalidOperationException">Another thread is inside a run of this processor.</exception>
    public void Run()
    {
        // Keeps a halt requested while no run was inside: it stops this run before it handles anything.
        if (!_run.TryEnter(out _))
        {
            throw new InvalidOperationException($"The processor for {Handler.GetType().Name} is already running on another thread (IsRunning is true until that thread leaves Run); start each processor on one thread at a time.");
        }

        _runThread = Environment.CurrentManagedThreadId;

        // Counted on the ring while inside: a native ring refuses to free slots this thread may still read.
        Sequencer sequencer = _ring.Sequencer;
        sequencer.ConsumerEntered();
        try
        {
            // Clear an alert left by an earlier halt, then look for a halt request. The fence orders the
            // clear before the read; Halt writes its request before it alerts, so either we see the request
            // here or its alert comes after our clear and ends the first wait.
            _barrier.ClearAlert();
            Interlocked.MemoryBarrier();
            try
            {
                if (_faults.NotifyStart(ref _invoker, in _metrics) && !IsHaltRequested)
                {
                    ProcessEvents();
                }
            }
            finally
            {
                _faults.NotifyShutdown(ref _invoker, in _metrics);
            }
        }
        finally
        {
            // The halts that landed while this thread was inside are spent on this run, and leaving comes last,
            // after the sequence and the handler's shutdown, so that a run started next begins exactly where this
            // one ended. One exchange for both: no halt can land between them and carry over to the next run.
            sequencer.ConsumerLeft();
            _run.Leave();
        }

        _faults.ThrowUnreported();
    }

    /// <summary>
    /// Waits until <paramref name="sequence"/> is available (published, and done by the consumers before this one) and
    /// returns the highest available sequence; or <c>Retry</c> to ask again (an alert that was not a halt, a
    /// timeout, a wait strategy's failure handed to the exception handler, a custom strategy that returned early), or
    /// <c>Stopped</c>. Everything before <paramref name="sequence"/> counts as handled in what it reports. A consumer whose
    /// batch will end at <paramref name="last"/> at the latest (not before <paramref name="sequence"/>) passes it: the answer
    /// then stops there, and several producers' flags are read no further (see <see cref="SequenceBarrier.WaitFor(long, long)"/>).
    /// </summary>
    /// <remarks>
    /// Out of line, so that no consume loop has a try block: with one in its loop, the loop kept its locals on the
    /// stack. It runs once per batch: once per event in a ping-pong.
    /// </remarks>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private protected long AwaitAvailable(long sequence, long last = long.MaxValue)
    {
        SequenceWaitResult result;
        try
        {
            result = _barrier.WaitFor(sequence, last);
        }
        catch (AlertException)
        {
            // Halt writes its request before it alerts, so an alert seen without a request did not
            // come from Halt (someone called Alert on the barrier): drop it rather than spin on it.
            if (IsHaltRequested)
            {
                return Stopped;
            }

            // A halt that landed after that read may have alerted before this clear, which would drop its alert too: look
            // for its request again after the clear, as Run does (the fence orders the clear before the read; Halt writes
            // its request before it alerts, so either the read sees the request or the alert comes after the clear).
            _barrier.ClearAlert();
            Interlocked.MemoryBarrier();
            return IsHaltRequested ? Stopped : Retry;
        }
        catch (Exception exception)
        {
            // A custom wait strategy failed: no event is involved, so nothing is skipped.
            return HandleEventException(exception, sequence - 1, hasEvent: false) ? Retry : Stopped;
        }

        if (result.IsTimeout)
        {
            return NotifyTimeout(sequence - 1) ? Retry : Stopped;
        }

        if (result.Sequence < sequence)
        {
            // A custom strategy returned early: wait politely before asking again.
            SpinHint.Pause();
            return Retry;
        }

        return result.Sequence;
    }

    /// <summary>Handles events until halted or stopped by a fault; called once per run, on the run's thread.</summary>
    private protected abstract void ProcessEvents();

    /// <summary>The handler's <see cref="ILifecycleAware.OnTimeout"/>; false when its failure stopped the processor.</summary>
    private protected bool NotifyTimeout(long sequence) => _faults.NotifyTimeout(ref _invoker, sequence, in _metrics);

    /// <summary>Debug builds: only the thread inside <see cref="Run"/> stores this processor's sequence.</summary>
    [System.Diagnostics.Conditional("DEBUG")]
    private protected void AssertRunThread() => Invariant.OnThread(_runThread, "the processor's sequence");

    /// <summary>
    /// Tells the handler a batch of <paramref name="next"/> to <paramref name="available"/> starts, if it wants to know;
    /// false if its failure stopped the processor.
    /// </summary>
    /// <remarks>Inlined: for a handler without a batch-start body the test is a constant, and the batch costs no call here.</remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private protected bool NotifyBatchStart(long next, long available)
        => !_invoker.NotifiesBatchStart || CallBatchStart(next, available);

    // Out of line: its exception region would keep the caller's locals on the stack.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool CallBatchStart(long next, long available)
    {
        try
        {
            _invoker.OnBatchStart(available - next + 1);
            return true;
        }
        catch (Exception exception)
        {
            // The batch is published and still goes to the handler: a failed notification loses no event.
            return HandleEventException(exception, next, hasEvent: true);
        }
    }
}
