using System;
using System.Diagnostics;
using System.Numerics;

namespace NDisruptor.Benchmarks.Infrastructure;

/// <summary>
/// A preallocated log-linear histogram of <see cref="Stopwatch"/> ticks: values below 128 are exact, above that each
/// power of two is split into 64 equal buckets (relative error under 1/64, about 1.6 %). Recording never allocates.
/// Single writer; read it only after the writer has been synchronized with (joined, or signalled).
/// </summary>
public sealed class LatencyHistogram
{
    private const int LinearLimit = 128;   // values [0, 128) have one bucket each
    private const int SubBuckets = 64;     // buckets per power of two above that
    private const int MaxExponent = 40;    // values up to 2^(MaxExponent + 7) ticks; larger ones land in the last bucket

    private readonly long[] _counts = new long[LinearLimit + (MaxExponent * SubBuckets)];
    private long _total;
    private long _min = long.MaxValue;
    private long _max;
    private double _sum;

    /// <summary>How many values were recorded.</summary>
    public long Count => _total;

    /// <summary>Records one value in ticks; negative values count as 0.</summary>
    public void Record(long ticks)
    {
        if (ticks < 0)
        {
            ticks = 0;
        }

        _counts[IndexOf(ticks)]++;
        _total++;
        _sum += ticks;
        if (ticks < _min)
        {
            _min = ticks;
        }

        if (ticks > _max)
        {
            _max = ticks;
        }
    }

    /// <summary>Forgets every recorded value.</summary>
    public void Reset()
    {
        Array.Clear(_counts);
        _total = 0;
        _sum = 0;
        _min = long.MaxValue;
        _max = 0;
    }

    /// <summary>
    /// The value at or below which <paramref name="percentile"/> % of the recorded values lie, reported as the upper edge
    /// of its bucket (never an underestimate), in nanoseconds.
    /// </summary>
    public double PercentileNanoseconds(double percentile)
    {
        if (_total == 0)
        {
            return double.NaN;
        }

        long rank = Math.Max(1, (long)Math.Ceiling(percentile / 100.0 * _total));
        long seen = 0;
        for (int i = 0; i < _counts.Length; i++)
        {
            seen += _counts[i];
            if (seen >= rank)
            {
                return ToNanoseconds(Math.Min(HighestValueOf(i), _max));
            }
        }

        return ToNanoseconds(_max);
    }

    /// <summary>The smallest recorded value, in nanoseconds.</summary>
    public double MinNanoseconds => _total == 0 ? double.NaN : ToNanoseconds(_min);

    /// <summary>The largest recorded value, in nanoseconds.</summary>
    public double MaxNanoseconds => _total == 0 ? double.NaN : ToNanoseconds(_max);

    /// <summary>The mean, in nanoseconds.</summary>
    public double MeanNanoseconds => _total == 0 ? double.NaN : ToNanoseconds(_sum / _total);

    internal static int IndexOf(long value)
    {
        if (value < LinearLimit)
        {
            return (int)value;
        }

        int msb = 63 - BitOperations.LeadingZeroCount((ulong)value); // >= 7
        int shift = msb - 6;                                          // >= 1; value >> shift is in [64, 128)
        if (shift > MaxExponent)
        {
            return LinearLimit + (MaxExponent * SubBuckets) - 1;
        }

        int sub = (int)(value >> shift) - SubBuckets;                 // [0, 64)
        return LinearLimit + ((shift - 1) * SubBuckets) + sub;
    }

    internal static long HighestValueOf(int index)
    {
        if (index < LinearLimit)
        {
            return index;
        }

        int shift = ((index - LinearLimit) / SubBuckets) + 1;
        long sub = ((index - LinearLimit) % SubBuckets) + SubBuckets;
        return ((sub + 1) << shift) - 1;
    }

    private static double ToNanoseconds(double ticks) => ticks * 1e9 / Stopwatch.Frequency;
}
