using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Storage;

/// <summary>
/// A multi-producer batch publish checks every flag of the batch before it sets any: a batch with one sequence published
/// already is refused whole, wherever that sequence lies, whether the batch's flags lie in one run or wrap from the last flag
/// to the first, at any lap, and on a ring whose flags outnumber its capacity. Batches of up to three flags are checked one
/// flag at a time, longer ones four to a load, the last four overlapping the others; the lengths below take each path.
/// </summary>
public sealed class BatchPublishChecksTests
{
    private const int Capacity = 16;

    public static TheoryData<int, int, bool> Batches()
    {
        var data = new TheoryData<int, int, bool>();
        foreach (bool spread in new[] { false, true })
        {
            // Events published before the batch: the batch starts at flag 0, mid-run, near the end so that it wraps
            // (12 + 10 > 16), and on later laps: of the 16 flags from 19 on, of a spread ring's 64 flags from 70 on.
            foreach (int before in new[] { 0, 3, 12, 19, 60, 70, 130 })
            {
                foreach (int length in new[] { 1, 3, 4, 5, 8, 10, 13, 16 })
                {
                    data.Add(before, length, spread);
                }
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Batches))]
    public void A_batch_with_any_one_sequence_published_already_is_refused_whole_and_the_rest_arrives_once(int before, int length, bool spread)
    {
        for (int published = 0; published < length; published++)
        {
            var (ring, poller, lo, hi) = ClaimAfter(before, length, spread);

            long early = lo + published;
            ring.Publish(early);
            var ex = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(lo, hi));
            Assert.Contains($"sequence {early} was already published", ex.Message, StringComparison.Ordinal);

            // Consumers see up to the first gap: only the early event if it leads the batch, nothing otherwise. Either way, a
            // flag the refused publish set would show here.
            Assert.Equal(early == lo ? [1000 + lo] : [], Polled.Drain(poller));

            if (early > lo)
            {
                ring.Publish(lo, early - 1);
            }

            if (early < hi)
            {
                ring.Publish(early + 1, hi);
            }

            var expected = Enumerable.Range(0, length).Select(i => 1000 + lo + i).Where(v => early > lo || v != 1000 + lo);
            Assert.Equal(expected, Polled.Drain(poller));
            Assert.Equal(hi, ring.Cursor);
        }
    }

    [Theory]
    [MemberData(nameof(Batches))]
    public void A_batch_claimed_whole_arrives_whole_once_and_a_second_publish_is_refused(int before, int length, bool spread)
    {
        var (ring, poller, lo, hi) = ClaimAfter(before, length, spread);

        // The claim shifted one on is refused for the sequence past it, and one back (when there is one) for the sequence
        // before it, published already; each before any flag is set.
        var unclaimed = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(lo + 1, hi + 1));
        Assert.Contains($"sequence {hi + 1} was never claimed", unclaimed.Message, StringComparison.Ordinal);
        if (lo > 0)
        {
            var behind = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(lo - 1, hi - 1));
            Assert.Contains($"sequence {lo - 1} was already published", behind.Message, StringComparison.Ordinal);
        }

        Assert.Empty(Polled.Drain(poller));

        ring.Publish(lo, hi);
        Assert.Equal(Enumerable.Range(0, length).Select(i => 1000 + lo + i), Polled.Drain(poller));
        var again = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(lo, hi));
        Assert.Contains("its slot's flag already holds this lap", again.Message, StringComparison.Ordinal);

        // The same flags a lap of them earlier: their flags now hold a later lap.
        int flags = FlagsOf(ring).Count;
        if (lo >= flags)
        {
            var stale = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(lo - flags, hi - flags));
            Assert.Contains($"sequence {lo - flags} was already published (its slot was since published for sequence {lo}, a later lap)", stale.Message, StringComparison.Ordinal);
        }

        Assert.Empty(Polled.Drain(poller));
    }

    [Fact]
    public void A_negative_batch_whose_flags_do_not_wrap_is_refused_as_negative()
    {
        var (ring, poller) = NewRing(spread: false);
        var ex = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(-4, -1));
        Assert.Contains("sequence -4 is negative", ex.Message, StringComparison.Ordinal);

        // Far enough below zero, a sequence's lap is 0, which the fresh flags' -1 is before: only the sign refuses it.
        var far = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(long.MinValue, long.MinValue + 3));
        Assert.Contains($"sequence {long.MinValue} is negative", far.Message, StringComparison.Ordinal);
        Assert.Empty(Polled.Drain(poller));
        Assert.Equal(0, Polled.Publish(ring, 7));
        Assert.Equal([7L], Polled.Drain(poller));
    }

    [Fact]
    public void A_batch_the_claim_mark_lags_behind_is_checked_against_the_cursor_and_arrives()
    {
        // Another producer that added before this one may store its mark after it: the mark then lags the cursor.
        var (ring, poller, lo, hi) = ClaimAfter(before: 3, length: 10, spread: false);
        Volatile.Write(ref ring.Sequencer.CursorSequence.Mark, lo - 1);
        ring.Publish(lo, hi);
        Assert.Equal(Enumerable.Range(0, 10).Select(i => 1000 + lo + i), Polled.Drain(poller));

        var unclaimed = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(hi + 1, hi + 4));
        Assert.Contains($"sequence {hi + 1} was never claimed", unclaimed.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_translator_that_publishes_a_sequence_of_its_own_batch_has_the_batch_refused()
    {
        var (ring, poller) = NewRing(spread: false);
        long[] values = [10, 11, 12, 13, 14, 15];
        var ex = Assert.Throws<ArgumentOutOfRangeException>(() => ring.PublishEvents(
            (ref long slot, long sequence, long value) =>
            {
                slot = value;
                if (value == 13)
                {
                    ring.Publish(sequence);
                }
            },
            values));
        Assert.Contains("sequence 3 was already published", ex.Message, StringComparison.Ordinal);
        Assert.Empty(Polled.Drain(poller));

        // The rest of the claim is still the producer's to publish; each event then arrives once.
        ring.Publish(0, 2);
        ring.Publish(4, 5);
        Assert.Equal(values, Polled.Drain(poller));
    }

    [Fact]
    public void Laps_compare_by_their_difference_across_the_wrap_of_the_lap_counter()
    {
        // After 2^31 laps a flag's lap wraps from int.MaxValue to int.MinValue: a flag at int.MaxValue is a lap before
        // int.MinValue, and one at int.MinValue is that lap. Every run length from the scalar check to two vector loads.
        var flags = new SlotFlags(16);
        for (int count = 1; count <= 9; count++)
        {
            for (int i = 0; i < count; i++)
            {
                flags.For(i) = int.MaxValue;
            }

            Assert.True(flags.RunBefore(0, count, int.MinValue));
            for (int published = 0; published < count; published++)
            {
                flags.For(published) = int.MinValue;
                Assert.False(flags.RunBefore(0, count, int.MinValue));
                flags.For(published) = int.MaxValue;
            }
        }
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void A_batch_scope_disposed_again_throws_and_publishes_nothing_more(ProducerType type)
    {
        var (ring, poller) = Polled.NewRing(type, Capacity);
        var batch = ring.PublishEvents(10);
        for (int i = 0; i < batch.Count; i++)
        {
            batch.Event(i) = 40 + i;
        }

        batch.Dispose();
        Assert.Equal(Enumerable.Range(40, 10).Select(v => (long)v), Polled.Drain(poller));
        Assert.Contains("already published", ScopeRefusals.DisposeRefusal(batch), StringComparison.Ordinal);
        Assert.Empty(Polled.Drain(poller));
    }

    /// <summary>
    /// A new ring that has published and handed its poller <paramref name="before"/> events, one at a time so that it never
    /// fills, then claimed a batch of <paramref name="length"/>, each event written as 1000 + its sequence, not published.
    /// </summary>
    private static (ValueRingBuffer<long> Ring, EventPoller<long> Poller, long Lo, long Hi) ClaimAfter(int before, int length, bool spread)
    {
        var (ring, poller) = NewRing(spread);
        for (int i = 0; i < before; i++)
        {
            Polled.Publish(ring, i);
            Assert.Equal([(long)i], Polled.Drain(poller));
        }

        long hi = ring.Next(length);
        long lo = hi - length + 1;
        for (long s = lo; s <= hi; s++)
        {
            ring[s] = 1000 + s;
        }

        return (ring, poller, lo, hi);
    }

    private static SlotFlags FlagsOf(ValueRingBuffer<long> ring) => ((MultiProducerSequencer)ring.Sequencer).Flags;

    private static (ValueRingBuffer<long> Ring, EventPoller<long> Poller) NewRing(bool spread)
    {
        // 64 slots of 8 bytes span 512 bytes: a lap of 512 bytes spreads the 16 sequences over 64 slots and flags.
        var ring = spread
            ? ValueRingBuffer<long>.Create(ProducerType.Multi, Capacity, new BusySpinWaitStrategy(), lapBytes: 512)
            : ValueRingBuffer<long>.CreateMultiProducer(Capacity, new BusySpinWaitStrategy());
        Assert.Equal(spread ? 64 : Capacity, FlagsOf(ring).Count);
        return (ring, ring.NewPoller());
    }
}
