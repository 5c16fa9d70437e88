using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>
/// <c>compare micro</c> (<see cref="Usage"/>): each single-threaded operation of NDisruptor against Disruptor-net's same operation
/// (<see cref="MicroPair"/>), timed in alternating blocks within one process (<see cref="MicroWorker"/>), so that the ratio holds
/// while the host's speed moves. Each pair runs in processes of its own, launched one after another, each recording its share of
/// the rounds: one process's code layout must not decide a row either.
/// </summary>
public static class MicroComparison
{
    public const string Usage =
        "compare micro [Pair,Pair|all] [--rounds N] [--launches N] [--seed N] [--out DIR]\n" +
        "  Pair             a micro-benchmark with a Disruptor-net twin, e.g. PublishPath.NextPublish or NextPublish (default: all)\n" +
        "  --rounds N       rounds recorded per pair (default 40); each times both operations once, in a random order\n" +
        "  --launches N     worker processes per pair, one after another, sharing the rounds (default 4, at most one per round)\n" +
        "  --seed N         the random order's starting value (default: a fresh one, printed)\n" +
        "  --out DIR        where the Markdown goes (default ./BenchmarkDotNet.Artifacts/compare)\n" +
        "Needs Disruptor-net built in (" + Suite.DisruptorNetFeedVariable + ").";

    /// <summary>How long a micro worker may take, warm-up included, before it is killed as hung.</summary>
    private static readonly TimeSpan WorkerTimeout = TimeSpan.FromMinutes(5);

    public static int Run(string[] args)
    {
        if (args is ["--help" or "-h"])
        {
            Console.WriteLine(Usage);
            return 0;
        }

        if (MicroPair.All.Count == 0)
        {
            Console.Error.WriteLine($"No micro-benchmark has a Disruptor-net twin in this build: build it with {Suite.DisruptorNetFeedVariable} naming a folder that holds the Disruptor package (benchmarks/README.md).");
            return 2;
        }

        var (pairs, rounds, launches, seed, output) = Parse(args);
        var text = new StringBuilder();
        text.AppendLine($"# Micro comparison: `dotnet run -c Release --project benchmarks/NDisruptor.Benchmarks -- compare micro {string.Join(' ', args)}`");
        text.AppendLine();
        text.AppendLine($"Started {DateTime.UtcNow:yyyy-MM-dd HH:mm} UTC, {Environment.ProcessorCount} logical cores, .NET {Environment.Version}.");
        CompareCommand.AppendMachine(text);

        text.AppendLine($"Each pair is NDisruptor's single-threaded operation and Disruptor-net's same one, in a process of their own, warmed until the JIT went quiet, then timed in blocks of at least {MicroWorker.BlockTime.TotalMilliseconds:0} ms, the two blocks of a round one right after the other, in a random order (`--seed {seed}` repeats the orders), after {MicroWorker.WarmupRounds} rounds dropped; {launches} {(launches == 1 ? "launch" : "launches, one after another, each recording a share of the rounds")}.");
        text.AppendLine($"Advantage = Disruptor-net's time per operation / NDisruptor's, in the same round (above 1: NDisruptor is faster); median of {rounds} rounds.");
        text.AppendLine();
        text.AppendLine("| Operation | NDisruptor ns/op: median [IQR] | Disruptor-net ns/op: median [IQR] | advantage: median | IQR | min–max | each launch | B/op (NDisruptor, Disruptor-net) | at or below Disruptor-net |");
        text.AppendLine("|---|---:|---:|---:|---:|---:|---:|---:|---|");
        Console.Write(text);

        var order = new Random(seed);
        var warmups = new List<string>();
        var failed = new List<string>();
        foreach (var pair in pairs)
        {
            string row;
            try
            {
                row = Measure(pair, rounds, launches, order, warmups);
            }
            catch (Exception exception) when (pairs.Count > 1)
            {
                // As in compare all: one pair that fails must not throw away the rows already measured.
                failed.Add(pair.Name);
                CompareCommand.Log($"{pair.Name}: not measured: {exception.Message}");
                string why = exception.Message.ReplaceLineEndings(" ").Replace('|', '/');
                row = $"| {pair.Name} | **not measured**: {why} | | | | | | | |";
            }

            Console.WriteLine(row);
            text.AppendLine(row);
        }

        text.AppendLine();
        text.AppendLine("Warm-up of each worker process, in launch order:");
        foreach (string warmup in warmups)
        {
            text.AppendLine($"- {warmup}");
        }

        return CompareCommand.WriteReport(output, "micro", text, failed);
    }

    /// <summary>One pair's launches, one after another, each recording its share of the rounds; returns the pair's row.</summary>
    private static string Measure(MicroPair pair, int rounds, int launches, Random order, List<string> warmups)
    {
        var results = new List<MicroRound>();
        var launchAdvantages = new List<double>();
        double oursBytes = 0, theirsBytes = 0;
        for (int launch = 0; launch < launches; launch++)
        {
            int share = CompareOptions.FirstRoundOf(launch + 1, launches, rounds) - CompareOptions.FirstRoundOf(launch, launches, rounds);
            CompareCommand.Log($"{pair.Name}: launch {launch + 1} of {launches}, {share} rounds");
            var (ready, launchRounds, allocation) = Launch(pair, share, order.Next());
            warmups.Add($"{pair.Name} launch {launch + 1}: {ready.CallsPerBlock} calls per block, JIT warm after {ready.WarmTime.TotalSeconds:0.0} s{(ready.JitQuiet ? "" : " (JIT still compiling)")}");
            results.AddRange(launchRounds);
            launchAdvantages.Add(Stats.Median(launchRounds.Select(r => r.Advantage)));
            oursBytes = Math.Max(oursBytes, allocation.OursBytes);
            theirsBytes = Math.Max(theirsBytes, allocation.TheirsBytes);
        }

        return Row(pair, results, launchAdvantages, oursBytes, theirsBytes);
    }

    private static string Row(MicroPair pair, List<MicroRound> rounds, List<double> launchAdvantages, double oursBytes, double theirsBytes)
    {
        var advantages = rounds.Select(r => r.Advantage).ToList();
        double median = Stats.Median(advantages);
        string Times(Func<MicroRound, double> side) => Stats.MedianIqr(rounds.Select(side), "0.###");

        return string.Create(
            CultureInfo.InvariantCulture,
            $"| {pair.Name} | {Times(r => r.OursNs)} | {Times(r => r.TheirsNs)} | {median:0.00}× | {Stats.Quantile(advantages, 0.25):0.00}–{Stats.Quantile(advantages, 0.75):0.00} | {advantages.Min():0.00}–{advantages.Max():0.00} | {string.Join(", ", launchAdvantages.Select(a => a.ToString("0.00", CultureInfo.InvariantCulture)))} | {oursBytes:0.##}, {theirsBytes:0.##} | {(median >= 1 ? "yes" : "**no**")} |");
    }

    /// <summary>Runs one worker process to its end and reads its lines.</summary>
    private static (MicroReady Ready, List<MicroRound> Rounds, MicroAllocation Allocation) Launch(MicroPair pair, int rounds, int seed)
    {
        using var process = WorkerProcess.StartProgram(pair.Name, [MicroWorker.Command, pair.Name, rounds.ToString(CultureInfo.InvariantCulture), seed.ToString(CultureInfo.InvariantCulture)]);

        // Reading the worker's lines blocks: a worker that hangs anywhere is killed, which ends the read.
        bool killed = false;
        using var watchdog = new Timer(_ => Kill(process, ref killed), null, WorkerTimeout, Timeout.InfiniteTimeSpan);
        try
        {
            process.StandardInput.Close(); // the worker reads nothing
            var ready = MicroReady.Parse(WorkerProcess.Expect(process, pair.Name, MicroReady.Tag));
            var results = new List<MicroRound>(rounds);
            for (int i = 0; i < rounds; i++)
            {
                results.Add(MicroRound.Parse(WorkerProcess.Expect(process, pair.Name, MicroRound.Tag)));
            }

            var allocation = MicroAllocation.Parse(WorkerProcess.Expect(process, pair.Name, MicroAllocation.Tag));
            process.WaitForExit();
            return process.ExitCode == 0 && !Volatile.Read(ref killed)
                ? (ready, results, allocation)
                : throw new InvalidOperationException($"{pair.Name}: the worker left with exit code {process.ExitCode}{(Volatile.Read(ref killed) ? $", killed after {WorkerTimeout.TotalMinutes:0} minutes" : "")}.");
        }
        catch (InvalidOperationException) when (Volatile.Read(ref killed))
        {
            throw new TimeoutException($"{pair.Name}: the worker took more than {WorkerTimeout.TotalMinutes:0} minutes and was killed.");
        }
        finally
        {
            WorkerProcess.Stop(process);
        }
    }

    private static void Kill(Process process, ref bool killed)
    {
        Volatile.Write(ref killed, true);
        try
        {
            WorkerProcess.Stop(process);
        }
        catch (InvalidOperationException)
        {
            // The worker left, and its handle was released, as the timer fired: nothing is left to kill.
        }
    }

    private static (IReadOnlyList<MicroPair> Pairs, int Rounds, int Launches, int Seed, string Out) Parse(string[] args)
    {
        IReadOnlyList<MicroPair> pairs = MicroPair.All;
        int rounds = 40, launches = 4, seed = Random.Shared.Next();
        string output = Path.Combine(Directory.GetCurrentDirectory(), "BenchmarkDotNet.Artifacts", "compare");
        int i = 0;
        if (args.Length > 0 && !args[0].StartsWith('-'))
        {
            pairs = args[0].Equals("all", StringComparison.OrdinalIgnoreCase) ? MicroPair.All : [.. args[0].Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries).Select(MicroPair.Named)];
            i = 1;
        }

        for (; i < args.Length; i += 2)
        {
            string value = i + 1 < args.Length ? args[i + 1] : throw new ArgumentException($"{args[i]} needs a value. Usage: {Usage}", nameof(args));
            switch (args[i])
            {
                case "--rounds": rounds = CompareOptions.Positive(args[i], value); break;
                case "--launches": launches = CompareOptions.Positive(args[i], value); break;
                case "--seed": seed = value == "0" ? 0 : CompareOptions.Positive(args[i], value); break;
                case "--out": output = value; break;
                default: throw new ArgumentException($"Unknown option {args[i]}. Usage: {Usage}", nameof(args));
            }
        }

        // A launch without a round of its own would measure nothing.
        return (pairs, rounds, Math.Min(launches, rounds), seed, output);
    }
}
