using System.Diagnostics;
using System.Runtime.CompilerServices;

namespace NDisruptor.Benchmarks.Infrastructure;

/// <summary>
/// Times one round trip in every <see cref="Every"/> of a ping-pong into a <see cref="LatencyHistogram"/>; every PingPong
/// contender samples the same trips at the same two points (just before the ping is sent, as soon as its echo is seen).
/// </summary>
/// <remarks>
/// Why not every trip: on the 2-vCPU Zen 3 VM this project is measured on, timing 1 trip in 32 instead of every trip took
/// 40-85 ns off the median round trip of both NDisruptor and RawTwoLines in the comparison mode when the two threads sat
/// close (about a quarter of it). The likely reason is that <see cref="Stopwatch.GetTimestamp"/> reads the time-stamp
/// counter in order with the instructions around it, so the pinger's next send waits for the read. Two clock reads per 32
/// trips should cost a few nanoseconds per trip at most, and still fill the histogram with thousands of single round trips
/// per run.
/// <para>
/// The timed trip moves one place in each period of 32 (trip 16, then 49, 82, ...), cycling through eight places, so that
/// the samples fall on every position of a cache line of 8-byte events, the trip that moves a ring to a new line included,
/// not always on the same one.
/// </para>
/// </remarks>
public struct RoundTripSampler(LatencyHistogram histogram)
{
    /// <summary>One round trip in this many is timed.</summary>
    public const int Every = 32;

    private long _sent;

    /// <summary>The histogram the timed trips go into.</summary>
    public readonly LatencyHistogram Histogram => histogram;

    /// <summary>Call just before round trip <paramref name="trip"/> (counted from 0 in each invocation) sends its ping.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Sending(long trip)
    {
        if (IsSampled(trip))
        {
            _sent = Stopwatch.GetTimestamp();
        }
    }

    /// <summary>Call as soon as the echo of round trip <paramref name="trip"/> is seen.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly void Echoed(long trip)
    {
        if (IsSampled(trip))
        {
            histogram.Record(Stopwatch.GetTimestamp() - _sent);
        }
    }

    // From the middle of each period, so that no invocation's first trip, which the benchmark thread sends, is timed; one
    // place later in each period, through eight places.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsSampled(long trip) => (trip & (Every - 1)) == (Every / 2) + ((trip / Every) & 7);
}
