using System;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Storage;

/// <summary>
/// What a native ring adds to the value ring: its memory, its disposal, and a disruptor built on a ring made
/// beforehand. The topology tests run every graph on native rings too (RingKind.Native).
/// </summary>
public sealed class NativeRingBufferTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Fact]
    public void Slots_start_zeroed_on_a_cache_line_boundary_and_keep_what_is_written()
    {
        using var ring = NativeRingBuffer<EventFields>.CreateSingleProducer(64);

        // The offset from address 0 is the slot's address.
        long address = (long)Unsafe.ByteOffset(ref Unsafe.NullRef<EventFields>(), ref ring[0]);
        Assert.Equal(0, address % 64);
        for (long s = 0; s < 64; s++)
        {
            Assert.Equal(default, ring[s]);
        }

        long hi = ring.Next(64);
        for (long s = 0; s <= hi; s++)
        {
            ring[s].Counter = s * 3;
        }

        ring.Publish(0, hi);
        for (long s = 0; s <= hi; s++)
        {
            Assert.Equal(s * 3, ring[s].Counter);
        }

        // Contiguous, and a lap later the same slots.
        Assert.Equal(63 * Unsafe.SizeOf<EventFields>(), (int)Unsafe.ByteOffset(ref ring[0], ref ring[63]));
        Assert.True(Unsafe.AreSame(ref ring[5], ref ring[69]));
    }

    [Fact]
    public void A_size_that_is_not_a_power_of_two_is_refused_before_anything_is_allocated()
    {
        var ex = Assert.Throws<ArgumentException>(() => NativeRingBuffer<long>.CreateMultiProducer(1000));
        Assert.Contains("power of two", ex.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentOutOfRangeException>(() => NativeRingBuffer<long>.CreateSingleProducer(0));
        Assert.Throws<ArgumentOutOfRangeException>(() => NativeRingBuffer<long>.Create((ProducerType)7, 8));

        // The producer type is the first argument, so it is named first.
        Assert.Equal("producerType", Assert.Throws<ArgumentOutOfRangeException>(() => NativeRingBuffer<long>.Create((ProducerType)7, 1000)).ParamName);
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void A_claim_after_dispose_throws_even_with_room_left(ProducerType producerType)
    {
        var ring = NativeRingBuffer<long>.Create(producerType, 16);
        var consumer = new Sequence();
        ring.AddGatingSequences(consumer);
        long s = ring.Next();
        ring[s] = 1;
        ring.Publish(s);
        consumer.SetValue(s);

        ring.Dispose();
        Assert.True(ring.IsDisposed);
        ring.Dispose(); // a second call does nothing

        // Fifteen slots were free: without the retirement a claim would succeed and write freed memory.
        var ex = Assert.Throws<ObjectDisposedException>(() => ring.Next());
        Assert.Contains("disposed", ex.Message, StringComparison.Ordinal);
        Assert.Throws<ObjectDisposedException>(() => ring.Next(4));
        Assert.False(ring.TryNext(out _));
        Assert.Throws<ObjectDisposedException>(() => ring.PublishEvent());
    }

    [Fact]
    public void Dispose_is_refused_while_a_processor_runs_and_allowed_once_it_stopped()
    {
        var ring = NativeRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        var handler = new PayloadRecorder();
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler);
        ring.AddGatingSequences(processor.Sequence);
        var run = Payloads.StartRun(processor.Run);
        Assert.True(SpinWait.SpinUntil(() => processor.IsRunning, Bound));

        var ex = Assert.Throws<InvalidOperationException>(ring.Dispose);
        Assert.Contains("halt", ex.Message, StringComparison.OrdinalIgnoreCase);
        Assert.False(ring.IsDisposed);

        // Still usable: the refused Dispose changed nothing.
        long s = ring.Next();
        ring[s] = s;
        ring.Publish(s);
        Assert.True(SpinWait.SpinUntil(() => processor.Sequence.Value == s, Bound));

        processor.Halt();
        Assert.True(run.Join(Bound));
        ring.Dispose();
        Assert.True(ring.IsDisposed);
    }

    [Fact]
    public async Task An_async_consumer_counts_as_running_until_its_run_ends()
    {
        var ring = NativeRingBuffer<long>.CreateSingleProducer(16);
        var processor = EventProcessorFactory.CreateAsyncBatch(ring, ring.NewBarrier(), new AsyncSum());
        ring.AddGatingSequences(processor.Sequence);
        Task run = ((IAsyncEventProcessor)processor).RunAsync();
        Assert.True(SpinWait.SpinUntil(() => processor.IsRunning, Bound));
        Assert.Throws<InvalidOperationException>(ring.Dispose);

        processor.Halt();
        await run.WaitAsync(Bound);
        ring.Dispose();
        Assert.True(ring.IsDisposed);
    }

    [Fact]
    public async Task A_poller_and_a_disruptor_graph_read_every_event_from_native_memory()
    {
        using var ring = NativeRingBuffer<EventFields>.CreateMultiProducer(32, new YieldingWaitStrategy());
        using (var d = new ValueDisruptor<EventFields>(ring))
        {
            var first = new Stage("first", 3 * 50_000, 3);
            var second = new Stage("second", 3 * 50_000, 3);
            d.HandleEventsWith(first).Then(second);
            d.Start();

            Producers.RunThreads(3, p => Producers.Publish(ring, p, 50_000, Producers.OfValue), Bound);
            StageAssert.AllSawEverything(Bound, 3 * 50_000, Expectations.SumFor(3, 50_000), first, second);
            await d.ShutdownAsync(Bound);
        }

        // The graph's consumers are halted but still gate the ring; a poller behind the last stage's position reads on.
        using var poller = ring.NewPoller();
        long hi = ring.Next();
        ring[hi].Value = 7;
        ring.Publish(hi);
        long seen = -1;
        Assert.Equal(PollState.Processing, poller.Poll((ref EventFields e, long sequence, bool _) =>
        {
            seen = e.Value;
            return true;
        }));
        Assert.Equal(7, seen);
    }

    [Fact]
    public void Dispose_refuses_while_a_poller_is_open_and_frees_the_slots_once_it_is_disposed()
    {
        // A poll reads the slots from the polling thread whenever it is called: after the slots were freed it read memory at
        // a null-based address (a NullReferenceException, or a crash past the first page), not an ObjectDisposedException.
        var ring = NativeRingBuffer<long>.CreateSingleProducer(16);
        var poller = ring.NewPoller();
        long s = ring.Next();
        ring[s] = 5;
        ring.Publish(s);

        var ex = Assert.Throws<InvalidOperationException>(ring.Dispose);
        Assert.Contains("1 poller(s) of this ring are not disposed", ex.Message, StringComparison.Ordinal);

        // Refused, the ring is whole: the poller still reads the event it was published.
        long seen = -1;
        Assert.Equal(PollState.Processing, poller.Poll((ref long e, long sequence, bool end) =>
        {
            seen = e;
            return true;
        }));
        Assert.Equal(5, seen);

        poller.Dispose();
        poller.Dispose();
        ring.Dispose();
        Assert.Throws<ObjectDisposedException>(() => poller.Poll((ref long e, long sequence, bool end) => true));
        Assert.Throws<ObjectDisposedException>(() => ring.Next());
    }

    [Fact]
    public void A_disruptor_takes_only_a_new_ring()
    {
        using var used = NativeRingBuffer<long>.CreateSingleProducer(8);
        used.Publish(used.Next());
        var ex = Assert.Throws<ArgumentException>(() => new ValueDisruptor<long>(used));
        Assert.Equal("ring", ex.ParamName);
        Assert.Contains("new ring", ex.Message, StringComparison.Ordinal);

        using var consumed = NativeRingBuffer<long>.CreateSingleProducer(8);
        consumed.AddGatingSequences(new Sequence());
        Assert.Throws<ArgumentException>(() => new ValueDisruptor<long>(consumed));
        Assert.Throws<ArgumentNullException>(() => new ValueDisruptor<long>((ValueRingBuffer<long>)null!));
    }

    private sealed class AsyncSum : IAsyncBatchEventHandler<long>
    {
        public long Sum;

        public ValueTask OnBatchAsync(EventBatch<long> batch, long firstSequence, CancellationToken cancellationToken)
        {
            for (int i = 0; i < batch.Length; i++)
            {
                Sum += batch[i];
            }

            return ValueTask.CompletedTask;
        }
    }
}
