using System;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Sequencing;

/// <summary>
/// A producer's room is measured from what is published, not from what is claimed: no consumer gets past an unpublished
/// sequence, and a consumer added now starts after the last sequence through which everything is published. So claims never
/// lap a consumer that joined while claims were held unpublished, and no claim takes the slot of an unpublished one, with
/// consumers or without: a single producer's own is refused at once, where it used to wait forever (with a consumer) or take
/// that slot (with none); another producer's is waited for.
/// </summary>
public sealed class UnpublishedClaimRoomTests
{
    private const int Size = 4;
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void A_consumer_added_while_the_producer_holds_claims_is_never_lapped(ProducerType type)
    {
        var ring = ValueRingBuffer<long>.Create(type, Size, new BusySpinWaitStrategy());
        for (int i = 0; i < Size - 1; i++)
        {
            Polled.Publish(ring, i);
        }

        // Two claims held unpublished, the second past the first lap: it measures room while nobody gates the ring.
        long held = ring.Next();
        long next = ring.Next();
        using var poller = ring.NewPoller();
        long start = poller.Sequence.Value;
        ring[held] = held;
        ring[next] = next;
        ring.Publish(held);
        ring.Publish(next);

        // Claims go on without waiting as far as a ring past where the poller started, and no further.
        long last = next;
        while (ring.TryNext(out long sequence))
        {
            Assert.True(sequence <= start + Size, $"claimed {sequence}, a lap past the poller, which started at {start}");
            ring[sequence] = sequence;
            ring.Publish(sequence);
            last = sequence;
        }

        Assert.Equal(start + Size, last);

        // The poller reads each sequence after its start once, each with the value published for it.
        var expected = new System.Collections.Generic.List<long>();
        for (long s = start + 1; s <= last; s++)
        {
            expected.Add(s);
        }

        Assert.Equal(expected, Polled.Drain(poller));
    }

    public enum Claim
    {
        Next,
        NextOfTwo,
        TryNext,
        TryNextWithTimeout,
        NextWithToken,
        NextAsync,
    }

    [Theory]
    [InlineData(Claim.Next, false)]
    [InlineData(Claim.Next, true)]
    [InlineData(Claim.NextOfTwo, false)]
    [InlineData(Claim.NextOfTwo, true)]
    [InlineData(Claim.TryNext, false)]
    [InlineData(Claim.TryNext, true)]
    [InlineData(Claim.TryNextWithTimeout, true)]
    [InlineData(Claim.NextWithToken, true)]
    [InlineData(Claim.NextAsync, false)]
    [InlineData(Claim.NextAsync, true)]
    public void A_claim_that_needs_the_slot_of_the_producers_own_unpublished_claim_is_refused_at_once(Claim claim, bool withConsumer)
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(Size, new BusySpinWaitStrategy());
        var consumer = new Sequence();
        if (withConsumer)
        {
            ring.AddGatingSequences(consumer);
        }

        // The claims hold every slot but one (a claim of two needs it and the first), or all of them.
        int held = claim == Claim.NextOfTwo ? Size - 1 : Size;
        long hi = -1;
        Exception? refused = null;

        // On a thread of its own, the producer's, so that a claim that waits instead fails the test after the bound rather
        // than holding up the run (the waits below are minutes long; a refusal takes none of it).
        var producer = new Thread(() =>
        {
            hi = ring.Next(held);
            using var cancellation = new CancellationTokenSource(TimeSpan.FromMinutes(5));
            try
            {
                _ = claim switch
                {
                    Claim.Next => ring.Next(),
                    Claim.NextOfTwo => ring.Next(2),
                    Claim.TryNext => ring.TryNext(out long s) ? s : -1,
                    Claim.TryNextWithTimeout => ring.TryNext(TimeSpan.FromMinutes(5), out long s) ? s : -1,
                    Claim.NextWithToken => ring.Next(cancellation.Token),
                    _ => ring.NextAsync(cancellation.Token).AsTask().GetAwaiter().GetResult(),
                };
            }
            catch (Exception exception)
            {
                refused = exception;
            }
        })
        { IsBackground = true };
        producer.Start();
        Assert.True(producer.Join(TimeSpan.FromSeconds(30)), "the claim waited for room only the producer's own publish could make");

        var error = Assert.IsType<InvalidOperationException>(refused);
        Assert.Contains($"which this single producer claimed and has not published (published through -1, claimed through {hi})", error.Message, StringComparison.Ordinal);
        Assert.Equal(0, ring.Sequencer.FullWaits);

        // Nothing was claimed by the refusal: the held claims publish as they were, and the ring goes on from them (on this
        // thread now, as a producer may move once it has published everything it claimed).
        for (long s = 0; s <= hi; s++)
        {
            ring[s] = s;
        }

        ring.Publish(0, hi);
        if (withConsumer)
        {
            // Published now, so the consumer's position, not the producer's, keeps the slots: one more than are free is refused.
            Assert.False(ring.TryNext(Size - held + 1, out _));
            consumer.SetValue(hi);
        }

        Assert.Equal(hi + 1, ring.Next());
    }

    [Fact]
    public async Task With_nothing_gating_them_several_producers_keep_off_the_slot_of_an_unpublished_claim()
    {
        var ring = ValueRingBuffer<long>.CreateMultiProducer(Size, new BusySpinWaitStrategy());
        for (int i = 0; i < Size - 1; i++)
        {
            Polled.Publish(ring, i);
        }

        // One producer holds its claim; the others publish a ring past the last sequence published before it, and no
        // further: the next claim would take the held claim's slot, and its producer would then write over that event.
        long held = ring.Next();
        for (int i = 1; i < Size; i++)
        {
            Assert.Equal(held + i, Polled.Publish(ring, held + i));
        }

        Assert.False(ring.TryNext(out long lapping), $"claimed {lapping}, the slot of {held}, which is claimed and not published");
        Task<long> waiting = Task.Run(() => Polled.Publish(ring, held + Size));

        // A poller added now starts before the held claim, and reads it first, with the event written for it.
        using var poller = ring.NewPoller();
        Assert.Equal(held - 1, poller.Sequence.Value);
        Assert.Empty(Polled.Drain(poller));
        Assert.False(waiting.IsCompleted, "a claim took the slot of the held one");
        ring[held] = held;
        ring.Publish(held);
        Assert.Equal([held, held + 1, held + 2, held + 3], Polled.Drain(poller));

        // Read, the held slot is free: the waiting claim takes it.
        Assert.Equal(held + Size, await waiting.WaitAsync(Bound));
        Assert.Equal([held + Size], Polled.Drain(poller));
    }

    [Fact]
    public async Task Pollers_that_come_and_go_while_several_producers_run_read_every_event_as_written()
    {
        // With nothing gating them, a producer that holds its claim a while (a yield between claim and write) used to be
        // lapped by the other: both wrote one slot, and a poller added then read one event in the other's place, or waited
        // for good on a sequence whose publish was refused. Each poller leaves the ring with nothing gating it again.
        var ring = ValueRingBuffer<long>.CreateMultiProducer(8, new YieldingWaitStrategy());
        using var stop = new CancellationTokenSource();
        Task Produce(bool slow) => Task.Factory.StartNew(() =>
        {
            for (int n = 1; !stop.IsCancellationRequested; n++)
            {
                long s = ring.Next();
                if (slow && n % 8 == 0)
                {
                    Thread.Yield();
                }

                ring[s] = s;
                ring.Publish(s);
            }
        }, CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default);
        Task[] producers = [Produce(slow: false), Produce(slow: true)];

        string? error = null;
        int pollers = 0;
        var clock = System.Diagnostics.Stopwatch.StartNew();
        while (clock.ElapsedMilliseconds < 1_000 && error is null)
        {
            using var poller = ring.NewPoller();
            pollers++;
            var checker = new SequencePayloadChecker();
            var sinceProgress = System.Diagnostics.Stopwatch.StartNew();
            while (checker.Count < 16 && checker.Error is null && error is null)
            {
                long before = checker.Count;
                poller.Poll((ref long e, long sequence, bool endOfBatch) => checker.Check(e, sequence));
                if (checker.Count != before)
                {
                    sinceProgress.Restart();
                }
                else if (sinceProgress.Elapsed > Bound)
                {
                    error = $"poller {pollers}, started at {poller.Sequence.Value - checker.Count}, read nothing more after {checker.Count} events";
                }
            }

            error ??= checker.Error;
        }

        stop.Cancel();
        await Task.WhenAll(producers).WaitAsync(Bound);
        Assert.Null(error);
        Assert.True(pollers > 1);
    }

    [Fact]
    public void Remaining_capacity_leaves_out_the_slots_of_unpublished_claims()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(Size, new BusySpinWaitStrategy());
        ring.Next(3);
        Assert.Equal(1, ring.GetRemainingCapacity());
        Assert.True(ring.HasAvailableCapacity(1));
        Assert.False(ring.HasAvailableCapacity(2));
    }
}
