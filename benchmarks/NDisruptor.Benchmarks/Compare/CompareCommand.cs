using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using NDisruptor.Benchmarks.Infrastructure;
using NDisruptor.Benchmarks.Topologies;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>
/// <c>compare &lt;Topology|UnicastBatch-10|UnicastBatch-100|all&gt; [--rounds N] [--warmup N] [--scale N] [--contenders A,B] [--out DIR]</c>:
/// ratios that survive a host which moves its vCPUs between placements. All contenders of a topology run in this one
/// process, one after another inside each round (the starting contender rotates), many short rounds after a warm-up;
/// every round first measures the placement probe (<see cref="Placement"/>). Each contender's ratio to NDisruptor is the
/// median of its per-round ratios (both measured in the same round, so in the same placement, most of the time), shown with
/// its interquartile range, min–max, and per placement mode. Only one contender's threads exist at a time: each is set up,
/// run once untimed, run once timed, and torn down, so idle spinners never steal the core of the one being measured.
/// </summary>
public static class CompareCommand
{
    public const string Usage = "compare <Topology|UnicastBatch-10|UnicastBatch-100|all> [--rounds N] [--warmup N] [--scale N] [--contenders A,B] [--out DIR]";

    /// <summary>What <c>compare all</c> runs, in report order.</summary>
    public static readonly string[] All = ["Unicast", "UnicastBatch-10", "UnicastBatch-100", "Pipeline", "Sequencer", "Multicast", "Diamond", "PingPong"];

    /// <summary>
    /// Bytes per event from which a contender counts as allocating. The count is process-wide (GC.GetTotalAllocatedBytes), so a
    /// run's few bytes of harness and runtime background work show as ~0.001 B/event; any per-event or per-batch allocation is far above this.
    /// </summary>
    private const double AllocationThreshold = 0.01;

    /// <summary>Invocations of each contender before the rounds, enough for tiered compilation to optimize the producer loops fully.</summary>
    private const int JitWarmInvocations = 40;

    public static int Run(string[] args)
    {
        var options = Options.Parse(args);
        var targets = options.Target.Equals("all", StringComparison.OrdinalIgnoreCase) ? All : [options.Target];
        var comparisons = new List<Comparison>();
        var text = new StringBuilder();
        text.AppendLine($"# Comparison mode: `{Command(args)}`");
        text.AppendLine();
        text.AppendLine($"Started {DateTime.UtcNow:yyyy-MM-dd HH:mm} UTC, {Environment.ProcessorCount} logical cores, .NET {Environment.Version}, DisruptorNet {(Suite.HasDisruptorNet ? "built in" : "not built in (set " + Suite.DisruptorNetFeedVariable + ")")}.");
        text.AppendLine($"Advantage = contender's time per event / NDisruptor's, in the same round (above 1: NDisruptor is faster); median of {options.Rounds} rounds after {options.Warmup} warm-up rounds; events per run: the BenchmarkDotNet invocation's divided by {options.Scale}.");
        text.AppendLine();
        Console.Write(text);
        foreach (string target in targets)
        {
            var comparison = CompareTopology(target, options);
            comparisons.Add(comparison);
            string section = comparison.Markdown();
            Console.Write(section);
            text.Append(section);
        }

        string summary = Summary(comparisons);
        Console.Write(summary);
        text.Append(summary);

        Directory.CreateDirectory(options.Out);
        string path = Path.Combine(options.Out, $"compare-{string.Join('-', targets.Length == 1 ? targets : ["all"])}-{DateTime.UtcNow:yyyyMMdd-HHmmss}.md");
        File.WriteAllText(path, text.ToString());
        Console.WriteLine($"Wrote {Path.GetFullPath(path)}");
        return 0;
    }

    private static Comparison CompareTopology(string target, Options options)
    {
        (string topology, int batchSize) = ParseTarget(target);
        var all = Catalog.For(topology, batchSize);
        var unknown = options.Contenders?.Where(n => !all.Any(e => e.Name == n)).ToList() ?? [];
        if (unknown.Count > 0 && options.Target != "all")
        {
            throw new ArgumentException($"{target} has no contender named {string.Join(", ", unknown)}; it has {string.Join(", ", all.Select(e => e.Name))}.", nameof(options));
        }

        var entries = all
            .Where(e => e.Name == Suite.Baseline || (options.Contenders is null ? !e.Experiment : options.Contenders.Contains(e.Name)))
            .ToList();
        var events = entries.Select(e => Math.Max(1, e.Events / options.Scale)).ToArray();
        Console.Error.WriteLine($"[{DateTime.UtcNow:HH:mm:ss}] {target}: JIT warm-up of {entries.Count} contenders");
        for (int c = 0; c < entries.Count; c++)
        {
            using var run = entries[c].Create(Math.Max(1, events[c] / 16));
            for (int i = 0; i < JitWarmInvocations; i++)
            {
                Invoke(run, entries[c].Asynchronous);
            }
        }

        var comparison = new Comparison(target, entries, events, options.Rounds);
        for (int round = -options.Warmup; round < options.Rounds; round++)
        {
            double probe = Placement.Probe();
            for (int k = 0; k < entries.Count; k++)
            {
                int c = (k + Math.Max(round, 0)) % entries.Count; // rotate who goes first: no contender always follows the probe
                var (ns, bytes) = Measure(entries[c], events[c]);
                if (round >= 0)
                {
                    comparison.Record(round, c, ns, bytes);
                }
            }

            if (round >= 0)
            {
                comparison.Probes[round] = probe;
            }

            Console.Error.WriteLine($"[{DateTime.UtcNow:HH:mm:ss}] {target}: {(round < 0 ? "warm-up" : "round")} {(round < 0 ? round + options.Warmup + 1 : round + 1)}, probe {probe:0} ns");
        }

        return comparison;
    }

    private static (double NsPerEvent, double BytesPerEvent) Measure(ContenderEntry entry, int events)
    {
        using var run = entry.Create(events);
        Invoke(run, entry.Asynchronous); // untimed: threads up and spinning, ring and caches warm
        long bytes = GC.GetTotalAllocatedBytes(precise: true);
        long start = Stopwatch.GetTimestamp();
        Invoke(run, entry.Asynchronous);
        double ns = Stopwatch.GetElapsedTime(start).TotalNanoseconds;
        bytes = GC.GetTotalAllocatedBytes(precise: true) - bytes;
        return (ns / events, (double)bytes / events);
    }

    private static void Invoke(TopologyRun run, bool asynchronous)
    {
        if (asynchronous)
        {
            run.RunAsync().GetAwaiter().GetResult();
        }
        else
        {
            run.Run();
        }
    }

    private static (string Topology, int BatchSize) ParseTarget(string target)
    {
        int dash = target.IndexOf('-', StringComparison.Ordinal);
        if (dash < 0)
        {
            return target == "UnicastBatch" ? throw new ArgumentException("UnicastBatch needs its batch size: UnicastBatch-10 or UnicastBatch-100.", nameof(target)) : (target, 1);
        }

        return int.TryParse(target[(dash + 1)..], NumberStyles.None, CultureInfo.InvariantCulture, out int batch) && batch > 0 && target[..dash] == "UnicastBatch"
            ? ("UnicastBatch", batch)
            : throw new ArgumentException($"'{target}' is not a topology; use one of {string.Join(", ", All)} or all.", nameof(target));
    }

    private static string Summary(List<Comparison> comparisons)
    {
        var md = new StringBuilder();
        var names = Suite.Contenders.Concat(comparisons.SelectMany(c => c.Contenders)).Distinct(StringComparer.Ordinal)
            .Where(n => n != Suite.Baseline && comparisons.Exists(c => c.Has(n))).ToList();
        md.AppendLine("## Summary: NDisruptor's advantage (median of per-round ratios [interquartile range])");
        md.AppendLine();
        md.AppendLine($"| Topology | placement modes (probe) | NDisruptor ns/event | {string.Join(" | ", names)} |");
        md.AppendLine($"|---|---|---:|{string.Concat(names.Select(_ => "---:|"))}");
        foreach (var c in comparisons)
        {
            md.AppendLine($"| {c.Target} | {c.Modes} | {c.MedianNs(Suite.Baseline):0.00} | {string.Join(" | ", names.Select(n => c.Has(n) ? c.AdvantageText(n) : "–"))} |");
        }

        md.AppendLine();
        md.AppendLine("## Targets (issue 9)");
        md.AppendLine();
        md.AppendLine("| Target | Measured (median [IQR]) | Met? |");
        md.AppendLine("|---|---|---|");
        Target(md, comparisons, "DisruptorNet", 1.2, "NDisruptor ≥ 1.2× Disruptor-net");
        foreach (string queue in new[] { "ConcurrentQueue", "Channel", "BlockingCollection" })
        {
            Target(md, comparisons, queue, 1.0, $"NDisruptor ≥ 1.0× {queue}");
        }

        Target(md, comparisons, "NDisruptorClass", 1.0, "value ring ≥ class ring");
        if (comparisons.Find(c => c.Target == "PingPong" && c.Has("RawLimit")) is { } ping)
        {
            double factor = 1 / ping.Advantage("RawLimit");
            md.AppendLine($"| PingPong ≤ 1.15× RawLimit | {factor:0.00}× the raw round trip (advantage {ping.AdvantageText("RawLimit")}) | {(factor <= 1.15 ? "yes" : "**no**")} |");
        }

        if (comparisons.Find(c => c.Target == "UnicastBatch-100" && c.Has("RawLimit")) is { } batch)
        {
            double share = batch.Advantage("RawLimit");
            md.AppendLine($"| UnicastBatch-100 ≥ 50 % of a C-like SPSC ring in batches of 100 | {share * 100:0} % (RawLimit {batch.MedianNs("RawLimit"):0.00} ns/value, NDisruptor {batch.MedianNs(Suite.Baseline):0.00}) | {(share >= 0.5 ? "yes" : "**no**")} |");
        }

        var allocating = comparisons.SelectMany(c => new[] { Suite.Baseline, "NDisruptorClass" }.Where(c.Has).Select(n => (c.Target, n, Bytes: c.MedianBytes(n))))
            .Where(x => x.Bytes >= AllocationThreshold).Select(x => $"{x.Target}/{x.n} {x.Bytes:0.###} B").ToList();
        md.AppendLine($"| 0 B allocated per event (both NDisruptor rings) | {(allocating.Count == 0 ? "0 B/event everywhere measured" : string.Join(", ", allocating))} | {(allocating.Count == 0 ? "yes" : "**no**")} |");
        md.AppendLine();
        return md.ToString();
    }

    private static void Target(StringBuilder md, List<Comparison> comparisons, string contender, double target, string title)
    {
        var measured = comparisons.Where(c => c.Has(contender)).ToList();
        if (measured.Count == 0)
        {
            md.AppendLine($"| {title} | not measured{(contender == "DisruptorNet" && !Suite.HasDisruptorNet ? " (built without " + Suite.DisruptorNetFeedVariable + ")" : "")} | – |");
            return;
        }

        var missed = measured.Where(c => c.Advantage(contender) < target).ToList();
        string detail = string.Join(", ", measured.Select(c => $"{c.Target} {(c.Advantage(contender) < target ? "**" : "")}{c.AdvantageText(contender)}{(c.Advantage(contender) < target ? "**" : "")}"));
        md.AppendLine($"| {title} | {detail} | {(missed.Count == 0 ? "yes" : $"**no** ({missed.Count} of {measured.Count})")} |");
    }

    private static string Command(string[] args) =>
        "dotnet run -c Release --project benchmarks/NDisruptor.Benchmarks -- compare " + string.Join(' ', args);

    private sealed record Options(string Target, int Rounds, int Warmup, int Scale, HashSet<string>? Contenders, string Out)
    {
        public static Options Parse(string[] args)
        {
            if (args.Length == 0 || args[0].StartsWith('-'))
            {
                throw new ArgumentException($"Name a topology or all. Usage: {Usage}", nameof(args));
            }

            string target = args[0];
            int rounds = 20, warmup = 2, scale = 16;
            HashSet<string>? contenders = null;
            string output = Path.Combine(Directory.GetCurrentDirectory(), "BenchmarkDotNet.Artifacts", "compare");
            for (int i = 1; i < args.Length; i++)
            {
                string value = i + 1 < args.Length ? args[i + 1] : throw new ArgumentException($"{args[i]} needs a value. Usage: {Usage}", nameof(args));
                switch (args[i])
                {
                    case "--rounds": rounds = Positive(args[i], value); break;
                    case "--warmup": warmup = value == "0" ? 0 : Positive(args[i], value); break;
                    case "--scale":
                        scale = Positive(args[i], value);
                        if ((scale & (scale - 1)) != 0)
                        {
                            throw new ArgumentException($"--scale {scale} is not a power of two (event counts must stay multiples of the producers and batches); use {(int)System.Numerics.BitOperations.RoundUpToPowerOf2((uint)scale)}.", nameof(args));
                        }

                        break;
                    case "--contenders": contenders = [.. value.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)]; break;
                    case "--out": output = value; break;
                    default: throw new ArgumentException($"Unknown option {args[i]}. Usage: {Usage}", nameof(args));
                }

                i++;
            }

            return new Options(target, rounds, warmup, scale, contenders, output);
        }

        private static int Positive(string option, string value) =>
            int.TryParse(value, NumberStyles.None, CultureInfo.InvariantCulture, out int n) && n > 0
                ? n
                : throw new ArgumentException($"{option} {value} is not a positive whole number.", nameof(value));
    }
}
