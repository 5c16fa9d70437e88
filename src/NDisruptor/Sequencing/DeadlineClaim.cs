using System;
using System.Diagnostics;
using System.Threading;
using System.Threading.Tasks;

namespace NDisruptor;

/// <summary>
/// Claims that give up: by a deadline, a cancellation token, or both. Shared by every ring and both
/// sequencers, built only on <see cref="Sequencer.TryNext"/>, which claims nothing unless the whole
/// request fits (a compare-and-swap on a multi-producer ring), so giving up never leaves a slot claimed
/// and unpublished: a multi-producer ring stays consistent however many claims time out.
/// </summary>
/// <remarks>
/// While the ring is full the claim backs off through <see cref="BackoffSpinner"/> (about 1 µs of
/// spin hints, then yields, then an occasional 1 ms sleep), checking the token, the clock and whether the
/// consumers stopped between tries. The asynchronous form tries once, then yields its thread back to
/// the pool between tries (no thread is blocked): a few <see cref="Task.Yield"/> rounds, then 1 ms delays.
/// <para>
/// On a multi-producer ring these claims compete unequally with plain <c>Next()</c>: a plain claim takes its
/// sequence first (an atomic add) and waits for room after, while a claim that may give up takes slots only
/// when they are all free at once. Producers using <c>Next()</c> that keep the ring full are therefore
/// served first, and a deadline claim succeeds only once they pause. docs/design.md (Claims with a deadline)
/// says why it cannot be otherwise; use one kind of claim on every producer of a ring where that matters.
/// </para>
/// </remarks>
internal static class DeadlineClaim
{
    // Yields before the asynchronous claim settles into 1 ms delays: room for a busy consumer to free
    // space without a timer, few enough that a ring that stays full does not keep a pool thread busy.
    private const int AsyncYields = 16;

    /// <summary>A deadline in <see cref="Stopwatch"/> ticks (see <see cref="Deadline"/>): <see cref="Deadline.Never"/> for <see cref="Timeout.InfiniteTimeSpan"/> and for timeouts too long to represent.</summary>
    public static long DeadlineAfter(TimeSpan timeout, string parameter)
    {
        if (timeout < TimeSpan.Zero && timeout != Timeout.InfiniteTimeSpan)
        {
            throw new ArgumentOutOfRangeException(parameter, timeout, $"timeout {timeout} is negative; use TimeSpan.Zero (one try), a positive TimeSpan, or Timeout.InfiniteTimeSpan.");
        }

        return Deadline.After(timeout);
    }

    /// <summary>
    /// Claims <paramref name="n"/> slots, waiting while the ring is full, until <paramref name="deadline"/>
    /// (false, nothing claimed) or <paramref name="cancellationToken"/> is cancelled (throws, nothing claimed).
    /// </summary>
    public static bool TryNext(Sequencer sequencer, int n, long deadline, CancellationToken cancellationToken, out long sequence)
    {
        cancellationToken.ThrowIfCancellationRequested();
        if (sequencer.TryNext(n, out sequence))
        {
            return true;
        }

        if (deadline != Deadline.Never && Stopwatch.GetTimestamp() >= deadline)
        {
            // A single try (TimeSpan.Zero) that failed never waited: like a failed TryNext, it is not a full wait.
            return false;
        }

        sequencer.CountFullWait();
        var spinner = default(BackoffSpinner);
        while (true)
        {
            sequencer.ThrowIfClosed();
            cancellationToken.ThrowIfCancellationRequested();
            if (Stopwatch.GetTimestamp() >= deadline)
            {
                // One last try: the consumers may have moved while we looked at the clock.
                return sequencer.TryNext(n, out sequence);
            }

            spinner.SpinOnce();
            if (sequencer.TryNext(n, out sequence))
            {
                return true;
            }
        }
    }

    /// <summary>Claims <paramref name="n"/> slots without blocking a thread while the ring is full.</summary>
    public static ValueTask<long> NextAsync(Sequencer sequencer, int n, CancellationToken cancellationToken)
    {
        if (cancellationToken.IsCancellationRequested)
        {
            return ValueTask.FromCanceled<long>(cancellationToken);
        }

        return sequencer.TryNextFromAnyThread(n, out long sequence) ? new ValueTask<long>(sequence) : new ValueTask<long>(WaitAsync(sequencer, n, cancellationToken));
    }

    private static async Task<long> WaitAsync(Sequencer sequencer, int n, CancellationToken cancellationToken)
    {
        sequencer.CountFullWait();
        for (int attempt = 0; ; attempt++)
        {
            sequencer.ThrowIfClosed();
            cancellationToken.ThrowIfCancellationRequested();
            if (attempt < AsyncYields)
            {
                await Task.Yield();
            }
            else
            {
                await Task.Delay(1, cancellationToken).ConfigureAwait(false);
            }

            if (sequencer.TryNextFromAnyThread(n, out long sequence))
            {
                return sequence;
            }
        }
    }
}
