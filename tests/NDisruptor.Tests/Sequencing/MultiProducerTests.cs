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
        var ring = ValueRingBuffer<long>.CreateMultiProducer(4, new BusySpinWaitStrategy());
        var consumer = new Sequence();
        ring.AddGatingSequences(consumer);
        ring.Publish(0, ring.Next(4));
        long claimed = -1;
        var producer = new Thread(() => claimed = ring.Next()) { IsBackground = true };
        producer.Start();

        Assert.False(producer.Join(50));
        consumer.SetValue(0);
        Assert.True(producer.Join(Bound));
        Assert.Equal(4, claimed);
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
}
