using System;
using System.Runtime.CompilerServices;

namespace NDisruptor;

/// <summary>
/// A claimed batch of slots, published as a whole when the scope is disposed; as aborted (no handler sees
/// any of it) only if <see cref="Abort"/> was called. The rules are those of <see cref="PublishScope{T}"/>;
/// the translator form, <see cref="RingBufferBase{T}.PublishEvents{TArg}(EventTranslator{T, TArg}, ReadOnlySpan{TArg})"/>,
/// aborts the batch exactly when a translator throws.
/// </summary>
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

    /// <summary>
    /// Says no event of the batch must reach a handler: <c>Dispose</c> publishes the batch as aborted.
    /// Counted by <c>ndisruptor.producer.aborted</c>. Calling it again does nothing.
    /// </summary>
    /// <exception cref="InvalidOperationException">The scope holds no claim (a default value).</exception>
    /// <exception cref="ArgumentOutOfRangeException">The scope was already disposed (its events are published).</exception>
    public void Abort()
    {
        if (_ring is null)
        {
            throw new InvalidOperationException("This scope holds no claimed batch (it is a default value); get one from PublishEvents(n).");
        }

        _ring.Sequencer.MarkAborted(StartSequence, EndSequence);
    }

    /// <summary>Publishes every event of the batch (as aborted if <see cref="Abort"/> was called).</summary>
    public void Dispose() => _ring?.PublishBatchFromScope(StartSequence, EndSequence);

    private static void ThrowIndex(int index, int count)
        => throw new ArgumentOutOfRangeException(nameof(index), index, $"index {index} is outside the batch of {count}; use 0 to {count - 1}.");
}
