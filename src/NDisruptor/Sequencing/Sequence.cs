using System.Diagnostics;
using System.Runtime.CompilerServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// A padded, concurrently readable sequence number: the only thing threads in a disruptor share
/// besides the events themselves.
/// </summary>
/// <remarks>
/// Each sequence has one writer (docs/design.md, rule 1): the producer owns the ring's cursor, each consumer owns its
/// own sequence. Everyone else only reads it. The writer publishes with a release store
/// (<see cref="SetValue"/>) after writing the events, and readers use an acquire load
/// (<see cref="Value"/>) before reading them; that pairing is what makes the events visible.
/// </remarks>
[DebuggerDisplay("{Value}")]
public sealed class Sequence
{
    /// <summary>The value of a sequence before anything was claimed or processed.</summary>
    public const long InitialValue = -1L;

    // Written by the sequence's single owner (or by Interlocked operations for a multi-producer cursor); the words beside the
    // value hold a multi-producer cursor's claim mark (see Mark).
    private MarkedLong _value;

    /// <summary>Creates a sequence starting at <see cref="InitialValue"/>.</summary>
    public Sequence()
        : this(InitialValue)
    {
    }

    /// <summary>Creates a sequence starting at <paramref name="initialValue"/>.</summary>
    /// <param name="initialValue">The starting value.</param>
    public Sequence(long initialValue)
    {
        _value.Value = initialValue;
        _value.Below = initialValue;
        _value.Above = initialValue;
    }

    /// <summary>The current value, read with acquire semantics.</summary>
    public long Value
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Volatile.Read(ref _value.Value);
    }

    /// <summary>Sets the value with release semantics: every write made before it is visible to a reader that sees the new value.</summary>
    /// <param name="value">The new value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void SetValue(long value) => Volatile.Write(ref _value.Value, value);

    /// <summary>
    /// Sets the value with a full fence (a locked instruction on x64). Costs more than
    /// <see cref="SetValue"/> but drains the store buffer at once, which shortens the hop to a
    /// spinning reader on some machines.
    /// </summary>
    /// <param name="value">The new value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void SetValueVolatile(long value) => Interlocked.Exchange(ref _value.Value, value);

    /// <summary>Atomically sets the value to <paramref name="newValue"/> if it equals <paramref name="expectedValue"/>.</summary>
    /// <param name="expectedValue">The value the sequence must have.</param>
    /// <param name="newValue">The value to set.</param>
    /// <returns><see langword="true"/> if the value was set.</returns>
    public bool CompareAndSet(long expectedValue, long newValue)
        => Interlocked.CompareExchange(ref _value.Value, newValue, expectedValue) == expectedValue;

    /// <summary>Atomically adds <paramref name="increment"/> (a single LOCK XADD) and returns the new value.</summary>
    /// <param name="increment">The amount to add.</param>
    /// <returns>The value after the addition.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long AddAndGet(long increment) => Interlocked.Add(ref _value.Value, increment);

    /// <summary>Atomically increments the value and returns the new value.</summary>
    /// <returns>The value after the increment.</returns>
    public long IncrementAndGet() => Interlocked.Increment(ref _value.Value);

    /// <summary>The value's storage, for tests that check its offset.</summary>
    internal ref long ValueRef => ref _value.Value;

    /// <summary>
    /// A word on the value's own cache line, for a note its writers keep about it: a multi-producer cursor's claim mark,
    /// a value the cursor has reached (see MultiProducerSequencer). Starts at the initial value.
    /// </summary>
    /// <remarks>
    /// The word is the value's partner in its 16-byte block (after the value when the value starts the block, before it
    /// otherwise), and a 16-byte block never spans two lines: however the object lies, the mark costs no line the value
    /// does not (on 64-bit runtimes, which align a long in an object to 8 bytes). The side is worked out from the address
    /// on every access, since the collector may move the object; a move between two accesses can only make one of them
    /// use the other word, which likewise holds only values the cursor reached, or the initial value.
    /// </remarks>
    internal ref long Mark
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get
        {
            ref long value = ref _value.Value;
            nint address = Unsafe.ByteOffset(ref Unsafe.NullRef<long>(), ref value);

            // The partner's address is the value's with bit 3 flipped. Applied as an offset to the tracked reference, not
            // formed from the address, so that the collector updates it if it moves the object.
            return ref Unsafe.AddByteOffset(ref value, (address ^ sizeof(long)) - address);
        }
    }

    /// <inheritdoc/>
    public override string ToString() => Value.ToString(System.Globalization.CultureInfo.InvariantCulture);
}
