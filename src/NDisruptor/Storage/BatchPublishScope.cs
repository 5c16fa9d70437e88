using System;
using System.Runtime.CompilerServices;

namespace NDisruptor;

/// <summary>
/// A claimed batch of slots, published as a whole when the scope is disposed; or, if an exception escapes
/// the <c>using</c> block before the batch is complete, published as aborted (no handler sees any of it).
/// The rules are those of <see cref="PublishScope{T}"/>.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
/// <example><code>using (var batch = ring.PublishEvents(10)) { for (int i = 0; i &lt; batch.Count; i++) batch.Event(i).Value = i; }</code></example>
public readonly ref struct BatchPublishScope<T>
{
    private readonly RingBufferBase<T> _ring;

    // The thread's exception count at the claim (see UnwindDetector).
    private readonly int _thrownAtClaim;

    internal BatchPublishScope(RingBufferBase<T> ring, long startSequence, long endSequence)
    {
        _ring = ring;
        StartSequence = startSequence;
        EndSequence = endSequence;
        _thrownAtClaim = UnwindDetector.ThrownOnThisThread;
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

    /// <summary>Says every event of the batch is completely written: <c>Dispose</c> publishes them even if an exception was thrown since the claim.</summary>
    /// <exception cref="InvalidOperationException">The scope holds no claim (a default value).</exception>
    public void Complete()
    {
        if (_ring is null)
        {
            throw new InvalidOperationException("This scope holds no claimed batch (it is a default value); get one from PublishEvents(n).");
        }

        UnwindDetector.MarkComplete(_ring, EndSequence);
    }

    /// <summary>Publishes every event of the batch; or, if an exception was thrown since the claim and <see cref="Complete"/> was not called, publishes the batch as aborted.</summary>
    public void Dispose()
    {
        if (_ring is not { } ring)
        {
            return;
        }

        if (UnwindDetector.ShouldPublish(_thrownAtClaim, ring, EndSequence))
        {
            ring.Publish(StartSequence, EndSequence);
        }
        else
        {
            ring.PublishAborted(StartSequence, EndSequence);
        }
    }

    private static void ThrowIndex(int index, int count)
        => throw new ArgumentOutOfRangeException(nameof(index), index, $"index {index} is outside the batch of {count}; use 0 to {count - 1}.");
}
