using System;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// A multi-producer ring's lap flags: one per slot the ring spreads its sequences over (the capacity or a multiple of it),
/// each holding the lap of the sequence last published into its slot (see <see cref="MultiProducerSequencer"/>). Written by
/// the producer that claimed the slot (one writer per lap), read by consumers.
/// </summary>
/// <remarks>
/// Pinned, and reached through the address of the first flag: a publish loads that one field where it would load the array,
/// check it for null and skip its header and padding, all between the claim's atomic add and the flag store. The array is
/// held to keep the flags alive, and tells two handles of the same flags apart from others (<see cref="SameAs"/>). A copy
/// of this handle is the flags themselves, not a snapshot of them, so the sequencer and its ring may each hold one (see
/// <see cref="RingBufferBase{T}"/>, which keeps its own for its producers' publishes).
/// </remarks>
internal readonly struct SlotFlags
{
    // Flags are ints: 32 of them fill the 128 bytes of padding at each end of the array.
    private const int Pad = CacheLine.PadBytes / sizeof(int);

    private readonly int[] _array;
    private readonly nint _first;

    // The mask as a native int, so that a flag's address is one AND of the sequence with no sign extension between.
    private readonly nint _mask;
    private readonly int _lapShift;

    /// <summary>A flag for each of <paramref name="slots"/> slots (a power of two), each marking no lap yet.</summary>
    public SlotFlags(int slots)
    {
        Invariant.Holds(slots > 0 && BitOperations.IsPow2(slots), "flags cover a power-of-two count of slots");
        _array = GC.AllocateArray<int>(slots + (2 * Pad), pinned: true);
        _array.AsSpan(Pad, slots).Fill(-1);
        _first = Marshal.UnsafeAddrOfPinnedArrayElement(_array, Pad);
        _mask = slots - 1;
        _lapShift = BitOperations.Log2((uint)slots);
    }

    /// <summary>How many slots the flags cover: a flag's lap counts these.</summary>
    public int Count => (int)_mask + 1;

    /// <summary>Whether <paramref name="other"/> is a copy of this handle: the same flags.</summary>
    public bool SameAs(in SlotFlags other) => ReferenceEquals(_array, other._array);

    /// <summary>The flag of <paramref name="sequence"/>'s slot.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ref int For(long sequence)
        => ref Unsafe.Add(ref Unsafe.AddByteOffset(ref Unsafe.NullRef<int>(), _first), (nint)sequence & _mask);

    /// <summary>
    /// Whether the flags of <paramref name="sequence"/> and the <paramref name="following"/> sequences after it wrap from
    /// the last flag to the first, rather than lying in one run.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Wraps(long sequence, long following) => ((nint)sequence & _mask) + following > _mask;

    /// <summary>The lap <paramref name="sequence"/>'s flag holds once it is published (wrapping after 2^31 laps).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int LapOf(long sequence) => (int)((ulong)sequence >> _lapShift);

    /// <summary>
    /// Whether the <paramref name="count"/> flags from <paramref name="sequence"/>'s on, one run (see <see cref="Wraps"/>),
    /// each hold a lap before <paramref name="lap"/>: none of their slots was published at that lap or a later one.
    /// </summary>
    /// <remarks>
    /// A lap is before another when their difference is negative (wrapping as <see cref="LapOf"/> does), so the sign bits of
    /// the differences are ANDed, with no branch per flag; four flags to a load where a run has four. These loads stand
    /// between a claim's atomic add and the flag stores a producer's next add waits for: one per flag, they took a batch
    /// publish of 10 events most of its time over Disruptor-net's, which checks nothing (docs/design.md, "Publish checks").
    /// The loads are plain: docs/design.md ("Ordering") says why that suffices for a producer's own claimed slots. Inlined, so
    /// that its caller keeps nothing across a call.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool RunBefore(long sequence, int count, int lap)
    {
        Invariant.Holds(count > 0 && ((nint)sequence & _mask) + count - 1 <= _mask, "a run of flags does not wrap");
        ref int flag = ref For(sequence);
        if (count >= Vector128<int>.Count)
        {
            var laps = Vector128.Create(lap);
            var all = Vector128<int>.AllBitsSet;
            for (int i = 0; i < count - Vector128<int>.Count; i += Vector128<int>.Count)
            {
                all &= Vector128.LoadUnsafe(ref flag, (nuint)i) - laps;
            }

            // The run's last four, overlapping the loop's last load when the count is not a multiple of four.
            all &= Vector128.LoadUnsafe(ref flag, (nuint)(count - Vector128<int>.Count)) - laps;
            return Vector128.ExtractMostSignificantBits(all) == (1u << Vector128<int>.Count) - 1;
        }

        int differences = -1;
        for (int i = 0; i < count; i++)
        {
            differences &= unchecked(Unsafe.Add(ref flag, i) - lap);
        }

        return differences < 0;
    }

    /// <summary>
    /// The last of the sequences from <paramref name="sequence"/> to <paramref name="last"/> up to which every one is published:
    /// <c>sequence - 1</c> when <paramref name="sequence"/> is not, <paramref name="last"/> when all are or the range is empty.
    /// </summary>
    /// <remarks>
    /// On x64 (and 32-bit x86, which orders memory alike) a run of flags, up to where they wrap to the first at the next lap,
    /// is compared with its lap 32 flags to a test (four loads of eight) while all are equal, then eight or four to a vector
    /// load, the last few of a run one at a time. A flag at a time,
    /// each read an acquire, the scan read the flags' address, mask and lap shift again after every flag, as an acquire
    /// keeps the compiler from reusing loads across it. x64 keeps loads in order with later loads, so a flag seen equal to
    /// its lap shows its event; one read barrier after the scan keeps the compiler from reading events before the flags. A
    /// flag read while its producer stores it equals its lap only once every byte that changes is the new one. A load may
    /// read up to 31 flags past the first unpublished one, never past <paramref name="last"/>. Elsewhere, a flag at a
    /// time with acquire.
    /// </remarks>
    public long PublishedThrough(long sequence, long last)
    {
#if NET10_0_OR_GREATER
        if (Sse2.IsSupported)
        {
            for (long scanned = sequence; scanned <= last;)
            {
                // The run from this flag to the end of the flags or of the range, whichever comes first: one lap throughout.
                long runEnd = Math.Min(last, scanned + (_mask - ((nint)scanned & _mask)));
                int count = (int)(runEnd - scanned + 1);
                int equal = LeadingAtLap(ref For(scanned), count, LapOf(scanned));
                if (equal < count)
                {
                    Volatile.ReadBarrier();
                    return scanned + equal - 1;
                }

                scanned = runEnd + 1;
            }

            Volatile.ReadBarrier();
            return last;
        }
#endif
        for (long next = sequence; next <= last; next++)
        {
            if (Volatile.Read(ref For(next)) != LapOf(next))
            {
                return next - 1;
            }
        }

        return last;
    }

    /// <summary>
    /// <see cref="PublishedThrough"/> for producers measuring their room, which may start the scan at any sequence known to be
    /// published, however long ago: a flag that holds a later lap than its sequence's counts as published too.
    /// </summary>
    /// <remarks>
    /// A producer claims a slot only after the sequence last claimed in it was published (by room measured from consumers,
    /// which never pass an unpublished sequence, or from this scan), so a later lap in a flag says its sequence was
    /// published before the slot was taken again. That lets a scan start at a stale lower bound and still find every
    /// sequence published; only a flag behind its lap stops it. The common run is the vectorized equal-lap scan; a later
    /// lap costs a restart after it.
    /// </remarks>
    public long PublishedOrPassedThrough(long sequence, long last)
    {
        while (true)
        {
            long through = PublishedThrough(sequence, last);
            if (through >= last)
            {
                return through;
            }

            long stop = through + 1;
            if (unchecked(Volatile.Read(ref For(stop)) - LapOf(stop)) < 0)
            {
                return through;
            }

            sequence = stop + 1;
        }
    }

#if NET10_0_OR_GREATER
    /// <summary>How many of the <paramref name="count"/> flags from <paramref name="flag"/> on hold <paramref name="lap"/> before the first that does not.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int LeadingAtLap(ref int flag, int count, int lap)
    {
        int i = 0;
        if (Vector256.IsHardwareAccelerated)
        {
            var laps = Vector256.Create(lap);

            // Four loads to a test while all are equal, as they are in most of a long scan (a producer measuring its room on a
            // ring nothing gates reads each flag once a lap); the first that differs is then found eight at a time.
            for (; i <= count - (4 * Vector256<int>.Count); i += 4 * Vector256<int>.Count)
            {
                var equal = Vector256.Equals(Vector256.LoadUnsafe(ref flag, (nuint)i), laps)
                    & Vector256.Equals(Vector256.LoadUnsafe(ref flag, (nuint)(i + Vector256<int>.Count)), laps)
                    & Vector256.Equals(Vector256.LoadUnsafe(ref flag, (nuint)(i + (2 * Vector256<int>.Count))), laps)
                    & Vector256.Equals(Vector256.LoadUnsafe(ref flag, (nuint)(i + (3 * Vector256<int>.Count))), laps);
                if (equal != Vector256<int>.AllBitsSet)
                {
                    break;
                }
            }

            for (; i <= count - Vector256<int>.Count; i += Vector256<int>.Count)
            {
                uint differ = ~Vector256.Equals(Vector256.LoadUnsafe(ref flag, (nuint)i), laps).ExtractMostSignificantBits() & 0xFF;
                if (differ != 0)
                {
                    return i + BitOperations.TrailingZeroCount(differ);
                }
            }
        }

        var laps4 = Vector128.Create(lap);
        for (; i <= count - Vector128<int>.Count; i += Vector128<int>.Count)
        {
            uint differ = ~Vector128.Equals(Vector128.LoadUnsafe(ref flag, (nuint)i), laps4).ExtractMostSignificantBits() & 0xF;
            if (differ != 0)
            {
                return i + BitOperations.TrailingZeroCount(differ);
            }
        }

        while (i < count && Unsafe.Add(ref flag, i) == lap)
        {
            i++;
        }

        return i;
    }
#endif

    /// <summary>Sets the <paramref name="count"/> flags from <paramref name="sequence"/>'s on, one run (see <see cref="Wraps"/>), to <paramref name="lap"/>.</summary>
    /// <remarks>
    /// On x64 (and 32-bit x86) the run is set four flags to a vector store, after one release barrier for the whole run, where
    /// a store per flag was an entry each in the store buffer that the producer's next atomic add must drain. x64 makes
    /// stores visible in program order, so a consumer that sees any flag of the run sees the events written before it.
    /// Nothing depends on the order in which the run's flags appear: a consumer takes published sequences up to the first
    /// unpublished one, and a worker waits for its own. A flag counts as published only when it equals its lap, so not even
    /// a torn store could publish one early (docs/design.md, "Ordering"). Elsewhere each flag is a release store of its own.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void SetRun(long sequence, int count, int lap)
    {
        Invariant.Holds(count > 0 && ((nint)sequence & _mask) + count - 1 <= _mask, "a run of flags does not wrap");
        ref int flag = ref For(sequence);
#if NET10_0_OR_GREATER
        if (Sse2.IsSupported && count >= Vector128<int>.Count)
        {
            // On x64 this emits nothing: it keeps the compiler from moving the stores before the events'.
            Volatile.WriteBarrier();
            var laps = Vector128.Create(lap);
            int i = 0;
            for (; i <= count - Vector128<int>.Count; i += Vector128<int>.Count)
            {
                laps.StoreUnsafe(ref flag, (nuint)i);
            }

            // The rest one at a time, not by a last vector store overlapping the ones before (as RunBefore's loads do): no
            // flag may be stored twice. Once a flag is visible, a consumer may pass its sequence and a producer claim and
            // publish the slot's next lap, which a second store of this lap would take back.
            for (; i < count; i++)
            {
                Unsafe.Add(ref flag, i) = lap;
            }

            return;
        }
#endif
        for (int i = 0; i < count; i++)
        {
            // Release, flag by flag: the event written into each slot is visible to a consumer that sees its flag.
            Volatile.Write(ref Unsafe.Add(ref flag, i), lap);
        }
    }
}
