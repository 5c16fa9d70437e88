using System;
using System.Collections.Generic;
using System.ComponentModel;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>
/// The comparison's handle on one <see cref="Worker"/>: a process of this same program, started for one contender of one
/// topology, spoken to line by line over its standard input and output. Its standard error is this process's, so its failures
/// show as they happen.
/// </summary>
public sealed class WorkerProcess : IDisposable
{
    /// <summary>How long a worker may take to leave after <c>quit</c> (its contender is already torn down).</summary>
    private static readonly TimeSpan ExitTimeout = TimeSpan.FromSeconds(30);

    private readonly Process _process;
    private readonly string _name;

    private WorkerProcess(Process process, string name, WorkerReady ready)
    {
        _process = process;
        _name = name;
        Ready = ready;
    }

    /// <summary>The worker's run length and JIT warm-up.</summary>
    public WorkerReady Ready { get; }

    /// <summary>
    /// The environment variable naming a command that starts each worker: its words go before the worker's own command line,
    /// and the worker inherits this process's environment. An Arm64 build run under qemu-user without binfmt_misc needs it
    /// (<c>qemu-aarch64-static</c>), since the kernel cannot start an Arm64 executable by itself; a pinning tool
    /// (<c>taskset -c 0,1</c>) fits as well.
    /// </summary>
    public const string LauncherVariable = "NDISRUPTOR_WORKER_LAUNCHER";

    /// <summary>The runtime's setting for how long after the last first-tier compile it starts counting calls (milliseconds).</summary>
    public const string CallCountingDelayVariable = "DOTNET_TC_CallCountingDelayMs";

    /// <summary>The call-counting delay the caller set for the workers (with its variable's name), or null where the workers get 0.</summary>
    public static string? CallCountingDelaySetByCaller =>
        new[] { CallCountingDelayVariable, "COMPlus_TC_CallCountingDelayMs" }
            .Select(name => Environment.GetEnvironmentVariable(name) is { } value ? $"{name}={value}" : null)
            .FirstOrDefault(setting => setting is not null);

    /// <summary>The launcher's words, empty when <see cref="LauncherVariable"/> is unset or blank.</summary>
    public static string[] Launcher =>
        Environment.GetEnvironmentVariable(LauncherVariable)?.Split(' ', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries) ?? [];

    /// <summary>Starts the worker and waits until it is warm: it runs alone meanwhile, since every other worker sits blocked.</summary>
    /// <param name="name">What the worker is called in messages: target/contender unless given.</param>
    /// <param name="host">The executable to run, this program's own unless given (a NativeAOT build of it, or the <c>dotnet</c> muxer).</param>
    /// <param name="program">The assembly the muxer runs when <paramref name="host"/> is <c>dotnet</c>: this program's own unless given (another build of it).</param>
    /// <param name="environment">Environment variables the worker gets on top of this process's (runtime settings to compare).</param>
    public static WorkerProcess Start(
        string target, string contender, int scale, string? name = null, string? host = null, string? program = null, IReadOnlyDictionary<string, string>? environment = null)
    {
        name ??= $"{target}/{contender}";
        var process = StartProgram(name, [Worker.Command, target, contender, scale.ToString(CultureInfo.InvariantCulture)], host, program, environment);
        try
        {
            return new WorkerProcess(process, name, WorkerReady.Parse(Expect(process, name, WorkerReady.Tag)));
        }
        catch
        {
            Stop(process);
            process.Dispose();
            throw;
        }
    }

    /// <summary>
    /// Starts this program again (or <paramref name="host"/>, a build of it) with <paramref name="args"/> (a worker's command line), its standard input and output
    /// redirected: through the launcher when one is set, and with calls counted towards promotion from the first.
    /// </summary>
    /// <param name="name">What the worker is called in messages.</param>
    /// <param name="host">The executable to run, this process's own unless given.</param>
    /// <param name="program">The assembly the muxer runs when <paramref name="host"/> is <c>dotnet</c>: this program's own unless given.</param>
    /// <param name="environment">
    /// Environment variables the worker gets on top of this process's, set last: one of the same name as the call-counting default
    /// replaces it (a <c>COMPlus_</c> name does not, as the runtime prefers the <c>DOTNET_</c> one).
    /// </param>
    public static Process StartProgram(string name, IEnumerable<string> args, string? host = null, string? program = null, IReadOnlyDictionary<string, string>? environment = null)
    {
        host ??= Environment.ProcessPath ?? throw new InvalidOperationException("This process's executable is unknown: no worker can be started.");
        string[] launcher = Launcher;
        var info = new ProcessStartInfo(launcher.Length > 0 ? launcher[0] : host)
        {
            UseShellExecute = false,
            RedirectStandardInput = true,
            RedirectStandardOutput = true,
        };

        if (launcher.Length > 0)
        {
            foreach (string word in launcher[1..])
            {
                info.ArgumentList.Add(word);
            }

            info.ArgumentList.Add(host);
        }

        // Run as `dotnet NDisruptor.Benchmarks.dll`, the host is the muxer, which needs the program's path; run through its own
        // executable (dotnet run does that), it needs none.
        if (Path.GetFileNameWithoutExtension(host).Equals("dotnet", StringComparison.OrdinalIgnoreCase))
        {
            info.ArgumentList.Add(program ?? typeof(Program).Assembly.Location);
        }

        foreach (string arg in args)
        {
            info.ArgumentList.Add(arg);
        }

        // The runtime counts calls towards a method's promotion only once no method has been compiled at its first tier for
        // 100 ms. The runtime's own code (the thread pool's hill climbing, the collector's trimming) trickles in at that tier for
        // as long as a process runs, so the measured loops, called once per setup, reached their final code after some 20 s of
        // warm-up, or during the measurements. Counting from the first call gives the same code, in 1-5 s. A value set by
        // whoever runs the comparison (under either of the runtime's prefixes) is kept.
        if (CallCountingDelaySetByCaller is null)
        {
            info.Environment[CallCountingDelayVariable] = "0";
        }

        if (environment is not null)
        {
            foreach (var (variable, value) in environment)
            {
                info.Environment[variable] = value;
            }
        }

        try
        {
            return Process.Start(info) ?? throw new InvalidOperationException($"{name}: the worker did not start.");
        }
        catch (Win32Exception ex) when (launcher.Length == 0)
        {
            // Under qemu-user without binfmt_misc this process runs, but the kernel cannot start another Arm64 executable.
            throw new InvalidOperationException(
                $"{name}: the worker ({host}) did not start: {ex.Message}. Under an emulator, set {LauncherVariable} to the command that runs this executable (benchmarks/README.md).",
                ex);
        }
    }

    /// <summary>Has the worker take one measurement; returns when it has, the worker blocked again.</summary>
    public Measurement Measure()
    {
        _process.StandardInput.WriteLine(Worker.MeasureRequest);
        _process.StandardInput.Flush();
        return Measurement.Parse(Expect(_process, _name, Measurement.Tag));
    }

    /// <summary>Tells the worker to leave and checks it left cleanly.</summary>
    public void Finish()
    {
        _process.StandardInput.WriteLine(Worker.QuitRequest);
        _process.StandardInput.Close();
        if (!_process.WaitForExit(ExitTimeout))
        {
            throw new TimeoutException($"{_name}: the worker did not leave within {ExitTimeout.TotalSeconds:F0} s of quit.");
        }

        if (_process.ExitCode != 0)
        {
            throw new InvalidOperationException($"{_name}: the worker left with exit code {_process.ExitCode}.");
        }
    }

    /// <summary>Ends the worker if it is still there (after a failure elsewhere), then releases the handle.</summary>
    public void Dispose()
    {
        Stop(_process);
        _process.Dispose();
    }

    /// <summary>
    /// The next line with <paramref name="tag"/>, less the tag. Anything else the worker writes to its standard output is passed on
    /// to standard error, so a stray write neither corrupts the exchange nor goes unseen.
    /// </summary>
    internal static string Expect(Process process, string name, string tag)
    {
        while (process.StandardOutput.ReadLine() is { } line)
        {
            if (line.StartsWith(tag + " ", StringComparison.Ordinal))
            {
                return line[(tag.Length + 1)..];
            }

            Console.Error.WriteLine($"{name}: {line}");
        }

        process.WaitForExit();
        throw new InvalidOperationException($"{name}: the worker left (exit code {process.ExitCode}) before its {tag} line; its standard error above says why.");
    }

    internal static void Stop(Process process)
    {
        if (!process.HasExited)
        {
            process.Kill();
            process.WaitForExit();
        }
    }
}
