using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Processing;

public sealed class ExceptionHandlingTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Fact]
    public async Task By_default_a_failing_handler_stops_and_ShutdownAsync_rethrows()
    {
        using var d = new ValueDisruptor<long>(8, ProducerType.Single, new YieldingWaitStrategy());
        var handler = new FailingHandler(failAt: 3);
        d.HandleEventsWith(handler);
        var ring = d.Start();
        for (int i = 0; i < 6; i++)
        {
            ring.Publish(ring.Next());
        }

        var ex = await Assert.ThrowsAsync<EventProcessingException>(() => d.ShutdownAsync(Bound));
        Assert.Equal(3, ex.Sequence);
        Assert.IsType<InvalidOperationException>(ex.InnerException);
        Assert.Same(ex, d.Fault);
        Assert.Equal(3, handler.Handled); // 0, 1, 2 then it stopped
    }

    [Fact]
    public async Task A_producer_waiting_on_a_full_ring_is_released_when_the_consumer_faults()
    {
        using var d = new ValueDisruptor<long>(4, ProducerType.Multi, new YieldingWaitStrategy());
        d.HandleEventsWith(new FailingHandler(failAt: 0));
        var ring = d.Start();

        var ex = Assert.Throws<InvalidOperationException>(() =>
        {
            for (int i = 0; i < 100; i++)
            {
                ring.Publish(ring.Next());
            }
        });
        Assert.IsType<EventProcessingException>(ex.InnerException);
        await Assert.ThrowsAsync<EventProcessingException>(() => d.ShutdownAsync(Bound));
    }

    [Fact]
    public async Task Ignore_handler_skips_failed_events_and_counts_them()
    {
        using var d = new Disruptor<object>(() => new object(), 8, ProducerType.Single, new YieldingWaitStrategy());
        var handler = new FailingClassHandler(failEvery: 10);
        var ignore = new IgnoreExceptionHandler<object>();
        d.SetDefaultExceptionHandler(ignore);
        d.HandleEventsWith(handler);
        var ring = d.Start();
        for (int i = 0; i < 100; i++)
        {
            ring.Publish(ring.Next());
        }

        await d.ShutdownAsync(Bound);
        Assert.Equal(10, ignore.ExceptionCount);
        Assert.Equal(100, handler.Calls);
        Assert.Null(d.Fault);
        Assert.Equal(99, d.GetSequenceValueFor(handler));
    }

    [Fact]
    public async Task A_handlers_own_exception_handler_overrides_the_default()
    {
        using var d = new Disruptor<object>(() => new object(), 8, ProducerType.Single, new YieldingWaitStrategy());
        var failing = new FailingClassHandler(failEvery: 2);
        var healthy = new FailingClassHandler(failEvery: int.MaxValue);
        long seen = 0;
        d.HandleEventsWith(failing, healthy);
        d.SetExceptionHandler(failing, new IgnoreExceptionHandler<object>((_, sequence) => Interlocked.Increment(ref seen)));
        var ring = d.Start();
        for (int i = 0; i < 20; i++)
        {
            ring.Publish(ring.Next());
        }

        await d.ShutdownAsync(Bound);
        Assert.Equal(10, Interlocked.Read(ref seen));
        Assert.Equal(20, healthy.Calls);
    }

    [Fact]
    public async Task OnStart_failure_goes_to_the_exception_handler()
    {
        using var d = new ValueDisruptor<long>(8, ProducerType.Single, new YieldingWaitStrategy());
        d.HandleEventsWith(new FailingHandler(failAt: long.MaxValue, failOnStart: true));
        d.Start();
        var ex = await Assert.ThrowsAsync<EventProcessingException>(() => d.ShutdownAsync(Bound));
        Assert.Contains("OnStart", ex.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void SetExceptionHandler_for_an_unknown_handler_names_it()
    {
        using var d = new Disruptor<object>(() => new object(), 8);
        var ex = Assert.Throws<ArgumentException>(() => d.SetExceptionHandler(new FailingClassHandler(1), new IgnoreExceptionHandler<object>()));
        Assert.Contains(nameof(FailingClassHandler), ex.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_struct_handler_failing_inside_a_batch_reports_each_failing_sequence_and_loses_no_other_event()
    {
        var failures = new ConcurrentQueue<long>();
        var log = new CallLog();
        using var d = new ValueDisruptor<long>(64, ProducerType.Single, new YieldingWaitStrategy());
        d.SetDefaultExceptionHandler(new IgnoreExceptionHandler<long>((_, sequence) => failures.Enqueue(sequence)));
        d.HandleEventsWith(new FailingStructHandler(log, FailAt));
        var ring = d.Start();
        PublishOneBatch(ring.Next(64), 64, (s, v) => ring[s] = v, ring.Publish);

        await d.ShutdownAsync(Bound);
        Assert.Equal(FailAt, failures.ToArray());
        Assert.Equal(64, log.Calls); // each event once: the failing ones were handed out, then skipped, never again
        Assert.Equal(Enumerable.Range(0, 64).Sum() - FailAt.Sum(), log.Sum);
    }

    [Fact]
    public async Task A_class_handler_failing_inside_a_batch_reports_each_failing_sequence_and_loses_no_other_event()
    {
        var failures = new ConcurrentQueue<long>();
        var log = new CallLog();
        using var d = new Disruptor<long[]>(() => new long[1], 64, ProducerType.Single, new YieldingWaitStrategy());
        d.SetDefaultExceptionHandler(new IgnoreExceptionHandler<long[]>((_, sequence) => failures.Enqueue(sequence)));
        d.HandleEventsWith(new FailingClassArrayHandler(log, FailAt));
        var ring = d.Start();
        PublishOneBatch(ring.Next(64), 64, (s, v) => ring[s][0] = v, ring.Publish);

        await d.ShutdownAsync(Bound);
        Assert.Equal(FailAt, failures.ToArray());
        Assert.Equal(64, log.Calls);
        Assert.Equal(Enumerable.Range(0, 64).Sum() - FailAt.Sum(), log.Sum);
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

    // First, middle and last event of a 64-event batch: the processor must name each, not the batch's start.
    private static readonly long[] FailAt = [0, 37, 63];

    // Published with one call after the consumer started, so it sees (most likely) one batch of 64.
    private static void PublishOneBatch(long hi, int count, Action<long, long> write, Action<long, long> publish)
    {
        long lo = hi - count + 1;
        for (long s = lo; s <= hi; s++)
        {
            write(s, s);
        }

        publish(lo, hi);
    }

    private sealed class CallLog
    {
        public long Calls;
        public long Sum;
    }

    private readonly struct FailingStructHandler(CallLog log, long[] failAt) : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            log.Calls++;
            if (Array.IndexOf(failAt, sequence) >= 0)
            {
                throw new InvalidOperationException($"failed at {sequence}");
            }

            log.Sum += data;
        }
    }

    private sealed class FailingClassArrayHandler(CallLog log, long[] failAt) : IEventHandler<long[]>
    {
        public void OnEvent(long[] data, long sequence, bool endOfBatch)
        {
            log.Calls++;
            if (Array.IndexOf(failAt, sequence) >= 0)
            {
                throw new InvalidOperationException($"failed at {sequence}");
            }

            log.Sum += data[0];
        }
    }

    private sealed class FailingHandler(long failAt, bool failOnStart = false) : IValueEventHandler<long>
    {
        public long Handled;

        public void OnStart()
        {
            if (failOnStart)
            {
                throw new InvalidOperationException("start failed");
            }
        }

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (sequence == failAt)
            {
                throw new InvalidOperationException($"failed at {sequence}");
            }

            Handled++;
        }
    }

    private sealed class FailingClassHandler(int failEvery) : IEventHandler<object>
    {
        public long Calls;

        public void OnEvent(object data, long sequence, bool endOfBatch)
        {
            Calls++;
            if (sequence % failEvery == failEvery - 1)
            {
                throw new InvalidOperationException($"failed at {sequence}");
            }
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
}
