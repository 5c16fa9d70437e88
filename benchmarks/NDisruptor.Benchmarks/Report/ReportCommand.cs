using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.RegularExpressions;
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

    public const string CompareMicroCommand = "dotnet run -c Release --project benchmarks/NDisruptor.Benchmarks -- compare micro";

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
        var folders = new List<string>();
        string? docs = null;
        for (int i = 0; i < args.Length; i++)
        {
            if (args[i] == "--docs" && i + 1 < args.Length)
            {
                docs = args[++i];
            }
            else
            {
                folders.Add(args[i]);
            }
        }

        if (folders.Count == 0)
        {
            folders.Add(Path.Combine(Directory.GetCurrentDirectory(), "BenchmarkDotNet.Artifacts"));
        }

        docs ??= FindDocsFolder();
        var machines = Results.LoadAll(folders);
        Directory.CreateDirectory(Path.Combine(docs, "img"));
        string markdownPath = Path.Combine(docs, "benchmarks.md");
        var charts = Charted(machines);
        File.WriteAllText(markdownPath, Markdown(machines, charts));
        foreach (var (machine, file) in charts)
        {
            File.WriteAllText(Path.Combine(docs, "img", file), Chart.Svg(machine));
        }

        foreach (var machine in machines)
        {
            Console.WriteLine($"Read {machine.Benchmarks.Count} benchmark results of {machine.Label}{(machine.Comparison is null ? "" : " and " + Path.GetFileName(machine.Comparison))}");
        }

        Console.WriteLine($"from {string.Join(", ", folders.Select(Path.GetFullPath))}");
        Console.WriteLine($"Wrote {Path.GetFullPath(markdownPath)}");
        foreach (var (_, file) in charts)
        {
            Console.WriteLine($"Wrote {Path.GetFullPath(Path.Combine(docs, "img", file))}");
        }

        return 0;
    }

    /// <summary>
    /// The machines that get a chart, with its file under img/: every machine measured on its own hardware with topology
    /// results (emulated timings are no performance to draw); the first keeps the page's original file name.
    /// </summary>
    private static List<(Results Machine, string File)> Charted(IReadOnlyList<Results> machines)
    {
        var charted = new List<(Results, string)>();
        foreach (var machine in machines.Where(m => !m.Emulated && Groups(m).Count > 0))
        {
            charted.Add((machine, charted.Count == 0 ? "benchmarks.svg" : $"benchmarks-{Slug(machine.Machine.Label)}.svg"));
        }

        return charted;
    }

    private static string Slug(string text) => Regex.Replace(text.ToLowerInvariant(), "[^a-z0-9]+", "-").Trim('-');

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

    /// <summary>A machine's topology groups in report order: topology order of the paper, then parameters.</summary>
    public static IReadOnlyList<(string Group, string Topology, List<BenchmarkResult> Rows)> Groups(Results results) =>
        results.Jit
            .Where(b => Suite.IsTopology(b.Topology))
            .GroupBy(b => b.Group)
            .Select(g => (Group: g.Key, Topology: g.First().Topology, Rows: g.OrderBy(b => Order(b.Contender)).ToList()))
            .OrderBy(g => TopologyOrder(g.Topology))
            .ThenBy(g => g.Group, StringComparer.Ordinal)
            .ToList();

    /// <summary>Every machine's topology groups merged: the group names in report order.</summary>
    private static List<(string Group, string Topology)> AllGroups(IReadOnlyList<Results> machines) =>
        [.. machines.SelectMany(m => Groups(m).Select(g => (g.Group, g.Topology))).Distinct()
            .OrderBy(g => TopologyOrder(g.Topology)).ThenBy(g => g.Group, StringComparer.Ordinal)];

    private static int TopologyOrder(string topology) => Array.IndexOf(Suite.Topologies, topology) is var i && i >= 0 ? i : int.MaxValue;

    private static int Order(string contender) => ContenderName.OrderOf(contender);

    /// <summary>True when the contender's min–max range of per-event times and the baseline's do not overlap.</summary>
    public static bool? Separated(BenchmarkResult a, BenchmarkResult b)
    {
        if (a.IterationNanoseconds.Count < 2 || b.IterationNanoseconds.Count < 2)
        {
            return null;
        }

        return a.MaxNs < b.MinNs || b.MaxNs < a.MinNs;
    }

    /// <summary>The expected architectures (x64, Arm64) that no machine of these results has: each says "not measured".</summary>
    private static List<string> Unmeasured(IReadOnlyList<Results> machines) =>
        [.. MachineKey.ExpectedArchitectures.Where(a => !machines.Any(m => m.Machine.Architecture == a))];

    private static string Markdown(IReadOnlyList<Results> machines, List<(Results Machine, string File)> charts)
    {
        var md = new StringBuilder();
        var groups = AllGroups(machines);
        var unmeasured = Unmeasured(machines);

        md.AppendLine("# Benchmarks");
        md.AppendLine();
        md.AppendLine("<!-- Generated by `" + RegenerateCommand + "` from BenchmarkDotNet's JSON results. Do not edit by hand. -->");
        md.AppendLine();
        if (machines.Any(m => m.Benchmarks.Any(b => b.IterationNanoseconds.Count < 2)))
        {
            md.AppendLine("> **Warning: some results below come from single-iteration runs (such as `--job dry`). They show that every benchmark runs and checks its result; their numbers are cold and noisy: do not quote them.**");
            md.AppendLine();
        }

        if (machines.Any(m => m.Emulated))
        {
            md.AppendLine($"> **{EmulatedNote}**");
            md.AppendLine();
        }

        md.AppendLine("NDisruptor against the alternatives a .NET user reaches for, on the topologies of the Disruptor paper. ");
        md.AppendLine("Every benchmark publishes long-valued events and checks the last consumer's result (a sum) after every invocation: a contender that drops or duplicates an event fails the run instead of reporting a number.");
        md.AppendLine();
        AppendMachines(md, machines, unmeasured);

        md.AppendLine("## Reproduce");
        md.AppendLine();
        md.AppendLine("From the repository root (results go to `./BenchmarkDotNet.Artifacts`; `--artifacts DIR` moves them, and `report DIR` reads them from there):");
        md.AppendLine();
        md.AppendLine("```sh");
        md.AppendLine($"# with the DisruptorNet contender: {Suite.DisruptorNetFeedVariable} names a folder holding the Disruptor 7.0.0-rc2 package");
        md.AppendLine($"export {Suite.DisruptorNetFeedVariable}=/path/to/feed");
        md.AppendLine("# the targets: every topology's contenders, each in a process of its own, interleaved round by round (writes compare/compare-all-*.md)");
        md.AppendLine(CompareAllCommand);
        md.AppendLine("# each single-threaded operation against Disruptor-net's, timed in alternating blocks (writes compare/compare-micro-*.md)");
        md.AppendLine(CompareMicroCommand);
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
        AppendArm64Recipe(md);

        AppendComparisons(md, machines, unmeasured);
        AppendTargets(md, machines, unmeasured);

        md.AppendLine("## At a glance");
        md.AppendLine();
        if (charts.Count == 0)
        {
            md.AppendLine("No chart: no topology measured on real hardware in these results.");
            md.AppendLine();
        }

        foreach (var (machine, file) in charts)
        {
            md.AppendLine($"![Events per second of each contender relative to NDisruptor, per topology (log scale), {machine.Label}](img/{file})");
            md.AppendLine();
        }

        md.AppendLine("Bars: median events/s relative to NDisruptor's (log scale, 1× = NDisruptor); whiskers: the contender's min–max iteration over NDisruptor's median." + (charts.Count > 1 ? " One chart per machine, each normalized to its own NDisruptor." : ""));
        md.AppendLine();

        foreach (var (group, topology) in groups)
        {
            AppendGroup(md, machines, unmeasured, group, topology);
        }

        AppendMicro(md, machines);
        AppendNativeAot(md, machines);
        AppendMethod(md, charts.Count > 0 ? charts[0].Machine.Cores : machines[0].Cores);
        return md.ToString();
    }

    /// <summary>What every table says of emulated results, and the page's warning when it has some.</summary>
    public const string EmulatedNote = "Results marked *emulated* ran as Arm64 code under qemu-user on an x64 host (the CI smoke leg does that): they show that every benchmark runs and checks its result there; their timings are the emulator's and say nothing about Arm64 performance.";

    /// <summary>The machines, each with its own run details, and a line for every expected architecture without results.</summary>
    private static void AppendMachines(StringBuilder md, IReadOnlyList<Results> machines, List<string> unmeasured)
    {
        md.AppendLine("## Machines and runs");
        md.AppendLine();
        md.AppendLine("Every table below is keyed by machine: architecture and CPU, as BenchmarkDotNet's machine line names them.");
        md.AppendLine();
        md.AppendLine("| Architecture | CPU | Measured | Results |");
        md.AppendLine("|---|---|---|---|");
        foreach (var machine in machines)
        {
            string cores = machine.Host is { } h ? $", {h.PhysicalCores} physical / {h.LogicalCores} logical cores" : "";
            string what = string.Join(", ", new[]
            {
                machine.Benchmarks.Count > 0 ? "BenchmarkDotNet" : null,
                machine.Comparison is null ? null : "comparison mode",
                machine.MicroComparison is null ? null : "micro comparison",
            }.Where(w => w is not null));
            md.AppendLine($"| {machine.Machine.Architecture}{(machine.Emulated ? " (emulated)" : "")} | {machine.Machine.Processor}{cores} | {machine.DateText} | {what} |");
        }

        foreach (string architecture in unmeasured)
        {
            md.AppendLine($"| {architecture} | – | not measured | {(architecture == "Arm64" ? "see [Arm64](#arm64) for the recipe" : "–")} |");
        }

        md.AppendLine();
        foreach (var machine in machines)
        {
            md.AppendLine($"### {machine.Label}");
            md.AppendLine();
            if (machine.Host is { } host)
            {
                md.AppendLine($"- CPU: {host.Processor}, {host.PhysicalCores} physical / {host.LogicalCores} logical cores ({host.Architecture}; {host.Intrinsics})");
                md.AppendLine($"- OS: {host.Os}");
                md.AppendLine($"- Runtime: {host.Runtime}, BenchmarkDotNet {host.BenchmarkDotNet}");
            }

            if (machine.Emulation is { } emulation)
            {
                md.AppendLine($"- **Emulated** ({emulation}): timings are the emulator's, not performance.");
            }

            if (machine.Runs.Count == 0 && machine.Benchmarks.Count > 0)
            {
                md.AppendLine("- Command: `(unknown: no ndisruptor-run.json in the artifacts folder)`");
            }

            foreach (var run in machine.Runs)
            {
                md.AppendLine($"- Command: `{run.Command ?? "(unknown)"}`" + (run.StartedUtc is null ? "" : $", started {run.StartedUtc}"));
            }

            if (machine.SpinHintNanoseconds is { } spin)
            {
                md.AppendLine($"- Spin hint: {F(spin, "0.###")} ns per `SpinHint.Pause`, as the library's spin calibration measured it");
            }

            foreach (string job in machine.Benchmarks.Select(b => b.Job).Distinct(StringComparer.Ordinal))
            {
                md.AppendLine($"- Job: `{job}`");
            }

            if (machine.Comparison is { } comparison)
            {
                md.AppendLine($"- Comparison mode: `{Path.GetFileName(comparison)}`");
            }

            if (machine.MicroComparison is { } micro)
            {
                md.AppendLine($"- Micro comparison: `{Path.GetFileName(micro)}`");
            }

            var absent = Suite.Topologies.Where(t => !Groups(machine).Any(g => g.Topology == t)).ToList();
            if (absent.Count > 0 && machine.Benchmarks.Count > 0)
            {
                md.AppendLine($"- **Not in these results:** {string.Join(", ", absent)}. Run the full suite (see below) and regenerate this page to include them.");
            }

            md.AppendLine();
        }

        md.AppendLine($"Regenerate this page from the results: `{RegenerateCommand}`, optionally followed by one or more artifacts folders (`report DIR...`: one per machine, merged side by side).");
        md.AppendLine();
        md.AppendLine("The x64 machine is shared with other builds and tests, and noisy: the LMAX Java Disruptor's own unicast test ranged from 31 to 188 million events/s across 7 runs of one process here. ");
        md.AppendLine("So every table gives the **median** of the measured iterations with their **spread (min–max)**, and a ratio counts as **real** only when the two spreads do not overlap.");
        md.AppendLine();
    }

    /// <summary>How to measure on an Arm64 host, what to check first, and where the Arm64 disassembly lives.</summary>
    private static void AppendArm64Recipe(StringBuilder md)
    {
        md.AppendLine("## Arm64");
        md.AppendLine();
        md.AppendLine("Arm64 figures come from Arm64 hardware only: a cloud Arm instance (AWS Graviton, Azure Cobalt or Ampere, Google Axion) or an Arm64 Linux machine, with the .NET 10 SDK and this repository. Results marked *emulated* come from CI's smoke leg (`.ci/arm64-benchmarks.sh`: the Arm64 build under qemu-user on x64) and are never performance.");
        md.AppendLine();
        md.AppendLine("First check what the library will spin with there (a few minutes): the comparison mode's `Machine:` line gives the spin hint's cost as the library's `SpinCalibration` measured it, and every round prints its placement probe.");
        md.AppendLine();
        md.AppendLine("```sh");
        md.AppendLine(Arm64CheckCommand);
        md.AppendLine("```");
        md.AppendLine();
        md.AppendLine("- Spin hint: `YIELD` should cost about a nanosecond or less (x64's `PAUSE`: 10–40 ns). Every spin budget is a time turned into a count of hints with this figure, so a surprising value (0.1 ns is the floor: the clock could not time 256 hints) changes every spin phase: look at it before reading any ratio.");
        md.AppendLine("- Placement probe: a raw two-thread round trip per round. One mode means the two threads kept their cores; several modes mean the host moved them, and the ratios are to be read per mode (the comparison's tables split them).");
        md.AppendLine();
        md.AppendLine("Then the one command that measures everything the report merges (the whole suite and the comparison mode, into one artifacts folder of that machine; an hour or more):");
        md.AppendLine();
        md.AppendLine("```sh");
        md.AppendLine(Arm64MeasureCommand);
        md.AppendLine("```");
        md.AppendLine();
        md.AppendLine("Copy `artifacts-arm64` back and regenerate this page with both machines side by side: `" + RegenerateCommand + " BenchmarkDotNet.Artifacts artifacts-arm64`.");
        md.AppendLine();
        md.AppendLine("The micro-benchmarks' hot loops (`benchmarks/NDisruptor.Benchmarks/Micro`) as the Arm64 JIT compiles them are kept in [disasm/arm64](disasm/arm64/) (`benchmarks/disasm-arm64.sh` writes them, under qemu on x64 or natively on Arm64; BenchmarkDotNet's disassembler cannot run there in process).");
        md.AppendLine();
    }

    /// <summary>The quick check on a new Arm64 host: the machine line (spin hint) and a few rounds of placement probes.</summary>
    public const string Arm64CheckCommand = "dotnet run -c Release --project benchmarks/NDisruptor.Benchmarks -- compare PingPong --rounds 10 --out arm64-check";

    /// <summary>Everything the report needs from an Arm64 host, into one folder.</summary>
    public const string Arm64MeasureCommand =
        "dotnet run -c Release --project benchmarks/NDisruptor.Benchmarks -- --filter '*' --job short --iterationCount 9 --artifacts artifacts-arm64 && dotnet run -c Release --project benchmarks/NDisruptor.Benchmarks -- compare all --out artifacts-arm64/compare";

    /// <summary>
    /// Each machine's newest <c>compare all</c> output, headings demoted two levels under a heading of its machine: the ratio
    /// targets are judged on it, so the published page carries it beside BenchmarkDotNet's one-sitting ratios.
    /// </summary>
    private static void AppendComparisons(StringBuilder md, IReadOnlyList<Results> machines, List<string> unmeasured)
    {
        md.AppendLine("## Targets from the comparison mode");
        md.AppendLine();
        foreach (var machine in machines)
        {
            md.AppendLine($"### {machine.Label}, {machine.DateText}");
            md.AppendLine();
            if (machine.Comparison is not { } newest)
            {
                md.AppendLine($"Not in these artifacts: run `{CompareAllCommand}` (it writes compare/compare-all-*.md into the artifacts folder) and regenerate this page.");
                md.AppendLine();
                continue;
            }

            md.AppendLine($"From `{Path.GetFileName(newest)}`, whose opening lines say how it measured: a topology's contenders interleaved round by round, with a placement probe per round; each ratio is the median of per-round ratios [interquartile range].{(machine.Emulated ? " **Emulated: not performance.**" : "")}");
            md.AppendLine();
            foreach (string line in File.ReadAllLines(newest))
            {
                // Its title becomes the sentence above; its sections sit under this machine's heading.
                if (!line.StartsWith("# ", StringComparison.Ordinal))
                {
                    md.AppendLine(line.StartsWith('#') ? "##" + line : line);
                }
            }

            md.AppendLine();
        }

        foreach (string architecture in unmeasured)
        {
            md.AppendLine($"### {architecture}: not measured");
            md.AppendLine();
        }
    }

    // The NativeAOT twins run in the comparison mode only: BenchmarkDotNet's --aot runs every benchmark compiled both ways.
    private static bool Applies(string topology, string contender) =>
        ContenderName.JitContenderOf(contender) is null
        && (contender != ContenderName.RawLimit || topology is "Unicast" or "UnicastBatch" or "PingPong");

    /// <summary>One topology's table: every machine's rows, keyed by machine, then a row for each architecture not measured.</summary>
    private static void AppendGroup(StringBuilder md, IReadOnlyList<Results> machines, List<string> unmeasured, string group, string topology)
    {
        bool pingPong = topology == "PingPong";
        int columns = 9 + (pingPong ? 4 : 0);
        md.AppendLine($"## {group}");
        md.AppendLine();
        md.AppendLine(TopologyText.TryGetValue(topology, out string? text) ? char.ToUpperInvariant(text[0]) + text[1..] + " " : "");
        foreach (var machine in machines)
        {
            var rows = Groups(machine).FirstOrDefault(g => g.Group == group).Rows;
            if (rows is not null)
            {
                int cores = machine.Cores;
                md.AppendLine($"{machine.Label}: {Suite.ActiveThreads(topology)} active threads on {cores} cores: {(Suite.WaitFor(topology, cores) == WaitKind.BusySpin ? "busy-spin" : "yielding")} waits. Job: `{string.Join("`, `", rows.Select(r => r.Job).Distinct(StringComparer.Ordinal))}`.");
            }
        }

        md.AppendLine();
        string unit = pingPong ? "round trip" : "event";
        md.Append($"| Machine | Contender | Wait strategy | Median time/{unit} | {(pingPong ? "Round trips" : "Events")}/s (median) | Spread (min–max time/{unit}) | Allocated B/{unit} | × NDisruptor throughput | Real? |");
        md.AppendLine(pingPong ? " p50 | p99 | p99.9 | Histogram mean |" : "");
        md.Append("|---|---|---|---:|---:|---:|---:|---:|---|");
        md.AppendLine(pingPong ? "---:|---:|---:|---:|" : "");
        foreach (var machine in machines)
        {
            var rows = Groups(machine).FirstOrDefault(g => g.Group == group).Rows;
            if (rows is null)
            {
                md.AppendLine(Row(columns, machine.Label, "–", "no result for this topology"));
                continue;
            }

            int cores = machine.Cores;
            var baseline = rows.Find(r => r.Contender == ContenderName.Baseline);
            foreach (var row in rows)
            {
                double r = baseline is null ? double.NaN : baseline.MedianNs / row.MedianNs;
                string ratio = baseline is null ? "–" : F(r, r >= 0.1 ? "0.00" : "0.000#") + "×";
                string real = machine.Emulated ? "emulated: not performance" : row == baseline || baseline is null ? "–" : Separated(row, baseline) switch
                {
                    true => "yes",
                    false => "no (spreads overlap)",
                    null => "n/a (one iteration)",
                };
                md.Append($"| {machine.Label} | {row.Contender} | {Suite.DescribeWait(topology, row.Contender, cores)} | {Time(row.MedianNs)} | {EventsPerSecondColumn.FormatRate(row.EventsPerSecond)} | {Time(row.MinNs)} – {Time(row.MaxNs)} ({row.IterationNanoseconds.Count} it.) | {(row.BytesPerEvent is double b ? F(b, "0.##") : "?")} | {ratio} | {real} |");
                if (pingPong)
                {
                    md.Append(machine.Latency.TryGetValue(row.Contender, out var l)
                        ? $" {Time(l.P50Ns)} | {Time(l.P99Ns)} | {Time(l.P999Ns)} | {Time(l.MeanNs)} |"
                        : " – | – | – | – |");
                }

                md.AppendLine();
            }

            foreach (string missing in ContenderName.ReportOrder.Where(c => !rows.Exists(r => r.Contender == c) && Applies(topology, c)))
            {
                md.AppendLine($"| {machine.Label} | {missing} | {Suite.DescribeWait(topology, missing, cores)} | – | – | – | – | – | {(missing == ContenderName.DisruptorNet ? NotRunDisruptorNet : "no result (filtered out or failed)")} |{(pingPong ? " – | – | – | – |" : "")}");
            }
        }

        foreach (string architecture in unmeasured)
        {
            md.AppendLine(Row(columns, architecture, "–", "not measured"));
        }

        md.AppendLine();
    }

    /// <summary>A row of <paramref name="columns"/> cells: the machine, a dash in each middle cell, then <paramref name="last"/> in the last.</summary>
    private static string Row(int columns, string machine, string dash, string last) =>
        $"| {machine} |{string.Concat(Enumerable.Repeat($" {dash} |", columns - 2))} {last} |";

    private static void AppendTargets(StringBuilder md, IReadOnlyList<Results> machines, List<string> unmeasured)
    {
        md.AppendLine("## Targets and headline ratios");
        md.AppendLine();
        md.AppendLine("Targets set for this suite on this machine, from these BenchmarkDotNet results: one sitting, contenders measured one after another. The host moves its vCPUs between placements for seconds at a time, so the ratio targets are judged on the comparison mode (`compare`, see benchmarks/README.md), which interleaves the contenders round by round. A missed target is a finding, reported as such.");
        md.AppendLine();
        md.AppendLine("| Machine | Target | Result | Met? |");
        md.AppendLine("|---|---|---|---|");
        foreach (var machine in machines)
        {
            if (machine.Emulated)
            {
                md.AppendLine($"| {machine.Label} | every target | not judged: emulated timings are not performance | – |");
            }
            else
            {
                AppendMachineTargets(md, machine);
            }
        }

        foreach (string architecture in unmeasured)
        {
            md.AppendLine($"| {architecture} | every target | not measured | – |");
        }

        md.AppendLine();

        md.AppendLine("Headline: NDisruptor's median throughput divided by each contender's, per topology (above 1: NDisruptor is faster; \"within noise\": the min–max spreads overlap):");
        md.AppendLine();
        foreach (var machine in machines)
        {
            if (machines.Count > 1 || unmeasured.Count > 0)
            {
                md.AppendLine($"{machine.Label}:{(machine.Emulated ? " none, emulated timings are not performance." : "")}");
                md.AppendLine();
            }

            if (machine.Emulated)
            {
                continue;
            }

            foreach (var (group, _, rows) in Groups(machine))
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
    }

    /// <summary>One machine's rows of the targets table.</summary>
    private static void AppendMachineTargets(StringBuilder md, Results results)
    {
        var groups = Groups(results);
        string machine = results.Label;
        BenchmarkResult? Find(string group, string contender) =>
            groups.FirstOrDefault(g => g.Group == group).Rows?.Find(r => r.Contender == contender);

        var nd = Find("Unicast", ContenderName.NDisruptor);
        var channel = Find("Unicast", ContenderName.Channel);
        if (nd is not null && channel is not null)
        {
            double speedup = channel.MedianNs / nd.MedianNs;
            md.AppendLine($"| {machine} | Unicast: NDisruptor ≥ 5× Channel | {F(speedup, "0.0")}× ({EventsPerSecondColumn.FormatRate(nd.EventsPerSecond)} vs {EventsPerSecondColumn.FormatRate(channel.EventsPerSecond)} events/s){RealNote(nd, channel)} | {(speedup >= 5 ? "yes" : "**no**")} |");
        }
        else
        {
            md.AppendLine($"| {machine} | Unicast: NDisruptor ≥ 5× Channel | not measured in these results | – |");
        }

        AppendRatioTarget(md, machine, groups, ContenderName.DisruptorNet, 1.2, "NDisruptor ≥ 1.2× Disruptor-net in every topology");
        foreach (string queue in new[] { ContenderName.ConcurrentQueue, ContenderName.Channel, ContenderName.BlockingCollection })
        {
            AppendRatioTarget(md, machine, groups, queue, 1.0, $"NDisruptor ≥ 1.0× {queue} in every topology");
        }

        AppendRatioTarget(md, machine, groups, ContenderName.NDisruptorClass, 1.0, "Value ring ≥ class ring in every topology");
        AppendNativeAotTarget(md, results);

        var allocating = results.Benchmarks
            .Where(b => Suite.IsTopology(b.Topology) && b.Contender is ContenderName.NDisruptor or ContenderName.NDisruptorClass && b.BytesPerEvent is > 0)
            .Select(b => $"{b.Group}/{b.Contender}: {F(b.BytesPerEvent!.Value, "0.###")} B")
            .ToList();
        bool anyNd = results.Benchmarks.Any(b => Suite.IsTopology(b.Topology) && b.Contender is ContenderName.NDisruptor or ContenderName.NDisruptorClass);
        md.AppendLine($"| {machine} | NDisruptor allocates 0 bytes per event | {(!anyNd ? "not measured" : allocating.Count == 0 ? "0 B/event in every topology (both rings)" : string.Join("; ", allocating))} | {(!anyNd ? "–" : allocating.Count == 0 ? "yes" : "**no**")} |");

        // Judged against the raw round trip that keeps each value on a line apart from its counter (two dependent misses
        // per hop, as for any ring); the two-counter trip, one miss per hop, is shown beside it as a reference.
        var ndPing = Find("PingPong", ContenderName.NDisruptor);
        AppendPingPongFloor(md, machine, results, ndPing, Find("PingPong", ContenderName.RawTwoLines), ContenderName.RawTwoLines, 1.10);
        AppendPingPongFloor(md, machine, results, ndPing, Find("PingPong", ContenderName.RawLimit), ContenderName.RawLimit, limit: null);
    }

    /// <summary>PingPong's round trip over a raw one's: a target row when <paramref name="limit"/> is given, else a reference row.</summary>
    private static void AppendPingPongFloor(StringBuilder md, string machine, Results results, BenchmarkResult? ndPing, BenchmarkResult? raw, string rawName, double? limit)
    {
        string title = limit is { } l ? $"PingPong: NDisruptor within {l:0.00}× of {rawName}" : $"PingPong against {rawName} (reference, not a target)";
        if (ndPing is null || raw is null)
        {
            md.AppendLine($"| {machine} | {title} | not measured in these results | – |");
            return;
        }

        double factor = ndPing.MedianNs / raw.MedianNs;
        string percentiles = "", byP50 = "";
        double? p50Factor = null;
        if (results.Latency.TryGetValue(ContenderName.NDisruptor, out var a) && results.Latency.TryGetValue(rawName, out var b))
        {
            p50Factor = a.P50Ns / b.P50Ns;
            percentiles = $"; histogram p50 {Time(a.P50Ns)} vs {Time(b.P50Ns)} = {F(p50Factor.Value, "0.00")}×, p99 {Time(a.P99Ns)} vs {Time(b.P99Ns)}";
        }

        string verdict = "–";
        if (limit is { } max)
        {
            byP50 = p50Factor is { } p ? $"; by p50: {(p <= max ? "yes" : "**no**")}" : "";
            verdict = $"by mean: {(factor <= max ? "yes" : "**no**")}{byP50}";
        }

        md.AppendLine($"| {machine} | {title} | {F(factor, "0.00")}× the raw round trip by median iteration mean ({Time(ndPing.MedianNs)} vs {Time(raw.MedianNs)}{RealNote(ndPing, raw)}){percentiles} | {verdict} |");
    }

    /// <summary>One target row: NDisruptor's median throughput over <paramref name="contender"/>'s, in every topology measuring both.</summary>
    private static void AppendRatioTarget(StringBuilder md, string machine, IReadOnlyList<(string Group, string Topology, List<BenchmarkResult> Rows)> groups, string contender, double target, string title)
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
        md.AppendLine($"| {machine} | {title} | {result} | {(ratios.Count == 0 ? "–" : met ? "yes" : "**no**")} |");
    }

    /// <summary>
    /// NativeAOT against JIT, for both NDisruptor rings: the target is within 10 % in time per event. The sitting times a
    /// benchmark's NativeAOT twin long after its JIT run, so the comparison mode's twins, timed in the same rounds, judge it.
    /// </summary>
    private static void AppendNativeAotTarget(StringBuilder md, Results results)
    {
        const string Title = "Under NativeAOT every NDisruptor figure within 10 % of its JIT figure (this sitting, a reference: the comparison mode's NativeAOT twins judge the target)";
        var pairs = NativeAotPairs(results).Where(p => p.Jit.Contender is ContenderName.NDisruptor or ContenderName.NDisruptorClass).ToList();
        if (pairs.Count == 0)
        {
            md.AppendLine($"| {results.Label} | {Title} | not measured: run the suite with `--aot` | – |");
            return;
        }

        var off = pairs.Where(p => Math.Abs((p.Aot.MedianNs / p.Jit.MedianNs) - 1) > 0.10)
            .Select(p => $"{p.Jit.Group}/{p.Jit.Contender} {F(p.Aot.MedianNs / p.Jit.MedianNs, "0.00")}×").ToList();
        md.AppendLine($"| {results.Label} | {Title} | {(off.Count == 0 ? $"all {pairs.Count} within 10 %" : "NativeAOT/JIT time per event outside 10 %: " + string.Join(", ", off))} | – (a reference) |");
    }

    /// <summary>Each NativeAOT result with the JIT result of the same benchmark.</summary>
    public static IEnumerable<(BenchmarkResult Jit, BenchmarkResult Aot)> NativeAotPairs(Results results)
    {
        var jit = results.Jit.ToDictionary(b => (b.Group, b.Contender));
        return results.NativeAot
            .Where(a => Suite.IsTopology(a.Topology) && jit.ContainsKey((a.Group, a.Contender)))
            .Select(a => (jit[(a.Group, a.Contender)], a))
            .OrderBy(p => Array.IndexOf(Suite.Topologies, p.Item1.Topology))
            .ThenBy(p => p.Item1.Group, StringComparer.Ordinal)
            .ThenBy(p => Order(p.Item1.Contender));
    }

    private static void AppendNativeAot(StringBuilder md, IReadOnlyList<Results> machines)
    {
        var pairs = machines.SelectMany(m => NativeAotPairs(m).Select(p => (Machine: m, p.Jit, p.Aot))).ToList();
        md.AppendLine("## NativeAOT against JIT");
        md.AppendLine();
        if (pairs.Count == 0)
        {
            md.AppendLine("Not in these results: run the suite with `--aot` (every benchmark then runs under JIT and NativeAOT) and regenerate this page.");
            md.AppendLine();
            return;
        }

        md.AppendLine("The same benchmarks compiled ahead of time (`--aot`: BenchmarkDotNet's NativeAOT toolchain with the SDK's ILCompiler). Disruptor-net builds its specialized processors with Reflection.Emit, which NativeAOT lacks: there it falls back to interface calls per event, as its docs say. The sitting runs every NativeAOT benchmark after all the JIT ones, so each ratio below compares two moments of the host; the comparison mode's NativeAOT twins (NDisruptorAot, NDisruptorClassAot: NDisruptor's rings in workers of a NativeAOT build, in the same rounds as the JIT's) are what the NativeAOT target is judged on.");
        md.AppendLine();
        md.AppendLine("| Machine | Topology | Contender | JIT median time/event | NativeAOT median time/event | NativeAOT / JIT time |");
        md.AppendLine("|---|---|---|---:|---:|---:|");
        foreach (var (machine, jit, aot) in pairs)
        {
            md.AppendLine($"| {machine.Label} | {jit.Group} | {jit.Contender} | {Time(jit.MedianNs)} | {Time(aot.MedianNs)} | {F(aot.MedianNs / jit.MedianNs, "0.00")}× |");
        }

        md.AppendLine();
    }

    /// <summary>
    /// The single-threaded micro-benchmarks (Micro/), when these results have any or a machine has a micro comparison: the
    /// comparisons first, then per class every machine's operations as BenchmarkDotNet measured them.
    /// </summary>
    private static void AppendMicro(StringBuilder md, IReadOnlyList<Results> machines)
    {
        var types = machines.SelectMany(m => m.Jit).Where(b => !Suite.IsTopology(b.Topology)).Select(b => b.Group).Distinct(StringComparer.Ordinal)
            .OrderBy(g => g, StringComparer.Ordinal).ToList();
        if (types.Count == 0 && machines.All(m => m.MicroComparison is null))
        {
            return;
        }

        md.AppendLine("## Micro-benchmarks");
        md.AppendLine();
        md.AppendLine("Single-threaded operations (`benchmarks/NDisruptor.Benchmarks/Micro`): no second thread, so no placement enters the figure. Each is NDisruptor's operation or Disruptor-net's same operation (`DisruptorNet…`), per operation or event. The Arm64 code of these loops: [disasm/arm64](disasm/arm64/).");
        md.AppendLine();
        AppendMicroComparisons(md, machines);
        foreach (string type in types)
        {
            md.AppendLine($"### {type}");
            md.AppendLine();
            md.AppendLine("| Machine | Benchmark | Median time/op | Spread (min–max) | Allocated B/op |");
            md.AppendLine("|---|---|---:|---:|---:|");
            foreach (var machine in machines)
            {
                var rows = machine.Jit.Where(b => b.Group == type).ToList();
                if (rows.Count == 0)
                {
                    md.AppendLine($"| {machine.Label} | – | – | – | no result |");
                    continue;
                }

                foreach (var row in rows)
                {
                    string spread = $"{Time(row.MinNs)} – {Time(row.MaxNs)} ({row.IterationNanoseconds.Count} it.){(machine.Emulated ? ", emulated" : "")}";
                    md.AppendLine($"| {machine.Label} | {row.Contender} | {Time(row.MedianNs)} | {spread} | {(row.BytesPerEvent is double b ? F(b, "0.##") : "?")} |");
                }
            }

            md.AppendLine();
        }
    }

    /// <summary>
    /// Each machine's newest <c>compare micro</c> output: the host can slow a single thread for seconds at a time, so the
    /// ratios to Disruptor-net are judged on these alternated blocks, not on BenchmarkDotNet's one-after-the-other tables below.
    /// </summary>
    private static void AppendMicroComparisons(StringBuilder md, IReadOnlyList<Results> machines)
    {
        foreach (var machine in machines.Where(m => m.MicroComparison is not null))
        {
            md.AppendLine($"### Alternated with Disruptor-net: {machine.Label}, {machine.DateText}");
            md.AppendLine();
            md.AppendLine($"From `{Path.GetFileName(machine.MicroComparison)}`, whose opening lines say how it measured.{(machine.Emulated ? " **Emulated: not performance.**" : "")} BenchmarkDotNet's tables below time one benchmark after the other, while the host's speed moves; these ratios come from blocks timed one right after the other.");
            md.AppendLine();
            // The title gives way to the heading above, and with it the blank line that follows it.
            foreach (string line in File.ReadAllLines(machine.MicroComparison!).SkipWhile(l => l.StartsWith("# ", StringComparison.Ordinal) || l.Length == 0))
            {
                md.AppendLine(line);
            }

            md.AppendLine();
        }
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
        md.AppendLine("- The last consumer sums what it sees. Each queue's consumer keeps its sum in a local; each Disruptor's final handler (on the rings, the same struct for NDisruptor and Disruptor-net) keeps it in a field of its own and reports it at the end of each batch. Where that field lives while a batch runs is the library's choice and part of what is measured: NDisruptor runs a long batch on a copy of a struct handler in the loop's frame, Disruptor-net calls the handler in its processor object. Until the end of 2026-11-27 (every AMD EPYC run among them) the handlers added every event to a field of a shared object instead, a read-modify-write of one heap word per event that on an Intel host held NDisruptor and Disruptor-net alike to ~2.5 ns per event in UnicastBatch (see [design.md](design.md), \"Hot path\").");
        md.AppendLine($"- Ring size and queue capacity: {Suite.RingSize} (PingPong: {Suite.PingPongRingSize}). ConcurrentQueue is unbounded, so its producers hold it to the same capacity (they reserve room 256 events at a time against the consumer's count).");
        md.AppendLine($"- Wait strategies, chosen as a fair user would: busy-spin where a topology's active threads fit the {cores} cores (Unicast, UnicastBatch, PingPong), yielding where they oversubscribe them (Pipeline, Sequencer, Multicast, Diamond: 4 threads). Channel consumers are `async` tasks on the thread pool (`WaitToReadAsync`/`TryRead`, `TryWrite`/`WriteAsync`); BlockingCollection blocks in `Take`/`Add`. The benchmark thread's own wait for the last consumer follows the contender's strategy.");
        md.AppendLine("- Time per event: each invocation publishes a fixed number of events (2^22 for the rings, fewer for the slower queues so no invocation takes seconds) and waits until the last consumer has seen them all; BenchmarkDotNet's `OperationsPerInvoke` divides by that number. Events/s = 1 / median time per event. Allocated bytes per event come from BenchmarkDotNet's `MemoryDiagnoser`.");
        md.AppendLine("- Spread: min–max of the per-event time over the measured (`Result`) iterations, outliers included. \"Real?\" is *yes* only when that range and NDisruptor's do not overlap.");
        md.AppendLine("- PingPong percentiles come from an HdrHistogram (`LongHistogram`, 3 significant digits, preallocated, no allocation while recording): one round trip in 32 of the benchmark process is timed with `Stopwatch.GetTimestamp` (the same trips, at the same two points, for every contender; the timed trip moves one place per period of 32, so that it falls on every position of a cache line of events), the first (jitting) invocation excluded, warm-up and pilot iterations included. Not every trip: timing 1 trip in 32 instead took 40-85 ns (about a quarter) off the median round trip of both NDisruptor and RawTwoLines when the two threads sat close. These are not BenchmarkDotNet's percentile columns, which would be percentiles of iteration means.");
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
