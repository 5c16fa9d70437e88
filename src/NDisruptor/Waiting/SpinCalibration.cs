using System;
using System.Diagnostics;
using System.Runtime.CompilerServices;

namespace NDisruptor;

/// <summary>
/// Turns spin budgets given in time into counts of <see cref="SpinHint.Pause"/>, measured on this CPU.
/// </summary>
/// <remarks>
/// A spin hint's cost differs a hundredfold between cores: x86 PAUSE takes 10-40 ns (about 19 ns on the EPYC this
/// was tuned on, ~18 ns on the Xeon it was later measured on, ~40 ns on Skylake-era Intel cores), while Arm64 YIELD
/// is close to a no-op on cores without SMT. A loop that spins a fixed count therefore spins a hundred times
/// shorter on Arm64 and falls into <c>Thread.Yield</c> before a cross-core hop could land. Every spin phase is
/// instead given as a duration and converted here once, so x64 and Arm64 spin alike (docs/design.md, "Spinning").
/// </remarks>
internal readonly struct SpinCalibration
{
    // A phase never spins less than one hint, nor so long that a count overflows anything.
    private const int MaxPauses = 1 << 24;

    /// <summary>The calibration of this process's CPU, measured once when first needed (~40-80 µs on x64).</summary>
    public static readonly SpinCalibration Measured = new(MeasureNanosecondsPerPause());

    /// <summary>Creates a calibration for a hint that takes <paramref name="nanosecondsPerPause"/>.</summary>
    public SpinCalibration(double nanosecondsPerPause)
    {
        if (!(nanosecondsPerPause > 0))
        {
            throw new ArgumentOutOfRangeException(nameof(nanosecondsPerPause), nanosecondsPerPause, "A spin hint takes a positive time.");
        }

        NanosecondsPerPause = nanosecondsPerPause;
    }

    /// <summary>How long one <see cref="SpinHint.Pause"/> takes.</summary>
    public double NanosecondsPerPause { get; }

    /// <summary>How many hints spin for about <paramref name="nanoseconds"/>: at least one.</summary>
    public int PausesFor(double nanoseconds) => (int)Math.Clamp(Math.Round(nanoseconds / NanosecondsPerPause), 1, MaxPauses);

    // Compiled optimized from its one call, with the hint inlined (keep the loop in this method). Tiered compilation would
    // run it in its first tier (2,048 passes are far too few for on-stack replacement), where each hint is a call and,
    // under dynamic PGO, each pass also calls the runtime's profile-count helper: there it read 37 ns per PAUSE (26 ns
    // without PGO) on a Xeon whose optimized loop reads 18, and every spin phase of the process spun about half its
    // budget. Three producers and one consumer on two cores ran 1.7-1.8 times slower for it (docs/design.md, "Three
    // producers on two cores").
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    internal static double MeasureNanosecondsPerPause()
    {
        // The fastest of a few short runs: preemption and interrupts only ever make a run slower.
        const int Pauses = 256;
        const int Runs = 8;
        long best = long.MaxValue;
        for (int run = 0; run < Runs; run++)
        {
            long start = Stopwatch.GetTimestamp();
            for (int i = 0; i < Pauses; i++)
            {
                SpinHint.Pause();
            }

            best = Math.Min(best, Stopwatch.GetTimestamp() - start);
        }

        // A clock coarser than the run reads 0: count the hint as cheap rather than free.
        return Math.Max(best * (1e9 / Stopwatch.Frequency) / Pauses, 0.1);
    }
}
