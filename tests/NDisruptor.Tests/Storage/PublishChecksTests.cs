using System;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Storage;

/// <summary>
/// Publishing refuses, in every build, what would otherwise corrupt silently: a sequence nobody claimed (a
/// consumer would read a slot nobody wrote, and the event written later would be lost), one published
/// already, a negative one and one a lap behind. The tests run Debug builds of the library, but these
/// checks are compiled into every build (no conditional compilation guards them).
/// </summary>
public sealed class PublishChecksTests
{
    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void Publishing_a_sequence_nobody_claimed_throws_and_the_event_published_later_arrives(ProducerType type)
    {
        var (ring, poller) = Polled.NewRing(type, 16);
        for (int i = 0; i < 5; i++)
        {
            Polled.Publish(ring, 100 + i);
        }

        ring[5] = Polled.Stale;
        var ex = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(5));
        Assert.Contains("sequence 5 was never claimed (the highest claimed is 4)", ex.Message, StringComparison.Ordinal);
        Assert.Equal([100L, 101L, 102L, 103L, 104L], Polled.Drain(poller));

        Assert.Equal(5, Polled.Publish(ring, 105));
        Assert.Equal([105L], Polled.Drain(poller));
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void Publishing_a_sequence_twice_throws_and_consumers_see_it_once(ProducerType type)
    {
        var (ring, poller) = Polled.NewRing(type);
        long sequence = Polled.Publish(ring, 7);
        var ex = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(sequence));
        Assert.Contains("sequence 0 was already published", ex.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.PublishAborted(sequence));
        Assert.Equal([7L], Polled.Drain(poller));
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void Publishing_a_negative_sequence_throws(ProducerType type)
    {
        var (ring, poller) = Polled.NewRing(type);
        var ex = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(-1));
        Assert.Contains("sequence -1 is negative", ex.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(-9));
        Assert.Empty(Polled.Drain(poller));
        Assert.Equal(0, Polled.Publish(ring, 1));
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void Publishing_a_sequence_a_lap_behind_throws_and_leaves_the_newer_event_intact(ProducerType type)
    {
        var (ring, poller) = Polled.NewRing(type, 8);
        for (int i = 0; i < 8; i++)
        {
            Polled.Publish(ring, i);
        }

        Assert.Equal(8, Polled.Drain(poller).Count);
        long next = ring.Next();
        Assert.Equal(8, next);
        ring[next] = 800;

        // Sequence 0 shares slot 0 with sequence 8, claimed and not yet published.
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(0));
        ring.Publish(next);
        Assert.Equal([800L], Polled.Drain(poller));
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(0));
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void A_batch_publish_that_overlaps_a_published_sequence_throws_and_publishes_nothing_twice(ProducerType type)
    {
        var (ring, poller) = Polled.NewRing(type, 16);
        long hi = ring.Next(4);
        for (long s = 0; s <= hi; s++)
        {
            ring[s] = 10 + s;
        }

        ring.Publish(0, 1);
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(1, hi));
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(2, hi + 1));
        ring.Publish(2, hi);
        Assert.Equal([10L, 11L, 12L, 13L], Polled.Drain(poller));
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void A_batch_publish_refuses_every_range_that_is_not_its_claim_and_the_claim_then_arrives_once(ProducerType type)
    {
        var (ring, poller) = Polled.NewRing(type, 16);
        Polled.Publish(ring, 1);
        long hi = ring.Next(4);
        long lo = hi - 3;
        for (long s = lo; s <= hi; s++)
        {
            ring[s] = 20 + s;
        }

        // Each refusal names its own fault: the range's shape first, then the claims.
        var reversed = Assert.Throws<ArgumentException>(() => ring.Publish(hi, lo));
        Assert.Contains($"lo {hi} to hi {lo} is not a claimed batch", reversed.Message, StringComparison.Ordinal);
        var overlong = Assert.Throws<ArgumentException>(() => ring.Publish(hi - 16, hi));
        Assert.Contains("is not a claimed batch (1 to 16 sequences", overlong.Message, StringComparison.Ordinal);
        var unclaimed = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(lo, hi + 1));
        Assert.Contains($"sequence {hi + 1} was never claimed", unclaimed.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(lo - 1, hi));
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(-1, hi));
        Assert.Equal([1L], Polled.Drain(poller));

        ring.Publish(lo, hi);
        Assert.Equal([21L, 22L, 23L, 24L], Polled.Drain(poller));
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(lo, hi));
        Assert.Empty(Polled.Drain(poller));
    }

    [Fact]
    public void A_multi_producer_ring_refuses_a_publish_of_the_sequence_another_producer_claims_next()
    {
        // The cursor says what was claimed: a producer that publishes past it would publish someone else's slot.
        var (ring, poller) = Polled.NewRing(ProducerType.Multi);
        long mine = ring.Next();
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(mine + 1));
        long theirs = ring.Next();
        ring[theirs] = 2;
        ring.Publish(theirs);
        ring[mine] = 1;
        ring.Publish(mine);
        Assert.Equal([1L, 2L], Polled.Drain(poller));
    }
}
