using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Globalization;
using System.Linq;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.ConsoleArguments;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Exporters.Json;
using BenchmarkDotNet.Environments;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Order;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Toolchains.NativeAot;
using NDisruptor.Benchmarks.Infrastructure;
using NDisruptor.Benchmarks.Topologies;

namespace NDisruptor.Benchmarks;

/// <summary>The suite's BenchmarkDotNet configuration; the command line (--job, --filter, --exporters, --artifacts) adds to it.</summary>
public static class BenchConfig
{
    public static IConfig Create() =>
        ManualConfig.Create(DefaultConfig.Instance)
            // One invocation publishes 2^13..2^22 events and lasts >= ~10 ms: unrolling 16 of them would only make iterations long.
            .AddJob(Job.Default.WithUnrollFactor(1).AsMutator())
            .AddExporter(JsonExporter.Full)
            .AddDiagnoser(MemoryDiagnoser.Default)
            .AddColumn(StatisticColumn.Median, StatisticColumn.Min, StatisticColumn.Max)
            .AddColumn(new EventsPerSecondColumn(), new WaitStrategyColumn())
            .WithOrderer(new ContenderOrderer())
            .WithSummaryStyle(SummaryStyle.Default.WithTimeUnit(Perfolizer.Horology.TimeUnit.Nanosecond))
            // A NativeAOT build of the suite (ILCompiler over BenchmarkDotNet and its dependencies) took over 5 minutes,
            // BenchmarkDotNet's default limit, on this 2-vCPU machine while other builds ran.
            .WithBuildTimeout(TimeSpan.FromMinutes(30));

    /// <summary>The switch that runs every benchmark twice: JIT, and compiled ahead of time with NativeAOT.</summary>
    public const string AotSwitch = "--aot";

    /// <summary>The job id suffix of the NativeAOT runs; the report pairs each with its JIT run.</summary>
    public const string NativeAotJobSuffix = "NativeAOT";

    /// <summary>
    /// NativeAOT with the SDK's own ILCompiler (10.0.0, which restores from the registry here). BenchmarkDotNet's
    /// <c>--runtimes nativeaot10.0</c> would add a feed this machine cannot reach (pkgs.dev.azure.com): no feed, no
    /// explicit ILCompiler version, so the SDK's known pack is used.
    /// </summary>
    public static readonly BenchmarkDotNet.Toolchains.IToolchain NativeAotToolchain =
        BenchmarkDotNet.Toolchains.NativeAot.NativeAotToolchain.CreateBuilder()
            .UseNuGet(microsoftDotNetILCompilerVersion: "", nuGetFeedUrl: "")
            .TargetFrameworkMoniker("net10.0")
            .DisplayName("NativeAOT (SDK ILCompiler)")
            .ToToolchain();

    /// <summary>
    /// The command line's configuration (filters, job, exporters, artifacts) with every job doubled: as given (JIT), and the
    /// same job under NativeAOT. Null when the command line does not parse (the parser has printed why).
    /// </summary>
    public static IConfig? WithNativeAot(string[] args)
    {
        var (ok, parsed, _) = ConfigParser.Parse(args, ConsoleLogger.Default, Create());
        if (!ok)
        {
            return null;
        }

        // Without --runtimes, BenchmarkDotNet's parser turns the command line's job (--job short --iterationCount 9) into a
        // mutator meant for jobs declared elsewhere. This suite declares none, so the mutators (with Create's unroll factor)
        // are folded into one real job; dropping them ran BenchmarkDotNet's default job, up to 100 iterations each.
        var jobs = parsed.GetJobs().Where(j => !j.Meta.IsMutator).ToList();
        if (jobs.Count == 0)
        {
            var job = Job.Default.UnfreezeCopy();
            foreach (var mutator in parsed.GetJobs().Where(j => j.Meta.IsMutator))
            {
                job.Apply(mutator);
            }

            job.Meta.IsMutator = false;
            jobs.Add(job.WithId("Run"));
        }

        var config = ManualConfig.Create(Create())
            .AddFilter([.. parsed.GetFilters()])
            .AddExporter([.. parsed.GetExporters()])
            .AddLogicalGroupRules([.. parsed.GetLogicalGroupRules()])
            .WithOptions(parsed.Options);
        if (parsed.ArtifactsPath is { } artifacts)
        {
            config = config.WithArtifactsPath(artifacts);
        }

        foreach (var job in jobs)
        {
            string id = job.Id;
            config.AddJob(job.WithRuntime(CoreRuntime.Core10_0).WithId(id));
            config.AddJob(job.WithRuntime(NativeAotRuntime.Net10_0).WithToolchain(NativeAotToolchain).WithId($"{id}-{NativeAotJobSuffix}"));
        }

        return config;
    }
}

/// <summary>Events per second: operations (events or round trips) per invocation divided by the mean invocation time.</summary>
public sealed class EventsPerSecondColumn : IColumn
{
    public string Id => nameof(EventsPerSecondColumn);

    public string ColumnName => "Events/s";

    public bool AlwaysShow => true;

    public ColumnCategory Category => ColumnCategory.Custom;

    public int PriorityInCategory => 0;

    public bool IsNumeric => true;

    public UnitType UnitType => UnitType.Dimensionless;

    public string Legend => "Events (or round trips) per second: 1 / mean time per event";

    public string GetValue(Summary summary, BenchmarkCase benchmarkCase) => GetValue(summary, benchmarkCase, SummaryStyle.Default);

    public string GetValue(Summary summary, BenchmarkCase benchmarkCase, SummaryStyle style)
    {
        var statistics = summary[benchmarkCase]?.ResultStatistics;
        return statistics is null || statistics.Mean <= 0 ? "NA" : FormatRate(1e9 / statistics.Mean);
    }

    public bool IsAvailable(Summary summary) => true;

    public bool IsDefault(Summary summary, BenchmarkCase benchmarkCase) => false;

    public static string FormatRate(double perSecond) => perSecond switch
    {
        >= 1e9 => (perSecond / 1e9).ToString("F2", CultureInfo.InvariantCulture) + " G",
        >= 1e6 => (perSecond / 1e6).ToString("F2", CultureInfo.InvariantCulture) + " M",
        >= 1e3 => (perSecond / 1e3).ToString("F2", CultureInfo.InvariantCulture) + " K",
        _ => perSecond.ToString("F0", CultureInfo.InvariantCulture),
    };
}

/// <summary>How each contender waits in this topology on this machine (busy-spin where threads fit the cores, else yielding).</summary>
public sealed class WaitStrategyColumn : IColumn
{
    public string Id => nameof(WaitStrategyColumn);

    public string ColumnName => "Wait";

    public bool AlwaysShow => true;

    public ColumnCategory Category => ColumnCategory.Custom;

    public int PriorityInCategory => 1;

    public bool IsNumeric => false;

    public UnitType UnitType => UnitType.Dimensionless;

    public string Legend => "How the contender's threads wait for each other";

    public string GetValue(Summary summary, BenchmarkCase benchmarkCase) => GetValue(summary, benchmarkCase, SummaryStyle.Default);

    public string GetValue(Summary summary, BenchmarkCase benchmarkCase, SummaryStyle style) =>
        Array.IndexOf(Suite.Topologies, benchmarkCase.Descriptor.Type.Name) < 0
            ? "-" // a single-threaded micro-benchmark: nobody waits
            : Suite.DescribeWait(benchmarkCase.Descriptor.Type.Name, benchmarkCase.Descriptor.WorkloadMethod.Name, Environment.ProcessorCount);

    public bool IsAvailable(Summary summary) => true;

    public bool IsDefault(Summary summary, BenchmarkCase benchmarkCase) => false;
}

/// <summary>
/// BenchmarkDotNet's order, with each topology's contenders in <see cref="ContenderName.ReportOrder"/> (the baseline first)
/// wherever its class hierarchy declares them: BenchmarkDotNet runs and lists a base class's methods before a derived
/// class's, which would put Unicast's own RawLimit behind the queues it inherits.
/// </summary>
public sealed class ContenderOrderer : DefaultOrderer
{
    public override IEnumerable<BenchmarkCase> GetExecutionOrder(ImmutableArray<BenchmarkCase> benchmarkCases, IEnumerable<BenchmarkLogicalGroupRule>? order = null)
    {
        // The cases of one class, parameter set and job keep their place among the others; only their methods are reordered.
        var firstOfRun = new Dictionary<(Type, string, string), int>();
        return base.GetExecutionOrder(benchmarkCases, order)
            .Select((c, index) => (Case: c, Index: index, Run: firstOfRun.TryAdd(Run(c), index) ? index : firstOfRun[Run(c)]))
            .OrderBy(x => x.Run)
            .ThenBy(x => Rank(x.Case.Descriptor))
            .ThenBy(x => x.Index)
            .Select(x => x.Case)
            .ToList();
    }

    private static (Type, string, string) Run(BenchmarkCase c) => (c.Descriptor.Type, c.Parameters.ValueInfo, c.Job.Id);

    /// <summary>Where a method goes among its class's; everything but the topologies keeps BenchmarkDotNet's order.</summary>
    private static int Rank(Descriptor method) =>
        !method.Type.IsSubclassOf(typeof(TopologyBenchmark)) ? 0
        : method.Baseline ? -1
        : Array.IndexOf(ContenderName.ReportOrder, method.WorkloadMethod.Name) is var i and >= 0 ? i
        : ContenderName.ReportOrder.Length;
}
