using System;
using System.Diagnostics;
using System.Runtime;
using NDisruptor.Benchmarks.Topologies;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>
/// Runs a contender, set up afresh each time, until the JIT has gone quiet. Tiered compilation promotes a method after 30
/// calls (twice under dynamic PGO: to instrumented code, then to optimized code), counted only while no new method has been
/// compiled for 100 ms, and each consumer's loop is called once per setup: only many setups bring it, with the profile
/// gathered from this contender alone, to its final code. Measuring earlier would time whichever tier happened to be
/// installed, which is how one topology's history leaked into the next.
/// </summary>
public static class JitWarmup
{
    /// <summary>The window judged: more setups than the 30 calls of a promotion, so a method called once per setup shows in it.</summary>
    private const int QuietSetups = 40;

    /// <summary>
    /// Compiles a quiet window may still hold. Promotions come in bursts of tens of methods; what trickles on for hundreds of
    /// setups after them is code that runs now and then (after a garbage collection, on a rare branch), not the measured loops.
    /// </summary>
    private const int QuietCompiles = 4;

    /// <summary>The window's least duration: the 100 ms call-counting delay plus a background compile on a busy machine.</summary>
    private static readonly TimeSpan QuietTime = TimeSpan.FromMilliseconds(300);

    /// <summary>Where warming gives up (and says so); divided by the scale, so smoke runs stay short.</summary>
    public static readonly TimeSpan Limit = TimeSpan.FromSeconds(20);

    /// <summary>Setups made, time taken, and whether the JIT went quiet.</summary>
    public readonly record struct Result(int Setups, TimeSpan Elapsed, bool Quiet);

    /// <param name="events">Events per run: a fraction of a measured run's, since only the calls count.</param>
    /// <param name="limit">When to stop even if the JIT is still compiling.</param>
    public static Result Run(ContenderEntry entry, int events, TimeSpan limit)
    {
        long start = Stopwatch.GetTimestamp();
        var compiles = new long[QuietSetups + 1]; // compiled-method count after each setup, the last QuietSetups + 1 of them
        var ends = new long[QuietSetups + 1];     // and when each setup ended
        compiles[0] = JitInfo.GetCompiledMethodCount();
        ends[0] = start;
        for (int setups = 1; ; setups++)
        {
            Measurement.Take(entry, events); // the very path the measurements take
            int now = setups % compiles.Length, windowStart = (setups + 1) % compiles.Length;
            compiles[now] = JitInfo.GetCompiledMethodCount();
            ends[now] = Stopwatch.GetTimestamp();
            bool quiet = setups >= QuietSetups
                && compiles[now] - compiles[windowStart] <= QuietCompiles
                && Stopwatch.GetElapsedTime(ends[windowStart], ends[now]) >= QuietTime;
            if (quiet || Stopwatch.GetElapsedTime(start) >= limit)
            {
                return new Result(setups, Stopwatch.GetElapsedTime(start), quiet);
            }
        }
    }
}
