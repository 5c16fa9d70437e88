using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using NDisruptor.Benchmarks.Infrastructure;
using NDisruptor.Benchmarks.Topologies;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>
/// <c>compare</c> (<see cref="CompareOptions.Usage"/>): ratios that survive a host which moves its vCPUs between placements for
/// seconds at a time, and a JIT whose code depends on what ran before. Each contender of a topology runs in a process of its
/// own (<see cref="Worker"/>), started afresh for each topology and warmed until its JIT goes quiet, so no
/// contender's or topology's history shapes another's code; and started several times over (launches, one after another),
/// each launch recording its share of the rounds, since one process's code layout can hold a contender fast or slow for as
/// long as it lives. This process drives the rounds: it probes the placement
/// (<see cref="Placement"/>), then has each worker take one measurement, in a fresh random order, while the others sit blocked.
/// Each contender's ratio to NDisruptor is the median of its per-round ratios (both measured in the same round, so in the same
/// placement, most of the time), shown with its interquartile range, min–max, and per placement mode.
/// </summary>
public static class CompareCommand
{
    public static int Run(string[] args)
    {
        if (args is ["--help" or "-h"])
        {
            Console.WriteLine(CompareOptions.Usage);
            Console.WriteLine(MicroComparison.Usage);
            Console.WriteLine(BuildComparison.Usage);
            return 0;
        }

        if (args is ["micro", ..])
        {
            return MicroComparison.Run(args[1..]);
        }

        if (args is ["builds", ..])
        {
            return BuildComparison.Run(args[1..]);
        }

        var options = CompareOptions.Parse(args);
        string[] targets = options.Target.Equals("all", StringComparison.OrdinalIgnoreCase) ? Targets.All : [options.Target];
        bool aot = options.Aot != NativeAotWorker.Off;
        var chosen = targets.Select(t => Targets.Contenders(t, options.Contenders, strict: targets.Length == 1, aot)).ToList(); // a mistyped name fails before any run
        string? aotWorker = null, aotMissing = aot ? null : $"not run: --aot {NativeAotWorker.Off} (the default except for all at --scale 1); --aot {NativeAotWorker.Publish} runs it";
        if (aot)
        {
            try
            {
                aotWorker = NativeAotWorker.Resolve(options.Aot);
            }
            catch (InvalidOperationException exception)
            {
                // The rest of a long comparison does not depend on it: measure that, and say (and exit 1 at the end) that the
                // NativeAOT twins went unmeasured, and why.
                aotMissing = $"not measured: {exception.Message}";
                Log($"NativeAOT twins {aotMissing}");
                chosen = [.. chosen.Select(entries => entries.Where(e => ContenderName.JitContenderOf(e.Name) is null).ToList())];
            }
        }

        var text = new StringBuilder();
        text.AppendLine($"# Comparison mode: `{Command(args)}`");
        text.AppendLine();
        text.AppendLine($"Started {DateTime.UtcNow:yyyy-MM-dd HH:mm} UTC, {Environment.ProcessorCount} logical cores, .NET {Environment.Version}, DisruptorNet {(Suite.HasDisruptorNet ? "built in" : "not built in (set " + Suite.DisruptorNetFeedVariable + ")")}.");
        AppendMachine(text);

        text.AppendLine($"Each contender runs in a process of its own, started afresh for each topology and warmed until its JIT went quiet (calls counted towards promotion {(WorkerProcess.CallCountingDelaySetByCaller is { } delay ? $"as the caller set: {delay}" : "from the first, " + WorkerProcess.CallCountingDelayVariable + "=0")}){(options.Launches > 1 ? $"; {options.Launches} launches of these processes, one after another, each recording a share of the rounds" : "")}. Each round probes the placement, then measures every contender once, in a fresh random order (`--seed {options.Seed}` repeats the orders).");
        text.AppendLine($"Events per run: the BenchmarkDotNet invocation's{(options.Scale > 1 ? $" divided by {options.Scale}" : "")}, doubled until a run lasts at least {RunLength.MinRunTime.TotalMilliseconds / options.Scale:0.##} ms and laps its ring at least {(double)RunLength.MinLaps / options.Scale:0.##} times.");
        if (aotWorker is not null)
        {
            var twins = chosen.SelectMany(entries => entries).Select(e => e.Name).Where(n => ContenderName.JitContenderOf(n) is not null).Distinct();
            text.AppendLine($"NativeAOT twins ({string.Join(", ", twins)}): NDisruptor's rings compiled ahead of time, each in worker processes of this program published with NativeAOT ({(options.Aot == NativeAotWorker.Publish ? "from this source tree, right before the rounds" : "an executable given with --aot")}), measured in the same rounds as their JIT contenders; their JIT warm-up is a warm-up only, as they compile nothing.");
        }

        text.AppendLine($"Advantage = contender's time per event / NDisruptor's, in the same round (above 1: NDisruptor is faster); median of {options.Rounds} rounds, after {options.Warmup} warm-up {(options.Warmup == 1 ? "round" : "rounds")}{(options.Launches > 1 ? " at each launch" : "")}. Average batch = events / batches the final consumer saw end (endOfBatch).");
        text.AppendLine();
        Console.Write(text);
        var comparisons = new List<Comparison>();
        var failed = new List<string>();
        for (int t = 0; t < targets.Length; t++)
        {
            string section;
            try
            {
                var comparison = CompareTopology(targets[t], chosen[t], options, aotWorker);
                comparisons.Add(comparison);
                section = comparison.Markdown();
            }
            catch (Exception exception) when (targets.Length > 1)
            {
                // One contender that fails or times out (a run's 60 s bound) must not throw away the other
                // topologies' rounds: say so in the report, go on, and fail the command at the end.
                failed.Add(targets[t]);
                Log($"{targets[t]}: not measured: {exception.Message}");
                section = $"## {targets[t]}\n\n**Not measured**: {exception.Message}\n\n";
            }

            Console.Write(section);
            text.Append(section);
        }

        string summary = Summary.Markdown(comparisons, aotMissing);
        Console.Write(summary);
        text.Append(summary);
        if (aotMissing is not null && aot)
        {
            failed.Add("the NativeAOT twins");
        }

        return WriteReport(options.Out, targets.Length == 1 ? targets[0] : "all", text, failed);
    }

    /// <summary>
    /// The machine line (which the report keys a comparison's output by, see <see cref="MachineLinePrefix"/>), and the warning
    /// that the figures are an emulator's where they are.
    /// </summary>
    internal static void AppendMachine(StringBuilder text)
    {
        string emulated = MachineFacts.Emulation is { } emulation ? $"{EmulatedMark}{emulation})" : "";
        text.AppendLine($"{MachineLinePrefix}{MachineFacts.Architecture} · {Processor()}{emulated}; spin hint {MachineFacts.DescribeSpinHint(MachineFacts.SpinHintNanoseconds)}.");
        if (MachineFacts.Emulation is not null)
        {
            text.AppendLine($"**{EmulatedWarning}**");
        }
    }

    /// <summary>Writes compare-<paramref name="name"/>-<c>time</c>.md into <paramref name="folder"/>; the exit code: 1 if anything went unmeasured.</summary>
    internal static int WriteReport(string folder, string name, StringBuilder text, List<string> failed)
    {
        Directory.CreateDirectory(folder);
        string path = Path.Combine(folder, $"compare-{name}-{DateTime.UtcNow:yyyyMMdd-HHmmss}.md");
        File.WriteAllText(path, text.ToString());
        Console.WriteLine($"Wrote {Path.GetFullPath(path)}");
        if (failed.Count > 0)
        {
            Console.Error.WriteLine($"Not measured (see the report): {string.Join(", ", failed)}");
            return 1;
        }

        return 0;
    }

    private static Comparison CompareTopology(string target, List<ContenderEntry> entries, CompareOptions options, string? aotWorker)
    {
        var restarts = new List<string>();
        var comparison = new Comparison(target, entries, options.Rounds) { Restarts = restarts };
        var order = new Random(options.Seed); // one sequence per topology: a single topology's run repeats its part of `all`
        int[] sequence = [.. Enumerable.Range(0, entries.Count)];
        for (int launch = 0; launch < options.Launches; launch++)
        {
            // Launch after launch, never side by side: only the measured contender's threads may run while it is timed. Each
            // launch records an equal share of the rounds (some later ones take one more where they do not divide evenly).
            int first = CompareOptions.FirstRoundOf(launch, options.Launches, options.Rounds), end = CompareOptions.FirstRoundOf(launch + 1, options.Launches, options.Rounds);
            string launchText = options.Launches > 1 ? $" (launch {launch + 1} of {options.Launches})" : "";
            var workers = new List<WorkerProcess>();
            try
            {
                foreach (var entry in entries)
                {
                    Log($"{target}/{entry.Name}: starting its worker{launchText} (JIT warm-up, run length)");
                    var worker = StartWorker(target, entry.Name, options.Scale, restarts, launchText, aotWorker);
                    workers.Add(worker);
                    Log($"{target}/{entry.Name}: ready{launchText}, {worker.Ready.Events} events per run ({worker.Ready.RunTime.TotalMilliseconds:0.#} ms), JIT warm after {worker.Ready.DescribeWarmup()}");
                }

                comparison.BeginLaunch([.. workers.Select(w => w.Ready)]);
                for (int round = first - options.Warmup; round < end; round++)
                {
                    double probe = Placement.Probe();
                    order.Shuffle(sequence); // no contender always follows the probe, or always follows the same other contender
                    foreach (int c in sequence)
                    {
                        var measurement = workers[c].Measure();
                        if (round >= first)
                        {
                            comparison.Record(round, c, measurement);
                        }
                    }

                    if (round >= first)
                    {
                        comparison.Probes[round] = probe;
                    }

                    Log($"{target}: {(round < first ? "warm-up" : "round")} {(round < first ? round - first + options.Warmup + 1 : round + 1)}{launchText}, probe {probe:0} ns, order {string.Join(", ", sequence.Select(c => entries[c].Name))}");
                }

                foreach (var worker in workers)
                {
                    worker.Finish();
                }
            }
            finally
            {
                foreach (var worker in workers)
                {
                    worker.Dispose();
                }
            }
        }

        return comparison;
    }

    /// <summary>
    /// Starts a contender's worker, and once more if the first one failed before it was ready: one rare failure of a rival
    /// contender's own code while warming up (BlockingCollection's Take once threw that its queue "was modified from
    /// outside" in the Sequencer's warm-up, and never again in four more runs) must not leave a topology of a long `all` run
    /// unmeasured. The report names the contender (and the launch) and standard error keeps the failure, so a restart is
    /// never silent; a second failure in the same launch ends the topology. NDisruptor's own contenders are never restarted:
    /// any failure of theirs (a lost event, a wrong sum, a run past its time bound) is a finding. Nor is a worker that could
    /// not be started at all (the exception wraps the operating system's), which would fail the same way again.
    /// </summary>
    /// <remarks>A NativeAOT twin's worker is <paramref name="aotWorker"/>, set up as the twin's JIT contender.</remarks>
    private static WorkerProcess StartWorker(string target, string contender, int scale, List<string> restarts, string launchText, string? aotWorker)
    {
        if (ContenderName.JitContenderOf(contender) is { } jit)
        {
            return WorkerProcess.Start(target, jit, scale, $"{target}/{contender}", aotWorker ?? throw new InvalidOperationException($"{contender} needs the NativeAOT worker."));
        }

        try
        {
            return WorkerProcess.Start(target, contender, scale);
        }
        catch (InvalidOperationException first) when (!contender.StartsWith(ContenderName.NDisruptor, StringComparison.Ordinal) && first.InnerException is null)
        {
            Log($"{first.Message} Starting it once more.");
            restarts.Add(contender + launchText);
            return WorkerProcess.Start(target, contender, scale);
        }
    }

    /// <summary>Starts the line that names the machine; the report reads a folder's machine from it when BenchmarkDotNet left none.</summary>
    public const string MachineLinePrefix = "Machine: ";

    /// <summary>Follows the CPU on the machine line when the code ran emulated, before what emulated it.</summary>
    public const string EmulatedMark = " (emulated: ";

    /// <summary>What a comparison run under emulation says first: its figures are the emulator's.</summary>
    public const string EmulatedWarning = "Emulated: these timings are the emulator's, not this architecture's performance; they only show that every contender runs and checks its sums.";

    /// <summary>The CPU as BenchmarkDotNet's results name it (prettified: no trademark marks), so that the report keys every mode's results alike.</summary>
    internal static string Processor()
    {
        try
        {
            var cpu = BenchmarkDotNet.Environments.HostEnvironmentInfo.GetCurrent().Cpu.Value;
            return cpu.ProcessorName is null ? "unknown CPU" : Perfolizer.Helpers.CpuBrandHelper.ToShortBrandName(cpu);
        }
#pragma warning disable CA1031 // the CPU's name only labels the output; a probe that fails must not stop the comparison
        catch (Exception)
#pragma warning restore CA1031
        {
            return "unknown CPU";
        }
    }

    internal static void Log(string message) => Console.Error.WriteLine($"[{DateTime.UtcNow:HH:mm:ss}] {message}");

    private static string Command(string[] args) =>
        "dotnet run -c Release --project benchmarks/NDisruptor.Benchmarks -- compare " + string.Join(' ', args);
}
