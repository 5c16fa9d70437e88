using System;
using System.Diagnostics;
using System.Reflection;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Processing;

/// <summary>
/// An async processor arms its signal and gives its thread back when it runs out of events; a producer or upstream
/// processor that publishes at that moment must still wake it. Bursts of random length with random gaps land
/// publishes in every part of that window; a lost wake-up leaves the last event of a burst unhandled and the
/// bounded wait below fails.
/// </summary>
public sealed class AsyncWakeUpTests
{
    private static readonly TimeSpan PerBurst = TimeSpan.FromSeconds(10);

    [Theory]
    [InlineData(false, false)]
    [InlineData(true, false)]
    [InlineData(false, true)]
    public async Task An_async_handler_never_sleeps_past_the_last_event_of_a_burst(bool behindASyncHandler, bool claimsBursts)
    {
        using var d = new ValueDisruptor<long>(256, ProducerType.Single, new YieldingWaitStrategy());
        var seen = new LastSequence();
        if (behindASyncHandler)
        {
            // The upstream processor's store and wake-up, not the producer's, must reach the async one.
            d.HandleEventsWith(new PassThrough()).Then(seen);
        }
        else
        {
            d.HandleEventsWith(seen);
        }

        var ring = d.Start();
        var random = new Random(behindASyncHandler ? 17 : claimsBursts ? 11 : 5);
        var clock = Stopwatch.StartNew();
        long expected = 0;
        for (int burst = 0; burst < 1500 && clock.Elapsed < TimeSpan.FromSeconds(4); burst++)
        {
            int length = random.Next(1, 40);
            if (claimsBursts)
            {
                // The batch publish takes its own path to the wake-up (a ring whose wait strategy never parks consumers
                // wakes nobody until its first async processor is made).
                long hi = ring.Next(length);
                for (long sequence = hi - length + 1; sequence <= hi; sequence++)
                {
                    ring[sequence] = expected++;
                }

                ring.Publish(hi - length + 1, hi);
            }
            else
            {
                for (int i = 0; i < length; i++)
                {
                    long sequence = ring.Next();
                    ring[sequence] = expected++;
                    ring.Publish(sequence);
                }
            }

            // Wait until the handler has the whole burst, then pause at random: a few spins to tens of microseconds,
            // so the next burst lands before, during or after the processor arms.
            var wait = Stopwatch.StartNew();
            while (seen.Value < expected - 1)
            {
                Assert.True(wait.Elapsed < PerBurst, $"burst {burst}: the async handler saw up to {seen.Value} of {expected - 1} and was not woken");
                Thread.Yield();
            }

            Thread.SpinWait(random.Next(1, 2000));
        }

        await d.ShutdownAsync(PerBurst);
        Assert.Equal(expected - 1, seen.Value);
        Assert.Equal(0, seen.OutOfOrder);
    }

    [Fact]
    public async Task An_async_handler_made_while_a_publish_skips_the_wake_up_still_gets_that_event()
    {
        // A yielding ring's single producer wakes nobody until the ring's first async processor is made. A publish that read
        // the ring just before that stores its cursor without a wake-up, and may land after the new processor's last look.
        // The window lies inside Publish, so the test makes that publish itself: a claim taken before the processor exists,
        // published through the sequencer's unsignalled publish once the processor has had time to run out of events.
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        long early = ring.Next();
        ring[early] = 0;

        var seen = new LastSequence();
        var processor = EventProcessorFactory.CreateAsyncBatch(ring, ring.NewBarrier(), seen);
        ring.AddGatingSequences(processor.Sequence);
        Task run = ((IAsyncEventProcessor)processor).RunAsync();

        // No await until the next claim: a single producer's claims stay on one thread while one is unpublished. The
        // processor runs on the pool; its first look at the claims must come before the next claim.
        Waits.SpinUntil(() => ((AsyncBatchEventProcessor<long>)processor).HasReadUnsignalledClaims, "the processor to look at the claims", PerBurst);

        // Claimed after the processor first looked for unsignalled publishes: once the early one lands, this outstanding
        // claim must not keep it from sleeping, as its publish will wake it.
        long next = ring.Next();
        ring[next] = 1;
        ((SingleProducerSequencer)ring.Sequencer).PublishWithoutSignal(early);
        await Waits.Until(() => seen.Value == early, "the async handler to get the event published without a wake-up", PerBurst);

        // Asleep, it stays armed; a processor that kept looking again would disarm within a millisecond.
        var waiters = ring.Sequencer.AsyncWaitersIfAny!;
        await Waits.Until(() => waiters.ArmedCount == 1, "the async processor to sleep with a claim outstanding", PerBurst);
        await Task.Delay(20);
        Assert.Equal(1, waiters.ArmedCount);

        ring.Publish(next);
        await Waits.Until(() => seen.Value == next, "the async handler to get the next event", PerBurst);

        processor.Halt();
        await run.WaitAsync(PerBurst);
        Assert.Equal(0, seen.OutOfOrder);
    }

    [Fact]
    public async Task An_async_handler_made_while_another_is_being_made_is_woken_by_the_next_publish()
    {
        // Two async processors made at once on a ring whose publishes wake nobody yet: the first has made the ring's
        // waiters but not yet told publishes to wake them when the second finds the waiters there, arms and sleeps. The
        // test leaves the ring as the first would at that moment; making the second must still turn the wake-ups on.
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        typeof(Sequencer).GetField("_asyncWaiters", BindingFlags.Instance | BindingFlags.NonPublic)!.SetValue(ring.Sequencer, new AsyncWaiters());
        Assert.False(ring.Sequencer.SignalsOnPublish);

        var seen = new LastSequence();
        var processor = EventProcessorFactory.CreateAsyncBatch(ring, ring.NewBarrier(), seen);
        ring.AddGatingSequences(processor.Sequence);
        Assert.True(ring.Sequencer.SignalsOnPublish);
        Task run = ((IAsyncEventProcessor)processor).RunAsync();
        var waiters = ring.Sequencer.AsyncWaitersIfAny!;
        await Waits.Until(() => waiters.ArmedCount == 1, "the async processor to sleep", PerBurst);

        long sequence = ring.Next();
        ring[sequence] = 0;
        ring.Publish(sequence);
        await Waits.Until(() => seen.Value == sequence, "the async handler to be woken for the event", PerBurst);

        processor.Halt();
        await run.WaitAsync(PerBurst);
    }

    private sealed class LastSequence : IAsyncBatchEventHandler<long>
    {
        private long _value = -1;

        public long Value => Volatile.Read(ref _value);

        public int OutOfOrder { get; private set; }

        public ValueTask OnBatchAsync(EventBatch<long> batch, long firstSequence, CancellationToken cancellationToken)
        {
            for (int i = 0; i < batch.Length; i++)
            {
                if (batch[i] != _value + 1 + i)
                {
                    OutOfOrder++;
                }
            }

            Volatile.Write(ref _value, firstSequence + batch.Length - 1);
            return default;
        }
    }

    private sealed class PassThrough : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
        }
    }
}
