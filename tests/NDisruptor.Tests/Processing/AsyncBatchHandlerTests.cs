using System;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Processing;

public sealed class AsyncBatchHandlerTests(ITestOutputHelper output)
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(60);

    [Theory]
    [InlineData(ProducerType.Multi, 3, false)]
    [InlineData(ProducerType.Single, 1, false)]
    [InlineData(ProducerType.Multi, 3, true)]
    public async Task A_pipeline_sync_then_async_then_sync_delivers_every_event_once_in_order(ProducerType producerType, int producers, bool sleeping)
    {
        // 3 producers + 3 consumers + the pool on two cores: oversubscribed; 64 slots, so the async stage
        // waits on its upstream consumer and the last one waits on it, over and over. With AsyncWaitStrategy
        // the last (synchronous) consumer sleeps on the async one, which must wake it.
        using var d = new ValueDisruptor<EventFields>(64, producerType, sleeping ? new AsyncWaitStrategy() : new YieldingWaitStrategy());
        var first = new RecordingHandler(producers);
        var middle = new RecordingAsyncHandler(producers);
        var last = new AfterAsyncChecker(producers);
        d.HandleEventsWith(first).Then(middle).Then(last);
        var ring = d.Start();
        var counters = new long[producers];
        Producers.Burst(ring, counters, 20_000, Bound);
        await d.ShutdownAsync(Bound);

        Assert.Null(d.Fault);
        AssertEveryEvent(counters, first.Log, middle.Log, last.Log);
        Assert.True(middle.Batches > 0);
    }

    [Fact]
    public async Task A_diamond_with_an_async_handler_parallel_to_a_sync_one_delivers_every_event_once_in_order()
    {
        const int producers = 4;
        using var d = new Disruptor<ClassEvent>(() => new ClassEvent(), 64, ProducerType.Multi, new BlockingWaitStrategy());
        var sync = new RecordingClassHandler(producers);
        var async = new RecordingAsyncClassHandler(producers);
        var after = new RecordingClassHandler(producers);
        d.HandleEventsWith(sync).And(d.HandleEventsWith(async)).Then(after);
        var ring = d.Start();
        var counters = new long[producers];
        Producers.RunThreads(producers, p =>
        {
            for (int i = 0; i < 10_000; i++)
            {
                long s = ring.Next();
                ring[s].Fields.Producer = p;
                ring[s].Fields.Counter = counters[p]++;
                ring[s].Fields.Value = counters[p];
                ring.Publish(s);
            }
        }, Bound);
        await d.ShutdownAsync(Bound);

        Assert.Null(d.Fault);
        AssertEveryEvent(counters, sync.Log, async.Log, after.Log);
    }

    [Fact]
    public async Task Aborted_claims_never_reach_an_async_handler_and_do_not_stall_it()
    {
        using var d = new ValueDisruptor<EventFields>(32, ProducerType.Single, new AsyncWaitStrategy());
        var async = new RecordingAsyncHandler(1);
        var after = new AfterAsyncChecker(1);
        d.HandleEventsWith(async).Then(after);
        var ring = d.Start();
        long counter = 0;
        var producer = new Thread(() =>
        {
            for (int i = 0; i < 20_000; i++)
            {
                long s = ring.Next();
                ref var e = ref ring[s];
                e.Producer = 0;
                if (i % 7 == 3)
                {
                    e.Value = Poison.Value;
                    ring.PublishAborted(s);
                    continue;
                }

                e.Counter = counter++;
                e.Value = e.Counter;
                ring.Publish(s);
            }
        });
        producer.Start();
        Assert.True(producer.Join(Bound));
        await d.ShutdownAsync(Bound);

        Assert.Null(d.Fault);
        AssertEveryEvent([counter], async.Log, after.Log);
    }

    [Fact]
    public async Task Halt_cancels_the_token_of_a_batch_in_progress_and_stops_the_processor_where_it_was()
    {
        var (d, blocking) = await StartedInsideABatch();
        d.Halt();
        await Waits.Until(() => blocking.SawCancellation && blocking.ShutDown, "the handler cancelled and shut down", Bound);
        Assert.Equal(-1, d.GetSequenceValueFor(blocking));
        d.Dispose();
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task Halt_returns_without_running_the_handler_or_its_shutdown_on_the_halting_thread(bool resumedByTheCanceller)
    {
        // The halting thread may hold locks of its own (a host's, the disruptor's lifecycle): the handler's code after
        // its cancelled await, and the run's OnShutdown, belong on the pool, even when what the handler awaits completes
        // inline on the thread that cancels its token.
        var (d, blocking) = await StartedInsideABatch(resumedByTheCanceller);
        int haltedOn = 0;
        var halting = new Thread(() =>
        {
            haltedOn = Environment.CurrentManagedThreadId;
            d.Halt();
        });
        halting.Start();
        Assert.True(halting.Join(Bound));
        await Waits.Until(() => blocking.SawCancellation && blocking.ShutDown, "the handler cancelled and shut down", Bound);
        Assert.NotEqual(haltedOn, blocking.CancelledOn);
        Assert.NotEqual(haltedOn, blocking.ShutDownOn);
        d.Dispose();
    }

    [Fact]
    public async Task An_async_handler_started_from_a_thread_with_a_synchronization_context_runs_on_the_pool()
    {
        // A UI thread's context runs what is posted to it only when the thread returns to its loop, which a producer on
        // that thread, spinning on a full ring, never does: the run must not wait for it. This context never runs anything.
        var d = new ValueDisruptor<EventFields>(16, ProducerType.Single, new BlockingWaitStrategy());
        var recording = new RecordingAsyncHandler(1, yieldEvery: int.MaxValue);
        d.HandleEventsWith(recording);
        ValueRingBuffer<EventFields>? ring = null;
        var starting = new Thread(() =>
        {
            SynchronizationContext.SetSynchronizationContext(new UnrunContext());
            ring = d.Start();
        });
        starting.Start();
        Assert.True(starting.Join(Bound));

        long sequence = ring!.Next();
        ring[sequence].Counter = 0;
        ring.Publish(sequence);
        await Waits.Until(() => recording.Log.LastSequence == sequence, "the async handler to get the event", Bound);
        Assert.Empty(recording.Log.Errors);
        d.Dispose();
    }

    [Fact]
    public async Task A_hand_wired_async_run_on_a_thread_with_a_synchronization_context_handles_events()
    {
        // Run() blocks its thread until the run ends: a run that went back to that thread's context would never start.
        var ring = ValueRingBuffer<EventFields>.CreateSingleProducer(16, new BlockingWaitStrategy());
        var recording = new RecordingAsyncHandler(1, yieldEvery: int.MaxValue);
        var processor = EventProcessorFactory.CreateAsyncBatch(ring, ring.NewBarrier(), recording);
        ring.AddGatingSequences(processor.Sequence);
        Exception? failure = null;
        var running = new Thread(() =>
        {
            SynchronizationContext.SetSynchronizationContext(new UnrunContext());
            try
            {
                processor.Run();
            }
            catch (Exception exception)
            {
                failure = exception;
            }
        })
        { IsBackground = true };
        running.Start();

        long sequence = ring.Next();
        ring[sequence].Counter = 0;
        ring.Publish(sequence);
        await Waits.Until(() => recording.Log.LastSequence == sequence, "the async handler to get the event", Bound);
        processor.Halt();
        Assert.True(running.Join(Bound), "Run() did not return after Halt");
        Assert.Null(failure);
        Assert.Empty(recording.Log.Errors);
    }

    /// <summary>A synchronization context whose thread never runs what is posted to it.</summary>
    private sealed class UnrunContext : SynchronizationContext
    {
        public override void Post(SendOrPostCallback d, object? state)
        {
        }
    }

    [Fact]
    public async Task Dispose_returns_only_once_an_async_handler_inside_a_batch_has_finished()
    {
        var entered = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var slow = new UncancellableAsyncHandler(entered, TimeSpan.FromMilliseconds(300));
        var d = new ValueDisruptor<EventFields>(16, ProducerType.Single, new BlockingWaitStrategy());
        d.HandleEventsWith(slow);
        var ring = d.Start();
        ring.Publish(ring.Next());
        await entered.Task.WaitAsync(Bound);

        // The handler ignores the token: its batch goes on for 300 ms after the halt, and Dispose must wait for it,
        // as it waits for the threads of synchronous handlers.
        d.Dispose();
        Assert.True(slow.Finished, "Dispose returned while the async handler was still inside its batch");
        Assert.True(slow.ShutDown, "Dispose returned before the async handler's OnShutdown");
    }

    [Fact]
    public async Task An_async_handler_that_disposes_its_own_disruptor_is_not_waited_for_by_that_Dispose()
    {
        var d = new ValueDisruptor<EventFields>(16, ProducerType.Single, new BlockingWaitStrategy());
        var disposing = new SelfDisposingAsyncHandler();
        var other = new RecordingAsyncHandler(1);
        d.HandleEventsWith(disposing, other);
        disposing.Disruptor = d;
        var ring = d.Start();
        ring.Publish(ring.Next());

        // Dispose waits up to 5 s for each run it does wait for; its own run would never end while it waits, so a Dispose
        // that waited for it takes those whole 5 s. The other handler's run ends after a hop through the pool, which a
        // loaded or emulated machine may stretch to seconds.
        await Waits.Until(() => disposing.DisposeTook is not null, "the handler's Dispose to return", Bound);
        Assert.True(disposing.DisposeTook < TimeSpan.FromSeconds(4.5), $"Dispose inside the handler took {disposing.DisposeTook}: it waited for its own run");
        await Waits.Until(() => disposing.ShutDown, "the disposing handler to shut down", Bound);
    }

    [Fact]
    public async Task ShutdownAsync_drains_the_backlog_of_an_async_handler_then_stops_it()
    {
        var d = new ValueDisruptor<EventFields>(1024, ProducerType.Single, new BlockingWaitStrategy());
        var async = new RecordingAsyncHandler(1, yieldEvery: 1);
        d.HandleEventsWith(async);
        var ring = d.Start();
        var counters = new long[1];
        Producers.Burst(ring, counters, 1000, Bound);
        await d.ShutdownAsync(Bound);

        AssertEveryEvent(counters, async.Log);
        Assert.Equal(ring.Cursor, d.GetSequenceValueFor(async));
        d.Dispose();
    }

    [Fact]
    public async Task A_faulting_async_handler_goes_through_the_exception_handler_and_faults_the_disruptor_by_default()
    {
        using var d = new ValueDisruptor<EventFields>(16, ProducerType.Single, new BlockingWaitStrategy());
        var failing = new FailingAsyncHandler(failAt: 5);
        d.HandleEventsWith(failing);
        var ring = d.Start();
        for (int i = 0; i < 10; i++)
        {
            long s = ring.Next();
            ring.Publish(s);
        }

        var thrown = await Assert.ThrowsAsync<EventProcessingException>(() => d.ShutdownAsync(Bound));
        Assert.IsType<InvalidOperationException>(thrown.InnerException);
        Assert.Same(thrown, d.Fault);
        Assert.True(failing.ShutDown);
    }

    [Fact]
    public async Task A_faulting_async_handler_whose_exception_handler_carries_on_skips_only_the_failed_batch()
    {
        using var d = new ValueDisruptor<EventFields>(16, ProducerType.Single, new BlockingWaitStrategy());
        var failing = new FailingAsyncHandler(failAt: 5, maxBatch: 1);
        var recorder = new RecordingExceptionHandler();
        d.HandleEventsWith(failing);
        d.SetExceptionHandler(failing, recorder);
        var ring = d.Start();
        for (int i = 0; i < 10; i++)
        {
            long s = ring.Next();
            ring.Publish(s);
        }

        await d.ShutdownAsync(Bound);
        Assert.Equal([5L], recorder.Sequences);
        Assert.Equal(Enumerable.Range(0, 10).Where(i => i != 5).Select(i => (long)i), failing.Handled);
    }

    [Fact]
    public async Task An_async_handler_allocates_nothing_per_batch_in_steady_state()
    {
        using var d = new ValueDisruptor<EventFields>(1024, ProducerType.Single, new BlockingWaitStrategy());
        var counting = new CountingAsyncHandler();
        d.HandleEventsWith(counting);
        var ring = d.Start();

        // Warm-up: tier-up, the pool's threads and queues, the processor's state machine box.
        Publish(ring, 40_000, counting);
        long batchesBefore = counting.Batches;
        long before = GC.GetTotalAllocatedBytes(precise: true);
        Publish(ring, 40_000, counting);
        long allocated = GC.GetTotalAllocatedBytes(precise: true) - before;
        long batches = counting.Batches - batchesBefore;

        // The window includes idle waits (the producer publishes one event at a time and waits for the
        // consumer every 64), so it covers the signal's wake-ups too.
        output.WriteLine($"{allocated} bytes allocated over {batches} batches of 40000 events");
        Assert.True(batches > 1000, $"only {batches} batches: the window did not exercise the steady state");
        Assert.True(allocated < batches, $"{allocated} bytes over {batches} batches: the steady state allocates");
        await d.ShutdownAsync(Bound);
    }

    // Measures process CPU time: meaningless under emulation (qemu translates code on its own time), so the Arm64 leg skips it.
    [Fact]
    [Trait("Category", "CpuTime")]
    public async Task An_idle_async_consumer_behind_a_sync_one_uses_almost_no_cpu()
    {
        using var d = new ValueDisruptor<EventFields>(256, ProducerType.Single, new AsyncWaitStrategy());
        var sync = new RecordingHandler(1);
        var async = new RecordingAsyncHandler(1);
        d.HandleEventsWith(sync).Then(async);
        var ring = d.Start();
        var counters = new long[1];
        Producers.Burst(ring, counters, 20_000, Bound);
        await Waits.Until(() => d.GetSequenceValueFor(async) == ring.Cursor, "the async consumer caught up", Bound);
        await Task.Delay(1000);

        var process = Process.GetCurrentProcess();
        process.Refresh();
        TimeSpan cpuBefore = process.TotalProcessorTime;
        var wall = Stopwatch.StartNew();
        await Task.Delay(TimeSpan.FromSeconds(1.5));
        process.Refresh();
        double coreShare = (process.TotalProcessorTime - cpuBefore).TotalMilliseconds / wall.Elapsed.TotalMilliseconds;
        output.WriteLine($"idle: {coreShare:P2} of one core over {wall.Elapsed.TotalSeconds:F2} s");
        Assert.True(coreShare < 0.05, $"the idle process used {coreShare:P1} of one core over {wall.Elapsed.TotalSeconds:F1} s");

        // And it wakes for the next burst.
        Producers.Burst(ring, counters, 20_000, Bound);
        await d.ShutdownAsync(Bound);
        AssertEveryEvent(counters, sync.Log, async.Log);
    }

    [Fact]
    public async Task A_hand_wired_async_processor_runs_halts_and_resumes_where_it_stopped()
    {
        var ring = ValueRingBuffer<EventFields>.CreateSingleProducer(64, new BlockingWaitStrategy());
        var async = new RecordingAsyncHandler(1);
        var processor = EventProcessorFactory.CreateAsyncBatch(ring, ring.NewBarrier(), async);
        ring.AddGatingSequences(processor.Sequence);
        var counters = new long[1];

        for (int round = 0; round < 3; round++)
        {
            var runner = new Thread(processor.Run);
            runner.Start();
            await Waits.Until(() => processor.IsRunning, "the run started", Bound);
            Assert.Throws<InvalidOperationException>(processor.Run);
            Producers.Burst(ring, counters, 5_000, Bound);
            await Waits.Until(() => processor.Sequence.Value == ring.Cursor, "the processor caught up", Bound);
            processor.Halt();
            Assert.True(runner.Join(Bound));
            Assert.False(processor.IsRunning);
        }

        AssertEveryEvent(counters, async.Log);
    }

    [Fact]
    public void Bad_input_is_refused_with_a_specific_exception()
    {
        var ring = ValueRingBuffer<EventFields>.CreateSingleProducer(16);
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => EventProcessorFactory.CreateAsyncBatch(ring, ring.NewBarrier(), new FailingAsyncHandler(0, maxBatch: 0)));
        Assert.Contains("MaxBatchSize 0", e.Message);
        Assert.Throws<ArgumentNullException>(() => EventProcessorFactory.CreateAsyncBatch<EventFields>(ring, ring.NewBarrier(), null!));
        Assert.Throws<ArgumentOutOfRangeException>(() => default(EventBatch<EventFields>)[0]);

        // An async processor does not rewind: a rewindable handler's rewinds would reach its exception handler as failures.
        var rewindable = Assert.Throws<ArgumentException>(() => EventProcessorFactory.CreateAsyncBatch(ring, ring.NewBarrier(), new RewindableAsyncHandler()));
        Assert.Contains("IRewindableHandler", rewindable.Message, StringComparison.Ordinal);
    }

    private sealed class RewindableAsyncHandler : IAsyncBatchEventHandler<EventFields>, IRewindableHandler
    {
        public IBatchRewindStrategy RewindStrategy { get; } = new GiveUpRewindStrategy(3);

        public ValueTask OnBatchAsync(EventBatch<EventFields> batch, long firstSequence, CancellationToken cancellationToken) => default;
    }

    /// <summary>A started disruptor whose async handler is inside its first batch, waiting on the batch's token.</summary>
    private static async Task<(ValueDisruptor<EventFields> Disruptor, BlockingAsyncHandler Handler)> StartedInsideABatch(bool resumedByTheCanceller = false)
    {
        var entered = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var blocking = new BlockingAsyncHandler(entered, resumedByTheCanceller);
        var d = new ValueDisruptor<EventFields>(16, ProducerType.Single, new BlockingWaitStrategy());
        d.HandleEventsWith(blocking);
        var ring = d.Start();
        ring.Publish(ring.Next());
        await entered.Task.WaitAsync(Bound);
        return (d, blocking);
    }

    // Publishes in chunks of 8 and waits for the consumer after each: at least one batch, and one idle wait
    // and wake-up of the async signal, per chunk, however the scheduler runs the threads.
    private static void Publish(ValueRingBuffer<EventFields> ring, int count, CountingAsyncHandler counting)
    {
        var clock = Stopwatch.StartNew();
        for (int i = 0; i < count; i += 8)
        {
            long hi = ring.Next(8);
            for (long s = hi - 7; s <= hi; s++)
            {
                ring[s].Counter = s;
            }

            ring.Publish(hi - 7, hi);
            while (counting.Events < hi + 1)
            {
                Assert.True(clock.Elapsed < Bound, "the async consumer did not catch up");
                Thread.Yield();
            }
        }
    }

    private static void AssertEveryEvent(long[] counters, params SeenLog[] logs)
    {
        foreach (SeenLog log in logs)
        {
            Assert.Empty(log.Errors);
            for (int p = 0; p < counters.Length; p++)
            {
                Assert.Equal(Enumerable.Range(0, (int)counters[p]).Select(i => (long)i), log.CountersOf(p));
            }
        }
    }
}
