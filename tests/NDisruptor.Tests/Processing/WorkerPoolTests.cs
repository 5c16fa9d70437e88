using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Processing;

public sealed class WorkerPoolTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Fact]
    public void Several_producers_and_workers_handle_every_event_exactly_once_on_a_value_ring()
    {
        var ring = ValueRingBuffer<EventFields>.CreateMultiProducer(1024, new BlockingWaitStrategy());
        var tally = new Tally(producers: 3, perProducer: 100_000);
        PublishAndCheck(ring, WorkerPool.Create(ring, Enumerable.Range(0, 4).Select(_ => new ValueWorker(tally)).ToArray()), tally, Producers.OfValue);
    }

    [Fact]
    public void Several_producers_and_workers_handle_every_event_exactly_once_on_a_class_ring()
    {
        var ring = RingBuffer<ClassEvent>.CreateMultiProducer(() => new ClassEvent(), 512, new YieldingWaitStrategy());
        var tally = new Tally(producers: 2, perProducer: 100_000);
        PublishAndCheck(ring, WorkerPool.Create(ring, Enumerable.Range(0, 3).Select(_ => new ClassWorker(tally)).ToArray()), tally, Producers.OfClass);
    }

    [Theory]
    [InlineData(ProducerType.Single, 1)]
    [InlineData(ProducerType.Multi, 3)]
    public void Workers_handle_every_event_exactly_once_across_laps_of_a_spread_ring(ProducerType producerType, int producers)
    {
        // 16,384 events of 40 bytes are spread over 131,072 slots (docs/design.md, "Memory layout"): workers may trail the
        // producers by the capacity while a slot comes back only 8 capacities later, and 600,000 events lap the slots 4 times.
        const int capacity = 16384;
        var ring = ValueRingBuffer<EventFields>.Create(producerType, capacity, new YieldingWaitStrategy());
        SpreadAssert.SpreadBy(ring, 8);
        var tally = new Tally(producers, perProducer: 600_000 / producers);
        PublishAndCheck(ring, WorkerPool.Create(ring, Enumerable.Range(0, 2).Select(_ => new ValueWorker(tally)).ToArray()), tally, Producers.OfValue);
    }

    [Fact]
    public void Workers_handle_every_event_exactly_once_across_laps_of_a_class_ring_given_a_lap()
    {
        // 1,024 events of ~64 bytes with their references, asked to span 768 KiB: 16 times the capacity, 16,384 slots and
        // events, which 300,000 events lap 18 times while workers trail the producers by at most the capacity.
        var ring = RingBuffer<ClassEvent>.Create(ProducerType.Multi, () => new ClassEvent(), 1024, new YieldingWaitStrategy(), 768L << 10);
        SpreadAssert.SpreadBy(ring, 16);
        var tally = new Tally(producers: 3, perProducer: 100_000);
        PublishAndCheck(ring, WorkerPool.Create(ring, Enumerable.Range(0, 2).Select(_ => new ClassWorker(tally)).ToArray()), tally, Producers.OfClass);
    }

    [Fact]
    [Trait("Category", "Stress")]
    public void Rounds_of_random_pools_halted_and_restarted_while_producers_wrap_the_ring_handle_every_event_once()
    {
        // The shared producers claim batches of up to five.
        int[] ringSizes = [8, 16, 64, 1024];
        StressRounds.Run(random =>
        {
            var ring = ValueRingBuffer<EventFields>.CreateMultiProducer(ringSizes[random.Next(ringSizes.Length)], new YieldingWaitStrategy());
            var tally = new Tally(producers: random.Next(1, 4), perProducer: random.Next(1, 20_000));
            var pool = WorkerPool.Create(ring, Enumerable.Range(0, random.Next(1, 5)).Select(_ => new ValueWorker(tally)).ToArray());
            pool.Start();
            var producers = Task.Factory.StartNew(() => Producers.RunThreads(tally.Producers, p => Producers.Publish(ring, p, tally.PerProducer, Producers.OfValue), StressRounds.RoundBound), TaskCreationOptions.LongRunning);
            for (int halts = random.Next(0, 4); halts > 0 && !producers.IsCompleted; halts--)
            {
                Thread.SpinWait(random.Next(0, 50_000));
                pool.Halt();
                Assert.True(SpinWait.SpinUntil(() => !pool.IsRunning, StressRounds.RoundBound));
                pool.Start();
            }

            Assert.True(producers.Wait(StressRounds.RoundBound));
            pool.Shutdown(StressRounds.RoundBound);
            tally.AssertEachHandledOnce();
        });
    }

    [Fact]
    public void A_native_ring_is_not_freed_while_its_workers_run()
    {
        var ring = NativeRingBuffer<long>.CreateSingleProducer(64, new YieldingWaitStrategy());
        var handlers = new[] { new SlowRecorder(), new SlowRecorder() };
        var pool = WorkerPool.Create(ring, handlers);
        pool.Start();
        Payloads.Publish(ring, 1_000);
        Assert.True(SpinWait.SpinUntil(() => pool.Workers.All(w => w.IsRunning), Bound));

        // A worker may still read a slot: the memory stays until every worker has left its run.
        Assert.Throws<InvalidOperationException>(ring.Dispose);
        pool.Shutdown(Bound);
        ring.Dispose();
        Assert.Equal(Enumerable.Range(0, 1_000).Select(i => (long)i), handlers.SelectMany(h => h.Seen).Order());
    }

    [Fact]
    public void Shutdown_returns_only_after_every_published_event_was_handled()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(256, new BlockingWaitStrategy());
        var handlers = new[] { new SlowRecorder(), new SlowRecorder() };
        var pool = WorkerPool.Create(ring, handlers);
        pool.Start();
        Payloads.Publish(ring, 2_000);

        pool.Shutdown(Bound);

        Assert.False(pool.IsRunning);
        Assert.Equal(Enumerable.Range(0, 2_000).Select(i => (long)i), handlers.SelectMany(h => h.Seen).Order());
    }

    [Fact]
    public void A_returning_exception_handler_gets_each_failed_event_and_the_pool_goes_on()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(64, new YieldingWaitStrategy());
        var handlers = new[] { new SlowRecorder(failEvery: 7), new SlowRecorder(failEvery: 7), new SlowRecorder(failEvery: 7) };
        var reported = new ReportingExceptionHandler();
        var pool = WorkerPool.Create(ring, handlers, exceptionHandler: reported);
        pool.Start();
        Payloads.Publish(ring, 5_000);
        pool.Shutdown(Bound);

        // Each failure reached the exception handler once, with its event; the rest were handled; none vanished.
        long[] failed = [.. reported.Reports.Select(r => r.Sequence).Order()];
        Assert.Equal(Enumerable.Range(0, 5_000).Where(i => i % 7 == 3).Select(i => (long)i), failed);
        Assert.All(reported.Reports, r => Assert.Equal(r.Sequence, r.Event));
        Assert.Equal(Enumerable.Range(0, 5_000).Where(i => i % 7 != 3).Select(i => (long)i), handlers.SelectMany(h => h.Seen).Order());
    }

    [Fact]
    public void A_fatal_fault_stops_the_pool_and_a_restart_hands_the_failed_event_out_again()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(64, new YieldingWaitStrategy());
        var handlers = new[] { new SlowRecorder(failOnceAt: 10), new SlowRecorder(failOnceAt: 10) };
        var pool = WorkerPool.Create(ring, handlers);
        pool.Start();
        Payloads.Publish(ring, 40);

        Assert.True(SpinWait.SpinUntil(() => pool.Fault is not null && !pool.IsRunning, Bound));
        var fault = Assert.Throws<EventProcessingException>(() => pool.Shutdown(Bound));
        Assert.Equal(10, fault.Sequence);

        // The failed event is held by its worker: the pool's progress stops before it, so the ring cannot lap it.
        Assert.True(pool.Progress < 10, $"progress {pool.Progress} passed the failed event");

        pool.Start();
        pool.Shutdown(Bound);
        Assert.Equal(Enumerable.Range(0, 40).Select(i => (long)i), handlers.SelectMany(h => h.Seen).Order());
        Assert.Equal(2, handlers.Sum(h => h.Attempts(10)));
    }

    [Fact]
    public void Halt_and_restart_while_producing_lose_and_repeat_nothing()
    {
        const int events = 60_000;
        var ring = ValueRingBuffer<long>.CreateMultiProducer(128, new YieldingWaitStrategy());
        var handlers = new[] { new SlowRecorder(), new SlowRecorder(), new SlowRecorder() };
        var pool = WorkerPool.Create(ring, handlers);
        pool.Start();
        var producer = new Thread(() => Payloads.Publish(ring, events)) { IsBackground = true };
        producer.Start();
        for (int round = 0; round < 20 && producer.IsAlive; round++)
        {
            Thread.Sleep(2);
            pool.Halt();
            Assert.True(SpinWait.SpinUntil(() => !pool.IsRunning, Bound));
            long frozen = pool.Progress;
            Assert.True(frozen <= ring.Cursor);
            pool.Start();
        }

        Assert.True(producer.Join(Bound));
        pool.Shutdown(Bound);
        Assert.Equal(Enumerable.Range(0, events).Select(i => (long)i), handlers.SelectMany(h => h.Seen).Order());
    }

    [Fact]
    public void Aborted_events_reach_no_worker()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(64, new YieldingWaitStrategy());
        var handlers = new[] { new SlowRecorder(), new SlowRecorder() };
        var pool = WorkerPool.Create(ring, handlers);
        pool.Start();
        for (int i = 0; i < 300; i++)
        {
            long s = ring.Next();
            ring[s] = s;
            if (s % 5 == 0)
            {
                ring.PublishAborted(s);
            }
            else
            {
                ring.Publish(s);
            }
        }

        pool.Shutdown(Bound);
        Assert.Equal(Enumerable.Range(0, 300).Where(i => i % 5 != 0).Select(i => (long)i), handlers.SelectMany(h => h.Seen).Order());
    }

    [Fact]
    public void A_consumer_behind_the_pool_sees_an_event_only_after_the_pool_handled_it()
    {
        var ring = ValueRingBuffer<EventFields>.CreateSingleProducer(64, new YieldingWaitStrategy());
        var pool = WorkerPool.Create(ring, new[] { new MarkingWorker(), new MarkingWorker(), new MarkingWorker() });
        var checker = new InOrderChecker();
        var last = EventProcessorFactory.Create(ring, ring.NewBarrier(pool.GetWorkerSequences()), checker);
        ring.AddGatingSequences(last.Sequence);
        pool.Start();
        var lastThread = Payloads.StartRun(last.Run);

        Producers.RunThreads(1, p => Producers.Publish(ring, p, 50_000, Producers.OfValue), Bound);
        Assert.True(SpinWait.SpinUntil(() => last.Sequence.Value == ring.Cursor, Bound));
        last.Halt();
        pool.Shutdown(Bound);
        Assert.True(lastThread.Join(Bound));

        Assert.Null(checker.Error);
        Assert.Equal(50_000, checker.Count);
    }

    [Fact]
    public void A_failed_batch_start_notification_still_hands_the_event_to_the_worker()
    {
        // As a batch processor does: a returning exception handler skips the failed notification, never the event.
        var ring = ValueRingBuffer<long>.CreateSingleProducer(64, new YieldingWaitStrategy());
        var handlers = new[] { new FailingBatchStart(), new FailingBatchStart() };
        var reported = new ReportingExceptionHandler();
        var pool = WorkerPool.Create(ring, handlers, exceptionHandler: reported);
        pool.Start();
        Payloads.Publish(ring, 1_000);
        pool.Shutdown(Bound);

        Assert.Equal(Enumerable.Range(0, 1_000).Select(i => (long)i), handlers.SelectMany(h => h.Seen).Order());
        Assert.Equal(handlers.Sum(h => h.Failed), reported.Reports.Count);
        Assert.True(reported.Reports.Count >= 1_000 / FailingBatchStart.FailEvery - 2, $"{reported.Reports.Count} notifications failed");
        Assert.All(reported.Reports, r => Assert.Equal(r.Sequence, r.Event));
    }

    [Fact]
    public void A_pool_refuses_handlers_that_rewind_or_release_early()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8);
        var rewinding = Assert.Throws<ArgumentException>(() => WorkerPool.Create(ring, new[] { new RewindingWorker() }));
        Assert.Equal("handlers", rewinding.ParamName);
        Assert.Contains($"handler 0 ({nameof(RewindingWorker)}) implements IRewindableHandler", rewinding.Message, StringComparison.Ordinal);
        var releasing = Assert.Throws<ArgumentException>(() => WorkerPool.Create<long, IValueEventHandler<long>>(ring, [new SlowRecorder(), new ReleasingWorker()]));
        Assert.Contains($"handler 1 ({nameof(ReleasingWorker)}) implements IEventReleaseAware", releasing.Message, StringComparison.Ordinal);

        using var disruptor = new ValueDisruptor<long>(8);
        Assert.Equal("handlers", Assert.Throws<ArgumentException>(() => disruptor.HandleEventsWithWorkerPool(new RewindingWorker(), new RewindingWorker())).ParamName);

        // Refused before any worker was made: nothing gates either ring.
        Assert.Empty(ring.Sequencer.GatingSequences);
        Assert.Empty(disruptor.RingBuffer.Sequencer.GatingSequences);
    }

    [Fact]
    [Trait("Category", "Stress")]
    public void Halt_or_Shutdown_racing_Start_reaches_every_worker_of_the_new_run_or_none()
    {
        // A halt that lands between two workers' starts used to stop some of them and not others, and a Shutdown whose halt
        // came just before a Start joined the new run's threads, which nobody had halted. Rounds race each call against a
        // Start on another thread; the window is short, so most rounds only check that nothing else goes wrong.
        var ring = ValueRingBuffer<long>.CreateSingleProducer(64, new YieldingWaitStrategy());
        var pool = WorkerPool.Create(ring, Enumerable.Range(0, 4).Select(_ => new SlowRecorder()).ToArray());
        var clock = System.Diagnostics.Stopwatch.StartNew();
        for (int round = 0; clock.Elapsed < TimeSpan.FromSeconds(2); round++)
        {
            using var go = new ManualResetEventSlim();
            Exception? startFailure = null;
            var starter = new Thread(() =>
            {
                go.Wait();
                try
                {
                    pool.Start();
                }
                catch (Exception e)
                {
                    startFailure = e;
                }
            });
            starter.Start();
            go.Set();
            if (round % 2 == 0)
            {
                pool.Halt();
            }
            else
            {
                pool.Shutdown(Bound); // halts the new run, or comes before it; it never waits for unhalted threads
            }

            Assert.True(starter.Join(Bound), $"round {round}: Start did not return");
            Assert.Null(startFailure);

            // All halted workers leave and all others run, soon; a halt that reached some of the new runs and not others
            // leaves the pool between the two for good.
            int running = -1;
            Assert.True(
                SpinWait.SpinUntil(() => (running = pool.Workers.Count(w => w.IsRunning)) is 0 || running == pool.Workers.Count, TimeSpan.FromSeconds(10)),
                $"round {round}: {running} of {pool.Workers.Count} workers run after a racing halt");
            pool.Shutdown(Bound);
            Assert.False(pool.IsRunning);
        }
    }

    [Fact]
    public async Task A_handler_that_shuts_its_own_pool_down_returns_once_the_other_workers_handled_the_rest()
    {
        // A last event tells the pool to stop: the worker handling it waits in Shutdown while its own sequence stays before
        // that event, so a drain that waited for every worker's sequence never ended (or timed out and faulted the pool).
        const int events = 2_000;
        const long stopAt = 1_000;
        // Every event fits the ring: the producer must not wait for the event in the stopping worker's hands.
        var ring = ValueRingBuffer<long>.CreateSingleProducer(4096, new YieldingWaitStrategy());
        var outcome = new TaskCompletionSource<Exception?>(TaskCreationOptions.RunContinuationsAsynchronously);
        WorkerPool<long> pool = null!;
        var handlers = new[] { new StoppingRecorder(stopAt, () => pool, outcome), new StoppingRecorder(stopAt, () => pool, outcome) };
        pool = WorkerPool.Create(ring, handlers);
        pool.Start();
        Payloads.Publish(ring, events);

        Assert.Null(await outcome.Task.WaitAsync(Bound));
        Assert.True(SpinWait.SpinUntil(() => !pool.IsRunning, Bound));
        Assert.Null(pool.Fault);
        Assert.Equal(Enumerable.Range(0, events).Select(i => (long)i), handlers.SelectMany(h => h.Seen).Order());
    }

    [Fact]
    public async Task A_worker_may_read_IsRunning_while_Shutdown_waits_for_its_thread()
    {
        // IsRunning took the lock Shutdown holds while it joins the threads: a worker reading it as it stopped never ended.
        var ring = ValueRingBuffer<long>.CreateSingleProducer(64, new YieldingWaitStrategy());
        WorkerPool<long> pool = null!;
        var handlers = new[] { new RunningReader(() => pool), new RunningReader(() => pool) };
        pool = WorkerPool.Create(ring, handlers);
        pool.Start();
        Payloads.Publish(ring, 100);

        await Task.Run(() => pool.Shutdown(Timeout.InfiniteTimeSpan)).WaitAsync(Bound);
        Assert.All(handlers, h => Assert.True(h.ReadAtShutdown));
    }

    [Fact]
    public void Timeouts_longer_than_a_thread_can_wait_mean_no_limit()
    {
        // Thread.Join takes at most int.MaxValue milliseconds: TimeSpan.MaxValue made Shutdown throw from the join, after it
        // had halted the workers, and hid the pool's fault.
        var ring = ValueRingBuffer<long>.CreateSingleProducer(64, new YieldingWaitStrategy());
        var handlers = new[] { new SlowRecorder(), new SlowRecorder() };
        var pool = WorkerPool.Create(ring, handlers);
        pool.Start();
        Payloads.Publish(ring, 500);
        pool.Shutdown(TimeSpan.MaxValue);
        Assert.Equal(Enumerable.Range(0, 500).Select(i => (long)i), handlers.SelectMany(h => h.Seen).Order());

        var failing = ValueRingBuffer<long>.CreateSingleProducer(64, new YieldingWaitStrategy());
        var faulted = WorkerPool.Create(failing, new[] { new SlowRecorder(failOnceAt: 10) });
        faulted.Start();
        Payloads.Publish(failing, 40);
        Assert.True(SpinWait.SpinUntil(() => faulted.Fault is not null && !faulted.IsRunning, Bound));
        var fault = Assert.Throws<EventProcessingException>(() => faulted.Shutdown(TimeSpan.MaxValue));
        Assert.Equal(10, fault.Sequence);
    }

    [Fact]
    public void The_pool_s_sequences_cannot_be_added_to_the_ring_again()
    {
        // The pool's sequences gate the ring from its creation on; adding them again set them to the cursor, past events the
        // workers had not claimed yet, and producers overwrote those events (the Java Disruptor's users add them by hand).
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8, new YieldingWaitStrategy());
        var handlers = new[] { new SlowRecorder(), new SlowRecorder() };
        var pool = WorkerPool.Create(ring, handlers);
        Payloads.Publish(ring, 8);

        var again = Assert.Throws<ArgumentException>(() => ring.AddGatingSequences(pool.GetWorkerSequences()));
        Assert.Equal("gatingSequences", again.ParamName);
        Assert.Contains("gates this ring already", again.Message, StringComparison.Ordinal);
        Assert.All(pool.GetWorkerSequences(), s => Assert.Equal(Sequence.InitialValue, s.Value));

        pool.Start();
        Payloads.Publish(ring, 8);
        pool.Shutdown(Bound);
        Assert.Equal(Enumerable.Range(0, 16).Select(i => (long)i), handlers.SelectMany(h => h.Seen).Order());
    }

    [Fact]
    public void Bad_arguments_and_lifecycle_misuse_are_refused()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8);
        var classRing = RingBuffer<ClassEvent>.CreateSingleProducer(() => new ClassEvent(), 8);
        var handler = new SlowRecorder();

        var none = Assert.Throws<ArgumentException>(() => WorkerPool.Create(ring, Array.Empty<SlowRecorder>()));
        Assert.Equal("handlers", none.ParamName);
        Assert.Throws<ArgumentNullException>(() => WorkerPool.Create(ring, new SlowRecorder[] { new(), null! }));
        Assert.Throws<ArgumentNullException>(() => WorkerPool.Create(ring, (SlowRecorder[])null!));
        Assert.Throws<ArgumentNullException>(() => WorkerPool.Create((ValueRingBuffer<long>)null!, new[] { handler }));
        Assert.Throws<ArgumentNullException>(() => WorkerPool.Create((RingBuffer<ClassEvent>)null!, new[] { new ClassWorker(new Tally(1, 1)) }));
        var twice = Assert.Throws<ArgumentException>(() => WorkerPool.Create(ring, new[] { handler, handler }));
        Assert.Contains("already added", twice.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentException>(() => WorkerPool.Create(classRing, new[] { new ClassWorker(new Tally(1, 1)) }, after: [null!]));

        var pool = WorkerPool.Create(ring, new[] { new SlowRecorder() });
        Assert.Throws<ArgumentOutOfRangeException>(() => pool.Shutdown(TimeSpan.FromSeconds(-1)));
        pool.Start();
        Assert.Throws<InvalidOperationException>(pool.Start);
        Assert.True(SpinWait.SpinUntil(() => pool.Workers[0].IsRunning, Bound));
        Assert.Throws<InvalidOperationException>(pool.Workers[0].Run);
        pool.Shutdown(Bound);
    }

    [Fact]
    public void Workers_allocate_nothing_per_event_after_start()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(1024, new YieldingWaitStrategy());
        var classProbes = new[] { new AllocationProbe(), new AllocationProbe() };
        var classPool = WorkerPool.Create(ring, classProbes);
        var structResults = new[] { new ProbeResult(), new ProbeResult() };
        var structPool = WorkerPool.Create(ring, structResults.Select(r => new StructAllocationProbe(r)).ToArray());
        classPool.Start();
        structPool.Start();
        for (long i = 0; i < 300_000; i++)
        {
            long s = ring.Next();
            ring[s] = i;
            ring.Publish(s);
        }

        classPool.Shutdown(Bound);
        structPool.Shutdown(Bound);
        Assert.All(classProbes, p => Assert.Equal(0, p.Result.BytesAfterWarmUp));
        Assert.All(structResults, r => Assert.Equal(0, r.BytesAfterWarmUp));
        Assert.Equal(300_000, classProbes.Sum(p => p.Result.Events) + 0);
    }

    /// <summary>Runs the pool while the tally's producers publish on their own threads, then drains it and checks every event.</summary>
    private static void PublishAndCheck<T>(RingBufferBase<T> ring, WorkerPool<T> pool, Tally tally, FieldsOf<T> fields)
    {
        pool.Start();
        Producers.RunThreads(tally.Producers, p => Producers.Publish(ring, p, tally.PerProducer, fields), Bound);
        pool.Shutdown(Bound);

        tally.AssertEachHandledOnce();
        Assert.Equal(ring.Cursor, pool.Progress);
    }

    /// <summary>How often each (producer, counter) event was handled, and whether one worker saw a producer's events out of order.</summary>
    private sealed class Tally(int producers, int perProducer)
    {
        private readonly int[] _hits = new int[producers * perProducer];
        private string? _error;

        public int Producers => producers;

        public int PerProducer => perProducer;

        /// <summary>Called by a worker, with its own record of the last counter it saw per producer.</summary>
        public void Hit(in EventFields e, long[] lastCounterOfProducer, bool endOfBatch)
        {
            Interlocked.Increment(ref _hits[(e.Producer * perProducer) + e.Counter]);

            // One worker claims increasing sequences, and one producer's events have increasing sequences.
            if (e.Counter <= lastCounterOfProducer[e.Producer])
            {
                Interlocked.CompareExchange(ref _error, $"producer {e.Producer}'s event {e.Counter} came after its event {lastCounterOfProducer[e.Producer]} on one worker", null);
            }

            if (!endOfBatch)
            {
                Interlocked.CompareExchange(ref _error, "a worker's event is a batch of one: endOfBatch must be true", null);
            }

            lastCounterOfProducer[e.Producer] = e.Counter;
        }

        public void AssertEachHandledOnce()
        {
            Assert.Null(Volatile.Read(ref _error));
            for (int i = 0; i < _hits.Length; i++)
            {
                if (_hits[i] != 1)
                {
                    Assert.Fail($"producer {i / perProducer}'s event {i % perProducer} was handled {_hits[i]} times");
                }
            }
        }

        public long[] NewOrderState() => Enumerable.Repeat(-1L, producers).ToArray();
    }

    private readonly struct ValueWorker(Tally tally) : IValueEventHandler<EventFields>
    {
        private readonly long[] _last = tally.NewOrderState();

        public void OnEvent(ref EventFields data, long sequence, bool endOfBatch) => tally.Hit(in data, _last, endOfBatch);
    }

    private sealed class ClassWorker(Tally tally) : IEventHandler<ClassEvent>
    {
        private readonly long[] _last = tally.NewOrderState();

        public void OnEvent(ClassEvent data, long sequence, bool endOfBatch) => tally.Hit(in data.Fields, _last, endOfBatch);
    }

    /// <summary>Records the events (each carrying its sequence) it handled; may fail some, and spins a little per event.</summary>
    private sealed class SlowRecorder(int failEvery = 0, long failOnceAt = -1) : IValueEventHandler<long>
    {
        private readonly List<long> _seen = [];
        private readonly Dictionary<long, int> _attempts = [];
        private bool _failedOnce;

        public IEnumerable<long> Seen => _seen;

        public int Attempts(long sequence) => _attempts.GetValueOrDefault(sequence);

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            _attempts[sequence] = Attempts(sequence) + 1;
            Thread.SpinWait(20);
            if ((failEvery > 0 && sequence % failEvery == 3) || (sequence == failOnceAt && !_failedOnce))
            {
                _failedOnce |= sequence == failOnceAt;
                throw new FormatException($"bad event {data}");
            }

            _seen.Add(data);
        }
    }

    /// <summary>Records its events; on the stop event, shuts its own pool down and reports how that ended.</summary>
    private sealed class StoppingRecorder(long stopAt, Func<WorkerPool<long>> pool, TaskCompletionSource<Exception?> outcome) : IValueEventHandler<long>
    {
        private readonly List<long> _seen = [];

        public IEnumerable<long> Seen => _seen;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            _seen.Add(data);
            if (sequence == stopAt)
            {
                try
                {
                    pool().Shutdown(Bound);
                    outcome.SetResult(null);
                }
                catch (Exception exception)
                {
                    outcome.SetResult(exception);
                }
            }
        }
    }

    /// <summary>Reads its pool's IsRunning as it shuts down.</summary>
    private sealed class RunningReader(Func<WorkerPool<long>> pool) : IValueEventHandler<long>, ILifecycleAware
    {
        public bool ReadAtShutdown { get; private set; }

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
        }

        public void OnStart()
        {
        }

        public void OnShutdown() => ReadAtShutdown = pool().IsRunning;
    }

    private sealed class FailingBatchStart : IValueEventHandler<long>
    {
        public const int FailEvery = 5;

        private readonly List<long> _seen = [];
        private int _starts;

        public IEnumerable<long> Seen => _seen;

        public int Failed { get; private set; }

        public void OnBatchStart(long batchSize)
        {
            if (++_starts % FailEvery == 0)
            {
                Failed++;
                throw new FormatException("the notification failed");
            }
        }

        public void OnEvent(ref long data, long sequence, bool endOfBatch) => _seen.Add(data);
    }

    private sealed class RewindingWorker : IValueEventHandler<long>, IRewindableHandler
    {
        public IBatchRewindStrategy RewindStrategy { get; } = new GiveUpRewindStrategy(3);

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
        }
    }

    private sealed class ReleasingWorker : IValueEventHandler<long>, IEventReleaseAware
    {
        public void SetEventReleaser(EventReleaser releaser)
        {
        }

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
        }
    }

    private sealed class ReportingExceptionHandler : IExceptionHandler<long>
    {
        public ConcurrentBag<(long Sequence, long Event)> Reports { get; } = [];

        public void HandleEventException(Exception exception, long sequence, long data) => Reports.Add((sequence, data));

        public void HandleOnStartException(Exception exception) => throw exception;

        public void HandleOnShutdownException(Exception exception) => throw exception;
    }

    /// <summary>A pool worker: marks the event as handled by the pool.</summary>
    private sealed class MarkingWorker : IValueEventHandler<EventFields>
    {
        public void OnEvent(ref EventFields data, long sequence, bool endOfBatch) => data.Stage1 = data.Counter + 1;
    }

    /// <summary>Behind the pool: every event arrives once, in sequence order, already marked by the pool.</summary>
    private sealed class InOrderChecker : IValueEventHandler<EventFields>
    {
        public long Count;
        public string? Error;

        public void OnEvent(ref EventFields data, long sequence, bool endOfBatch)
        {
            if (sequence != Count || data.Counter != sequence || data.Stage1 != data.Counter + 1)
            {
                Error ??= $"sequence {sequence} (expected {Count}) carried counter {data.Counter}, pool mark {data.Stage1}";
            }

            Count++;
        }
    }

    internal sealed class ProbeResult
    {
        public long BytesAfterWarmUp = -1;
        public long Events;
    }

    /// <summary>Each worker measures its own thread's allocations from its first event past the warm-up on.</summary>
    private sealed class AllocationProbe : IValueEventHandler<long>
    {
        private long _start = -1;

        public ProbeResult Result { get; } = new();

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            Result.Events++;
            Measure(sequence, ref _start, Result);
        }
    }

    private struct StructAllocationProbe(ProbeResult result) : IValueEventHandler<long>
    {
        private long _start = -1;

        public void OnEvent(ref long data, long sequence, bool endOfBatch) => Measure(sequence, ref _start, result);
    }

    private static void Measure(long sequence, ref long start, ProbeResult result)
    {
        if (sequence < 100_000)
        {
            return;
        }

        long now = GC.GetAllocatedBytesForCurrentThread();
        if (start < 0)
        {
            start = now;
        }

        result.BytesAfterWarmUp = now - start;
    }
}
