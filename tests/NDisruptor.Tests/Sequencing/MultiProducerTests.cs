using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Sequencing;

public sealed class MultiProducerTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Fact]
    public void Concurrent_TryNext_never_claims_more_than_the_ring_holds()
    {
        // No consumer moves, so exactly BufferSize slots can ever be claimed, however the claims race.
        const int size = 1024;
        var ring = ValueRingBuffer<long>.CreateMultiProducer(size, new BusySpinWaitStrategy());
        ring.AddGatingSequences(new Sequence());
        var claimedBy = new List<long>[4];

        Producers.RunThreads(4, p =>
        {
            var mine = claimedBy[p] = [];
            int n = p + 1;
            int failures = 0;
            while (failures < 1000)
            {
                if (ring.TryNext(n, out long hi))
                {
                    for (long s = hi - n + 1; s <= hi; s++)
                    {
                        mine.Add(s);
                    }

                    ring.Publish(hi - n + 1, hi);
                }
                else
                {
                    failures++;
                    n = 1;
                }
            }
        }, Bound);

        var all = claimedBy.SelectMany(c => c).OrderBy(s => s).ToList();
        Assert.Equal(Enumerable.Range(0, size).Select(i => (long)i), all);
        Assert.Equal(size - 1, ring.Cursor);
        Assert.Equal(0, ring.GetRemainingCapacity());
    }

    [Fact]
    public void Consumers_see_only_the_published_prefix_when_producers_publish_out_of_order()
    {
        var ring = ValueRingBuffer<long>.CreateMultiProducer(8, new BusySpinWaitStrategy());
        var barrier = ring.NewBarrier();
        long a = ring.Next();
        long b = ring.Next();
        long c = ring.Next();
        ring.Publish(c);
        ring.Publish(a);

        Assert.Equal(a, barrier.WaitFor(0).Sequence);
        Assert.True(ring.IsPublished(c));
        Assert.False(ring.IsPublished(b));

        ring.Publish(b);
        Assert.Equal(c, barrier.WaitFor(0).Sequence);
    }

    [Fact]
    public void A_producer_blocked_on_a_full_ring_resumes_when_the_consumer_moves()
    {
        var (ring, consumer) = FullRing(4);
        long claimed = -1;
        var producer = new Thread(() => claimed = ring.Next()) { IsBackground = true };
        producer.Start();

        Assert.False(producer.Join(50));
        consumer.SetValue(0);
        Assert.True(producer.Join(Bound));
        Assert.Equal(4, claimed);
    }

    [Fact]
    public void Producers_facing_a_full_ring_wait_before_they_claim()
    {
        // A claim held while its producer waits for room is a slot only that producer can publish: with more threads
        // than cores the consumer reaches it while the producer is off the core, and stalls. So waiting producers
        // must leave the cursor, which counts claims, where the published events end.
        var (ring, consumer) = FullRing(4);
        var claimed = new long[2];
        var producers = new[] { 0, 1 }.Select(p => new Thread(() => claimed[p] = ring.Next()) { IsBackground = true }).ToArray();
        foreach (var producer in producers)
        {
            producer.Start();
        }

        Assert.True(SpinWait.SpinUntil(() => ring.Sequencer.FullWaits >= 2, Bound), "both producers should find the ring full");
        Assert.Equal(3, ring.Cursor);
        Assert.All(producers, p => Assert.False(p.Join(20)));

        consumer.SetValue(1);
        Assert.All(producers, p => Assert.True(p.Join(Bound)));
        Assert.Equal(new long[] { 4, 5 }, claimed.Order());
        Assert.Equal(5, ring.Cursor);
    }

    [Fact]
    public void A_batch_claim_waiting_for_room_is_overtaken_by_at_most_a_ring()
    {
        // Slots free one at a time and another producer takes each at once: a claim of four never finds four free.
        // Waiting without a claim it has no place in line, so after a whole ring of others' claims it must claim anyway.
        const int size = 8;
        var (ring, consumer) = FullRing(size);
        long batchHi = -1;
        var batch = new Thread(() => batchHi = ring.Next(4)) { IsBackground = true };
        batch.Start();
        Assert.True(SpinWait.SpinUntil(() => ring.Sequencer.FullWaits == 1, Bound), "the batch claim should find the ring full");

        for (long freed = 0; freed < size; freed++)
        {
            consumer.SetValue(freed);
            ring.Publish(ring.Next());
        }

        // The other producer claimed a ring (8 to 15) during the wait: the batch has now claimed 16 to 19 and waits
        // for them after its add, counted once.
        Assert.True(SpinWait.SpinUntil(() => ring.Cursor == 19, Bound), $"the batch claim should have claimed; cursor {ring.Cursor}");
        Assert.False(batch.Join(20));
        Assert.Equal(1, ring.Sequencer.FullWaits);

        consumer.SetValue(11);
        Assert.True(batch.Join(Bound));
        Assert.Equal(19, batchHi);
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

    [Theory]
    [InlineData(RingKind.Value)]
    [InlineData(RingKind.Class)]
    public async Task Batches_of_every_length_from_three_producers_through_every_batch_form_arrive_once_in_order(RingKind kind)
    {
        // A 32-slot ring and batches of 1 to 32: batch publishes check one flag at a time and four to a load, with and without
        // a run that wraps from the last flag to the first, while the other producers claim and publish around them.
        const int PerProducer = 30_000;
        using var d = new TestDisruptor(kind, 32, ProducerType.Multi, new YieldingWaitStrategy());
        var consumer = new Stage("consumer", 3 * PerProducer, 3);
        d.Handle(null, consumer);
        d.Start();

        Producers.RunThreads(3, p => d.PublishBatches(p, PerProducer), Bound);

        StageAssert.AllSawEverything(Bound, 3 * PerProducer, Expectations.SumFor(3, PerProducer), consumer);
        await d.ShutdownAsync(Bound);
    }

    /// <summary>A multi-producer ring of <paramref name="size"/> slots, all published, gated by a consumer sequence the test moves by hand.</summary>
    internal static (ValueRingBuffer<long> Ring, Sequence Consumer) FullRing(int size)
    {
        var ring = ValueRingBuffer<long>.CreateMultiProducer(size, new BusySpinWaitStrategy());
        var consumer = new Sequence();
        ring.AddGatingSequences(consumer);
        ring.Publish(0, ring.Next(size));
        return (ring, consumer);
    }
}
