using System;
using System.Diagnostics;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// Deadlines in <see cref="Stopwatch"/> ticks for the waits that give up (deadline claims, timed parking),
/// so that every timeout saturates the same way instead of overflowing.
/// </summary>
/// <remarks>
/// <see cref="TimeSpan.MaxValue"/> is about 29,000 years; in <see cref="Stopwatch"/> ticks (nanoseconds on
/// Linux) anything past about 292 years no longer fits a <c>long</c>, and "now + timeout" would wrap into
/// the past, so a wait meant to last forever would give up at once. Such timeouts mean "never".
/// </remarks>
internal static class Deadline
{
    /// <summary>The deadline of <see cref="Timeout.InfiniteTimeSpan"/> and of any timeout beyond the clock's range.</summary>
    public const long Never = long.MaxValue;

    // Monitor.Wait and friends take at most int.MaxValue milliseconds (about 24.8 days); longer waits are
    // made of several.
    private static readonly TimeSpan s_longestWait = TimeSpan.FromMilliseconds(int.MaxValue);

    /// <summary>
    /// <paramref name="timeout"/> for a wait that takes a <see cref="TimeSpan"/> (a thread's join, a task's wait): refused
    /// if negative (but infinite), and <see cref="Timeout.InfiniteTimeSpan"/> if longer than such a wait accepts, as
    /// <see cref="After"/> reads a timeout past the clock's range. A caller that meant "no limit" with
    /// <see cref="TimeSpan.MaxValue"/> would otherwise get an <see cref="ArgumentOutOfRangeException"/> from the wait itself,
    /// after it had already halted what it was asked to wait for.
    /// </summary>
    public static TimeSpan Checked(TimeSpan timeout, string parameter)
    {
        if (timeout < TimeSpan.Zero && timeout != Timeout.InfiniteTimeSpan)
        {
            throw new ArgumentOutOfRangeException(parameter, timeout, $"timeout {timeout} is negative; use a positive TimeSpan or Timeout.InfiniteTimeSpan.");
        }

        return timeout > s_longestWait ? Timeout.InfiniteTimeSpan : timeout;
    }

    /// <summary>The timestamp <paramref name="timeout"/> from now, or <see cref="Never"/>; the caller has refused negative timeouts.</summary>
    public static long After(TimeSpan timeout)
    {
        if (timeout == Timeout.InfiniteTimeSpan)
        {
            return Never;
        }

        long now = Stopwatch.GetTimestamp();
        double ticks = timeout.Ticks * ((double)Stopwatch.Frequency / TimeSpan.TicksPerSecond);
        return ticks >= Never - now ? Never : now + (long)ticks;
    }

    /// <summary>What is left of <paramref name="deadline"/> (not <see cref="Never"/>), at most what one timed wait accepts.</summary>
    public static TimeSpan Remaining(long deadline)
    {
        long left = deadline - Stopwatch.GetTimestamp();
        if (left <= 0)
        {
            return TimeSpan.Zero;
        }

        TimeSpan remaining = TimeSpan.FromSeconds((double)left / Stopwatch.Frequency);
        return remaining < s_longestWait ? remaining : s_longestWait;
    }
}
