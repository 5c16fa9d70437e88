using System;
using System.Linq;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Storage;

/// <summary>
/// The translator form: the ring calls the translator inside its own try, so an event is aborted exactly
/// when its translator throws, and published whatever the translator caught inside.
/// </summary>
public sealed class TranslatorTests
{
    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void A_translator_that_throws_aborts_its_event_and_the_exception_propagates(ProducerType type)
    {
        var (ring, poller) = Polled.NewRing(type);
        Assert.Equal(0, ring.PublishEvent(static (ref long e, long s, long v) => e = v, 1L));
        var ex = Assert.Throws<InvalidOperationException>(() => ring.PublishEvent(static (ref long e, long s, long v) =>
        {
            e = Polled.Stale;
            throw new InvalidOperationException("translator " + v);
        }, 2L));
        Assert.Equal("translator 2", ex.Message);
        ring.PublishEvent(static (ref long e, long s, long v) => e = v, 3L);

        Assert.Equal([1L, 3L], Polled.Drain(poller));
        Assert.Equal(2, poller.Sequence.Value);
        Assert.Equal(1, ring.Sequencer.AbortedEvents);
    }

    // The ring claims before it calls the translator, so its multi-producer publish checks only the slot's flag: a translator
    // that publishes its own sequence makes that a second publish, which must be refused, not repeated.
    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void A_translator_that_publishes_its_own_sequence_is_refused_and_its_event_arrives_once(ProducerType type)
    {
        var (ring, poller) = Polled.NewRing(type);
        var twice = Assert.Throws<ArgumentOutOfRangeException>(() => ring.PublishEvent(static (ref long e, long s, ValueRingBuffer<long> r) =>
        {
            e = 7;
            r.Publish(s);
        }, ring));
        Assert.Contains("already published", twice.Message, StringComparison.Ordinal);
        Polled.Publish(ring, 8);

        Assert.Equal([7L, 8L], Polled.Drain(poller));
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void A_batch_translator_that_publishes_its_own_sequence_then_throws_aborts_the_rest_and_its_exception_propagates(ProducerType type)
    {
        // The translator publishes the second event itself, then fails on the third. Aborting the whole batch would be
        // refused (the second is published): the third and fourth must be aborted on their own, and the caller must get the
        // translator's exception, not the refusal.
        var (ring, poller) = Polled.NewRing(type, 16);
        var failure = Assert.Throws<InvalidOperationException>(() => ring.PublishEvents(static (ref long e, long s, (long Value, ValueRingBuffer<long> Ring) arg) =>
        {
            if (arg.Value == 3)
            {
                throw new InvalidOperationException("the third of four failed");
            }

            e = arg.Value;
            if (arg.Value == 2)
            {
                arg.Ring.Publish(s);
            }
        }, new[] { (1L, ring), (2L, ring), (3L, ring), (4L, ring) }));
        Assert.Equal("the third of four failed", failure.Message);

        // The ring goes on: the next event arrives, and neither the third nor the fourth ever does. With one producer,
        // publishing the second published the first as well; with several it published the second alone, and the first,
        // still unpublished when the translator failed, is aborted with the rest.
        Polled.Publish(ring, 5);
        long[] expected = type == ProducerType.Single ? [1L, 2L, 5L] : [2L, 5L];
        Assert.Equal(expected, Polled.Drain(poller));
        Assert.Equal(type == ProducerType.Single ? 2 : 3, ring.Sequencer.AbortedEvents);
    }

    [Fact]
    public void A_translator_that_catches_its_own_exceptions_publishes_its_event()
    {
        var (ring, poller) = Polled.NewRing();
        ring.PublishEvent(static (ref long e, long s, string text) =>
        {
            try
            {
                e = long.Parse(text, System.Globalization.CultureInfo.InvariantCulture);
            }
            catch (FormatException)
            {
                e = -1;
            }
        }, "x");

        Assert.Equal([-1L], Polled.Drain(poller));
        Assert.Equal(0, ring.Sequencer.AbortedEvents);
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void A_batch_translator_publishes_every_event_or_aborts_the_whole_batch(ProducerType type)
    {
        var (ring, poller) = Polled.NewRing(type, 16);
        ring.PublishEvents(static (ref long e, long s, long v) => e = v, new long[] { 1, 2, 3 });
        Assert.Throws<InvalidOperationException>(() => ring.PublishEvents(static (ref long e, long s, long v) =>
        {
            e = Polled.Stale;
            if (v == 5)
            {
                throw new InvalidOperationException("the second of three failed");
            }
        }, new long[] { 4, 5, 6 }));
        ring.PublishEvents(static (ref long e, long s, long v) => e = v, ReadOnlySpan<long>.Empty);
        Assert.True(ring.TryPublishEvents(static (ref long e, long s, long v) => e = v * 10, new long[] { 7, 8 }));

        Assert.Equal([1L, 2L, 3L, 70L, 80L], Polled.Drain(poller));
        Assert.Equal(7, poller.Sequence.Value);
        Assert.Equal(3, ring.Sequencer.AbortedEvents);
    }

    [Fact]
    public void Try_forms_on_a_full_ring_claim_nothing_and_never_call_the_translator()
    {
        var (ring, poller) = Polled.NewRing(ProducerType.Multi, 4);
        Assert.True(ring.TryPublishEvents(static (ref long e, long s, long v) => e = v, new long[] { 1, 2, 3 }));
        Assert.False(ring.TryPublishEvents(static (ref long e, long s, long v) => throw new InvalidOperationException("called"), new long[] { 4, 5 }));
        Assert.True(ring.TryPublishEvent(static (ref long e, long s, long v) => e = v, 4L));
        Assert.False(ring.TryPublishEvent(static (ref long e, long s, long v) => throw new InvalidOperationException("called"), 5L));
        Assert.Equal(3, ring.Cursor);
        Assert.Equal([1L, 2L, 3L, 4L], Polled.Drain(poller));
    }

    [Fact]
    public void A_null_translator_throws_before_anything_is_claimed()
    {
        var (ring, _) = Polled.NewRing(ProducerType.Multi);
        Assert.Throws<ArgumentNullException>(() => ring.PublishEvent<long>(null!, 1));
        Assert.Throws<ArgumentNullException>(() => ring.TryPublishEvent<long>(null!, 1));
        Assert.Throws<ArgumentNullException>(() => ring.PublishEvents<long>(null!, new long[] { 1 }));
        Assert.Throws<ArgumentNullException>(() => ring.TryPublishEvents<long>(null!, new long[] { 1 }));
        Assert.Equal(-1, ring.Cursor);
    }

    [Fact]
    public void A_batch_larger_than_the_ring_throws_before_anything_is_claimed()
    {
        var (ring, _) = Polled.NewRing(ProducerType.Single, 4);
        var ex = Assert.Throws<ArgumentOutOfRangeException>(() => ring.PublishEvents(static (ref long e, long s, long v) => e = v, new long[5]));
        Assert.Equal("args", ex.ParamName);
        Assert.Contains("args holds 5 events, more than the ring's size 4", ex.Message, StringComparison.Ordinal);
        Assert.Equal("args", Assert.Throws<ArgumentOutOfRangeException>(() => ring.TryPublishEvents(static (ref long e, long s, long v) => e = v, new long[5])).ParamName);
        Assert.Equal(-1, ring.Cursor);
    }

    [Fact]
    public async Task Translators_on_a_class_ring_from_several_threads_deliver_every_event_once_in_order_per_producer()
    {
        const int producers = 3, perProducer = 20_000;
        using var d = new Disruptor<ClassEvent>(() => new ClassEvent(), 64, ProducerType.Multi, new YieldingWaitStrategy());
        var handler = new RecordingClassHandler(producers);
        d.HandleEventsWith(handler);
        var ring = d.Start();

        Producers.RunThreads(producers, p =>
        {
            for (long counter = 0; counter < perProducer; counter++)
            {
                ring.PublishEvent(static (ref ClassEvent e, long s, (int Producer, long Counter) arg) =>
                {
                    e.Fields.Producer = arg.Producer;
                    e.Fields.Counter = arg.Counter;
                    e.Fields.Value = arg.Counter;
                }, (p, counter));
            }
        }, TimeSpan.FromSeconds(60));
        await d.ShutdownAsync(TimeSpan.FromSeconds(60));

        Assert.Empty(handler.Log.Errors);
        for (int p = 0; p < producers; p++)
        {
            Assert.Equal(Enumerable.Range(0, perProducer).Select(i => (long)i), handler.Log.CountersOf(p));
        }
    }
}
