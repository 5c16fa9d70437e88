using System;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace NDisruptor;

/// <summary>
/// The sequencer for a ring with exactly one producing thread: claiming is plain arithmetic on fields
/// only that thread touches, publishing is one release store of the cursor.
/// </summary>
internal sealed class SingleProducerSequencer : Sequencer
{
    // Written and read only by the producer thread; padded so that the producer's constant writes do
    // not invalidate the lines consumers read (the cursor, this object's header).
    private ProducerState _state;

    public SingleProducerSequencer(int bufferSize, IWaitStrategy? waitStrategy)
        : base(bufferSize, waitStrategy)
    {
        _state.NextValue = Sequence.InitialValue;
        _state.CachedGatingSequence = Sequence.InitialValue;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Next()
    {
        long next = _state.NextValue + 1;
        if (next - _bufferSize > _state.CachedGatingSequence)
        {
            WaitForCapacity(next);
        }

        _state.NextValue = next;
        return next;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public override long Next(int n)
    {
        ThrowIfBadBatchSize(n);
        long next = _state.NextValue + n;
        if (next - _bufferSize > _state.CachedGatingSequence)
        {
            WaitForCapacity(next);
        }

        _state.NextValue = next;
        return next;
    }

    public override bool TryNext(int n, out long sequence)
    {
        ThrowIfBadBatchSize(n);
        long next = _state.NextValue + n;
        if (next - _bufferSize > _state.CachedGatingSequence && next - _bufferSize > RefreshGatingSequence())
        {
            sequence = default;
            return false;
        }

        _state.NextValue = next;
        sequence = next;
        return true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public override void Publish(long sequence)
    {
        if (sequence > _state.NextValue)
        {
            ThrowNotClaimed(sequence);
        }

        // Release: the event writes before this store are visible to any consumer that reads the cursor.
        _cursor.SetValue(sequence);
        SignalConsumers();
    }

    public override void Publish(long lo, long hi) => Publish(hi);

    public override bool IsAvailable(long sequence)
    {
        long cursor = _cursor.Value;
        return sequence <= cursor && sequence > cursor - _bufferSize;
    }

    public override long GetHighestPublishedSequence(long lowerBound, long available) => available;

    private protected override long HighestClaimed => _state.NextValue;

    public override bool HasAvailableCapacity(int requiredCapacity)
    {
        long wrapPoint = _state.NextValue + requiredCapacity - _bufferSize;
        return wrapPoint <= _state.CachedGatingSequence || wrapPoint <= RefreshGatingSequence();
    }

    public override long GetRemainingCapacity()
    {
        long consumed = MinimumGatingSequence(_state.NextValue);
        return _bufferSize - (_state.NextValue - consumed);
    }

    /// <summary>The slow path of a claim: wait until the slowest consumer leaves room for <paramref name="next"/>.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WaitForCapacity(long next)
    {
        long wrapPoint = next - _bufferSize;
        if (wrapPoint <= RefreshGatingSequence())
        {
            // Only the cached view of the consumers was stale: the ring had room.
            return;
        }

        CountFullWait();
        var spinner = default(BackoffSpinner);
        do
        {
            ThrowIfClosed();
            spinner.SpinOnce();
        }
        while (wrapPoint > RefreshGatingSequence());
    }

    private long RefreshGatingSequence()
    {
        long minimum = MinimumGatingSequence(_state.NextValue);
        _state.CachedGatingSequence = minimum;
        return minimum;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void ThrowNotClaimed(long sequence)
        => throw new ArgumentOutOfRangeException(nameof(sequence), sequence, $"sequence {sequence} was never claimed (the highest claimed is {_state.NextValue}); publish only what Next() or TryNext() returned.");

    [StructLayout(LayoutKind.Explicit, Size = CacheLine.PadBytes + (2 * sizeof(long)) + CacheLine.PadBytes)]
    private struct ProducerState
    {
        // The highest sequence claimed so far.
        [FieldOffset(CacheLine.PadBytes)]
        public long NextValue;

        // The slowest consumer's sequence when last read: lets most claims skip reading consumers' lines.
        [FieldOffset(CacheLine.PadBytes + sizeof(long))]
        public long CachedGatingSequence;
    }
}
