using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Storage;

/// <summary>
/// A class ring created with a lap of its own (<c>RingBuffer&lt;T&gt;.Create(..., lapBytes)</c>) spreads its sequences over
/// enough slots, each with an event of its own, that a lap of references and events spans that many bytes, and keeps its
/// capacity (docs/design.md, "Memory layout").
/// </summary>
public sealed class ClassRingLapTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    /// <summary>An event whose factory allocates about 4 KiB besides the object: what it allocates per event counts toward the lap.</summary>
    private sealed class Frame
    {
        public byte[] Payload = new byte[4000];
    }

    [Theory]
    [InlineData(ProducerType.Single, 700L << 10, 16)] // 1,024 events of ~56 bytes and their references: ~64 KiB a capacity
    [InlineData(ProducerType.Multi, 700L << 10, 16)]
    [InlineData(ProducerType.Single, 40L << 10, 1)] // the capacity already spans it
    [InlineData(ProducerType.Multi, 0, 1)]
    public void A_ring_created_with_a_lap_spreads_its_events_to_span_it_and_keeps_its_capacity(ProducerType producerType, long lapBytes, int factor)
    {
        const int Capacity = 1024;
        // Room for every event up front: the list must not allocate inside the factory, where the ring measures what an event takes.
        var made = new List<ClassEvent>(Capacity * 16);
        var ring = RingBuffer<ClassEvent>.Create(producerType, () => Add(made, new ClassEvent()), Capacity, new BusySpinWaitStrategy(), lapBytes);

        Assert.Equal(Capacity, ring.BufferSize);
        Assert.Equal(Capacity, ring.GetRemainingCapacity());
        SpreadAssert.SpreadBy(ring, factor);
        if (producerType == ProducerType.Multi)
        {
            Assert.Equal((Capacity * factor) + (2 * 32), RingInternals.Flags(ring.Sequencer).Length);
        }

        // One event per slot, each its own, in slot order: the factory's first call (made to measure the lap) is slot 0's.
        Assert.Equal(Capacity * factor, made.Count);
        for (int slot = 0; slot < made.Count; slot++)
        {
            Assert.Same(made[slot], ring[slot]);
        }

        Assert.Equal(made.Count, new HashSet<ClassEvent>(made, ReferenceEqualityComparer.Instance).Count);
    }

    [Fact]
    public void What_the_factory_allocates_for_an_event_counts_toward_the_lap()
    {
        // 256 events of ~4 KiB each (the array the factory allocates with each) span ~1 MiB: 3 MiB needs 4 times the capacity.
        // Counted as the objects alone (a reference and ~24 bytes each, 8 KiB), it would need 512 times.
        var ring = RingBuffer<Frame>.Create(ProducerType.Single, static () => new Frame(), 256, null, 3L << 20);
        SpreadAssert.SpreadBy(ring, 4);
    }

    [Fact]
    public void What_a_factory_allocates_once_does_not_count_against_every_event()
    {
        // The first call also fills a cache of 100 KB: counted per event, the lap would need no spread at all.
        byte[]? cache = null;
        int calls = 0;
        var ring = RingBuffer<ClassEvent>.Create(ProducerType.Single, () => { calls++; cache ??= new byte[100_000]; return new ClassEvent(); }, 1024, null, 768L << 10);
        SpreadAssert.SpreadBy(ring, 16);
        Assert.Equal(1024 * 16, calls);
        GC.KeepAlive(cache);
    }

    [Fact]
    public void A_ring_of_one_event_measures_its_one_event_and_spreads()
    {
        // One slot of ~64 bytes asked to span 1 KiB: 16 slots, 16 events, the one made to measure slot 0's.
        var made = new List<ClassEvent>(16);
        var ring = RingBuffer<ClassEvent>.Create(ProducerType.Multi, () => Add(made, new ClassEvent()), 1, null, 1024);
        SpreadAssert.SpreadBy(ring, 16);
        Assert.Equal(16, made.Count);
        Assert.Same(made[0], ring[0]);
        Assert.Same(made[15], ring[15]);
    }

    [Theory]
    [InlineData(-1L)]
    [InlineData((1L << 30) + 1)]
    public void A_lap_below_zero_or_above_a_gibibyte_is_refused_by_name_before_any_event_is_made(long lapBytes)
    {
        int calls = 0;
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => RingBuffer<ClassEvent>.Create(ProducerType.Single, () => { calls++; return new ClassEvent(); }, 1024, null, lapBytes));
        Assert.Equal("lapBytes", e.ParamName);
        Assert.Contains($"lapBytes {lapBytes} is outside 0", e.Message, StringComparison.Ordinal);
        Assert.Equal(0, calls);
    }

    [Fact]
    public void A_null_factory_is_refused_first_then_the_others_in_their_order_the_lap_last_before_any_event_is_made()
    {
        int calls = 0;
        ClassEvent Count()
        {
            calls++;
            return new ClassEvent();
        }

        Assert.Equal("eventFactory", Assert.Throws<ArgumentNullException>(() => RingBuffer<ClassEvent>.Create(ProducerType.Single, null!, 1000, null, -5)).ParamName);
        Assert.Equal("producerType", Assert.Throws<ArgumentOutOfRangeException>(() => RingBuffer<ClassEvent>.Create((ProducerType)9, Count, 1000, null, -5)).ParamName);
        Assert.Equal("bufferSize", Assert.Throws<ArgumentException>(() => RingBuffer<ClassEvent>.Create(ProducerType.Single, Count, 1000, null, -5)).ParamName);
        Assert.Equal("bufferSize", Assert.Throws<ArgumentOutOfRangeException>(() => RingBuffer<ClassEvent>.Create(ProducerType.Multi, Count, 0, null, -5)).ParamName);
        Assert.Equal(0, calls);
    }

    [Theory]
    [InlineData(0)] // the first event, made to measure the lap
    [InlineData(5000)] // one of the spread slots past the capacity
    public void A_factory_that_returns_null_is_refused_with_the_slot(int nullAt)
    {
        int calls = 0;
        var e = Assert.Throws<ArgumentException>(() => RingBuffer<ClassEvent>.Create(ProducerType.Multi, () => calls++ == nullAt ? null! : new ClassEvent(), 1024, null, 1L << 20));
        Assert.Equal("eventFactory", e.ParamName);
        Assert.Contains($"returned null for slot {nullAt}", e.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(ProducerType.Single, 1)]
    [InlineData(ProducerType.Multi, 3)]
    public async Task A_pipeline_on_a_class_ring_given_a_long_lap_sees_every_event_once_in_order(ProducerType producerType, int producers)
    {
        // 1,024 events of ~64 bytes with their references, asked to span 768 KiB: 16 times the capacity, 16,384 slots and
        // events. 300,000 events lap them 18 times while producers run at most the capacity ahead of the last stage.
        using var d = new Disruptor<ClassEvent>(RingBuffer<ClassEvent>.Create(producerType, static () => new ClassEvent(), 1024, new YieldingWaitStrategy(), 768L << 10));
        await SpreadAssert.PipelineSeesEveryEventAsync(d, factor: 16, producers, events: 300_000, Bound);
    }

    [Fact]
    public void A_poller_reads_every_event_once_in_order_across_laps_of_a_class_ring_given_a_lap()
    {
        // The poller reads slots through the ring's slot mask: 16,384 slots for a capacity of 1,024.
        const long PerProducer = 100_000;
        var ring = RingBuffer<ClassEvent>.Create(ProducerType.Multi, static () => new ClassEvent(), 1024, new YieldingWaitStrategy(), 768L << 10);
        SpreadAssert.SpreadBy(ring, 16);
        using var poller = ring.NewPoller();
        var seen = new Stage("poller", 2 * PerProducer, producers: 2);
        var polling = new Thread(() =>
        {
            var deadline = DateTime.UtcNow + Bound;
            while (seen.Count < 2 * PerProducer && DateTime.UtcNow < deadline)
            {
                if (poller.Poll((ref ClassEvent e, long s, bool end) => { seen.OnEvent(e, s, end); return true; }) != PollState.Processing)
                {
                    Thread.Yield();
                }
            }
        })
        { IsBackground = true };
        polling.Start();

        Producers.RunThreads(2, p => Producers.Publish(ring, p, PerProducer, Producers.OfClass), Bound);
        Assert.True(polling.Join(Bound));
        StageAssert.AllSawEverything(TimeSpan.FromSeconds(1), 2 * PerProducer, Expectations.SumFor(2, PerProducer), seen);
    }

    [Fact]
    public async Task A_batch_handler_reads_every_event_through_spans_that_break_at_the_end_of_the_spread_slots()
    {
        // A batch that wraps reaches the handler as two spans: here the wrap is at 16,384 slots, not at the capacity of 1,024.
        using var d = new Disruptor<ClassEvent>(RingBuffer<ClassEvent>.Create(ProducerType.Single, static () => new ClassEvent(), 1024, new YieldingWaitStrategy(), 768L << 10));
        await SpreadAssert.BatchSpansBreakAtTheEndOfTheSlotsAsync(d, 1024, h => { d.HandleEventsWith(h); return d.Start(); }, static (ref ClassEvent e, long s) => e.Fields.Value = s, static e => e.Fields.Value, factor: 16, events: 300_000, Bound);
    }

    [Fact]
    public void A_disruptor_refuses_a_class_ring_that_has_published_or_has_consumers()
    {
        var published = RingBuffer<ClassEvent>.CreateSingleProducer(static () => new ClassEvent(), 64);
        published.Publish(published.Next());
        var e = Assert.Throws<ArgumentException>(() => new Disruptor<ClassEvent>(published));
        Assert.Equal("ring", e.ParamName);
        Assert.Contains("a cursor of 0 and 0 consumer(s) already", e.Message, StringComparison.Ordinal);

        var consumed = RingBuffer<ClassEvent>.CreateMultiProducer(static () => new ClassEvent(), 64);
        consumed.AddGatingSequences(new Sequence());
        Assert.Contains("1 consumer(s) already", Assert.Throws<ArgumentException>(() => new Disruptor<ClassEvent>(consumed)).Message, StringComparison.Ordinal);

        Assert.Equal("ring", Assert.Throws<ArgumentNullException>(() => new Disruptor<ClassEvent>((RingBuffer<ClassEvent>)null!)).ParamName);
    }

    [Fact]
    public void A_disruptor_refuses_a_value_ring_that_has_published_or_has_consumers()
    {
        var published = ValueRingBuffer<EventFields>.CreateMultiProducer(64);
        published.Publish(published.Next());
        Assert.Contains("a cursor of 0 and 0 consumer(s) already", Assert.Throws<ArgumentException>(() => new ValueDisruptor<EventFields>(published)).Message, StringComparison.Ordinal);

        var consumed = ValueRingBuffer<EventFields>.CreateSingleProducer(64);
        consumed.AddGatingSequences(new Sequence());
        Assert.Equal("ring", Assert.Throws<ArgumentException>(() => new ValueDisruptor<EventFields>(consumed)).ParamName);
    }

    private static T Add<T>(List<T> made, T item)
    {
        made.Add(item);
        return item;
    }
}
