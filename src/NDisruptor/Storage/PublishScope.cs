using System;
using System.Runtime.CompilerServices;

namespace NDisruptor;

/// <summary>
/// One claimed slot that is published when the scope is disposed: the claim cannot be left
/// unpublished, even when filling the event throws. Works for both rings.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
/// <example><code>using (var scope = ring.PublishEvent()) { scope.Event().Price = 42; }</code></example>
public ref struct PublishScope<T>
{
    private readonly RingBufferBase<T>? _ring;
    private readonly ref T _event;
    private readonly long _sequence;

    internal PublishScope(RingBufferBase<T> ring, long sequence, ref T slot)
    {
        _ring = ring;
        _sequence = sequence;
        _event = ref slot;
    }

    /// <summary>The claimed sequence.</summary>
    public readonly long Sequence => _sequence;

    /// <summary>The claimed event, by reference: for a class event a reference to the slot's object, for a struct event the struct itself.</summary>
    /// <returns>The event to fill.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly ref T Event()
    {
        if (_ring is null)
        {
            ThrowNotClaimed();
        }

        return ref _event;
    }

    /// <summary>Publishes the event.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly void Dispose() => _ring?.Publish(_sequence);

    private static void ThrowNotClaimed()
        => throw new InvalidOperationException("This scope holds no claimed slot (it is a default value, or TryPublishEvent returned false); check TryPublishEvent's result before using the scope.");
}
