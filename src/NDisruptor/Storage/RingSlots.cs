using System;
using System.Diagnostics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace NDisruptor;

/// <summary>
/// A ring's slots as a consumer's loop uses them: a reference to the first slot and the index mask,
/// held in a stack value rather than read from the ring on every event.
/// </summary>
/// <remarks>
/// The ring's array and mask are fields of a heap object, and a handler that stores to the heap (most do)
/// makes the JIT read them again after each call: it cannot prove the store did not change them. A copy on
/// the stack is beyond any handler's reach, so the loop keeps it in registers.
/// </remarks>
/// <typeparam name="T">The event type.</typeparam>
internal readonly ref struct RingSlots<T>
{
    private readonly ref T _first;
    private readonly long _mask;

    public RingSlots(ref T first, long mask)
    {
        _first = ref first;
        _mask = mask;
    }

    /// <summary>The slot for <paramref name="sequence"/>.</summary>
    public ref T this[long sequence]
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => ref Unsafe.Add(ref _first, (nint)(sequence & _mask));
    }

    /// <summary>The contiguous run of slots from <paramref name="lo"/> up to <paramref name="hi"/> or the end of the ring, whichever comes first.</summary>
    public Span<T> ContiguousSpan(long lo, long hi)
    {
        // Every caller passes a published range (lo <= hi, at most a ring long), so the span needs no bounds check.
        Debug.Assert(lo <= hi && hi - lo <= _mask, $"slots {lo}..{hi} are not a range of this ring");
        int start = (int)(lo & _mask);
        int length = (int)Math.Min(hi - lo + 1, _mask + 1 - start);
        return MemoryMarshal.CreateSpan(ref Unsafe.Add(ref _first, start), length);
    }
}
