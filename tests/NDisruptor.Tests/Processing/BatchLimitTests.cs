using System;
using System.Collections.Generic;
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
        var log = new BatchLog();
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
        var log = new BatchLog();
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
            d.HandleEventsWith(new ValueGate(gate, StopAt)).Then(new ValueCounter(downstream));
            var ring = d.Start();
            ring.Publish(0, ring.Next(Events));
            await AssertNextStageRunsAhead(downstream, gate, Events);
            await d.ShutdownAsync(Bound);
            Assert.Null(d.Fault);
        }
        else
        {
            using var d = new Disruptor<long[]>(static () => new long[1], RingSize, ProducerType.Single, new YieldingWaitStrategy());
            d.HandleEventsWith(new ClassGate(gate, StopAt)).Then(new ClassCounter(downstream));
            var ring = d.Start();
            ring.Publish(0, ring.Next(Events));
            await AssertNextStageRunsAhead(downstream, gate, Events);
            await d.ShutdownAsync(Bound);
            Assert.Null(d.Fault);
        }

        Assert.Equal(-1, downstream.FirstOutOfOrder);
    }

    private static async Task AssertNextStageRunsAhead(CountingLog downstream, ManualResetEventSlim gate, int events)
    {
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

    private sealed class BatchLog
    {
        public readonly List<long> EndsOfBatch = [];
        public readonly List<long> Starts = [];
        public int Count;
        public long FirstOutOfOrder = -1;

        public void Saw(long sequence, bool endOfBatch)
        {
            if (sequence != Count && FirstOutOfOrder < 0)
            {
                FirstOutOfOrder = sequence;
            }

            if (endOfBatch)
            {
                EndsOfBatch.Add(sequence);
            }

            Volatile.Write(ref Count, Count + 1);
        }
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

    private readonly struct ValueRecorder(BatchLog log, int maxBatchSize = int.MaxValue) : IValueEventHandler<long>
    {
        public int MaxBatchSize => maxBatchSize;

        public void OnBatchStart(long batchSize) => log.Starts.Add(batchSize);

        public void OnEvent(ref long data, long sequence, bool endOfBatch) => log.Saw(sequence, endOfBatch);
    }

    private sealed class ClassRecorder(BatchLog log) : IEventHandler<long[]>
    {
        public void OnBatchStart(long batchSize) => log.Starts.Add(batchSize);

        public void OnEvent(long[] data, long sequence, bool endOfBatch) => log.Saw(sequence, endOfBatch);
    }

    private sealed class ValueGate(ManualResetEventSlim gate, long stopAt) : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (sequence == stopAt && !gate.Wait(Bound))
            {
                throw new TimeoutException("the test never let the first stage go");
            }
        }
    }

    private sealed class ClassGate(ManualResetEventSlim gate, long stopAt) : IEventHandler<long[]>
    {
        public void OnEvent(long[] data, long sequence, bool endOfBatch)
        {
            if (sequence == stopAt && !gate.Wait(Bound))
            {
                throw new TimeoutException("the test never let the first stage go");
            }
        }
    }

    private sealed class ValueCounter(CountingLog log) : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch) => log.Saw(sequence);
    }

    private sealed class ClassCounter(CountingLog log) : IEventHandler<long[]>
    {
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
}
