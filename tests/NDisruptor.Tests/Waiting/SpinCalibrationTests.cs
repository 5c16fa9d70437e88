using System;
using System.Reflection;
using Xunit;

namespace NDisruptor.Tests.Waiting;

/// <summary>
/// Spin phases are budgets of time, so a CPU whose spin hint is nearly free (Arm64 YIELD on a
/// core without SMT) spins as long as one whose hint is slow (x86 PAUSE). Fixed counts (40, 100, 8192
/// hints) made Arm64 spin phases ~100 times shorter, falling into Thread.Yield at once.
/// </summary>
public sealed class SpinCalibrationTests
{
    // What one hint costs: Arm64 YIELD without SMT, Arm64 with SMT, this EPYC's PAUSE, a Skylake PAUSE.
    public static TheoryData<double> HintCosts => new() { 0.3, 2, 19, 40 };

    [Theory]
    [MemberData(nameof(HintCosts))]
    public void Every_spin_phase_lasts_its_time_whatever_a_hint_costs(double nanosecondsPerPause)
    {
        var calibration = new SpinCalibration(nanosecondsPerPause);
        AssertSpins(calibration, BackoffSpinner.SpinNanoseconds);
        AssertSpins(calibration, BusySpinWaitStrategy.YieldEveryNanoseconds);
        AssertSpins(calibration, YieldingWaitStrategy.SpinNanoseconds);
        AssertSpins(calibration, SleepingWaitStrategy.SpinRetryNanoseconds);
        AssertSpins(calibration, SequenceBarrier.UnpublishedSlot.SpinNanoseconds);
        AssertSpins(calibration, SequenceBarrier.QuietFlag.SpinNanoseconds);
    }

    [Fact]
    public void The_measured_calibration_is_a_real_hint_cost()
    {
        // A hint costs something and less than a system call; the exact figure depends on the CPU.
        double cost = SpinCalibration.Measured.NanosecondsPerPause;
        Assert.InRange(cost, 0.1, 10_000);
        Assert.True(SpinCalibration.Measured.PausesFor(BackoffSpinner.SpinNanoseconds) >= 1);
    }

    [Fact]
    public void The_measuring_loop_is_optimized_code_from_its_one_call()
    {
        // Run once, it would stay in the JIT's first tier, where each hint is a call and dynamic PGO adds a profile count
        // per pass: on one Xeon it read about twice a PAUSE's cost, and every spin phase spun about half its budget.
        var measure = typeof(SpinCalibration).GetMethod(
            nameof(SpinCalibration.MeasureNanosecondsPerPause), BindingFlags.NonPublic | BindingFlags.Static)!;
        Assert.True(
            measure.MethodImplementationFlags.HasFlag(MethodImplAttributes.AggressiveOptimization),
            $"{measure.Name} must be compiled fully optimized from its first call.");
    }

    [Fact]
    public void A_calibration_rejects_a_free_or_negative_hint()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new SpinCalibration(0));
        Assert.Throws<ArgumentOutOfRangeException>(() => new SpinCalibration(double.NaN));
    }

    private static void AssertSpins(SpinCalibration calibration, double budgetNanoseconds)
    {
        int pauses = calibration.PausesFor(budgetNanoseconds);
        double spun = pauses * calibration.NanosecondsPerPause;

        // Within one hint of the budget, or the single hint a budget shorter than a hint gets.
        Assert.True(
            Math.Abs(spun - budgetNanoseconds) <= calibration.NanosecondsPerPause || pauses == 1,
            $"{pauses} hints of {calibration.NanosecondsPerPause} ns spin {spun} ns for a budget of {budgetNanoseconds} ns");
    }
}
