using System;
using System.Runtime.CompilerServices;
using System.Threading.Tasks;
using Xunit;

namespace NDisruptor.Tests.Support;

/// <summary>Checks on the ring itself whether it spreads its sequences (docs/design.md, "Memory layout"), so that a test meant for a spread ring cannot pass on one that is not.</summary>
internal static class SpreadAssert
{
    /// <summary>
    /// The ring spreads its sequences over exactly <paramref name="factor"/> (a power of two) times its capacity: the sequence
    /// that many capacities on shares slot 0, and the one half as many capacities on does not. A factor of 1 is a ring not spread.
    /// </summary>
    public static void SpreadBy<T>(ValueRingBuffer<T> ring, int factor)
        where T : struct
    {
        if (factor == 1)
        {
            NotSpread(ring);
            return;
        }

        long capacity = ring.BufferSize;
        long half = factor / 2 * capacity;
        Assert.False(Unsafe.AreSame(ref ring[0], ref ring[half]), $"sequences 0 and {half} share a slot: the ring is spread less than {factor} times");
        Assert.True(Unsafe.AreSame(ref ring[0], ref ring[factor * capacity]), $"sequences 0 and {factor * capacity} use different slots: the ring is spread more than {factor} times");
    }

    /// <summary>The ring reuses a slot every capacity: it is not spread.</summary>
    public static void NotSpread<T>(ValueRingBuffer<T> ring)
        where T : struct
        => Assert.True(Unsafe.AreSame(ref ring[3], ref ring[3 + ring.BufferSize]), "sequences a capacity apart use different slots: the ring is spread");

    /// <summary>
    /// Two stages on <paramref name="disruptor"/> (not yet started), the second checking what the first wrote into each event,
    /// while <paramref name="producers"/> threads publish <paramref name="events"/> events in all (split evenly) through every claim and
    /// publish form: every event reaches both, once and in order per producer, across the laps of a ring spread
    /// <paramref name="factor"/> times. Shuts the disruptor down.
    /// </summary>
    public static async Task PipelineSeesEveryEventAsync(ValueDisruptor<EventFields> disruptor, int factor, int producers, int events, TimeSpan bound)
    {
        int each = events / producers;
        long total = (long)producers * each;
        var first = new Stage("first", total, producers, static (ref EventFields e) => e.Stage1 = e.Value);
        var second = new Stage("second", total, producers, verify: static e => e.Stage1 == e.Value ? null : $"stage 1 wrote {e.Stage1} for value {e.Value}");
        disruptor.HandleEventsWith(first).Then(second);
        var ring = disruptor.Start();
        SpreadBy(ring, factor);

        Producers.RunThreads(producers, p => Producers.Publish(ring, p, each, Producers.OfValue), bound);
        StageAssert.AllSawEverything(bound, total, Expectations.SumFor(producers, each), first, second);
        await disruptor.ShutdownAsync(bound);
    }
}
