using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using NDisruptor.Benchmarks.Contenders;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>
/// The placement probe: a raw two-thread ping-pong (two padded counters, <see cref="RawPingPong"/>), timed once per round.
/// Its round trip tells which placement the host gave the two vCPUs during that round (sibling hyper-threads: tens of ns;
/// two cores: ~80-250 ns; worse when the host shares them), so ratios can be read per placement.
/// </summary>
public static class Placement
{
    /// <summary>Round trips per probe: long enough to average a few scheduler ticks away, short next to a round.</summary>
    public const int ProbeRoundTrips = 4096;

    /// <summary>Consecutive sorted probe values more than this factor apart start a new placement mode.</summary>
    public const double ModeGap = 1.4;

    /// <summary>The fewest rounds a placement mode needs for the ratio targets to be judged on it (see <see cref="Comparison.TargetModes"/>).</summary>
    public const int RoundsToJudge = 5;

    /// <summary>Measures one probe: nanoseconds per raw round trip (after one untimed run that starts the echo thread spinning).</summary>
    public static double Probe()
    {
        using var probe = new RawPingPong(ProbeRoundTrips);
        probe.Run();
        long start = Stopwatch.GetTimestamp();
        probe.Run();
        return Stopwatch.GetElapsedTime(start).TotalNanoseconds / ProbeRoundTrips;
    }

    /// <summary>
    /// Groups the rounds by probe value: sorted, a gap of more than <see cref="ModeGap"/>× between neighbours starts a new mode.
    /// Returns each round's mode index (0 = fastest placement) and each mode's rounds.
    /// </summary>
    public static (int[] ModeOfRound, List<List<int>> Modes) Cluster(IReadOnlyList<double> probes)
    {
        var order = Enumerable.Range(0, probes.Count).OrderBy(i => probes[i]).ToList();
        var modes = new List<List<int>>();
        var modeOfRound = new int[probes.Count];
        double previous = double.NaN;
        foreach (int round in order)
        {
            if (modes.Count == 0 || probes[round] > previous * ModeGap)
            {
                modes.Add([]);
            }

            modes[^1].Add(round);
            modeOfRound[round] = modes.Count - 1;
            previous = probes[round];
        }

        return (modeOfRound, modes);
    }

    /// <summary>"~24 ns (5 rounds), ~231 ns (15 rounds)".</summary>
    public static string Describe(IReadOnlyList<double> probes, List<List<int>> modes) =>
        string.Join(", ", modes.Select(m => $"~{Stats.Median(m.Select(r => probes[r])):0} ns ({m.Count} round{(m.Count == 1 ? "" : "s")}, {m.Min(r => probes[r]):0}-{m.Max(r => probes[r]):0})"));
}

/// <summary>Order statistics of a handful of values.</summary>
public static class Stats
{
    public static double Median(IEnumerable<double> values) => Quantile(values, 0.5);

    /// <summary>"1.23 [1.10–1.40]": the median and the interquartile range, each in <paramref name="format"/>, <paramref name="unit"/> after the median ("0.91× [0.88–0.95]").</summary>
    public static string MedianIqr(IEnumerable<double> values, string format, string unit = "")
    {
        var list = values.ToList();
        string Text(double value) => value.ToString(format, CultureInfo.InvariantCulture);
        return $"{Text(Median(list))}{unit} [{Text(Quantile(list, 0.25))}–{Text(Quantile(list, 0.75))}]";
    }

    /// <summary>Linear interpolation between closest ranks; NaN when empty.</summary>
    public static double Quantile(IEnumerable<double> values, double q)
    {
        var sorted = values.Where(v => !double.IsNaN(v)).OrderBy(v => v).ToArray();
        if (sorted.Length == 0)
        {
            return double.NaN;
        }

        double position = q * (sorted.Length - 1);
        int lower = (int)Math.Floor(position);
        int upper = Math.Min(lower + 1, sorted.Length - 1);
        return sorted[lower] + ((position - lower) * (sorted[upper] - sorted[lower]));
    }
}
