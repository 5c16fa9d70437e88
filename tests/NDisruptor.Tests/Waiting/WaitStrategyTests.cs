using System;
using System.Reflection;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Dsl;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Waiting;

public sealed class WaitStrategyTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Theory]
    [InlineData("BusySpin")]
    [InlineData("Yielding")]
    [InlineData("Sleeping")]
    [InlineData("Blocking")]
    [InlineData("TimeoutBlocking")]
    [InlineData("PhasedBackoff")]
    public void A_waiting_consumer_wakes_when_the_producer_publishes_later(string name)
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8, TopologyTests.Create(name));
        var barrier = ring.NewBarrier();
        long seen = long.MinValue;
        var consumer = new Thread(() =>
        {
            SequenceWaitResult result;
            do
            {
                result = barrier.WaitFor(0);
            }
            while (result.IsTimeout);
            seen = result.Sequence;
        })
        { IsBackground = true };
        consumer.Start();

        Thread.Sleep(20); // let blocking strategies park
        long s = ring.Next();
        ring[s] = 5;
        ring.Publish(s);

        Assert.True(consumer.Join(Bound), $"{name} never woke the consumer");
        Assert.Equal(0, seen);
    }

    [Theory]
    [InlineData("BusySpin")]
    [InlineData("Yielding")]
    [InlineData("Sleeping")]
    [InlineData("Blocking")]
    [InlineData("PhasedBackoff")]
    public void Alerting_the_barrier_ends_a_wait(string name)
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8, TopologyTests.Create(name));
        var barrier = ring.NewBarrier();
        Exception? caught = null;
        var consumer = new Thread(() =>
        {
            try
            {
                barrier.WaitFor(0);
            }
            catch (AlertException ex)
            {
                caught = ex;
            }
        })
        { IsBackground = true };
        consumer.Start();
        Thread.Sleep(20);

        barrier.Alert();

        Assert.True(consumer.Join(Bound));
        Assert.IsType<AlertException>(caught);
        Assert.True(barrier.IsAlerted);
        barrier.ClearAlert();
        Assert.False(barrier.IsAlerted);
    }

    [Fact]
    public void Timeout_blocking_strategy_times_out_and_the_handler_gets_OnTimeout()
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
    public void Blocking_strategy_publishes_without_the_lock_when_nobody_is_parked()
    {
        // Another thread holds the strategy's lock the whole time: a producer that took the lock on
        // publish (instead of only when a consumer is parked) would block here and miss the bound.
        var strategy = new BlockingWaitStrategy();
        var ring = ValueRingBuffer<long>.CreateSingleProducer(1024, strategy);
        object gate = GateOf(strategy);
        using var holding = new ManualResetEventSlim(false);
        using var release = new ManualResetEventSlim(false);
        var holder = new Thread(() =>
        {
            lock (gate)
            {
                holding.Set();
                release.Wait();
            }
        })
        { IsBackground = true };
        holder.Start();
        holding.Wait();

        var producer = new Thread(() =>
        {
            for (int i = 0; i < 100_000; i++)
            {
                ring.Publish(ring.Next());
            }
        })
        { IsBackground = true };
        producer.Start();

        bool finished = producer.Join(Bound);
        release.Set();
        Assert.True(finished, "the producer blocked on the strategy's lock with no consumer parked");
        Assert.Equal(99_999, ring.Cursor);
    }

    [Fact]
    public void Bad_wait_strategy_arguments_are_rejected_with_the_value()
    {
        var ex = Assert.Throws<ArgumentOutOfRangeException>(() => new TimeoutBlockingWaitStrategy(TimeSpan.Zero));
        Assert.Contains("must be positive", ex.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentOutOfRangeException>(() => new SleepingWaitStrategy(-1));
        Assert.Throws<ArgumentOutOfRangeException>(() => new PhasedBackoffWaitStrategy(TimeSpan.FromTicks(-1), TimeSpan.Zero, new BlockingWaitStrategy()));
        Assert.Throws<ArgumentNullException>(() => new PhasedBackoffWaitStrategy(TimeSpan.Zero, TimeSpan.Zero, null!));
    }

    [Fact]
    public void Only_blocking_strategies_ask_producers_to_signal()
    {
        Assert.False(new BusySpinWaitStrategy().IsBlockingStrategy);
        Assert.False(new YieldingWaitStrategy().IsBlockingStrategy);
        Assert.False(new SleepingWaitStrategy().IsBlockingStrategy);
        Assert.True(new BlockingWaitStrategy().IsBlockingStrategy);
        Assert.True(new TimeoutBlockingWaitStrategy(TimeSpan.FromSeconds(1)).IsBlockingStrategy);
        Assert.True(PhasedBackoffWaitStrategy.WithLock(TimeSpan.Zero, TimeSpan.Zero).IsBlockingStrategy);
        Assert.False(PhasedBackoffWaitStrategy.WithSleep(TimeSpan.Zero, TimeSpan.Zero).IsBlockingStrategy);
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

    private static object GateOf(BlockingWaitStrategy strategy)
    {
        const BindingFlags Private = BindingFlags.Instance | BindingFlags.NonPublic;
        object lot = typeof(BlockingWaitStrategy).GetField("_parkingLot", Private)!.GetValue(strategy)!;
        return typeof(ParkingLot).GetField("_gate", Private)!.GetValue(lot)!;
    }
}
