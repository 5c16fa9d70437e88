using System.Reflection;
using System.Threading;
using Xunit;

namespace NDisruptor.Tests.Waiting;

public sealed class BlockingWaitStrategyTests() : WaitStrategyTestBase(() => new BlockingWaitStrategy(), consumersPark: true)
{
    [Fact]
    public void Producers_publish_without_the_lock_when_nobody_is_parked()
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

    private static object GateOf(BlockingWaitStrategy strategy)
    {
        const BindingFlags Private = BindingFlags.Instance | BindingFlags.NonPublic;
        object lot = typeof(BlockingWaitStrategy).GetField("_parkingLot", Private)!.GetValue(strategy)!;
        return typeof(ParkingLot).GetField("_gate", Private)!.GetValue(lot)!;
    }
}
