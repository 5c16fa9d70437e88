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

/// <summary>Everything found in one artifacts folder.</summary>
public sealed class Results
{
    private const string BenchmarksKey = "Benchmarks"; // BenchmarkDotNet's JSON property, not this class's

    public required IReadOnlyList<BenchmarkResult> Benchmarks { get; init; }

    /// <summary>The JIT results: the ones the main tables and the chart show.</summary>
    public IEnumerable<BenchmarkResult> Jit => Benchmarks.Where(b => !b.NativeAot);

    /// <summary>The NativeAOT results, compared with their JIT twins in a table of their own.</summary>
    public IEnumerable<BenchmarkResult> NativeAot => Benchmarks.Where(b => b.NativeAot);

    public required HostInfo? Host { get; init; }

    public required string? Command { get; init; }

    public required string? StartedUtc { get; init; }

    public required IReadOnlyDictionary<string, LatencyResult> Latency { get; init; }

    /// <summary>Reads every *-report-full.json under <paramref name="artifacts"/>/results; the newest file wins per benchmark.</summary>
    public static Results Load(string artifacts)
    {
        string resultsFolder = Path.Combine(artifacts, "results");
        if (!Directory.Exists(resultsFolder))
        {
            throw new DirectoryNotFoundException($"No results folder in {artifacts}: run the benchmarks first (the JSON exporter is on by default).");
        }

        var files = Directory.GetFiles(resultsFolder, "*-report-full.json")
            .Select(f => new FileInfo(f))
            .OrderBy(f => f.LastWriteTimeUtc)
            .ToList();
        if (files.Count == 0)
        {
            throw new FileNotFoundException($"No *-report-full.json in {resultsFolder}.");
        }

        var byKey = new Dictionary<string, BenchmarkResult>(StringComparer.Ordinal);
        HostInfo? host = null;
        foreach (var file in files)
        {
            using var document = JsonDocument.Parse(File.ReadAllText(file.FullName));
            var root = document.RootElement;
            string intrinsics = "";
            foreach (var benchmark in root.GetProperty(BenchmarksKey).EnumerateArray())
            {
                var result = ReadBenchmark(benchmark, file.LastWriteTimeUtc);
                intrinsics = Str(benchmark, "HardwareIntrinsics");
                if (result is not null)
                {
                    byKey[$"{result.Topology}|{result.Parameters}|{result.Contender}|{result.NativeAot}"] = result; // later files replace earlier ones
                }
            }

            if (root.TryGetProperty("HostEnvironmentInfo", out var info))
            {
                host = new HostInfo(
                    Str(info, "ProcessorName"),
                    Int(info, "PhysicalCoreCount"),
                    Int(info, "LogicalCoreCount"),
                    Str(info, "OsVersion"),
                    Str(info, "RuntimeVersion"),
                    Str(info, "Architecture"),
                    Str(info, "BenchmarkDotNetVersion"),
                    intrinsics);
            }
        }

        string? command = null, started = null;
        string runInfo = Path.Combine(artifacts, Program.RunInfoFile);
        if (File.Exists(runInfo))
        {
            using var document = JsonDocument.Parse(File.ReadAllText(runInfo));
            command = Str(document.RootElement, "Command");
            started = Str(document.RootElement, "StartedUtc");
        }

        var latency = new Dictionary<string, LatencyResult>(StringComparer.Ordinal);
        string latencyFolder = Path.Combine(artifacts, Infrastructure.LatencyLog.FolderName);
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

        return new Results { Benchmarks = [.. byKey.Values], Host = host, Command = command, StartedUtc = started, Latency = latency };
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
