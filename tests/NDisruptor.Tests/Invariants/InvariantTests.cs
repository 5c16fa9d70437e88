using System;
using System.Threading;
using System.Threading.Tasks;
using Xunit;

namespace NDisruptor.Tests.Invariants;

/// <summary>
/// The design's invariants, checked in Debug builds (the build these tests run), and the misuse that would break
/// one from the outside, refused in every build.
/// </summary>
public sealed class InvariantTests
{
    [Fact]
    public void A_broken_invariant_throws_naming_what_and_the_expression()
    {
        int handled = 3;
        var ex = Assert.Throws<InvariantException>(() => Invariant.Holds(handled == 4, "a batch is handled through its end"));
        Assert.Contains("a batch is handled through its end", ex.Message, StringComparison.Ordinal);
        Assert.Contains("handled == 4", ex.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_field_written_from_a_thread_other_than_its_owner_breaks_the_invariant()
    {
        int owner = Environment.CurrentManagedThreadId;
        Invariant.OnThread(owner, "the processor's sequence");

        Exception? caught = null;
        var other = new Thread(() => caught = Record.Exception(() => Invariant.OnThread(owner, "the processor's sequence")));
        other.Start();
        other.Join();
        var ex = Assert.IsType<InvariantException>(caught);
        Assert.Contains("the processor's sequence", ex.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_processor_refuses_a_barrier_made_by_another_ring()
    {
        // It would wait on the other ring's cursor and hand out this ring's slots, which nobody published.
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8, new YieldingWaitStrategy());
        var other = ValueRingBuffer<long>.CreateSingleProducer(8, new YieldingWaitStrategy());
        var ex = Assert.Throws<ArgumentException>(() => EventProcessorFactory.Create(ring, other.NewBarrier(), new Count()));
        Assert.Equal("barrier", ex.ParamName);
        Assert.Contains("NewBarrier", ex.Message, StringComparison.Ordinal);

        var asyncEx = Assert.Throws<ArgumentException>(() => EventProcessorFactory.CreateAsyncBatch(ring, other.NewBarrier(), new AsyncCount()));
        Assert.Equal("barrier", asyncEx.ParamName);

        // The refused barrier is not taken: a processor of its own ring may still use it.
        var barrier = other.NewBarrier();
        Assert.Throws<ArgumentException>(() => EventProcessorFactory.Create(ring, barrier, new Count()));
        EventProcessorFactory.Create(other, barrier, new Count());
    }

    private sealed class Count : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
        }
    }

    private sealed class AsyncCount : IAsyncBatchEventHandler<long>
    {
        public ValueTask OnBatchAsync(EventBatch<long> batch, long firstSequence, CancellationToken cancellationToken) => default;
    }
}
