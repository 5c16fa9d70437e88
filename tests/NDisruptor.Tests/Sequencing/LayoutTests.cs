using System;
using System.Linq;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Sequencing;

/// <summary>docs/design.md, rule 4: fields that different threads write sit at least 128 bytes apart. These tests read the real offsets.</summary>
public sealed class LayoutTests
{
    private const BindingFlags Instance = BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public;

    [Fact]
    public void PaddedLong_isolates_its_value_by_128_bytes_on_each_side()
    {
        Assert.Equal(128, (int)Marshal.OffsetOf<PaddedLong>(nameof(PaddedLong.Value)));
        Assert.Equal(128 + 8 + 128, Unsafe.SizeOf<PaddedLong>());
    }

    [Fact]
    public void Sequence_value_is_128_bytes_from_the_object_header_and_from_the_next_object()
    {
        var sequence = new Sequence(42);
        ref byte firstField = ref Unsafe.As<RawObject>(sequence).FirstByte;
        long offset = Unsafe.ByteOffset(ref firstField, ref Unsafe.As<long, byte>(ref sequence.ValueRef));
        Assert.True(offset >= 128, $"value at {offset} bytes from the object's data");

        // The only field is the padded struct, so 128 bytes follow the value before the object ends.
        FieldInfo[] fields = typeof(Sequence).GetFields(Instance);
        Assert.Single(fields);
        Assert.Equal(typeof(MarkedLong), fields[0].FieldType);
        Assert.Equal(42, sequence.Value);
    }

    [Fact]
    public void MarkedLong_pads_like_PaddedLong_with_its_spare_words_next_to_the_value()
    {
        // Only the spare word in the value's 16-byte block is used (Sequence.Mark): it writes no line but the value's.
        Assert.Equal(128, (int)Marshal.OffsetOf<MarkedLong>(nameof(MarkedLong.Value)));
        Assert.Equal(120, (int)Marshal.OffsetOf<MarkedLong>(nameof(MarkedLong.Below)));
        Assert.Equal(136, (int)Marshal.OffsetOf<MarkedLong>(nameof(MarkedLong.Above)));
        Assert.Equal(Unsafe.SizeOf<PaddedLong>(), Unsafe.SizeOf<MarkedLong>());
    }

    [Fact]
    public void Single_producer_claim_state_is_padded_away_from_the_rest_of_the_sequencer()
    {
        Type state = typeof(SingleProducerSequencer).GetNestedType("ProducerState", BindingFlags.NonPublic)!;
        Assert.Equal(128, (int)Marshal.OffsetOf(state, "NextValue"));
        Assert.Equal(136, (int)Marshal.OffsetOf(state, "ClaimLimit"));
        Assert.Equal(144, (int)Marshal.OffsetOf(state, "PublishedValue"));
        Assert.Equal(152, (int)Marshal.OffsetOf(state, "ClaimingRegion"));
        Assert.Equal(160, (int)Marshal.OffsetOf(state, "ClaimingThread"));
        Assert.Equal(168, (int)Marshal.OffsetOf(state, "RoomLimit"));
        Assert.Equal(176, (int)Marshal.OffsetOf(state, "PrefetchPoint"));
        Assert.Equal(128 + 56 + 128, Marshal.SizeOf(state));
    }

    [Fact]
    public void Multi_producer_claim_limit_is_padded()
    {
        FieldInfo cache = typeof(MultiProducerSequencer).GetField("_claimLimit", Instance)!;
        Assert.Equal(typeof(PaddedLong), cache.FieldType);
    }

    [Theory]
    [InlineData(8)]
    [InlineData(1024)]
    public void Multi_producer_flags_have_128_bytes_of_unused_slots_at_each_end(int size)
    {
        var sequencer = new MultiProducerSequencer(size, new BusySpinWaitStrategy());
        int[] flags = RingInternals.Flags(sequencer);
        Assert.Equal(size + (2 * 32), flags.Length);
    }

    [Fact]
    public void Value_ring_has_at_least_128_bytes_of_padding_slots_at_each_end_and_never_writes_them()
    {
        var ring = ValueRingBuffer<EventFields>.CreateSingleProducer(16, new BusySpinWaitStrategy());
        EventFields[] entries = RingInternals.Entries(ring);
        int pad = (entries.Length - 16) / 2;
        Assert.True(pad * Unsafe.SizeOf<EventFields>() >= 128, $"{pad} padding slots of {Unsafe.SizeOf<EventFields>()} bytes");

        for (int i = 0; i < 100; i++)
        {
            long s = ring.Next();
            ring[s] = new EventFields { Value = -1, Counter = -1, Producer = -1, Stage1 = -1, Stage2 = -1 };
            ring.Publish(s);
        }

        Assert.All(entries.Take(pad).Concat(entries.Skip(pad + 16)), e => Assert.Equal(default, e));
        Assert.All(entries.Skip(pad).Take(16), e => Assert.Equal(-1, e.Value));
    }

    [Fact]
    public void Class_ring_has_at_least_128_bytes_of_padding_slots_at_each_end()
    {
        var ring = RingBuffer<ClassEvent>.CreateMultiProducer(() => new ClassEvent(), 32);
        ClassEvent[] entries = RingInternals.Entries(ring);
        int pad = (entries.Length - 32) / 2;
        Assert.True(pad * IntPtr.Size >= 128);
        Assert.All(entries.Take(pad).Concat(entries.Skip(pad + 32)), Assert.Null);
        Assert.All(entries.Skip(pad).Take(32), Assert.NotNull);
        Assert.Equal(32, entries.Skip(pad).Take(32).Distinct().Count());
    }

    private sealed class RawObject
    {
        public byte FirstByte;
    }
}
