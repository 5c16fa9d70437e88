using System;

namespace NDisruptor;

/// <summary>
/// Like <see cref="BlockingWaitStrategy"/>, but gives up after a timeout so the consumer's handler gets
/// <see cref="ILifecycleAware.OnTimeout"/> (a chance to flush, heartbeat or check a deadline).
/// </summary>
public sealed class TimeoutBlockingWaitStrategy : IWaitStrategy
{
    private readonly ParkingLot _parkingLot = new();
    private readonly TimeSpan _timeout;

    /// <summary>Creates the strategy.</summary>
    /// <param name="timeout">How long a consumer waits for the producer before its handler's <c>OnTimeout</c> runs.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="timeout"/> is zero or negative.</exception>
    public TimeoutBlockingWaitStrategy(TimeSpan timeout)
    {
        if (timeout <= TimeSpan.Zero)
        {
            throw new ArgumentOutOfRangeException(nameof(timeout), timeout, $"timeout {timeout} must be positive, e.g. TimeSpan.FromMilliseconds(1).");
        }

        _timeout = timeout;
    }

    /// <summary>How long a consumer waits before timing out.</summary>
    public TimeSpan Timeout => _timeout;

    /// <inheritdoc/>
    public bool IsBlockingStrategy => true;

    /// <inheritdoc/>
    public SequenceWaitResult WaitFor(long sequence, SequenceBarrier barrier)
    {
        if (!_parkingLot.ParkUntilCursorReaches(sequence, barrier, _timeout))
        {
            return SequenceWaitResult.Timeout;
        }

        return DependencyWait.SpinUntilDependenciesReach(sequence, barrier);
    }

    /// <inheritdoc/>
    public void SignalAllWhenBlocking() => _parkingLot.UnparkAll();

    /// <summary>
    /// How long <paramref name="strategy"/>'s waits last before they time out: its own timeout when it is one, or that of
    /// the one a <see cref="PhasedBackoffWaitStrategy"/> falls back to; zero when its waits never time out. A consumer's wait
    /// on an unpublished slot, which does not go through the strategy, ends after it too.
    /// </summary>
    internal static TimeSpan TimeoutOf(IWaitStrategy strategy)
        => strategy is TimeoutBlockingWaitStrategy timed ? timed._timeout
            : strategy is PhasedBackoffWaitStrategy phased ? TimeoutOf(phased.Fallback)
            : TimeSpan.Zero;
}
