using System;
using System.Diagnostics;
using System.Globalization;

namespace NDisruptor.Tests.Support;

/// <summary>
/// Runs many short randomised rounds of one critical interleaving for a time budget, in the spirit of
/// jcstress: each round checks every event it moved. A failing round names its seed, so
/// <c>NDISRUPTOR_STRESS_SEED</c> replays it.
/// </summary>
/// <remarks>
/// The budget per test is <c>NDISRUPTOR_STRESS_SECONDS</c> (default 2 s, so the suite stays within about a
/// minute in CI); set it to hundreds of seconds for a soak run on your machine.
/// </remarks>
public static class StressRounds
{
    public static readonly TimeSpan Budget = TimeSpan.FromSeconds(ReadDouble("NDISRUPTOR_STRESS_SECONDS", 2));

    /// <summary>How long one round may take before it is reported as hung.</summary>
    public static readonly TimeSpan RoundBound = TimeSpan.FromSeconds(30);

    /// <summary>Runs <paramref name="round"/> with fresh seeds until the budget is spent (at least twice); returns the rounds run.</summary>
    public static int Run(Action<Random> round)
    {
        string? replay = Environment.GetEnvironmentVariable("NDISRUPTOR_STRESS_SEED");
        if (replay is not null)
        {
            RunOne(round, int.Parse(replay, CultureInfo.InvariantCulture));
            return 1;
        }

        var seeds = new Random();
        var clock = Stopwatch.StartNew();
        int rounds = 0;
        while (rounds < 2 || clock.Elapsed < Budget)
        {
            RunOne(round, seeds.Next());
            rounds++;
        }

        return rounds;
    }

    private static void RunOne(Action<Random> round, int seed)
    {
        try
        {
            round(new Random(seed));
        }
        catch (Exception ex)
        {
            throw new InvalidOperationException($"stress round with seed {seed} failed (replay with NDISRUPTOR_STRESS_SEED={seed}): {ex.Message}", ex);
        }
    }

    private static double ReadDouble(string name, double fallback)
        => double.TryParse(Environment.GetEnvironmentVariable(name), NumberStyles.Float, CultureInfo.InvariantCulture, out double value) && value > 0 ? value : fallback;
}
