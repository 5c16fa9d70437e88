using System.Collections.Generic;
using Xunit;

namespace NDisruptor.Tests.Support;

/// <summary>A ring of longs with a poller as its only consumer: single-threaded tests publish, then drain what a consumer sees.</summary>
internal static class Polled
{
    /// <summary>A value that only a half-written or stale slot holds: no consumer may ever see it.</summary>
    public const long Stale = -999;

    public static (ValueRingBuffer<long> Ring, EventPoller<long> Poller) NewRing(ProducerType type = ProducerType.Single, int size = 8)
    {
        var ring = ValueRingBuffer<long>.Create(type, size, new BusySpinWaitStrategy());
        return (ring, ring.NewPoller());
    }

    /// <summary>Every event published since the last drain, in order; fails on a stale or poisoned one.</summary>
    public static List<long> Drain(EventPoller<long> poller)
    {
        var seen = new List<long>();
        poller.Poll((ref long e, long s, bool end) =>
        {
            Assert.NotEqual(Stale, e);
            seen.Add(e);
            return true;
        });
        return seen;
    }

    /// <summary>Claims, writes and publishes one event.</summary>
    public static long Publish(ValueRingBuffer<long> ring, long value)
    {
        long sequence = ring.Next();
        ring[sequence] = value;
        ring.Publish(sequence);
        return sequence;
    }
}
