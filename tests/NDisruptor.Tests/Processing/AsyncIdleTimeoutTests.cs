using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Processing;

/// <summary><see cref="IAsyncBatchEventHandler{T}.IdleTimeout"/>: <c>OnTimeout</c> for an async handler that sees no event for a period.</summary>
public sealed class AsyncIdleTimeoutTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(20);

    [Fact]
    public async Task An_idle_async_handler_gets_timeouts_with_the_last_sequence_it_handled()
    {
        using var d = new ValueDisruptor<long>(16, ProducerType.Single, new BlockingWaitStrategy());
        var handler = new TimingOutHandler(TimeSpan.FromMilliseconds(20));
        d.HandleEventsWith(handler);
        var ring = d.Start();
        await Waits.Until(() => handler.Timeouts.Contains(-1), "a timeout before any event", Bound);

        for (int i = 0; i < 3; i++)
        {
            ring.Publish(ring.Next());
        }

        await Waits.Until(() => handler.Timeouts.Contains(2), "a timeout after the third event", Bound);
        await d.ShutdownAsync(Bound);
        Assert.Equal(3, handler.Handled);
    }

    [Fact]
    public async Task Timeouts_stop_while_events_flow()
    {
        using var d = new ValueDisruptor<long>(64, ProducerType.Single, new BlockingWaitStrategy());

        // A period far longer than the producer's gaps: a timeout during the flow would mean the period did not restart.
        var period = TimeSpan.FromMilliseconds(400);
        var handler = new TimingOutHandler(period);
        d.HandleEventsWith(handler);
        var ring = d.Start();
        long first = ring.Cursor + 1;

        // When each event's claim began and its publish returned: the event was published between the two.
        var claimed = new List<long>();
        var published = new List<long>();
        var clock = Stopwatch.StartNew();
        while (clock.Elapsed < TimeSpan.FromMilliseconds(1_200))
        {
            claimed.Add(Stopwatch.GetTimestamp());
            ring.Publish(ring.Next());
            published.Add(Stopwatch.GetTimestamp());
            Thread.Sleep(1);
        }

        long last = ring.Cursor;
        await d.ShutdownAsync(Bound);

        // A timeout reports the last sequence handled, s, once the handler has waited a whole period after s without
        // s + 1 arriving. Inside the flow that is possible only where the producer itself paused (a descheduled test
        // thread on a loaded or emulated machine): s + 1 published a period or more after s. Any other timeout in the
        // flow means the period did not restart. (The flow's edges may race the first and last events.)
        foreach (long s in handler.Timeouts.Where(s => s >= first && s < last))
        {
            int i = (int)(s - first);

            // The longest the cursor can have stayed at s: from s's claim to the return of s + 1's publish.
            var longestStill = Stopwatch.GetElapsedTime(claimed[i], published[i + 1]);
            Assert.True(longestStill >= period, $"a timeout reported {s}, yet {s + 1} was published at most {longestStill.TotalMilliseconds:F0} ms after {s}: the period did not restart when events arrived");
        }

        Assert.Equal(last + 1, handler.Handled);
    }

    [Fact]
    public void The_period_restarts_when_the_awaited_sequence_moves()
    {
        // The last check needs two calls less than a period apart: a period of a few milliseconds is shorter than a
        // descheduled test thread on a loaded (or emulated) machine, so the period is long and the sleeps outlast it.
        var period = TimeSpan.FromMilliseconds(300);
        var moreThanAPeriod = period + TimeSpan.FromMilliseconds(100);
        using var timeout = AsyncIdleTimeout.Start(period, new AsyncWaiters().Add())!;
        Assert.False(timeout.IsDue(5));
        Thread.Sleep(moreThanAPeriod);
        Assert.False(timeout.IsDue(6));
        Thread.Sleep(moreThanAPeriod);
        Assert.True(timeout.IsDue(6));
        Assert.False(timeout.IsDue(6));
        Assert.Null(AsyncIdleTimeout.Start(Timeout.InfiniteTimeSpan, new AsyncWaiters().Add()));
    }

    [Fact]
    public async Task A_throwing_OnTimeout_goes_to_the_exception_handler_and_loses_no_event()
    {
        using var d = new ValueDisruptor<long>(8, ProducerType.Single, new BlockingWaitStrategy());
        var handler = new TimingOutHandler(TimeSpan.FromMilliseconds(10), throwOnTimeout: true);
        var exceptions = new RecordingExceptionHandler();
        d.HandleEventsWith(handler);
        d.SetExceptionHandler(handler, exceptions);
        var ring = d.Start();
        await Waits.Until(() => !exceptions.Failures.IsEmpty, "a failed timeout", Bound);

        for (int i = 0; i < 100; i++)
        {
            long s = ring.Next();
            ring[s] = s;
            ring.Publish(s);
        }

        await Waits.Until(() => handler.Handled == 100, "every event", Bound);
        await Waits.Until(() => exceptions.Failures.Any(f => f.Sequence == 99), "a failed timeout after the events", Bound);
        await d.ShutdownAsync(Bound);
        Assert.All(exceptions.Failures, f => Assert.Equal("timeout failed on purpose", f.Exception.Message));

        // Each failure reaches the exception handler with the sequence its timeout reported, the last one handled. Not
        // only -1 and 99: a producer descheduled for a period mid-loop (an emulated or loaded machine) lets a timeout
        // fall between two events, which is a timeout like any other.
        Assert.Equal(handler.Timeouts, exceptions.Failures.Select(f => f.Sequence));
        Assert.All(exceptions.Failures, f => Assert.InRange(f.Sequence, -1, 99));
    }

    [Fact]
    public async Task A_halt_during_an_idle_period_ends_the_run()
    {
        var d = new ValueDisruptor<long>(8, ProducerType.Single, new BlockingWaitStrategy());

        // A period no test outlives: the run must not wait for it to end.
        var handler = new TimingOutHandler(TimeSpan.FromHours(1));
        d.HandleEventsWith(handler);
        var ring = d.Start();
        ring.Publish(ring.Next());
        await Waits.Until(() => handler.Handled == 1, "the event", Bound);
        await d.ShutdownAsync(Bound);
        Assert.Empty(handler.Timeouts);
        d.Dispose();
    }

    [Theory]
    [InlineData(0)]
    [InlineData(-5)]
    public void A_period_that_is_not_positive_is_refused_with_the_value_named(int milliseconds)
    {
        using var d = new ValueDisruptor<long>(8, ProducerType.Single, new BlockingWaitStrategy());
        var ex = Assert.Throws<ArgumentOutOfRangeException>(() => d.HandleEventsWith(new TimingOutHandler(TimeSpan.FromMilliseconds(milliseconds))));
        Assert.Contains($"IdleTimeout {TimeSpan.FromMilliseconds(milliseconds)} of handler TimingOutHandler must be positive", ex.Message, StringComparison.Ordinal);
    }

    private sealed class TimingOutHandler(TimeSpan period, bool throwOnTimeout = false) : IAsyncBatchEventHandler<long>
    {
        private long _handled;

        public ConcurrentQueue<long> Timeouts { get; } = new();

        public long Handled => Volatile.Read(ref _handled);

        public TimeSpan IdleTimeout => period;

        public ValueTask OnBatchAsync(EventBatch<long> batch, long firstSequence, CancellationToken cancellationToken)
        {
            Volatile.Write(ref _handled, _handled + batch.Length);
            return default;
        }

        public void OnTimeout(long sequence)
        {
            Timeouts.Enqueue(sequence);
            if (throwOnTimeout)
            {
                throw new InvalidOperationException("timeout failed on purpose");
            }
        }
    }

    private sealed class RecordingExceptionHandler : IExceptionHandler<long>
    {
        public ConcurrentQueue<(Exception Exception, long Sequence)> Failures { get; } = new();

        public void HandleEventException(Exception exception, long sequence, long data) => Failures.Enqueue((exception, sequence));

        public void HandleOnStartException(Exception exception)
        {
        }

        public void HandleOnShutdownException(Exception exception)
        {
        }
    }
}
