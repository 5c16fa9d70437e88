using System;
using System.Reflection;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Processing;

public sealed class ProcessorTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Fact]
    public void The_consume_loop_is_optimized_code_from_its_first_call()
    {
        // Called once per run, it would otherwise run as code compiled for on-stack replacement, which made a
        // ping-pong's round trip longer.
        var consume = typeof(BatchEventProcessor<,>).GetMethod("Consume", BindingFlags.NonPublic | BindingFlags.Instance);
        Assert.NotNull(consume);
        Assert.True(
            consume.MethodImplementationFlags.HasFlag(MethodImplAttributes.AggressiveOptimization),
            $"{consume.Name} must be compiled fully optimized from its first call.");
    }

    [Fact]
    public async Task Batches_are_announced_and_end_with_endOfBatch()
    {
        using var d = new ValueDisruptor<EventFields>(64, ProducerType.Single, new YieldingWaitStrategy());
        var stage = new Stage("stage", 10_000, 1);
        d.HandleEventsWith(stage);
        d.Start();

        Producers.RunThreads(1, p => Producers.Publish(d.RingBuffer, p, 10_000, Producers.OfValue), Bound);
        StageAssert.AllSawEverything(Bound, 10_000, Expectations.SumFor(1, 10_000), stage);
        await d.ShutdownAsync(Bound);

        // Every batch start announces how many events follow; each batch ends with endOfBatch once.
        Assert.Equal(10_000, stage.BatchTotal);
        Assert.Equal(stage.BatchStarts, stage.EndOfBatchCount);
        Assert.Equal(1, stage.StartCalls);
        Assert.Equal(1, stage.ShutdownCalls);
        Assert.Equal(stage.StartThreadId, stage.EventThreadId);
        Assert.NotEqual(Environment.CurrentManagedThreadId, stage.EventThreadId);
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public void A_long_batch_ends_with_endOfBatch_on_its_last_event_only(bool valueRing)
    {
        // A thousand events published before the processor runs reach a struct handler as one batch, long enough to be run
        // on a copy of the handler (see HandlerCopy), which takes its last event apart from the rest.
        const int Events = 1000;
        var seen = new EndOfBatchLog();
        IEventProcessor processor;
        if (valueRing)
        {
            var ring = ValueRingBuffer<long>.CreateSingleProducer(1024, new YieldingWaitStrategy());
            ring.Publish(0, ring.Next(Events));
            processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), new ValueEndOfBatchRecorder(seen));
        }
        else
        {
            var ring = RingBuffer<long[]>.CreateSingleProducer(static () => new long[1], 1024, new YieldingWaitStrategy());
            ring.Publish(0, ring.Next(Events));
            processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), new ClassEndOfBatchRecorder(seen));
        }

        TestThreads.RunUntil(processor, () => Volatile.Read(ref seen.Count) == Events, Bound);

        Assert.Equal(Events, seen.Count);
        Assert.Equal(-1, seen.FirstOutOfOrder);
        Assert.Equal([Events - 1], seen.EndsOfBatch);
    }

    [Fact]
    public async Task Max_batch_size_caps_every_batch()
    {
        using var d = new ValueDisruptor<long>(64, ProducerType.Single, new YieldingWaitStrategy());
        var handler = new CappedHandler();
        d.HandleEventsWith(handler);
        var ring = d.Start();

        // Publish 64 at once so the consumer sees a large batch available.
        ring.Publish(0, ring.Next(64));
        await d.ShutdownAsync(Bound);

        Assert.Equal(64, handler.Events);
        Assert.True(handler.LargestBatch <= 5, $"largest batch {handler.LargestBatch}");
    }

    [Fact]
    public async Task Batch_handler_receives_every_event_as_contiguous_spans_split_at_the_wrap()
    {
        using var d = new ValueDisruptor<long>(16, ProducerType.Single, new YieldingWaitStrategy());
        var handler = new SpanHandler();
        d.HandleEventsWith(handler);
        var ring = d.Start();

        for (long i = 0; i < 5000; i++)
        {
            long s = ring.Next();
            ring[s] = i;
            ring.Publish(s);
        }

        await d.ShutdownAsync(Bound);
        Assert.Null(handler.Error);
        Assert.Equal(5000, handler.Count);
        Assert.True(handler.LargestSpan <= 16);
    }

    [Fact]
    public async Task Struct_handler_gets_its_own_processor_and_keeps_its_state()
    {
        using var d = new ValueDisruptor<long>(32, ProducerType.Single, new YieldingWaitStrategy());
        var results = new StructHandlerResult();
        d.HandleEventsWith(new StructHandler(results));
        var ring = d.Start();

        for (long i = 1; i <= 1000; i++)
        {
            using var scope = ring.PublishEvent();
            scope.Event() = i;
        }

        await d.ShutdownAsync(Bound);
        Assert.Equal(500_500, Volatile.Read(ref results.Sum));
        Assert.True(results.Started);
        Assert.Equal(1000, Volatile.Read(ref results.BatchTotal)); // a struct's own OnBatchStart is called
    }

    [Fact]
    public void Hand_wired_processor_runs_on_a_thread_and_halts()
    {
        var ring = RingBuffer<ClassEvent>.CreateSingleProducer(() => new ClassEvent(), 8, new BlockingWaitStrategy());
        var stage = new Stage("hand-wired", 100, 1);
        IEventProcessor processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), stage);
        ring.AddGatingSequences(processor.Sequence);
        var thread = new Thread(processor.Run) { IsBackground = true };
        thread.Start();

        Producers.RunThreads(1, p => Producers.Publish(ring, p, 100, Producers.OfClass), Bound);
        StageAssert.AllSawEverything(Bound, 100, Expectations.SumFor(1, 100), stage);
        Assert.True(SpinWait.SpinUntil(() => processor.IsRunning, Bound));
        Assert.Throws<InvalidOperationException>(processor.Run);

        processor.Halt();
        Assert.True(thread.Join(Bound));
        Assert.False(processor.IsRunning);
        Assert.Equal(99, processor.Sequence.Value);
        Assert.Same(stage, processor.Handler);
        Assert.Equal(1, stage.ShutdownCalls);
    }

    [Fact]
    public void Hand_wired_processor_whose_handler_fails_rethrows_from_Run_after_shutdown()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8, new YieldingWaitStrategy());
        var handler = new ThrowingHandler();
        IEventProcessor processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler);
        ring.AddGatingSequences(processor.Sequence);
        Exception? thrown = null;
        var thread = new Thread(() =>
        {
            try
            {
                processor.Run();
            }
            catch (Exception ex)
            {
                thrown = ex;
            }
        })
        { IsBackground = true };
        thread.Start();
        ring.Publish(ring.Next());

        Assert.True(thread.Join(Bound));
        var failure = Assert.IsType<EventProcessingException>(thrown);
        Assert.Equal(0, failure.Sequence);
        Assert.IsType<FormatException>(failure.InnerException);
        Assert.Equal(1, handler.Shutdowns);
        Assert.Equal(1, handler.Calls);
    }

    [Fact]
    public void Struct_batch_handler_gets_its_own_processor_and_every_event()
    {
        var ring = ValueRingBuffer<long>.CreateMultiProducer(16, new YieldingWaitStrategy());
        var result = new StructHandlerResult();
        IEventProcessor processor = EventProcessorFactory.CreateBatch(ring, ring.NewBarrier(), new StructBatchHandler(result));
        ring.AddGatingSequences(processor.Sequence);
        var thread = new Thread(processor.Run) { IsBackground = true };
        thread.Start();

        Producers.RunThreads(2, p =>
        {
            for (long i = 1; i <= 1000; i++)
            {
                long s = ring.Next();
                ring[s] = i;
                ring.Publish(s);
            }
        }, Bound);

        Assert.True(SpinWait.SpinUntil(() => Volatile.Read(ref result.Sum) == 2 * 500_500, Bound), $"sum {Volatile.Read(ref result.Sum)}");
        processor.Halt();
        Assert.True(thread.Join(Bound));
        Assert.Equal(1999, processor.Sequence.Value);
    }

    [Fact]
    public void Factory_rejects_null_arguments()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8);
        Assert.Throws<ArgumentNullException>(() => EventProcessorFactory.Create(ring, ring.NewBarrier(), (IValueEventHandler<long>)null!));
        Assert.Throws<ArgumentNullException>(() => EventProcessorFactory.Create(ring, null!, new CappedHandler()));
        Assert.Throws<ArgumentNullException>(() => EventProcessorFactory.CreateBatch<long, SpanHandler>(null!, ring.NewBarrier(), new SpanHandler()));
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task Consumers_allocate_nothing_per_event_after_start(bool nativeMemory)
    {
        // Declared first, disposed last: after the disruptor has stopped the consumers that read its slots.
        using var nativeRing = nativeMemory ? NativeRingBuffer<long>.CreateSingleProducer(1024, new YieldingWaitStrategy()) : null;
        using var d = nativeRing is null ? new ValueDisruptor<long>(1024, ProducerType.Single, new YieldingWaitStrategy()) : new ValueDisruptor<long>(nativeRing);
        var classHandler = new AllocationProbe();
        var structResult = new StructProbeResult();
        d.HandleEventsWith(classHandler);
        d.HandleEventsWith(new StructProbe(structResult));
        var releasing = new ReleasingProbe();
        d.HandleEventsWith(releasing);
        var ring = d.Start();
        for (long i = 0; i < 400_000; i++)
        {
            long s = ring.Next();
            ring[s] = i;
            ring.Publish(s);
            if ((i & 255) == 0)
            {
                Thread.Yield(); // many small batches
            }
        }

        await d.ShutdownAsync(Bound);
        Assert.Equal(0, classHandler.BytesAfterWarmUp);
        Assert.Equal(0, structResult.BytesAfterWarmUp);
        Assert.Equal(0, releasing.BytesAfterWarmUp);
        Assert.True(classHandler.Batches > 100, $"only {classHandler.Batches} batches");
    }

    [Fact]
    public void A_barrier_serves_one_processor_only()
    {
        // Two processors on one barrier share its alert: one processor clearing an alert it did not
        // ask for undoes the other's Halt, and that one never stops.
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8, new YieldingWaitStrategy());
        var barrier = ring.NewBarrier();
        EventProcessorFactory.Create(ring, barrier, new PayloadRecorder());
        var ex = Assert.Throws<ArgumentException>(() => EventProcessorFactory.Create(ring, barrier, new PayloadRecorder()));
        Assert.Contains("NewBarrier", ex.Message, StringComparison.Ordinal);
        Assert.Equal("barrier", ex.ParamName);
    }

    [Fact]
    public void A_fatal_fault_mid_batch_keeps_the_progress_before_the_failing_event()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        var handler = new PayloadRecorder(failOnceAt: 5);
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler);
        ring.AddGatingSequences(processor.Sequence);

        // One batch of ten, published before the processor runs, so 0..9 arrive together.
        long hi = ring.Next(10);
        for (long s = 0; s <= hi; s++)
        {
            ring[s] = s;
        }

        ring.Publish(0, hi);
        Assert.Throws<EventProcessingException>(processor.Run);
        Assert.Equal(4, processor.Sequence.Value);

        // A restart hands out the failed event again, and none of those handled before it.
        var restart = Payloads.StartRun(processor.Run);
        Assert.True(SpinWait.SpinUntil(() => processor.Sequence.Value == 9, Bound));
        processor.Halt();
        Assert.True(restart.Join(Bound));
        Assert.Equal([0L, 1L, 2L, 3L, 4L, 5L, 5L, 6L, 7L, 8L, 9L], handler.Seen);
    }

    private sealed class CappedHandler : IValueEventHandler<long>
    {
        private long _batch;

        public long Events;
        public long LargestBatch;

        public int MaxBatchSize => 5;

        public void OnBatchStart(long batchSize) => _batch = batchSize;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            Events++;
            LargestBatch = Math.Max(LargestBatch, _batch);
        }
    }

    private sealed class SpanHandler : IBatchEventHandler<long>
    {
        public long Count;
        public int LargestSpan;
        public string? Error;

        public void OnBatch(ReadOnlySpan<long> batch, long firstSequence)
        {
            LargestSpan = Math.Max(LargestSpan, batch.Length);
            for (int i = 0; i < batch.Length; i++)
            {
                if (batch[i] != firstSequence + i || firstSequence + i != Count)
                {
                    Error ??= $"slot {i} of batch at {firstSequence} holds {batch[i]} (count {Count})";
                }

                Count++;
            }
        }
    }

    private sealed class StructHandlerResult
    {
        public long Sum;
        public long BatchTotal;
        public bool Started;
    }

    private sealed class ThrowingHandler : IValueEventHandler<long>
    {
        public int Calls;
        public int Shutdowns;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            Calls++;
            throw new FormatException("bad event");
        }

        public void OnShutdown() => Shutdowns++;
    }

    private struct StructBatchHandler(StructHandlerResult result) : IBatchEventHandler<long>
    {
        private long _sum;

        public void OnBatch(ReadOnlySpan<long> batch, long firstSequence)
        {
            foreach (long value in batch)
            {
                _sum += value;
            }

            Volatile.Write(ref result.Sum, _sum);
        }
    }

    private struct StructHandler(StructHandlerResult result) : IValueEventHandler<long>
    {
        private long _sum;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            _sum += data;
            if (endOfBatch)
            {
                Volatile.Write(ref result.Sum, _sum);
            }
        }

        public readonly void OnBatchStart(long batchSize) => result.BatchTotal += batchSize;

        public readonly void OnStart() => result.Started = true;
    }

    private sealed class AllocationProbe : IValueEventHandler<long>
    {
        private long _start = -1;

        public long BytesAfterWarmUp = -1;
        public long Batches;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (endOfBatch)
            {
                Batches++;
            }

            if (sequence == 100_000)
            {
                _start = GC.GetAllocatedBytesForCurrentThread();
            }
            else if (sequence == 399_999)
            {
                BytesAfterWarmUp = GC.GetAllocatedBytesForCurrentThread() - _start;
            }
        }
    }

    // Rewindable (never rewinding) and releasing every event: both opt-ins on the path where nothing fails.
    private sealed class ReleasingProbe : IValueEventHandler<long>, IRewindableHandler, IEventReleaseAware
    {
        private readonly AllocationProbe _probe = new();
        private EventReleaser? _releaser;

        public long BytesAfterWarmUp => _probe.BytesAfterWarmUp;

        public IBatchRewindStrategy RewindStrategy { get; } = new ImmediateRewindStrategy();

        public void SetEventReleaser(EventReleaser releaser) => _releaser = releaser;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            _releaser!.Release(sequence);
            _probe.OnEvent(ref data, sequence, endOfBatch);
        }
    }

    private sealed class StructProbeResult
    {
        public long BytesAfterWarmUp = -1;
    }

    private struct StructProbe(StructProbeResult result) : IValueEventHandler<long>
    {
        private long _start;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (sequence == 100_000)
            {
                _start = GC.GetAllocatedBytesForCurrentThread();
            }
            else if (sequence == 399_999)
            {
                result.BytesAfterWarmUp = GC.GetAllocatedBytesForCurrentThread() - _start;
            }
        }

        // No OnBatchStart: the default body would run on a boxed copy, one allocation per batch, so the
        // processor must not call it.
    }

    private readonly struct ValueEndOfBatchRecorder(EndOfBatchLog log) : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch) => log.Saw(sequence, endOfBatch);
    }

    private readonly struct ClassEndOfBatchRecorder(EndOfBatchLog log) : IEventHandler<long[]>
    {
        public void OnEvent(long[] data, long sequence, bool endOfBatch) => log.Saw(sequence, endOfBatch);
    }
}
