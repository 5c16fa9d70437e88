using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Runtime.ExceptionServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// Several workers that share the events of a ring: each event is handled exactly once, by whichever worker
/// claims it first (competing consumers). Create one with <see cref="WorkerPool.Create{T, THandler}(RingBuffer{T}, THandler[], Sequence[], IExceptionHandler{T})"/>
/// (or add one to a disruptor with <c>HandleEventsWithWorkerPool</c>).
/// </summary>
/// <remarks>
/// Each worker runs on its own thread and claims one sequence at a time from the pool's shared work sequence
/// with an atomic add. The pool's progress is the lowest of its workers' sequences: a consumer that follows the
/// pool waits on all of them (<c>ring.NewBarrier(pool.GetWorkerSequences())</c>) and sees an event only after the
/// worker that had it is done. Events reach the workers in no particular order across workers; the ordering
/// argument is in docs/design.md, "Worker pools".
/// </remarks>
/// <typeparam name="T">The event type.</typeparam>
public sealed class WorkerPool<T>
{
    private readonly RingBufferBase<T> _ring;
    private readonly WorkClaims _claims = new();
    private readonly List<IWorkProcessor> _workers = [];

    // Where a fatal fault goes after the pool has stopped: the disruptor, or nobody (Shutdown rethrows it).
    private readonly Action<Exception>? _onFault;

    // Start and Shutdown run under it, so that no Start comes between Shutdown's halt and its joins. Nothing that a worker's
    // thread may call takes it (IsRunning, Halt, the fault path): Shutdown holds it while it joins those threads.
    private readonly object _lifecycle = new();

    // Halt and Start's forgetting of earlier halts run under it, so that a Halt racing a Start reaches every worker's new
    // run or none: one landing between two workers' forgets would stop some workers and not others, and a stopped worker
    // holding a claim stalls the pool. Not _lifecycle: Shutdown holds that while it joins the threads, and a worker's
    // fault halts the pool from that worker's thread.
    private readonly object _halts = new();

    // The threads of the last Start, one per worker in the workers' order: a new array per Start (under _lifecycle),
    // never changed after, so that IsRunning and a Shutdown called from a worker read it without the lock.
    private Thread[] _threads = [];

    // The worker sequences, filled while the pool is built (before any worker runs), read-only afterwards.
    private Sequence[] _sequences = [];

    // Written once per run of the pool (compare-and-swap) by the first worker thread that faults; cleared by Start.
    private Exception? _fault;

    internal WorkerPool(RingBufferBase<T> ring, Action<Exception>? onFault)
    {
        _ring = ring;
        _onFault = onFault;
    }

    /// <summary>The workers, one per handler, in the order the handlers were given; <see cref="Start"/> runs each on a thread of its own.</summary>
    public IReadOnlyList<IEventProcessor> Workers => _workers;

    /// <summary>
    /// The highest sequence at or before which every event was handled by the pool: the lowest worker sequence.
    /// It never passes an event that a worker claimed and has not finished, nor the ring's cursor.
    /// </summary>
    public long Progress => SequenceMath.Minimum(_sequences, long.MaxValue);

    /// <summary>
    /// Whether any worker is inside its run, or a thread <see cref="Start"/> started has not ended yet (it may not have
    /// entered its worker's run, or may be leaving it). Once it reads false, <see cref="Start"/> may be called again.
    /// </summary>
    /// <remarks>
    /// Takes no lock, so a worker's handler, exception handler or <c>OnShutdown</c> may read it while <see cref="Shutdown"/>
    /// waits for that worker's thread.
    /// </remarks>
    public bool IsRunning => _workers.Exists(worker => worker.IsRunning) || Array.Exists(Volatile.Read(ref _threads), thread => thread.IsAlive);

    /// <summary>The fatal fault that stopped the pool since its last <see cref="Start"/>, if any; <see cref="Shutdown"/> rethrows it.</summary>
    public Exception? Fault => Volatile.Read(ref _fault);

    /// <summary>
    /// The workers' sequences (a new array): they gate the ring from the pool's creation on, and a consumer that
    /// must see events only after the pool handled them waits on all of them.
    /// </summary>
    /// <returns>One sequence per worker.</returns>
    public Sequence[] GetWorkerSequences() => (Sequence[])_sequences.Clone();

    /// <summary>
    /// Starts one background thread per worker. A pool that was halted (or stopped by a fault) may be started
    /// again once <see cref="IsRunning"/> reads false: each worker resumes with the event it had claimed, if any.
    /// </summary>
    /// <exception cref="InvalidOperationException">A worker is still running.</exception>
    public void Start()
    {
        lock (_lifecycle)
        {
            if (IsRunning)
            {
                throw new InvalidOperationException("The worker pool is already running (IsRunning is true until every worker has left); call Halt or Shutdown and wait for IsRunning to read false before starting it again.");
            }

            // A Halt (or the fault that stopped the pool) landed while no worker ran: it was meant for the runs that
            // ended, not for this start.
            Volatile.Write(ref _fault, null);
            lock (_halts)
            {
                foreach (IWorkProcessor worker in _workers)
                {
                    worker.ForgetPendingHalt();
                }
            }

            var threads = new Thread[_workers.Count];
            for (int i = 0; i < threads.Length; i++)
            {
                IWorkProcessor worker = _workers[i];
                threads[i] = new Thread(() => RunWorker(worker)) { IsBackground = true, Name = $"NDisruptor worker {worker.Handler.GetType().Name}" };
            }

            Volatile.Write(ref _threads, threads);
            foreach (Thread thread in threads)
            {
                thread.Start();
            }
        }
    }

    /// <summary>
    /// Asks every worker to stop once it finishes the event it is handling; returns at once. Events not yet
    /// handled stay in the ring (the ring cannot overwrite them) until the pool runs again.
    /// </summary>
    public void Halt()
    {
        lock (_halts)
        {
            foreach (IWorkProcessor worker in _workers)
            {
                worker.Halt();
            }
        }
    }

    /// <summary>
    /// Waits until every event published so far is handled (producers should have stopped), then halts the
    /// workers and waits for the threads <see cref="Start"/> started. Rethrows a fault that stopped the pool.
    /// </summary>
    /// <remarks>
    /// A worker's handler (or exception handler) may call it, say on a last event that tells the pool to stop: it waits
    /// until the other workers have handled everything else, and does not wait for its own event or thread, which cannot
    /// finish while it waits; that worker stops when its handler returns.
    /// </remarks>
    /// <param name="timeout">
    /// How long to wait for the backlog and the threads; <see cref="Timeout.InfiniteTimeSpan"/> (or any timeout longer than
    /// a thread can wait, about 24.8 days, such as <see cref="TimeSpan.MaxValue"/>) for no limit.
    /// </param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="timeout"/> is negative.</exception>
    /// <exception cref="TimeoutException">The backlog was not handled in time (the workers are halted anyway).</exception>
    /// <exception cref="EventProcessingException">A handler failed and its exception handler stopped the pool.</exception>
    public void Shutdown(TimeSpan timeout)
    {
        timeout = Deadline.Checked(timeout, nameof(timeout));
        var clock = Stopwatch.StartNew();
        bool drained = true;

        // Called on a worker's own thread, the worker's sequence stays before the event it is handling until this returns:
        // the others must handle everything else.
        Thread[] threads = Volatile.Read(ref _threads);
        Sequence[] waitFor = _sequences;
        int caller = Array.IndexOf(threads, Thread.CurrentThread);
        if (caller >= 0)
        {
            waitFor = [.. _sequences[..caller], .. _sequences[(caller + 1)..]];
        }

        // The cursor, or further for a ring fed from elsewhere (see RingBufferBase.OwedThrough): an inter-process ring's
        // pump may not have moved what producer processes published yet, and the ring's disposal would delete it unread.
        while (Fault is null && IsRunning && SequenceMath.Minimum(waitFor, long.MaxValue) < _ring.OwedThrough)
        {
            if (timeout != Timeout.InfiniteTimeSpan && clock.Elapsed >= timeout)
            {
                drained = false;
                break;
            }

            Thread.Sleep(1);
        }

        lock (_lifecycle)
        {
            // Under the lifecycle lock, so that no Start comes between the halt and the joins: its threads would not be
            // halted, and the joins below would wait for them.
            Halt();
            foreach (Thread thread in Volatile.Read(ref _threads))
            {
                TimeSpan remaining = timeout == Timeout.InfiniteTimeSpan ? Timeout.InfiniteTimeSpan : TimeSpan.FromTicks(Math.Max(timeout.Ticks - clock.Elapsed.Ticks, TimeSpan.FromMilliseconds(100).Ticks));
                if (thread != Thread.CurrentThread && !thread.Join(remaining))
                {
                    drained = false;
                }
            }
        }

        if (Fault is { } fault)
        {
            ExceptionDispatchInfo.Throw(fault);
        }

        if (!drained)
        {
            throw new TimeoutException($"The worker pool did not finish within {timeout} ({_ring.DescribeOwed()}, pool progress {Progress}); it was halted. Give Shutdown a longer timeout or make the handlers faster.");
        }
    }

    private void RunWorker(IWorkProcessor worker)
    {
        try
        {
            worker.Run();
        }
        catch (Exception exception)
        {
            // Faults reach OnFault inside the run; only misuse gets here (the worker was also run by hand on another
            // thread). Report it rather than let it end the process.
            OnFault(exception);
        }
    }

    /// <summary>Adds a worker made by <paramref name="create"/> from the pool's work sequence and fault sink.</summary>
    internal IEventProcessor AddWorker(Func<WorkClaims, Action<Exception>, IWorkProcessor> create)
    {
        IWorkProcessor worker = create(_claims, OnFault);
        _workers.Add(worker);
        _sequences = [.. _sequences, worker.Sequence];
        return worker;
    }

    /// <summary>
    /// Called once the workers' sequences gate the ring (which set them to where the pool begins), before any
    /// worker runs: claims begin right after that point.
    /// </summary>
    internal void BeginClaims() => _claims.StartAt(Progress);

    /// <summary>
    /// A worker's exception handler gave up on an event: the whole pool stops, since the event stays claimed by
    /// the stopped worker and the pool's progress cannot pass it; the fault then goes on to the disruptor.
    /// </summary>
    private void OnFault(Exception exception)
    {
        Interlocked.CompareExchange(ref _fault, exception, null);
        Halt();
        _onFault?.Invoke(exception);
    }
}
