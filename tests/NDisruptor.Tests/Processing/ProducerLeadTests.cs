using System;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Processing;

/// <summary>
/// A consumer that finds a short batch waiting lets a streaming producer get ahead before taking it; these tests
/// check that holding back never loses, reorders or strands an event, and when it stops.
/// </summary>
public sealed class ProducerLeadTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Theory]
    [InlineData(65536, false, 512)]
    [InlineData(1024, false, 256)]
    [InlineData(16, false, 4)]
    [InlineData(2, false, 1)]
    [InlineData(1, false, 1)]
    [InlineData(1 << 20, true, 8192)] // on the claim counter: at most 8,192
    [InlineData(65536, true, 8192)]
    [InlineData(16384, true, 4096)]
    [InlineData(1024, true, 256)]
    [InlineData(1, true, 1)]
    public void The_target_is_a_quarter_of_the_ring_at_most_512_or_8192_on_the_claim_counter_at_least_1(int bufferSize, bool readsClaimCounter, int target)
        => Assert.Equal(target, ProducerLead.TargetFor(bufferSize, readsClaimCounter, long.MaxValue));

    [Theory]
    [InlineData(8, 2048)] // 16 KiB of slots
    [InlineData(16, 1024)]
    [InlineData(24, 682)]
    [InlineData(32, 512)]
    [InlineData(64, 512)] // never below the event count
    [InlineData(1, 8192)] // never above the claim counter's
    [InlineData(0, 512)] // a class ring: its slots hold references
    public void A_value_ring_consumer_stays_the_events_of_16_KiB_of_slots_behind_when_they_are_more_than_512_at_most_8192(int slotBytes, int target)
        => Assert.Equal(target, ProducerLead.TargetFor(65536, readsClaimCounter: false, long.MaxValue, slotBytes));

    [Theory]
    [InlineData(1024, false, 256)] // still a quarter of the ring at most
    [InlineData(4096, false, 1024)]
    [InlineData(65536, true, 8192)] // the claim counter's lead is longer already
    public void The_lead_in_bytes_keeps_the_rings_quarter_and_the_claim_counters_target(int bufferSize, bool readsClaimCounter, int target)
        => Assert.Equal(target, ProducerLead.TargetFor(bufferSize, readsClaimCounter, long.MaxValue, slotBytes: 8));

    [Fact]
    public void Slot_bytes_are_the_events_size_on_a_value_ring_and_0_on_a_class_ring()
    {
        Assert.Equal(8, ProducerLead.SlotBytes<long>());
        Assert.Equal(24, ProducerLead.SlotBytes<(long, long, long)>());
        Assert.Equal(0, ProducerLead.SlotBytes<object>());
    }

    [Theory]
    [InlineData(true, 100, 100)]
    [InlineData(false, 100, 100)]
    [InlineData(true, 1, 1)] // a handler of one event at a time is never held back
    [InlineData(true, 10_000, 8192)]
    [InlineData(false, 10_000, 512)]
    public void The_target_is_never_more_than_the_handlers_largest_batch(bool readsClaimCounter, long maxBatchSize, int target)
        => Assert.Equal(target, ProducerLead.TargetFor(65536, readsClaimCounter, maxBatchSize));

    [Fact]
    public void Only_a_first_consumer_of_a_multi_producer_ring_waits_on_the_claim_counter()
    {
        var multi = ValueRingBuffer<long>.CreateMultiProducer(1024, new BusySpinWaitStrategy());
        var first = multi.NewBarrier();
        var upstream = new Sequence();
        var single = ValueRingBuffer<long>.CreateSingleProducer(1024, new BusySpinWaitStrategy());

        Assert.True(first.WaitsOnClaimCounter);
        Assert.True(multi.NewBarrier(first.Cursor).WaitsOnClaimCounter); // the counter named explicitly
        Assert.False(multi.NewBarrier(upstream).WaitsOnClaimCounter);
        Assert.False(multi.NewBarrier(first.Cursor, upstream).WaitsOnClaimCounter);
        Assert.False(single.NewBarrier().WaitsOnClaimCounter);
    }

    [Fact]
    public void Only_a_threaded_first_consumer_of_a_multi_producer_ring_gets_the_longest_lead()
    {
        var multi = ValueRingBuffer<long>.CreateMultiProducer(1 << 16, new BusySpinWaitStrategy());
        var first = (ProcessorCore<long>)EventProcessorFactory.Create(multi, multi.NewBarrier(), new LastSeen(new long[1]));
        var downstream = (ProcessorCore<long>)EventProcessorFactory.Create(multi, multi.NewBarrier(first.Sequence), new LastSeen(new long[1]));
        var capped = (ProcessorCore<long>)EventProcessorFactory.Create(multi, multi.NewBarrier(), new SmallBatches());
        var async = (ProcessorCore<long>)EventProcessorFactory.CreateAsyncBatch(multi, multi.NewBarrier(), new AsyncNothing());
        var single = ValueRingBuffer<long>.CreateSingleProducer(1 << 16, new BusySpinWaitStrategy());
        var oneProducer = (ProcessorCore<long>)EventProcessorFactory.Create(single, single.NewBarrier(), new LastSeen(new long[1]));
        var classes = RingBuffer<ClassEvent>.CreateSingleProducer(static () => new ClassEvent(), 1 << 16, new BusySpinWaitStrategy());
        var classConsumer = (ProcessorCore<ClassEvent>)EventProcessorFactory.Create(classes, classes.NewBarrier(), new NothingForClassEvents());

        Assert.Equal(8192, first.LeadTarget);
        Assert.Equal(2048, downstream.LeadTarget); // 16 KiB of 8-byte slots
        Assert.Equal(SmallBatches.Largest, capped.LeadTarget);
        Assert.Equal(512, async.LeadTarget); // the short lead whatever the ring
        Assert.Equal(2048, oneProducer.LeadTarget);
        Assert.Equal(512, classConsumer.LeadTarget); // a class ring's slots hold references

        // Only a consumer on the claim counter holds its batch back longer than one step per 128 events: one per 64, on a
        // small ring (a quarter of 4,096 slots) and on a class ring too.
        var smallMulti = ValueRingBuffer<long>.CreateMultiProducer(4096, new BusySpinWaitStrategy());
        var smallFirst = (ProcessorCore<long>)EventProcessorFactory.Create(smallMulti, smallMulti.NewBarrier(), new LastSeen(new long[1]));
        var classesMulti = RingBuffer<ClassEvent>.CreateMultiProducer(static () => new ClassEvent(), 1 << 16, new BusySpinWaitStrategy());
        var classFirst = (ProcessorCore<ClassEvent>)EventProcessorFactory.Create(classesMulti, classesMulti.NewBarrier(), new NothingForClassEvents());
        Assert.Equal(128, first.LeadSteps);
        Assert.Equal(16, smallFirst.LeadSteps);
        Assert.Equal(128, classFirst.LeadSteps);
        Assert.Equal(16, downstream.LeadSteps);
        Assert.Equal(ProducerLead.MinPolls, capped.LeadSteps);
        Assert.Equal(ProducerLead.MinPolls, async.LeadSteps);
        Assert.Equal(16, oneProducer.LeadSteps);
        Assert.Equal(ProducerLead.MinPolls, classConsumer.LeadSteps);
    }

    [Fact]
    public void A_consumer_yields_its_core_during_the_lead_unless_it_busy_spins_or_waits_on_the_claim_counter()
    {
        var spinning = ValueRingBuffer<long>.CreateSingleProducer(1024, new BusySpinWaitStrategy());
        Assert.False(spinning.NewBarrier().LeadYields);

        var strategies = new IWaitStrategy[]
        {
            new YieldingWaitStrategy(), new SleepingWaitStrategy(), new BlockingWaitStrategy(), new TimeoutBlockingWaitStrategy(TimeSpan.FromMilliseconds(1)),
            PhasedBackoffWaitStrategy.WithLock(TimeSpan.FromMicroseconds(1), TimeSpan.FromMicroseconds(10)),
        };
        foreach (var strategy in strategies)
        {
            var single = ValueRingBuffer<long>.CreateSingleProducer(1024, strategy);
            var multi = ValueRingBuffer<long>.CreateMultiProducer(1024, strategy);
            var first = multi.NewBarrier();
            Assert.True(single.NewBarrier().LeadYields, strategy.GetType().Name);
            Assert.False(first.LeadYields, strategy.GetType().Name); // its yield would hand the core to another producer
            Assert.True(multi.NewBarrier(new Sequence()).LeadYields, strategy.GetType().Name); // downstream of a consumer
        }
    }

    [Theory]
    [InlineData(1, false, 8)]
    [InlineData(512, false, 8)]
    [InlineData(1024, false, 8)]
    [InlineData(2048, false, 16)]
    [InlineData(8192, false, 64)]
    [InlineData(1, true, 8)] // on a claim counter, one step per 64 events
    [InlineData(512, true, 8)]
    [InlineData(1024, true, 16)]
    [InlineData(2048, true, 32)]
    [InlineData(8192, true, 128)]
    public void A_batch_is_held_back_eight_steps_or_one_per_128_events_of_its_target_64_on_a_claim_counter(int target, bool readsClaimCounter, int maxPolls)
        => Assert.Equal(maxPolls, ProducerLead.MaxPollsFor(target, readsClaimCounter));

    [Theory]
    [InlineData(10, 9, 512, false)] // nothing waiting: the consumer waits as usual, nothing is held back
    [InlineData(10, 10, 512, true)] // one event waiting
    [InlineData(10, 520, 512, true)] // 511 events
    [InlineData(10, 521, 512, false)] // 512 events: long enough
    [InlineData(10, 10, 1, false)] // a target of 1 never holds back
    [InlineData(long.MaxValue - 5, long.MaxValue, 512, true)]
    public void A_batch_is_short_when_one_to_target_minus_one_events_wait(long next, long waiting, int target, bool isShort)
        => Assert.Equal(isShort, ProducerLead.IsShort(next, waiting, target));

    [Theory]
    [InlineData(2048, 512)] // 8-byte events: 4 KiB of slots
    [InlineData(512, 128)]
    [InlineData(8192, 2048)]
    [InlineData(3, 0)] // a target this short leaves nothing behind
    [InlineData(1, 0)]
    public void A_streaming_producer_keeps_a_quarter_of_the_target_ahead_of_the_batch(int target, int trail)
        => Assert.Equal(trail, ProducerLead.TrailFor(target));

    [Theory]
    [InlineData(0, 299, 256, 235)] // the producer got 300 ahead: the batch ends 64 (a quarter of 256) short of it
    [InlineData(0, 255, 256, 191)] // exactly the target
    [InlineData(100, 2147, 2048, 1635)] // 8-byte events: 512 events, 4 KiB of slots, left for the next batch
    [InlineData(0, 254, 256, long.MaxValue)] // the wait ended short of the target: the producer slowed down, take it all
    [InlineData(5, 9, 256, long.MaxValue)]
    [InlineData(0, 2, 3, 2)] // a target under 4 leaves nothing behind
    public void A_batch_stops_short_of_a_producer_only_while_it_streams(long next, long led, int target, long last)
        => Assert.Equal(last, ProducerLead.LastToTake(next, led, target));

    [Fact]
    public void A_producer_that_stopped_ends_the_wait_with_what_it_published()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(1024, new BusySpinWaitStrategy());
        ring.Publish(0, ring.Next(10));
        var barrier = ring.NewBarrier();

        // Nobody publishes: the first verdict (a few steps) sees no gain and hands back what is there.
        Assert.Equal(9, ProducerLead.LetProducerAhead(barrier, 5, 9, 256, ProducerLead.MaxPollsFor(256)));
    }

    [Fact]
    public void Producers_that_stopped_end_the_longest_wait_with_what_they_claimed()
    {
        var ring = ValueRingBuffer<long>.CreateMultiProducer(1 << 16, new BusySpinWaitStrategy());
        ring.Publish(0, ring.Next(10));
        ring.Next(5); // claimed, not published: the lead reads the claim counter, the barrier's wait then the flags
        var barrier = ring.NewBarrier();

        // The lead of the claim counter, 8,192 events and up to 128 steps: nobody claims more, so a verdict ends it.
        Assert.Equal(14, ProducerLead.LetProducerAhead(barrier, 5, 9, ProducerLead.ClaimCounterTarget, ProducerLead.MaxPollsFor(ProducerLead.ClaimCounterTarget, readsClaimCounter: true)));
    }

    [Fact]
    public void A_batch_that_reached_the_target_ends_the_wait_after_one_step()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(1024, new BusySpinWaitStrategy());
        ring.Publish(0, ring.Next(300));
        var barrier = ring.NewBarrier();

        // Told that only 0 to 9 were waiting, the step finds 300 published: more than the target, so the wait ends and
        // the batch leaves the last 64 (a quarter of the target) for the next one.
        long led = ProducerLead.LetProducerAhead(barrier, 0, 9, 256, ProducerLead.MaxPollsFor(256));
        Assert.Equal(299, led);
        Assert.Equal(235, ProducerLead.LastToTake(0, led, 256));
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)] // the wait yields its core first, while the producer streams on another thread
    public void A_streaming_producer_is_waited_for_no_further_than_what_it_published(bool yielding)
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(1 << 16, yielding ? new YieldingWaitStrategy() : new BusySpinWaitStrategy());
        var barrier = ring.NewBarrier();
        Assert.Equal(yielding, barrier.LeadYields);
        using var stop = new CancellationTokenSource();
        long published = -1;
        var producer = new Thread(() =>
        {
            // No consumer gates this ring, so it never fills: the producer streams until told to stop.
            while (!stop.IsCancellationRequested)
            {
                long hi = ring.Next(4);
                ring.Publish(hi - 3, hi);
                Volatile.Write(ref published, hi);
            }
        });
        producer.Start();
        try
        {
            for (int round = 0; round < 100; round++)
            {
                long waiting;
                while ((waiting = ring.Cursor) < 0)
                {
                    Thread.Yield();
                }

                long next = waiting;
                long taken = ProducerLead.LetProducerAhead(barrier, next, waiting, 512, ProducerLead.MaxPollsFor(512));
                Assert.InRange(taken, waiting, ring.Cursor);
            }
        }
        finally
        {
            stop.Cancel();
            producer.Join();
        }

        Assert.True(Volatile.Read(ref published) > 0);
    }

    [Theory]
    [InlineData(ProducerType.Single, 1024)]
    [InlineData(ProducerType.Single, 1 << 16)] // 8-byte events: a lead of 16 KiB of slots, 2,048 events
    [InlineData(ProducerType.Multi, 1 << 16)] // a first consumer on the claim counter, whose lead is the longest
    public async Task A_trickle_of_lone_events_is_each_handed_over_without_waiting_for_more(ProducerType producerType, int bufferSize)
    {
        using var d = new ValueDisruptor<long>(bufferSize, producerType, new BusySpinWaitStrategy());
        var seen = new long[] { -1 };
        d.HandleEventsWith(new LastSeen(seen));
        var ring = d.Start();

        // Each event is published alone and must reach the handler although no more follow: a consumer that held
        // back for a longer batch would strand it.
        for (long i = 0; i < 20; i++)
        {
            long sequence = ring.Next();
            ring[sequence] = i;
            ring.Publish(sequence);
            long expected = sequence;
            await Waits.Until(() => Volatile.Read(ref seen[0]) == expected, $"event {expected}", Bound);
        }

        await d.ShutdownAsync(Bound);
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public async Task A_consumer_that_keeps_up_with_a_stream_sees_every_event_once_in_order(ProducerType producerType)
    {
        const long Events = 2_000_000;
        using var d = new ValueDisruptor<long>(1 << 14, producerType, new BusySpinWaitStrategy());
        var order = new InOrder();
        d.HandleEventsWith(order);
        var ring = d.Start();

        // Small claims from one thread: the consumer catches up often, finds short batches waiting, holds back (for up
        // to 2,048 events with one producer, 16 KiB of 8-byte slots; 4,096, a quarter of the ring, on the claim counter).
        PublishInSmallClaims(ring, Events);

        await d.ShutdownAsync(Bound);
        Assert.Equal(Events, order.Count);
        Assert.Equal(0, order.OutOfOrder);
        Assert.Equal(order.Batches, order.EndOfBatchCount);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)] // an async processor, whose lead is 256 events here too (a quarter of the ring)
    public async Task A_batch_that_waited_for_a_streaming_producer_stops_a_quarter_of_the_lead_short_of_it(bool asynchronous)
    {
        const int Block = 299;
        const int Attempts = 2000;
        using var d = new ValueDisruptor<long>(1024, ProducerType.Single, new BusySpinWaitStrategy());
        var held = new HeldBatches();
        if (asynchronous)
        {
            d.HandleEventsWith(new IAsyncBatchEventHandler<long>[] { held });
        }
        else
        {
            d.HandleEventsWith<HeldBatches>(held);
        }

        var ring = d.Start();

        // A quarter of 1,024 slots is a 256-event lead, so a 64-event trail. Each attempt holds the consumer in its
        // handler, publishes one event behind it and lets it go: the consumer finds that one event waiting (a short
        // batch) and holds back, and the block of 299 published meanwhile in one step takes the batch past the target.
        // The batch must then end 64 short of the block's end; untrailed it would end at the block's end. The block can
        // also come too early (the consumer then finds it all waiting) or, on a slow host, after the wait gave up (the lone
        // event is then a batch of its own), so some attempts see no trail: batches may end only at the held event, the
        // lone one, 64 short of the block's end or at its end, and some must end 64 short.
        int trailed = 0;
        for (int attempt = 0; attempt < Attempts && trailed < 3; attempt++)
        {
            long hold = ring.Next();
            Volatile.Write(ref held.HoldAt, hold);
            ring.Publish(hold);
            Waits.SpinUntil(() => Volatile.Read(ref held.Holding) == hold, "the consumer holding the event", Bound);

            long lone = ring.Next();
            ring.Publish(lone);
            Volatile.Write(ref held.Go, hold);
            Waits.SpinUntil(() => Volatile.Read(ref held.Seen) >= hold, "the consumer letting the held event go", Bound);

            // No event is written (the handler looks at sequences only): writing the block's slots first left an emulated
            // Arm64 test run, busy with the rest of the suite, too slow to publish within the consumer's few microseconds of
            // holding back.
            long hi = ring.Next(Block);
            Volatile.Write(ref held.TrailedEnd, hi - ProducerLead.TrailFor(256));
            ring.Publish(hi - Block + 1, hi);
            Waits.SpinUntil(() => Volatile.Read(ref held.Seen) == hi, "the consumer reaching the block's end", Bound);
            trailed = Volatile.Read(ref held.TrailedBatches);
        }

        await d.ShutdownAsync(Bound);
        Assert.Equal(0, held.OutOfOrder);
        Assert.Equal(0, held.OtherEnds);
        Assert.True(trailed > 0, $"no batch of {Attempts} attempts ended 64 short of a block it waited for");
    }

    // Each event's value is its place in the stream, claimed and published one to seven at a time.
    private static void PublishInSmallClaims(ValueRingBuffer<long> ring, long events)
    {
        for (long i = 0; i < events;)
        {
            int n = (int)Math.Min(1 + (i % 7), events - i);
            long hi = ring.Next(n);
            for (long s = hi - n + 1; s <= hi; s++)
            {
                ring[s] = i++;
            }

            ring.Publish(hi - n + 1, hi);
        }
    }

    [Theory]
    [InlineData(ProducerType.Single, false)]
    [InlineData(ProducerType.Multi, false)]
    [InlineData(ProducerType.Single, true)] // its lead yields the pool thread's core before it spins
    public async Task An_async_consumer_that_keeps_up_with_a_stream_sees_every_event_once_in_order(ProducerType producerType, bool yielding)
    {
        const long Events = 1_000_000;
        using var d = new ValueDisruptor<long>(1 << 14, producerType, yielding ? new YieldingWaitStrategy() : new BusySpinWaitStrategy());
        var order = new AsyncInOrder();
        d.HandleEventsWith(order);
        var ring = d.Start();

        // Claims of one to seven events from one thread (a multi-producer ring's claims are atomic adds even so): the
        // async consumer holds back for 512 events and leaves the last 128 of a stream for its next batch, again and again.
        PublishInSmallClaims(ring, Events);

        await d.ShutdownAsync(Bound);
        Assert.Equal(Events, order.Count);
        Assert.Equal(0, order.OutOfOrder);
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)] // the first consumers spin out their lead on the claim counter, the one after them yields
    public async Task Consumers_that_yield_as_their_lead_begins_see_every_event_once_in_order(ProducerType producerType)
    {
        const long Events = 1_000_000;
        using var d = new ValueDisruptor<long>(1 << 14, producerType, new YieldingWaitStrategy());
        var first = new[] { new InOrder(), new InOrder(), new InOrder() };
        var last = new InOrder();
        d.HandleEventsWith(first[0], first[1], first[2]).Then(last);
        var ring = d.Start();

        // Five threads, the consumers catching up and holding back again and again: each lead yields before it spins, so on a
        // machine with fewer cores than that a held consumer hands its core to the producer or another consumer.
        PublishInSmallClaims(ring, Events);

        await d.ShutdownAsync(Bound);
        foreach (var order in new[] { first[0], first[1], first[2], last })
        {
            Assert.Equal(Events, order.Count);
            Assert.Equal(0, order.OutOfOrder);
            Assert.Equal(order.Batches, order.EndOfBatchCount);
        }
    }

    [Fact]
    public void A_producer_that_stopped_ends_a_yielding_wait_with_what_it_published()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(1024, new YieldingWaitStrategy());
        ring.Publish(0, ring.Next(10));
        var barrier = ring.NewBarrier();

        Assert.True(barrier.LeadYields);
        Assert.Equal(9, ProducerLead.LetProducerAhead(barrier, 5, 9, 256, ProducerLead.MaxPollsFor(256)));
    }

    [Theory]
    [InlineData(1 << 12)] // a lead of 1,024 events
    [InlineData(1 << 16)] // the longest lead: 8,192 events
    public async Task Producers_streaming_into_a_multi_producer_ring_reach_a_consumer_that_keeps_up_whole_and_in_order(int bufferSize)
    {
        const int Producers = 3;
        const long PerProducer = 200_000;
        using var d = new ValueDisruptor<long>(bufferSize, ProducerType.Multi, new YieldingWaitStrategy());
        var perProducer = new PerProducerOrder(Producers);
        d.HandleEventsWith(perProducer);
        var ring = d.Start();

        // Single claims from several threads: the consumer, stepping on the claim counter, holds back and catches up
        // again and again while claims land in any order between the producers.
        var producers = new Task[Producers];
        for (int p = 0; p < Producers; p++)
        {
            long id = p;
            producers[p] = Task.Factory.StartNew(
                () =>
                {
                    for (long i = 0; i < PerProducer; i++)
                    {
                        long sequence = ring.Next();
                        ring[sequence] = (id << 40) | i;
                        ring.Publish(sequence);
                    }
                },
                TaskCreationOptions.LongRunning);
        }

        await Task.WhenAll(producers).WaitAsync(Bound);
        await d.ShutdownAsync(Bound);
        Assert.Equal(Producers * PerProducer, perProducer.Count);
        Assert.Equal(0, perProducer.OutOfOrder);
        for (int p = 0; p < Producers; p++)
        {
            Assert.Equal(PerProducer - 1, perProducer.Last[p]);
        }
    }

    private sealed class PerProducerOrder(int producers) : IValueEventHandler<long>
    {
        public readonly long[] Last = CreateLast(producers);
        public long Count;
        public long OutOfOrder;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            int producer = (int)(data >> 40);
            long counter = data & ((1L << 40) - 1);
            if (counter != Last[producer] + 1)
            {
                OutOfOrder++;
            }

            Last[producer] = counter;
            Count++;
        }

        private static long[] CreateLast(int producers)
        {
            var last = new long[producers];
            Array.Fill(last, -1);
            return last;
        }
    }

    private sealed class SmallBatches : IValueEventHandler<long>
    {
        public const int Largest = 100;

        public int MaxBatchSize => Largest;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
        }
    }

    private sealed class NothingForClassEvents : IEventHandler<ClassEvent>
    {
        public void OnEvent(ClassEvent data, long sequence, bool endOfBatch)
        {
        }
    }

    private sealed class AsyncNothing : IAsyncBatchEventHandler<long>
    {
        public ValueTask OnBatchAsync(EventBatch<long> batch, long firstSequence, CancellationToken cancellationToken) => ValueTask.CompletedTask;
    }

    private sealed class HeldBatches : IValueEventHandler<long>, IAsyncBatchEventHandler<long>
    {
        public long HoldAt = -1;
        public long Go = -1;
        public long Holding = -1;
        public long Seen = -1;
        public long TrailedEnd = -1;
        public int TrailedBatches;
        public long OtherEnds;
        public long OutOfOrder;

        public void OnEvent(ref long data, long sequence, bool endOfBatch) => See(sequence, endOfBatch);

        public ValueTask OnBatchAsync(EventBatch<long> batch, long firstSequence, CancellationToken cancellationToken)
        {
            for (int i = 0; i < batch.Length; i++)
            {
                See(firstSequence + i, i == batch.Length - 1);
            }

            return ValueTask.CompletedTask;
        }

        private void See(long sequence, bool endOfBatch)
        {
            if (sequence == Volatile.Read(ref HoldAt))
            {
                Volatile.Write(ref Holding, sequence);
                while (Volatile.Read(ref Go) != sequence)
                {
                    Thread.SpinWait(1);
                }
            }

            if (sequence != Seen + 1)
            {
                OutOfOrder++;
            }

            if (endOfBatch)
            {
                long trailedEnd = Volatile.Read(ref TrailedEnd);
                if (sequence == trailedEnd)
                {
                    Interlocked.Increment(ref TrailedBatches);
                }
                else if (sequence != Holding && sequence != Holding + 1 && sequence != trailedEnd + ProducerLead.TrailFor(256))
                {
                    OtherEnds++;
                }
            }

            Volatile.Write(ref Seen, sequence);
        }
    }

    private sealed class AsyncInOrder : IAsyncBatchEventHandler<long>
    {
        public long Count;
        public long OutOfOrder;

        public ValueTask OnBatchAsync(EventBatch<long> batch, long firstSequence, CancellationToken cancellationToken)
        {
            for (int i = 0; i < batch.Length; i++)
            {
                if (batch[i] != Count || firstSequence + i != Count)
                {
                    OutOfOrder++;
                }

                Count++;
            }

            return ValueTask.CompletedTask;
        }
    }

    private sealed class LastSeen(long[] seen) : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            Assert.Equal(sequence, data);
            Volatile.Write(ref seen[0], sequence);
        }
    }

    private sealed class InOrder : IValueEventHandler<long>
    {
        public long Count;
        public long OutOfOrder;
        public long Batches;
        public long EndOfBatchCount;
        private bool _inBatch;

        public void OnBatchStart(long batchSize)
        {
            Batches++;
            _inBatch = true;
        }

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (data != Count || sequence != Count || !_inBatch)
            {
                OutOfOrder++;
            }

            Count++;
            if (endOfBatch)
            {
                EndOfBatchCount++;
                _inBatch = false;
            }
        }
    }
}
