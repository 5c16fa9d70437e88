using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using BenchmarkDotNet.Attributes;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>
/// Holds every topology's BenchmarkDotNet methods to <see cref="Catalog"/>. BenchmarkDotNet divides each invocation's time by
/// the method's OperationsPerInvoke while the run publishes the catalog's events, so a mismatch would report wrong per-event
/// times and fail nowhere; a catalog contender without a method would silently go unmeasured, and a method without a setup
/// would fail only when run. The program checks this before it runs or lists anything.
/// </summary>
public static class BenchmarkCheck
{
    /// <summary>Every disagreement, one line each; empty when the classes and the catalog agree.</summary>
    public static IReadOnlyList<string> Problems()
    {
        var problems = new List<string>();
        var classes = typeof(TopologyBenchmark).Assembly.GetTypes()
            .Where(t => t.IsSubclassOf(typeof(TopologyBenchmark)) && !t.IsAbstract)
            .ToDictionary(t => t.Name, StringComparer.Ordinal);
        foreach (string topology in Suite.Topologies)
        {
            if (!classes.TryGetValue(topology, out var type))
            {
                problems.Add($"{topology}: no benchmark class of that name derives from {nameof(TopologyBenchmark)}.");
                continue;
            }

            var methods = type.GetMethods()
                .Select(m => (m.Name, Benchmark: m.GetCustomAttribute<BenchmarkAttribute>()))
                .Where(m => m.Benchmark is not null)
                .ToDictionary(m => m.Name, m => m.Benchmark!, StringComparer.Ordinal);
            var setUp = type.GetMethods()
                .SelectMany(m => m.GetCustomAttributes<GlobalSetupAttribute>())
                .SelectMany(a => a.Targets)
                .ToHashSet(StringComparer.Ordinal);
            var entries = Catalog.For(topology).Where(e => !e.Experiment).ToList();
            foreach (var entry in entries)
            {
                if (!methods.TryGetValue(entry.Name, out var benchmark))
                {
                    problems.Add($"{topology}.{entry.Name}: in {nameof(Catalog)}, but {topology} has no [Benchmark] method of that name.");
                }
                else if (benchmark.OperationsPerInvoke != entry.Events)
                {
                    problems.Add($"{topology}.{entry.Name}: OperationsPerInvoke is {benchmark.OperationsPerInvoke}, but {nameof(Catalog)} runs {entry.Events} events per invocation ({nameof(Sizes)}.{nameof(Sizes.Of)}(\"{topology}\")).");
                }
            }

            foreach (var (name, benchmark) in methods)
            {
                if (!entries.Exists(e => e.Name == name))
                {
                    problems.Add($"{topology}.{name}: a [Benchmark] method with no entry in {nameof(Catalog)}.");
                }

                if (!setUp.Contains(name))
                {
                    // Without a [GlobalSetup] that targets it, the method invokes a contender nobody created.
                    problems.Add($"{topology}.{name}: no [GlobalSetup] targets it ({nameof(TopologyBenchmark)} sets each contender up by name).");
                }

                if (benchmark.Baseline != (name == ContenderName.Baseline))
                {
                    problems.Add($"{topology}.{name}: {(benchmark.Baseline ? "is" : "is not")} the baseline; {ContenderName.Baseline} is, and only it.");
                }
            }
        }

        return problems;
    }

    /// <summary>Writes every problem to standard error and returns false when there are any.</summary>
    public static bool Passes()
    {
        var problems = Problems();
        if (problems.Count == 0)
        {
            return true;
        }

        Console.Error.WriteLine($"The benchmark classes disagree with {nameof(Catalog)} (Topologies/): fix these before running anything.");
        foreach (string problem in problems)
        {
            Console.Error.WriteLine("  " + problem);
        }

        return false;
    }
}
