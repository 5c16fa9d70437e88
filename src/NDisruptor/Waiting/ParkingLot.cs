using System;
using System.Diagnostics;
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
    {
        if (barrier.Cursor.Value >= sequence)
        {
            return true;
        }

        long deadline = timeout == Timeout.InfiniteTimeSpan ? long.MaxValue : Stopwatch.GetTimestamp() + (long)(timeout.TotalSeconds * Stopwatch.Frequency);
        lock (_gate)
        {
            // The increment is a full fence: the cursor read below cannot move above it. It pairs with the
            // fence in Unpark, so either the producer sees us parked or we see its new cursor (Dekker).
            Interlocked.Increment(ref _parked);
            try
            {
                while (barrier.Cursor.Value < sequence)
                {
                    barrier.CheckAlert();
                    if (deadline == long.MaxValue)
                    {
                        Monitor.Wait(_gate);
                        continue;
                    }

                    long remaining = deadline - Stopwatch.GetTimestamp();
                    if (remaining <= 0 || !Monitor.Wait(_gate, TimeSpan.FromSeconds((double)remaining / Stopwatch.Frequency)))
                    {
                        return barrier.Cursor.Value >= sequence;
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

    /// <summary>Wakes every parked consumer; costs one fence and a read when none is parked.</summary>
    public void UnparkAll()
    {
        // StoreLoad fence: the producer's cursor store must be visible before it reads _parked,
        // or a consumer that just parked could miss both the new cursor and the pulse.
        Interlocked.MemoryBarrier();
        if (Volatile.Read(ref _parked) == 0)
        {
            return;
        }

        lock (_gate)
        {
            Monitor.PulseAll(_gate);
        }
    }
}
