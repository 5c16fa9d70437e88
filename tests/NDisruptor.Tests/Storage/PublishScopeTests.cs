using System;
using System.IO;
using System.Xml.Serialization;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Storage;

/// <summary>
/// A publish scope publishes on Dispose, and aborts only when told to (Abort): no exception, caught or not,
/// makes an event vanish on its own.
/// </summary>
public sealed class PublishScopeTests
{
    [Fact]
    public void Exceptions_thrown_and_caught_inside_a_library_the_fill_calls_do_not_abort_the_event()
    {
        // XmlSerializer's first use for a type looks for a pregenerated assembly and catches the
        // FileNotFoundException when there is none: the block itself completes normally.
        var (ring, poller) = Polled.NewRing(ProducerType.Single, 16);
        for (int i = 0; i < 10; i++)
        {
            using var scope = ring.PublishEvent();
            if (i == 3)
            {
                var serializer = new XmlSerializer(typeof(SerializedThing));
                using var text = new StringWriter();
                serializer.Serialize(text, new SerializedThing { Value = i });
            }

            scope.Event() = i;
        }

        Assert.Equal([0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L], Polled.Drain(poller));
    }

    [Fact]
    public void An_exception_caught_inside_the_block_does_not_abort_the_event()
    {
        var (ring, poller) = Polled.NewRing();
        using (var scope = ring.PublishEvent())
        {
            scope.Event() = ParseOrDefault("not a number") + 5;
        }

        Assert.Equal([5L], Polled.Drain(poller));
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void Abort_publishes_the_event_as_aborted_and_the_next_event_arrives(ProducerType type)
    {
        var (ring, poller) = Polled.NewRing(type);
        Assert.Throws<InvalidOperationException>((Action)(() =>
        {
            using var scope = ring.PublishEvent();
            try
            {
                scope.Event() = Polled.Stale;
                throw new InvalidOperationException("filling failed");
            }
            catch
            {
                scope.Abort();
                scope.Abort();
                throw;
            }
        }));

        using (var scope = ring.PublishEvent())
        {
            scope.Event() = 42;
        }

        Assert.Equal([42L], Polled.Drain(poller));
        Assert.Equal(1, poller.Sequence.Value);
        Assert.Equal(1, ring.Sequencer.AbortedEvents);
    }

    [Fact]
    public void An_exception_escaping_the_block_publishes_the_event_as_far_as_it_was_written()
    {
        // The documented rule: only Abort (or the translator form) aborts, so what the block wrote is published.
        var (ring, poller) = Polled.NewRing();
        Assert.Throws<InvalidOperationException>((Action)(() =>
        {
            using var scope = ring.PublishEvent();
            scope.Event() = 13;
            throw new InvalidOperationException("failed after writing");
        }));

        Assert.Equal([13L], Polled.Drain(poller));
        Assert.Equal(0, ring.Sequencer.AbortedEvents);
    }

    // A multi-producer scope's publish checks only the slot's flag, its sequence having been claimed by construction: what
    // it must still refuse is a second publish, from the scope or a copy of it, before and after the slot's next lap.
    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void A_scope_disposed_again_or_through_a_copy_throws_and_publishes_nothing_more(ProducerType type)
    {
        var (ring, poller) = Polled.NewRing(type, 4);
        var scope = ring.PublishEvent();
        var copy = scope;
        scope.Event() = 10;
        scope.Dispose();
        Assert.Contains("already published", ScopeRefusals.DisposeRefusal(scope));
        Assert.Equal([10L], Polled.Drain(poller));

        // Four more events: the last takes the scope's slot, a lap on.
        for (long value = 11; value <= 14; value++)
        {
            Polled.Publish(ring, value);
        }

        Assert.Contains("already published", ScopeRefusals.DisposeRefusal(copy));
        Assert.Equal([11L, 12L, 13L, 14L], Polled.Drain(poller));
        Assert.Equal(4, ring.Cursor);
    }

    [Fact]
    public void Abort_after_the_scope_published_throws_and_hides_nothing()
    {
        var (ring, poller) = Polled.NewRing();
        var scope = ring.PublishEvent();
        scope.Event() = 1;
        scope.Dispose();
        bool refused = false;
        try
        {
            scope.Abort();
        }
        catch (ArgumentOutOfRangeException)
        {
            refused = true;
        }

        Assert.True(refused);
        Assert.Equal([1L], Polled.Drain(poller));
    }

    [Fact]
    public void Abort_on_a_scope_that_holds_no_claim_throws()
    {
        var ex = Assert.Throws<InvalidOperationException>(() => default(PublishScope<long>).Abort());
        Assert.Contains("holds no claimed slot", ex.Message, StringComparison.Ordinal);
        Assert.Throws<InvalidOperationException>(() => default(BatchPublishScope<long>).Abort());
        default(BatchPublishScope<long>).Dispose();
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    [InlineData(ProducerType.Multi, 6)]
    public void An_aborted_batch_scope_hides_the_whole_batch_and_counts_each_event(ProducerType type, int events = 3)
    {
        // Six events on a multi-producer ring: a batch publish whose flags are checked four to a load.
        var (ring, poller) = Polled.NewRing(type);
        using (var batch = ring.PublishEvents(events))
        {
            batch.Event(0) = Polled.Stale;
            batch.Abort();
        }

        using (var batch = ring.PublishEvents(2))
        {
            batch.Event(0) = 10;
            batch.Event(1) = 11;
        }

        Assert.Equal([10L, 11L], Polled.Drain(poller));
        Assert.Equal(events + 1, poller.Sequence.Value);
        Assert.Equal(events, ring.Sequencer.AbortedEvents);
    }

    private static long ParseOrDefault(string text)
    {
        try
        {
            return long.Parse(text, System.Globalization.CultureInfo.InvariantCulture);
        }
        catch (FormatException)
        {
            return 0;
        }
    }
}

/// <summary>Serialized by the scope test that calls into XmlSerializer (public: XmlSerializer needs it).</summary>
public sealed class SerializedThing
{
    /// <summary>Any value.</summary>
    public int Value { get; set; }
}
