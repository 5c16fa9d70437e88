using System;

namespace NDisruptor;

/// <summary>
/// A batch of events handed to an <see cref="IAsyncBatchEventHandler{T}"/>: a view over the ring's own
/// slots (no copy), valid until the task returned by <see cref="IAsyncBatchEventHandler{T}.OnBatchAsync"/>
/// completes. After that the producers may overwrite the slots: copy what you keep.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
public readonly struct EventBatch<T>
{
    private readonly RingBufferBase<T>? _ring;

    internal EventBatch(RingBufferBase<T> ring, long firstSequence, int length)
    {
        _ring = ring;
        FirstSequence = firstSequence;
        Length = length;
    }

    /// <summary>The sequence of the first event (<c>this[0]</c>).</summary>
    public long FirstSequence { get; }

    /// <summary>How many events the batch holds.</summary>
    public int Length { get; }

    /// <summary>The event at <paramref name="index"/> (0 to <see cref="Length"/> - 1), by reference to its slot.</summary>
    /// <param name="index">The position in the batch.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="index"/> is outside the batch.</exception>
    public ref T this[int index]
    {
        get
        {
            if ((uint)index >= (uint)Length)
            {
                ThrowBadIndex(index);
            }

            return ref _ring!.ElementAt(FirstSequence + index);
        }
    }

    /// <summary>
    /// The batch as at most two contiguous spans (the second is empty unless the batch wraps past the end of
    /// the ring): the cheapest way to loop over it, between awaits (a span cannot live across an await).
    /// </summary>
    /// <param name="second">The part after the wrap, or empty.</param>
    /// <returns>The first part.</returns>
    public Span<T> GetSpans(out Span<T> second)
    {
        if (Length == 0)
        {
            second = default;
            return default;
        }

        long last = FirstSequence + Length - 1;
        Span<T> first = _ring!.ContiguousSpan(FirstSequence, last);
        second = first.Length == Length ? default : _ring.ContiguousSpan(FirstSequence + first.Length, last);
        return first;
    }

    private void ThrowBadIndex(int index)
        => throw new ArgumentOutOfRangeException(nameof(index), index, $"index {index} is outside the batch of {Length} events; use 0 to Length - 1.");
}
