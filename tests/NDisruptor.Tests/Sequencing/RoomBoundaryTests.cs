using System;
using System.Threading;
using Xunit;

namespace NDisruptor.Tests.Sequencing;

/// <summary>
/// Where a claim must start to wait: a producer may run exactly one ring ahead of the slowest consumer. Both sequencers
/// decide it from a cached limit (the slowest consumer's sequence when last read, plus the ring's size), which these
/// tests hold to the exact slot, lap after lap, for claims of one slot and of several, including right after a wait,
/// when the limit the wait wrote is what the next claim checks first.
/// </summary>
public sealed class RoomBoundaryTests
{
    private const int Size = 8;
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Theory]
    [InlineData(ProducerType.Single, 1)]
    [InlineData(ProducerType.Single, 2)]
    [InlineData(ProducerType.Multi, 1)]
    [InlineData(ProducerType.Multi, 2)]
    public void A_producer_claims_a_whole_ring_ahead_of_the_consumer_and_waits_for_the_slots_after_it(ProducerType type, int n)
    {
        var ring = ValueRingBuffer<long>.Create(type, Size, new BusySpinWaitStrategy());
        var consumer = new Sequence();
        ring.AddGatingSequences(consumer);
        long next = 0;
        int waits = 0;

        for (int lap = 0; lap < 4; lap++)
        {
            // The consumer has read up to consumer.Value: every slot up to a ring beyond it is free.
            while (next + n - 1 <= consumer.Value + Size)
            {
                Assert.Equal(next + n - 1, ring.Next(n));
                ring.Publish(next, next + n - 1);
                next += n;
            }

            Assert.Equal(waits, ring.Sequencer.FullWaits);
            Assert.False(ring.HasAvailableCapacity(n));
            Assert.False(ring.TryNext(n, out _));

            // Twice in a row a claim waits until the consumer frees exactly n slots, the second one first checking the
            // limit the first one's wait wrote. Each waits on a thread of its own (a single-producer ring hands over to
            // it: nothing is unpublished).
            for (int step = 0; step < 2; step++)
            {
                var claim = new BlockedClaim(ring, n);
                Assert.True(SpinWait.SpinUntil(() => ring.Sequencer.FullWaits == waits + 1, Bound), "the claim past the ring should wait");
                waits++;

                // One slot short of room: still waiting (for n = 1 nothing moves yet).
                consumer.SetValue(consumer.Value + n - 1);
                Assert.False(claim.Finished(20));

                consumer.SetValue(consumer.Value + 1);
                Assert.Equal(next + n - 1, claim.Result());
                ring.Publish(next, next + n - 1);
                next += n;
            }

            // The consumer catches up, so the next lap starts with a whole ring of room.
            consumer.SetValue(next - 1);
        }

        Assert.Equal(waits, ring.Sequencer.FullWaits);
    }

    /// <summary>A claim of <c>n</c> slots on a thread of its own; whatever it throws fails the test, not the test run.</summary>
    private sealed class BlockedClaim
    {
        private readonly Thread _thread;
        private long _claimed = -1;
        private Exception? _error;

        public BlockedClaim(ValueRingBuffer<long> ring, int n)
        {
            _thread = new Thread(() =>
            {
                try
                {
                    _claimed = ring.Next(n);
                }
                catch (Exception e)
                {
                    _error = e;
                }
            })
            { IsBackground = true };
            _thread.Start();
        }

        public bool Finished(int milliseconds) => _thread.Join(milliseconds);

        public long Result()
        {
            Assert.True(_thread.Join(Bound), "the claim should end once the consumer made room");
            Assert.Null(_error);
            return _claimed;
        }
    }
}
