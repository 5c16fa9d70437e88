using System;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Sequencing;

/// <summary>
/// A first consumer of a multi-producer ring whose next event is not published yet waits on that event's flag before it
/// reads the claim counter (<see cref="SequenceBarrier.AwaitQuietFlag(long, long)"/>): who does, what the wait answers,
/// and that consumers doing it lose no event under real threads.
/// </summary>
public sealed class QuietFlagWaitTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Fact]
    public void Only_a_spinning_first_consumer_of_several_producers_waits_on_the_flag()
    {
        SkipOnOneCore();
        var multi = ValueRingBuffer<long>.CreateMultiProducer(16, new BusySpinWaitStrategy());
        var barrier = multi.NewBarrier();
        Assert.True(barrier.FindsUnpublished(0));

        long claimed = multi.Next();
        Assert.True(barrier.FindsUnpublished(claimed));
        multi.Publish(claimed);
        Assert.False(barrier.FindsUnpublished(claimed));
        Assert.True(barrier.FindsUnpublished(claimed + 1));

        // A consumer that follows another waits on that consumer's sequence; one producer publishes by moving the cursor;
        // a blocking strategy parks rather than spins, and a sleeping one may be set not to spin at all.
        Assert.False(multi.NewBarrier(new Sequence()).FindsUnpublished(5));
        Assert.False(ValueRingBuffer<long>.CreateSingleProducer(16, new BusySpinWaitStrategy()).NewBarrier().FindsUnpublished(0));
        Assert.False(ValueRingBuffer<long>.CreateMultiProducer(16, new BlockingWaitStrategy()).NewBarrier().FindsUnpublished(0));
        Assert.False(ValueRingBuffer<long>.CreateMultiProducer(16, new SleepingWaitStrategy()).NewBarrier().FindsUnpublished(0));
        Assert.True(ValueRingBuffer<long>.CreateMultiProducer(16, new YieldingWaitStrategy()).NewBarrier().FindsUnpublished(0));
    }

    [Fact]
    public void A_flag_set_during_the_wait_ends_it_with_the_published_run_read_from_the_flags()
    {
        SkipOnOneCore();
        var ring = ValueRingBuffer<long>.CreateMultiProducer(16, new BusySpinWaitStrategy());
        var barrier = ring.NewBarrier();
        long[] claims = [ring.Next(), ring.Next(), ring.Next(), ring.Next(), ring.Next()];
        ring.Publish(claims[1]);
        ring.Publish(claims[2]);
        ring.Publish(claims[4]);

        // 0 is published while the consumer waits: 0 to 2 are then published, and 3 is not.
        Assert.Equal(2, AwaitWhilePublishing(ring, barrier, claims[0], last: long.MaxValue));

        // The answer stops where the consumer's batch will end.
        var bounded = ValueRingBuffer<long>.CreateMultiProducer(16, new BusySpinWaitStrategy());
        long awaited = bounded.Next();
        bounded.Publish(bounded.Next());
        bounded.Publish(bounded.Next());
        Assert.Equal(1, AwaitWhilePublishing(bounded, bounded.NewBarrier(), awaited, last: 1));

        // Nor past a capacity from the awaited sequence, beyond which nothing is claimed while it is unpublished, with a
        // consumer gating or none, even where the ring spreads its 4 events over 8 slots and the next claim's slot is free.
        var spread = ValueRingBuffer<long>.Create(ProducerType.Multi, 4, new BusySpinWaitStrategy(), lapBytes: 8 * sizeof(long));
        long start = spread.Next();
        for (int i = 0; i < 3; i++)
        {
            spread.Publish(spread.Next());
        }

        Assert.False(spread.TryNext(out long past), $"claimed {past}, a capacity past the unpublished {start}");

        Assert.Equal(3, AwaitWhilePublishing(spread, spread.NewBarrier(), start, last: long.MaxValue));
    }

    [Fact]
    public void A_flag_set_at_once_or_one_never_set_leaves_the_batch_to_the_usual_wait()
    {
        SkipOnOneCore();
        var ring = ValueRingBuffer<long>.CreateMultiProducer(16, new BusySpinWaitStrategy());
        var barrier = ring.NewBarrier();

        // Nothing claimed: the spin runs out (a short one here) and the consumer goes on to the claim counter.
        Assert.Equal(long.MinValue, barrier.AwaitQuietFlag(0, long.MaxValue, spinLimit: 64));

        // Claimed and never published: the same.
        long claimed = ring.Next();
        Assert.Equal(long.MinValue, barrier.AwaitQuietFlag(claimed, long.MaxValue, spinLimit: 64));

        // Published by the time the wait looks again: a stream, whose batch the counter and the lead decide.
        ring.Publish(claimed);
        Assert.Equal(long.MinValue, barrier.AwaitQuietFlag(claimed, long.MaxValue, spinLimit: int.MaxValue));
    }

    [Fact]
    public async Task A_halt_during_the_flag_wait_ends_it_and_a_halt_already_asked_for_is_not_passed_by()
    {
        SkipOnOneCore();
        var ring = ValueRingBuffer<long>.CreateMultiProducer(16, new BusySpinWaitStrategy());
        var barrier = ring.NewBarrier();
        var waiting = Task.Run(() => barrier.AwaitQuietFlag(0, long.MaxValue, spinLimit: int.MaxValue));
        await Task.Delay(20);
        barrier.Alert();
        Assert.Equal(long.MinValue, await waiting.WaitAsync(Bound));

        // Alerted, with the flag set: the flag wait answers nothing, and the usual wait throws the alert.
        ring.Publish(ring.Next());
        Assert.Equal(long.MinValue, barrier.AwaitQuietFlag(0, long.MaxValue, spinLimit: int.MaxValue));
        Assert.Throws<AlertException>(() => barrier.WaitFor(0));
    }

    [Fact]
    public async Task Requests_and_replies_over_two_multi_producer_rings_arrive_every_one_in_order()
    {
        // A ping-pong: each consumer waits on its next event's flag between replies, the case the flag wait is for.
        const int trips = 20_000;
        var requestRing = ValueRingBuffer<long>.CreateMultiProducer(64, new BusySpinWaitStrategy());
        var replyRing = ValueRingBuffer<long>.CreateMultiProducer(64, new BusySpinWaitStrategy());
        using var requests = new ValueDisruptor<long>(requestRing);
        using var replies = new ValueDisruptor<long>(replyRing);
        var replier = new Replier(replyRing);
        var requester = new Requester(requestRing, trips);
        requests.HandleEventsWith(replier);
        replies.HandleEventsWith(requester);
        replies.Start();
        requests.Start();

        long first = requestRing.Next();
        requestRing[first] = 0;
        requestRing.Publish(first);
        Assert.True(requester.Done.Wait(Bound), $"{requester.Count} of {trips} replies after {Bound.TotalSeconds} s");
        Assert.Null(requester.Error);
        Assert.Null(replier.Error);
        Assert.Equal(trips, requester.Count);
        await requests.ShutdownAsync(Bound);
        await replies.ShutdownAsync(Bound);
    }

    [Fact]
    public async Task Producers_that_pause_between_bursts_reach_a_spinning_consumer_without_loss_or_reordering()
    {
        // Bursts of every length with pauses between them: the consumer alternates between flag waits after a pause, the
        // lead while a burst streams, and slots claimed but not yet published.
        const int producers = 3;
        using var d = new ValueDisruptor<EventFields>(256, ProducerType.Multi, new YieldingWaitStrategy());
        var handler = new RecordingHandler(producers);
        d.HandleEventsWith(handler);
        var ring = d.Start();
        var counters = new long[producers];
        var random = new Random(17);
        for (int round = 0; round < 60; round++)
        {
            Producers.Burst(ring, counters, random.Next(1, 2_000), Bound);
            if (round % 3 == 0)
            {
                Thread.Sleep(1);
            }
        }

        await d.ShutdownAsync(Bound);
        Assert.Empty(handler.Log.Errors);
        for (int p = 0; p < producers; p++)
        {
            Assert.Equal(Enumerable.Range(0, (int)counters[p]).Select(i => (long)i), handler.Log.CountersOf(p));
        }
    }

    /// <summary>On one core nobody could publish during the spin, so no barrier waits on a flag there.</summary>
    private static void SkipOnOneCore()
    {
        if (Environment.ProcessorCount < 2)
        {
            Assert.Skip("the flag wait runs only with more than one core");
        }
    }

    /// <summary>Waits on <paramref name="sequence"/>'s flag while another thread publishes it 200 ms later.</summary>
    /// <remarks>
    /// The wait looks at the flag first: a publish before that would be a stream. So the wait's code is compiled by a short
    /// call first, and the publish comes long after what starting a thread takes, even under emulation.
    /// </remarks>
    private static long AwaitWhilePublishing(ValueRingBuffer<long> ring, SequenceBarrier barrier, long sequence, long last)
    {
        Assert.Equal(long.MinValue, barrier.AwaitQuietFlag(sequence, last, spinLimit: 1));
        var publisher = TestThreads.Start(
            () =>
            {
                Thread.Sleep(200);
                ring.Publish(sequence);
            },
            out var fault);
        long answer = barrier.AwaitQuietFlag(sequence, last, spinLimit: int.MaxValue);
        Assert.True(publisher.Join(Bound));
        Assert.Null(fault.Value);
        return answer;
    }

    /// <summary>Echoes every request into the reply ring, checking that requests come one after another.</summary>
    private sealed class Replier(ValueRingBuffer<long> replies) : IValueEventHandler<long>
    {
        private long _expected;

        public string? Error { get; private set; }

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (data != _expected++)
            {
                Error ??= $"request {data} where {_expected - 1} was due";
            }

            long s = replies.Next();
            replies[s] = data;
            replies.Publish(s);
        }
    }

    /// <summary>Checks every reply and sends the next request until <c>trips</c> replies came back.</summary>
    private sealed class Requester(ValueRingBuffer<long> requests, int trips) : IValueEventHandler<long>
    {
        private long _count;

        public ManualResetEventSlim Done { get; } = new();

        public long Count => Volatile.Read(ref _count);

        public string? Error { get; private set; }

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (data != _count)
            {
                Error ??= $"reply {data} where {_count} was due";
            }

            Volatile.Write(ref _count, _count + 1);
            if (_count == trips)
            {
                Done.Set();
                return;
            }

            long s = requests.Next();
            requests[s] = _count;
            requests.Publish(s);
        }
    }
}
