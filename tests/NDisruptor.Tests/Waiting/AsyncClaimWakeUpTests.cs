using System;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Waiting;

/// <summary>
/// <c>NextAsync</c> on a full ring parks until a consumer's progress makes room (docs/design.md, "Async claims"): no
/// polling, so a lost wake-up leaves the claim parked forever, which the bounds below turn into a failure.
/// </summary>
public sealed class AsyncClaimWakeUpTests(ITestOutputHelper output)
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(20);

    // One claim parked while the consumer holds every slot; far longer than any wake-up takes, far shorter than a hang.
    private static readonly TimeSpan ClaimBound = TimeSpan.FromSeconds(10);

    public enum ConsumerKind
    {
        Sync,
        Async,
        Poller,
    }

    [Trait("Category", "Stress")]
    [Theory]
    [InlineData(ConsumerKind.Sync)]
    [InlineData(ConsumerKind.Async)]
    [InlineData(ConsumerKind.Poller)]
    public void An_async_producer_behind_a_full_ring_is_woken_by_a_bursty_consumer(ConsumerKind kind)
    {
        int rounds = StressRounds.Run(random =>
        {
            int size = 1 << random.Next(1, 5);
            ProducerType type = random.Next(2) == 0 ? ProducerType.Single : ProducerType.Multi;
            int producers = type == ProducerType.Single ? 1 : random.Next(1, 4);
            int perProducer = random.Next(200, 1_500);
            RunRound(kind, random, size, type, producers, perProducer);
        });
        Assert.True(rounds >= 2);
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public async Task Cancelling_a_parked_claim_throws_and_leaves_no_waiter_parked(ProducerType type)
    {
        using var d = new ValueDisruptor<long>(4, type, new BlockingWaitStrategy());
        using var gate = new ManualResetEventSlim();
        d.HandleEventsWith(new GatedHandler(gate));
        var ring = d.Start();
        for (int i = 0; i < 4; i++)
        {
            ring.Publish(await ring.NextAsync());
        }

        AsyncClaimWaiters waiters = ring.Sequencer.ClaimWaiters;
        for (int i = 0; i < 200; i++)
        {
            using var cts = new CancellationTokenSource();
            ValueTask<long> claim = ring.NextAsync(cts.Token);
            Assert.False(claim.IsCompleted);
            await Waits.Until(() => waiters.ParkedCount == 1, "the claim to park", Bound);
            cts.Cancel();
            await Assert.ThrowsAnyAsync<OperationCanceledException>(async () => await claim.AsTask().WaitAsync(Bound));
            Assert.Equal(0, waiters.ParkedCount);
        }

        // The cancelled claims took nothing: the next one gets the slot the consumer frees first.
        ValueTask<long> pending = ring.NextAsync();
        gate.Set();
        Assert.Equal(4, await pending.AsTask().WaitAsync(Bound));
        ring.Publish(4);
        await d.ShutdownAsync(Bound);
    }

    [Fact]
    public async Task A_consumer_fault_releases_a_parked_claim()
    {
        using var d = new ValueDisruptor<long>(2, ProducerType.Single, new BlockingWaitStrategy());
        using var gate = new ManualResetEventSlim();
        d.HandleEventsWith(new GatedHandler(gate, throwAt: 0));
        var ring = d.Start();
        ring.Publish(await ring.NextAsync());
        ring.Publish(await ring.NextAsync());
        ValueTask<long> claim = ring.NextAsync();
        await Waits.Until(() => ring.Sequencer.ClaimWaiters.ParkedCount == 1, "the claim to park", Bound);
        gate.Set();

        // The handler throws on its first event and the default exception handler stops the consumer: no room ever comes.
        await Assert.ThrowsAsync<InvalidOperationException>(async () => await claim.AsTask().WaitAsync(Bound));
        Assert.Equal(0, ring.Sequencer.ClaimWaiters.ParkedCount);
        await Assert.ThrowsAnyAsync<Exception>(() => d.ShutdownAsync(Bound));
    }

    [Fact]
    public async Task Halting_the_disruptor_releases_a_parked_claim()
    {
        using var gate = new ManualResetEventSlim();
        var d = new ValueDisruptor<long>(2, ProducerType.Multi, new BlockingWaitStrategy());
        d.HandleEventsWith(new GatedHandler(gate));
        var ring = d.Start();
        ring.Publish(await ring.NextAsync(2));
        ValueTask<long> claim = ring.NextAsync();
        await Waits.Until(() => ring.Sequencer.ClaimWaiters.ParkedCount == 1, "the claim to park", Bound);
        d.Halt();

        // The handler is still stuck on the first event: only the halt can end the claim.
        await Assert.ThrowsAsync<InvalidOperationException>(async () => await claim.AsTask().WaitAsync(Bound));
        gate.Set();
        d.Dispose();
    }

    [Fact]
    public async Task Disposing_a_poller_wakes_a_claim_parked_behind_it()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(2, new BlockingWaitStrategy());
        EventPoller<long> poller = ring.NewPoller();
        ring.Publish(await ring.NextAsync(2));
        ValueTask<long> claim = ring.NextAsync();
        await Waits.Until(() => ring.Sequencer.ClaimWaiters.ParkedCount == 1, "the claim to park", Bound);
        poller.Dispose();
        Assert.Equal(2, await claim.AsTask().WaitAsync(Bound));
    }

    [Fact]
    public async Task A_parked_claim_allocates_nothing_in_steady_state()
    {
        using var d = new ValueDisruptor<long>(8, ProducerType.Single, new YieldingWaitStrategy());
        var consumer = new ParkingConsumer(d.RingBuffer.Sequencer.ClaimWaiters);
        d.HandleEventsWith(consumer);
        var ring = d.Start();

        // Warm-up: tier-up, the pooled state machine and waiter, the pool's queues.
        await Produce(ring, 20_000);
        consumer.ProducerDone = true;
        long fullBefore = ring.Sequencer.FullWaits;
        long before = GC.GetTotalAllocatedBytes(precise: true);
        consumer.ProducerDone = false;
        await Produce(ring, 20_000);
        consumer.ProducerDone = true;
        long allocated = GC.GetTotalAllocatedBytes(precise: true) - before;
        long parked = ring.Sequencer.FullWaits - fullBefore;
        await d.ShutdownAsync(Bound);

        output.WriteLine($"{allocated} bytes allocated over {parked} parked claims");
        Assert.True(parked > 500, $"only {parked} claims found the ring full: the window did not exercise parking");

        // Per parked claim: nothing, bar the pool's occasional growth (far below a byte per claim on average).
        Assert.True(allocated < parked, $"{allocated} bytes over {parked} parked claims: a parked claim allocates");

        static async Task Produce(ValueRingBuffer<long> ring, int count)
        {
            for (int i = 0; i < count; i++)
            {
                long s = await ring.NextAsync();
                ring[s] = s;
                ring.Publish(s);
            }
        }
    }

    private static void RunRound(ConsumerKind kind, Random random, int size, ProducerType type, int producers, int perProducer)
    {
        long total = (long)producers * perProducer;
        var seen = new SequencePayloadChecker();
        int burst = random.Next(1, 64);
        using var d = new ValueDisruptor<long>(size, type, new BlockingWaitStrategy());
        using var stop = new CancellationTokenSource();
        Task? polling = null;
        ValueRingBuffer<long> ring;
        switch (kind)
        {
            case ConsumerKind.Sync:
                d.HandleEventsWith(new BurstyHandler(seen, burst));
                ring = d.Start();
                break;
            case ConsumerKind.Async:
                d.HandleEventsWith(new BurstyAsyncHandler(seen, burst));
                ring = d.Start();
                break;
            default:
                ring = ValueRingBuffer<long>.Create(type, size, new BlockingWaitStrategy());
                EventPoller<long> poller = ring.NewPoller();
                polling = Task.Factory.StartNew(() => Poll(poller, seen, burst, total, stop.Token), TaskCreationOptions.LongRunning);
                break;
        }

        var producing = new Task[producers];
        for (int p = 0; p < producers; p++)
        {
            int seed = random.Next();
            producing[p] = Task.Run(() => ProduceAsync(ring, new Random(seed), perProducer));
        }

        try
        {
            Task.WaitAll(producing, Bound);
            Assert.All(producing, t => Assert.True(t.IsCompletedSuccessfully, $"a producer did not finish: {t.Status} {t.Exception}"));
            Waits.Until(() => seen.Count == total, "the consumer to see every event", Bound).GetAwaiter().GetResult();
            polling?.Wait(Bound);
        }
        finally
        {
            stop.Cancel();
        }

        Assert.Null(seen.Error);
        Assert.Equal(total, seen.Count);
        if (kind != ConsumerKind.Poller)
        {
            d.ShutdownAsync(Bound).GetAwaiter().GetResult();
        }
    }

    private static async Task ProduceAsync(ValueRingBuffer<long> ring, Random random, int count)
    {
        for (int produced = 0; produced < count;)
        {
            int n = Math.Min(random.Next(1, ring.BufferSize + 1), count - produced);

            // Bounded: with no polling left, a lost wake-up parks this claim for good while the ring has room.
            long hi = await ring.NextAsync(n).AsTask().WaitAsync(ClaimBound);
            for (long s = hi - n + 1; s <= hi; s++)
            {
                ring[s] = s;
            }

            ring.Publish(hi - n + 1, hi);
            produced += n;
        }
    }

    private static void Poll(EventPoller<long> poller, SequencePayloadChecker seen, int burst, long total, CancellationToken stop)
    {
        int handled = 0;
        while (seen.Count < total && !stop.IsCancellationRequested)
        {
            poller.Poll((ref long data, long sequence, bool endOfBatch) =>
            {
                seen.Check(data, sequence);
                return ++handled % burst != 0;
            });
            if (handled % burst == 0)
            {
                Thread.Sleep(handled % (burst * 4) == 0 ? 1 : 0);
            }
        }
    }

    /// <summary>Handles events in bursts: every <c>burst</c> events it stalls, so the ring fills and producers park.</summary>
    private sealed class BurstyHandler(SequencePayloadChecker seen, int burst) : IValueEventHandler<long>
    {
        private int _handled;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            seen.Check(data, sequence);
            if (++_handled % burst == 0)
            {
                Thread.Sleep(_handled % (burst * 4) == 0 ? 1 : 0);
            }
        }
    }

    private sealed class BurstyAsyncHandler(SequencePayloadChecker seen, int burst) : IAsyncBatchEventHandler<long>
    {
        private int _handled;

        public async ValueTask OnBatchAsync(EventBatch<long> batch, long firstSequence, CancellationToken cancellationToken)
        {
            for (int i = 0; i < batch.Length; i++)
            {
                seen.Check(batch[i], firstSequence + i);
            }

            _handled += batch.Length;
            if (_handled / burst % 3 == 0)
            {
                await Task.Yield();
            }
        }
    }

    private sealed class GatedHandler(ManualResetEventSlim gate, long throwAt = -1) : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            gate.Wait();
            if (sequence == throwAt)
            {
                throw new InvalidOperationException("handler failed on purpose");
            }
        }
    }

    /// <summary>
    /// Holds every eighth event until the producer's next claim has parked on the full ring (or the producer is done), so
    /// that claims park however fast either thread runs: a consumer only a little slower than the producer let too few
    /// park wherever the producer ran slower than expected (an emulated or loaded machine).
    /// </summary>
    private sealed class ParkingConsumer(AsyncClaimWaiters claimWaiters) : IValueEventHandler<long>
    {
        private int _handled;
        private bool _gaveUp;

        public volatile bool ProducerDone;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (++_handled % 8 != 0 || _gaveUp)
            {
                return;
            }

            // A loop rather than SpinWait.SpinUntil, whose delegate would allocate inside the measured window. Bounded, and
            // given up for good after one wait in vain: claims that no longer park then fail the test's count quickly
            // instead of costing a bound for every eighth event.
            long deadline = Environment.TickCount64 + 5_000;
            var spinner = default(SpinWait);
            while (claimWaiters.ParkedCount == 0 && !ProducerDone)
            {
                if (Environment.TickCount64 >= deadline)
                {
                    _gaveUp = true;
                    return;
                }

                spinner.SpinOnce();
            }
        }
    }
}
