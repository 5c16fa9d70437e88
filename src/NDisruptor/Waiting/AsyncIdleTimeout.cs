using System;
using System.Diagnostics;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// An async processor's idle timeout (<see cref="IAsyncBatchEventHandler{T}.IdleTimeout"/>): tells the run when no
/// event arrived for a whole period, and wakes its parked wait when that period ends. Processors whose handler sets
/// no timeout have none (a null local, read only when the run runs out of events). One per run: the run disposes it.
/// </summary>
/// <remarks>
/// The period starts when the run first finds nothing at a sequence and starts again after each timeout; a run that
/// moves on to another sequence starts a new period, so timeouts stop while events flow. The timer only completes the
/// processor's <see cref="AsyncSignal"/>: it is scheduled after the signal is armed, so its <c>Set</c> always finds
/// the waiter armed (or the waiter already woken), and a late firing from an earlier period is a spurious wake-up
/// that the run's loop absorbs.
/// </remarks>
internal sealed class AsyncIdleTimeout : IDisposable
{
    // Timer.Change's largest finite due time, in milliseconds.
    private const double MaxDueMilliseconds = uint.MaxValue - 1.0;

    private readonly long _periodTicks;
    private readonly Timer _timer;

    // The sequence the run waits for and when its period ends: written and read only by the run in progress.
    private long _waitingFor = long.MinValue;
    private long _deadline;

    private AsyncIdleTimeout(TimeSpan period, AsyncSignal signal)
    {
        double milliseconds = Math.Min(period.TotalMilliseconds, MaxDueMilliseconds);
        _periodTicks = Math.Max(1, (long)(milliseconds * Stopwatch.Frequency / 1000));
        _timer = new Timer(static state => ((AsyncSignal)state!).Set(), signal, Timeout.Infinite, Timeout.Infinite);
    }

    /// <summary>Checks <paramref name="handler"/>'s period at construction: positive, or infinite for none.</summary>
    public static TimeSpan Checked(TimeSpan period, object handler)
    {
        if (period <= TimeSpan.Zero && period != Timeout.InfiniteTimeSpan)
        {
            throw new ArgumentOutOfRangeException(nameof(handler), period, $"IdleTimeout {period} of handler {handler.GetType().Name} must be positive; return Timeout.InfiniteTimeSpan for no timeouts.");
        }

        return period;
    }

    /// <summary>The timeout for one run, or null when the handler asks for none.</summary>
    public static AsyncIdleTimeout? Start(TimeSpan period, AsyncSignal signal)
        => period == Timeout.InfiniteTimeSpan ? null : new AsyncIdleTimeout(period, signal);

    /// <summary>Called by the run each time it finds no event at <paramref name="next"/>: whether a whole period passed without one (then a new period starts).</summary>
    public bool IsDue(long next)
    {
        long now = Stopwatch.GetTimestamp();
        if (next != _waitingFor)
        {
            _waitingFor = next;
            _deadline = now + _periodTicks;
            return false;
        }

        if (now < _deadline)
        {
            return false;
        }

        _deadline = now + _periodTicks;
        return true;
    }

    /// <summary>Called after the signal is armed: wakes it when the period ends; false when it already ended (do not wait).</summary>
    public bool TrySchedule()
    {
        long remaining = _deadline - Stopwatch.GetTimestamp();
        if (remaining <= 0)
        {
            return false;
        }

        // Rounded up, so that the wake-up never comes before the deadline and finds the period still running.
        long milliseconds = (long)Math.Min(Math.Ceiling(remaining * 1000.0 / Stopwatch.Frequency), MaxDueMilliseconds);
        _timer.Change(milliseconds, Timeout.Infinite);
        return true;
    }

    /// <summary>Called when the run ends: no wake-up for a run that is gone.</summary>
    public void Dispose() => _timer.Dispose();
}
