using System.Runtime.CompilerServices;
using Xunit;

namespace NDisruptor.Tests.Support;

/// <summary>Checks on the ring itself that it spreads its sequences (docs/design.md, "Memory layout"), so that a test meant for a spread ring cannot pass on one that is not.</summary>
internal static class SpreadAssert
{
    /// <summary>Sequences a capacity apart use different slots, and sequences <paramref name="factor"/> capacities apart the same one.</summary>
    public static void SpreadBy<T>(ValueRingBuffer<T> ring, int factor)
        where T : struct
    {
        long capacity = ring.BufferSize;
        Assert.False(Unsafe.AreSame(ref ring[0], ref ring[capacity]), $"sequences 0 and {capacity} share a slot: the ring is not spread");
        Assert.True(Unsafe.AreSame(ref ring[0], ref ring[factor * capacity]), $"sequences 0 and {factor * capacity} use different slots: the ring is not spread {factor} times");
    }
}
