using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using NDisruptor.Benchmarks.Infrastructure;
using NDisruptor.Benchmarks.Topologies;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>What <c>compare</c> can run: a topology, UnicastBatch with its batch size, or all of them; and which contenders each runs.</summary>
public static class Targets
{
    /// <summary>What <c>compare all</c> runs, in report order.</summary>
    public static readonly string[] All = ["Unicast", "UnicastBatch-10", "UnicastBatch-100", "Pipeline", "Sequencer", "Multicast", "Diamond", "PingPong"];

    /// <summary>
    /// The contenders a target runs: NDisruptor always, then the named ones, or every contender but the experiments. Under
    /// <c>all</c> (<paramref name="strict"/> false) a name that a topology lacks is skipped there, since others have it. With
    /// <paramref name="aot"/>, NDisruptor's rings also run compiled ahead of time (<see cref="ContenderName.AotTwins"/>): the twins
    /// named, or every twin when none is, each with the JIT contender it is judged against.
    /// </summary>
    public static List<ContenderEntry> Contenders(string target, IReadOnlySet<string>? named, bool strict, bool aot)
    {
        // A twin is its JIT contender's entry under the twin's name: the parent only names and counts it, and its worker, a
        // process of the NativeAOT build, sets up the JIT contender's own entry.
        var jit = Entries(target);
        var twins = aot ? ContenderName.AotTwins.Select(t => jit.FirstOrDefault(e => e.Name == t.Jit) is { } e ? e with { Name = t.Twin } : null).OfType<ContenderEntry>() : [];
        List<ContenderEntry> all = [.. jit, .. twins];
        var unknown = named?.Where(n => !all.Any(e => e.Name == n)).ToList() ?? [];
        if (unknown.Count > 0 && strict)
        {
            throw new ArgumentException($"{target} has no contender named {string.Join(", ", unknown)}; it has {string.Join(", ", all.Select(e => e.Name))}.", nameof(named));
        }

        bool twinNamed = ContenderName.NamesTwin(named);
        var chosen = all.Where(e => e.Name == ContenderName.Baseline
            || (ContenderName.JitContenderOf(e.Name) is not null ? !twinNamed || named!.Contains(e.Name)
                : named is null ? !e.Experiment : named.Contains(e.Name))).ToList();

        // A twin's target row compares it with its JIT contender, so that one runs too.
        chosen.AddRange(all.Where(e => !chosen.Contains(e) && chosen.Exists(c => ContenderName.JitContenderOf(c.Name) == e.Name)));
        return [.. chosen.OrderBy(e => ContenderName.OrderOf(e.Name))];
    }

    /// <summary>One contender of a target, as a worker process sets it up.</summary>
    public static ContenderEntry Contender(string target, string name) =>
        Entries(target).FirstOrDefault(e => e.Name == name)
        ?? throw new ArgumentException($"{target} has no contender named {name}.", nameof(name));

    private static IReadOnlyList<ContenderEntry> Entries(string target)
    {
        (string topology, int batchSize) = Parse(target);
        return Catalog.For(topology, batchSize);
    }

    private static (string Topology, int BatchSize) Parse(string target)
    {
        int dash = target.IndexOf('-', StringComparison.Ordinal);
        if (dash < 0)
        {
            return target switch
            {
                "UnicastBatch" => throw new ArgumentException("UnicastBatch needs its batch size: UnicastBatch-10 or UnicastBatch-100.", nameof(target)),
                _ when Suite.Topologies.Contains(target) => (target, 1),
                _ => throw new ArgumentException($"'{target}' is not a topology; use one of {string.Join(", ", All)} or all.", nameof(target)),
            };
        }

        return int.TryParse(target[(dash + 1)..], NumberStyles.None, CultureInfo.InvariantCulture, out int batch) && batch > 0 && target[..dash] == "UnicastBatch"
            ? ("UnicastBatch", batch)
            : throw new ArgumentException($"'{target}' is not a topology; use one of {string.Join(", ", All)} or all.", nameof(target));
    }
}
