using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>The closing sections of a comparison: every topology's advantages and average batches, and the targets judged on them.</summary>
public static class Summary
{
    /// <summary>
    /// Bytes per event from which a contender counts as allocating. The count is the worker's process-wide one
    /// (GC.GetTotalAllocatedBytes), so a run's few bytes of harness and runtime background work show as ~0.001 B/event; any
    /// per-event or per-batch allocation is far above this.
    /// </summary>
    private const double AllocationThreshold = 0.01;

    /// <summary>The most NativeAOT may add to a ring's time per event: 10 %.</summary>
    private const double AotLimit = 1.10;

    /// <summary>The summary tables of a comparison, then its targets.</summary>
    /// <param name="comparisons">Every topology measured.</param>
    /// <param name="aotMissing">Why the NativeAOT twins did not run (then no comparison has them), or null if they did.</param>
    public static string Markdown(List<Comparison> comparisons, string? aotMissing = null)
    {
        var md = new StringBuilder();
        var names = Ordered(comparisons, (c, n) => c.Has(n));
        md.AppendLine("## Summary: NDisruptor's advantage (median of per-round ratios [interquartile range])");
        md.AppendLine();
        md.AppendLine($"| Topology | placement modes (probe) | NDisruptor ns/event [IQR] | {string.Join(" | ", names)} |");
        md.AppendLine($"|---|---|---:|{string.Concat(names.Select(_ => "---:|"))}");
        foreach (var c in comparisons)
        {
            md.AppendLine($"| {c.Target} | {c.Modes} | {c.NsText(ContenderName.Baseline)} | {string.Join(" | ", names.Select(n => c.Has(n) ? c.AdvantageText(n) : "–"))} |");
        }

        md.AppendLine();

        // Events per batch at each Disruptor contender's final consumer: how far consumers lag and catch up in whole
        // batches, which moves time per event as much as the code does.
        AppendPerContender(
            md,
            comparisons,
            "## Summary: average batch at the final consumer (events / batches it saw end, median of rounds)",
            (c, n) => c.HasBatches(n),
            (c, n) => c.BatchText(n));

        // CPU time per event against wall time per event: whether threads worked, waited, or fought over lines.
        AppendPerContender(
            md,
            comparisons,
            "## Summary: CPU time per event, all the worker's threads (ns, median of rounds)",
            (c, n) => c.HasCpu(n),
            (c, n) => c.CpuText(n));
        AppendTargets(md, comparisons, aotMissing);
        return md.ToString();
    }

    /// <summary>A table of one figure per topology and contender, for the contenders some topology has it for.</summary>
    private static void AppendPerContender(StringBuilder md, List<Comparison> comparisons, string heading, Func<Comparison, string, bool> has, Func<Comparison, string, string> text)
    {
        var names = Ordered(comparisons, has, includeBaseline: true);
        if (names.Count == 0)
        {
            return;
        }

        md.AppendLine(heading);
        md.AppendLine();
        md.AppendLine($"| Topology | {string.Join(" | ", names)} |");
        md.AppendLine($"|---|{string.Concat(names.Select(_ => "---:|"))}");
        foreach (var c in comparisons)
        {
            md.AppendLine($"| {c.Target} | {string.Join(" | ", names.Select(n => c.Has(n) ? text(c, n) : "–"))} |");
        }

        md.AppendLine();
    }

    private static void AppendPingPongFloor(StringBuilder md, Comparison ping, string raw, double limit)
    {
        if (!ping.Has(raw))
        {
            return;
        }

        var (met, text) = Judge(
            ping,
            rounds => 1 / ping.Advantage(raw, rounds),
            factor => factor <= limit,
            (rounds, factor) => $"{factor:0.00}× its round trip (advantage {ping.AdvantageText(raw, rounds)})");
        md.AppendLine($"| PingPong ≤ {limit:0.00}× {raw} | {text} | {(met ? "yes" : "**no**")} |");
    }

    /// <summary>
    /// One ratio target on one comparison, judged in each of its <see cref="Comparison.TargetModes"/> and met only if met in
    /// all: <paramref name="value"/> of a set of rounds (null: all rounds), whether it <paramref name="meets"/> the target, and
    /// its <paramref name="text"/>, bold where a judged mode misses. The modes with too few rounds to judge follow in
    /// parentheses with the figure over all rounds, so that a placement the judgement leaves out still shows.
    /// </summary>
    private static (bool Met, string Text) Judge(Comparison comparison, Func<int[]?, double> value, Func<double, bool> meets, Func<int[]?, double, string> text)
    {
        bool met = true;
        var judged = new List<string>();
        var skipped = new List<string>();
        foreach (var mode in comparison.TargetModes())
        {
            double v = value(mode.Rounds);
            if (!mode.Judged)
            {
                skipped.Add($"{text(mode.Rounds, v)}{mode.Label}");
                continue;
            }

            bool ok = meets(v);
            met &= ok;
            judged.Add($"{(ok ? text(mode.Rounds, v) : $"**{text(mode.Rounds, v)}**")}{mode.Label}");
        }

        string notJudged = skipped.Count == 0 ? "" : $" (not judged: {string.Join(" / ", skipped)}; all {comparison.Probes.Length} rounds {text(null, value(null))})";
        return (met, string.Join(" / ", judged) + notJudged);
    }

    private static void AppendTargets(StringBuilder md, List<Comparison> comparisons, string? aotMissing)
    {
        md.AppendLine("## Targets");
        md.AppendLine();
        md.AppendLine($"Each ratio target is judged in every placement mode with at least {Placement.RoundsToJudge} rounds (the median of that mode's per-round ratios) and is met only if met in each. A topology whose rounds fall in one mode is judged on all of them, and so is one where no mode has {Placement.RoundsToJudge} rounds. Modes with fewer rounds are shown in parentheses with the figure over all rounds, not judged. Modes are separated by \" / \", topologies by \"; \".");
        md.AppendLine();
        md.AppendLine("| Target | Measured (median [IQR]) | Met? |");
        md.AppendLine("|---|---|---|");
        Target(md, comparisons, ContenderName.DisruptorNet, 1.2, "NDisruptor ≥ 1.2× Disruptor-net");
        foreach (string queue in new[] { ContenderName.ConcurrentQueue, ContenderName.Channel, ContenderName.BlockingCollection })
        {
            Target(md, comparisons, queue, 1.0, $"NDisruptor ≥ 1.0× {queue}");
        }

        Target(md, comparisons, ContenderName.NDisruptorClass, 1.0, "value ring ≥ class ring");
        var ping = comparisons.Find(c => c.Target == "PingPong");
        if (ping is not null)
        {
            // A ring's round trip against the raw one that also keeps each value on a line apart from its counter: two
            // dependent misses per hop, as for any ring.
            AppendPingPongFloor(md, ping, ContenderName.RawTwoLines, 1.10);
            Target(md, [ping], ContenderName.DisruptorNet, 2.0, "PingPong ≥ 2× Disruptor-net");
        }

        if (comparisons.Find(c => c.Target == "UnicastBatch-100" && c.Has(ContenderName.RawLimit)) is { } batch)
        {
            var (met, text) = Judge(
                batch,
                rounds => batch.Advantage(ContenderName.RawLimit, rounds),
                share => share >= 0.5,
                (rounds, share) => $"{share * 100:0} % (RawLimit {batch.MedianNs(ContenderName.RawLimit, rounds):0.00} ns/value, NDisruptor {batch.MedianNs(ContenderName.Baseline, rounds):0.00})");
            md.AppendLine($"| UnicastBatch-100 ≥ 50 % of a C-like SPSC ring in batches of 100 | {text} | {(met ? "yes" : "**no**")} |");
        }

        AppendNativeAot(md, comparisons, aotMissing);
        string[] rings = [ContenderName.Baseline, ContenderName.NDisruptorClass, .. ContenderName.AotTwins.Select(t => t.Twin)];
        var allocating = comparisons.SelectMany(c => rings.Where(c.Has).Select(n => (c.Target, n, Bytes: c.MedianBytes(n))))
            .Where(x => x.Bytes >= AllocationThreshold).Select(x => $"{x.Target}/{x.n} {x.Bytes:0.###} B").ToList();
        md.AppendLine($"| 0 B allocated per event (both NDisruptor rings, under the JIT and NativeAOT) | {(allocating.Count == 0 ? "0 B/event everywhere measured" : string.Join(", ", allocating))} | {(allocating.Count == 0 ? "yes" : "**no**")} |");
        md.AppendLine();
        if (ping is not null)
        {
            AppendPingPongReference(md, ping);
        }
    }

    /// <summary>
    /// PingPong against the two-counter round trip (one miss per hop, where a ring's value lives on a line apart from its
    /// sequence): the floor the RawTwoLines target sits above, so a reference rather than a target. It also shows what
    /// the "2× Disruptor-net" target asks: a ring as fast as that floor would be Disruptor-net's time over RawLimit's. And
    /// PingPong against RawRing, the raw loop whose values move through a ring's slots as any ring's events do.
    /// </summary>
    private static void AppendPingPongReference(StringBuilder md, Comparison ping)
    {
        if (ping.Has(ContenderName.RawLimit))
        {
            md.Append($"Reference, not a target: PingPong's round trip is {1 / ping.Advantage(ContenderName.RawLimit):0.00}× the raw two-counter trip's (RawLimit, one miss per hop)");
            if (ping.Has(ContenderName.DisruptorNet))
            {
                double floorAdvantage = ping.MedianNs(ContenderName.DisruptorNet) / ping.MedianNs(ContenderName.RawLimit);
                md.Append($"; a ring as fast as that trip would be {floorAdvantage:0.00}× Disruptor-net's (medians)");
            }

            md.AppendLine(".");
            md.AppendLine();
        }

        if (ping.Has(ContenderName.RawRing))
        {
            // What a ring's slots cost apart from any library code: RawTwoLines reuses one line for its value, while a ring
            // moves to the next slot every trip.
            md.Append($"Reference, not a target: PingPong's round trip is {ping.TimeRatio(ContenderName.Baseline, ContenderName.RawRing):0.00}× RawRing's (the raw loop with each value in the next slot of a ring-sized array; medians of per-round ratios)");
            if (ping.Has(ContenderName.RawTwoLines))
            {
                md.Append($", whose own round trip is {ping.TimeRatio(ContenderName.RawRing, ContenderName.RawTwoLines):0.00}× RawTwoLines'");
            }

            md.AppendLine(".");
            md.AppendLine();
        }
    }

    /// <summary>
    /// Each ring's time per event compiled ahead of time against its time under the JIT, both measured in the same rounds: the
    /// median of the per-round ratios. Faster under NativeAOT passes; slower passes by up to <see cref="AotLimit"/>.
    /// </summary>
    private static void AppendNativeAot(StringBuilder md, List<Comparison> comparisons, string? aotMissing)
    {
        string title = $"NativeAOT ≤ {AotLimit:0.00}× the JIT's time per event (both NDisruptor rings; NativeAOT time / JIT time)";
        var measured = comparisons.SelectMany(c => ContenderName.AotTwins.Where(t => c.Has(t.Twin) && c.Has(t.Jit)).Select(t => (c.Target, t.Jit, Verdict: Judge(
            c,
            rounds => c.TimeRatio(t.Twin, t.Jit, rounds),
            ratio => ratio <= AotLimit,
            (_, ratio) => $"{ratio:0.00}×")))).ToList();
        if (measured.Count == 0)
        {
            md.AppendLine($"| {title} | {aotMissing ?? "not measured"} | – |");
            return;
        }

        int missed = measured.Count(m => !m.Verdict.Met);
        string detail = string.Join("; ", measured.Select(m => $"{m.Target}/{m.Jit} {m.Verdict.Text}"));
        md.AppendLine($"| {title} | {detail} | {(missed == 0 ? "yes" : $"**no** ({missed} of {measured.Count})")} |");
    }

    private static void Target(StringBuilder md, List<Comparison> comparisons, string contender, double target, string title)
    {
        var measured = comparisons.Where(c => c.Has(contender)).ToList();
        if (measured.Count == 0)
        {
            md.AppendLine($"| {title} | not measured{(contender == ContenderName.DisruptorNet && !Suite.HasDisruptorNet ? " (built without " + Suite.DisruptorNetFeedVariable + ")" : "")} | – |");
            return;
        }

        var verdicts = measured.Select(c => (c.Target, Verdict: Judge(c, rounds => c.Advantage(contender, rounds), a => a >= target, (rounds, _) => c.AdvantageText(contender, rounds)))).ToList();
        int missed = verdicts.Count(v => !v.Verdict.Met);
        string detail = string.Join("; ", verdicts.Select(v => $"{v.Target} {v.Verdict.Text}"));
        md.AppendLine($"| {title} | {detail} | {(missed == 0 ? "yes" : $"**no** ({missed} of {measured.Count})")} |");
    }

    /// <summary>The contenders some comparison has (as <paramref name="has"/> says), in report order, experiments last.</summary>
    private static List<string> Ordered(List<Comparison> comparisons, Func<Comparison, string, bool> has, bool includeBaseline = false) =>
        [.. ContenderName.ReportOrder.Concat(comparisons.SelectMany(c => c.Contenders)).Distinct(StringComparer.Ordinal)
            .Where(n => (includeBaseline || n != ContenderName.Baseline) && comparisons.Exists(c => has(c, n)))];
}
