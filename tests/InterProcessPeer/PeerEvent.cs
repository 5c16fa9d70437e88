using System.Runtime.InteropServices;

namespace NDisruptor.InterProcessPeer;

/// <summary>The event both sides of the tests exchange: who produced it and its per-producer counter.</summary>
[StructLayout(LayoutKind.Sequential)]
public struct PeerEvent
{
    public int Producer;
    public long Counter;
    public long Check;

    /// <summary>A value derived from the other two, so a torn or stale read shows.</summary>
    public static long CheckOf(int producer, long counter) => (counter * 31) ^ producer;
}
