using System;
using System.Collections.Generic;
using System.Reflection;
using System.Runtime.Intrinsics.X86;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Sequencing;

/// <summary>
/// A single producer's claims prefetch the slots a few kilobytes ahead, once per block of slots, through the claim limit's
/// slow path (docs/design.md, "Claiming ahead"): where they do, which blocks they ask for, and that claims of every kind
/// still hand out every sequence once, in order, to a consumer on another thread while they cross prefetch points and the
/// ring's room limit.
/// </summary>
public sealed class SlotPrefetchTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Fact]
    public void Single_claims_prefetch_the_block_a_distance_ahead_once_per_block_and_claim_quickly_in_between()
    {
        var sequencer = new SingleProducerSequencer(1024, new BusySpinWaitStrategy());
        var prefetcher = new RecordingPrefetcher();
        sequencer.PrefetchSlotsWith(prefetcher, block: 8, distance: 32);

        // As the ring's Next() claims: the quick claim, else the slow one, from one stack block.
        nint region = StackRegion.Current();
        int quick = 0;
        for (int i = 0; i < 40; i++)
        {
            bool quickly = sequencer.TryClaimQuickly(region, 1, out long sequence);
            if (quickly)
            {
                quick++;
            }
            else
            {
                sequence = sequencer.ClaimSlowly(region, 1);
            }

            Assert.Equal(i, sequence);
            sequencer.Publish(sequence);
        }

        // The first claim, then every eighth, takes the slow path: it prefetches the eight slots 32 past it.
        Assert.Equal([(32, 39), (40, 47), (48, 55), (56, 63), (64, 71)], prefetcher.Blocks);
        Assert.Equal(35, quick);
    }

    [Fact]
    public void Batch_claims_prefetch_from_their_last_sequence_and_a_claim_past_a_block_prefetches_once()
    {
        var sequencer = new SingleProducerSequencer(1024, new BusySpinWaitStrategy());
        var prefetcher = new RecordingPrefetcher();
        sequencer.PrefetchSlotsWith(prefetcher, block: 8, distance: 32);

        // Batches of 3: 2, 5, 8 | 11, 14, 17 | 20, ...; a batch longer than a block prefetches on every claim.
        long hi = 0;
        for (int i = 0; i < 7; i++)
        {
            hi = sequencer.Next(3);
            sequencer.Publish(hi - 2, hi);
        }

        hi = sequencer.Next(20);
        sequencer.Publish(hi - 19, hi);
        Assert.Equal([(34, 41), (43, 50), (52, 59), (72, 79)], prefetcher.Blocks);
        Assert.Equal(40, hi);
    }

    [Fact]
    public void Only_a_single_producer_of_small_events_at_a_fixed_address_prefetches_and_only_where_the_instruction_exists()
    {
        Assert.Equal(Sse.IsSupported, PrefetcherOf(ValueRingBuffer<long>.CreateSingleProducer(1024, new BusySpinWaitStrategy())) is not null);
        Assert.Equal(Sse.IsSupported, PrefetcherOf(ValueRingBuffer<Payload256>.CreateSingleProducer(1024, new BusySpinWaitStrategy())) is not null);

        // Events of more than 256 bytes (fewer than four to a block), events with references, class rings, several producers.
        Assert.Null(PrefetcherOf(ValueRingBuffer<Payload264>.CreateSingleProducer(1024, new BusySpinWaitStrategy())));
        Assert.Null(PrefetcherOf(ValueRingBuffer<(long, string)>.CreateSingleProducer(1024, new BusySpinWaitStrategy())));
        Assert.Null(PrefetcherOf(RingBuffer<object>.CreateSingleProducer(static () => new object(), 1024, new BusySpinWaitStrategy())));
        Assert.IsType<MultiProducerSequencer>(ValueRingBuffer<long>.CreateMultiProducer(1024, new BusySpinWaitStrategy()).Sequencer);
    }

    [Theory]
    [InlineData(8)]
    [InlineData(64)]
    [InlineData(4096)]
    public async Task Every_event_arrives_once_and_in_order_while_claims_cross_prefetch_points_and_the_room_limit(int capacity)
    {
        const long events = 100_000;
        using var disruptor = new ValueDisruptor<long>(capacity, ProducerType.Single, new YieldingWaitStrategy());
        var checker = new SequencePayloadChecker();
        disruptor.HandleEventsWith(checker);
        ValueRingBuffer<long> ring = disruptor.Start();

        // One claim after another of every kind, on this thread, with the consumer on its own: singles, batches of up to
        // the ring (a block of 8-byte events is 128 of them), try-claims that find the ring full, publish scopes.
        var random = new Random(capacity);
        long published = 0;
        while (published < events)
        {
            switch (random.Next(4))
            {
                case 0:
                {
                    long sequence = ring.Next();
                    ring[sequence] = sequence;
                    ring.Publish(sequence);
                    published++;
                    break;
                }

                case 1:
                {
                    int n = random.Next(1, Math.Min(capacity, 200) + 1);
                    long hi = ring.Next(n);
                    for (long s = hi - n + 1; s <= hi; s++)
                    {
                        ring[s] = s;
                    }

                    ring.Publish(hi - n + 1, hi);
                    published += n;
                    break;
                }

                case 2:
                    if (ring.TryNext(out long tried))
                    {
                        ring[tried] = tried;
                        ring.Publish(tried);
                        published++;
                    }

                    break;

                default:
                {
                    using var scope = ring.PublishEvent();
                    scope.Event() = scope.Sequence;
                    published++;
                    break;
                }
            }
        }

        await Waits.Until(() => checker.Count == published || checker.Error is not null, "the consumer to see every event", Bound);
        Assert.Null(checker.Error);
        Assert.Equal(published, checker.Count);
        await disruptor.ShutdownAsync(Bound);
    }

    private static object? PrefetcherOf<T>(RingBufferBase<T> ring)
        => ring.Sequencer is SingleProducerSequencer single
            ? typeof(SingleProducerSequencer).GetField("_prefetcher", BindingFlags.Instance | BindingFlags.NonPublic)!.GetValue(single)
            : null;

    private sealed class RecordingPrefetcher : ISlotPrefetcher
    {
        public List<(long First, long Last)> Blocks { get; } = [];

        public void PrefetchSlots(long first, long last) => Blocks.Add((first, last));
    }

    [System.Runtime.InteropServices.StructLayout(System.Runtime.InteropServices.LayoutKind.Sequential, Size = 256)]
    private struct Payload256
    {
        public long Value;
    }

    [System.Runtime.InteropServices.StructLayout(System.Runtime.InteropServices.LayoutKind.Sequential, Size = 264)]
    private struct Payload264
    {
        public long Value;
    }
}
