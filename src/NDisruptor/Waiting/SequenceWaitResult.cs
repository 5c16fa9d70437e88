using System;

namespace NDisruptor;

/// <summary>The outcome of <see cref="IWaitStrategy.WaitFor"/>: an available sequence, or a timeout.</summary>
public readonly struct SequenceWaitResult : IEquatable<SequenceWaitResult>
{
    private const long TimeoutValue = long.MinValue;

    /// <summary>Creates a result carrying the highest available sequence.</summary>
    /// <param name="sequence">The highest available sequence.</param>
    public SequenceWaitResult(long sequence) => Sequence = sequence;

    /// <summary>The result of a wait that timed out.</summary>
    public static SequenceWaitResult Timeout => new(TimeoutValue);

    /// <summary>The highest available sequence; meaningless when <see cref="IsTimeout"/>.</summary>
    public long Sequence { get; }

    /// <summary>Whether the wait timed out before the sequence became available.</summary>
    public bool IsTimeout => Sequence == TimeoutValue;

    /// <summary>Converts an available sequence into a result.</summary>
    /// <param name="sequence">The available sequence.</param>
    public static implicit operator SequenceWaitResult(long sequence) => new(sequence);

    /// <summary>Converts an available sequence into a result.</summary>
    /// <param name="sequence">The available sequence.</param>
    /// <returns>The result.</returns>
    public static SequenceWaitResult FromInt64(long sequence) => new(sequence);

    /// <inheritdoc/>
    public bool Equals(SequenceWaitResult other) => Sequence == other.Sequence;

    /// <inheritdoc/>
    public override bool Equals(object? obj) => obj is SequenceWaitResult other && Equals(other);

    /// <inheritdoc/>
    public override int GetHashCode() => Sequence.GetHashCode();

    /// <summary>Compares two results.</summary>
    /// <param name="left">The first result.</param>
    /// <param name="right">The second result.</param>
    /// <returns>Whether they are equal.</returns>
    public static bool operator ==(SequenceWaitResult left, SequenceWaitResult right) => left.Equals(right);

    /// <summary>Compares two results.</summary>
    /// <param name="left">The first result.</param>
    /// <param name="right">The second result.</param>
    /// <returns>Whether they differ.</returns>
    public static bool operator !=(SequenceWaitResult left, SequenceWaitResult right) => !left.Equals(right);

    /// <inheritdoc/>
    public override string ToString() => IsTimeout ? "Timeout" : Sequence.ToString(System.Globalization.CultureInfo.InvariantCulture);
}
