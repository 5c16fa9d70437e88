using System;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Sequencing;

/// <summary>
/// Producers that find a multi-producer ring full spin, yield a few times, then, once two of them have waited at the
/// same time, nap (a timed sleep of tens of microseconds) until a consumer makes room; a lone producer keeps yielding.
/// Whatever phase a wait is in, the producer claims once there is room (two napping producers: see
/// <see cref="MultiProducerTests.Producers_facing_a_full_ring_wait_before_they_claim"/>), and nothing is lost.
/// </summary>
public sealed class FullRingNapTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Fact]
    public void On_Linux_a_nap_is_a_timed_sleep_not_a_yield()
    {
        if (!OperatingSystem.IsLinux())
        {
            Assert.Skip("nanosleep is bound on Linux, macOS and FreeBSD; this checks the Linux binding");
        }

        // nanosleep never returns before its request (one microsecond) unless a signal interrupts it, so the shortest of
        // a few naps is at least that; and a nap whose call failed to bind would have switched to yields for good.
        TimeSpan shortest = Enumerable.Range(0, 20).Select(_ => TimeNap()).Min();
        Assert.True(ThreadNap.Sleeps, "the nanosleep call should bind on Linux");
        Assert.True(shortest >= TimeSpan.FromMicroseconds(1), $"the shortest of 20 naps took {shortest.TotalMicroseconds:F2} µs");
    }

    [Fact]
    public void A_lone_producer_keeps_yielding_and_producers_that_wait_together_nap()
    {
        var (ring, consumer) = MultiProducerTests.FullRing(4);
        var sequencer = (MultiProducerSequencer)ring.Sequencer;

        var lone = new Thread(() => ring.Next()) { IsBackground = true };
        lone.Start();
        Assert.False(lone.Join(50));
        Assert.False(sequencer.WaitingProducersNap, "a lone producer must not nap: it has to refill the ring at once");
        consumer.SetValue(0);
        Assert.True(lone.Join(Bound));

        var together = new[] { 0, 1 }.Select(_ => new Thread(() => ring.Next()) { IsBackground = true }).ToArray();
        foreach (var producer in together)
        {
            producer.Start();
        }

        Assert.True(SpinWait.SpinUntil(() => sequencer.WaitingProducersNap, Bound), "two producers waiting at once should turn naps on");
        consumer.SetValue(2);
        Assert.All(together, p => Assert.True(p.Join(Bound)));
    }

    [Fact]
    public async Task Producers_napping_on_a_tiny_ring_behind_a_stalling_consumer_lose_nothing()
    {
        // Three producers, a ring of eight and a consumer that stops for a millisecond every few hundred events: the
        // producers wait past the spin phase and the yields again and again, together, and nap; every event must still
        // arrive once, in each producer's order.
        const int producers = 3;
        using var d = new ValueDisruptor<EventFields>(8, ProducerType.Multi, new YieldingWaitStrategy());
        var handler = new StallingRecorder(producers, stallEvery: 300);
        d.HandleEventsWith(handler);
        var ring = d.Start();
        var counters = new long[producers];

        Producers.Burst(ring, counters, 6_000, Bound);
        await d.ShutdownAsync(Bound);

        Assert.Empty(handler.Log.Errors);
        for (int p = 0; p < producers; p++)
        {
            Assert.Equal(Enumerable.Range(0, 6_000).Select(i => (long)i), handler.Log.CountersOf(p));
        }

        Assert.True(ring.Sequencer.FullWaits > 0, "the producers should have found the ring full");

        // Each stall outlasts the spin phase and the yields many times over, so the waits ran into naps.
        Assert.True(((MultiProducerSequencer)ring.Sequencer).WaitingProducersNap, "producers waiting together should have turned naps on");
    }

    private static TimeSpan TimeNap()
    {
        long start = Stopwatch.GetTimestamp();
        ThreadNap.Nap();
        return Stopwatch.GetElapsedTime(start);
    }

    private sealed class StallingRecorder(int producers, int stallEvery) : IValueEventHandler<EventFields>
    {
        private long _seen;

        public SeenLog Log { get; } = new(producers);

        public void OnEvent(ref EventFields data, long sequence, bool endOfBatch)
        {
            Log.Record(data, sequence);
            if (++_seen % stallEvery == 0)
            {
                Thread.Sleep(1);
            }
        }
    }
}
