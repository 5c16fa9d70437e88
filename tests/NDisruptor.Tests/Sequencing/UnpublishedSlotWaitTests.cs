using System;
using System.Reflection;
using System.Threading;
using System.Threading.Tasks;
using Xunit;

namespace NDisruptor.Tests.Sequencing;

/// <summary>
/// A consumer that reaches a slot claimed by a producer that has not published it yet spins through the gap for
/// about a scheduler slice, then backs off; fewer consumers than cores spin so at once, and none while the slot's
/// producer waits for another consumer to make room. Whatever phase its wait is in, the slot is taken once published,
/// and an alert ends the wait.
/// </summary>
public sealed class UnpublishedSlotWaitTests
{
    // Far past the spin phase (about a millisecond): the wait has moved on to yields and sleeps by then.
    private static readonly TimeSpan PastTheSpinPhase = TimeSpan.FromMilliseconds(50);
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(10);

    [Fact]
    public async Task A_slot_published_long_after_the_spin_phase_is_taken_with_what_follows_it()
    {
        var ring = ValueRingBuffer<long>.CreateMultiProducer(16, new BusySpinWaitStrategy());
        var barrier = ring.NewBarrier();
        long late = ring.Next();
        long next = ring.Next();
        ring.ElementAt(next) = 2;
        ring.Publish(next);

        var waiter = Task.Factory.StartNew(() => barrier.WaitFor(late).Sequence, TaskCreationOptions.LongRunning);
        await Task.Delay(PastTheSpinPhase, TestContext.Current.CancellationToken);
        Assert.False(waiter.IsCompleted, "the consumer must not pass a slot nobody published");

        ring.ElementAt(late) = 1;
        ring.Publish(late);

        // WaitAsync bounds a failure (a TimeoutException): the consumer never took the slot.
        Assert.Equal(next, await waiter.WaitAsync(Bound, TestContext.Current.CancellationToken));
        Assert.Equal(1, ring.ElementAt(late));
        Assert.Equal(2, ring.ElementAt(next));
        AssertNoSlotSpinLeft(ring);
    }

    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(50)]
    public async Task An_alert_ends_a_wait_on_an_unpublished_slot_in_any_phase(int alertAfterMilliseconds)
    {
        var ring = ValueRingBuffer<long>.CreateMultiProducer(16, new BusySpinWaitStrategy());
        var barrier = ring.NewBarrier();
        long late = ring.Next();
        ring.Publish(ring.Next());

        using var waiting = new ManualResetEventSlim();
        var waiter = Task.Factory.StartNew(
            () =>
            {
                waiting.Set();
                return Assert.Throws<AlertException>(() => barrier.WaitFor(late));
            },
            TaskCreationOptions.LongRunning);
        Assert.True(waiting.Wait(Bound, TestContext.Current.CancellationToken));
        await Task.Delay(alertAfterMilliseconds, TestContext.Current.CancellationToken);

        barrier.Alert();

        // WaitAsync bounds a failure (a TimeoutException): the alert did not end the wait.
        await waiter.WaitAsync(Bound, TestContext.Current.CancellationToken);
        Assert.False(ring.IsPublished(late));
        AssertNoSlotSpinLeft(ring);
    }

    [Fact]
    public async Task A_slot_whose_producer_waits_for_a_slower_consumer_is_taken_once_published()
    {
        // The slow consumer has not read slot 4's previous lap, so slot 4's producer holds its claim while it waits for
        // room. A faster consumer reaching slot 4 finds the claim blocked (asserted here; when its wait stops spinning is
        // timing, which no test asserts) and backs off; it must still take the slot, and only once it is published.
        var (ring, slow, sequencer, producer) = Slot4HeldWhileItsProducerWaitsForRoom();
        Assert.False(sequencer.ClaimBlockedAtOrBelow(3), "slots below the blocked claim are not held by it");

        var fast = ring.NewBarrier();
        var waiter = Task.Factory.StartNew(() => fast.WaitFor(4).Sequence, TaskCreationOptions.LongRunning);
        await Task.Delay(PastTheSpinPhase, TestContext.Current.CancellationToken);
        Assert.False(waiter.IsCompleted, "the consumer must not pass a slot nobody published");

        slow.SetValue(0);
        Assert.Equal(4, await producer.WaitAsync(Bound, TestContext.Current.CancellationToken));
        Assert.False(sequencer.ClaimBlockedAtOrBelow(4), "a producer that found room must clear its mark");
        ring.ElementAt(4) = 44;
        ring.Publish(4);

        Assert.Equal(4, await waiter.WaitAsync(Bound, TestContext.Current.CancellationToken));
        Assert.Equal(44, ring.ElementAt(4));
        AssertNoSlotSpinLeft(ring);
    }

    [Fact]
    public async Task When_the_lowest_blocked_claim_gets_room_the_next_one_puts_its_mark_back()
    {
        // Two producers hold claims 4 and 5 while they wait for room; only the lower one's mark stands. The first gets
        // room and clears it; the second, still waiting, must mark its claim again.
        var (ring, slow, sequencer, lower) = Slot4HeldWhileItsProducerWaitsForRoom();
        var higher = ClaimPastTheFullRing(ring);
        Assert.True(SpinWait.SpinUntil(() => ring.Cursor == 5, Bound), "the claim of slot 5 should add past the full ring");

        slow.SetValue(0);
        Assert.Equal(4, await lower.WaitAsync(Bound, TestContext.Current.CancellationToken));
        Assert.True(SpinWait.SpinUntil(() => sequencer.ClaimBlockedAtOrBelow(5), Bound), "the claim of slot 5 still waits and should be marked");
        Assert.False(sequencer.ClaimBlockedAtOrBelow(4), "slot 4 was claimed by a producer that got its room");

        slow.SetValue(1);
        Assert.Equal(5, await higher.WaitAsync(Bound, TestContext.Current.CancellationToken));
        Assert.False(sequencer.ClaimBlockedAtOrBelow(5), "a producer that found room must clear its mark");
    }

    [Fact]
    public async Task A_producer_refused_by_a_closed_ring_clears_its_mark()
    {
        var (_, _, sequencer, producer) = Slot4HeldWhileItsProducerWaitsForRoom();

        sequencer.Close(new InvalidOperationException("the consumers stopped"));

        await Assert.ThrowsAsync<InvalidOperationException>(() => producer.WaitAsync(Bound, TestContext.Current.CancellationToken));
        Assert.False(sequencer.ClaimBlockedAtOrBelow(4), "a producer that stopped waiting must clear its mark");
    }

    [Fact]
    public void A_mark_left_by_a_producer_off_its_core_is_not_believed_once_the_consumers_made_room()
    {
        // A producer sets its mark as it waits, then yields; the consumers may drain the ring before it runs again to
        // clear it. Its claim is no longer blocked then, and a consumer must keep spinning for it.
        var (ring, slow) = MultiProducerTests.FullRing(4);
        var sequencer = (MultiProducerSequencer)ring.Sequencer;
        slow.SetValue(2);
        Assert.Equal(6, ring.Next(3));
        SetLowestClaimWaitingForRoom(sequencer, 4);

        Assert.False(sequencer.ClaimBlockedAtOrBelow(6), "slots 4 to 6 had room when claimed: the mark is out of date");
    }

    [Fact]
    public async Task A_mark_whose_slot_the_slowest_consumer_passed_is_not_believed()
    {
        // The producer of slot 2 marked it and yielded; every consumer has since passed slot 1, so that claim had its room,
        // whatever the producer of slot 6, which does wait for room, holds meanwhile. A consumer waiting on slot 5 must keep
        // spinning for slot 5's producer.
        var (ring, slow) = MultiProducerTests.FullRing(4);
        var sequencer = (MultiProducerSequencer)ring.Sequencer;
        slow.SetValue(1);
        Assert.Equal(5, ring.Next(2));
        var producer = ClaimPastTheFullRing(ring);
        Assert.True(SpinWait.SpinUntil(() => sequencer.ClaimBlockedAtOrBelow(6), Bound), "the claim of slot 6 should wait for room after its add");
        SetLowestClaimWaitingForRoom(sequencer, 2);

        Assert.False(sequencer.ClaimBlockedAtOrBelow(5), "the slowest consumer passed the slot before the mark: its claim had room");

        slow.SetValue(2);
        Assert.Equal(6, await producer.WaitAsync(Bound, TestContext.Current.CancellationToken));
    }

    [Fact]
    public void Fewer_consumers_than_cores_spin_a_slice_for_unpublished_slots_at_once()
    {
        var sequencer = (MultiProducerSequencer)ValueRingBuffer<long>.CreateMultiProducer(16, new BusySpinWaitStrategy()).Sequencer;
        int cores = Environment.ProcessorCount;
        Assert.Equal(cores - 1, TakeAndGiveBackEverySlotSpin(sequencer));
        if (cores > 1)
        {
            Assert.True(sequencer.TryStartSlotSpin());
            Assert.Equal(cores - 2, TakeAndGiveBackEverySlotSpin(sequencer));
            sequencer.EndSlotSpin();
            Assert.Equal(cores - 1, TakeAndGiveBackEverySlotSpin(sequencer));
        }
    }

    /// <summary>
    /// A full 4-slot ring whose slow consumer has read nothing, and a producer that claimed slot 4 and holds it while it
    /// waits for that consumer to make room.
    /// </summary>
    private static (ValueRingBuffer<long> Ring, Sequence Slow, MultiProducerSequencer Sequencer, Task<long> Producer) Slot4HeldWhileItsProducerWaitsForRoom()
    {
        var (ring, slow) = MultiProducerTests.FullRing(4);
        var sequencer = (MultiProducerSequencer)ring.Sequencer;
        var producer = ClaimPastTheFullRing(ring);
        Assert.True(SpinWait.SpinUntil(() => sequencer.ClaimBlockedAtOrBelow(4), Bound), "the claim of slot 4 should wait for room after its add");
        return (ring, slow, sequencer, producer);
    }

    /// <summary>
    /// Claims the next slot on a thread of its own, past a full ring: a lagging claim mark lets the room check pass, so
    /// the producer adds, then waits for room holding its claim.
    /// </summary>
    private static Task<long> ClaimPastTheFullRing(ValueRingBuffer<long> ring)
    {
        Volatile.Write(ref ring.Sequencer.CursorSequence.Mark, 0);
        return Task.Factory.StartNew(() => ring.Next(), TaskCreationOptions.LongRunning);
    }

    /// <summary>Every wait on the ring has given its place in the slice-long spin back.</summary>
    private static void AssertNoSlotSpinLeft(ValueRingBuffer<long> ring)
        => Assert.Equal(Environment.ProcessorCount - 1, TakeAndGiveBackEverySlotSpin((MultiProducerSequencer)ring.Sequencer));

    /// <summary>How many places in the slice-long spin are free: takes them all, then gives them back.</summary>
    private static int TakeAndGiveBackEverySlotSpin(MultiProducerSequencer sequencer)
    {
        int taken = 0;
        while (sequencer.TryStartSlotSpin())
        {
            taken++;
        }

        for (int i = 0; i < taken; i++)
        {
            sequencer.EndSlotSpin();
        }

        return taken;
    }

    private static void SetLowestClaimWaitingForRoom(MultiProducerSequencer sequencer, long first)
    {
        var field = typeof(MultiProducerSequencer).GetField("_lowestClaimWaitingForRoom", BindingFlags.Instance | BindingFlags.NonPublic)!;
        var mark = (PaddedLong)field.GetValue(sequencer)!;
        mark.Value = first;
        field.SetValue(sequencer, mark);
    }
}
