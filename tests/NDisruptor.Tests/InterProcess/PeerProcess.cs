using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.InteropServices;
using System.Threading;
using Xunit;

namespace NDisruptor.Tests.InterProcess;

/// <summary>The tests' other process (tests/InterProcessPeer), run through the dotnet host, its output collected.</summary>
internal sealed class PeerProcess : IDisposable
{
    private readonly Process _process;
    private readonly List<string> _lines = [];

    private PeerProcess(Process process) => _process = process;

    public int ExitCode => _process.ExitCode;

    public int Id => _process.Id;

    public string Output
    {
        get
        {
            lock (_lines)
            {
                return string.Join('\n', _lines);
            }
        }
    }

    public static PeerProcess Start(params string[] arguments)
    {
        string peer = typeof(PeerProcess).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().Single(a => a.Key == "InterProcessPeer").Value!;
        if (RuntimeInformation.ProcessArchitecture != Architecture.X64)
        {
            // The emulated Arm64 run is one self-contained program; the peer, built for Arm64 beside it, needs an Arm64
            // .NET runtime to start, and the machine has none. The tests that need no second process still run.
            Assert.Skip($"the inter-process peer needs a .NET runtime for {RuntimeInformation.ProcessArchitecture} to start as a process of its own");
        }

        Assert.True(File.Exists(peer), $"the inter-process peer was not built at {peer}");
        var start = new ProcessStartInfo(Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") ?? "dotnet")
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        start.ArgumentList.Add(peer);
        foreach (string argument in arguments)
        {
            start.ArgumentList.Add(argument);
        }

        var process = new Process { StartInfo = start };
        var peerProcess = new PeerProcess(process);
        process.OutputDataReceived += (_, e) => peerProcess.Add(e.Data);
        process.ErrorDataReceived += (_, e) => peerProcess.Add(e.Data);
        process.Start();
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        return peerProcess;
    }

    public bool WaitForLine(string prefix, TimeSpan timeout)
        => SpinWait.SpinUntil(() => { lock (_lines) { return _lines.Any(l => l.StartsWith(prefix, StringComparison.Ordinal)); } }, timeout);

    public bool WaitForExit(TimeSpan timeout)
    {
        if (!_process.WaitForExit(timeout))
        {
            return false;
        }

        // The timed wait does not wait for the output readers; this one does, now that the process has exited.
        _process.WaitForExit();
        return true;
    }

    public void Dispose()
    {
        if (!_process.HasExited)
        {
            _process.Kill();
            _process.WaitForExit();
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
