using System;
using System.Threading;
using System.Threading.Tasks;
using Xunit;

namespace NDisruptor.Tests.Sequencing;

/// <summary>
/// A consumer that reaches a slot claimed by a producer that has not published it yet spins through the gap for
/// about a scheduler slice, then backs off. Whatever phase its wait is in, the slot is taken once published, and
/// an alert ends the wait.
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
    }

    [Theory]
    [InlineData(0)]
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
    }
}
