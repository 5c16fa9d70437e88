using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Runtime;
using NDisruptor.Benchmarks.Topologies;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>
/// Runs a contender, set up afresh each time, until the JIT has gone quiet. Tiered compilation promotes a method after 30
/// calls (twice under dynamic PGO: to instrumented code, then to optimized code), and each consumer's loop is called once per
/// setup: only many setups bring it, with the profile gathered from this contender alone, to its final code. Measuring earlier
/// would time whichever tier happened to be installed, which is how one topology's history leaked into the next. Workers
/// count calls from the first one (<see cref="WorkerProcess.CallCountingDelayVariable"/>), so that the runtime's own trickle of
/// compiles does not hold the promotions back.
/// </summary>
public static class JitWarmup
{
    /// <summary>The fewest setups the window judged holds: more than the 30 calls of a promotion, so a method called once per setup shows in it.</summary>
    private const int QuietSetups = 40;

    /// <summary>
    /// Compiles a quiet window may still hold. Promotions come in bursts of tens of methods; what trickles on for hundreds of
    /// setups after them is code that runs now and then (after a garbage collection, on a rare branch), not the measured loops.
    /// </summary>
    private const int QuietCompiles = 4;

    /// <summary>The window's least duration: long enough for a promotion's background compile on a busy machine.</summary>
    private static readonly TimeSpan QuietTime = TimeSpan.FromMilliseconds(300);

    /// <summary>How far the window's start moves before the setups behind it are dropped.</summary>
    private const int DroppedAtOnce = 256;

    /// <summary>Where warming gives up (and says so); divided by the scale, so smoke runs stay short.</summary>
    public static readonly TimeSpan Limit = TimeSpan.FromSeconds(20);

    /// <summary>Setups made, time taken, and whether the JIT went quiet.</summary>
    public readonly record struct Result(int Setups, TimeSpan Elapsed, bool Quiet);

    /// <param name="events">Events per run: a fraction of a measured run's, since only the calls count.</param>
    /// <param name="limit">When to stop even if the JIT is still compiling.</param>
    public static Result Run(ContenderEntry entry, int events, TimeSpan limit)
    {
        long start = Stopwatch.GetTimestamp();

        // After each setup: the compiled-method count, and when it ended. The window judged reaches back from the latest setup
        // until it holds both QuietSetups setups and QuietTime: a fixed count of setups would never last QuietTime where a setup
        // takes a few milliseconds (the Disruptors' do), and the warm-up would always run to its limit.
        var compiles = new List<long> { JitInfo.GetCompiledMethodCount() };
        var ends = new List<long> { start };
        int windowStart = 0;
        for (int setups = 1; ; setups++)
        {
            Measurement.Take(entry, events); // the very path the measurements take
            compiles.Add(JitInfo.GetCompiledMethodCount());
            long now = Stopwatch.GetTimestamp();
            ends.Add(now);
            int last = ends.Count - 1;

            // The latest start that still leaves a long enough window; it only moves forward, as setups are added.
            while (last - (windowStart + 1) >= QuietSetups && Stopwatch.GetElapsedTime(ends[windowStart + 1], now) >= QuietTime)
            {
                windowStart++;
            }

            bool quiet = last - windowStart >= QuietSetups
                && Stopwatch.GetElapsedTime(ends[windowStart], now) >= QuietTime
                && compiles[last] - compiles[windowStart] <= QuietCompiles;
            if (quiet || Stopwatch.GetElapsedTime(start) >= limit)
            {
                return new Result(setups, Stopwatch.GetElapsedTime(start), quiet);
            }

            // Nothing before the window is read again: drop it now and then, so that a warm-up that runs to its limit (thousands
            // of setups) keeps two short lists.
            if (windowStart >= DroppedAtOnce)
            {
                compiles.RemoveRange(0, windowStart);
                ends.RemoveRange(0, windowStart);
                windowStart = 0;
            }
        }
    }
}
