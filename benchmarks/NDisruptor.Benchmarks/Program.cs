using System;
using System.Globalization;
using System.IO;
using System.Text.Json;
using BenchmarkDotNet.Running;
using NDisruptor.Benchmarks.Compare;
using NDisruptor.Benchmarks.Infrastructure;
using NDisruptor.Benchmarks.Report;
using NDisruptor.Benchmarks.Topologies;

namespace NDisruptor.Benchmarks;

public static class Program
{
    /// <summary>Written into the artifacts folder so the report can state the exact command that produced the results.</summary>
    public const string RunInfoFile = "ndisruptor-run.json";

    public static int Main(string[] args)
    {
        if (args.Length > 0 && args[0] == "report")
        {
            return ReportCommand.Run(args[1..]);
        }

        if (args.Length > 0 && args[0] == Worker.Command)
        {
            return Worker.Run(args[1..]);
        }

        if (args.Length > 0 && args[0] == MicroWorker.Command)
        {
            return MicroWorker.Run(args[1..]);
        }

        // Before anything is run or listed: a benchmark whose OperationsPerInvoke is not the number of events its run
        // publishes reports wrong per-event times and fails nowhere.
        if (!BenchmarkCheck.Passes())
        {
            return 1;
        }

        if (args.Length > 0 && args[0] == "compare")
        {
            try
            {
                return CompareCommand.Run(args[1..]);
            }
            catch (ArgumentException ex)
            {
                // A mistyped command line: say what to type, without a stack trace.
                Console.Error.WriteLine(ex.Message);
                return 2;
            }
        }

        // Each benchmark runs in a child process that inherits this variable: PingPong writes its percentiles there.
        string artifacts = Path.GetFullPath(ArtifactsPath(args));
        Environment.SetEnvironmentVariable(Suite.ArtifactsVariable, artifacts);
        WriteRunInfo(artifacts, args);

        int aot = Array.IndexOf(args, BenchConfig.AotSwitch);
        if (aot < 0)
        {
            BenchmarkSwitcher.FromAssembly(typeof(Program).Assembly).Run(args, BenchConfig.Create());
            return 0;
        }

        var config = BenchConfig.WithNativeAot([.. args[..aot], .. args[(aot + 1)..]]);
        if (config is null)
        {
            return 1;
        }

        BenchmarkRunner.Run(typeof(Program).Assembly, config);
        return 0;
    }

    /// <summary>BenchmarkDotNet's artifacts folder: --artifacts/-a DIR, else ./BenchmarkDotNet.Artifacts as BDN defaults.</summary>
    public static string ArtifactsPath(string[] args)
    {
        for (int i = 0; i < args.Length; i++)
        {
            string arg = args[i];
            if ((arg == "--artifacts" || arg == "-a") && i + 1 < args.Length)
            {
                return args[i + 1];
            }

            if (arg.StartsWith("--artifacts=", StringComparison.Ordinal))
            {
                return arg["--artifacts=".Length..];
            }
        }

        return Path.Combine(Directory.GetCurrentDirectory(), "BenchmarkDotNet.Artifacts");
    }

    private static void WriteRunInfo(string artifacts, string[] args)
    {
        if (args.Length == 0 || Array.Exists(args, a => a is "--list" or "--help" or "-h" or "--info"))
        {
            return;
        }

        Directory.CreateDirectory(artifacts);
        using var stream = File.Create(Path.Combine(artifacts, RunInfoFile));
        using var json = new Utf8JsonWriter(stream, new JsonWriterOptions { Indented = true });
        json.WriteStartObject();
        json.WriteString("StartedUtc", DateTime.UtcNow.ToString("O", CultureInfo.InvariantCulture));
        // The artifacts folder is a path on the machine that ran: the report shows the command to anyone, so it says DIR.
        string[] shown = Array.ConvertAll(args, Quote);
        for (int i = 1; i < shown.Length; i++)
        {
            if (args[i - 1] == "--artifacts")
            {
                shown[i] = "DIR";
            }
        }

        json.WriteString("Command", "dotnet run -c Release --project benchmarks/NDisruptor.Benchmarks -- " + string.Join(' ', shown));
        json.WriteNumber("LogicalCores", Environment.ProcessorCount);
        json.WriteString("Architecture", MachineFacts.Architecture);
        if (MachineFacts.Emulation is { } emulation)
        {
            // The report marks these results emulated: their timings are the emulator's, not the CPU's.
            json.WriteString("Emulated", emulation);
        }

        json.WriteNumber("SpinHintNanoseconds", Math.Round(MachineFacts.SpinHintNanoseconds, 3));
        json.WriteEndObject();
    }

    private static string Quote(string arg) =>
        arg.IndexOfAny([' ', '*', '?', '\'', '"']) >= 0 ? "'" + arg.Replace("'", "'\\''", StringComparison.Ordinal) + "'" : arg;
}
