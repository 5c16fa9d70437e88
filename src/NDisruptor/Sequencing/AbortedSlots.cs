using System;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// Which published sequences carry an aborted (never completed) event, so that no consumer hands them to
/// a handler. One per sequencer; consumers skip what it marks, and their sequences still move past it.
/// </summary>
/// <remarks>
/// <para>
/// Two levels, so that the normal path pays one load per batch and nothing per event:
/// <see cref="MayContain"/> compares the batch's first sequence with the highest sequence ever aborted
/// (a padded word that only aborting producers write, so it stays in every consumer's cache, shared and
/// clean); only when an abort is that recent does a consumer read the marks, one per event.
/// </para>
/// <para>
/// Ordering: a producer writes the sequence's mark and raises the highest-aborted word, then publishes the
/// sequence (release: a cursor store or the slot's lap flag). A consumer acquires the publication (through
/// the barrier, directly or through upstream consumers' release/acquire of their sequences) before it
/// reads either word, so for any aborted sequence in its batch it sees the raised word and the mark.
/// A mark holds the sequence itself, so a mark left from an earlier lap never matches, and nothing
/// is ever cleared. There is one mark per position in the capacity, not per slot (a spread ring has more slots
/// than its capacity): the mark of sequence s is written again only by the producer that claims a sequence a
/// capacity or more later, and that claim waits until every gating consumer has passed s. The highest-aborted
/// word only grows.
/// </para>
/// </remarks>
internal sealed class AbortedSlots
{
    // Longs are 8 bytes: 16 of them fill the 128 bytes of padding at each end of the array.
    private const int MarkPad = CacheLine.PadBytes / sizeof(long);

    // A value no sequence has in any slot: sequences start at 0.
    private const long NoMark = long.MinValue;

    // One mark per position in the capacity: written by the producer that claimed that sequence and aborts it; read by consumers.
    private readonly long[] _marks;
    private readonly int _indexMask;

    // The highest sequence ever aborted: raised by aborting producers (compare-and-swap, several may abort
    // at once on a multi-producer ring), read once per batch by consumers. Padded: the cursor, the flags
    // and consumers' sequences must not share its line, or their writes would evict it on every publish.
    private PaddedLong _highest;

    public AbortedSlots(int bufferSize)
    {
        _marks = new long[bufferSize + (2 * MarkPad)];
        _marks.AsSpan(MarkPad, bufferSize).Fill(NoMark);
        _indexMask = bufferSize - 1;
        _highest.Value = Sequence.InitialValue;
    }

    /// <summary>The highest sequence aborted so far (<see cref="Sequence.InitialValue"/> when none).</summary>
    public long Highest => Volatile.Read(ref _highest.Value);

    /// <summary>
    /// Whether a batch starting at <paramref name="first"/> may hold an aborted event: false on the normal
    /// path, where it is the only cost (one load of a line nobody writes, a branch predicted not taken).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool MayContain(long first) => Volatile.Read(ref _highest.Value) >= first;

    /// <summary>Whether the published <paramref name="sequence"/> was aborted. Call only after <see cref="MayContain"/> said so for its batch.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool IsAborted(long sequence) => Volatile.Read(ref MarkFor(sequence)) == sequence;

    /// <summary>
    /// The next run of events without an aborted one, from <paramref name="next"/> to at most <paramref name="available"/>:
    /// skips aborted events, then returns false if none is left (with <paramref name="next"/> at <c>available + 1</c>), or
    /// true with the run from <paramref name="next"/> to <paramref name="end"/>. How a consumer hands a batch that holds
    /// aborted events to its handler: each run as a batch of its own, aborted events to nobody.
    /// </summary>
    public bool TryNextRun(ref long next, long available, out long end)
    {
        while (next <= available && IsAborted(next))
        {
            next++;
        }

        end = next;
        if (next > available)
        {
            return false;
        }

        while (end < available && !IsAborted(end + 1))
        {
            end++;
        }

        return true;
    }

    /// <summary>The last sequence from <paramref name="lo"/> to <paramref name="hi"/> that is not aborted, or <c>lo - 1</c> if all are.</summary>
    public long LastNotAborted(long lo, long hi)
    {
        for (long sequence = hi; sequence >= lo; sequence--)
        {
            if (!IsAborted(sequence))
            {
                return sequence;
            }
        }

        return lo - 1;
    }

    /// <summary>
    /// Marks <paramref name="lo"/> to <paramref name="hi"/> aborted. Called by their producer before it publishes them.
    /// </summary>
    /// <returns>How many of them were not marked before (a scope aborted twice, or a range over scopes aborted one by one, marks some again).</returns>
    public long Mark(long lo, long hi)
    {
        long newlyMarked = 0;
        for (long sequence = lo; sequence <= hi; sequence++)
        {
            // Only this sequence's producer marks it (it is claimed and not yet published), so nobody marks it between
            // the read and the write. Release is not needed for the consumers (the publication that follows is one), but
            // it keeps every access to this shared word a volatile one (docs/design.md, rule 2).
            ref long mark = ref MarkFor(sequence);
            if (Volatile.Read(ref mark) != sequence)
            {
                Volatile.Write(ref mark, sequence);
                newlyMarked++;
            }
        }

        // Raise the highest-aborted word to at least hi. Aborts are rare and only they contend here.
        long current = Volatile.Read(ref _highest.Value);
        while (current < hi)
        {
            long seen = Interlocked.CompareExchange(ref _highest.Value, hi, current);
            if (seen == current)
            {
                break;
            }

            current = seen;
        }

        return newlyMarked;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private ref long MarkFor(long sequence)
        => ref Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(_marks), MarkPad + (int)(sequence & _indexMask));
}
