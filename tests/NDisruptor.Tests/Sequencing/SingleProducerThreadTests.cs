using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Sequencing;

/// <summary>
/// A single-producer ring allows one claiming thread at a time: a second thread that claims while the first
/// holds claimed, unpublished sequences throws (two threads would take the same sequence and overwrite each
/// other's events), while one producer that moves between threads after publishing is accepted.
/// </summary>
public sealed class SingleProducerThreadTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Fact]
    public void A_second_thread_claiming_while_the_first_holds_a_claim_throws_and_names_ProducerType_Multi()
    {
        var (ring, poller) = Polled.NewRing(ProducerType.Single, 16);
        long mine = ring.Next();

        Exception? caught = null;
        var other = new Thread(() => caught = Record(() => ring.Next())) { IsBackground = true };
        other.Start();
        Assert.True(other.Join(Bound));
        var ex = Assert.IsType<InvalidOperationException>(caught);
        Assert.Contains("ProducerType.Multi", ex.Message, StringComparison.Ordinal);
        Assert.Contains("holds sequences 0 to 0", ex.Message, StringComparison.Ordinal);

        foreach (Func<object> claim in new Func<object>[] { () => ring.Next(2), () => ring.TryNext(out _), () => ring.PublishEvent().Sequence })
        {
            var t = new Thread(() => caught = Record(claim)) { IsBackground = true };
            t.Start();
            Assert.True(t.Join(Bound));
            Assert.IsType<InvalidOperationException>(caught);
        }

        // The refused claims took nothing: the owner's event and the next claim are where they should be.
        ring[mine] = 1;
        ring.Publish(mine);
        Assert.Equal(1, Polled.Publish(ring, 2));
        Assert.Equal([1L, 2L], Polled.Drain(poller));
    }

    [Fact]
    public void A_second_thread_claiming_from_a_full_ring_throws_at_once_instead_of_waiting_for_room()
    {
        // The claim's thread check and room check share one branch; the thread is checked first, so a second thread is
        // refused even where a claim from the owner would wait for the consumer.
        var (ring, poller) = Polled.NewRing(ProducerType.Single, 4);
        long hi = ring.Next(4);

        foreach (Func<object> claim in new Func<object>[] { () => ring.Next(), () => ring.Next(2) })
        {
            Exception? caught = null;
            var other = new Thread(() => caught = Record(claim)) { IsBackground = true };
            other.Start();
            Assert.True(other.Join(Bound), "the second thread should be refused, not left waiting for room");
            var ex = Assert.IsType<InvalidOperationException>(caught);
            Assert.Contains("ProducerType.Multi", ex.Message, StringComparison.Ordinal);
        }

        for (long s = 0; s <= hi; s++)
        {
            ring[s] = s;
        }

        ring.Publish(0, hi);
        Assert.Equal([0L, 1L, 2L, 3L], Polled.Drain(poller));
        Assert.Equal(4, Polled.Publish(ring, 4));
    }

    [Fact]
    public void One_producer_moving_between_threads_after_publishing_each_claim_is_accepted()
    {
        var (ring, poller) = Polled.NewRing(ProducerType.Single, 16);
        for (int i = 0; i < 4; i++)
        {
            int value = i;
            var t = new Thread(() => Polled.Publish(ring, value)) { IsBackground = true };
            t.Start();
            Assert.True(t.Join(Bound));
        }

        Assert.Equal([0L, 1L, 2L, 3L], Polled.Drain(poller));
    }

    [Fact]
    public async Task An_async_producer_whose_claims_resume_on_other_threads_is_accepted()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(4, new BusySpinWaitStrategy());
        using var poller = ring.NewPoller();
        var seen = new System.Collections.Generic.List<long>();
        using var cts = new CancellationTokenSource(Bound);
        var consumer = Task.Run(() =>
        {
            while (seen.Count < 400 && !cts.IsCancellationRequested)
            {
                poller.Poll((ref long e, long s, bool end) => { seen.Add(e); return true; });
                Thread.Sleep(1);
            }
        });

        for (long i = 0; i < 200; i++)
        {
            // The ring (4 slots) fills often, so claims complete on pool threads, not where they started.
            long sequence = await ring.NextAsync(cts.Token);
            ring[sequence] = i;
            ring.Publish(sequence);
            await Task.Yield();

            // A synchronous claim on whatever thread the continuation runs on: the ring is handed over.
            Polled.Publish(ring, -1 - i);
        }

        await consumer.WaitAsync(Bound);
        Assert.Equal(400, seen.Count);
    }

    [Fact]
    public void NextAsync_on_another_thread_while_a_synchronous_claim_is_outstanding_throws_and_claims_nothing()
    {
        // A synchronous producer and an asynchronous one on a ring declared for one producer: the async claim takes the
        // ring over only as a synchronous claim would, once every claim is published.
        var (ring, poller) = Polled.NewRing(ProducerType.Single, 16);
        long mine = ring.Next();

        foreach (Func<Task> claim in new Func<Task>[] { () => ring.NextAsync().AsTask(), () => ring.NextAsync(2).AsTask() })
        {
            Exception? caught = null;
            var other = new Thread(() => caught = RecordAwaited(claim)) { IsBackground = true };
            other.Start();
            Assert.True(other.Join(Bound));
            var ex = Assert.IsType<InvalidOperationException>(caught);
            Assert.Contains("ProducerType.Multi", ex.Message, StringComparison.Ordinal);
            Assert.Contains("holds sequences 0 to 0", ex.Message, StringComparison.Ordinal);
        }

        // Nothing was claimed by the refused calls; once the owner published, an async claim elsewhere takes over.
        ring[mine] = 1;
        ring.Publish(mine);
        long taken = -1;
        var later = new Thread(() => taken = ring.NextAsync().AsTask().GetAwaiter().GetResult()) { IsBackground = true };
        later.Start();
        Assert.True(later.Join(Bound));
        Assert.Equal(1, taken);
        ring[taken] = 2;
        ring.Publish(taken);
        Assert.Equal([1L, 2L], Polled.Drain(poller));
    }

    [Fact]
    public async Task An_async_producer_that_claims_again_on_another_thread_before_publishing_is_refused()
    {
        // What NextAsync's documentation asks of a single producer: publish each claim before claiming again. A claim that
        // resumes elsewhere with an earlier one unpublished looks exactly like a second producer, and is refused as one.
        var (ring, poller) = Polled.NewRing(ProducerType.Single, 16);
        long first = await ring.NextAsync();
        var ex = await Assert.ThrowsAsync<InvalidOperationException>(() => Task.Factory.StartNew(
            () => ring.NextAsync().AsTask(), CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default).Unwrap());
        Assert.Contains("publish its claims", ex.Message, StringComparison.Ordinal);

        ring[first] = 7;
        ring.Publish(first);
        Assert.Equal([7L], Polled.Drain(poller));
    }

    [Fact]
    public async Task Two_async_producers_on_a_single_producer_ring_at_once_are_caught_by_the_claim()
    {
        // Real concurrency: two asynchronous loops (such as two requests of a service) claiming from a ring declared for
        // one producer. As soon as one claims while the other holds a claim, NextAsync refuses, instead of both
        // publishing into the same slot. A publish refused first (the two took the same sequence in a race the claim
        // missed) does not end the loop: the claim must be the one that tells.
        var ring = ValueRingBuffer<long>.CreateSingleProducer(1024, new BusySpinWaitStrategy());
        using var stop = new CancellationTokenSource(Bound);
        Exception? caught = null;
        async Task Produce()
        {
            while (!stop.IsCancellationRequested)
            {
                long sequence;
                try
                {
                    sequence = await ring.NextAsync(stop.Token);
                }
                catch (InvalidOperationException ex)
                {
                    Interlocked.CompareExchange(ref caught, ex, null);
                    stop.Cancel();
                    return;
                }
                catch (OperationCanceledException)
                {
                    return;
                }

                Thread.SpinWait(20);
                ring[sequence] = sequence;
                try
                {
                    ring.Publish(sequence);
                }
                catch (ArgumentOutOfRangeException)
                {
                }
            }
        }

        // Each loop on a thread of its own, so that they run at once even on a small pool.
        Task Start() => Task.Factory.StartNew(Produce, CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default).Unwrap();
        await Task.WhenAll(Start(), Start()).WaitAsync(Bound + Bound);

        var refused = Assert.IsType<InvalidOperationException>(caught);
        Assert.Contains("ProducerType.Multi", refused.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Two_async_claims_woken_together_never_both_claim()
    {
        // Two claims parked on a full ring are woken by the same consumer store and try again at once, each on a pool thread
        // other than the last claimer's, so each takes the claiming over. One of them may claim the slot freed; the other
        // must not claim too: it is refused (it finds that claim unpublished), or, when it runs after the first on the
        // same thread, it is that producer claiming again and waits for room. Before, both could pass the takeover check
        // before either claimed, and both took the same sequence: one event overwritten by the other (within a few hundred
        // rounds on two cores).
        for (int round = 0; round < 2000; round++)
        {
            var (ring, poller) = Polled.NewRing(ProducerType.Single, 4);
            for (int i = 0; i < 4; i++)
            {
                Polled.Publish(ring, i);
            }

            // Both park at once, from this thread, the claiming one: only their continuations run elsewhere.
            using var cancel = new CancellationTokenSource();
            Task<long> first = ring.NextAsync(cancel.Token).AsTask();
            Task<long> second = ring.NextAsync(cancel.Token).AsTask();
            AsyncClaimWaiters waiters = ring.Sequencer.ClaimWaiters;
            Assert.Equal(2, waiters.ParkedCount);

            // One slot freed: the poller's store wakes both. Once one ended, the other ends too, or waits for room again;
            // that wait is then cancelled.
            Assert.Equal(PollState.Processing, poller.Poll((ref long e, long s, bool end) => false));
            await Task.WhenAny(first, second).WaitAsync(Bound);
            Waits.SpinUntil(() => (first.IsCompleted && second.IsCompleted) || waiters.ParkedCount == 1, "the other claim to end or wait again", Bound);
            cancel.Cancel();

            var claimed = new List<long>();
            foreach (Task<long> claim in new[] { first, second })
            {
                try
                {
                    claimed.Add(await claim.WaitAsync(Bound));
                }
                catch (Exception ex) when (ex is InvalidOperationException or OperationCanceledException)
                {
                }
            }

            Assert.True(claimed.Count == 1, $"round {round}: {claimed.Count} claims took the one free slot ({string.Join(", ", claimed)}); only one may");
            Assert.Equal(4, claimed[0]);
        }
    }

    [Fact]
    public void Two_threads_claiming_from_a_single_producer_ring_at_once_are_caught()
    {
        // Real concurrency, no coordination: as soon as one thread claims while the other holds a claim, one of
        // them is told, instead of both publishing into the same slot.
        var ring = ValueRingBuffer<long>.CreateSingleProducer(1024, new BusySpinWaitStrategy());
        using var stop = new CancellationTokenSource(Bound);
        Exception? caught = null;
        void Produce()
        {
            try
            {
                while (!stop.IsCancellationRequested)
                {
                    long sequence = ring.Next();
                    Thread.SpinWait(20);
                    ring[sequence] = sequence;
                    ring.Publish(sequence);
                }
            }
            catch (Exception ex)
            {
                Interlocked.CompareExchange(ref caught, ex, null);
                stop.Cancel();
            }
        }

        var threads = new[] { new Thread(Produce) { IsBackground = true }, new Thread(Produce) { IsBackground = true } };
        foreach (var t in threads)
        {
            t.Start();
        }

        foreach (var t in threads)
        {
            Assert.True(t.Join(Bound + Bound));
        }

        Assert.NotNull(caught);
        Assert.True(caught is InvalidOperationException or ArgumentOutOfRangeException, caught.ToString());
    }

    private static Exception? RecordAwaited(Func<Task> claim) => Record(() =>
    {
        claim().GetAwaiter().GetResult();
        return 0;
    });

    private static Exception? Record(Func<object> claim)
    {
        try
        {
            claim();
            return null;
        }
        catch (Exception ex)
        {
            return ex;
        }
    }
}
