using System;
using System.Runtime.CompilerServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// The async processors of one ring that may be waiting. Producers (after publishing) and processors (after
/// storing their sequence) call <see cref="WakeArmed"/>; it costs one read while nobody waits.
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
        CopyOnWrite.Append(ref _signals, signal);
        return signal;
    }

    internal void CountArmed(int delta) => Interlocked.Add(ref _armed, delta);

    /// <summary>How many waiters are armed now (tests wait on it for a processor to sleep).</summary>
    internal int ArmedCount => Volatile.Read(ref _armed);

    /// <summary>Wakes every armed waiter; each re-checks its own dependencies and re-arms if it must.</summary>
    /// <remarks>
    /// The caller stored a cursor or sequence just before; the Dekker pairing with a waiter that arms at that moment
    /// needs a StoreLoad barrier between that store and the read of <see cref="_armed"/> below. The waiter pays for
    /// it instead (<see cref="AsyncSignal.Arm"/> ends with a process-wide barrier), so this read needs no fence:
    /// producers call this after every publish, a waiter arms only when it runs out of events.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WakeArmed()
    {
        if (Volatile.Read(ref _armed) != 0)
        {
            WakeAll();
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WakeAll()
    {
        foreach (AsyncSignal signal in Volatile.Read(ref _signals))
        {
            signal.Set();
        }
    }
}
