using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Dsl;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests;

/// <summary>Failure modes found in review: each test fails on the code before its fix.</summary>
public sealed class RegressionTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Fact]
    public async Task A_halt_racing_the_consumer_threads_start_is_never_lost()
    {
        // Shutdown right after Start: Halt can land between a processor's switch to Running and its
        // clearing of stale alerts. With a blocking strategy a lost halt parks the thread forever.
        for (int i = 0; i < 300; i++)
        {
            using var d = new ValueDisruptor<long>(8, ProducerType.Single, new BlockingWaitStrategy());
            d.HandleEventsWith(new NoOpHandler(), new NoOpHandler());
            d.Start();
            await d.ShutdownAsync(TimeSpan.FromSeconds(10));
        }
    }

    [Fact]
    public async Task A_failing_batch_handler_under_an_ignoring_exception_handler_sees_each_event_once()
    {
        using var d = new ValueDisruptor<long>(64, ProducerType.Single, new YieldingWaitStrategy());
        var handler = new FailingBatchHandler(failAt: 10);
        d.SetDefaultExceptionHandler(new IgnoreExceptionHandler<long>());
        d.HandleEventsWith(handler);
        var ring = d.Start();
        ring.Publish(0, ring.Next(40));          // one span holding the failing event
        await d.ShutdownAsync(Bound);

        Assert.Equal(1, handler.Deliveries[10]);
        foreach (var (sequence, count) in handler.Deliveries)
        {
            Assert.True(count == 1, $"sequence {sequence} delivered {count} times");
        }

        Assert.Equal(39, d.GetSequenceValueFor(handler));
    }

    [Fact]
    public async Task A_throwing_OnTimeout_skips_no_event_and_exposes_no_unpublished_slot()
    {
        using var d = new ValueDisruptor<EventFields>(8, ProducerType.Single, new TimeoutBlockingWaitStrategy(TimeSpan.FromMilliseconds(1)));
        var ignore = new IgnoreExceptionHandler<EventFields>();
        d.SetDefaultExceptionHandler(ignore);
        var first = new TimeoutThrowingStage(new Stage("first", 500, 1));
        var second = new Stage("second", 500, 1);
        d.HandleEventsWith(first).Then(second);
        d.Start();

        Assert.True(SpinWait.SpinUntil(() => ignore.ExceptionCount > 3, Bound));
        Producers.RunThreads(1, p => Producers.Publish(d.RingBuffer, p, 500, Producers.OfValue), Bound);

        StageAssert.AllSawEverything(Bound, 500, Expectations.SumFor(1, 500), first.Inner, second);
        await d.ShutdownAsync(Bound);
    }

    [Fact]
    public async Task A_throwing_OnBatchStart_loses_no_event()
    {
        using var d = new ValueDisruptor<long>(16, ProducerType.Single, new YieldingWaitStrategy());
        var ignore = new IgnoreExceptionHandler<long>();
        d.SetDefaultExceptionHandler(ignore);
        var handler = new BatchStartThrowingHandler();
        d.HandleEventsWith(handler);
        var ring = d.Start();
        for (int i = 0; i < 1000; i++)
        {
            ring.Publish(ring.Next());
        }

        await d.ShutdownAsync(Bound);
        Assert.Equal(1000, handler.Events);
        Assert.True(ignore.ExceptionCount > 0);
    }

    [Fact]
    public async Task The_same_handler_twice_in_one_call_is_rejected_and_leaves_the_graph_intact()
    {
        using var d = new ValueDisruptor<EventFields>(8, ProducerType.Single, new YieldingWaitStrategy());
        var twice = new Stage("twice", 0, 1);
        var ex = Assert.Throws<ArgumentException>(() => d.HandleEventsWith(twice, twice));
        Assert.Contains("already added", ex.Message, StringComparison.Ordinal);

        var consumer = new Stage("consumer", 1000, 1);
        d.HandleEventsWith(consumer);
        d.Start();
        Producers.RunThreads(1, p => Producers.Publish(d.RingBuffer, p, 1000, Producers.OfValue), Bound);
        StageAssert.AllSawEverything(Bound, 1000, Expectations.SumFor(1, 1000), consumer);
        await d.ShutdownAsync(Bound);
    }

    [Theory]
    [InlineData("Blocking")]
    [InlineData("TimeoutBlocking")]
    [InlineData("PhasedBackoff")]
    [InlineData("Sleeping")]
    public async Task Many_producers_with_each_parking_strategy_deliver_everything(string waitStrategy)
    {
        using var d = new TestDisruptor(RingKind.Value, 64, ProducerType.Multi, TopologyTests.Create(waitStrategy));
        var consumer = new Stage("consumer", 3 * 20_000, 3);
        var after = new Stage("after", 3 * 20_000, 3);
        d.Handle(d.Handle(null, consumer), after);
        d.Start();

        Producers.RunThreads(3, p => d.Publish(p, 20_000), Bound);

        StageAssert.AllSawEverything(Bound, 3 * 20_000, Expectations.SumFor(3, 20_000), consumer, after);
        await d.ShutdownAsync(Bound);
    }

    [Theory]
    [InlineData(RingKind.Value)]
    [InlineData(RingKind.Class)]
    public async Task Batch_claims_from_many_producers_more_than_a_lap_ahead_of_a_tiny_ring(RingKind kind)
    {
        // Six producers each holding up to five claimed slots on an 8-slot ring: claims (atomic adds)
        // run several laps ahead of what consumers freed, which the lap flags must survive.
        using var d = new TestDisruptor(kind, 8, ProducerType.Multi, new YieldingWaitStrategy());
        var consumer = new Stage("consumer", 6 * 20_000, 6);
        d.Handle(null, consumer);
        d.Start();

        Producers.RunThreads(6, p => d.Publish(p, 20_000), Bound);

        StageAssert.AllSawEverything(Bound, 6 * 20_000, Expectations.SumFor(6, 20_000), consumer);
        await d.ShutdownAsync(Bound);
    }

    [Fact]
    public async Task Consumers_allocate_nothing_per_event_after_start()
    {
        using var d = new ValueDisruptor<long>(1024, ProducerType.Single, new YieldingWaitStrategy());
        var classHandler = new AllocationProbe();
        var structResult = new StructProbeResult();
        d.HandleEventsWith(classHandler);
        d.HandleEventsWith(new StructProbe(structResult));
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
        Assert.True(classHandler.Batches > 100, $"only {classHandler.Batches} batches");
    }

    private sealed class NoOpHandler : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
        }
    }

    private sealed class FailingBatchHandler(long failAt) : IBatchEventHandler<long>
    {
        public readonly Dictionary<long, int> Deliveries = [];

        public void OnBatch(ReadOnlySpan<long> batch, long firstSequence)
        {
            for (int i = 0; i < batch.Length; i++)
            {
                long sequence = firstSequence + i;
                Deliveries[sequence] = Deliveries.GetValueOrDefault(sequence) + 1;
                if (sequence == failAt && Deliveries[sequence] == 1)
                {
                    throw new InvalidOperationException("batch failed");
                }
            }
        }
    }

    private sealed class TimeoutThrowingStage(Stage inner) : IValueEventHandler<EventFields>
    {
        public Stage Inner => inner;

        public void OnEvent(ref EventFields data, long sequence, bool endOfBatch) => ((IValueEventHandler<EventFields>)inner).OnEvent(ref data, sequence, endOfBatch);

        public void OnTimeout(long sequence) => throw new TimeoutException("timeout handler failed");
    }

    private sealed class BatchStartThrowingHandler : IValueEventHandler<long>
    {
        public long Events;

        public void OnBatchStart(long batchSize) => throw new InvalidOperationException("batch start failed");

        public void OnEvent(ref long data, long sequence, bool endOfBatch) => Events++;
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
}
