using System;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Threading;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Sequencing;

/// <summary>
/// A multi-producer ring's claims store the value their atomic add returned beside the cursor (the claim mark), and its
/// room check and publish check read that mark instead of the cursor. A mark is a value the cursor reached: it may lag the
/// cursor, never lead it, and a publish it does not cover must fall back to the cursor rather than be refused.
/// </summary>
public sealed class ClaimMarkTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Fact]
    public void The_mark_lies_on_the_value_s_cache_line_whichever_way_the_sequence_is_aligned()
    {
        // A sequence spans an odd number of 8-byte words, so consecutive ones put their values at both halves of a
        // 16-byte block; the test checks that both halves were seen.
        var sequences = new Sequence[64];
        for (int i = 0; i < sequences.Length; i++)
        {
            sequences[i] = new Sequence(i);
        }

        var halves = new HashSet<long>();
        Assert.True(GC.TryStartNoGCRegion(1 << 20), "the addresses must not move while they are compared");
        try
        {
            foreach (var sequence in sequences)
            {
                long value = (long)Unsafe.ByteOffset(ref Unsafe.NullRef<long>(), ref sequence.ValueRef);
                long mark = (long)Unsafe.ByteOffset(ref Unsafe.NullRef<long>(), ref sequence.Mark);
                Assert.Equal(8, Math.Abs(mark - value));
                Assert.Equal(value / 64, mark / 64);
                halves.Add(value & 8);
            }
        }
        finally
        {
            GC.EndNoGCRegion();
        }

        Assert.Equal(2, halves.Count);
        Assert.All(sequences, s => Assert.Equal(s.Value, s.Mark));
    }

    [Fact]
    public void A_publish_a_lagging_mark_does_not_cover_is_checked_against_the_cursor()
    {
        // Producers that race store their marks in either order, so the mark can hold an earlier claim's end. Set it back
        // by hand to 0, the end of an earlier claim: sequences 1 and 2 are claimed (the cursor says so) though the mark
        // does not show it.
        var (ring, poller) = Polled.NewRing(ProducerType.Multi, 8);
        long hi = ring.Next(3);
        Assert.Equal(2, hi);
        Sequence cursor = ring.Sequencer.CursorSequence;
        Assert.Equal(2, Volatile.Read(ref cursor.Mark));

        // The side of the mark is worked out again at every access, as the library does: a collection between two
        // accesses may have moved the sequence.
        Volatile.Write(ref cursor.Mark, 0);

        for (long s = 0; s <= hi; s++)
        {
            ring[s] = 10 + s;
        }

        ring.Publish(2);
        ring.Publish(1);

        // Past the cursor it is still refused, whatever the mark says.
        var ex = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(3));
        Assert.Contains("sequence 3 was never claimed (the highest claimed is 2)", ex.Message, StringComparison.Ordinal);

        ring.Publish(0);
        Assert.Equal([10L, 11L, 12L], Polled.Drain(poller));

        // A batch the lagging mark does not cover goes to the cursor too.
        long batchHi = ring.Next(2);
        Assert.Equal(4, batchHi);
        Volatile.Write(ref cursor.Mark, 2);
        ring[3] = 13;
        ring[4] = 14;
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(3, 5));
        ring.Publish(3, batchHi);
        Assert.Equal([13L, 14L], Polled.Drain(poller));
    }

    [Fact]
    public void Every_way_of_claiming_leaves_the_mark_at_the_cursor()
    {
        var (ring, _) = Polled.NewRing(ProducerType.Multi, 16);
        Sequence cursor = ring.Sequencer.CursorSequence;
        Assert.Equal(-1, Volatile.Read(ref cursor.Mark));

        ring.Next();
        Assert.Equal(0, Volatile.Read(ref cursor.Mark));
        ring.Next(3);
        Assert.Equal(3, Volatile.Read(ref cursor.Mark));
        Assert.True(ring.TryNext(out long tried));
        Assert.Equal(4, tried);
        Assert.Equal(4, Volatile.Read(ref cursor.Mark));
        Assert.True(ring.TryNext(2, out tried));
        Assert.Equal(6, Volatile.Read(ref cursor.Mark));
        Assert.Equal(cursor.Value, Volatile.Read(ref cursor.Mark));
    }

    [Fact]
    public void A_lagging_mark_lets_a_claim_on_a_full_ring_through_to_wait_after_its_add()
    {
        // The room check reads the mark; one that lags says there is room when there is none. The claim must then wait
        // after its add, as before the mark existed, and complete once the consumer moves.
        var (ring, consumer) = MultiProducerTests.FullRing(4);
        Volatile.Write(ref ring.Sequencer.CursorSequence.Mark, 0);
        long claimed = -1;
        var producer = new Thread(() => claimed = ring.Next()) { IsBackground = true };
        producer.Start();

        Assert.True(SpinWait.SpinUntil(() => ring.Cursor == 4, Bound), "the claim should add past the full ring");
        Assert.False(producer.Join(20));
        consumer.SetValue(0);
        Assert.True(producer.Join(Bound));
        Assert.Equal(4, claimed);
        Assert.Equal(1, ring.Sequencer.FullWaits);
    }

    [Fact]
    public void Racing_producers_never_move_the_mark_past_the_cursor_and_every_event_arrives_once_in_order()
    {
        const int producers = 4;
        const int perProducer = 40_000;
        var ring = ValueRingBuffer<EventFields>.CreateMultiProducer(64, new YieldingWaitStrategy());
        var poller = ring.NewPoller();
        Sequence cursor = ring.Sequencer.CursorSequence;
        var problems = new List<string>();
        long received = 0;
        bool done = false;

        // A sample reads the mark before the cursor: the cursor only grows, so a mark above it is one that led it.
        var watcher = new Thread(() =>
        {
            long samples = 0;
            while (!Volatile.Read(ref done))
            {
                long mark = Volatile.Read(ref cursor.Mark);
                long now = cursor.Value;
                if (mark > now)
                {
                    lock (problems)
                    {
                        problems.Add($"mark {mark} above cursor {now}");
                    }

                    return;
                }

                if (++samples % 8 == 0)
                {
                    Thread.Yield();
                }
            }
        }) { IsBackground = true };

        var next = new long[producers];
        var consumer = new Thread(() =>
        {
            var deadline = DateTime.UtcNow + Bound;
            while (Volatile.Read(ref received) < producers * perProducer && DateTime.UtcNow < deadline)
            {
                var state = poller.Poll((ref EventFields e, long sequence, bool end) =>
                {
                    if (e.Counter != next[e.Producer])
                    {
                        lock (problems)
                        {
                            problems.Add($"producer {e.Producer}: counter {e.Counter} where {next[e.Producer]} was due, at sequence {sequence}");
                        }
                    }

                    next[e.Producer] = e.Counter + 1;
                    Interlocked.Increment(ref received);
                    return true;
                });

                if (state != PollState.Processing)
                {
                    Thread.Yield();
                }
            }
        }) { IsBackground = true };

        watcher.Start();
        consumer.Start();
        Producers.RunThreads(producers, p => Producers.Publish(ring, p, perProducer, Producers.OfValue), Bound);
        Assert.True(consumer.Join(Bound), "the consumer should receive every event");
        Volatile.Write(ref done, true);
        Assert.True(watcher.Join(Bound));

        Assert.Empty(problems);
        Assert.Equal(producers * perProducer, received);
        Assert.All(next, n => Assert.Equal(perProducer, n));
        Assert.True(Volatile.Read(ref cursor.Mark) <= cursor.Value);
    }
}
