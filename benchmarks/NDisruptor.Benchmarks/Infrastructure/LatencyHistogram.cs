using System;
using System.Diagnostics;
using HdrHistogram;

namespace NDisruptor.Benchmarks.Infrastructure;

/// <summary>
/// Round-trip times in <see cref="Stopwatch"/> ticks, recorded into an HdrHistogram <see cref="LongHistogram"/>
/// (3 significant digits: relative error under 0.1 %; preallocated, so recording never allocates). Values above
/// <see cref="Spin.Timeout"/> are clamped to it (a wait that long fails the run anyway).
/// Single writer; read it only after the writer has been synchronized with (joined, or signalled).
/// </summary>
public sealed class LatencyHistogram
{
    private static readonly long Highest = (long)(Spin.Timeout.TotalSeconds * Stopwatch.Frequency);
    private readonly LongHistogram _histogram = new(Highest, 3);
    private long _min = long.MaxValue;

    /// <summary>How many values were recorded.</summary>
    public long Count => _histogram.TotalCount;

    /// <summary>Records one value in ticks; negative values count as 0, values above the timeout as the timeout.</summary>
    public void Record(long ticks)
    {
        ticks = Math.Clamp(ticks, 0, Highest);
        _histogram.RecordValue(ticks);
        if (ticks < _min)
        {
            _min = ticks;
        }
    }

    /// <summary>Forgets every recorded value.</summary>
    public void Reset()
    {
        _histogram.Reset();
        _min = long.MaxValue;
    }

    /// <summary>The value at or below which <paramref name="percentile"/> % of the recorded values lie, in nanoseconds.</summary>
    public double PercentileNanoseconds(double percentile) =>
        Count == 0 ? double.NaN : ToNanoseconds(_histogram.GetValueAtPercentile(percentile));

    /// <summary>The smallest recorded value, in nanoseconds.</summary>
    public double MinNanoseconds => Count == 0 ? double.NaN : ToNanoseconds(_min);

    /// <summary>The largest recorded value, in nanoseconds.</summary>
    public double MaxNanoseconds => Count == 0 ? double.NaN : ToNanoseconds(_histogram.GetMaxValue());

    /// <summary>The mean, in nanoseconds.</summary>
    public double MeanNanoseconds => Count == 0 ? double.NaN : ToNanoseconds(_histogram.GetMean());

    private static double ToNanoseconds(double ticks) => ticks * 1e9 / Stopwatch.Frequency;
}
