using System;
using System.Diagnostics;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;

namespace NDisruptor;

/// <summary>
/// Claims that give up: by a deadline, a cancellation token, or both. Shared by every ring and both
/// sequencers, built only on <see cref="Sequencer.TryNext"/> (<see cref="Sequencer.TryNextForAsync"/> for the
/// asynchronous claim), which claims nothing unless the whole request fits (a compare-and-swap on a multi-producer
/// ring), so giving up never leaves a slot claimed and unpublished: a multi-producer ring stays consistent however
/// many claims time out.
/// </summary>
/// <remarks>
/// While the ring is full the claim backs off through <see cref="BackoffSpinner"/> (about 1 µs of
/// spin hints, then yields, then an occasional 1 ms sleep), checking the token, the clock and whether the
/// consumers stopped between tries. The asynchronous form tries once, then parks without a thread
/// (<see cref="AsyncClaimWaiters"/>) until a consumer's progress may have made room, its token is cancelled or the
/// ring closes.
/// <para>
/// On a multi-producer ring these claims compete with plain <c>Next()</c> almost evenly: a plain claim waits
/// for room before its atomic add, and only adds that race past a check that saw room claim beyond it, while a
/// claim that may give up takes slots only when they are all free at once. docs/design.md (Claims with a
/// deadline) gives the rest; use one kind of claim on every producer of a ring where that matters.
/// </para>
/// </remarks>
internal static class DeadlineClaim
{
    // On a ring with a gating sequence that no library consumer stores (added by hand), nobody wakes a parked
    // claim when that consumer moves: the claim then also looks every millisecond.
    private const int SilentGatingPollMilliseconds = 1;

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
        // The size first: a bad one is the caller's mistake whatever the token says.
        sequencer.ThrowIfBadBatchSize(n);
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
        // Thrown from the call, not through the task, and before the token is looked at, as in TryNext.
        sequencer.ThrowIfBadBatchSize(n);
        if (cancellationToken.IsCancellationRequested)
        {
            return ValueTask.FromCanceled<long>(cancellationToken);
        }

        bool claimed;
        long sequence;
        try
        {
            claimed = sequencer.TryNextForAsync(n, out sequence);
        }
        catch (InvalidOperationException exception)
        {
            // Refused (another thread holds claims on a single-producer ring): reported through the task, as the same
            // refusal is when it comes after the claim waited for room.
            return ValueTask.FromException<long>(exception);
        }

        return claimed ? new ValueTask<long>(sequence) : WaitAsync(sequencer, n, cancellationToken);
    }

    // Pooled state machine: a claim that parks allocates nothing once the pool is warm (with its waiter, also pooled).
    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder<>))]
    private static async ValueTask<long> WaitAsync(Sequencer sequencer, int n, CancellationToken cancellationToken)
    {
        sequencer.CountFullWait();
        AsyncClaimWaiters waiters = sequencer.ClaimWaiters;
        AsyncClaimWaiter waiter = waiters.Rent();

        // A token that cannot be cancelled registers nothing; a registration on a token source reuses its nodes.
        CancellationTokenRegistration cancellation = cancellationToken.UnsafeRegister(AsyncClaimWaiter.WakeOnCancel, waiter);
        try
        {
            for (bool woken = false; ; woken = true)
            {
                sequencer.ThrowIfClosed();
                cancellationToken.ThrowIfCancellationRequested();

                // Woken: room is likely, so try before parking again, which costs a process-wide barrier.
                if (woken && sequencer.TryNextForAsync(n, out long early))
                {
                    return early;
                }

                // Park, then try: a consumer that stored its sequence before the parking's process-wide barrier is
                // seen by this try; one that stores after it sees the parked count and wakes us (docs/design.md).
                waiters.Park(waiter, sequencer.WrapPointFor(n));
                bool claimed;
                long sequence;
                try
                {
                    claimed = sequencer.TryNextForAsync(n, out sequence);
                }
                catch (InvalidOperationException)
                {
                    // On a single-producer ring, another thread claimed since the try before the park and still holds
                    // its claims (see SingleProducerSequencer.TakeOverClaiming): this claim is refused. Its waiter leaves
                    // the parked list first, or its waker's completion is awaited, so that the pool never hands out a
                    // waiter a consumer may still complete.
                    if (!waiters.TryUnpark(waiter))
                    {
                        await waiter.WaitAsync().ConfigureAwait(false);
                    }

                    throw;
                }

                if ((claimed || sequencer.IsClosed || cancellationToken.IsCancellationRequested) && waiters.TryUnpark(waiter))
                {
                    if (claimed)
                    {
                        return sequence;
                    }

                    continue;
                }

                // Nothing yet, or a waker took the waiter first (then its completion is on the way): wait for it, so
                // the waiter is never reused while a waker may still complete it.
                if (claimed || !waiters.HasSilentGating)
                {
                    await waiter.WaitAsync().ConfigureAwait(false);
                }
                else
                {
                    await WaitOrPollAsync(waiters, waiter, cancellationToken).ConfigureAwait(false);
                }

                if (claimed)
                {
                    return sequence;
                }
            }
        }
        finally
        {
            // Disposed before the waiter is reused: a callback running now finishes first, and none runs later.
            cancellation.Dispose();
            waiters.Return(waiter);
        }
    }

    /// <summary>On a ring with a consumer that does not signal: a look after a millisecond, as claims did before they were woken.</summary>
    private static async Task WaitOrPollAsync(AsyncClaimWaiters waiters, AsyncClaimWaiter waiter, CancellationToken cancellationToken)
    {
        try
        {
            await Task.Delay(SilentGatingPollMilliseconds, cancellationToken).ConfigureAwait(false);
        }
        catch (OperationCanceledException)
        {
            // The token's callback unparks the waiter; the claim's loop throws.
        }

        if (!waiters.TryUnpark(waiter))
        {
            // Unparked by a consumer or the token: its completion is on the way.
            await waiter.WaitAsync().ConfigureAwait(false);
        }
    }
}
