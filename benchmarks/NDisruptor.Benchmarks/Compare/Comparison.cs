using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using NDisruptor.Benchmarks.Infrastructure;
using NDisruptor.Benchmarks.Topologies;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>One topology's rounds: every contender's time and allocation per event in each round, and each round's probe.</summary>
public sealed class Comparison
{
    private readonly List<ContenderEntry> _entries;
    private readonly int[] _events;
    private readonly double[][] _ns;    // [contender][round]
    private readonly double[][] _bytes; // [contender][round]

    public Comparison(string target, List<ContenderEntry> entries, int[] events, int rounds)
    {
        Target = target;
        _entries = entries;
        _events = events;
        _ns = [.. entries.Select(_ => Enumerable.Repeat(double.NaN, rounds).ToArray())];
        _bytes = [.. entries.Select(_ => Enumerable.Repeat(double.NaN, rounds).ToArray())];
        Probes = new double[rounds];
    }

    public string Target { get; }

    /// <summary>Each round's placement probe, ns per raw round trip.</summary>
    public double[] Probes { get; }

    /// <summary>The placement modes the probe saw.</summary>
    public string Modes => Placement.Describe(Probes, Placement.Cluster(Probes).Modes);

    public void Record(int round, int contender, double nsPerEvent, double bytesPerEvent)
    {
        _ns[contender][round] = nsPerEvent;
        _bytes[contender][round] = bytesPerEvent;
    }

    /// <summary>The contenders measured, in report order.</summary>
    public IEnumerable<string> Contenders => _entries.Select(e => e.Name);

    public bool Has(string contender) => Index(contender) >= 0;

    public double MedianNs(string contender) => Stats.Median(_ns[Index(contender)]);

    public double MedianBytes(string contender) => Stats.Median(_bytes[Index(contender)]);

    /// <summary>The median over rounds of (contender's time / NDisruptor's time in the same round).</summary>
    public double Advantage(string contender) => Stats.Median(Ratios(Index(contender), AllRounds));

    /// <summary>"1.43× [1.21–1.60]".</summary>
    public string AdvantageText(string contender)
    {
        var ratios = Ratios(Index(contender), AllRounds);
        return $"{Stats.Median(ratios):0.00}× [{Stats.Quantile(ratios, 0.25):0.00}–{Stats.Quantile(ratios, 0.75):0.00}]";
    }

    public string Markdown()
    {
        var (_, modes) = Placement.Cluster(Probes);
        int baseline = Index(Suite.Baseline);
        var md = new StringBuilder();
        md.AppendLine($"## {Target}");
        md.AppendLine();
        md.AppendLine($"Placement probe (raw ping-pong round trip) per round, modes: {Placement.Describe(Probes, modes)}.");
        md.AppendLine();
        string modeColumns = modes.Count > 1 ? string.Concat(modes.Select((m, i) => $" mode {i + 1} (~{Stats.Median(m.Select(r => Probes[r])):0} ns) |")) : "";
        md.AppendLine($"| Contender | events/run | ns/event (median) | advantage: median | IQR | min–max |{modeColumns} B/event (median) |");
        md.AppendLine($"|---|---:|---:|---:|---:|---:|{string.Concat(Enumerable.Repeat("---:|", modes.Count > 1 ? modes.Count : 0))}---:|");
        for (int c = 0; c < _entries.Count; c++)
        {
            var ratios = Ratios(c, AllRounds);
            string perMode = modes.Count > 1
                ? string.Concat(modes.Select(m => $" {Stats.Median(Ratios(c, m)):0.00}× |"))
                : "";
            string advantage = c == baseline ? "1 (baseline)" : $"{Stats.Median(ratios):0.00}×";
            string iqr = c == baseline ? "–" : $"{Stats.Quantile(ratios, 0.25):0.00}–{Stats.Quantile(ratios, 0.75):0.00}";
            string range = c == baseline ? "–" : $"{ratios.Min():0.00}–{ratios.Max():0.00}";
            md.AppendLine($"| {_entries[c].Name} | {_events[c]} | {Stats.Median(_ns[c]):0.00} | {advantage} | {iqr} | {range} |{perMode} {Stats.Median(_bytes[c]):0.####} |");
        }

        md.AppendLine();
        return md.ToString();
    }

    private IEnumerable<int> AllRounds => Enumerable.Range(0, Probes.Length);

    private int Index(string contender) => _entries.FindIndex(e => e.Name == contender);

    private double[] Ratios(int contender, IEnumerable<int> rounds)
    {
        int baseline = Index(Suite.Baseline);
        return [.. rounds.Select(r => _ns[contender][r] / _ns[baseline][r])];
    }
}
