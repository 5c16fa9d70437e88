using System;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// The run protocol of the processors that run on a thread of their own (<see cref="BatchEventProcessor{T, TInvoker}"/>,
/// <see cref="WorkProcessor{T, TInvoker}"/>): enter once, clear stale alerts, notify, consume, notify, leave last.
/// </summary>
internal static class ConsumeRun
{
    /// <summary>Asks the run under way (or the next one) to stop, and wakes it if it waits.</summary>
    public static void Halt(ref RunState run, SequenceBarrier barrier)
    {
        // The request before the alert: the run's thread, woken by the alert, must find the request set (Run clears a
        // stale alert before it looks for a request, for the same reason).
        run.RequestHalt(out _);
        barrier.Alert();
    }

    /// <summary>Runs <paramref name="loop"/> on the calling thread, recording it in <paramref name="runThread"/>.</summary>
    /// <exception cref="InvalidOperationException">Another thread is inside a run of this processor.</exception>
    public static void Run<TLoop>(TLoop loop, ref RunState run, ref int runThread, SequenceBarrier barrier, Sequencer sequencer, object handler)
        where TLoop : class, IConsumeLoop
    {
        // Keeps a halt requested while no run was inside: it stops this run before it handles anything.
        if (!run.TryEnter(out _))
        {
            throw new InvalidOperationException($"The processor for {handler.GetType().Name} is already running on another thread (IsRunning is true until that thread leaves Run); start each processor on one thread at a time.");
        }

        runThread = Environment.CurrentManagedThreadId;

        // Counted on the ring while inside: a native ring refuses to free slots this thread may still read.
        sequencer.ConsumerEntered();
        try
        {
            // Clear an alert left by an earlier halt, then look for a halt request. The fence orders the
            // clear before the read; Halt writes its request before it alerts, so either we see the request
            // here or its alert comes after our clear and ends the first wait.
            barrier.ClearAlert();
            Interlocked.MemoryBarrier();
            try
            {
                if (loop.NotifyStart() && !run.IsHaltRequested)
                {
                    loop.ProcessEvents();
                }
            }
            finally
            {
                loop.NotifyShutdown();
            }
        }
        finally
        {
            // The halts that landed while this thread was inside are spent on this run, and leaving comes last,
            // after the sequence and the handler's shutdown, so that a run started next begins exactly where this
            // one ended. One exchange for both: no halt can land between them and carry over to the next run.
            sequencer.ConsumerLeft();
            run.Leave();
        }
    }
}
