using System;
using System.Diagnostics;
using System.Runtime.CompilerServices;
using System.Threading;

namespace NDisruptor.Benchmarks.Infrastructure;

/// <summary>How a thread of this suite waits for another: a busy spin with a CPU hint, or a spin that yields its core.</summary>
public enum WaitKind
{
    /// <summary>Spin with a pause hint; right when every spinning thread has its own core.</summary>
    BusySpin,

    /// <summary><see cref="SpinWait.SpinOnce(int)"/>: a few pauses, then Thread.Yield/Sleep(0); right when threads outnumber cores.</summary>
    Yielding,
}

/// <summary>Spin helpers with a portable CPU hint and a bounded wait that fails loudly instead of hanging a run.</summary>
public static class Spin
{
    /// <summary>The longest any wait of the suite may take before the benchmark fails: a stuck consumer is a bug, not a result.</summary>
    public static readonly TimeSpan Timeout = TimeSpan.FromSeconds(60);

    /// <summary>One CPU spin hint, NDisruptor's own: PAUSE on x86/x64, YIELD on Arm64, Thread.SpinWait(1) elsewhere.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Hint() => SpinHint.Pause();

    /// <summary>One step of a wait loop of the given kind.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Once(WaitKind kind, ref SpinWait spinner)
    {
        if (kind == WaitKind.BusySpin)
        {
            Hint();
        }
        else
        {
            // -1: never Thread.Sleep(1), which would park the thread for a whole scheduler tick.
            spinner.SpinOnce(sleep1Threshold: -1);
        }
    }

    /// <summary>Waits until <paramref name="counter"/> reaches <paramref name="target"/>, or throws after <see cref="Timeout"/>.</summary>
    public static void UntilAtLeast(PaddedCounter counter, long target, WaitKind kind, string what)
    {
        if (counter.Read() >= target)
        {
            return;
        }

        var spinner = default(SpinWait);
        long start = Stopwatch.GetTimestamp();
        int steps = 0;
        while (counter.Read() < target)
        {
            Once(kind, ref spinner);
            if ((++steps & 0xFFFF) == 0 && Stopwatch.GetElapsedTime(start) > Timeout)
            {
                throw new TimeoutException($"{what}: waited {Timeout.TotalSeconds:F0} s for {target}, saw {counter.Read()}.");
            }
        }
    }

    /// <summary>Throws after <see cref="Timeout"/>; call every few thousand steps of a custom wait loop.</summary>
    public static void CheckTimeout(long startTimestamp, string what)
    {
        if (Stopwatch.GetElapsedTime(startTimestamp) > Timeout)
        {
            throw new TimeoutException($"{what}: no progress for {Timeout.TotalSeconds:F0} s.");
        }
    }
}
