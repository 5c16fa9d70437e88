using System;
using System.Diagnostics;
using System.Runtime.CompilerServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// The lock-and-condition part shared by the blocking wait strategies: consumers park on a monitor
/// until the cursor moves, and producers take the lock only when someone is actually parked.
/// </summary>
internal sealed class ParkingLot
{
    private readonly object _gate = new();

    // Written by consumers (Interlocked), read by producers.
    private int _parked;

    /// <summary>
    /// Parks the calling consumer until the cursor reaches <paramref name="sequence"/>, the barrier is
    /// alerted, or <paramref name="timeout"/> passes (<see cref="Timeout.InfiniteTimeSpan"/>: never).
    /// </summary>
    /// <returns><see langword="false"/> if the timeout passed first.</returns>
    public bool ParkUntilCursorReaches(long sequence, SequenceBarrier barrier, TimeSpan timeout)
        => ParkUntil(sequence, barrier, timeout, dependents: false);

    /// <summary>
    /// Parks the calling consumer until its dependencies (upstream consumers, or the cursor when it has
    /// none) reach <paramref name="sequence"/>: only for strategies whose upstream consumers call
    /// <see cref="UnparkAll"/> after storing their sequence (<see cref="AsyncWaitStrategy"/>).
    /// </summary>
    public void ParkUntilDependentsReach(long sequence, SequenceBarrier barrier)
        => ParkUntil(sequence, barrier, Timeout.InfiniteTimeSpan, dependents: true);

    private bool ParkUntil(long sequence, SequenceBarrier barrier, TimeSpan timeout, bool dependents)
    {
        if (Observed(barrier, dependents) >= sequence)
        {
            return true;
        }

        long deadline = Deadline.After(timeout);
        lock (_gate)
        {
            // The increment is a full fence: the cursor read below cannot move above it. It pairs with the
            // fence in Unpark, so either the producer sees us parked or we see its new cursor (Dekker).
            Interlocked.Increment(ref _parked);
            try
            {
                while (Observed(barrier, dependents) < sequence)
                {
                    barrier.CheckAlert();
                    if (deadline == Deadline.Never)
                    {
                        Monitor.Wait(_gate);
                        continue;
                    }

                    // A wait longer than Monitor.Wait accepts is made of several: only the deadline ends it.
                    TimeSpan remaining = Deadline.Remaining(deadline);
                    if (remaining == TimeSpan.Zero || (!Monitor.Wait(_gate, remaining) && Stopwatch.GetTimestamp() >= deadline))
                    {
                        return Observed(barrier, dependents) >= sequence;
                    }
                }
            }
            finally
            {
                Interlocked.Decrement(ref _parked);
            }
        }

        return true;
    }

    // The sequence a parked consumer waits to see move: the producer's cursor, or its dependencies.
    private static long Observed(SequenceBarrier barrier, bool dependents) => dependents ? barrier.DependentSequence : barrier.Cursor.Value;

    /// <summary>How many consumers are parked now (a snapshot: tests use it to know consumers went to sleep).</summary>
    public int Parked => Volatile.Read(ref _parked);

    /// <summary>Wakes every parked consumer; costs one fence and a read when none is parked.</summary>
    public void UnparkAll()
    {
        // StoreLoad fence: the producer's cursor store must be visible before it reads _parked,
        // or a consumer that just parked could miss both the new cursor and the pulse.
        Interlocked.MemoryBarrier();
        if (Volatile.Read(ref _parked) != 0)
        {
            PulseParked();
        }
    }

    // Out of line: callers inline UnparkAll into their loops (AsyncWaitStrategy's processors, once per
    // batch), and the lock's try/finally would make the whole loop keep its locals on the stack.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void PulseParked()
    {
        lock (_gate)
        {
            Monitor.PulseAll(_gate);
        }
    }
}
