using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Sequencing;

public sealed class DeadlineClaimTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(60);

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void TryNext_with_a_timeout_on_a_full_ring_gives_up_after_the_timeout_and_claims_nothing(ProducerType type)
    {
        var ring = ValueRingBuffer<long>.Create(type, 4, new BusySpinWaitStrategy());
        var consumer = new Sequence();
        ring.AddGatingSequences(consumer);
        for (int i = 0; i < 4; i++)
        {
            ring.Publish(ring.Next());
        }

        var clock = Stopwatch.StartNew();
        Assert.False(ring.TryNext(TimeSpan.FromMilliseconds(30), out _));
        Assert.True(clock.Elapsed >= TimeSpan.FromMilliseconds(30), $"gave up after {clock.Elapsed}");
        Assert.False(ring.TryNext(2, TimeSpan.Zero, out _));
        Assert.Equal(3, ring.Cursor);

        // Room again: the claim carries on exactly where the ring was.
        consumer.SetValue(1);
        Assert.True(ring.TryNext(2, TimeSpan.FromSeconds(5), out long hi));
        Assert.Equal(5, hi);
    }

    public static TheoryData<ProducerType, long> TimeoutsTooLongForTheClock => new()
    {
        { ProducerType.Single, TimeSpan.MaxValue.Ticks },
        { ProducerType.Multi, TimeSpan.MaxValue.Ticks },
        { ProducerType.Multi, TimeSpan.FromDays(300 * 365).Ticks },
        { ProducerType.Single, Timeout.InfiniteTimeSpan.Ticks },
    };

    [Theory]
    [MemberData(nameof(TimeoutsTooLongForTheClock))]
    public async Task TryNext_with_a_timeout_too_long_for_the_clock_waits_until_a_slot_frees(ProducerType type, long timeoutTicks)
    {
        var ring = ValueRingBuffer<long>.Create(type, 4, new BusySpinWaitStrategy());
        var consumer = new Sequence();
        ring.AddGatingSequences(consumer);
        for (int i = 0; i < 4; i++)
        {
            ring.Publish(ring.Next());
        }

        var clock = Stopwatch.StartNew();
        var freeing = Task.Run(async () =>
        {
            await Task.Delay(100);
            consumer.SetValue(1);
        });
        Assert.True(ring.TryNext(2, TimeSpan.FromTicks(timeoutTicks), out long hi), $"gave up after {clock.Elapsed}");
        Assert.Equal(5, hi);
        Assert.True(clock.Elapsed >= TimeSpan.FromMilliseconds(90), $"claimed after {clock.Elapsed}, before the consumer freed room");

        // The claim returns as soon as the slot is freed, maybe before the task that freed it has completed.
        await freeing.WaitAsync(Bound);
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void A_zero_timeout_claim_on_a_full_ring_is_not_counted_as_a_full_wait(ProducerType type)
    {
        // Like a failed TryNext (docs/metrics.md): a single try that fails never waited.
        var ring = ValueRingBuffer<long>.Create(type, 4, new BusySpinWaitStrategy());
        ring.AddGatingSequences(new Sequence());
        for (int i = 0; i < 4; i++)
        {
            ring.Publish(ring.Next());
        }

        Assert.False(ring.TryNext(TimeSpan.Zero, out _));
        Assert.False(ring.TryNext(out _));
        Assert.Equal(0, ring.Sequencer.FullWaits);

        Assert.False(ring.TryNext(TimeSpan.FromMilliseconds(5), out _));
        Assert.Equal(1, ring.Sequencer.FullWaits);
    }

    [Fact]
    public void On_a_multi_producer_ring_a_plain_Next_waiting_for_room_holds_no_claim()
    {
        // Next() waits for room before its atomic add, so while it waits the cursor stays where the published
        // events end, and a claim that may give up (it takes slots only when they are free at once) is not kept
        // a ring behind by it.
        var ring = ValueRingBuffer<long>.Create(ProducerType.Multi, 4, new BusySpinWaitStrategy());
        var consumer = new Sequence();
        ring.AddGatingSequences(consumer);
        for (int i = 0; i < 4; i++)
        {
            ring.Publish(ring.Next());
        }

        long plain = -1;
        var waiting = new Thread(() => plain = ring.Next()) { IsBackground = true };
        waiting.Start();
        Assert.True(SpinWait.SpinUntil(() => ring.Sequencer.FullWaits == 1, Bound));
        Assert.Equal(3, ring.Cursor);
        Assert.False(ring.TryNext(TimeSpan.FromMilliseconds(20), out _));
        Assert.Equal(3, ring.Cursor);

        consumer.SetValue(0);
        Assert.True(waiting.Join(Bound));
        Assert.Equal(4, plain);
        Assert.False(ring.TryNext(TimeSpan.FromMilliseconds(20), out _));

        consumer.SetValue(1);
        Assert.True(ring.TryNext(TimeSpan.FromMilliseconds(20), out long claimed));
        Assert.Equal(5, claimed);
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void Next_with_a_cancelled_token_throws_and_claims_nothing(ProducerType type)
    {
        var ring = ValueRingBuffer<long>.Create(type, 4, new BusySpinWaitStrategy());
        var consumer = new Sequence();
        ring.AddGatingSequences(consumer);
        for (int i = 0; i < 4; i++)
        {
            ring.Publish(ring.Next());
        }

        using var cts = new CancellationTokenSource(TimeSpan.FromMilliseconds(30));
        Assert.Throws<OperationCanceledException>(() => ring.Next(cts.Token));
        Assert.Throws<OperationCanceledException>(() => ring.Next(3, cts.Token));
        Assert.Equal(3, ring.Cursor);

        consumer.SetValue(0);
        Assert.Equal(4, ring.Next(CancellationToken.None));
    }

    [Fact]
    public async Task Cancelled_claims_racing_on_a_full_multi_producer_ring_leave_it_consistent()
    {
        // Four threads block on a full ring; all are cancelled; none may have claimed anything.
        var ring = ValueRingBuffer<long>.CreateMultiProducer(8, new BusySpinWaitStrategy());
        var consumer = new Sequence();
        ring.AddGatingSequences(consumer);
        ring.Publish(0, ring.Next(8));
        using var cts = new CancellationTokenSource();
        int cancelled = 0;
        var blocked = Task.WhenAll(Enumerable.Range(1, 4).Select(n => Task.Factory.StartNew(() =>
        {
            try
            {
                ring.Next(n, cts.Token);
            }
            catch (OperationCanceledException)
            {
                Interlocked.Increment(ref cancelled);
            }
        }, TaskCreationOptions.LongRunning)));
        Thread.Sleep(50);
        cts.Cancel();
        await blocked.WaitAsync(Bound);
        Assert.Equal(4, cancelled);
        Assert.Equal(7, ring.Cursor);
        Assert.Equal(0, ring.GetRemainingCapacity());
    }

    [Fact]
    public async Task Producers_with_deadlines_and_tokens_on_a_stalling_ring_deliver_every_event_once_in_order()
    {
        // Four producers (more threads than cores) claim with short timeouts, cancellable claims and batch
        // forms, against a consumer that stalls now and then so that claims really time out.
        const int producers = 4;
        const int perProducer = 20_000;
        using var d = new ValueDisruptor<EventFields>(16, ProducerType.Multi, new YieldingWaitStrategy());
        var handler = new StallingRecorder(producers);
        d.HandleEventsWith(handler);
        var ring = d.Start();
        int timeouts = 0;

        Producers.RunThreads(producers, p =>
        {
            using var never = new CancellationTokenSource();
            long counter = 0;
            while (counter < perProducer)
            {
                int n = (int)Math.Min(1 + (counter % 3), perProducer - counter);
                long hi;
                switch (counter % 4)
                {
                    case 0:
                        if (!ring.TryNext(n, TimeSpan.FromMilliseconds(1), out hi))
                        {
                            Interlocked.Increment(ref timeouts);
                            continue;
                        }

                        break;
                    case 1:
                        if (!ring.TryNext(TimeSpan.FromMilliseconds(2), out hi))
                        {
                            Interlocked.Increment(ref timeouts);
                            continue;
                        }

                        n = 1;
                        break;
                    case 2:
                        hi = ring.Next(n, never.Token);
                        break;
                    default:
                        {
                            using var soon = new CancellationTokenSource(TimeSpan.FromMilliseconds(1));
                            try
                            {
                                hi = ring.Next(soon.Token);
                                n = 1;
                            }
                            catch (OperationCanceledException)
                            {
                                Interlocked.Increment(ref timeouts);
                                continue;
                            }

                            break;
                        }
                }

                for (long s = hi - n + 1; s <= hi; s++)
                {
                    ref var e = ref ring[s];
                    e.Producer = p;
                    e.Counter = counter++;
                    e.Value = e.Counter;
                }

                ring.Publish(hi - n + 1, hi);
            }
        }, Bound);

        await d.ShutdownAsync(Bound);
        Assert.Empty(handler.Log.Errors);
        for (int p = 0; p < producers; p++)
        {
            Assert.Equal(Enumerable.Range(0, perProducer).Select(i => (long)i), handler.Log.CountersOf(p));
        }

        Assert.Equal((producers * perProducer) - 1, ring.Cursor);
        Assert.True(timeouts > 0, "no claim ever timed out: the test did not exercise giving up");
    }

    [Fact]
    public async Task NextAsync_waits_without_a_thread_until_there_is_room_and_can_be_cancelled()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(4, new BusySpinWaitStrategy());
        var consumer = new Sequence();
        ring.AddGatingSequences(consumer);
        Assert.Equal(3, await ring.NextAsync(4));
        ring.Publish(0, 3);

        using (var cts = new CancellationTokenSource(TimeSpan.FromMilliseconds(30)))
        {
            await Assert.ThrowsAnyAsync<OperationCanceledException>(async () => await ring.NextAsync(cts.Token));
        }

        Assert.Equal(3, ring.Cursor);
        ValueTask<long> pending = ring.NextAsync(2);
        Assert.False(pending.IsCompleted);
        consumer.SetValue(1);
        Assert.Equal(5, await pending.AsTask().WaitAsync(Bound));
    }

    [Fact]
    public async Task Async_producers_on_a_multi_producer_ring_deliver_every_event_once_in_order()
    {
        const int producers = 6;
        const int perProducer = 5_000;
        using var d = new ValueDisruptor<EventFields>(16, ProducerType.Multi, new YieldingWaitStrategy());
        var handler = new StallingRecorder(producers);
        d.HandleEventsWith(handler);
        var ring = d.Start();

        await Task.WhenAll(Enumerable.Range(0, producers).Select(p => Task.Run(async () =>
        {
            for (long counter = 0; counter < perProducer;)
            {
                int n = (int)Math.Min(1 + (counter % 2), perProducer - counter);
                long hi = await ring.NextAsync(n);
                for (long s = hi - n + 1; s <= hi; s++)
                {
                    ref var e = ref ring[s];
                    e.Producer = p;
                    e.Counter = counter++;
                    e.Value = e.Counter;
                }

                ring.Publish(hi - n + 1, hi);
            }
        }))).WaitAsync(Bound);

        await d.ShutdownAsync(Bound);
        Assert.Empty(handler.Log.Errors);
        for (int p = 0; p < producers; p++)
        {
            Assert.Equal(Enumerable.Range(0, perProducer).Select(i => (long)i), handler.Log.CountersOf(p));
        }
    }

    [Fact]
    public async Task A_halted_disruptor_releases_a_claim_with_a_deadline()
    {
        var d = new ValueDisruptor<long>(4, ProducerType.Single, new BusySpinWaitStrategy());
        var gate = new ManualResetEventSlim();
        d.HandleEventsWith(new BlockingHandler(gate));
        var ring = d.Start();
        for (int i = 0; i < 4; i++)
        {
            ring.Publish(ring.Next());
        }

        var claim = Task.Run(() => ring.TryNext(Timeout.InfiniteTimeSpan, out _));
        Thread.Sleep(20);
        d.Halt();

        // The handler is still stuck on the first event: only the halt can end the claim.
        await Assert.ThrowsAsync<InvalidOperationException>(() => claim.WaitAsync(Bound));
        gate.Set();
        d.Dispose();
    }

    [Fact]
    public void Bad_timeouts_and_sizes_are_refused_with_the_value_named()
    {
        var ring = ValueRingBuffer<long>.CreateMultiProducer(8);
        var ex = Assert.Throws<ArgumentOutOfRangeException>(() => ring.TryNext(TimeSpan.FromMilliseconds(-5), out _));
        Assert.Contains("timeout -00:00:00.0050000 is negative", ex.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.TryNext(9, TimeSpan.Zero, out _));
        Assert.Throws<ArgumentOutOfRangeException>(() => ring.Next(0, CancellationToken.None));
        // A bad size throws from the call itself, not from the task it would return.
        Assert.Throws<ArgumentOutOfRangeException>(ClaimNine);

        void ClaimNine() => GC.KeepAlive(ring.NextAsync(9).AsTask());
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void A_bad_size_is_refused_even_with_a_cancelled_token(ProducerType producerType)
    {
        // The size is the caller's mistake whatever the token says: told at once, by name, not hidden behind a cancellation.
        var ring = ValueRingBuffer<long>.Create(producerType, 8, new BusySpinWaitStrategy());
        var cancelled = new CancellationToken(canceled: true);
        foreach (int n in new[] { 0, 9 })
        {
            var ex = Assert.Throws<ArgumentOutOfRangeException>(() => ring.Next(n, cancelled));
            Assert.Equal("n", ex.ParamName);
            ex = Assert.Throws<ArgumentOutOfRangeException>(() => GC.KeepAlive(ring.NextAsync(n, cancelled).AsTask()));
            Assert.Equal("n", ex.ParamName);
        }
    }

    private sealed class BlockingHandler(ManualResetEventSlim gate) : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch) => gate.Wait();
    }

    /// <summary>Records what it sees, and stalls for a moment every few thousand events so that the ring fills.</summary>
    private sealed class StallingRecorder(int producers) : IValueEventHandler<EventFields>
    {
        public SeenLog Log { get; } = new(producers);

        public void OnEvent(ref EventFields data, long sequence, bool endOfBatch)
        {
            Log.Record(data, sequence);
            if (sequence % 4096 == 0)
            {
                Thread.Sleep(5);
            }
        }
    }
}
