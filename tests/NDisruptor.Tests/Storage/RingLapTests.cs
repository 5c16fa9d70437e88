using System;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Storage;

/// <summary>
/// A value ring created with a lap of its own (<c>ValueRingBuffer&lt;T&gt;.Create(..., lapBytes)</c>) spreads its slots to
/// span exactly that lap, whatever the default would do (docs/design.md, "Memory layout"), and keeps its capacity.
/// </summary>
public sealed class RingLapTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Theory]
    [InlineData(ProducerType.Single, 65536, 32L << 20, 64)] // 512 KiB of 8-byte events to 32 MiB: past the default's 8 times
    [InlineData(ProducerType.Multi, 65536, 32L << 20, 64)]
    [InlineData(ProducerType.Single, 65536, 5L << 20, 16)] // the smallest power of two that spans the lap: 8 times is 4 MiB
    [InlineData(ProducerType.Single, 65536, 4L << 20, 8)]
    [InlineData(ProducerType.Single, 1024, 1L << 20, 128)] // 8 KiB: a ring the default leaves alone
    [InlineData(ProducerType.Multi, 65536, 512L << 10, 1)] // already spans it: the default would spread this ring 8 times
    [InlineData(ProducerType.Single, 65536, 1, 1)]
    [InlineData(ProducerType.Multi, 65536, 0, 1)]
    public void A_ring_created_with_a_lap_spreads_its_slots_to_span_it_and_keeps_its_capacity(ProducerType producerType, int capacity, long lapBytes, int factor)
    {
        var ring = ValueRingBuffer<long>.Create(producerType, capacity, new BusySpinWaitStrategy(), lapBytes);

        Assert.Equal(capacity, ring.BufferSize);
        Assert.Equal(capacity, ring.GetRemainingCapacity());
        SpreadAssert.SpreadBy(ring, factor);
        if (producerType == ProducerType.Multi)
        {
            Assert.Equal((capacity * factor) + (2 * 32), RingInternals.Flags(ring.Sequencer).Length);
            Assert.Same(RingInternals.Flags(ring.Sequencer), RingInternals.PublishedFlags(ring));
        }
    }

    [Theory]
    [InlineData(1 << 29, 1, 1L << 30, 1 << 30)] // the most slots a lap can ask for: 2^30, an int
    [InlineData(1024, 8, 1L << 30, 1 << 27)] // the longest lap
    [InlineData(1 << 30, 8, 1L << 30, 1 << 30)] // 8 GiB already spans it
    [InlineData(1024, 4096, 1L << 20, 1024)] // large events: 4 MiB already spans 1 MiB
    [InlineData(1024, 4096, 8L << 20, 2048)]
    [InlineData(1000, 8, -1L, 1000)] // not a power of two: left for the sequencer to refuse, before the lap is looked at
    public void The_slots_for_a_lap_are_the_smallest_power_of_two_multiple_of_the_capacity_that_spans_it(int capacity, int eventSize, long lapBytes, int slots)
        => Assert.Equal(slots, SlotSpread.SlotsForLap(capacity, eventSize, holdsReferences: false, lapBytes));

    [Theory]
    [InlineData(-1L)]
    [InlineData((1L << 30) + 1)]
    [InlineData(long.MaxValue)]
    public void A_lap_below_zero_or_above_a_gibibyte_is_refused_by_name(long lapBytes)
    {
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => ValueRingBuffer<long>.Create(ProducerType.Single, 1024, null, lapBytes));
        Assert.Equal("lapBytes", e.ParamName);
        Assert.Contains($"lapBytes {lapBytes} is outside 0", e.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_ring_of_events_with_references_refuses_a_lap_that_would_spread_it()
    {
        var e = Assert.Throws<ArgumentException>(() => ValueRingBuffer<(long, string)>.Create(ProducerType.Multi, 1024, null, 1L << 20));
        Assert.Equal("lapBytes", e.ParamName);
        Assert.Contains("hold references", e.Message, StringComparison.Ordinal);

        // A lap the capacity already spans needs no spread, so it is no reason to refuse.
        SpreadAssert.NotSpread(ValueRingBuffer<(long, string)>.Create(ProducerType.Multi, 1024, null, 1024));
        SpreadAssert.NotSpread(ValueRingBuffer<(long, string)>.Create(ProducerType.Single, 1024, null, 0));
    }

    [Fact]
    public void Arguments_are_refused_in_their_order_the_lap_last()
    {
        var producerType = Assert.Throws<ArgumentOutOfRangeException>(() => ValueRingBuffer<long>.Create((ProducerType)9, 1024, null, -5));
        Assert.Equal("producerType", producerType.ParamName);

        var bufferSize = Assert.Throws<ArgumentException>(() => ValueRingBuffer<long>.Create(ProducerType.Single, 1000, null, -5));
        Assert.Equal("bufferSize", bufferSize.ParamName);
        Assert.Equal("bufferSize", Assert.Throws<ArgumentOutOfRangeException>(() => ValueRingBuffer<long>.Create(ProducerType.Multi, 0, null, -5)).ParamName);
    }

    [Theory]
    [InlineData(ProducerType.Single, 1)]
    [InlineData(ProducerType.Multi, 3)]
    public async Task A_pipeline_on_a_ring_given_a_long_lap_sees_every_event_once_in_order(ProducerType producerType, int producers)
    {
        // 1,024 events of 40 bytes asked to span 1 MiB: 32 times the capacity, 32,768 slots. 300,000 events lap them 9 times
        // while producers run at most the capacity ahead of the last stage.
        using var d = new ValueDisruptor<EventFields>(ValueRingBuffer<EventFields>.Create(producerType, 1024, new YieldingWaitStrategy(), 1L << 20));
        await SpreadAssert.PipelineSeesEveryEventAsync(d, factor: 32, producers, events: 300_000, Bound);
    }
}
