using System;
using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics.X86;

namespace NDisruptor;

/// <summary>
/// Lets a single producer's claims ask for the lines of slots it will write a little later: a block of them every
/// <see cref="BlockBytes"/> of slots, <see cref="DistanceBytes"/> ahead of the claim.
/// </summary>
/// <remarks>
/// A producer writes each line of slots once a lap, and the last core to hold that line was a consumer's: before the store
/// can complete, the producer's core must take the line back (from the consumer's cache, or from memory once a long lap
/// let it go there). Stores wait for that in the store buffer, which holds a few dozen: with the two cores on different
/// chiplets (a round trip of ~400 ns on this project's AMD EPYC host) a producer of 8-byte events could have only a few
/// lines on their way at once, and it ran at ~3-5 ns per event whoever consumed. A prefetch starts taking the line while
/// the producer is still a few kilobytes behind, outside the store buffer, so its stores later find it close. Claims
/// already test a limit (the consumers' position, cached), so the block boundary costs the common claim nothing: the
/// limit is lowered to it and the claim's slow path, once per block, issues the prefetches (docs/design.md,
/// "Claiming ahead").
/// <para>
/// Only where the instruction exists (x64's <c>PREFETCHT0</c>; .NET has no Arm64 prefetch), only for rings of events without
/// references (their slots are at a fixed address: pinned, native or mapped memory) and only for events of up to
/// <see cref="MaxEventBytes"/> (so that at least four claims share a block and the common claim stays the quick one).
/// </para>
/// </remarks>
internal static class SlotPrefetch
{
    /// <summary>How many bytes of slots one prefetch block covers, and so how often a claim takes the slow path: 16 lines.</summary>
    internal const int BlockBytes = 1024;

    /// <summary>How far ahead of the claim, in bytes of slots, the block starts: far enough for a line to cross the chip first.</summary>
    internal const int DistanceBytes = 4096;

    /// <summary>The largest event whose ring prefetches: four events to a block.</summary>
    internal const int MaxEventBytes = BlockBytes / 4;

    private const int LineBytes = 64;

    /// <summary>Whether a ring of <paramref name="eventBytes"/>-byte events without references prefetches its producer's slots.</summary>
    internal static bool Pays(int eventBytes) => Sse.IsSupported && eventBytes <= MaxEventBytes;

    /// <summary>Events per block.</summary>
    internal static int BlockEvents(int eventBytes) => BlockBytes / eventBytes;

    /// <summary>Events between a claim and the block it prefetches, at most half the ring's <paramref name="capacity"/>.</summary>
    internal static int DistanceEvents(int eventBytes, int capacity) => Math.Min(DistanceBytes / eventBytes, Math.Max(1, capacity / 2));

    /// <summary>Prefetches the lines of slots <paramref name="first"/> to <paramref name="last"/> of a ring whose slot 0 is at <paramref name="firstSlot"/>.</summary>
    /// <remarks>
    /// A prefetch never faults, so an address that is no longer the ring's (a native ring freed while a producer claims, which
    /// its disposal already forbids) costs nothing but the instruction.
    /// <para>
    /// Inlined into each ring's own caller, where <paramref name="eventBytes"/> is a constant: the steps and the slot offsets
    /// then compile to shifts instead of a division and a multiplication per line.
    /// </para>
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static unsafe void Lines(nint firstSlot, long indexMask, int eventBytes, long first, long last)
    {
        int step = Math.Max(1, LineBytes / eventBytes);
        for (long s = first; s <= last; s += step)
        {
            Sse.Prefetch0((void*)(firstSlot + (nint)((s & indexMask) * eventBytes)));
        }

        // The steps may stop short of the last slot's line when the block does not start on a line.
        Sse.Prefetch0((void*)(firstSlot + (nint)((last & indexMask) * eventBytes)));
    }
}
