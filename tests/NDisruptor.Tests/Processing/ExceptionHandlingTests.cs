using System;
using System.Collections.Concurrent;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
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
}
