using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using NDisruptor.Benchmarks.Infrastructure;
using static NDisruptor.Benchmarks.Report.Results;

namespace NDisruptor.Benchmarks.Report;

/// <summary>
/// <c>report [artifactsDir] [--docs DIR]</c>: reads BenchmarkDotNet's full JSON results and writes docs/benchmarks.md and
/// docs/img/benchmarks.svg. Defaults: ./BenchmarkDotNet.Artifacts, and the docs folder of the repository around the current directory.
/// </summary>
public static class ReportCommand
{
    public const string RegenerateCommand = "dotnet run -c Release --project benchmarks/NDisruptor.Benchmarks -- report";

    public const string FullSuiteCommand = "dotnet run -c Release --project benchmarks/NDisruptor.Benchmarks -- --filter '*' --job short --iterationCount 9";

    /// <summary>What the report says where Disruptor-net has no result.</summary>
    public const string NotRunDisruptorNet = "not run: no result (built without " + Suite.DisruptorNetFeedVariable + ", see benchmarks/README.md, or filtered out)";

    public const string CompareAllCommand = "dotnet run -c Release --project benchmarks/NDisruptor.Benchmarks -- compare all";

    public const string UnicastCommand = "dotnet run -c Release --project benchmarks/NDisruptor.Benchmarks -- --filter '*Unicast*' --job short";

    private static readonly Dictionary<string, string> TopologyText = new(StringComparer.Ordinal)
    {
        ["Unicast"] = "1P-1C: the benchmark thread publishes longs, one consumer sums them.",
        ["UnicastBatch"] = "1P-1C, the rings claiming and publishing batches (`Next(n)`, `Publish(lo, hi)`); the queues have no batch publish and write one by one.",
        ["Pipeline"] = "1P-3C chained: stage 1 adds 1, stage 2 triples, stage 3 sums; each stage waits for the one before it.",
        ["Sequencer"] = "3P-1C: the benchmark thread and two helper threads each publish a third of the events into one multi-producer ring/queue; one consumer sums.",
        ["Multicast"] = "1P-3C parallel: every consumer sees every event and sums it (queues: one queue per consumer, written three times).",
        ["Diamond"] = "1P-2C then a join: left adds 1, right doubles, the join (after both) sums both results.",
        ["PingPong"] = "round trip between two threads: ping publishes, pong echoes, ping waits for the echo; time per operation is one round trip.",
    };

    public static int Run(string[] args)
    {
        string artifacts = Path.Combine(Directory.GetCurrentDirectory(), "BenchmarkDotNet.Artifacts");
        string? docs = null;
        for (int i = 0; i < args.Length; i++)
        {
            if (args[i] == "--docs" && i + 1 < args.Length)
            {
                docs = args[++i];
            }
            else
            {
                artifacts = args[i];
            }
        }

        docs ??= FindDocsFolder();
        var results = Results.Load(artifacts);
        Directory.CreateDirectory(Path.Combine(docs, "img"));
        string markdownPath = Path.Combine(docs, "benchmarks.md");
        string svgPath = Path.Combine(docs, "img", "benchmarks.svg");
        File.WriteAllText(markdownPath, Markdown(results, artifacts));
        File.WriteAllText(svgPath, Chart.Svg(results));
        Console.WriteLine($"Read {results.Benchmarks.Count} benchmark results from {Path.GetFullPath(artifacts)}");
        Console.WriteLine($"Wrote {Path.GetFullPath(markdownPath)}");
        Console.WriteLine($"Wrote {Path.GetFullPath(svgPath)}");
        return 0;
    }

    /// <summary>The docs folder of the repository that contains the current directory (the one with Directory.Packages.props).</summary>
    private static string FindDocsFolder()
    {
        for (var dir = new DirectoryInfo(Directory.GetCurrentDirectory()); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "Directory.Packages.props")) && Directory.Exists(Path.Combine(dir.FullName, "src")))
            {
                return Path.Combine(dir.FullName, "docs");
            }
        }

        return Path.Combine(Directory.GetCurrentDirectory(), "docs");
    }

    /// <summary>Groups in report order: topology order of the paper, then parameters.</summary>
    public static IReadOnlyList<(string Group, string Topology, List<BenchmarkResult> Rows)> Groups(Results results) =>
        results.Jit
            .GroupBy(b => b.Group)
            .Select(g => (Group: g.Key, Topology: g.First().Topology, Rows: g.OrderBy(b => Order(b.Contender)).ToList()))
            .OrderBy(g => Array.IndexOf(Suite.Topologies, g.Topology) is var i && i >= 0 ? i : int.MaxValue)
            .ThenBy(g => g.Group, StringComparer.Ordinal)
            .ToList();

    private static int Order(string contender) => Array.IndexOf(ContenderName.ReportOrder, contender) is var i && i >= 0 ? i : int.MaxValue;

    /// <summary>True when the contender's min–max range of per-event times and the baseline's do not overlap.</summary>
    public static bool? Separated(BenchmarkResult a, BenchmarkResult b)
    {
        if (a.IterationNanoseconds.Count < 2 || b.IterationNanoseconds.Count < 2)
        {
            return null;
        }

        return a.MaxNs < b.MinNs || b.MaxNs < a.MinNs;
    }

    private static string Markdown(Results results, string artifacts)
    {
        var md = new StringBuilder();
        var host = results.Host;
        int cores = host?.LogicalCores is > 0 ? host.LogicalCores : Environment.ProcessorCount;
        var groups = Groups(results);

        md.AppendLine("# Benchmarks");
        md.AppendLine();
        md.AppendLine("<!-- Generated by `" + RegenerateCommand + "` from BenchmarkDotNet's JSON results. Do not edit by hand. -->");
        md.AppendLine();
        if (results.Benchmarks.Any(b => b.IterationNanoseconds.Count < 2))
        {
            md.AppendLine("> **Warning: some results below come from single-iteration runs (such as `--job dry`). They show that every benchmark runs and checks its result; their numbers are cold and noisy: do not quote them.**");
            md.AppendLine();
        }

        md.AppendLine("NDisruptor against the alternatives a .NET user reaches for, on the topologies of the Disruptor paper. ");
        md.AppendLine("Every benchmark publishes long-valued events and checks the last consumer's result (a sum) after every invocation: a contender that drops or duplicates an event fails the run instead of reporting a number.");
        md.AppendLine();
        md.AppendLine("## Machine and run");
        md.AppendLine();
        if (host is not null)
        {
            md.AppendLine($"- CPU: {host.Processor}, {host.PhysicalCores} physical / {host.LogicalCores} logical cores ({host.Architecture}; {host.Intrinsics})");
            md.AppendLine($"- OS: {host.Os}");
            md.AppendLine($"- Runtime: {host.Runtime}, BenchmarkDotNet {host.BenchmarkDotNet}");
        }

        md.AppendLine($"- Command: `{results.Command ?? "(unknown: no ndisruptor-run.json in the artifacts folder)"}`" + (results.StartedUtc is null ? "" : $", started {results.StartedUtc}"));
        foreach (string job in results.Benchmarks.Select(b => b.Job).Distinct(StringComparer.Ordinal))
        {
            md.AppendLine($"- Job: `{job}`");
        }

        md.AppendLine($"- Regenerate this page from the results: `{RegenerateCommand}` (optionally followed by the artifacts folder)");
        var absent = Suite.Topologies.Where(t => !groups.Any(g => g.Topology == t)).ToList();
        if (absent.Count > 0)
        {
            md.AppendLine($"- **Not in these results:** {string.Join(", ", absent)}. Run the full suite (see below) and regenerate this page to include them.");
        }
        md.AppendLine();
        md.AppendLine("This machine is shared with other builds and tests, and noisy: the LMAX Java Disruptor's own unicast test ranged from 31 to 188 million events/s across 7 runs of one process here. ");
        md.AppendLine("So every table gives the **median** of the measured iterations with their **spread (min–max)**, and a ratio counts as **real** only when the two spreads do not overlap.");
        md.AppendLine();

        md.AppendLine("## Reproduce");
        md.AppendLine();
        md.AppendLine("From the repository root (results go to `./BenchmarkDotNet.Artifacts`; `--artifacts DIR` moves them, and `report DIR` reads them from there):");
        md.AppendLine();
        md.AppendLine("```sh");
        md.AppendLine($"# with the DisruptorNet contender: {Suite.DisruptorNetFeedVariable} names a folder holding the Disruptor 7.0.0-rc2 package");
        md.AppendLine($"export {Suite.DisruptorNetFeedVariable}=/path/to/feed");
        md.AppendLine("# the targets: every topology's contenders, each in a process of its own, interleaved round by round (writes compare/compare-all-*.md)");
        md.AppendLine(CompareAllCommand);
        md.AppendLine("# the whole suite, 9 measured iterations each (add --aot for a NativeAOT twin of every benchmark)");
        md.AppendLine(FullSuiteCommand);
        md.AppendLine("# Unicast and UnicastBatch only, 3 measured iterations");
        md.AppendLine(UnicastCommand);
        md.AppendLine("# this page and its chart, from the JSON results");
        md.AppendLine(RegenerateCommand);
        md.AppendLine("```");
        md.AppendLine();
        md.AppendLine("Every BenchmarkDotNet option works (`--filter`, `--job`, `--launchCount`, `--exporters`, `--list flat`); the full JSON exporter is always on because the report reads it. A later run of a class replaces that class's results, so a partial run leaves the other topologies' earlier results in place.");
        md.AppendLine();

        AppendComparison(md, artifacts);
        AppendTargets(md, groups, results);

        md.AppendLine("## At a glance");
        md.AppendLine();
        md.AppendLine("![Events per second of each contender relative to NDisruptor, per topology (log scale)](img/benchmarks.svg)");
        md.AppendLine();
        md.AppendLine("Bars: median events/s relative to NDisruptor's (log scale, 1× = NDisruptor); whiskers: the contender's min–max iteration over NDisruptor's median.");
        md.AppendLine();

        foreach (var (group, topology, rows) in groups)
        {
            md.AppendLine($"## {group}");
            md.AppendLine();
            md.AppendLine(TopologyText.TryGetValue(topology, out string? text) ? char.ToUpperInvariant(text[0]) + text[1..] + " " : "");
            md.AppendLine($"{Suite.ActiveThreads(topology)} active threads on {cores} cores: {(Suite.WaitFor(topology, cores) == WaitKind.BusySpin ? "busy-spin" : "yielding")} waits. Job: `{string.Join("`, `", rows.Select(r => r.Job).Distinct(StringComparer.Ordinal))}`.");
            md.AppendLine();
            var baseline = rows.Find(r => r.Contender == ContenderName.Baseline);
            bool pingPong = topology == "PingPong";
            string unit = pingPong ? "round trip" : "event";
            md.Append($"| Contender | Wait strategy | Median time/{unit} | {(pingPong ? "Round trips" : "Events")}/s (median) | Spread (min–max time/{unit}) | Allocated B/{unit} | × NDisruptor throughput | Real? |");
            md.AppendLine(pingPong ? " p50 | p99 | p99.9 | Histogram mean |" : "");
            md.Append("|---|---|---:|---:|---:|---:|---:|---|");
            md.AppendLine(pingPong ? "---:|---:|---:|---:|" : "");
            foreach (var row in rows)
            {
                double r = baseline is null ? double.NaN : baseline.MedianNs / row.MedianNs;
                string ratio = baseline is null ? "–" : F(r, r >= 0.1 ? "0.00" : "0.000#") + "×";
                string real = row == baseline || baseline is null ? "–" : Separated(row, baseline) switch
                {
                    true => "yes",
                    false => "no (spreads overlap)",
                    null => "n/a (one iteration)",
                };
                md.Append($"| {row.Contender} | {Suite.DescribeWait(topology, row.Contender, cores)} | {Time(row.MedianNs)} | {EventsPerSecondColumn.FormatRate(row.EventsPerSecond)} | {Time(row.MinNs)} – {Time(row.MaxNs)} ({row.IterationNanoseconds.Count} it.) | {(row.BytesPerEvent is double b ? F(b, "0.##") : "?")} | {ratio} | {real} |");
                if (pingPong)
                {
                    md.Append(results.Latency.TryGetValue(row.Contender, out var l)
                        ? $" {Time(l.P50Ns)} | {Time(l.P99Ns)} | {Time(l.P999Ns)} | {Time(l.MeanNs)} |"
                        : " – | – | – | – |");
                }

                md.AppendLine();
            }

            foreach (string missing in ContenderName.ReportOrder.Where(c => !rows.Exists(r => r.Contender == c) && Applies(topology, c)))
            {
                md.AppendLine($"| {missing} | {Suite.DescribeWait(topology, missing, cores)} | – | – | – | – | – | {(missing == ContenderName.DisruptorNet ? NotRunDisruptorNet : "no result (filtered out or failed)")} |{(pingPong ? " – | – | – | – |" : "")}");
            }

            md.AppendLine();
        }

        AppendNativeAot(md, results);
        AppendMethod(md, cores);
        return md.ToString();
    }

    /// <summary>
    /// The newest <c>compare all</c> output in the artifacts folder (compare/compare-all-*.md), headings demoted one level: the
    /// ratio targets are judged on it, so the published page carries it beside BenchmarkDotNet's one-sitting ratios.
    /// </summary>
    private static void AppendComparison(StringBuilder md, string artifacts)
    {
        string folder = Path.Combine(artifacts, "compare");
        var newest = Directory.Exists(folder)
            ? Directory.GetFiles(folder, "compare-all-*.md").OrderBy(f => File.GetLastWriteTimeUtc(f)).LastOrDefault()
            : null;
        md.AppendLine("## Targets from the comparison mode");
        md.AppendLine();
        if (newest is null)
        {
            md.AppendLine($"Not in this artifacts folder: run `{CompareAllCommand}` (it writes compare/compare-all-*.md here) and regenerate this page.");
            md.AppendLine();
            return;
        }

        md.AppendLine($"From `{Path.GetFileName(newest)}`, whose opening lines say how it measured: a topology's contenders interleaved round by round, with a placement probe per round; each ratio is the median of per-round ratios [interquartile range].");
        md.AppendLine();
        foreach (string line in File.ReadAllLines(newest))
        {
            // Its title becomes the sentence above; its sections sit under this page's heading.
            if (!line.StartsWith("# ", StringComparison.Ordinal))
            {
                md.AppendLine(line.StartsWith('#') ? "#" + line : line);
            }
        }

        md.AppendLine();
    }

    private static bool Applies(string topology, string contender) =>
        contender != ContenderName.RawLimit || topology is "Unicast" or "UnicastBatch" or "PingPong";

    private static void AppendTargets(StringBuilder md, IReadOnlyList<(string Group, string Topology, List<BenchmarkResult> Rows)> groups, Results results)
    {
        md.AppendLine("## Targets and headline ratios");
        md.AppendLine();
        md.AppendLine("Targets set for this suite on this machine, from these BenchmarkDotNet results: one sitting, contenders measured one after another. The host moves its vCPUs between placements for seconds at a time, so the ratio targets are judged on the comparison mode (`compare`, see benchmarks/README.md), which interleaves the contenders round by round. A missed target is a finding, reported as such.");
        md.AppendLine();
        md.AppendLine("| Target | Result | Met? |");
        md.AppendLine("|---|---|---|");

        BenchmarkResult? Find(string group, string contender) =>
            groups.FirstOrDefault(g => g.Group == group).Rows?.Find(r => r.Contender == contender);

        var nd = Find("Unicast", ContenderName.NDisruptor);
        var channel = Find("Unicast", ContenderName.Channel);
        if (nd is not null && channel is not null)
        {
            double speedup = channel.MedianNs / nd.MedianNs;
            md.AppendLine($"| Unicast: NDisruptor ≥ 5× Channel | {F(speedup, "0.0")}× ({EventsPerSecondColumn.FormatRate(nd.EventsPerSecond)} vs {EventsPerSecondColumn.FormatRate(channel.EventsPerSecond)} events/s){RealNote(nd, channel)} | {(speedup >= 5 ? "yes" : "**no**")} |");
        }
        else
        {
            md.AppendLine("| Unicast: NDisruptor ≥ 5× Channel | not measured in these results | – |");
        }

        AppendRatioTarget(md, groups, ContenderName.DisruptorNet, 1.2, "NDisruptor ≥ 1.2× Disruptor-net in every topology");
        foreach (string queue in new[] { ContenderName.ConcurrentQueue, ContenderName.Channel, ContenderName.BlockingCollection })
        {
            AppendRatioTarget(md, groups, queue, 1.0, $"NDisruptor ≥ 1.0× {queue} in every topology");
        }

        AppendRatioTarget(md, groups, ContenderName.NDisruptorClass, 1.0, "Value ring ≥ class ring in every topology");
        AppendNativeAotTarget(md, results);

        var allocating = results.Benchmarks
            .Where(b => b.Contender is ContenderName.NDisruptor or ContenderName.NDisruptorClass && b.BytesPerEvent is > 0)
            .Select(b => $"{b.Group}/{b.Contender}: {F(b.BytesPerEvent!.Value, "0.###")} B")
            .ToList();
        bool anyNd = results.Benchmarks.Any(b => b.Contender is ContenderName.NDisruptor or ContenderName.NDisruptorClass);
        md.AppendLine($"| NDisruptor allocates 0 bytes per event | {(!anyNd ? "not measured" : allocating.Count == 0 ? "0 B/event in every topology (both rings)" : string.Join("; ", allocating))} | {(!anyNd ? "–" : allocating.Count == 0 ? "yes" : "**no**")} |");

        var ndPing = Find("PingPong", ContenderName.NDisruptor);
        var raw = Find("PingPong", ContenderName.RawLimit);
        if (ndPing is not null && raw is not null)
        {
            double factor = ndPing.MedianNs / raw.MedianNs;
            string percentiles = "", byP50 = "";
            if (results.Latency.TryGetValue(ContenderName.NDisruptor, out var a) && results.Latency.TryGetValue(ContenderName.RawLimit, out var b))
            {
                double p50Factor = a.P50Ns / b.P50Ns;
                percentiles = $"; histogram p50 {Time(a.P50Ns)} vs {Time(b.P50Ns)} = {F(p50Factor, "0.00")}×, p99 {Time(a.P99Ns)} vs {Time(b.P99Ns)}";
                byP50 = $"; by p50: {(p50Factor <= 1.15 ? "yes" : "**no**")}";
            }

            md.AppendLine($"| PingPong: NDisruptor within 1.15× of RawLimit | {F(factor, "0.00")}× the raw round trip by median iteration mean ({Time(ndPing.MedianNs)} vs {Time(raw.MedianNs)}{RealNote(ndPing, raw)}){percentiles} | by mean: {(factor <= 1.15 ? "yes" : "**no**")}{byP50} |");
        }
        else
        {
            md.AppendLine("| PingPong: NDisruptor within 1.15× of RawLimit | not measured in these results | – |");
        }

        md.AppendLine();

        md.AppendLine("Headline: NDisruptor's median throughput divided by each contender's, per topology (above 1: NDisruptor is faster; \"within noise\": the min–max spreads overlap):");
        md.AppendLine();
        foreach (var (group, _, rows) in groups)
        {
            var n = rows.Find(r => r.Contender == ContenderName.NDisruptor);
            if (n is null)
            {
                continue;
            }

            var parts = rows.Where(r => r != n).Select(r =>
                $"{F(r.MedianNs / n.MedianNs, "0.0#")}× {r.Contender}{Separated(n, r) switch { true => "", false => " (within noise)", null => " (one iteration)" }}");
            string unit = group == "PingPong" ? "round trips/s" : "events/s";
            md.AppendLine($"- **{group}**: {EventsPerSecondColumn.FormatRate(n.EventsPerSecond)} {unit}; {string.Join(", ", parts)}");
        }

        md.AppendLine();
    }

    /// <summary>One target row: NDisruptor's median throughput over <paramref name="contender"/>'s, in every topology measuring both.</summary>
    private static void AppendRatioTarget(StringBuilder md, IReadOnlyList<(string Group, string Topology, List<BenchmarkResult> Rows)> groups, string contender, double target, string title)
    {
        var ratios = new List<string>();
        bool met = true;
        foreach (var (group, _, rows) in groups)
        {
            var n = rows.Find(r => r.Contender == ContenderName.Baseline);
            var c = rows.Find(r => r.Contender == contender);
            if (n is null || c is null)
            {
                continue;
            }

            double ratio = c.MedianNs / n.MedianNs;
            met &= ratio >= target;
            ratios.Add($"{group} {(ratio >= target ? "" : "**")}{F(ratio, "0.00")}×{(ratio >= target ? "" : "**")}");
        }

        string result = ratios.Count > 0 ? string.Join(", ", ratios)
            : contender == ContenderName.DisruptorNet ? NotRunDisruptorNet : "not measured in these results";
        md.AppendLine($"| {title} | {result} | {(ratios.Count == 0 ? "–" : met ? "yes" : "**no**")} |");
    }

    /// <summary>NativeAOT against JIT, for both NDisruptor rings: the target is within 10 % in time per event.</summary>
    private static void AppendNativeAotTarget(StringBuilder md, Results results)
    {
        var pairs = NativeAotPairs(results).Where(p => p.Jit.Contender is ContenderName.NDisruptor or ContenderName.NDisruptorClass).ToList();
        if (pairs.Count == 0)
        {
            md.AppendLine("| Under NativeAOT every NDisruptor figure within 10 % of its JIT figure | not measured: run the suite with `--aot` | – |");
            return;
        }

        var off = pairs.Where(p => Math.Abs((p.Aot.MedianNs / p.Jit.MedianNs) - 1) > 0.10)
            .Select(p => $"{p.Jit.Group}/{p.Jit.Contender} {F(p.Aot.MedianNs / p.Jit.MedianNs, "0.00")}×").ToList();
        md.AppendLine($"| Under NativeAOT every NDisruptor figure within 10 % of its JIT figure | {(off.Count == 0 ? $"all {pairs.Count} within 10 %" : "NativeAOT/JIT time per event outside 10 %: " + string.Join(", ", off))} | {(off.Count == 0 ? "yes" : "**no**")} |");
    }

    /// <summary>Each NativeAOT result with the JIT result of the same benchmark.</summary>
    public static IEnumerable<(BenchmarkResult Jit, BenchmarkResult Aot)> NativeAotPairs(Results results)
    {
        var jit = results.Jit.ToDictionary(b => (b.Group, b.Contender));
        return results.NativeAot
            .Where(a => jit.ContainsKey((a.Group, a.Contender)))
            .Select(a => (jit[(a.Group, a.Contender)], a))
            .OrderBy(p => Array.IndexOf(Suite.Topologies, p.Item1.Topology))
            .ThenBy(p => p.Item1.Group, StringComparer.Ordinal)
            .ThenBy(p => Order(p.Item1.Contender));
    }

    private static void AppendNativeAot(StringBuilder md, Results results)
    {
        var pairs = NativeAotPairs(results).ToList();
        md.AppendLine("## NativeAOT against JIT");
        md.AppendLine();
        if (pairs.Count == 0)
        {
            md.AppendLine("Not in these results: run the suite with `--aot` (every benchmark then runs under JIT and NativeAOT) and regenerate this page.");
            md.AppendLine();
            return;
        }

        md.AppendLine("The same benchmarks compiled ahead of time (`--aot`: BenchmarkDotNet's NativeAOT toolchain with the SDK's ILCompiler). Disruptor-net builds its specialized processors with Reflection.Emit, which NativeAOT lacks: there it falls back to interface calls per event, as its docs say.");
        md.AppendLine();
        md.AppendLine("| Topology | Contender | JIT median time/event | NativeAOT median time/event | NativeAOT / JIT time |");
        md.AppendLine("|---|---|---:|---:|---:|");
        foreach (var (jit, aot) in pairs)
        {
            md.AppendLine($"| {jit.Group} | {jit.Contender} | {Time(jit.MedianNs)} | {Time(aot.MedianNs)} | {F(aot.MedianNs / jit.MedianNs, "0.00")}× |");
        }

        md.AppendLine();
    }

    private static string RealNote(BenchmarkResult a, BenchmarkResult b) => Separated(a, b) switch
    {
        true => ", spreads separate",
        false => ", spreads overlap",
        null => ", one iteration: no spread",
    };

    private static void AppendMethod(StringBuilder md, int cores)
    {
        md.AppendLine("## How it is measured");
        md.AppendLine();
        md.AppendLine("- Source: `benchmarks/NDisruptor.Benchmarks` (BenchmarkDotNet, one process per benchmark). One class per topology, one method per contender with the same name in every class: `NDisruptor` (value ring, `ValueDisruptor<T>`, the baseline), `NDisruptorClass` (class ring, `Disruptor<T>`), `RawLimit` (Unicast, UnicastBatch and PingPong), `ConcurrentQueue`, `Channel`, `BlockingCollection`.");
        md.AppendLine("- `RawLimit` is the least code that moves a long between two threads: for Unicast a bare array ring with one padded published counter and one padded consumed counter (UnicastBatch: one release store per batch, the C-like SPSC ring of the targets); for PingPong two padded counters. It is the reference for the least code, not a usable library, and not a hard upper bound: it publishes every event with its own release store, and NDisruptor's Unicast has measured faster than it here.");
        md.AppendLine($"- `DisruptorNet` is Disruptor-net 7 (the `Disruptor` package), written the way its docs and PerfTests go fastest: value ring (`ValueDisruptor<T>`), struct handlers (the very same handler structs as NDisruptor's value ring), the same events, ring sizes, wait strategies, producer loop and sum checks. It is compiled in only when the environment variable `{Suite.DisruptorNetFeedVariable}` names a folder holding the package (the registry here serves none); otherwise its rows say \"not run\".");
        md.AppendLine($"- Ring size and queue capacity: {Suite.RingSize} (PingPong: {Suite.PingPongRingSize}). ConcurrentQueue is unbounded, so its producers hold it to the same capacity (they reserve room 256 events at a time against the consumer's count).");
        md.AppendLine($"- Wait strategies, chosen as a fair user would: busy-spin where a topology's active threads fit the {cores} cores (Unicast, UnicastBatch, PingPong), yielding where they oversubscribe them (Pipeline, Sequencer, Multicast, Diamond: 4 threads). Channel consumers are `async` tasks on the thread pool (`WaitToReadAsync`/`TryRead`, `TryWrite`/`WriteAsync`); BlockingCollection blocks in `Take`/`Add`. The benchmark thread's own wait for the last consumer follows the contender's strategy.");
        md.AppendLine("- Time per event: each invocation publishes a fixed number of events (2^22 for the rings, fewer for the slower queues so no invocation takes seconds) and waits until the last consumer has seen them all; BenchmarkDotNet's `OperationsPerInvoke` divides by that number. Events/s = 1 / median time per event. Allocated bytes per event come from BenchmarkDotNet's `MemoryDiagnoser`.");
        md.AppendLine("- Spread: min–max of the per-event time over the measured (`Result`) iterations, outliers included. \"Real?\" is *yes* only when that range and NDisruptor's do not overlap.");
        md.AppendLine("- PingPong percentiles come from an HdrHistogram (`LongHistogram`, 3 significant digits, preallocated, no allocation while recording): every round trip of the benchmark process is timed with `Stopwatch.GetTimestamp`, the first (jitting) invocation excluded, warm-up and pilot iterations included. Every contender pays the same ~20 ns per round trip for the timestamp. These are not BenchmarkDotNet's percentile columns, which would be percentiles of iteration means.");
        md.AppendLine("- Results depend on this shared 2-core virtual machine. Re-run the suite and regenerate this page before quoting a number elsewhere.");
    }

    public static string Time(double ns) => double.IsNaN(ns) ? "–" : ns switch
    {
        < 10 => F(ns, "0.00") + " ns",
        < 1000 => F(ns, "0.0") + " ns",
        < 1_000_000 => F(ns / 1000, "0.00") + " µs",
        _ => F(ns / 1_000_000, "0.00") + " ms",
    };
}
