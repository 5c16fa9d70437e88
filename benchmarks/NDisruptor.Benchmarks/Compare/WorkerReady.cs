using System;
using System.Globalization;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>
/// What a worker reports once warm, on the line that tells the comparison it may start: its run length and its JIT warm-up.
/// </summary>
/// <param name="Events">Events (round trips in PingPong) per measured run.</param>
/// <param name="RunTime">The fastest run at that length while choosing it.</param>
/// <param name="WarmSetups">Setups the JIT warm-up took.</param>
/// <param name="WarmTime">Time the JIT warm-up took.</param>
/// <param name="JitQuiet">Whether the JIT had gone quiet (compiled nothing for many setups) when the warm-up ended.</param>
public readonly record struct WorkerReady(int Events, TimeSpan RunTime, int WarmSetups, TimeSpan WarmTime, bool JitQuiet)
{
    /// <summary>The tag of the ready line on a worker's standard output.</summary>
    public const string Tag = "ready";

    public string ToLine() => string.Create(
        CultureInfo.InvariantCulture,
        $"{Tag} {Events} {RunTime.TotalMilliseconds:R} {WarmSetups} {WarmTime.TotalMilliseconds:R} {(JitQuiet ? 1 : 0)}");

    /// <summary>Reads what <see cref="ToLine"/> wrote, less its tag.</summary>
    public static WorkerReady Parse(string fields)
    {
        string[] parts = fields.Split(' ');
        return parts.Length == 5
            ? new WorkerReady(
                int.Parse(parts[0], CultureInfo.InvariantCulture),
                TimeSpan.FromMilliseconds(double.Parse(parts[1], CultureInfo.InvariantCulture)),
                int.Parse(parts[2], CultureInfo.InvariantCulture),
                TimeSpan.FromMilliseconds(double.Parse(parts[3], CultureInfo.InvariantCulture)),
                parts[4] == "1")
            : throw new FormatException($"A ready line has five fields; got '{fields}'.");
    }

    /// <summary>"52 setups in 0.8 s", flagged where the JIT was still compiling.</summary>
    public string DescribeWarmup() => string.Create(
        CultureInfo.InvariantCulture,
        $"{WarmSetups} setups in {WarmTime.TotalSeconds:0.0} s{(JitQuiet ? "" : " (JIT still compiling)")}");
}
