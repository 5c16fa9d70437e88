using System;
using System.Runtime.CompilerServices;

namespace NDisruptor;

/// <summary>Small calculations over sequences that sequencers and barriers share.</summary>
internal static class SequenceMath
{
    /// <summary>The lowest value among <paramref name="sequences"/>, or <paramref name="minimum"/> if it is lower or there are none.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Minimum(Sequence[] sequences, long minimum)
    {
        foreach (Sequence sequence in sequences)
        {
            // Each Value is an acquire read: what a consumer finished with is really free to overwrite.
            minimum = Math.Min(minimum, sequence.Value);
        }

        return minimum;
    }

    /// <summary>Whether <paramref name="value"/> is a power of two.</summary>
    public static bool IsPowerOfTwo(int value) => value > 0 && (value & (value - 1)) == 0;

    /// <summary>The smallest power of two not below <paramref name="value"/> (for error messages).</summary>
    public static long NextPowerOfTwo(long value)
    {
        long power = 1;
        while (power < value)
        {
            power <<= 1;
        }

        return power;
    }

    /// <summary>Validates a ring size, throwing a message that names the value and the fix.</summary>
    public static void ThrowIfNotPowerOfTwo(int bufferSize, [CallerArgumentExpression(nameof(bufferSize))] string? paramName = null)
    {
        if (bufferSize < 1)
        {
            throw new ArgumentOutOfRangeException(paramName, bufferSize, $"{paramName} {bufferSize} must be at least 1; use a power of two such as 1024.");
        }

        if (!IsPowerOfTwo(bufferSize))
        {
            throw new ArgumentException($"{paramName} {bufferSize} is not a power of two; use {NextPowerOfTwo(bufferSize)}.", paramName);
        }
    }
}
