using System;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// Spins, then yields, then sleeps between checks: little CPU when idle, at the cost of up to a
/// sleep's latency. Producers never pay for it (no signalling), which suits logging and telemetry.
/// </summary>
public sealed class SleepingWaitStrategy : IWaitStrategy
{
    private const int DefaultRetries = 200;
    private const int SpinThreshold = 100;

    // A retry of the spin phase lasts about as long as a PAUSE on the x64 cores this was tuned on, so the
    // default spins ~2 µs on any CPU (a time, not a count: see SpinCalibration).
    internal const double SpinRetryNanoseconds = 20;

    private static readonly int s_pausesPerRetry = SpinCalibration.Measured.PausesFor(SpinRetryNanoseconds);

    private readonly int _retries;

    /// <summary>Creates the strategy with 200 retries (100 spins, 100 yields) before sleeping.</summary>
    public SleepingWaitStrategy()
        : this(DefaultRetries)
    {
    }

    /// <summary>Creates the strategy.</summary>
    /// <param name="retries">Checks before the strategy starts sleeping: all but the last 100 spin, the last 100 yield.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="retries"/> is negative.</exception>
    public SleepingWaitStrategy(int retries)
    {
        if (retries < 0)
        {
            throw new ArgumentOutOfRangeException(nameof(retries), retries, $"retries {retries} is negative; use 0 or more (default {DefaultRetries}).");
        }

        _retries = retries;
    }

    /// <inheritdoc/>
    public bool IsBlockingStrategy => false;

    /// <inheritdoc/>
    public SequenceWaitResult WaitFor(long sequence, SequenceBarrier barrier)
    {
        long available;
        int counter = _retries;
        while ((available = barrier.DependentSequence) < sequence)
        {
            barrier.CheckAlert();
            if (counter > SpinThreshold)
            {
                for (int i = s_pausesPerRetry; i > 0; i--)
                {
                    SpinHint.Pause();
                }

                counter--;
            }
            else if (counter > 0)
            {
                Thread.Yield();
                counter--;
            }
            else
            {
                Thread.Sleep(1);
            }
        }

        return available;
    }

    /// <inheritdoc/>
    public void SignalAllWhenBlocking()
    {
    }
}
