using System.Diagnostics;
using System.Runtime.CompilerServices;

namespace NDisruptor.Benchmarks.Infrastructure;

/// <summary>
/// Times one round trip in every <see cref="Every"/> of a ping-pong into a <see cref="LatencyHistogram"/>; every PingPong
/// contender samples the same trips at the same two points (just before the ping is sent, as soon as its echo is seen).
/// </summary>
/// <remarks>
/// Why not every trip: <see cref="Stopwatch.GetTimestamp"/> reads the time-stamp counter in order with the instructions
/// around it, and the pinger's next send waits for that read. Read on every trip it was a large part of a short round
/// trip: timing 1 trip in 32 instead took 40-85 ns off the median round trip of both NDisruptor and RawTwoLines in the
/// comparison mode when the two threads sat close (about a quarter of it), on this project's host. One trip in 32 (two
/// clock reads: just before its ping is sent, and when its echo is seen) keeps that cost to a few nanoseconds per trip and
/// still fills the histogram with thousands of single round trips per run.
/// </remarks>
public struct RoundTripSampler(LatencyHistogram histogram)
{
    /// <summary>One round trip in this many is timed.</summary>
    public const int Every = 32;

    // Mid-period, so that no invocation's first trip, which the benchmark thread sends, is the timed one.
    private const int Sampled = Every / 2;

    private long _sent;

    /// <summary>The histogram the timed trips go into.</summary>
    public readonly LatencyHistogram Histogram => histogram;

    /// <summary>Call just before round trip <paramref name="trip"/> (counted from 0 in each invocation) sends its ping.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Sending(long trip)
    {
        if ((trip & (Every - 1)) == Sampled)
        {
            _sent = Stopwatch.GetTimestamp();
        }
    }

    /// <summary>Call as soon as the echo of round trip <paramref name="trip"/> is seen.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly void Echoed(long trip)
    {
        if ((trip & (Every - 1)) == Sampled)
        {
            histogram.Record(Stopwatch.GetTimestamp() - _sent);
        }
    }
}
