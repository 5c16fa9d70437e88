using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Sequencing;

public sealed class ClaimAbortTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(60);

    [Theory]
    [InlineData(ProducerType.Single, 1)]
    [InlineData(ProducerType.Multi, 4)]
    public async Task Aborted_claims_reach_no_handler_in_a_diamond_and_every_other_event_arrives_in_order(ProducerType type, int producers)
    {
        // More threads than cores (2 here): producers, two parallel consumers and one after both.
        const int perProducer = 40_000;
        using var d = new ValueDisruptor<EventFields>(64, type, new YieldingWaitStrategy());
        var single = new RecordingHandler(producers);
        var batch = new RecordingBatchHandler(producers);
        var after = new RecordingHandler(producers);
        d.HandleEventsWith(single).And(d.HandleEventsWith(batch)).Then(after);
        var ring = d.Start();

        var expected = new List<long>[producers];
        Producers.RunThreads(producers, p => expected[p] = AbortingProducer.Publish(ring, p, perProducer, seed: 17 + p), Bound);
        await d.ShutdownAsync(Bound);

        Assert.All(expected, e => Assert.InRange(e.Count, perProducer / 2, perProducer - 1));
        foreach (SeenLog log in new[] { single.Log, batch.Log, after.Log })
        {
            Assert.Empty(log.Errors);
            for (int p = 0; p < producers; p++)
            {
                Assert.Equal(expected[p], log.CountersOf(p));
            }
        }

        // Aborted sequences advanced like the others: every consumer reached the cursor.
        Assert.Equal(ring.Cursor, d.GetSequenceValueFor(after));
        Assert.Equal(ring.Cursor, d.GetSequenceValueFor(single));
    }

    [Theory]
    [InlineData(ProducerType.Single, 1)]
    [InlineData(ProducerType.Multi, 3)]
    public async Task Aborted_claims_reach_no_handler_across_laps_of_a_spread_ring(ProducerType type, int producers)
    {
        // 16,384 events of 40 bytes are spread over 131,072 slots (docs/design.md, "Memory layout"), while the abort marks
        // follow the capacity: a mark is rewritten a capacity later, an event's slot 8 capacities later. 600,000 claims
        // lap the slots 4 times; an earlier mark must never hide an event, nor a reused slot show an aborted one.
        const int capacity = 16384;
        const int events = 600_000;
        using var d = new ValueDisruptor<EventFields>(capacity, type, new YieldingWaitStrategy());
        var handler = new RecordingHandler(producers);
        var batch = new RecordingBatchHandler(producers);
        d.HandleEventsWith(handler).Then(batch);
        var ring = d.Start();
        SpreadAssert.SpreadBy(ring, 8);

        var expected = new List<long>[producers];
        Producers.RunThreads(producers, p => expected[p] = AbortingProducer.Publish(ring, p, events / producers, seed: 29 + p), Bound);
        await d.ShutdownAsync(Bound);

        // About one claim in five was aborted.
        Assert.All(expected, e => Assert.InRange(e.Count, events / producers / 2, (events / producers) - 1));

        foreach (SeenLog log in new[] { handler.Log, batch.Log })
        {
            Assert.Empty(log.Errors);
            for (int p = 0; p < producers; p++)
            {
                Assert.Equal(expected[p], log.CountersOf(p));
            }
        }

        Assert.Equal(ring.Cursor, d.GetSequenceValueFor(batch));
    }

    [Fact]
    public async Task A_poller_reads_every_event_once_across_laps_of_a_spread_ring()
    {
        // The poller reads slots through the ring's slot mask, 131,072 slots for a capacity of 16,384 events of 40 bytes.
        const int capacity = 16384;
        const int count = 600_000;
        var ring = ValueRingBuffer<EventFields>.CreateMultiProducer(capacity, new YieldingWaitStrategy());
        SpreadAssert.SpreadBy(ring, 8);
        using var poller = ring.NewPoller();
        var log = new SeenLog(2);
        var expected = new List<long>[2];
        var producers = Task.Factory.StartNew(
            () => Producers.RunThreads(2, p => expected[p] = AbortingProducer.Publish(ring, p, count / 2, seed: 41 + p), Bound),
            TaskCreationOptions.LongRunning);

        var deadline = DateTime.UtcNow + Bound;
        while (!producers.IsCompleted || poller.Sequence.Value < ring.Cursor)
        {
            if (producers.IsFaulted)
            {
                await producers; // a producer's failure, not a stall
            }

            Assert.True(DateTime.UtcNow < deadline, $"the poller stalled at {poller.Sequence.Value} (cursor {ring.Cursor})");
            if (poller.Poll((ref EventFields e, long s, bool end) => { log.Record(e, s); return true; }) != PollState.Processing)
            {
                Thread.Yield();
            }
        }

        await producers;
        Assert.Empty(log.Errors);
        for (int p = 0; p < 2; p++)
        {
            Assert.InRange(expected[p]!.Count, count / 4, (count / 2) - 1);
            Assert.Equal(expected[p], log.CountersOf(p));
        }
    }

    [Fact]
    public async Task Class_ring_handlers_skip_aborted_events()
    {
        const int producers = 3;
        using var d = new Disruptor<ClassEvent>(() => new ClassEvent(), 32, ProducerType.Multi, new YieldingWaitStrategy());
        var handler = new RecordingClassHandler(producers);
        d.HandleEventsWith(handler);
        var ring = d.Start();

        var expected = new List<long>[producers];
        Producers.RunThreads(producers, p => expected[p] = AbortingProducer.PublishClass(ring, p, 20_000, seed: 3 + p), Bound);
        await d.ShutdownAsync(Bound);

        Assert.Empty(handler.Log.Errors);
        for (int p = 0; p < producers; p++)
        {
            Assert.Equal(expected[p], handler.Log.CountersOf(p));
        }
    }

    [Fact]
    public void A_poller_never_sees_an_aborted_event_and_moves_past_it()
    {
        const int count = 50_000;
        var ring = ValueRingBuffer<EventFields>.CreateSingleProducer(16, new YieldingWaitStrategy());
        using var poller = ring.NewPoller();
        var log = new SeenLog(1);
        List<long>? expected = null;
        var producer = new Thread(() => expected = AbortingProducer.Publish(ring, 0, count, seed: 5)) { IsBackground = true };
        producer.Start();

        // Poll until the producer is done and the poller has caught up with everything it published.
        var deadline = DateTime.UtcNow + Bound;
        while (producer.IsAlive || poller.Sequence.Value < ring.Cursor)
        {
            Assert.True(DateTime.UtcNow < deadline, $"the poller stalled at {poller.Sequence.Value} (cursor {ring.Cursor})");
            if (poller.Poll((ref EventFields e, long s, bool end) => { log.Record(e, s); return true; }) != PollState.Processing)
            {
                Thread.Yield();
            }
        }

        Assert.Empty(log.Errors);
        Assert.Equal(expected, log.CountersOf(0));
    }

    [Fact]
    public void Poll_reports_end_of_batch_on_the_last_event_it_hands_out_when_aborted_ones_follow()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8, new BusySpinWaitStrategy());
        using var poller = ring.NewPoller();
        for (int i = 0; i < 4; i++)
        {
            long s = ring.Next();
            ring[s] = i;
            if (i >= 2)
            {
                ring.PublishAborted(s);
            }
            else
            {
                ring.Publish(s);
            }
        }

        var seen = new List<(long Value, bool End)>();
        Assert.Equal(PollState.Processing, poller.Poll((ref long e, long s, bool end) => { seen.Add((e, end)); return true; }));
        Assert.Equal([(0L, false), (1L, true)], seen);
        Assert.Equal(3, poller.Sequence.Value);
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void PublishAborted_over_claims_aborted_at_its_ends_aborts_those_between_them_too(ProducerType type)
    {
        var ring = ValueRingBuffer<long>.Create(type, 8, new BusySpinWaitStrategy());
        using var poller = ring.NewPoller();

        // Three scopes, the first and last aborted on their own; then the whole range is published aborted. The middle
        // event was never written: it must reach nobody, and each event is counted once.
        var first = ring.PublishEvent();
        var middle = ring.PublishEvent();
        var last = ring.PublishEvent();
        ring[middle.Sequence] = Polled.Stale;
        first.Abort();
        last.Abort();
        ring.PublishAborted(first.Sequence, last.Sequence);

        Assert.Empty(Polled.Drain(poller));
        Assert.Equal(last.Sequence, poller.Sequence.Value);
        Assert.Equal(3, ring.Sequencer.AbortedEvents);

        // The next event reaches the poller as usual.
        Polled.Publish(ring, 42);
        Assert.Equal([42L], Polled.Drain(poller));
    }

    [Fact]
    public void PublishAborted_rejects_a_range_that_is_not_a_batch()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8);
        var ex = Assert.Throws<ArgumentException>(() => ring.PublishAborted(5, 4));
        Assert.Contains("lo 5 to hi 4", ex.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentException>(() => ring.PublishAborted(0, 8));
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void PublishAborted_of_a_sequence_never_claimed_throws_and_leaves_that_sequence_unharmed(ProducerType type)
    {
        var ring = ValueRingBuffer<long>.Create(type, 8, new BusySpinWaitStrategy());
        using var poller = ring.NewPoller();
        var ex = Assert.Throws<ArgumentOutOfRangeException>(() => ring.PublishAborted(3));
        Assert.Contains("sequence 3 was never claimed", ex.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.PublishAborted(0, 1));

        // The refused abort marked nothing: sequence 3, claimed and published later, reaches the poller.
        long hi = ring.Next(4);
        for (long s = 0; s <= hi; s++)
        {
            ring[s] = s + 100;
        }

        ring.Publish(0, hi);
        Assert.Equal([100L, 101L, 102L, 103L], Polled.Drain(poller));
    }
}
