using System;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Waiting;

/// <summary>
/// What every <see cref="IWaitStrategy"/> must do, run against each strategy by a test class of its own that derives from
/// this one (as the System.Threading.Channels tests run ChannelTestBase against each kind of channel): wake a waiting
/// consumer when the producer publishes, end a wait when the barrier is alerted, ask producers to signal exactly when its
/// consumers park, and carry every event through a ring, from one producer and from several on more threads than cores.
/// A new strategy gets a class here too, and with it every test below.
/// </summary>
/// <param name="createStrategy">Makes a new instance of the strategy under test, as one ring or disruptor gets it.</param>
/// <param name="consumersPark">Whether the strategy's consumers park (sleep until signalled), so that producers must signal them.</param>
public abstract class WaitStrategyTestBase(Func<IWaitStrategy> createStrategy, bool consumersPark)
{
    protected static readonly TimeSpan Bound = TimeSpan.FromSeconds(60);

    private const int BufferSize = 64;
    private const long EventsPerProducer = 200_000;

    /// <summary>A new instance of the strategy under test.</summary>
    protected IWaitStrategy CreateStrategy() => createStrategy();

    [Fact]
    public void A_waiting_consumer_wakes_when_the_producer_publishes_later()
    {
        var strategy = CreateStrategy();
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8, strategy);
        var barrier = ring.NewBarrier();
        long seen = long.MinValue;
        var consumer = new Thread(() =>
        {
            SequenceWaitResult result;
            do
            {
                result = barrier.WaitFor(0);
            }
            while (result.IsTimeout);
            seen = result.Sequence;
        })
        { IsBackground = true };
        consumer.Start();

        Thread.Sleep(20); // let blocking strategies park
        long s = ring.Next();
        ring[s] = 5;
        ring.Publish(s);

        Assert.True(consumer.Join(Bound), $"{strategy.GetType().Name} never woke the consumer");
        Assert.Equal(0, seen);
    }

    [Fact]
    public void Alerting_the_barrier_ends_a_wait()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8, CreateStrategy());
        var barrier = ring.NewBarrier();
        Exception? caught = null;
        var consumer = new Thread(() =>
        {
            try
            {
                // Nothing is published: a strategy with a timeout returns now and then, and only the alert ends the wait.
                while (true)
                {
                    barrier.WaitFor(0);
                }
            }
            catch (AlertException ex)
            {
                caught = ex;
            }
        })
        { IsBackground = true };
        consumer.Start();
        Thread.Sleep(20);

        barrier.Alert();

        Assert.True(consumer.Join(Bound));
        Assert.IsType<AlertException>(caught);
        Assert.True(barrier.IsAlerted);
        barrier.ClearAlert();
        Assert.False(barrier.IsAlerted);
    }

    [Fact]
    public void A_consumer_waiting_on_the_consumer_before_it_wakes_when_that_one_moves()
    {
        // The last event of a stream: nothing is published after it, so only the first consumer's progress can end the
        // second one's wait. A strategy that parks consumers on each other must hear of that progress, whatever wraps it.
        using var d = new ValueDisruptor<long>(8, ProducerType.Single, CreateStrategy());
        var first = new HoldsEachEvent(TimeSpan.FromMilliseconds(100));
        var second = new HoldsEachEvent(TimeSpan.Zero);
        d.HandleEventsWith(first).Then(second);
        var ring = d.Start();
        ring.Publish(ring.Next());
        Assert.True(SpinWait.SpinUntil(() => d.GetSequenceValueFor(second) == 0, Bound), "the second consumer slept through the first one's progress");
    }

    [Fact]
    public void A_consumer_waiting_on_a_poller_wakes_when_the_poller_moves()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8, CreateStrategy());
        using var poller = ring.NewPoller();
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(poller.Sequence), new HoldsEachEvent(TimeSpan.Zero));
        ring.AddGatingSequences(processor.Sequence);
        var thread = new Thread(processor.Run) { IsBackground = true };
        thread.Start();
        ring.Publish(ring.Next());

        // Long enough for the processor to give up spinning on the poller and park, where the strategy parks.
        Thread.Sleep(50);
        Assert.Equal(PollState.Processing, poller.Poll((ref long e, long s, bool end) => true));
        Assert.True(SpinWait.SpinUntil(() => processor.Sequence.Value == 0, Bound), "the consumer slept through the poller's progress");
        processor.Halt();
        Assert.True(thread.Join(Bound));
    }

    /// <summary>Takes <c>hold</c> over each event.</summary>
    private sealed class HoldsEachEvent(TimeSpan hold) : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (hold > TimeSpan.Zero)
            {
                Thread.Sleep(hold);
            }
        }
    }

    [Fact]
    public void Producers_are_asked_to_signal_exactly_when_consumers_park() =>
        Assert.Equal(consumersPark, CreateStrategy().IsBlockingStrategy);

    [Theory]
    [InlineData(RingKind.Value)]
    [InlineData(RingKind.Class)]
    public async Task Unicast_delivers_every_event_in_order(RingKind kind)
    {
        var consumer = await TestDisruptor.RunUnicastAsync(kind, BufferSize, ProducerType.Single, CreateStrategy(), EventsPerProducer, Bound);
        Assert.True(consumer.EndOfBatchCount >= 1);
    }

    [Fact]
    public async Task Many_producers_deliver_everything_through_two_chained_consumers()
    {
        // Five threads on a machine that may have two cores: consumers wait on the producers and on each other over
        // and over, and every wake-up must arrive.
        using var d = new TestDisruptor(RingKind.Value, BufferSize, ProducerType.Multi, CreateStrategy());
        var consumer = new Stage("consumer", 3 * 20_000, 3);
        var after = new Stage("after", 3 * 20_000, 3);
        d.Handle(d.Handle(null, consumer), after);
        d.Start();

        Producers.RunThreads(3, p => d.Publish(p, 20_000), Bound);

        StageAssert.AllSawEverything(Bound, 3 * 20_000, Expectations.SumFor(3, 20_000), consumer, after);
        await d.ShutdownAsync(Bound);
    }
}
