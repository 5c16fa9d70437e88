using System;
using System.Diagnostics;
using System.Threading;
using System.Threading.Tasks;
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
