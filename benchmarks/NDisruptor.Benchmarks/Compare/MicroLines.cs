using System;
using System.Globalization;

namespace NDisruptor.Benchmarks.Compare;

// The lines a micro worker (MicroWorker) writes to compare micro, in order: one ready line, a round line per recorded round,
// one allocation line. Each starts with its tag; the numbers are written round-trippable, in the invariant culture.

/// <summary>The worker is warm and has sized its blocks.</summary>
/// <param name="CallsPerBlock">Calls of each operation per timed block.</param>
/// <param name="WarmTime">How long the JIT warm-up took.</param>
/// <param name="JitQuiet">Whether the JIT had gone quiet when the warm-up ended.</param>
public readonly record struct MicroReady(int CallsPerBlock, TimeSpan WarmTime, bool JitQuiet)
{
    public const string Tag = "micro-ready";

    public string ToLine() => string.Create(CultureInfo.InvariantCulture, $"{Tag} {CallsPerBlock} {WarmTime.TotalMilliseconds:R} {(JitQuiet ? 1 : 0)}");

    public static MicroReady Parse(string fields)
    {
        string[] parts = Fields(fields, 3, Tag);
        return new MicroReady(int.Parse(parts[0], CultureInfo.InvariantCulture), TimeSpan.FromMilliseconds(Number(parts[1])), parts[2] == "1");
    }

    internal static string[] Fields(string fields, int count, string tag)
    {
        string[] parts = fields.Split(' ');
        return parts.Length == count ? parts : throw new FormatException($"A {tag} line has {count} fields; got '{fields}'.");
    }

    internal static double Number(string text) => double.Parse(text, NumberStyles.Float, CultureInfo.InvariantCulture);
}

/// <summary>One round: both operations' blocks, timed one right after the other.</summary>
/// <param name="OursNs">NDisruptor's time per operation.</param>
/// <param name="TheirsNs">Disruptor-net's time per operation.</param>
/// <param name="OursFirst">Whether NDisruptor's block ran first.</param>
public readonly record struct MicroRound(double OursNs, double TheirsNs, bool OursFirst)
{
    public const string Tag = "micro-round";

    /// <summary>Disruptor-net's time over ours: above 1, NDisruptor is faster.</summary>
    public double Advantage => TheirsNs / OursNs;

    public string ToLine() => string.Create(CultureInfo.InvariantCulture, $"{Tag} {OursNs:R} {TheirsNs:R} {(OursFirst ? 1 : 0)}");

    public static MicroRound Parse(string fields)
    {
        string[] parts = MicroReady.Fields(fields, 3, Tag);
        return new MicroRound(MicroReady.Number(parts[0]), MicroReady.Number(parts[1]), parts[2] == "1");
    }
}

/// <summary>Bytes the worker's thread allocated per operation over the recorded rounds.</summary>
public readonly record struct MicroAllocation(double OursBytes, double TheirsBytes)
{
    public const string Tag = "micro-allocated";

    public string ToLine() => string.Create(CultureInfo.InvariantCulture, $"{Tag} {OursBytes:R} {TheirsBytes:R}");

    public static MicroAllocation Parse(string fields)
    {
        string[] parts = MicroReady.Fields(fields, 2, Tag);
        return new MicroAllocation(MicroReady.Number(parts[0]), MicroReady.Number(parts[1]));
    }
}
