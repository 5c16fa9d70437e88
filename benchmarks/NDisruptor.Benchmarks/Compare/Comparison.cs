using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using NDisruptor.Benchmarks.Infrastructure;
using NDisruptor.Benchmarks.Topologies;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>One topology's rounds: every contender's measurement in each round, each round's probe, and the launch of workers that measured it.</summary>
public sealed class Comparison
{
    private readonly List<ContenderEntry> _entries;
    private readonly List<WorkerReady[]> _launches = []; // [launch][contender]
    private readonly Measurement[][] _rounds; // [contender][round]
    private readonly int[] _launchOfRound; // [round]: the launch whose workers measured it

    public Comparison(string target, List<ContenderEntry> entries, int rounds)
    {
        Target = target;
        _entries = entries;
        _rounds = [.. entries.Select(_ => Enumerable.Repeat(new Measurement(double.NaN, double.NaN, double.NaN, double.NaN), rounds).ToArray())];
        _launchOfRound = new int[rounds];
        Probes = new double[rounds];
    }

    public string Target { get; }

    /// <summary>The contenders (with the launch, where there are several) whose worker failed before it was ready and was started once more: said in the report.</summary>
    public IReadOnlyList<string> Restarts { get; init; } = [];

    /// <summary>Each round's placement probe, ns per raw round trip.</summary>
    public double[] Probes { get; }

    /// <summary>The placement modes the probe saw.</summary>
    public string Modes => Placement.Describe(Probes, Placement.Cluster(Probes).Modes);

    /// <summary>
    /// The rounds the ratio targets are judged on, a set per placement mode, fastest placement first: each mode with at least
    /// <see cref="Placement.RoundsToJudge"/> rounds is judged apart, and smaller ones are not judged. A median over rounds of
    /// different placements mixes what each placement does (a far placement can turn a ratio around), and one over a mode's
    /// two or three rounds says little. All rounds form one set when they fall in one mode, and when no mode has that many.
    /// </summary>
    public IReadOnlyList<ModeRounds> TargetModes()
    {
        var (_, modes) = Placement.Cluster(Probes);
        bool anyLarge = modes.Exists(m => m.Count >= Placement.RoundsToJudge);
        if (modes.Count == 1 || !anyLarge)
        {
            return [new ModeRounds(null, [.. AllRounds], Judged: true, Pooled: modes.Count > 1)];
        }

        return [.. modes.Select(m => new ModeRounds(Stats.Median(m.Select(r => Probes[r])), [.. m.Order()], Judged: m.Count >= Placement.RoundsToJudge, Pooled: false))];
    }

    /// <summary>A fresh worker per contender (in report order), ready; the rounds recorded from now on are theirs.</summary>
    public void BeginLaunch(IReadOnlyList<WorkerReady> workers) => _launches.Add([.. workers]);

    public void Record(int round, int contender, Measurement measurement)
    {
        _rounds[contender][round] = measurement;
        _launchOfRound[round] = _launches.Count - 1;
    }

    /// <summary>The contenders measured, in report order.</summary>
    public IEnumerable<string> Contenders => _entries.Select(e => e.Name);

    public bool Has(string contender) => Index(contender) >= 0;

    public double MedianNs(string contender, IEnumerable<int>? rounds = null)
    {
        int c = Index(contender);
        return Stats.Median((rounds ?? AllRounds).Select(r => _rounds[c][r].NsPerEvent));
    }

    public double MedianBytes(string contender) => Stats.Median(_rounds[Index(contender)].Select(m => m.BytesPerEvent));

    /// <summary>Whether the contender has batches (the Disruptor rings), so an average batch to show.</summary>
    public bool HasBatches(string contender) => Has(contender) && !double.IsNaN(MedianBatch(contender));

    /// <summary>The median over rounds of events per batch at the final consumer; NaN for contenders without batches.</summary>
    public double MedianBatch(string contender)
    {
        int c = Index(contender);
        return Stats.Median(AllRounds.Select(r => _rounds[c][r].AverageBatch(_launches[_launchOfRound[r]][c].Events)));
    }

    /// <summary>Whether the worker could read its threads' CPU time (Linux), so a CPU time per event to show.</summary>
    public bool HasCpu(string contender) => Has(contender) && !double.IsNaN(MedianCpu(contender));

    /// <summary>The median over rounds of the CPU time all the contender's threads spent per event.</summary>
    public double MedianCpu(string contender) => Stats.Median(_rounds[Index(contender)].Select(m => m.CpuNsPerEvent));

    /// <summary>"31.2", or "–" where the CPU time is unknown.</summary>
    public string CpuText(string contender) => HasCpu(contender) ? MedianCpu(contender).ToString("0.0", CultureInfo.InvariantCulture) : "–";

    /// <summary>The median over rounds (all, or <paramref name="rounds"/>) of (contender's time / NDisruptor's time in the same round).</summary>
    public double Advantage(string contender, IEnumerable<int>? rounds = null) => Stats.Median(Ratios(Index(contender), rounds ?? AllRounds));

    /// <summary>
    /// The median over rounds (all, or <paramref name="rounds"/>) of (<paramref name="contender"/>'s time / <paramref name="reference"/>'s
    /// time in the same round).
    /// </summary>
    public double TimeRatio(string contender, string reference, IEnumerable<int>? rounds = null)
    {
        var (c, r) = (Index(contender), Index(reference));
        return Stats.Median((rounds ?? AllRounds).Select(round => _rounds[c][round].NsPerEvent / _rounds[r][round].NsPerEvent));
    }

    /// <summary>"1.43× [1.21–1.60]", over all rounds or <paramref name="rounds"/>.</summary>
    public string AdvantageText(string contender, IEnumerable<int>? rounds = null)
    {
        var ratios = Ratios(Index(contender), rounds ?? AllRounds);
        return Stats.MedianIqr(ratios, "0.00", "×");
    }

    /// <summary>"12.31 [12.02–12.90]": the median time per event over rounds and its interquartile range, the noise any other run's median is judged against.</summary>
    public string NsText(string contender)
    {
        return Stats.MedianIqr(_rounds[Index(contender)].Select(m => m.NsPerEvent), "0.00");
    }

    /// <summary>"12.3", or "–" for contenders without batches.</summary>
    public string BatchText(string contender) => HasBatches(contender) ? MedianBatch(contender).ToString("0.0", CultureInfo.InvariantCulture) : "–";

    public string Markdown()
    {
        var (_, modes) = Placement.Cluster(Probes);
        int baseline = Index(ContenderName.Baseline);
        var md = new StringBuilder();
        md.AppendLine($"## {Target}");
        md.AppendLine();
        md.AppendLine($"Placement probe (raw ping-pong round trip) per round, modes: {Placement.Describe(Probes, modes)}.");
        md.AppendLine();
        foreach (string restart in Restarts)
        {
            md.AppendLine($"**Worker started twice**: {restart}: a worker left before it was ready (the command's standard error holds why); the next one was ready.");
            md.AppendLine();
        }

        string modeColumns = modes.Count > 1 ? string.Concat(modes.Select((m, i) => $" mode {i + 1} (~{Stats.Median(m.Select(r => Probes[r])):0} ns) |")) : "";
        md.AppendLine($"| Contender | events/run | ns/event: median [IQR] | advantage: median | IQR | min–max |{modeColumns} avg batch (median) | CPU ns/event (median) | B/event (median) |");
        md.AppendLine($"|---|---:|---:|---:|---:|---:|{string.Concat(Enumerable.Repeat("---:|", modes.Count > 1 ? modes.Count : 0))}---:|---:|---:|");
        for (int c = 0; c < _entries.Count; c++)
        {
            var ratios = Ratios(c, AllRounds);
            string perMode = modes.Count > 1
                ? string.Concat(modes.Select(m => $" {Stats.Median(Ratios(c, m)):0.00}× |"))
                : "";
            string advantage = c == baseline ? "1 (baseline)" : $"{Stats.Median(ratios):0.00}×";
            string iqr = c == baseline ? "–" : $"{Stats.Quantile(ratios, 0.25):0.00}–{Stats.Quantile(ratios, 0.75):0.00}";
            string range = c == baseline ? "–" : $"{ratios.Min():0.00}–{ratios.Max():0.00}";
            string name = _entries[c].Name;
            md.AppendLine($"| {name} | {EventsText(c)} | {NsText(name)} | {advantage} | {iqr} | {range} |{perMode} {BatchText(name)} | {CpuText(name)} | {MedianBytes(name):0.####} |");
        }

        md.AppendLine();
        if (_launches.Count > 1)
        {
            // Each launch's median apart: a process that ran slow (or fast) throughout shows here, where the medians above
            // weigh it as one launch among several.
            md.AppendLine("Median ns/event of each launch's rounds, in launch order:");
            for (int c = 0; c < _entries.Count; c++)
            {
                var medians = Enumerable.Range(0, _launches.Count).Select(l => Stats.Median(RoundsOf(l).Select(r => _rounds[c][r].NsPerEvent)));
                md.AppendLine($"- {_entries[c].Name}: {string.Join(", ", medians.Select(m => m.ToString("0.00", CultureInfo.InvariantCulture)))}");
            }

            md.AppendLine();
        }

        md.AppendLine($"JIT warm-up of each worker process{(_launches.Count > 1 ? ", in launch order" : "")}: {string.Join("; ", _entries.Select((e, c) => $"{e.Name} {string.Join(", ", _launches.Select(l => l[c].DescribeWarmup()))}"))}.");
        md.AppendLine();
        return md.ToString();
    }

    /// <summary>"4194304 (64 laps)" for a ring, the bare count for the rest; a range where launches chose different lengths.</summary>
    private string EventsText(int c)
    {
        int fewest = _launches.Min(l => l[c].Events), most = _launches.Max(l => l[c].Events), ring = _entries[c].Ring;
        string events = fewest == most ? fewest.ToString(CultureInfo.InvariantCulture) : string.Create(CultureInfo.InvariantCulture, $"{fewest}–{most}");
        if (ring == 0)
        {
            return events;
        }

        return fewest == most
            ? string.Create(CultureInfo.InvariantCulture, $"{events} ({(double)fewest / ring:0.##} laps)")
            : string.Create(CultureInfo.InvariantCulture, $"{events} ({(double)fewest / ring:0.##}–{(double)most / ring:0.##} laps)");
    }

    private IEnumerable<int> RoundsOf(int launch) => AllRounds.Where(r => _launchOfRound[r] == launch);

    private IEnumerable<int> AllRounds => Enumerable.Range(0, Probes.Length);

    private int Index(string contender) => _entries.FindIndex(e => e.Name == contender);

    private double[] Ratios(int contender, IEnumerable<int> rounds)
    {
        int baseline = Index(ContenderName.Baseline);
        return [.. rounds.Select(r => _rounds[contender][r].NsPerEvent / _rounds[baseline][r].NsPerEvent)];
    }
}
