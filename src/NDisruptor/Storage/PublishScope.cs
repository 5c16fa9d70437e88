using System;
using System.Runtime.CompilerServices;

namespace NDisruptor;

/// <summary>
/// One claimed slot, published when the scope is disposed: the claim cannot be left unpublished. Works
/// for both rings.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
/// <remarks>
/// <para>
/// <c>Dispose</c> always publishes. The event is published as <em>aborted</em> (no handler sees it, consumers
/// move past it) only if <see cref="Abort"/> was called: nothing else aborts it, so no event vanishes
/// without a call that says so. In particular an exception that escapes the <c>using</c> block publishes
/// the event as far as it was written, because C# does not let <c>Dispose</c> tell an exception unwinding
/// through the block from one thrown and caught inside it, and no guess is right every time.
/// </para>
/// <para>
/// When filling the event can throw, prefer the translator form,
/// <see cref="RingBufferBase{T}.PublishEvent{TArg}(EventTranslator{T, TArg}, TArg)"/>: the ring calls the
/// translator inside its own <c>try</c>, so it aborts exactly the events whose translator threw. Or catch
/// around the fill and call <see cref="Abort"/> before rethrowing.
/// </para>
/// <para>
/// On a single-producer ring a publish makes every earlier claim visible as well: dispose a scope before the same producer
/// claims again. A scope still being filled while a later claim of its producer is published (a nested scope, or a
/// translator publishing to the same ring) is seen half-written, and its own <c>Dispose</c> then throws. A ring for several
/// producers publishes each claim on its own.
/// </para>
/// </remarks>
/// <example><code>using (var scope = ring.PublishEvent()) { scope.Event().Price = 42; }</code></example>
public readonly ref struct PublishScope<T>
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
    /// Says the event must not reach any handler: <c>Dispose</c> publishes it as aborted, so consumers move
    /// past it and nobody waits for it. Counted by <c>ndisruptor.producer.aborted</c>. Calling it again does nothing.
    /// </summary>
    /// <exception cref="InvalidOperationException">The scope holds no claim (a default value, or TryPublishEvent returned false).</exception>
    /// <exception cref="ArgumentOutOfRangeException">The scope was already disposed (its event is published).</exception>
    public void Abort()
    {
        if (_ring is not { } ring)
        {
            ThrowNotClaimed();
            return;
        }

        ring.Sequencer.MarkAborted(_sequence, _sequence);
    }

    /// <summary>Publishes the event (as aborted if <see cref="Abort"/> was called).</summary>
    // A using block calls this from a finally. The JIT copies a small finally (at most 15 of its statements) into the
    // normal exit path; a larger one stays a funclet that every event calls, and the caller's loop then keeps its
    // locals in memory. Inlined, the publish (both sequencers' checks) was too large, so here it is a test of the
    // sequencer and one call (see PublishFromScope): a scope went from 2.35 to 2.0 ns in the publish-path
    // micro-benchmark when the whole publish became a call.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Dispose() => _ring?.PublishFromScope(_sequence);

    private static void ThrowNotClaimed()
        => throw new InvalidOperationException("This scope holds no claimed slot (it is a default value, or TryPublishEvent returned false); check TryPublishEvent's result before using the scope.");
}
