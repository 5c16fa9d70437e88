using System;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Storage;

public sealed class RingBufferTests
{
    [Theory]
    [InlineData(1000, "1024")]
    [InlineData(3, "4")]
    [InlineData(1025, "2048")]
    public void Size_not_a_power_of_two_is_rejected_with_the_fix(int size, string suggestion)
    {
        var ex = Assert.Throws<ArgumentException>(() => ValueRingBuffer<long>.CreateSingleProducer(size));
        Assert.Contains($"{size} is not a power of two", ex.Message, StringComparison.Ordinal);
        Assert.Contains($"use {suggestion}", ex.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentException>(() => RingBuffer<ClassEvent>.CreateMultiProducer(() => new ClassEvent(), size));
        Assert.Throws<ArgumentException>(() => new Disruptor<ClassEvent>(() => new ClassEvent(), size));
        Assert.Throws<ArgumentException>(() => new ValueDisruptor<long>(size));
    }

    [Theory]
    [InlineData(0)]
    [InlineData(-1)]
    [InlineData(int.MinValue)]
    public void Size_below_one_is_rejected(int size)
    {
        var ex = Assert.Throws<ArgumentOutOfRangeException>(() => ValueRingBuffer<long>.CreateMultiProducer(size));
        Assert.Contains($"{size} must be at least 1", ex.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Null_factory_and_factory_returning_null_are_rejected()
    {
        Assert.Throws<ArgumentNullException>(() => RingBuffer<ClassEvent>.CreateSingleProducer(null!, 8));
        var ex = Assert.Throws<ArgumentException>(() => RingBuffer<ClassEvent>.CreateSingleProducer(() => null!, 8));
        Assert.Contains("returned null", ex.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(0L)]
    [InlineData(1L << 20)]
    public void A_factory_returning_one_object_for_two_slots_is_rejected(long lapBytes)
    {
        // Two slots holding one object would carry two events at once: the later one written over the earlier.
        var shared = new ClassEvent();
        var ex = Assert.Throws<ArgumentException>(() => RingBuffer<ClassEvent>.Create(ProducerType.Single, () => shared, 8, null, lapBytes));
        Assert.Equal("eventFactory", ex.ParamName);
        Assert.Contains("returned for slot 1 an object it had already returned", ex.Message, StringComparison.Ordinal);

        // A pool that hands its objects out again further on is caught at the first repeat too.
        var pool = new[] { new ClassEvent(), new ClassEvent(), new ClassEvent() };
        int next = 0;
        ex = Assert.Throws<ArgumentException>(() => RingBuffer<ClassEvent>.Create(ProducerType.Multi, () => pool[next++ % pool.Length], 8, null, lapBytes));
        Assert.Contains("for slot 3", ex.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(ProducerType.Single, 0)]
    [InlineData(ProducerType.Single, 9)]
    [InlineData(ProducerType.Multi, -1)]
    [InlineData(ProducerType.Multi, 9)]
    public void Batch_size_outside_one_to_size_is_rejected(ProducerType type, int n)
    {
        var ring = ValueRingBuffer<long>.Create(type, 8, new BusySpinWaitStrategy());
        var ex = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Next(n));
        Assert.Contains($"n {n} must be between 1 and the ring's size 8", ex.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.TryNext(n, out _));
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.HasAvailableCapacity(n));
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.PublishEvents(n));
    }

    [Fact]
    public void A_barrier_on_a_null_sequence_is_refused_with_its_position()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8);
        var ex = Assert.Throws<ArgumentNullException>(() => ring.NewBarrier(new Sequence(), null!));
        Assert.Equal("dependents", ex.ParamName);
        Assert.Contains("dependents[1] is null", ex.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentNullException>(() => ring.NewBarrier(null!));
    }

    [Fact]
    public void Publishing_a_sequence_never_claimed_throws()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8, new BusySpinWaitStrategy());
        long claimed = ring.Next();
        var ex = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(claimed + 1));
        Assert.Contains("was never claimed", ex.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentException>(() => ring.Publish(5, 4));
    }

#if DEBUG
    [Fact]
    public void Multi_producer_publishing_a_sequence_never_claimed_throws_in_debug_builds()
    {
        var ring = ValueRingBuffer<long>.CreateMultiProducer(8, new BusySpinWaitStrategy());
        long claimed = ring.Next();
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.Publish(claimed + 1));
    }
#endif

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void TryNext_fails_on_a_full_ring_without_claiming(ProducerType type)
    {
        var ring = ValueRingBuffer<long>.Create(type, 4, new BusySpinWaitStrategy());
        var consumer = new Sequence();
        ring.AddGatingSequences(consumer);

        Assert.True(ring.TryNext(3, out long hi));
        Assert.Equal(2, hi);
        ring.Publish(0, hi);
        Assert.Equal(1, ring.GetRemainingCapacity());
        Assert.True(ring.HasAvailableCapacity(1));
        Assert.False(ring.HasAvailableCapacity(2));
        Assert.False(ring.TryNext(2, out _));
        Assert.True(ring.TryNext(out long last));
        Assert.Equal(3, last);
        ring.Publish(last);
        Assert.False(ring.TryNext(out _));
        Assert.Equal(0, ring.GetRemainingCapacity());
        Assert.False(ring.TryPublishEvent(out _));

        consumer.SetValue(1); // the consumer finished 0 and 1
        Assert.Equal(2, ring.GetRemainingCapacity());
        Assert.True(ring.TryNext(2, out hi));
        Assert.Equal(5, hi);
    }

    [Fact]
    public void Value_ring_indexer_returns_the_slot_itself_not_a_copy()
    {
        var ring = ValueRingBuffer<EventFields>.CreateSingleProducer(8);
        long s = ring.Next();
        ref EventFields e = ref ring[s];
        e.Value = 7;
        Assert.Equal(7, ring[s].Value);
        ring[s].Stage1 = 3;
        Assert.Equal(3, e.Stage1);
        ring.Publish(s);
        Assert.Equal(0, ring.Cursor);
        Assert.True(ring.IsPublished(0));
        Assert.False(ring.IsPublished(1));
    }

    [Fact]
    public void Class_ring_reuses_the_same_objects_every_lap()
    {
        var ring = RingBuffer<ClassEvent>.CreateSingleProducer(() => new ClassEvent(), 4);
        var first = ring[0];
        for (int i = 0; i < 4; i++)
        {
            ring.Publish(ring.Next());
        }

        Assert.Same(first, ring[4]);
        Assert.Same(first, ring[8]);
        Assert.Equal(4, ring.BufferSize);
        Assert.Equal(ProducerType.Single, ring.ProducerType);
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void Publish_scope_publishes_on_dispose_even_when_filling_throws(ProducerType type)
    {
        var ring = ValueRingBuffer<EventFields>.Create(type, 8, new BusySpinWaitStrategy());
        using (var scope = ring.PublishEvent())
        {
            scope.Event().Value = 11;
            Assert.Equal(0, scope.Sequence);
            Assert.False(ring.IsPublished(0));
        }

        Assert.True(ring.IsPublished(0));
        Assert.Equal(11, ring[0].Value);

        Assert.Throws<InvalidOperationException>(() => FillAndFail(ring));
        Assert.True(ring.IsPublished(1));
    }

    [Fact]
    public void Class_ring_publish_scope_gives_the_slot_object()
    {
        var ring = RingBuffer<ClassEvent>.CreateSingleProducer(() => new ClassEvent(), 8);
        using (var scope = ring.PublishEvent())
        {
            scope.Event().Fields.Value = 5;
        }

        Assert.Equal(5, ring[0].Fields.Value);
        Assert.True(ring.IsPublished(0));
    }

    [Fact]
    public void Default_publish_scope_refuses_to_be_used()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(1);
        ring.AddGatingSequences(new Sequence());
        ring.Publish(ring.Next());
        Assert.False(ring.TryPublishEvent(out var scope));
        string? message = null;
        try
        {
            scope.Event() = 1;
        }
        catch (InvalidOperationException ex)
        {
            message = ex.Message;
        }

        Assert.Contains("TryPublishEvent", message, StringComparison.Ordinal);
        scope.Dispose(); // publishes nothing, throws nothing
    }

    [Fact]
    public void Batch_scope_publishes_the_whole_batch_on_dispose()
    {
        var ring = ValueRingBuffer<long>.CreateMultiProducer(8, new BusySpinWaitStrategy());
        using (var batch = ring.PublishEvents(3))
        {
            Assert.Equal(3, batch.Count);
            Assert.Equal(0, batch.StartSequence);
            Assert.Equal(2, batch.EndSequence);
            for (int i = 0; i < batch.Count; i++)
            {
                batch.Event(i) = 10 + i;
            }

            bool threw = false;
            try
            {
                batch.Event(batch.Count);
            }
            catch (ArgumentOutOfRangeException)
            {
                threw = true;
            }

            Assert.True(threw);
            Assert.False(ring.IsPublished(0));
        }

        Assert.True(ring.IsPublished(0) && ring.IsPublished(1) && ring.IsPublished(2));
        Assert.Equal(12, ring[2]);
    }

    private static void FillAndFail(ValueRingBuffer<EventFields> ring)
    {
        using var scope = ring.PublishEvent();
        scope.Event().Value = 1;
        throw new InvalidOperationException("filling failed");
    }
}
