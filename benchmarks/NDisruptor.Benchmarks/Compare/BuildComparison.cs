using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>
/// <c>compare builds</c> (<see cref="Usage"/>): one contender of one topology, as several builds of this program run it, timed
/// round by round. How a change to the library is judged on a host that moves its vCPUs between placements: each build's worker
/// (<see cref="Worker"/>, of that build) is started once and kept alive, and every round probes the placement and then has
/// each worker take one measurement, in a fresh random order, so that the builds' figures of a round come from the same
/// placement. Each build's ratio to the first is the median of its per-round ratios, overall and per placement mode. Naming
/// the same build twice gives a gauge of the noise: what two processes of one build differ by.
/// </summary>
public static class BuildComparison
{
    public const string Usage =
        "compare builds <Topology|UnicastBatch-10|UnicastBatch-100> NAME=PATH NAME=PATH [...] [--env NAME:VAR=VALUE]... [--contender C] [--rounds N] [--warmup N] [--scale N] [--seed N] [--out DIR]\n" +
        "  NAME=PATH        a build of this program: a folder (or file) holding NDisruptor.Benchmarks.dll, run with dotnet, or a NativeAOT\n" +
        "                   executable of it (or its folder); the first is the baseline; the same PATH under two names gauges the noise\n" +
        "  --env NAME:VAR=VALUE  an environment variable for build NAME's worker, one per --env (repeat it for more), e.g.\n" +
        "                   nopgo:DOTNET_TieredPGO=0 to run a build under other runtime settings than the same PATH named otherwise\n" +
        "  --contender C    the contender each build runs (default NDisruptor)\n" +
        "  --rounds N       rounds recorded (default 20); each probes the placement, then measures every build once, in a fresh random order\n" +
        "  --warmup N       rounds run first and dropped (default 1)\n" +
        "  --scale N        a power of two (default 1) dividing the run length, for smoke runs only\n" +
        "  --seed N         the random order's starting value (default: a fresh one, printed)\n" +
        "  --out DIR        where the Markdown goes (default ./BenchmarkDotNet.Artifacts/compare)\n" +
        "Each build's worker is started once and kept alive for every round.";

    private const string AssemblyFile = "NDisruptor.Benchmarks.dll";

    /// <summary>
    /// One build: what it is called, how its worker is started (an executable, and the assembly the muxer runs, if any), and the
    /// environment variables its worker gets on top of this process's.
    /// </summary>
    private sealed record Build(string Name, string Path, string Host, string? Program)
    {
        public Dictionary<string, string> Settings { get; } = new(StringComparer.Ordinal);
    }

    public static int Run(string[] args)
    {
        if (args is ["--help" or "-h"])
        {
            Console.WriteLine(Usage);
            return 0;
        }

        if (args.Length == 0 || args[0].StartsWith('-'))
        {
            throw new ArgumentException($"Name a topology and two builds or more. Usage: {Usage}", nameof(args));
        }

        string target = args[0];
        string contender = ContenderName.NDisruptor;
        int rounds = 20, warmup = 1, scale = 1, seed = Random.Shared.Next();
        string output = Path.Combine(Directory.GetCurrentDirectory(), "BenchmarkDotNet.Artifacts", "compare");
        var builds = new List<Build>();
        var settings = new List<string>();
        for (int i = 1; i < args.Length; i++)
        {
            if (!args[i].StartsWith("--", StringComparison.Ordinal))
            {
                builds.Add(ParseBuild(args[i], builds));
                continue;
            }

            string option = args[i];
            string value = i + 1 < args.Length ? args[++i] : throw new ArgumentException($"{option} needs a value. Usage: {Usage}", nameof(args));
            switch (option)
            {
                case "--contender": contender = value; break;
                case "--rounds": rounds = CompareOptions.Positive("--rounds", value); break;
                case "--warmup": warmup = value == "0" ? 0 : CompareOptions.Positive("--warmup", value); break;
                case "--scale": scale = CompareOptions.ParseScale(value); break;
                case "--seed": seed = value == "0" ? 0 : CompareOptions.Positive("--seed", value); break;
                case "--out": output = value; break;
                case "--env": settings.Add(value); break;
                default: throw new ArgumentException($"Unknown option {option}. Usage: {Usage}", nameof(args));
            }
        }

        if (builds.Count < 2)
        {
            throw new ArgumentException($"Give two builds or more as NAME=PATH (the same PATH twice gauges the noise). Usage: {Usage}", nameof(args));
        }

        foreach (string setting in settings)
        {
            AddSetting(setting, builds);
        }

        // This build's names: a mistyped topology or contender fails here, before any worker starts.
        if (target.Equals("all", StringComparison.OrdinalIgnoreCase))
        {
            throw new ArgumentException($"compare builds measures one topology at a time: name one of {string.Join(", ", Targets.All)}.", nameof(args));
        }

        _ = Targets.Contender(target, contender);

        var text = new StringBuilder();
        text.AppendLine($"# Builds compared: `dotnet run -c Release --project benchmarks/NDisruptor.Benchmarks -- compare builds {Described(args)}`");
        text.AppendLine();
        text.AppendLine($"Started {DateTime.UtcNow:yyyy-MM-dd HH:mm} UTC, {Environment.ProcessorCount} logical cores, .NET {Environment.Version}.");
        CompareCommand.AppendMachine(text);
        text.AppendLine($"{target}/{contender}, as each build runs it: one worker per build, started once and kept alive. Each round probes the placement, then measures every build once, in a fresh random order (`--seed {seed}` repeats the orders); {warmup} warm-up {(warmup == 1 ? "round" : "rounds")} dropped, then {rounds} recorded.");
        text.AppendLine($"Events per run: each worker's own choice, the BenchmarkDotNet invocation's{(scale > 1 ? $" divided by {scale}" : "")}, doubled until a run lasts at least {RunLength.MinRunTime.TotalMilliseconds / scale:0.##} ms and laps its ring at least {(double)RunLength.MinLaps / scale:0.##} times; each worker warmed until its JIT went quiet (calls counted towards promotion {(WorkerProcess.CallCountingDelaySetByCaller is { } delay ? $"as the caller set: {delay}" : "from the first, " + WorkerProcess.CallCountingDelayVariable + "=0")}).");
        text.AppendLine($"Time / {builds[0].Name} = the build's time per event over {builds[0].Name}'s, in the same round; median of the rounds [interquartile range].");
        text.AppendLine();
        Console.Write(text);

        var workers = new List<WorkerProcess>();
        try
        {
            foreach (var build in builds)
            {
                CompareCommand.Log($"{build.Name}: starting its worker ({build.Path})");
                workers.Add(WorkerProcess.Start(target, contender, scale, $"{build.Name} {target}/{contender}", build.Host, build.Program, build.Settings));
            }

            var random = new Random(seed);
            var probes = new List<double>();
            var measured = builds.Select(_ => new List<Measurement>()).ToArray();
            for (int round = -warmup; round < rounds; round++)
            {
                double probe = Placement.Probe();
                int[] order = [.. Enumerable.Range(0, builds.Count)];
                random.Shuffle(order); // no build always follows the probe, or always follows the same other build
                var results = new Measurement[builds.Count];
                foreach (int b in order)
                {
                    results[b] = workers[b].Measure();
                }

                CompareCommand.Log($"{(round < 0 ? "warm-up" : $"round {round + 1}")}, probe {probe:0} ns: {string.Join(", ", builds.Select((b, i) => $"{b.Name} {results[i].NsPerEvent:0.###}"))} ns/event");
                if (round >= 0)
                {
                    probes.Add(probe);
                    for (int b = 0; b < builds.Count; b++)
                    {
                        measured[b].Add(results[b]);
                    }
                }
            }

            foreach (var worker in workers)
            {
                worker.Finish();
            }

            string table = Table(builds, workers, measured, probes);
            Console.Write(table);
            text.Append(table);
        }
        catch (Exception exception) when (exception is InvalidOperationException or TimeoutException or IOException)
        {
            // A worker that failed or left: say which, and end the others here (the finally below), not by this process's crash.
            CompareCommand.Log($"not measured: {exception.Message}");
            return 1;
        }
        finally
        {
            foreach (var worker in workers)
            {
                worker.Dispose();
            }
        }

        return CompareCommand.WriteReport(output, $"builds-{target}", text, []);
    }

    /// <summary>The command line with each build's path and the output folder left out: the report names builds, not where they sit.</summary>
    private static string Described(string[] args)
    {
        var words = new List<string> { args[0] };
        for (int i = 1; i < args.Length; i++)
        {
            if (args[i] == "--out")
            {
                i++; // and its folder
            }
            else if (args[i].StartsWith("--", StringComparison.Ordinal))
            {
                words.Add(args[i]);
                words.Add(i + 1 < args.Length ? args[++i] : "");
            }
            else
            {
                words.Add(args[i].Split('=')[0]);
            }
        }

        return string.Join(' ', words);
    }

    /// <summary>NAME=PATH: a folder or file of a JIT build (its assembly, run with the muxer) or of a NativeAOT build (its executable).</summary>
    private static Build ParseBuild(string argument, List<Build> earlier)
    {
        int equals = argument.IndexOf('=', StringComparison.Ordinal);
        string name = equals > 0 ? argument[..equals] : "";
        if (name.Length == 0 || equals == argument.Length - 1 || !name.All(c => char.IsAsciiLetterOrDigit(c) || c is '.' or '_' or '-'))
        {
            throw new ArgumentException($"'{argument}' is not NAME=PATH with a NAME of letters, digits, '.', '_' or '-': name each build, as in before=../before/benchmarks/NDisruptor.Benchmarks/bin/Release/net10.0.", nameof(argument));
        }

        if (earlier.Any(b => b.Name == name))
        {
            throw new ArgumentException($"Two builds are named {name}; give each its own name (the same PATH under two names is fine).", nameof(argument));
        }

        string path = Path.GetFullPath(argument[(equals + 1)..]);
        string folder = Directory.Exists(path) ? path : Path.GetDirectoryName(path) ?? path;

        // A JIT build's folder holds the assembly (and an apphost named like a NativeAOT executable); a NativeAOT publish folder does not.
        string assembly = Path.Combine(folder, AssemblyFile);
        if (File.Exists(assembly))
        {
            return new Build(name, path, Muxer(), assembly);
        }

        string executable = Directory.Exists(path) ? Path.Combine(path, NativeAotWorker.ExecutableName) : path;
        return File.Exists(executable)
            ? new Build(name, path, executable, null)
            : throw new ArgumentException($"{name}: {path} holds neither {AssemblyFile} (a build of this program) nor its NativeAOT executable {NativeAotWorker.ExecutableName}.", nameof(argument));
    }

    /// <summary>--env NAME:VAR=VALUE: one environment variable for the worker of the build named NAME.</summary>
    private static void AddSetting(string setting, List<Build> builds)
    {
        int colon = setting.IndexOf(':', StringComparison.Ordinal);
        int equals = colon < 0 ? -1 : setting.IndexOf('=', colon + 1);
        string name = colon > 0 ? setting[..colon] : "";
        string variable = equals > colon + 1 ? setting[(colon + 1)..equals] : "";
        if (name.Length == 0 || variable.Length == 0 || variable.Any(char.IsWhiteSpace))
        {
            throw new ArgumentException($"--env '{setting}' is not NAME:VAR=VALUE: give a build's name, a variable and its value, as in --env nopgo:DOTNET_TieredPGO=0.", nameof(setting));
        }

        var build = builds.Find(b => b.Name == name)
            ?? throw new ArgumentException($"--env '{setting}' names no build: the builds are {string.Join(", ", builds.Select(b => b.Name))}.", nameof(setting));
        if (!build.Settings.TryAdd(variable, setting[(equals + 1)..]))
        {
            throw new ArgumentException($"--env sets {variable} twice for build {name}: give each variable once per build.", nameof(setting));
        }
    }

    /// <summary>The <c>dotnet</c> muxer: the one running this process if it is one, else the one the SDK named for its children, else the one on the PATH.</summary>
    private static string Muxer() =>
        Environment.ProcessPath is { } self && Path.GetFileNameWithoutExtension(self).Equals("dotnet", StringComparison.OrdinalIgnoreCase) ? self
        : Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") ?? "dotnet";

    private static string Table(List<Build> builds, List<WorkerProcess> workers, List<Measurement>[] measured, List<double> probes)
    {
        var (_, modes) = Placement.Cluster(probes);
        var md = new StringBuilder();
        md.AppendLine($"Placement probe (raw ping-pong round trip) per round, modes: {Placement.Describe(probes, modes)}.");
        md.AppendLine();
        string modeColumns = string.Concat(modes.Select(m => $" at ~{Stats.Median(m.Select(r => probes[r])):0} ns ({m.Count}) |"));
        md.AppendLine($"| Build | events/run | ns/event: median [IQR] | time / {builds[0].Name}: median [IQR] |{modeColumns} avg batch (median) | CPU ns/event (median) | B/event (median) |");
        md.AppendLine($"|---|---:|---:|---:|{string.Concat(modes.Select(_ => "---:|"))}---:|---:|---:|");
        for (int b = 0; b < builds.Count; b++)
        {
            var runs = measured[b];
            double[] ratios = [.. runs.Select((m, r) => m.NsPerEvent / measured[0][r].NsPerEvent)];
            int events = workers[b].Ready.Events;
            string perMode = string.Concat(modes.Select(m => $" {Stats.Median(m.Select(r => ratios[r])):0.000}× |"));
            md.AppendLine(string.Create(
                CultureInfo.InvariantCulture,
                $"| {builds[b].Name} | {events} | {Stats.MedianIqr(runs.Select(m => m.NsPerEvent), "0.###")} | {(b == 0 ? "1 (baseline)" : Stats.MedianIqr(ratios, "0.000", "×"))} |{perMode} {Stats.Median(runs.Select(m => m.AverageBatch(events))):0.#} | {Stats.Median(runs.Select(m => m.CpuNsPerEvent)):0.0} | {Stats.Median(runs.Select(m => m.BytesPerEvent)):0.####} |"));
        }

        md.AppendLine();
        md.AppendLine("Builds:");
        foreach (var (build, worker) in builds.Zip(workers))
        {
            string settingsText = string.Concat(build.Settings.Select(s => $", {s.Key}={s.Value}"));
            md.AppendLine($"- {build.Name}: {(build.Program is null ? "NativeAOT executable" : "JIT build")}{settingsText}; {worker.Ready.DescribeWarmup()}");
        }

        md.AppendLine();
        return md.ToString();
    }
}
