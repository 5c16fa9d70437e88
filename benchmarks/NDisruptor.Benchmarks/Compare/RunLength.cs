using System;
using NDisruptor.Benchmarks.Topologies;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>
/// How many events a contender's runs publish: the BenchmarkDotNet invocation's, divided by the scale, then doubled until a run
/// laps its ring <see cref="MinLaps"/> times and lasts <see cref="MinRunTime"/> (both floors divided by the scale too). A run of a
/// few milliseconds spans a few scheduler quanta on two vCPUs, so whatever else runs in the round decides it; a run of 100 ms
/// averages that out. The slow queues start from their smaller BenchmarkDotNet counts, which already last about that long.
/// </summary>
public static class RunLength
{
    public const int MinLaps = 64;

    public static readonly TimeSpan MinRunTime = TimeSpan.FromMilliseconds(100);

    /// <summary>At most 64 times the invocation's events: UnicastBatch-100 needs 32 at ~1.3 ns/event.</summary>
    private const int MaxDoublings = 6;

    /// <summary>Measurements per candidate length; the fastest counts, since a preempted run only looks long enough.</summary>
    private const int Tries = 2;

    /// <summary>The chosen events per run and how long the fastest try at that length took.</summary>
    public readonly record struct Result(int Events, TimeSpan RunTime);

    public static Result Choose(ContenderEntry entry, int scale)
    {
        int events = Math.Max(1, entry.Events / scale);
        long minEvents = (long)MinLaps * entry.Ring / scale;
        int doublings = 0;
        while (events < minEvents && doublings < MaxDoublings)
        {
            (events, doublings) = (events * 2, doublings + 1);
        }

        while (true)
        {
            double fastest = double.MaxValue;
            for (int i = 0; i < Tries; i++)
            {
                fastest = Math.Min(fastest, Measurement.Take(entry, events).NsPerEvent * events);
            }

            var runTime = TimeSpan.FromMilliseconds(fastest / 1e6);
            if (runTime >= MinRunTime / scale || doublings == MaxDoublings)
            {
                return new Result(events, runTime);
            }

            (events, doublings) = (events * 2, doublings + 1);
        }
    }
}
