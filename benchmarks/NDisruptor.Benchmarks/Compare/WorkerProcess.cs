using System;
using System.Diagnostics;
using System.Globalization;
using System.IO;

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

    /// <summary>Starts the worker and waits until it is warm: it runs alone meanwhile, since every other worker sits blocked.</summary>
    public static WorkerProcess Start(string target, string contender, int scale)
    {
        string host = Environment.ProcessPath ?? throw new InvalidOperationException("This process's executable is unknown: no worker can be started.");
        var info = new ProcessStartInfo(host)
        {
            UseShellExecute = false,
            RedirectStandardInput = true,
            RedirectStandardOutput = true,
        };

        // Run as `dotnet NDisruptor.Benchmarks.dll`, the host is the muxer, which needs the program's path; run through its own
        // executable (dotnet run does that), it needs none.
        if (Path.GetFileNameWithoutExtension(host).Equals("dotnet", StringComparison.OrdinalIgnoreCase))
        {
            info.ArgumentList.Add(typeof(Program).Assembly.Location);
        }

        foreach (string arg in new[] { Worker.Command, target, contender, scale.ToString(CultureInfo.InvariantCulture) })
        {
            info.ArgumentList.Add(arg);
        }

        string name = $"{target}/{contender}";
        var process = Process.Start(info) ?? throw new InvalidOperationException($"{name}: the worker did not start.");
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
    private static string Expect(Process process, string name, string tag)
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

    private static void Stop(Process process)
    {
        if (!process.HasExited)
        {
            process.Kill();
            process.WaitForExit();
        }
    }
}
