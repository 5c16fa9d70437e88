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
