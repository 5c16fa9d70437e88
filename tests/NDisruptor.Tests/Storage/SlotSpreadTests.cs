using System;
using System.Runtime.CompilerServices;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Storage;

/// <summary>
/// A value ring of small events spreads its sequences over more slots than its capacity (docs/design.md, "Memory layout"):
/// the capacity, the claims and the publish checks must not change, and every event must still arrive once, in order.
/// </summary>
public sealed class SlotSpreadTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Theory]
    [InlineData(65536, 8, 524288)] // 512 KiB: spread 8x to 4 MiB
    [InlineData(65536, 16, 262144)] // 1 MiB: 4x reaches 4 MiB
    [InlineData(16384, 40, 131072)] // 640 KiB: 8x, 5 MiB
    [InlineData(65536, 64, 65536)] // 4 MiB already
    [InlineData(1 << 20, 8, 1 << 20)] // 8 MiB
    [InlineData(32768, 8, 32768)] // 256 KiB: even 8x would stay under the target, so left alone
    [InlineData(1024, 8, 1024)] // a latency ring
    [InlineData(1 << 30, 8, 1 << 30)]
    [InlineData(3, 8, 3)] // not a power of two: the sequencer refuses it
    [InlineData(0, 8, 0)]
    public void SlotsFor_spreads_small_events_until_the_target_and_no_further(int capacity, int eventSize, int expected)
        => Assert.Equal(expected, SlotSpread.SlotsFor(capacity, eventSize));

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void A_value_ring_of_small_events_reuses_a_slot_only_after_the_spread_keeping_its_capacity(ProducerType producerType)
    {
        const int capacity = 65536;
        const int slots = 524288;
        var ring = ValueRingBuffer<long>.Create(producerType, capacity, new BusySpinWaitStrategy());

        Assert.Equal(capacity, ring.BufferSize);
        Assert.Equal(capacity, ring.GetRemainingCapacity());
        long[] entries = RingInternals.Entries(ring);
        int pad = (entries.Length - slots) / 2;
        Assert.True(pad * sizeof(long) >= 128, $"{pad} padding slots");
        Assert.Equal(slots + (2 * pad), entries.Length);

        SpreadAssert.SpreadBy(ring, slots / capacity);
        Assert.True(Unsafe.AreSame(ref ring[slots - 1], ref entries[pad + slots - 1]));

        if (producerType == ProducerType.Multi)
        {
            Assert.Equal(slots + (2 * 32), RingInternals.Flags(ring.Sequencer).Length);
        }
    }

    [Fact]
    public void Rings_with_references_or_memory_the_caller_sized_are_not_spread()
    {
        const int capacity = 65536;
        var classRing = RingBuffer<ClassEvent>.CreateSingleProducer(() => new ClassEvent(), capacity);
        Assert.Same(classRing[3], classRing[3 + capacity]);

        var withReferences = ValueRingBuffer<(long, string)>.CreateSingleProducer(capacity);
        SpreadAssert.NotSpread(withReferences);

        using var native = NativeRingBuffer<long>.CreateMultiProducer(capacity);
        SpreadAssert.NotSpread(native);
        Assert.Equal(capacity + (2 * 32), RingInternals.Flags(native.Sequencer).Length);
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void Producers_run_exactly_the_capacity_ahead_of_a_consumer_not_the_spread(ProducerType producerType)
    {
        const int capacity = 65536;
        var ring = ValueRingBuffer<long>.Create(producerType, capacity, new BusySpinWaitStrategy());
        var consumer = new Sequence();
        ring.AddGatingSequences(consumer);

        for (int i = 0; i < capacity; i++)
        {
            Assert.True(ring.TryNext(out long s), $"claim {i} of a ring of {capacity}");
            ring[s] = s;
            ring.Publish(s);
        }

        Assert.False(ring.TryNext(out _));
        Assert.False(ring.HasAvailableCapacity(1));
        Assert.Equal(0, ring.GetRemainingCapacity());

        consumer.SetValue(0);
        Assert.True(ring.TryNext(out long next));
        Assert.Equal(capacity, next);
        Assert.False(ring.TryNext(out _));
    }

    [Fact]
    public void A_spread_multi_producer_ring_tells_a_second_publish_from_a_stale_one_by_its_slot_lap()
    {
        // Laps count slots, not capacities: a sequence published a capacity ago still owns its slot (a second publish),
        // one published a whole spread ago has been overwritten (stale, named by the sequence that took its slot).
        const int capacity = 65536;
        const int slots = 524288;
        var ring = ValueRingBuffer<long>.CreateMultiProducer(capacity, new BusySpinWaitStrategy());
        var consumer = new Sequence();
        ring.AddGatingSequences(consumer);
        for (long i = 0; i <= slots + 5; i++)
        {
            long s = ring.Next();
            ring.Publish(s);
            consumer.SetValue(s);
        }

        var twice = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(slots - capacity));
        Assert.Contains("already holds this lap", twice.Message, StringComparison.Ordinal);

        var stale = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(5));
        Assert.Contains($"published for sequence {slots + 5}, a later lap", stale.Message, StringComparison.Ordinal);

        Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(ring.Cursor + 1));
    }

    [Fact]
    public void A_spread_multi_producer_rings_scope_disposed_again_a_capacity_later_is_refused()
    {
        // A scope's publish checks only its slot's flag. A capacity later the spread ring has put the newer sequence in a slot
        // of its own, so the scope's slot still holds the scope's lap: the copy's dispose is a second publish.
        const int capacity = 65536;
        var ring = ValueRingBuffer<long>.CreateMultiProducer(capacity, new BusySpinWaitStrategy());
        SpreadAssert.SpreadBy(ring, 8);
        var consumer = new Sequence();
        ring.AddGatingSequences(consumer);
        var scope = ring.PublishEvent();
        var copy = scope;
        scope.Dispose();
        consumer.SetValue(scope.Sequence);
        for (long i = 1; i <= capacity; i++)
        {
            long s = ring.Next();
            ring.Publish(s);
            consumer.SetValue(s);
        }

        Assert.Contains("already holds this lap", ScopeRefusals.DisposeRefusal(copy), StringComparison.Ordinal);
        Assert.Equal(capacity, ring.Cursor);
    }

    [Theory]
    [InlineData(ProducerType.Single, 1)]
    [InlineData(ProducerType.Multi, 3)]
    public async Task A_pipeline_sees_every_event_once_in_order_across_laps_of_a_spread_ring(ProducerType producerType, int producers)
    {
        // 16,384 events of 40 bytes are 640 KiB, spread to 131,072 slots: 600,000 events lap the capacity 36 times and the
        // slots 4 times, through every claim and publish form.
        using var d = new ValueDisruptor<EventFields>(16384, producerType, new YieldingWaitStrategy());
        await SpreadAssert.PipelineSeesEveryEventAsync(d, factor: 8, producers, events: 600_000, Bound);
    }

    [Fact]
    public async Task A_batch_handler_reads_every_event_through_spans_that_break_at_the_end_of_the_spread_slots()
    {
        // A batch that wraps reaches the handler as two spans: here the wrap is at 524,288 slots, not at the capacity. The ring
        // is made beforehand, so the disruptor's start keeps the default spread (see ReadingConsumersLapTests for its own).
        using var d = new ValueDisruptor<long>(ValueRingBuffer<long>.Create(ProducerType.Single, 65536, new YieldingWaitStrategy()));
        await SpreadAssert.BatchSpansBreakAtTheEndOfTheSlotsAsync(d, 65536, h => { d.HandleEventsWith(h); return d.Start(); }, static (ref long e, long s) => e = s, static e => e, factor: 8, events: 1_200_000, Bound);
    }
}
