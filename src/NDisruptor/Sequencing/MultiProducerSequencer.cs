using System;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// The sequencer for a ring that any number of threads publish to. A claim is one atomic add on the
/// cursor; publication sets a per-slot flag, so producers never wait for one another to publish.
/// </summary>
/// <remarks>
/// Claiming with <see cref="Interlocked.Add(ref long, long)"/> (LOCK XADD) always succeeds in one
/// instruction however many producers contend, where a compare-and-swap loop retries and degrades as
/// threads are added (seed 000). Because the cursor then only says what was claimed, each slot carries
/// the lap number of the sequence last published into it; consumers scan those flags (seed 004's fix:
/// no producer ever spins waiting for a slower producer to publish).
/// </remarks>
internal sealed class MultiProducerSequencer : Sequencer
{
    // Flags are ints: 32 of them fill the 128 bytes of padding at each end of the array.
    private const int FlagPad = CacheLine.PadBytes / sizeof(int);

    // Slot flags: written by the producer that claimed the slot (one writer per lap), read by consumers.
    private readonly int[] _availableBuffer;
    private readonly int _indexMask;
    private readonly int _indexShift;

    // Written by any producer in the slow path only; padded away from the read-only fields above,
    // which every consumer reads when it scans flags.
    private PaddedLong _gatingSequenceCache;

    public MultiProducerSequencer(int bufferSize, IWaitStrategy? waitStrategy)
        : base(bufferSize, waitStrategy)
    {
        _availableBuffer = new int[bufferSize + (2 * FlagPad)];
        _availableBuffer.AsSpan(FlagPad, bufferSize).Fill(-1);
        _indexMask = bufferSize - 1;
        _indexShift = BitOperations.Log2((uint)bufferSize);
        _gatingSequenceCache.Value = Sequence.InitialValue;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public override long Next(int n)
    {
        ThrowIfBadBatchSize(n);
        long next = _cursor.AddAndGet(n);
        long current = next - n;
        long wrapPoint = next - _bufferSize;
        long cachedGating = Volatile.Read(ref _gatingSequenceCache.Value);
        if (wrapPoint > cachedGating || cachedGating > current)
        {
            WaitForCapacity(wrapPoint, current);
        }

        return next;
    }

    public override bool TryNext(int n, out long sequence)
    {
        ThrowIfBadBatchSize(n);

        // A failed TryNext must leave nothing claimed, so here (and only here) the claim is a
        // compare-and-swap: an atomic add could not be taken back.
        long current, next;
        do
        {
            current = _cursor.Value;
            next = current + n;
            if (!HasAvailableCapacity(n, current))
            {
                sequence = default;
                return false;
            }
        }
        while (!_cursor.CompareAndSet(current, next));

        sequence = next;
        return true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public override void Publish(long sequence)
    {
#if DEBUG
        ThrowIfNotClaimed(sequence);
#endif
        SetAvailable(sequence);
        SignalConsumers();
    }

    public override void Publish(long lo, long hi)
    {
#if DEBUG
        ThrowIfNotClaimed(hi);
#endif
        for (long sequence = lo; sequence <= hi; sequence++)
        {
            SetAvailable(sequence);
        }

        SignalConsumers();
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public override bool IsAvailable(long sequence)
        => Volatile.Read(ref FlagFor(sequence)) == LapOf(sequence);

    public override long GetHighestPublishedSequence(long lowerBound, long available)
    {
        for (long sequence = lowerBound; sequence <= available; sequence++)
        {
            if (!IsAvailable(sequence))
            {
                return sequence - 1;
            }
        }

        return available;
    }

    public override bool HasAvailableCapacity(int requiredCapacity) => HasAvailableCapacity(requiredCapacity, _cursor.Value);

    private protected override long HighestClaimed => _cursor.Value;

    public override long GetRemainingCapacity()
    {
        long produced = _cursor.Value;
        long consumed = MinimumGatingSequence(produced);

        // Claims run ahead of capacity (the add comes before the wait for space): never report below zero.
        return Math.Max(0, _bufferSize - (produced - consumed));
    }

    private bool HasAvailableCapacity(int requiredCapacity, long cursorValue)
    {
        long wrapPoint = cursorValue + requiredCapacity - _bufferSize;
        long cachedGating = Volatile.Read(ref _gatingSequenceCache.Value);
        if (wrapPoint > cachedGating || cachedGating > cursorValue)
        {
            long minimum = MinimumGatingSequence(cursorValue);
            Volatile.Write(ref _gatingSequenceCache.Value, minimum);
            return wrapPoint <= minimum;
        }

        return true;
    }

    /// <summary>The slow path of a claim: the slot was claimed, but its previous lap is still being read.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WaitForCapacity(long wrapPoint, long current)
    {
        long gating = MinimumGatingSequence(current);
        if (wrapPoint > gating)
        {
            // Not just a stale cache: the ring is full.
            CountFullWait();
            var spinner = default(BackoffSpinner);
            do
            {
                ThrowIfClosed();
                spinner.SpinOnce();
            }
            while (wrapPoint > (gating = MinimumGatingSequence(current)));
        }

        Volatile.Write(ref _gatingSequenceCache.Value, gating);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void SetAvailable(long sequence)
        // Release: the event written into the slot is visible to a consumer that sees this flag.
        => Volatile.Write(ref FlagFor(sequence), LapOf(sequence));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private ref int FlagFor(long sequence)
        => ref Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(_availableBuffer), FlagPad + (int)(sequence & _indexMask));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int LapOf(long sequence) => (int)((ulong)sequence >> _indexShift);

#if DEBUG
    private void ThrowIfNotClaimed(long sequence)
    {
        // Only the upper bound can be checked: claims run ahead of capacity (the atomic add comes before
        // the wait for space), so a slow producer's slot may legitimately lag the cursor by more than a lap.
        long claimed = _cursor.Value;
        if (sequence > claimed)
        {
            throw new ArgumentOutOfRangeException(nameof(sequence), sequence, $"sequence {sequence} is not a claimed slot (the highest claimed is {claimed}); publish only what Next() or TryNext() returned.");
        }
    }
#endif
}
