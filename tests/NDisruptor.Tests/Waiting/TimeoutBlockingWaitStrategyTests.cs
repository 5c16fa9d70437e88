using System;
using System.Threading;
using Xunit;

namespace NDisruptor.Tests.Waiting;

public sealed class TimeoutBlockingWaitStrategyTests()
    : WaitStrategyTestBase(() => new TimeoutBlockingWaitStrategy(TimeSpan.FromMilliseconds(1)), consumersPark: true)
{
    [Fact]
    public void A_wait_that_times_out_calls_OnTimeout_with_the_last_sequence_handled()
    {
        using var d = new ValueDisruptor<long>(8, ProducerType.Single, new TimeoutBlockingWaitStrategy(TimeSpan.FromMilliseconds(2)));
        var handler = new TimeoutCounter();
        d.HandleEventsWith(handler);
        var ring = d.Start();

        Assert.True(handler.TimedOut.Wait(Bound));
        Assert.Equal(-1, handler.LastTimeoutSequence);

        ring.Publish(ring.Next());
        Assert.True(SpinWait.SpinUntil(() => Volatile.Read(ref handler.Events) == 1, Bound));
        handler.TimedOut.Reset();
        Assert.True(handler.TimedOut.Wait(Bound));
        Assert.Equal(0, handler.LastTimeoutSequence);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void A_timeout_too_long_for_the_clock_never_fires_and_events_still_arrive(bool maxValue)
    {
        // TimeSpan.MaxValue (or 300 years) in Stopwatch ticks does not fit a long: the deadline must saturate
        // to "never", not wrap into the past and time out at once, over and over.
        TimeSpan timeout = maxValue ? TimeSpan.MaxValue : TimeSpan.FromDays(300 * 365);
        using var d = new ValueDisruptor<long>(8, ProducerType.Single, new TimeoutBlockingWaitStrategy(timeout));
        var handler = new TimeoutCounter();
        d.HandleEventsWith(handler);
        var ring = d.Start();

        Assert.False(handler.TimedOut.Wait(TimeSpan.FromMilliseconds(200)));
        ring.Publish(ring.Next());
        Assert.True(SpinWait.SpinUntil(() => Volatile.Read(ref handler.Events) == 1, Bound));
        Assert.False(handler.TimedOut.IsSet);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void OnTimeout_still_runs_while_the_next_slot_is_claimed_and_not_published(bool behindPhasedBackoff)
    {
        // With several producers a consumer that finds the claim counter past its next event waits for that event's flag,
        // not on the strategy. A producer that stalls between claim and publish kept it waiting there with no timeout: the
        // handler's OnTimeout (a heartbeat, a flush) stopped for as long as the slot stayed unpublished. The same holds for
        // the strategy as a phased back-off's fallback.
        var timed = new TimeoutBlockingWaitStrategy(TimeSpan.FromMilliseconds(2));
        IWaitStrategy strategy = behindPhasedBackoff ? new PhasedBackoffWaitStrategy(TimeSpan.FromMicroseconds(1), TimeSpan.FromMicroseconds(10), timed) : timed;
        using var d = new ValueDisruptor<long>(8, ProducerType.Multi, strategy);
        var handler = new TimeoutCounter();
        d.HandleEventsWith(handler);
        var ring = d.Start();
        ring.Publish(ring.Next());
        Assert.True(SpinWait.SpinUntil(() => Volatile.Read(ref handler.Events) == 1, Bound));

        long stalled = ring.Next();
        for (int i = 0; i < 3; i++)
        {
            handler.TimedOut.Reset();
            Assert.True(handler.TimedOut.Wait(Bound), $"OnTimeout should run while sequence {stalled} is unpublished");
            Assert.Equal(0, handler.LastTimeoutSequence);
        }

        // Published at last, the event is handled.
        ring.Publish(stalled);
        Assert.True(SpinWait.SpinUntil(() => Volatile.Read(ref handler.Events) == 2, Bound));
    }

    [Fact]
    public void A_timeout_that_is_not_positive_is_rejected_with_the_value()
    {
        var ex = Assert.Throws<ArgumentOutOfRangeException>(() => new TimeoutBlockingWaitStrategy(TimeSpan.Zero));
        Assert.Contains("must be positive", ex.Message, StringComparison.Ordinal);
    }

    private sealed class TimeoutCounter : IValueEventHandler<long>
    {
        public readonly ManualResetEventSlim TimedOut = new(false);
        public long LastTimeoutSequence = long.MinValue;
        public long Events;

        public void OnEvent(ref long data, long sequence, bool endOfBatch) => Interlocked.Increment(ref Events);

        public void OnTimeout(long sequence)
        {
            LastTimeoutSequence = sequence;
            TimedOut.Set();
        }
    }
}
