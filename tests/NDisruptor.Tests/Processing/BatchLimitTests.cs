using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Processing;

/// <summary>
/// A processor ends a batch after 8,192 events unless its handler sets a limit of its own, so that a consumer working
/// through a long backlog publishes its progress as it goes.
/// </summary>
public sealed class BatchLimitTests
{
    private const int RingSize = 65_536;
    private const int Limit = 8_192;
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public void A_backlog_longer_than_the_limit_arrives_in_batches_of_the_limit_each_ending_with_endOfBatch(bool valueRing)
    {
        // Published before the processor runs: the first look finds all 20,000 waiting, so without the limit they would
        // be one batch.
        const int Events = 20_000;
        var log = new EndOfBatchLog();
        var processor = valueRing ? ValueProcessor(Events, new ValueRecorder(log)) : ClassProcessor(Events, new ClassRecorder(log));

        TestThreads.RunUntil(processor, () => Volatile.Read(ref log.Count) == Events, Bound);

        Assert.Equal(Events, log.Count);
        Assert.Equal(-1, log.FirstOutOfOrder);
        Assert.Equal([Limit - 1, (2 * Limit) - 1, Events - 1], log.EndsOfBatch);
        Assert.Equal([Limit, Limit, Events - (2 * Limit)], log.Starts);
    }

    [Fact]
    public void A_handler_that_sets_a_longer_MaxBatchSize_takes_the_whole_backlog_as_it_asked()
    {
        const int Events = 20_000;
        var log = new EndOfBatchLog();
        var processor = ValueProcessor(Events, new ValueRecorder(log, maxBatchSize: RingSize));

        TestThreads.RunUntil(processor, () => Volatile.Read(ref log.Count) == Events, Bound);

        Assert.Equal(-1, log.FirstOutOfOrder);
        Assert.Equal([Events - 1], log.EndsOfBatch);
        Assert.Equal([Events], log.Starts);
    }

    [Fact]
    public async Task An_async_handler_gets_a_long_backlog_in_batches_of_the_limit()
    {
        const int Events = 20_000;
        using var d = new ValueDisruptor<long>(RingSize, ProducerType.Single, new YieldingWaitStrategy());
        var handler = new AsyncBatchRecorder();
        d.HandleEventsWith(handler);
        var ring = d.Start();

        // One publish moves the cursor past the whole backlog, so the processor's first look finds all of it.
        ring.Publish(0, ring.Next(Events));
        Assert.True(SpinWait.SpinUntil(() => handler.Events == Events, Bound), $"the handler saw {handler.Events} of {Events} events");
        await d.ShutdownAsync(Bound);

        Assert.Null(d.Fault);
        Assert.Equal(-1, handler.FirstOutOfOrder);
        Assert.Equal([Limit, Limit, Events - (2 * Limit)], handler.Sizes);
    }

    [Fact]
    public void Several_producers_backlog_arrives_in_batches_of_the_limit_with_every_event_once_in_producer_order()
    {
        // Three threads fill a multi-producer ring before the processor runs, so its looks read each slot's flag.
        const int Producers = 3;
        const int PerProducer = 20_000;
        var ring = ValueRingBuffer<long>.CreateMultiProducer(RingSize, new YieldingWaitStrategy());
        PublishStamps(ring, Producers, PerProducer);
        var log = new StampLog(Producers);
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), new StampRecorder(log));

        TestThreads.RunUntil(processor, () => Volatile.Read(ref log.Count) == Producers * PerProducer, Bound);

        log.AssertEveryEventOnceInOrder(PerProducer);
        Assert.Equal(BatchesOf(Producers * PerProducer), log.Starts);
    }

    [Fact]
    public async Task An_async_handler_on_a_multi_producer_ring_gets_batches_of_at_most_the_limit_with_every_event_once()
    {
        // The handler holds its first call until every producer is done, so the calls after it find a long backlog.
        const int Producers = 3;
        const int PerProducer = 15_000;
        using var d = new ValueDisruptor<long>(RingSize, ProducerType.Multi, new YieldingWaitStrategy());
        var handler = new AsyncStampRecorder(Producers);
        d.HandleEventsWith(handler);
        var ring = d.Start();
        try
        {
            PublishStamps(ring, Producers, PerProducer);
        }
        finally
        {
            handler.Release.Set();
        }

        Assert.True(SpinWait.SpinUntil(() => Volatile.Read(ref handler.Log.Count) == Producers * PerProducer, Bound), $"the handler saw {handler.Log.Count} events");
        await d.ShutdownAsync(Bound);

        Assert.Null(d.Fault);
        handler.Log.AssertEveryEventOnceInOrder(PerProducer);

        // The first call took what was published when it began; the rest waited for it as one backlog.
        Assert.InRange(handler.Log.Starts[0], 1, Limit);
        Assert.Equal(BatchesOf((Producers * PerProducer) - handler.Log.Starts[0]), handler.Log.Starts.Skip(1));
    }

    [Fact]
    public void A_batch_handler_gets_a_backlog_that_wraps_the_rings_end_in_spans_of_at_most_the_limit()
    {
        // A first run takes the ring to 5,000 slots before its end; the backlog of 20,000 published after it wraps.
        const int Ring = 32_768;
        const int Before = Ring - 5_000;
        const int Events = 20_000;
        var ring = ValueRingBuffer<long>.Create(ProducerType.Single, Ring, new YieldingWaitStrategy(), lapBytes: 0);
        var handler = new SpanRecorder();
        var processor = EventProcessorFactory.CreateBatch(ring, ring.NewBarrier(), handler);
        PublishCounting(ring, Before);
        TestThreads.RunUntil(processor, () => Volatile.Read(ref handler.Count) == Before, Bound);
        handler.Spans.Clear();

        PublishCounting(ring, Events);
        TestThreads.RunUntil(processor, () => Volatile.Read(ref handler.Count) == Before + Events, Bound);

        Assert.Null(handler.Error);
        Assert.Equal(Events, handler.Spans.Sum());
        Assert.All(handler.Spans, length => Assert.InRange(length, 1, Limit));
        Assert.Equal([Ring - Before, Limit - (Ring - Before), Limit, Events - (2 * Limit)], handler.Spans);
    }

    private static void PublishCounting(ValueRingBuffer<long> ring, int events)
    {
        long hi = ring.Next(events);
        for (long s = hi - events + 1; s <= hi; s++)
        {
            ring[s] = s;
        }

        ring.Publish(hi - events + 1, hi);
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task A_stage_working_through_a_backlog_lets_the_next_stage_start_before_it_is_done(bool valueRing)
    {
        // The first stage stops inside its second batch until the test lets it go; the stage after it must have been given
        // the whole first batch by then. Without the limit the backlog was one batch, and the second stage saw nothing
        // until the first had handled all of it.
        const int Events = 20_000;
        const long StopAt = Limit + 100;
        var gate = new ManualResetEventSlim(false);
        var downstream = new CountingLog();
        if (valueRing)
        {
            using var d = new ValueDisruptor<long>(RingSize, ProducerType.Single, new YieldingWaitStrategy());
            d.HandleEventsWith(new Gate(gate, StopAt)).Then(new Counter(downstream));
            await AssertNextStageRunsAhead(d, d.Start(), downstream, gate, Events);
        }
        else
        {
            using var d = new Disruptor<long[]>(static () => new long[1], RingSize, ProducerType.Single, new YieldingWaitStrategy());
            d.HandleEventsWith(new Gate(gate, StopAt)).Then(new Counter(downstream));
            await AssertNextStageRunsAhead(d, d.Start(), downstream, gate, Events);
        }

        Assert.Equal(-1, downstream.FirstOutOfOrder);
    }

    /// <summary>Publishes <paramref name="events"/> at once, then watches the second stage while the first is held at its gate.</summary>
    private static async Task AssertNextStageRunsAhead<T>(DisruptorBase<T> d, RingBufferBase<T> ring, CountingLog downstream, ManualResetEventSlim gate, int events)
    {
        ring.Publish(0, ring.Next(events));
        try
        {
            Assert.True(SpinWait.SpinUntil(() => Volatile.Read(ref downstream.Count) == Limit, Bound), $"the next stage saw {downstream.Count} events while the first stage was held inside its second batch");
            await Task.Delay(50);
            Assert.Equal(Limit, Volatile.Read(ref downstream.Count));
        }
        finally
        {
            gate.Set();
        }

        Assert.True(SpinWait.SpinUntil(() => Volatile.Read(ref downstream.Count) == events, Bound), $"the next stage saw {downstream.Count} of {events} events");
        await d.ShutdownAsync(Bound);
        Assert.Null(d.Fault);
    }

    /// <summary>The batch sizes a backlog of <paramref name="events"/>, waiting whole, arrives in: the limit, then what is left.</summary>
    private static List<long> BatchesOf(long events)
    {
        var sizes = new List<long>();
        for (long left = events; left > 0; left -= Limit)
        {
            sizes.Add(Math.Min(left, Limit));
        }

        return sizes;
    }

    private static IEventProcessor ValueProcessor<THandler>(int events, THandler handler)
        where THandler : IValueEventHandler<long>
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(RingSize, new YieldingWaitStrategy());
        ring.Publish(0, ring.Next(events));
        return EventProcessorFactory.Create(ring, ring.NewBarrier(), handler);
    }

    private static IEventProcessor ClassProcessor<THandler>(int events, THandler handler)
        where THandler : IEventHandler<long[]>
    {
        var ring = RingBuffer<long[]>.CreateSingleProducer(static () => new long[1], RingSize, new YieldingWaitStrategy());
        ring.Publish(0, ring.Next(events));
        return EventProcessorFactory.Create(ring, ring.NewBarrier(), handler);
    }

    private sealed class CountingLog
    {
        public int Count;
        public long FirstOutOfOrder = -1;

        public void Saw(long sequence)
        {
            if (sequence != Count && FirstOutOfOrder < 0)
            {
                FirstOutOfOrder = sequence;
            }

            Volatile.Write(ref Count, Count + 1);
        }
    }

    private readonly struct ValueRecorder(EndOfBatchLog log, int maxBatchSize = int.MaxValue) : IValueEventHandler<long>
    {
        public int MaxBatchSize => maxBatchSize;

        public void OnBatchStart(long batchSize) => log.Starts.Add(batchSize);

        public void OnEvent(ref long data, long sequence, bool endOfBatch) => log.Saw(sequence, endOfBatch);
    }

    private sealed class ClassRecorder(EndOfBatchLog log) : IEventHandler<long[]>
    {
        public void OnBatchStart(long batchSize) => log.Starts.Add(batchSize);

        public void OnEvent(long[] data, long sequence, bool endOfBatch) => log.Saw(sequence, endOfBatch);
    }

    /// <summary>Stops its processor's thread on <paramref name="stopAt"/> until the test opens the gate.</summary>
    private sealed class Gate(ManualResetEventSlim gate, long stopAt) : IValueEventHandler<long>, IEventHandler<long[]>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch) => Pass(sequence);

        public void OnEvent(long[] data, long sequence, bool endOfBatch) => Pass(sequence);

        private void Pass(long sequence)
        {
            if (sequence == stopAt && !gate.Wait(Bound))
            {
                throw new TimeoutException("the test never let the first stage go");
            }
        }
    }

    private sealed class Counter(CountingLog log) : IValueEventHandler<long>, IEventHandler<long[]>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch) => log.Saw(sequence);

        public void OnEvent(long[] data, long sequence, bool endOfBatch) => log.Saw(sequence);
    }

    private sealed class AsyncBatchRecorder : IAsyncBatchEventHandler<long>
    {
        private long _events;
        private long _next;

        public List<int> Sizes { get; } = [];

        public long FirstOutOfOrder { get; private set; } = -1;

        public long Events => Volatile.Read(ref _events);

        public ValueTask OnBatchAsync(EventBatch<long> batch, long firstSequence, CancellationToken cancellationToken)
        {
            Sizes.Add(batch.Length);
            if (firstSequence != _next && FirstOutOfOrder < 0)
            {
                FirstOutOfOrder = firstSequence;
            }

            _next = firstSequence + batch.Length;
            Volatile.Write(ref _events, _events + batch.Length);
            return ValueTask.CompletedTask;
        }
    }

    /// <summary>Each of <paramref name="producers"/> threads publishes its number and a counter, one event per claim.</summary>
    private static void PublishStamps(ValueRingBuffer<long> ring, int producers, int perProducer)
        => Support.Producers.RunThreads(producers, p =>
        {
            for (long i = 0; i < perProducer; i++)
            {
                long s = ring.Next();
                ring[s] = (p * 1_000_000L) + i;
                ring.Publish(s);
            }
        }, Bound);

    private sealed class StampLog(int producers)
    {
        private readonly long[] _next = new long[producers];
        public readonly List<long> Starts = [];
        public int Count;
        public string? Error;

        public void Saw(long stamp, long sequence)
        {
            int producer = (int)(stamp / 1_000_000L);
            long counter = stamp % 1_000_000L;
            if (sequence != Count && Error is null)
            {
                Error = $"sequence {sequence} arrived where {Count} was due";
            }

            if (counter != _next[producer] && Error is null)
            {
                Error = $"producer {producer}: event {counter} arrived where {_next[producer]} was due";
            }

            _next[producer] = counter + 1;
            Volatile.Write(ref Count, Count + 1);
        }

        public void AssertEveryEventOnceInOrder(long perProducer)
        {
            Assert.Null(Error);
            Assert.All(_next, next => Assert.Equal(perProducer, next));
        }
    }

    private readonly struct StampRecorder(StampLog log) : IValueEventHandler<long>
    {
        public void OnBatchStart(long batchSize) => log.Starts.Add(batchSize);

        public void OnEvent(ref long data, long sequence, bool endOfBatch) => log.Saw(data, sequence);
    }

    private sealed class AsyncStampRecorder(int producers) : IAsyncBatchEventHandler<long>
    {
        public ManualResetEventSlim Release { get; } = new(false);

        public StampLog Log { get; } = new(producers);

        public ValueTask OnBatchAsync(EventBatch<long> batch, long firstSequence, CancellationToken cancellationToken)
        {
            if (!Release.Wait(Bound, cancellationToken))
            {
                throw new TimeoutException("the producers never finished");
            }

            Log.Starts.Add(batch.Length);
            var first = batch.GetSpans(out var second);
            for (int i = 0; i < first.Length; i++)
            {
                Log.Saw(first[i], firstSequence + i);
            }

            for (int i = 0; i < second.Length; i++)
            {
                Log.Saw(second[i], firstSequence + first.Length + i);
            }

            return ValueTask.CompletedTask;
        }
    }

    private sealed class SpanRecorder : IBatchEventHandler<long>
    {
        public readonly List<int> Spans = [];
        private long _next;
        public int Count;
        public string? Error;

        public void OnBatch(ReadOnlySpan<long> batch, long firstSequence)
        {
            Spans.Add(batch.Length);
            for (int i = 0; i < batch.Length; i++)
            {
                if ((batch[i] != _next || firstSequence + i != _next) && Error is null)
                {
                    Error = $"event {batch[i]} at sequence {firstSequence + i} arrived where {_next} was due";
                }

                _next++;
            }

            Volatile.Write(ref Count, Count + batch.Length);
        }
    }
}
