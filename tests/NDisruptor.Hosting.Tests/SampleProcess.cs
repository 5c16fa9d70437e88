using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Threading;
using System.Threading.Tasks;

namespace NDisruptor.Hosting.Tests;

/// <summary>samples/Hosting run as a real process (through the dotnet host, as `dotnet run` would; on Linux by way of env, see Start), its output collected line by line.</summary>
internal sealed class SampleProcess : IDisposable
{
    private readonly Process _process;
    private readonly List<string> _lines = [];

    private const string Env = "/usr/bin/env";

    private const string DefaultInterrupt = "--default-signal=INT";

    // Whether this machine's env can reset SIGINT for the program it starts (GNU coreutils 8.31 and later, on Linux).
    private static readonly Lazy<bool> s_envRestoresInterrupt = new(() =>
    {
        if (!OperatingSystem.IsLinux() || !File.Exists(Env))
        {
            return false;
        }

        var check = new ProcessStartInfo(Env) { UseShellExecute = false, RedirectStandardError = true };
        check.ArgumentList.Add(DefaultInterrupt);
        check.ArgumentList.Add("true");
        try
        {
            using var process = Process.Start(check)!;
            process.WaitForExit();
            return process.ExitCode == 0;
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return false;
        }
    });

    private SampleProcess(Process process) => _process = process;

    public Process Process => _process;

    public IReadOnlyList<string> Lines
    {
        get
        {
            lock (_lines)
            {
                return [.. _lines];
            }
        }
    }

    public string Output => string.Join('\n', Lines);

    public static SampleProcess Start(params string[] arguments)
    {
        string sample = typeof(SampleProcess).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().Single(a => a.Key == "HostingSample").Value!;
        Assert.True(File.Exists(sample), $"the Hosting sample was not built at {sample}");

        // The SDK names its own dotnet in DOTNET_HOST_PATH for the processes it starts (dotnet test among them).
        string dotnet = Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") ?? "dotnet";

        // A test run started in the background by a shell without job control (a script's `command &`) inherits SIGINT
        // ignored, and so would the sample, whose runtime then leaves it ignored: Ctrl+C would never reach its host, and
        // the Ctrl+C test would wait out its bound. GNU env sets SIGINT back to the default before it starts the sample.
        bool restoreInterrupt = s_envRestoresInterrupt.Value;
        var start = new ProcessStartInfo(restoreInterrupt ? Env : dotnet)
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
            WorkingDirectory = Path.GetDirectoryName(sample)!,
        };
        if (restoreInterrupt)
        {
            start.ArgumentList.Add(DefaultInterrupt);
            start.ArgumentList.Add(dotnet);
        }

        start.ArgumentList.Add(sample);
        foreach (string argument in arguments)
        {
            start.ArgumentList.Add(argument);
        }

        // Plain console lines, whatever the environment of the test run says.
        start.Environment["DOTNET_ENVIRONMENT"] = "Production";
        start.Environment["Logging__Console__FormatterName"] = "simple";

        var process = new Process { StartInfo = start };
        var sampleProcess = new SampleProcess(process);
        process.OutputDataReceived += (_, e) => sampleProcess.Add(e.Data);
        process.ErrorDataReceived += (_, e) => sampleProcess.Add(e.Data);
        process.Start();
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        return sampleProcess;
    }

    /// <summary>Waits until a line contains <paramref name="text"/>; false if none did within <paramref name="timeout"/>.</summary>
    public bool WaitForLine(string text, TimeSpan timeout)
        => SpinWait.SpinUntil(() => Lines.Any(l => l.Contains(text, StringComparison.Ordinal)), timeout);

    /// <summary>Waits for the exit and for the last of the output; false if the process was still running after <paramref name="timeout"/>.</summary>
    public async Task<bool> WaitForExitAsync(TimeSpan timeout)
    {
        using var cancel = new CancellationTokenSource(timeout);
        try
        {
            await _process.WaitForExitAsync(cancel.Token);
            return true;
        }
        catch (OperationCanceledException)
        {
            return false;
        }
    }

    public void Dispose()
    {
        if (!_process.HasExited)
        {
            _process.Kill(entireProcessTree: true);
        }

        _process.Dispose();
    }

    private void Add(string? line)
    {
        if (line is not null)
        {
            lock (_lines)
            {
                _lines.Add(line);
            }
        }
    }
}
