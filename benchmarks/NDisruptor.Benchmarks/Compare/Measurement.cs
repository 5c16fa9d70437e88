using System;
using System.Diagnostics;
using System.Globalization;
using NDisruptor.Benchmarks.Infrastructure;
using NDisruptor.Benchmarks.Topologies;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>
/// One timed run of one contender, and the line it travels on from a worker to the comparison.
/// </summary>
/// <param name="NsPerEvent">Wall-clock time of the run per event (per round trip in PingPong).</param>
/// <param name="BytesPerEvent">Bytes the worker process allocated during the run, per event.</param>
/// <param name="Batches">Batches the final consumer saw end during the run (mean over parallel final consumers); NaN where the contender has none.</param>
/// <param name="CpuNsPerEvent">CPU time of all the worker's threads during the run, per event; NaN where the system does not say (<see cref="ProcessCpu"/>).</param>
public readonly record struct Measurement(double NsPerEvent, double BytesPerEvent, double Batches, double CpuNsPerEvent)
{
    /// <summary>The tag of a measurement's line on a worker's standard output.</summary>
    public const string Tag = "result";

    /// <summary>
    /// Sets the contender up, runs it once untimed (threads up and spinning, ring and caches warm), once timed, and tears it
    /// down: only the measured contender's threads exist while it runs, so no idle spinner steals its cores.
    /// </summary>
    public static Measurement Take(ContenderEntry entry, int events)
    {
        using var run = entry.Create(events);
        Invoke(run, entry.Asynchronous);
        double batches = run.Batches ?? double.NaN;

        // The CPU reads allocate, so they sit outside the allocation count.
        double cpu = ProcessCpu.Nanoseconds();
        long bytes = GC.GetTotalAllocatedBytes(precise: true);
        long start = Stopwatch.GetTimestamp();
        Invoke(run, entry.Asynchronous);
        double ns = Stopwatch.GetElapsedTime(start).TotalNanoseconds;
        bytes = GC.GetTotalAllocatedBytes(precise: true) - bytes;
        cpu = ProcessCpu.Nanoseconds() - cpu;
        batches = (run.Batches ?? double.NaN) - batches;
        return new Measurement(ns / events, (double)bytes / events, batches, cpu / events);
    }

    /// <summary>Events per batch at the final consumer; NaN where the contender has no batches.</summary>
    public double AverageBatch(int events) => events / Batches;

    public string ToLine() => string.Create(CultureInfo.InvariantCulture, $"{Tag} {NsPerEvent:R} {BytesPerEvent:R} {Batches:R} {CpuNsPerEvent:R}");

    /// <summary>Reads what <see cref="ToLine"/> wrote, less its tag.</summary>
    public static Measurement Parse(string fields)
    {
        string[] parts = fields.Split(' ');
        return parts.Length == 4
            ? new Measurement(Number(parts[0]), Number(parts[1]), Number(parts[2]), Number(parts[3]))
            : throw new FormatException($"A measurement has four numbers; got '{fields}'.");
    }

    private static double Number(string text) => double.Parse(text, NumberStyles.Float, CultureInfo.InvariantCulture);

    private static void Invoke(TopologyRun run, bool asynchronous)
    {
        if (asynchronous)
        {
            run.RunAsync().GetAwaiter().GetResult();
        }
        else
        {
            run.Run();
        }
    }
}
