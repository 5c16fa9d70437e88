using System;
using System.Diagnostics;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// Spins, then yields, then hands over to a fallback strategy once the wait has lasted long enough:
/// busy-spin latency for bursts, a blocking or sleeping strategy's thrift for quiet periods.
/// </summary>
public sealed class PhasedBackoffWaitStrategy : IWaitStrategy
{
    // Reading the clock costs ~20 ns; checking it every few spins keeps the spin phase tight.
    private const int SpinsPerClockCheck = 16;

    private readonly long _spinTicks;
    private readonly long _yieldTicks;
    private readonly IWaitStrategy _fallback;

    /// <summary>Creates the strategy.</summary>
    /// <param name="spinTimeout">How long to spin before yielding.</param>
    /// <param name="yieldTimeout">How long to yield, after spinning, before using <paramref name="fallback"/>.</param>
    /// <param name="fallback">The strategy for long waits; with <see cref="AsyncWaitStrategy"/>, consumers park on the producer and on each other, and wake one another as they move.</param>
    /// <exception cref="ArgumentOutOfRangeException">A timeout is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="fallback"/> is null.</exception>
    public PhasedBackoffWaitStrategy(TimeSpan spinTimeout, TimeSpan yieldTimeout, IWaitStrategy fallback)
    {
        if (spinTimeout < TimeSpan.Zero)
        {
            throw new ArgumentOutOfRangeException(nameof(spinTimeout), spinTimeout, $"spinTimeout {spinTimeout} is negative; use TimeSpan.Zero or more.");
        }

        if (yieldTimeout < TimeSpan.Zero)
        {
            throw new ArgumentOutOfRangeException(nameof(yieldTimeout), yieldTimeout, $"yieldTimeout {yieldTimeout} is negative; use TimeSpan.Zero or more.");
        }

        ArgumentNullException.ThrowIfNull(fallback);
        _spinTicks = ToTicks(spinTimeout);
        _yieldTicks = ToTicks(yieldTimeout);
        _fallback = fallback;
    }

    /// <summary>Spin, yield, then block on a lock until the producer signals.</summary>
    /// <param name="spinTimeout">How long to spin.</param>
    /// <param name="yieldTimeout">How long to yield after spinning.</param>
    /// <returns>The strategy.</returns>
    public static PhasedBackoffWaitStrategy WithLock(TimeSpan spinTimeout, TimeSpan yieldTimeout)
        => new(spinTimeout, yieldTimeout, new BlockingWaitStrategy());

    /// <summary>Spin, yield, then sleep between checks.</summary>
    /// <param name="spinTimeout">How long to spin.</param>
    /// <param name="yieldTimeout">How long to yield after spinning.</param>
    /// <returns>The strategy.</returns>
    public static PhasedBackoffWaitStrategy WithSleep(TimeSpan spinTimeout, TimeSpan yieldTimeout)
        => new(spinTimeout, yieldTimeout, new SleepingWaitStrategy(0));

    /// <inheritdoc/>
    public bool IsBlockingStrategy => _fallback.IsBlockingStrategy;

    /// <summary>The strategy this one waits with after its spin and yield phases.</summary>
    internal IWaitStrategy Fallback => _fallback;

    /// <inheritdoc/>
    public SequenceWaitResult WaitFor(long sequence, SequenceBarrier barrier)
    {
        long start = 0;
        int spins = SpinsPerClockCheck;
        long available;
        while ((available = barrier.DependentSequence) < sequence)
        {
            barrier.CheckAlert();
            if (--spins > 0)
            {
                SpinHint.Pause();
                continue;
            }

            spins = SpinsPerClockCheck;
            long now = Stopwatch.GetTimestamp();
            if (start == 0)
            {
                start = now;
                continue;
            }

            long waited = now - start;
            if (waited > _spinTicks + _yieldTicks)
            {
                return _fallback.WaitFor(sequence, barrier);
            }

            if (waited > _spinTicks)
            {
                Thread.Yield();
            }
        }

        return available;
    }

    /// <inheritdoc/>
    public void SignalAllWhenBlocking() => _fallback.SignalAllWhenBlocking();

    private static long ToTicks(TimeSpan span) => (long)(span.TotalSeconds * Stopwatch.Frequency);
}
