using System;
using System.Runtime.CompilerServices;

namespace NDisruptor;

/// <summary>
/// One claimed slot, published when the scope is disposed: the claim cannot be left unpublished. If an
/// exception escapes the <c>using</c> block before the event is complete, the slot is published as
/// <em>aborted</em> instead (<see cref="RingBufferBase{T}.PublishAborted(long)"/>): consumers move past
/// it and no handler ever sees the half-written event. Works for both rings.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
/// <remarks>
/// <para>
/// The normal path needs nothing more than the <c>using</c>: <c>using var scope = ring.PublishEvent(); scope.Event().Price = 42;</c>
/// publishes. <c>Dispose</c> publishes as aborted when an exception was thrown on this thread since the
/// claim, unless <see cref="Complete"/> was called after the last write. C# does not let <c>Dispose</c>
/// tell an exception unwinding through the block from one thrown and caught inside it, so code that
/// catches exceptions while filling the event must call <see cref="Complete"/>, or the event is aborted.
/// An exception thrown after <see cref="Complete"/> (say, while the producer logs) still publishes it.
/// </para>
/// </remarks>
/// <example><code>using (var scope = ring.PublishEvent()) { scope.Event().Price = 42; }</code></example>
public readonly ref struct PublishScope<T>
{
    private readonly RingBufferBase<T>? _ring;
    private readonly ref T _event;
    private readonly long _sequence;

    // The thread's exception count at the claim (see UnwindDetector).
    private readonly int _thrownAtClaim;

    internal PublishScope(RingBufferBase<T> ring, long sequence, ref T slot)
    {
        _ring = ring;
        _sequence = sequence;
        _event = ref slot;
        _thrownAtClaim = UnwindDetector.ThrownOnThisThread;
    }

    /// <summary>The claimed sequence.</summary>
    public long Sequence => _sequence;

    /// <summary>The claimed event, by reference: for a class event a reference to the slot's object, for a struct event the struct itself.</summary>
    /// <returns>The event to fill.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ref T Event()
    {
        if (_ring is null)
        {
            ThrowNotClaimed();
        }

        return ref _event;
    }

    /// <summary>
    /// Says the event is completely written: <c>Dispose</c> publishes it even if an exception was thrown
    /// since the claim. Needed only when the code filling the event throws and catches exceptions itself.
    /// </summary>
    /// <exception cref="InvalidOperationException">The scope holds no claim (a default value, or TryPublishEvent returned false).</exception>
    public void Complete()
    {
        if (_ring is not { } ring)
        {
            ThrowNotClaimed();
            return;
        }

        UnwindDetector.MarkComplete(ring, _sequence);
    }

    /// <summary>Publishes the event; or, if an exception was thrown since the claim and <see cref="Complete"/> was not called, publishes it as aborted.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Dispose()
    {
        if (_ring is not { } ring)
        {
            return;
        }

        if (UnwindDetector.ShouldPublish(_thrownAtClaim, ring, _sequence))
        {
            ring.Publish(_sequence);
        }
        else
        {
            ring.PublishAborted(_sequence);
        }
    }

    private static void ThrowNotClaimed()
        => throw new InvalidOperationException("This scope holds no claimed slot (it is a default value, or TryPublishEvent returned false); check TryPublishEvent's result before using the scope.");
}
