using System;
using System.Runtime.InteropServices;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Dsl;

/// <summary>
/// A value disruptor that made its own ring spreads the slots further as it starts when no consumer follows another: up to
/// 32 MiB, at most 64 times the capacity (docs/design.md, "Memory layout"). Consumers that follow others, rings the caller
/// made, rings already claimed from and rings the default leaves alone keep their layout; every event still arrives once,
/// in order per producer, across the laps of the new slots.
/// </summary>
public sealed class ReadingConsumersLapTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Theory]
    [InlineData(65536, 8, 4194304)] // 512 KiB: 64 times, 32 MiB (the default's 8 times is 4 MiB)
    [InlineData(65536, 24, 2097152)] // 1.5 MiB: 32 times, 48 MiB, the first doubling past 32 MiB
    [InlineData(16384, 40, 1048576)] // 640 KiB: at most 64 times, 40 MiB
    [InlineData(1 << 20, 8, 1 << 22)] // 8 MiB, which the default leaves alone: 4 times
    [InlineData(1 << 22, 8, 1 << 22)] // 32 MiB already
    [InlineData(32768, 8, 32768)] // 256 KiB: a ring the default leaves alone for its size stays alone
    [InlineData(1024, 8, 1024)]
    [InlineData(1000, 8, 1000)] // not a power of two: the sequencer refused it already
    public void SlotsForReadingConsumers_spreads_until_32_MiB_at_most_64_times(int capacity, int eventSize, int expected)
        => Assert.Equal(expected, SlotSpread.SlotsForReadingConsumers(capacity, eventSize));

    [Theory]
    [InlineData(ProducerType.Single, 1)]
    [InlineData(ProducerType.Multi, 1)]
    [InlineData(ProducerType.Single, 3)]
    [InlineData(ProducerType.Multi, 3)]
    public async Task Start_spreads_a_ring_it_made_over_32_MiB_when_every_consumer_waits_on_the_cursor_alone(ProducerType producerType, int consumers)
    {
        const int capacity = 65536;
        using var d = new ValueDisruptor<long>(capacity, producerType, new YieldingWaitStrategy());
        for (int i = 0; i < consumers; i++)
        {
            d.HandleEventsWith(new Sink());
        }

        var ring = d.Start();

        Assert.Same(d.RingBuffer, ring);
        SpreadAssert.SpreadBy(ring, 64);
        Assert.Equal(capacity, ring.BufferSize);
        Assert.Equal(capacity, ring.GetRemainingCapacity());
        Assert.Equal((capacity * 64) + (2 * (128 / sizeof(long))), RingInternals.Entries(ring).Length);
        if (producerType == ProducerType.Multi)
        {
            Assert.Equal((capacity * 64) + (2 * 32), RingInternals.Flags(ring.Sequencer).Length);

            // Publishes set the flags consumers read, not the ones the ring was made with.
            Assert.Same(RingInternals.Flags(ring.Sequencer), RingInternals.PublishedFlags(ring));
        }

        await d.ShutdownAsync(Bound);
    }

    [Fact]
    public async Task Consumers_that_follow_others_keep_the_default_spread()
    {
        using var chained = new ValueDisruptor<long>(65536, ProducerType.Single, new YieldingWaitStrategy());
        chained.HandleEventsWith(new Sink()).Then(new Sink());
        SpreadAssert.SpreadBy(chained.Start(), 8);
        await chained.ShutdownAsync(Bound);

        // One consumer on the cursor and one after it: the graph has a consumer that follows another.
        using var after = new ValueDisruptor<long>(65536, ProducerType.Multi, new YieldingWaitStrategy());
        var first = new Counter();
        after.HandleEventsWith(first);
        after.HandleEventsWith(new Sink());
        after.After(first).HandleEventsWith(new Counter());
        SpreadAssert.SpreadBy(after.Start(), 8);
        await after.ShutdownAsync(Bound);
    }

    [Fact]
    public async Task A_ring_the_caller_made_keeps_its_layout()
    {
        using var d = new ValueDisruptor<long>(ValueRingBuffer<long>.Create(ProducerType.Single, 65536, new YieldingWaitStrategy()));
        d.HandleEventsWith(new Sink());
        SpreadAssert.SpreadBy(d.Start(), 8);
        await d.ShutdownAsync(Bound);
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public async Task A_ring_read_before_Start_keeps_its_layout_and_what_was_claimed_from_it(ProducerType producerType)
    {
        // Whoever holds the ring may claim from it on any thread while Start runs: moving the slots under such a claim
        // would lose its event, so a ring handed out before Start is never moved.
        using var d = new ValueDisruptor<long>(65536, producerType, new YieldingWaitStrategy());
        var counter = new Counter();
        d.HandleEventsWith(counter);
        var early = d.RingBuffer;
        long sequence = early.Next();
        early[sequence] = 42;

        var ring = d.Start();
        ring.Publish(sequence);

        SpreadAssert.SpreadBy(ring, 8);
        await Waits.Until(() => counter.Count >= 1, "the event claimed before Start", Bound);
        Assert.Equal(42, counter.LastValue);
        await d.ShutdownAsync(Bound);
    }

    [Fact]
    public async Task A_ring_read_before_Start_keeps_its_layout_before_anyone_claims()
    {
        // Its holder could claim on another thread at any moment, even one between Start's check and the move.
        using var d = new ValueDisruptor<long>(65536, ProducerType.Single, new YieldingWaitStrategy());
        d.HandleEventsWith(new Sink());
        var early = d.RingBuffer;

        Assert.Same(early, d.Start());
        SpreadAssert.SpreadBy(early, 8);
        await d.ShutdownAsync(Bound);
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void The_ring_refuses_to_move_slots_once_anything_was_claimed(ProducerType producerType)
    {
        var claimed = ValueRingBuffer<long>.Create(producerType, 65536, new YieldingWaitStrategy());
        claimed.Next();
        Assert.False(claimed.SpreadForReadingConsumers());
        SpreadAssert.SpreadBy(claimed, 8);

        var untouched = ValueRingBuffer<long>.Create(producerType, 65536, new YieldingWaitStrategy());
        Assert.True(untouched.SpreadForReadingConsumers());
        SpreadAssert.SpreadBy(untouched, 64);
        if (producerType == ProducerType.Multi)
        {
            Assert.Same(RingInternals.Flags(untouched.Sequencer), RingInternals.PublishedFlags(untouched));
        }

        Assert.False(untouched.SpreadForReadingConsumers()); // spread already: nothing more to do
    }

    [Fact]
    public async Task A_disruptor_halted_before_Start_refuses_to_start_and_keeps_its_layout()
    {
        using var d = new ValueDisruptor<long>(65536, ProducerType.Single, new YieldingWaitStrategy());
        d.HandleEventsWith(new Sink());
        d.Halt();
        Assert.Throws<InvalidOperationException>(() => d.Start());
        SpreadAssert.SpreadBy(d.RingBuffer, 8);
        await d.ShutdownAsync(Bound);
    }

    [Fact]
    public async Task Worker_pools_and_async_handlers_wait_on_the_cursor_alone_too()
    {
        using var pool = new ValueDisruptor<long>(65536, ProducerType.Multi, new YieldingWaitStrategy());
        pool.HandleEventsWithWorkerPool(new Sink(), new Sink());
        SpreadAssert.SpreadBy(pool.Start(), 64);
        await pool.ShutdownAsync(Bound);

        using var asynchronous = new ValueDisruptor<long>(65536, ProducerType.Single, new YieldingWaitStrategy());
        asynchronous.HandleEventsWith(new AsyncSink());
        asynchronous.HandleEventsWith(new Sink());
        SpreadAssert.SpreadBy(asynchronous.Start(), 64);
        await asynchronous.ShutdownAsync(Bound);
    }

    [Fact]
    public async Task A_ring_the_default_leaves_alone_stays_alone()
    {
        using var small = new ValueDisruptor<long>(1024, ProducerType.Single, new YieldingWaitStrategy());
        small.HandleEventsWith(new Sink());
        SpreadAssert.NotSpread(small.Start());
        await small.ShutdownAsync(Bound);

        using var references = new ValueDisruptor<(long, string)>(65536, ProducerType.Single, new YieldingWaitStrategy());
        references.HandleEventsWith(new ReferenceSink());
        SpreadAssert.NotSpread(references.Start());
        await references.ShutdownAsync(Bound);
    }

    [Theory]
    [InlineData(ProducerType.Single, 1)]
    [InlineData(ProducerType.Multi, 3)]
    public async Task Two_readers_see_every_event_once_in_order_across_laps_of_the_slots_Start_spread(ProducerType producerType, int producers)
    {
        // 1,024 events of 512 bytes are 512 KiB: the default spreads them 8 times, Start 64 times, to 65,536 slots, which
        // 200,000 events lap 3 times through every claim and publish form, several producers claiming at once.
        using var d = new ValueDisruptor<WideEvent>(1024, producerType, new YieldingWaitStrategy());
        await SpreadAssert.ReadersSeeEveryEventAsync(
            d,
            (first, second) => d.HandleEventsWith(new WideReader(first), new WideReader(second)),
            d.Start,
            static (ref WideEvent slot) => ref slot.Fields,
            factor: 64,
            producers,
            events: 200_000,
            Bound);
    }

    [Fact]
    public async Task A_batch_handler_reads_through_spans_that_break_at_the_end_of_the_slots_Start_spread()
    {
        // A batch that wraps reaches the handler as two spans: here at 65,536 slots, 64 capacities.
        using var d = new ValueDisruptor<WideEvent>(1024, ProducerType.Single, new YieldingWaitStrategy());
        await SpreadAssert.BatchSpansBreakAtTheEndOfTheSlotsAsync(d, 1024, h => { d.HandleEventsWith(h); return d.Start(); }, static (ref WideEvent e, long s) => e.Fields.Value = s, static e => e.Fields.Value, factor: 64, events: 200_000, Bound);
    }

    private readonly struct Sink : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
        }
    }

    private sealed class AsyncSink : IAsyncBatchEventHandler<long>
    {
        public ValueTask OnBatchAsync(EventBatch<long> batch, long firstSequence, System.Threading.CancellationToken cancellationToken) => default;
    }

    private readonly struct ReferenceSink : IValueEventHandler<(long, string)>
    {
        public void OnEvent(ref (long, string) data, long sequence, bool endOfBatch)
        {
        }
    }

    /// <summary>Counts what it sees and keeps the last value, for the test thread to wait on (<see cref="Waits.Until"/>).</summary>
    private sealed class Counter : IValueEventHandler<long>
    {
        private long _count;
        private long _lastValue;

        public long LastValue => System.Threading.Volatile.Read(ref _lastValue);

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            System.Threading.Volatile.Write(ref _lastValue, data);
            System.Threading.Volatile.Write(ref _count, _count + 1);
        }

        public long Count => System.Threading.Volatile.Read(ref _count);
    }

    /// <summary>An event of 512 bytes, so that a small capacity reaches the size the ring spreads.</summary>
    [StructLayout(LayoutKind.Sequential, Size = 512)]
    public struct WideEvent
    {
        public EventFields Fields;
    }

    /// <summary>Hands a wide event's fields to a checking stage.</summary>
    private sealed class WideReader(Stage stage) : IValueEventHandler<WideEvent>
    {
        public void OnEvent(ref WideEvent data, long sequence, bool endOfBatch) => stage.OnEvent(ref data.Fields, sequence, endOfBatch);
    }
}
