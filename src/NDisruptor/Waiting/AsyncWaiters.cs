using System;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// The async processors of one ring that may be waiting. Producers (after publishing) and processors (after
/// storing their sequence) call <see cref="WakeArmed"/>; it costs a fence and one read while nobody waits.
/// Rings without async processors have none (a null field), so their publish path is unchanged.
/// </summary>
internal sealed class AsyncWaiters
{
    // Copy on write (Interlocked) by whoever creates an async processor; read by signallers.
    private AsyncSignal[] _signals = [];

    // How many signals are armed: changed with Interlocked by waiters and the signaller that wins a signal.
    private int _armed;

    /// <summary>A new signal for one async processor.</summary>
    public AsyncSignal Add()
    {
        var signal = new AsyncSignal(this);
        AsyncSignal[] current, next;
        do
        {
            current = Volatile.Read(ref _signals);
            next = [.. current, signal];
        }
        while (Interlocked.CompareExchange(ref _signals, next, current) != current);
        return signal;
    }

    internal void CountArmed(int delta) => Interlocked.Add(ref _armed, delta);

    /// <summary>Wakes every armed waiter; each re-checks its own dependencies and re-arms if it must.</summary>
    public void WakeArmed()
    {
        // StoreLoad: the caller's cursor or sequence store must be visible before _armed is read, or a waiter
        // that just armed could miss both the new value and the wake-up (Dekker with AsyncSignal.Arm).
        Interlocked.MemoryBarrier();
        if (Volatile.Read(ref _armed) == 0)
        {
            return;
        }

        foreach (AsyncSignal signal in Volatile.Read(ref _signals))
        {
            signal.Set();
        }
    }
}
