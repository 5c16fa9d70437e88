using System.Threading;
using Xunit;

namespace NDisruptor.Tests.Sequencing;

/// <summary>
/// <see cref="SequenceBarrier.WaitFor(long)"/>'s answers without a second thread: a consumer that lags is answered from the
/// sequences alone, the wait strategy is asked only once it has caught up, and with several producers the answer stops
/// below the first slot not yet published; a consumer that names where its batch will end is answered no further.
/// </summary>
public sealed class SequenceBarrierTests
{
    [Fact]
    public void A_lagging_consumer_is_answered_without_its_wait_strategy_and_one_that_caught_up_asks_it()
    {
        var strategy = new CountingStrategy();
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, strategy);
        var barrier = ring.NewBarrier();
        ring.Publish(0, ring.Next(10));

        Assert.Equal(9, barrier.WaitFor(0).Sequence);
        Assert.Equal(9, barrier.WaitFor(9).Sequence);
        Assert.Equal(0, strategy.Calls);

        // Nothing at 10 yet: the strategy is asked, and its early return (what the sequences reached) is handed back.
        Assert.Equal(9, barrier.WaitFor(10).Sequence);
        Assert.Equal(1, strategy.Calls);
    }

    [Fact]
    public void With_several_producers_the_answer_stops_below_the_first_unpublished_slot()
    {
        var strategy = new CountingStrategy();
        var ring = ValueRingBuffer<long>.CreateMultiProducer(16, strategy);
        var barrier = ring.NewBarrier();
        long[] claims = [ring.Next(), ring.Next(), ring.Next(), ring.Next()];
        ring.Publish(claims[0]);
        ring.Publish(claims[1]);
        ring.Publish(claims[3]);

        Assert.Equal(1, barrier.WaitFor(0).Sequence);
        Assert.Equal(0, strategy.Calls);

        ring.Publish(claims[2]);
        Assert.Equal(3, barrier.WaitFor(2).Sequence);
        Assert.Equal(0, strategy.Calls);
    }

    [Fact]
    public void With_one_producer_a_wait_for_a_bounded_batch_stops_at_the_batch_end()
    {
        var strategy = new CountingStrategy();
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, strategy);
        var barrier = ring.NewBarrier();
        ring.Publish(0, ring.Next(10));

        Assert.Equal(4, barrier.WaitFor(0, last: 4).Sequence);
        Assert.Equal(4, barrier.AvailableFrom(0, last: 4));
        Assert.Equal(9, barrier.WaitFor(5, last: 20).Sequence);
        Assert.Equal(9, barrier.AvailableFrom(5, last: 20));
        Assert.Equal(0, strategy.Calls);
    }

    [Fact]
    public void With_several_producers_a_wait_for_a_bounded_batch_stops_at_the_batch_end()
    {
        var strategy = new CountingStrategy();
        var ring = ValueRingBuffer<long>.CreateMultiProducer(16, strategy);
        var barrier = ring.NewBarrier();
        for (int i = 0; i < 10; i++)
        {
            ring.Publish(ring.Next());
        }

        // 0 to 9 are published; a consumer whose batch ends at 4 is answered 4, and the answer for the rest is unchanged.
        Assert.Equal(4, barrier.WaitFor(0, last: 4).Sequence);
        Assert.Equal(4, barrier.AvailableFrom(0, last: 4));
        Assert.Equal(9, barrier.WaitFor(5, last: 20).Sequence);
        Assert.Equal(9, barrier.AvailableFrom(5, last: 20));
        Assert.Equal(9, barrier.WaitFor(0).Sequence);

        // A slot claimed and not published still stops the answer below it, inside the bound.
        long unpublished = ring.Next();
        ring.Publish(ring.Next());
        Assert.Equal(9, barrier.WaitFor(5, last: 11).Sequence);
        ring.Publish(unpublished);
        Assert.Equal(10, barrier.WaitFor(5, last: 10).Sequence);
        Assert.Equal(11, barrier.WaitFor(5, last: 11).Sequence);
        Assert.Equal(0, strategy.Calls);
    }

    [Fact]
    public void An_alerted_barrier_throws_even_when_the_sequence_is_there()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new CountingStrategy());
        var barrier = ring.NewBarrier();
        ring.Publish(ring.Next());
        barrier.Alert();

        Assert.Throws<AlertException>(() => barrier.WaitFor(0));
        barrier.ClearAlert();
        Assert.Equal(0, barrier.WaitFor(0).Sequence);
    }

    /// <summary>Counts its waits and returns at once with what the sequences reached (a strategy may return early).</summary>
    private sealed class CountingStrategy : IWaitStrategy
    {
        private int _calls;

        public int Calls => Volatile.Read(ref _calls);

        public bool IsBlockingStrategy => false;

        public SequenceWaitResult WaitFor(long sequence, SequenceBarrier barrier)
        {
            Interlocked.Increment(ref _calls);
            barrier.CheckAlert();
            return barrier.DependentSequence;
        }

        public void SignalAllWhenBlocking()
        {
        }
    }
}
