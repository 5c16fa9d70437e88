using System;
using System.Threading;
using Xunit;

namespace NDisruptor.Tests.Sequencing;

/// <summary>
/// Where a claim must start to wait: a producer may run exactly one ring ahead of the slowest consumer. Both sequencers
/// decide it from a cached limit (the slowest consumer's sequence when last read, plus the ring's size), which these
/// tests hold to the exact slot, lap after lap, including after the limit was refreshed by a wait.
/// </summary>
public sealed class RoomBoundaryTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void A_producer_claims_a_whole_ring_ahead_of_the_consumer_and_waits_for_the_slot_after_it(ProducerType type)
    {
        const int size = 8;
        var ring = ValueRingBuffer<long>.Create(type, size, new BusySpinWaitStrategy());
        var consumer = new Sequence();
        ring.AddGatingSequences(consumer);
        long next = 0;

        for (int lap = 0; lap < 4; lap++)
        {
            // The consumer has read up to consumer.Value: every slot up to a ring beyond it is free, one claim at a time.
            while (next <= consumer.Value + size)
            {
                Assert.Equal(next, ring.Next());
                ring.Publish(next++);
            }

            Assert.Equal(lap, ring.Sequencer.FullWaits);
            Assert.False(ring.HasAvailableCapacity(1));
            Assert.False(ring.TryNext(out _));

            // The next claim waits on a thread of its own (a single-producer ring hands over to it: nothing is unpublished).
            long claimed = -1;
            var producer = new Thread(() => claimed = ring.Next()) { IsBackground = true };
            producer.Start();
            Assert.True(SpinWait.SpinUntil(() => ring.Sequencer.FullWaits == lap + 1, Bound), "the claim past the ring should wait");
            Assert.False(producer.Join(20));

            consumer.SetValue(consumer.Value + 1);
            Assert.True(producer.Join(Bound));
            Assert.Equal(next, claimed);
            ring.Publish(next++);

            // The consumer catches up by the rest of a ring, so the next lap starts with a whole ring of room again.
            consumer.SetValue(next - 1);
            Assert.True(ring.HasAvailableCapacity(size));
        }

        Assert.Equal(4, ring.Sequencer.FullWaits);
    }
}
