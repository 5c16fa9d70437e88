using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Runtime.ExceptionServices;
using System.Threading;
using System.Threading.Tasks;

namespace NDisruptor;

/// <summary>
/// What <see cref="Disruptor{T}"/> and <see cref="ValueDisruptor{T}"/> share: the consumer graph, one thread
/// per consumer, and the start / halt / shutdown lifecycle with fault reporting.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
public abstract class DisruptorBase<T> : IDisposable
{
    private readonly RingBufferBase<T> _ring;
    private readonly List<ConsumerInfo<T>> _consumers = [];
    private readonly Dictionary<object, ConsumerInfo<T>> _consumersByHandler = new(ReferenceEqualityComparer.Instance);

    // Both filled by Start under _lifecycle and read by Dispose under it: what Dispose waits for.
    private readonly List<Thread> _threads = [];
    private readonly List<(IAsyncEventProcessor Processor, Task Run)> _asyncRuns = [];

    private readonly TaskCompletionSource _allStopped = new(TaskCreationOptions.RunContinuationsAsynchronously);

    // Start runs whole under this lock, and ShutdownAsync reads whether it ran under it too: a shutdown
    // racing Start sees either nothing started or every consumer thread counted and started. Halt marks the
    // disruptor halted and takes its metrics under it, so Start either meters and is then unmetered, or meters nothing.
    private readonly object _lifecycle = new();

    // Written by Start (under _lifecycle) once every consumer thread is counted and started; read by anyone.
    private int _started;

    // Written once (Interlocked) by the first processor thread that faults.
    private Exception? _fault;

    // Written by processor threads as they exit (Interlocked).
    private int _runningThreads;

    // Set by Halt, under _lifecycle: consumers stop where they are, so there is no backlog to wait for, and a
    // Start after it meters nothing.
    private int _halted;

    // Set, under _lifecycle, the first time the ring is handed out before Start (a ValueDisruptor's RingBuffer): from then
    // on any thread may claim from it, so Start must leave its layout alone (LayOutRing). Taking the lock to set it means a
    // thread that reads the ring while Start runs waits until the layout is final.
    private bool _ringHandedOut;

    private IExceptionHandler<T> _defaultExceptionHandler = new FatalExceptionHandler<T>();

    // Written before Start by the wiring thread.
    private string _name = typeof(T).Name;

    // Set by Start unless halted, taken by the first Halt, both under _lifecycle: a halted disruptor stops reporting
    // metrics, and one halted before Start, or while Start runs, never begins.
    private MetricsRegistration? _metrics;

    // The async processor whose run this code is part of, set by RunAsyncProcessor in the flow it awaits the run
    // in: an async handler that disposes its own disruptor must not wait for its own run.
    private static readonly AsyncLocal<IAsyncEventProcessor?> s_asyncRunOf = new();

    private protected DisruptorBase(RingBufferBase<T> ring) => _ring = ring;

    /// <summary>Refuses a ring made beforehand that is not new: something published to it, or a consumer attached.</summary>
    private protected static TRing ThrowIfNotNew<TRing>(TRing ring)
        where TRing : RingBufferBase<T>
    {
        ArgumentNullException.ThrowIfNull(ring);

        // Consumers wired here start at the cursor and gate the ring from then on: a ring that others already consume
        // or publish to would give this graph a partial view, or give producers two sets of gates.
        if (ring.Cursor != ring.Sequencer.InitialCursor || ring.Sequencer.GatingSequences.Length != 0)
        {
            throw new ArgumentException($"ring has a cursor of {ring.Cursor} and {ring.Sequencer.GatingSequences.Length} consumer(s) already; give the disruptor a new ring, with nothing published and no consumer attached.", nameof(ring));
        }

        return ring;
    }

    /// <summary>Whether <c>Start</c> was called.</summary>
    public bool HasStarted => Volatile.Read(ref _started) != 0;

    /// <summary>The exception that stopped a consumer, if one did; <c>ShutdownAsync</c> rethrows it.</summary>
    public Exception? Fault => Volatile.Read(ref _fault);

    /// <summary>The producer cursor of the ring.</summary>
    public long Cursor => _ring.Cursor;

    /// <summary>The ring's size.</summary>
    public int BufferSize => _ring.BufferSize;

    /// <summary>
    /// The disruptor's name in metrics (the <c>ndisruptor.disruptor</c> tag, see <see cref="DisruptorMetrics"/>):
    /// the event type's name unless set. Set it before <c>Start</c>.
    /// </summary>
    /// <exception cref="ArgumentException">The name is null or blank.</exception>
    /// <exception cref="InvalidOperationException">The disruptor has started.</exception>
    public string Name
    {
        get => _name;
        set
        {
            ThrowIfBlankName(value, nameof(value));
            ThrowIfStarted(nameof(Name));
            _name = value;
        }
    }

    internal IExceptionHandler<T> DefaultExceptionHandler => Volatile.Read(ref _defaultExceptionHandler);

    /// <summary>Sets the exception handler for every handler that has no handler of its own. The default is <see cref="FatalExceptionHandler{T}"/>.</summary>
    /// <param name="exceptionHandler">The handler.</param>
    /// <exception cref="InvalidOperationException">The disruptor has started.</exception>
    public void SetDefaultExceptionHandler(IExceptionHandler<T> exceptionHandler)
    {
        ArgumentNullException.ThrowIfNull(exceptionHandler);
        ThrowIfStarted(nameof(SetDefaultExceptionHandler));
        Volatile.Write(ref _defaultExceptionHandler, exceptionHandler);
    }

    /// <summary>Sets the exception handler of one handler, overriding the default.</summary>
    /// <param name="handler">A handler added with <c>HandleEventsWith</c>.</param>
    /// <param name="exceptionHandler">Its exception handler.</param>
    /// <exception cref="ArgumentException"><paramref name="handler"/> was not added to this disruptor.</exception>
    /// <exception cref="InvalidOperationException">The disruptor has started.</exception>
    public void SetExceptionHandler(object handler, IExceptionHandler<T> exceptionHandler)
    {
        ArgumentNullException.ThrowIfNull(exceptionHandler);
        ThrowIfStarted(nameof(SetExceptionHandler));
        ConsumerFor(handler).ExceptionHandler.Override = exceptionHandler;
    }

    /// <summary>
    /// Names a handler's consumer in metrics (the <c>ndisruptor.consumer</c> tag); the default is the handler's type
    /// name, with <c>#2</c>, <c>#3</c>… appended when several handlers share a type.
    /// </summary>
    /// <param name="handler">A handler added with <c>HandleEventsWith</c> (a class: struct handlers keep their type name).</param>
    /// <param name="name">The name, unique within this disruptor.</param>
    /// <exception cref="ArgumentException"><paramref name="handler"/> was not added, or <paramref name="name"/> is blank.</exception>
    /// <exception cref="InvalidOperationException">The disruptor has started.</exception>
    public void SetConsumerName(object handler, string name)
    {
        ThrowIfBlankName(name, nameof(name));
        ThrowIfStarted(nameof(SetConsumerName));
        ConsumerInfo<T> consumer = ConsumerFor(handler);
        if (_consumers.Exists(c => c != consumer && c.Name == name))
        {
            throw new ArgumentException($"consumer name '{name}' is already given to another handler of this disruptor; give each consumer its own name.", nameof(name));
        }

        consumer.Name = name;
    }

    /// <summary>The sequence a handler has reached: the last event it finished (for a worker pool's handler, the pool's progress).</summary>
    /// <param name="handler">A handler added with <c>HandleEventsWith</c>.</param>
    /// <returns>Its sequence value.</returns>
    public long GetSequenceValueFor(object handler) => SequenceMath.Minimum(ConsumerFor(handler).Progress, long.MaxValue);

    /// <summary>
    /// Asks every consumer to stop once it finishes the batch it is handling; returns at once. Events
    /// published but not yet handled stay unhandled, and producers waiting for space are released with an
    /// <see cref="InvalidOperationException"/>.
    /// </summary>
    public void Halt()
    {
        MetricsRegistration? metrics;
        lock (_lifecycle)
        {
            Volatile.Write(ref _halted, 1);
            metrics = _metrics;
            _metrics = null;
        }

        metrics?.Dispose();
        foreach (ConsumerInfo<T> consumer in _consumers)
        {
            consumer.Processor.Halt();
        }

        // A producer blocked on a full ring would otherwise wait forever for consumers that stopped.
        _ring.Sequencer.Close(new InvalidOperationException("The disruptor was halted."));
    }

    /// <summary>
    /// Waits until consumers have handled everything published, then halts them and waits for their threads
    /// to finish. Rethrows the fault if a consumer failed.
    /// </summary>
    /// <param name="timeout">
    /// How long to wait for the backlog and the threads; <see cref="Timeout.InfiniteTimeSpan"/> (or any timeout longer than
    /// a wait accepts, about 24.8 days, such as <see cref="TimeSpan.MaxValue"/>) for no limit.
    /// </param>
    /// <returns>A task that completes when all consumers have stopped.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="timeout"/> is negative (thrown at once, not through the task).</exception>
    /// <exception cref="TimeoutException">The backlog was not drained in time (the consumers are halted anyway).</exception>
    /// <exception cref="EventProcessingException">A handler failed and its processor stopped.</exception>
    /// <exception cref="InvalidOperationException">
    /// The consumers stopped with events unhandled: a Halt or Dispose from another caller ended the drain, or a producer
    /// published after it. Stop the producers first, and let the shutdown finish.
    /// </exception>
    public Task ShutdownAsync(TimeSpan timeout) => ShutdownCheckedAsync(Deadline.Checked(timeout, nameof(timeout)));

    private async Task ShutdownCheckedAsync(TimeSpan timeout)
    {
        bool started;
        bool haltedBefore;
        lock (_lifecycle)
        {
            started = HasStarted;
            haltedBefore = Volatile.Read(ref _halted) != 0;
            if (!started)
            {
                // Nothing to drain, and nothing may start later: a Start after a shutdown that reported success would run
                // consumers nobody stops. Marked under the lock, so that a Start either came first or sees the mark.
                Volatile.Write(ref _halted, 1);
            }
        }

        if (!started)
        {
            Halt();
            return;
        }

        var clock = Stopwatch.StartNew();
        bool drained = true;
        while (Fault is null && Volatile.Read(ref _halted) == 0 && Volatile.Read(ref _runningThreads) > 0 && HasBacklog())
        {
            if (timeout != Timeout.InfiniteTimeSpan && clock.Elapsed >= timeout)
            {
                drained = false;
                break;
            }

            await Task.Delay(1).ConfigureAwait(false);
        }

        // A Halt or Dispose from another caller during the drain: what it left is told below, once the threads left.
        bool haltedElsewhere = Volatile.Read(ref _halted) != 0;
        Halt();
        TimeSpan remaining = timeout == Timeout.InfiniteTimeSpan ? Timeout.InfiniteTimeSpan : Max(timeout - clock.Elapsed, TimeSpan.FromMilliseconds(100));
        try
        {
            await _allStopped.Task.WaitAsync(remaining).ConfigureAwait(false);
        }
        catch (TimeoutException)
        {
            drained = false;
        }

        if (Fault is { } fault)
        {
            ExceptionDispatchInfo.Throw(fault);
        }

        if (!drained)
        {
            throw new TimeoutException($"The consumers did not finish within {timeout} ({_ring.DescribeOwed()}, slowest consumer {_ring.GetMinimumGatingSequence()}); they were halted. Give ShutdownAsync a longer timeout or make the handlers faster.");
        }

        // Read after the threads left, so that their last stores are in: a drain is reported only if nothing is left, not
        // when a halt from elsewhere ended it, nor when a producer published after the drain's last look. After a halt the
        // caller made before this call, there was no drain to report: this only waited for the threads and their faults.
        if (!haltedBefore && HasBacklog())
        {
            throw new InvalidOperationException(haltedElsewhere
                ? $"The disruptor was halted while ShutdownAsync drained it (Halt or Dispose from another caller): the consumers stopped with events unhandled ({_ring.DescribeOwed()}, slowest consumer {_ring.GetMinimumGatingSequence()}). Let ShutdownAsync finish before halting or disposing."
                : $"Events were published while ShutdownAsync stopped the consumers, and were left unhandled ({_ring.DescribeOwed()}, slowest consumer {_ring.GetMinimumGatingSequence()}). Stop the producers before calling ShutdownAsync.");
        }
    }

    /// <summary>
    /// Halts the consumers and waits briefly (up to 5 s each) for their threads, and for async handlers to finish
    /// the batch they are in. It does not throw a consumer's fault: await <see cref="ShutdownAsync"/> (or read
    /// <see cref="Fault"/>) to observe failures.
    /// </summary>
    public void Dispose()
    {
        Dispose(true);
        GC.SuppressFinalize(this);
    }

    /// <summary>Halts the consumers and waits briefly for their threads and async runs.</summary>
    /// <param name="disposing">Whether called from <see cref="Dispose()"/>.</param>
    protected virtual void Dispose(bool disposing)
    {
        if (!disposing)
        {
            return;
        }

        Halt();
        Thread[] threads;
        (IAsyncEventProcessor Processor, Task Run)[] asyncRuns;
        lock (_lifecycle)
        {
            threads = [.. _threads];
            asyncRuns = [.. _asyncRuns];
        }

        // A handler that disposes its own disruptor runs on its own thread, or inside its own async run: neither
        // can end while it waits here.
        foreach (Thread thread in threads)
        {
            if (thread != Thread.CurrentThread)
            {
                thread.Join(TimeSpan.FromSeconds(5));
            }
        }

        IAsyncEventProcessor? own = s_asyncRunOf.Value;
        foreach ((IAsyncEventProcessor processor, Task run) in asyncRuns)
        {
            if (processor != own)
            {
                // RunAsyncProcessor catches everything: the task never faults.
                run.Wait(TimeSpan.FromSeconds(5));
            }
        }
    }

    /// <summary>
    /// Records that the ring was handed out (to a caller that may claim from it on any thread), so that <c>Start</c> keeps its
    /// layout. Cheap once set: only the first call takes the lock.
    /// </summary>
    private protected void NoteRingHandedOut()
    {
        if (!Volatile.Read(ref _ringHandedOut))
        {
            lock (_lifecycle)
            {
                _ringHandedOut = true;
            }
        }
    }

    /// <summary>
    /// Called by <see cref="StartConsumers"/> once the graph is final, before any consumer thread starts, unless the ring was
    /// handed out before (<see cref="NoteRingHandedOut"/>) or the disruptor halted: a disruptor may lay out the ring it made
    /// for that graph. <paramref name="consumersFollowOthers"/> says whether any consumer waits on another.
    /// </summary>
    private protected virtual void LayOutRing(bool consumersFollowOthers)
    {
    }

    /// <summary>Starts one thread per consumer. Call once, after wiring every handler.</summary>
    private protected void StartConsumers()
    {
        lock (_lifecycle)
        {
            if (HasStarted)
            {
                throw new InvalidOperationException("Start was already called; a disruptor starts once. Create a new disruptor to run again.");
            }

            if (Volatile.Read(ref _halted) != 0)
            {
                // Its consumers would leave at once and the events published to it would never be handled.
                throw new InvalidOperationException("Start was called after the disruptor was halted (Halt, ShutdownAsync or Dispose); a halted disruptor does not start. Create a new disruptor to run again.");
            }

            if (_consumers.Count == 0)
            {
                // With no consumer nothing gates the producers: they would lap the ring and overwrite events unseen.
                throw new InvalidOperationException("Start was called before any handler was added, so nothing would consume events and producers would overwrite them unseen; add handlers with HandleEventsWith before Start.");
            }

            // Before any consumer thread starts, and only on a ring nobody else holds yet: its layout may still change (see
            // ValueDisruptor's override).
            if (!_ringHandedOut)
            {
                LayOutRing(consumersFollowOthers: _consumers.Exists(c => !c.IsEndOfChain));
            }

            // Metered before the threads start, so that their first batch is recorded too.
            _metrics = MeterConsumers();
            _runningThreads = _consumers.Count;

            var asyncProcessors = new List<IAsyncEventProcessor>();
            foreach (ConsumerInfo<T> consumer in _consumers)
            {
                IEventProcessor processor = consumer.Processor;
                if (processor is IAsyncEventProcessor asyncProcessor)
                {
                    // Runs on the thread pool, holding no thread while it waits.
                    asyncProcessors.Add(asyncProcessor);
                    continue;
                }

                var thread = new Thread(() => RunProcessor(processor))
                {
                    IsBackground = true,
                    Name = $"NDisruptor {processor.Handler.GetType().Name}",
                };
                _threads.Add(thread);
            }

            foreach (Thread thread in _threads)
            {
                thread.Start();
            }

            foreach (IAsyncEventProcessor asyncProcessor in asyncProcessors)
            {
                _asyncRuns.Add((asyncProcessor, RunAsyncProcessor(asyncProcessor)));
            }

            // Last: whoever sees the disruptor started also sees its threads counted.
            Volatile.Write(ref _started, 1);
        }
    }

    /// <summary>Adds consumers that run in parallel, each after <paramref name="barrierSequences"/> (or the producer).</summary>
    private protected Sequence[] AddConsumers<THandler>(Sequence[] barrierSequences, IReadOnlyList<THandler> handlers, Func<THandler, SequenceBarrier, IExceptionHandler<T>, Action<Exception>, IEventProcessor> createProcessor, Action<IReadOnlyList<THandler>, string>? checkHandlers = null)
    {
        ArgumentNullException.ThrowIfNull(handlers);
        ThrowIfStarted("HandleEventsWith");

        // Check everything before changing anything: a rejected call leaves the graph as it was.
        ProcessorChecks.Handlers(handlers, _consumersByHandler.ContainsKey, nameof(handlers));
        checkHandlers?.Invoke(handlers, nameof(handlers));
        ThrowIfPublishedBefore(barrierSequences);

        var added = new ConsumerInfo<T>[handlers.Count];
        var sequences = new Sequence[handlers.Count];
        for (int i = 0; i < handlers.Count; i++)
        {
            var exceptionHandler = new ExceptionHandlerSlot<T>(this);

            // A barrier per processor: each has its own alert flag.
            IEventProcessor processor = createProcessor(handlers[i], _ring.NewBarrier(barrierSequences), exceptionHandler, OnFault);
            added[i] = new ConsumerInfo<T>(processor, exceptionHandler);
            sequences[i] = processor.Sequence;
        }

        _consumers.AddRange(added);
        if (!typeof(THandler).IsValueType)
        {
            for (int i = 0; i < handlers.Count; i++)
            {
                _consumersByHandler.Add(handlers[i]!, added[i]);
            }
        }

        // Only the last consumers of each chain gate the producers: upstream ones are always ahead of them.
        // New consumers start behind their upstream ones, which may not have handled everything published
        // yet; the upstream sequences leave the gating set only once the new ones are in it.
        _ring.Sequencer.AddGatingSequences(sequences, barrierSequences);
        foreach (Sequence upstream in barrierSequences)
        {
            _ring.RemoveGatingSequence(upstream);
            foreach (ConsumerInfo<T> consumer in _consumers.Where(c => c.Processor.Sequence == upstream))
            {
                consumer.IsEndOfChain = false;
            }
        }

        return sequences;
    }

    /// <summary>
    /// Adds a worker pool after <paramref name="barrierSequences"/> (or the producer): one worker per handler, each
    /// event handled by one of them. Each worker is a consumer of its own (thread, metrics, exception handler);
    /// what follows the pool waits on all of them.
    /// </summary>
    private protected Sequence[] AddWorkerPool<THandler>(Sequence[] barrierSequences, THandler[] handlers, Func<THandler, SequenceBarrier, WorkClaims, IExceptionHandler<T>, Action<Exception>, IWorkProcessor> createWorker)
    {
        var pool = new WorkerPool<T>(_ring, OnFault);
        Sequence[] sequences = AddConsumers(barrierSequences, handlers, (h, b, e, _) => pool.AddWorker((claims, onFault) => createWorker(h, b, claims, e, onFault)), ProcessorChecks.WorkerHandlers);

        // AddConsumers set the workers' sequences to where the pool begins; nothing runs yet.
        pool.BeginClaims();
        foreach (ConsumerInfo<T> consumer in _consumers)
        {
            if (Array.IndexOf(sequences, consumer.Processor.Sequence) >= 0)
            {
                consumer.Progress = sequences;
            }
        }

        return sequences;
    }

    /// <summary>The sequences of handlers already added, for <c>After</c>.</summary>
    private protected Sequence[] SequencesOf(IReadOnlyList<object> handlers)
    {
        ArgumentNullException.ThrowIfNull(handlers);
        return handlers.SelectMany(handler => ConsumerFor(handler).Progress).Distinct().ToArray();
    }

    private ConsumerInfo<T> ConsumerFor(object handler)
    {
        ArgumentNullException.ThrowIfNull(handler);
        if (!_consumersByHandler.TryGetValue(handler, out ConsumerInfo<T>? consumer))
        {
            throw new ArgumentException($"handler {handler.GetType().Name} was not added to this disruptor (struct handlers cannot be looked up); add it with HandleEventsWith first.", nameof(handler));
        }

        return consumer;
    }

    private MetricsRegistration MeterConsumers()
    {
        // Named consumers first: their names are unique (SetConsumerName checks), and default names that
        // collide with them get a suffix instead of a failure at Start.
        MetricsRegistration metrics = MetricsRegistry.Add(_ring.Sequencer, _name);
        foreach (ConsumerInfo<T> consumer in _consumers.OrderBy(c => c.Name is null))
        {
            metrics.AddConsumer(consumer.Processor, consumer.Name);
        }

        return metrics;
    }

    private static void ThrowIfBlankName(string? name, string parameter)
    {
        if (string.IsNullOrWhiteSpace(name))
        {
            throw new ArgumentException($"{parameter} '{name}' is blank; pass a non-empty name.", parameter);
        }
    }

    private bool HasBacklog()
    {
        // The cursor, or further for a ring fed from elsewhere (see RingBufferBase.OwedThrough).
        long cursor = _ring.OwedThrough;
        foreach (ConsumerInfo<T> consumer in _consumers)
        {
            if (consumer.IsEndOfChain && consumer.Processor.Sequence.Value < cursor)
            {
                return true;
            }
        }

        return false;
    }

    private void OnFault(Exception exception)
    {
        Interlocked.CompareExchange(ref _fault, exception, null);
        _ring.Sequencer.Close(exception);
    }

    private void RunProcessor(IEventProcessor processor)
    {
        try
        {
            processor.Run();
        }
        catch (Exception exception)
        {
            // Only reachable through a bug or a thread abort: never let it vanish.
            OnFault(exception);
        }
        finally
        {
            if (Interlocked.Decrement(ref _runningThreads) == 0)
            {
                _allStopped.TrySetResult();
            }
        }
    }

    private async Task RunAsyncProcessor(IAsyncEventProcessor processor)
    {
        // Flows into the run and its handler's calls, and not back to Start: this method's changes stay in it.
        s_asyncRunOf.Value = processor;
        try
        {
            await processor.RunAsync().ConfigureAwait(false);
        }
        catch (Exception exception)
        {
            // The same as RunProcessor: only a bug gets here; never let it vanish.
            OnFault(exception);
        }
        finally
        {
            if (Interlocked.Decrement(ref _runningThreads) == 0)
            {
                _allStopped.TrySetResult();
            }
        }
    }

    private void ThrowIfStarted(string operation)
    {
        if (HasStarted)
        {
            throw new InvalidOperationException($"{operation} was called after Start; wire handlers and exception handlers before calling Start.");
        }
    }

    /// <summary>
    /// Refuses consumers that would follow the producer directly (<paramref name="upstream"/> empty) once something was
    /// claimed through <c>RingBuffer</c>: they start at the cursor, after those events, which they would never see (and
    /// with no consumer wired yet, nothing held the producers back, so the events may be overwritten already). Consumers
    /// chained after others start where those are, so they miss nothing. The constructor refuses a ring made beforehand
    /// with events in it for the same reason. What a producer claims while the handler is being wired is not caught:
    /// wiring is meant to come before the producers start.
    /// </summary>
    private void ThrowIfPublishedBefore(Sequence[] upstream)
    {
        // The cursor counts claims on a multi-producer ring, publishes on a single-producer one.
        long claimed = _ring.Cursor - _ring.Sequencer.InitialCursor;
        if (upstream.Length == 0 && claimed != 0)
        {
            throw new InvalidOperationException($"{claimed} event(s) were claimed or published through RingBuffer before this handler was wired: it would start after them and never see them{(_consumers.Count == 0 ? ", and with no consumer wired nothing held the producers back" : "")}. Wire every handler first, call Start, then publish.");
        }
    }

    private static TimeSpan Max(TimeSpan a, TimeSpan b) => a > b ? a : b;
}
