using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text.Json;

namespace NDisruptor.Benchmarks.Report;

/// <summary>One benchmark's result as the report uses it: per-event times of the measured iterations.</summary>
public sealed record BenchmarkResult(
    string Topology,
    string Parameters,
    string Contender,
    string Job,
    IReadOnlyList<double> IterationNanoseconds,
    double? BytesPerEvent,
    DateTime FileTimeUtc)
{
    /// <summary>Whether this result comes from a NativeAOT job (<c>--aot</c>); the report's main tables show the JIT results.</summary>
    public bool NativeAot => Job.Contains(BenchConfig.NativeAotJobSuffix, StringComparison.OrdinalIgnoreCase);

    /// <summary>"Unicast", or "UnicastBatch (BatchSize=10)" for a parameterized topology.</summary>
    public string Group => Parameters.Length == 0 ? Topology : $"{Topology} ({Parameters})";

    public double MedianNs => Median(IterationNanoseconds);

    public double MinNs => IterationNanoseconds.Min();

    public double MaxNs => IterationNanoseconds.Max();

    public double EventsPerSecond => 1e9 / MedianNs;

    public static double Median(IReadOnlyList<double> values)
    {
        var sorted = values.OrderBy(v => v).ToArray();
        int mid = sorted.Length / 2;
        return sorted.Length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
}

/// <summary>The machine BenchmarkDotNet recorded (HostEnvironmentInfo).</summary>
public sealed record HostInfo(string Processor, int PhysicalCores, int LogicalCores, string Os, string Runtime, string Architecture, string BenchmarkDotNet, string Intrinsics);

/// <summary>Round-trip percentiles written by a PingPong benchmark process.</summary>
public sealed record LatencyResult(string Contender, long Count, double P50Ns, double P99Ns, double P999Ns, double MaxNs, double MeanNs);

/// <summary>
/// What the report keys every table by: the architecture and the CPU, as BenchmarkDotNet's machine line names them
/// (HostEnvironmentInfo's Architecture and ProcessorName), so results from several machines sit side by side.
/// </summary>
public sealed record MachineKey(string Architecture, string Processor)
{
    /// <summary>
    /// The CPU's name without trademark marks: BenchmarkDotNet's results drop them ("Intel Xeon Processor"), and so do the
    /// comparison modes' machine lines now (through BenchmarkDotNet's own prettifier), but those written before kept them
    /// ("Intel(R) Xeon(R) Processor").
    /// </summary>
    public string Processor { get; } = string.Join(' ', Processor
        .Replace("(R)", "", StringComparison.OrdinalIgnoreCase)
        .Replace("(TM)", "", StringComparison.OrdinalIgnoreCase)
        .Split(' ', StringSplitOptions.RemoveEmptyEntries));

    /// <summary>The architectures every page accounts for: one without results says "not measured".</summary>
    public static readonly string[] ExpectedArchitectures = ["X64", "Arm64"];

    /// <summary>"X64 · AMD EPYC".</summary>
    public string Label => Processor.Length == 0 ? Architecture : $"{Architecture} · {Processor}";

    /// <summary>Report order: the expected architectures first, in their order, then the rest by name.</summary>
    public int Order => Array.IndexOf(ExpectedArchitectures, Architecture) is var i && i >= 0 ? i : ExpectedArchitectures.Length;

    /// <summary>
    /// Whether an Arm CPU's results name an x86 vendor's CPU, or the reverse: BenchmarkDotNet reads the CPU's name from the
    /// kernel, which under qemu-user is the x64 host's. Catches emulated results whose run left no other mark.
    /// </summary>
    public bool LooksEmulated
    {
        get
        {
            bool x86Cpu = Processor.Contains("Intel", StringComparison.OrdinalIgnoreCase) || Processor.Contains("AMD", StringComparison.OrdinalIgnoreCase);
            return Architecture.StartsWith("Arm", StringComparison.OrdinalIgnoreCase) && x86Cpu;
        }
    }
}

/// <summary>One run's own record (ndisruptor-run.json): the command, when it started, and the machine facts BenchmarkDotNet lacks.</summary>
public sealed record RunInfo(string Folder, string? Command, string? StartedUtc, string? Architecture, string? Emulated, double? SpinHintNanoseconds);

/// <summary>
/// One machine's results: every *-report-full.json of the artifacts folders read whose machine line names it, the newest
/// file winning per benchmark, with its runs' records, PingPong percentiles and newest comparison-mode output.
/// </summary>
public sealed class Results
{
    private const string BenchmarksKey = "Benchmarks"; // BenchmarkDotNet's JSON property, not this class's

    public required IReadOnlyList<BenchmarkResult> Benchmarks { get; init; }

    /// <summary>The JIT results: the ones the main tables and the chart show.</summary>
    public IEnumerable<BenchmarkResult> Jit => Benchmarks.Where(b => !b.NativeAot);

    /// <summary>The NativeAOT results, compared with their JIT twins in a table of their own.</summary>
    public IEnumerable<BenchmarkResult> NativeAot => Benchmarks.Where(b => b.NativeAot);

    public required MachineKey Machine { get; init; }

    public required HostInfo? Host { get; init; }

    /// <summary>The newest run's command.</summary>
    public string? Command => Runs.Count == 0 ? null : Runs[^1].Command;

    /// <summary>The newest run's start.</summary>
    public string? StartedUtc => Runs.Count == 0 ? null : Runs[^1].StartedUtc;

    /// <summary>The records of the runs whose folders hold this machine's results, oldest first.</summary>
    public required IReadOnlyList<RunInfo> Runs { get; init; }

    public required IReadOnlyDictionary<string, LatencyResult> Latency { get; init; }

    /// <summary>The newest <c>compare all</c> output for this machine (compare/compare-all-*.md), if any.</summary>
    public required string? Comparison { get; init; }

    /// <summary>The newest <c>compare micro</c> output for this machine (compare/compare-micro-*.md), if any.</summary>
    public required string? MicroComparison { get; init; }

    /// <summary>What emulated this machine's code ("Arm64 code on an x86_64 kernel"), or null for real hardware.</summary>
    public required string? Emulation { get; init; }

    public bool Emulated => Emulation is not null;

    /// <summary>When the results were measured: the oldest and newest run (from BenchmarkDotNet's titles or the comparison's start).</summary>
    public required (DateTime First, DateTime Last)? Measured { get; init; }

    /// <summary>"X64 · AMD EPYC", with "(emulated)" where it is.</summary>
    public string Label => Machine.Label + (Emulated ? " (emulated)" : "");

    /// <summary>"2026-11-23", or "2026-11-22 – 2026-11-23" when the results span days.</summary>
    public string DateText => Measured is not { } m ? "date unknown"
        : m.First.Date == m.Last.Date ? m.Last.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture)
        : $"{m.First.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture)} – {m.Last.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture)}";

    /// <summary>Logical cores of the machine, or of this one when its results do not say.</summary>
    public int Cores => Host?.LogicalCores is > 0 ? Host.LogicalCores : Environment.ProcessorCount;

    /// <summary>The spin hint's cost the newest run measured, if it recorded one.</summary>
    public double? SpinHintNanoseconds => Runs.LastOrDefault(r => r.SpinHintNanoseconds is not null)?.SpinHintNanoseconds;

    /// <summary>Reads one artifacts folder; its first machine (the only one, as a run writes them).</summary>
    public static Results Load(string artifacts) => LoadAll([artifacts])[0];

    /// <summary>
    /// Reads every *-report-full.json under each folder's results/ (the newest file wins per benchmark and machine, across
    /// folders too), each folder's run record, PingPong percentiles and comparison-mode output, and returns one
    /// <see cref="Results"/> per machine, x64 first, then Arm64, then any other.
    /// </summary>
    public static IReadOnlyList<Results> LoadAll(IReadOnlyList<string> folders)
    {
        var files = new List<(string Folder, FileInfo File, DateTime Measured)>();
        var comparisons = new List<(string Folder, string Path, bool Micro)>();
        foreach (string folder in folders)
        {
            string resultsFolder = Path.Combine(folder, "results");
            string compareFolder = Path.Combine(folder, "compare");
            var found = Directory.Exists(resultsFolder) ? Directory.GetFiles(resultsFolder, "*-report-full.json") : [];
            var compared = Directory.Exists(compareFolder) ? Directory.GetFiles(compareFolder, "compare-all-*.md") : [];
            var comparedMicro = Directory.Exists(compareFolder) ? Directory.GetFiles(compareFolder, "compare-micro-*.md") : [];
            if (found.Length == 0 && compared.Length == 0 && comparedMicro.Length == 0)
            {
                throw Directory.Exists(resultsFolder)
                    ? new FileNotFoundException($"No *-report-full.json in {resultsFolder}.")
                    : new DirectoryNotFoundException($"No results folder in {folder}: run the benchmarks first (the JSON exporter is on by default).");
            }

            files.AddRange(found.Select(f => new FileInfo(f)).Select(f => (folder, f, MeasuredAt(f))));
            if (compared.Length > 0)
            {
                comparisons.Add((folder, compared.OrderBy(f => File.GetLastWriteTimeUtc(f)).Last(), Micro: false));
            }

            if (comparedMicro.Length > 0)
            {
                comparisons.Add((folder, comparedMicro.OrderBy(f => File.GetLastWriteTimeUtc(f)).Last(), Micro: true));
            }
        }

        var machines = new Dictionary<MachineKey, Builder>();
        var folderMachines = folders.ToDictionary(f => f, _ => new List<MachineKey>(), StringComparer.Ordinal);
        foreach (var (folder, file, measured) in files.OrderBy(f => f.Measured).ThenBy(f => f.File.LastWriteTimeUtc))
        {
            using var document = JsonDocument.Parse(File.ReadAllText(file.FullName));
            var root = document.RootElement;
            HostInfo? host = root.TryGetProperty("HostEnvironmentInfo", out var info) ? ReadHost(root, info) : null;
            var key = new MachineKey(host?.Architecture ?? "", host?.Processor ?? "");
            var machine = Get(machines, key);
            machine.Host = host ?? machine.Host;
            machine.See(measured);
            if (!folderMachines[folder].Contains(key))
            {
                folderMachines[folder].Add(key);
            }

            foreach (var benchmark in root.GetProperty(BenchmarksKey).EnumerateArray())
            {
                if (ReadBenchmark(benchmark, file.LastWriteTimeUtc) is { } result)
                {
                    machine.Benchmarks[$"{result.Topology}|{result.Parameters}|{result.Contender}|{result.NativeAot}"] = result; // later files replace earlier ones
                }
            }
        }

        foreach (var (folder, path, micro) in comparisons)
        {
            // The comparison names its machine; output from before it did belongs to its folder's BenchmarkDotNet machine.
            var (key, emulated, started) = ReadComparisonMachine(path);
            key ??= folderMachines[folder].Count == 1 ? folderMachines[folder][0] : null;
            if (key is null)
            {
                Console.Error.WriteLine($"{path}: names no machine, and its folder holds results of {folderMachines[folder].Count} machines; left out.");
                continue;
            }

            var machine = Get(machines, key);
            if (micro)
            {
                machine.MicroComparison = Newer(machine.MicroComparison, path);
            }
            else
            {
                machine.Comparison = Newer(machine.Comparison, path);
            }

            machine.Emulation ??= emulated;
            machine.See(started ?? File.GetLastWriteTimeUtc(path));
            if (!folderMachines[folder].Contains(key))
            {
                folderMachines[folder].Add(key);
            }
        }

        foreach (string folder in folders)
        {
            var run = ReadRunInfo(folder);
            var latency = ReadLatency(folder);
            foreach (var key in folderMachines[folder])
            {
                var machine = machines[key];
                if (run is not null && (run.Architecture is null || run.Architecture == key.Architecture))
                {
                    machine.Runs.Add(run);
                    machine.Emulation ??= run.Emulated;
                }

                foreach (var (contender, result) in latency)
                {
                    machine.Latency[contender] = result;
                }
            }
        }

        return [.. machines
            .OrderBy(m => m.Key.Order).ThenBy(m => m.Key.Architecture, StringComparer.Ordinal).ThenBy(m => m.Key.Processor, StringComparer.Ordinal)
            .Select(m => m.Value.Build(m.Key))];
    }

    private static string Newer(string? current, string path)
        => current is null || File.GetLastWriteTimeUtc(path) > File.GetLastWriteTimeUtc(current) ? path : current;

    private static Builder Get(Dictionary<MachineKey, Builder> machines, MachineKey key)
    {
        if (!machines.TryGetValue(key, out var machine))
        {
            machines[key] = machine = new Builder();
        }

        return machine;
    }

    private static HostInfo ReadHost(JsonElement root, JsonElement info)
    {
        string intrinsics = "";
        foreach (var benchmark in root.GetProperty(BenchmarksKey).EnumerateArray())
        {
            intrinsics = Str(benchmark, "HardwareIntrinsics");
        }

        return new HostInfo(
            Str(info, "ProcessorName"),
            Int(info, "PhysicalCoreCount"),
            Int(info, "LogicalCoreCount"),
            Str(info, "OsVersion"),
            Str(info, "RuntimeVersion"),
            Str(info, "Architecture"),
            Str(info, "BenchmarkDotNetVersion"),
            intrinsics);
    }

    /// <summary>When a result file's run started: the stamp BenchmarkDotNet puts at the end of its Title, else the file's time.</summary>
    private static DateTime MeasuredAt(FileInfo file)
    {
        // The file's own time changes when a folder is copied from another machine; the Title's stamp travels with it. It is
        // the run's local time: good for the date shown and for ordering one machine's runs.
        try
        {
            using var stream = file.OpenRead();
            using var document = JsonDocument.Parse(stream);
            string title = Str(document.RootElement, "Title");
            if (title.Length > 16 && DateTime.TryParseExact(title[^15..], "yyyyMMdd-HHmmss", CultureInfo.InvariantCulture, DateTimeStyles.None, out var stamp))
            {
                return stamp;
            }
        }
        catch (JsonException)
        {
            // A damaged file is reported when it is read for its results.
        }

        return file.LastWriteTimeUtc;
    }

    private static RunInfo? ReadRunInfo(string folder)
    {
        string path = Path.Combine(folder, Program.RunInfoFile);
        if (!File.Exists(path))
        {
            return null;
        }

        using var document = JsonDocument.Parse(File.ReadAllText(path));
        var e = document.RootElement;
        string? Opt(string name) => e.TryGetProperty(name, out var p) && p.ValueKind == JsonValueKind.String ? p.GetString() : null;
        double spin = Num(e, "SpinHintNanoseconds");
        return new RunInfo(folder, Opt("Command"), Opt("StartedUtc"), Opt("Architecture"), Opt("Emulated"), double.IsNaN(spin) ? null : spin);
    }

    private static Dictionary<string, LatencyResult> ReadLatency(string folder)
    {
        var latency = new Dictionary<string, LatencyResult>(StringComparer.Ordinal);
        string latencyFolder = Path.Combine(folder, Infrastructure.LatencyLog.FolderName);
        if (Directory.Exists(latencyFolder))
        {
            foreach (string path in Directory.GetFiles(latencyFolder, "PingPong.*.json"))
            {
                using var document = JsonDocument.Parse(File.ReadAllText(path));
                var e = document.RootElement;
                latency[Str(e, "Contender")] = new LatencyResult(
                    Str(e, "Contender"), e.GetProperty("Count").GetInt64(), Num(e, "P50Ns"), Num(e, "P99Ns"), Num(e, "P999Ns"), Num(e, "MaxNs"), Num(e, "MeanNs"));
            }
        }

        return latency;
    }

    /// <summary>
    /// The machine a comparison's output names on its <see cref="Compare.CompareCommand.MachineLinePrefix"/> line
    /// ("Machine: Arm64 · Neoverse-N1; spin hint …", with "(emulated: …)" after the CPU where it was), and when it started.
    /// </summary>
    private static (MachineKey? Key, string? Emulated, DateTime? Started) ReadComparisonMachine(string path)
    {
        MachineKey? key = null;
        string? emulated = null;
        DateTime? started = null;
        foreach (string line in File.ReadLines(path).Take(12))
        {
            if (line.StartsWith("Started ", StringComparison.Ordinal) && line.Length >= 24
                && DateTime.TryParseExact(line[8..24], "yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture, DateTimeStyles.None, out var start))
            {
                started = start;
            }

            if (!line.StartsWith(Compare.CompareCommand.MachineLinePrefix, StringComparison.Ordinal))
            {
                continue;
            }

            string machine = line[Compare.CompareCommand.MachineLinePrefix.Length..];
            int end = machine.IndexOf("; ", StringComparison.Ordinal);
            machine = end >= 0 ? machine[..end] : machine.TrimEnd('.');
            int mark = machine.IndexOf(Compare.CompareCommand.EmulatedMark, StringComparison.Ordinal);
            if (mark >= 0)
            {
                emulated = machine[(mark + Compare.CompareCommand.EmulatedMark.Length)..].TrimEnd(')');
                machine = machine[..mark];
            }

            int dot = machine.IndexOf(" · ", StringComparison.Ordinal);
            key = dot >= 0 ? new MachineKey(machine[..dot], machine[(dot + 3)..]) : new MachineKey(machine, "");
        }

        return (key, emulated, started);
    }

    /// <summary>One machine's results while the folders are read.</summary>
    private sealed class Builder
    {
        public Dictionary<string, BenchmarkResult> Benchmarks { get; } = new(StringComparer.Ordinal);

        public List<RunInfo> Runs { get; } = [];

        public Dictionary<string, LatencyResult> Latency { get; } = new(StringComparer.Ordinal);

        public HostInfo? Host { get; set; }

        public string? Comparison { get; set; }

        public string? MicroComparison { get; set; }

        public string? Emulation { get; set; }

        private DateTime? _first;
        private DateTime? _last;

        public void See(DateTime measured)
        {
            _first = _first is { } f && f <= measured ? f : measured;
            _last = _last is { } l && l >= measured ? l : measured;
        }

        public Results Build(MachineKey key) => new()
        {
            Benchmarks = [.. Benchmarks.Values],
            Machine = key,
            Host = Host,
            Runs = [.. Runs.OrderBy(r => r.StartedUtc, StringComparer.Ordinal)],
            Latency = Latency,
            Comparison = Comparison,
            MicroComparison = MicroComparison,
            Emulation = Emulation ?? (key.LooksEmulated ? $"{key.Architecture} results naming an x86 CPU" : null),
            Measured = _first is { } first && _last is { } last ? (first, last) : null,
        };
    }

    private static BenchmarkResult? ReadBenchmark(JsonElement benchmark, DateTime fileTime)
    {
        var perEvent = new List<double>();
        if (benchmark.TryGetProperty("Measurements", out var measurements) && measurements.ValueKind == JsonValueKind.Array)
        {
            foreach (var m in measurements.EnumerateArray())
            {
                if (Str(m, "IterationMode") == "Workload" && Str(m, "IterationStage") == "Result")
                {
                    double operations = m.GetProperty("Operations").GetDouble();
                    perEvent.Add(m.GetProperty("Nanoseconds").GetDouble() / operations);
                }
            }
        }

        if (perEvent.Count == 0 && benchmark.TryGetProperty("Statistics", out var statistics) && statistics.ValueKind == JsonValueKind.Object
            && statistics.TryGetProperty("OriginalValues", out var values))
        {
            perEvent.AddRange(values.EnumerateArray().Select(v => v.GetDouble()));
        }

        if (perEvent.Count == 0)
        {
            return null;
        }

        double? bytes = null;
        if (benchmark.TryGetProperty("Memory", out var memory) && memory.ValueKind == JsonValueKind.Object)
        {
            bytes = memory.GetProperty("BytesAllocatedPerOperation").GetDouble();
        }

        string display = Str(benchmark, "DisplayInfo");
        int colon = display.IndexOf(": ", StringComparison.Ordinal);
        string job = colon >= 0 ? display[(colon + 2)..] : display;
        int parameters = job.IndexOf(" [", StringComparison.Ordinal);
        job = parameters >= 0 ? job[..parameters] : job;
        return new BenchmarkResult(Str(benchmark, "Type"), Str(benchmark, "Parameters"), Str(benchmark, "Method"), job, perEvent, bytes, fileTime);
    }

    private static string Str(JsonElement e, string name) =>
        e.TryGetProperty(name, out var p) && p.ValueKind == JsonValueKind.String ? p.GetString() ?? "" : "";

    private static int Int(JsonElement e, string name) =>
        e.TryGetProperty(name, out var p) && p.ValueKind == JsonValueKind.Number ? p.GetInt32() : 0;

    private static double Num(JsonElement e, string name) =>
        e.TryGetProperty(name, out var p) && p.ValueKind == JsonValueKind.Number ? p.GetDouble() : double.NaN;

    internal static string F(double value, string format) => value.ToString(format, CultureInfo.InvariantCulture);
}
