using System;
using System.Runtime.CompilerServices;

namespace NDisruptor;

/// <summary>A claimed batch of slots that is published, as a whole, when the scope is disposed.</summary>
/// <typeparam name="T">The event type.</typeparam>
/// <example><code>using (var batch = ring.PublishEvents(10)) { for (int i = 0; i &lt; batch.Count; i++) batch.Event(i).Value = i; }</code></example>
public readonly ref struct BatchPublishScope<T>
{
    private readonly RingBufferBase<T> _ring;

    internal BatchPublishScope(RingBufferBase<T> ring, long startSequence, long endSequence)
    {
        _ring = ring;
        StartSequence = startSequence;
        EndSequence = endSequence;
    }

    /// <summary>The first claimed sequence.</summary>
    public long StartSequence { get; }

    /// <summary>The last claimed sequence.</summary>
    public long EndSequence { get; }

    /// <summary>How many slots the batch holds.</summary>
    public int Count => (int)(EndSequence - StartSequence + 1);

    /// <summary>The event at <paramref name="index"/> within the batch, by reference.</summary>
    /// <param name="index">From 0 to <see cref="Count"/> - 1.</param>
    /// <returns>The event to fill.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="index"/> is outside the batch.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ref T Event(int index)
    {
        if ((uint)index >= (uint)Count)
        {
            ThrowIndex(index, Count);
        }

        return ref _ring.ElementAt(StartSequence + index);
    }

    /// <summary>Publishes every event of the batch.</summary>
    public void Dispose() => _ring?.Publish(StartSequence, EndSequence);

    private static void ThrowIndex(int index, int count)
        => throw new ArgumentOutOfRangeException(nameof(index), index, $"index {index} is outside the batch of {count}; use 0 to {count - 1}.");
}
