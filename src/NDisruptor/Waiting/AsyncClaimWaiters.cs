using System.Runtime.CompilerServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// The asynchronous claims (<c>NextAsync</c>) parked on one ring because it was full, woken by the consumers whose
/// progress makes room: every processor and poller calls <see cref="WakeFor"/> after it stores its sequence, which
/// costs one read and one predicted branch while no claim is parked.
/// </summary>
/// <remarks>
/// The same asymmetric Dekker as <see cref="AsyncWaiters"/> (docs/design.md, "Async claims"): a consumer stores its
/// sequence, then reads the parked count without a fence; a claim joins the list, counts itself, pays a process-wide
/// barrier, then tries to claim again. Either that try sees the consumer's store or the consumer sees the count.
/// </remarks>
internal sealed class AsyncClaimWaiters
{
    // How many claims are parked: written (Interlocked, under _lock) by claims that park and by whoever unparks them;
    // read by consumers after every store of their sequence. Padded: consumers keep it in their caches, shared,
    // and it changes only when a claim parks or wakes.
    private PaddedLong _parkedCount;

    // Guards the lists and each waiter's list fields; taken only while a claim is parked or parks.
    private readonly object _lock = new();

    // The parked claims (doubly linked) and the free waiters, under _lock.
    private AsyncClaimWaiter? _parked;
    private AsyncClaimWaiter? _free;

    // Sequences stored by consumers that call WakeFor (the library's processors and pollers): copy on write
    // (Interlocked) by their constructors and a poller's Dispose, read by the public AddGatingSequences.
    private Sequence[] _signalling = [];

    // Set once when a gating sequence that nobody signals was added by hand (a consumer written outside the
    // library): claims on this ring then look for room every millisecond as well. Read by parking claims.
    private bool _hasSilentGating;

    /// <summary>Whether a claim parked here may miss the progress of a consumer that does not signal.</summary>
    public bool HasSilentGating => Volatile.Read(ref _hasSilentGating);

    /// <summary>How many claims are parked now (a snapshot, for tests).</summary>
    internal long ParkedCount => Volatile.Read(ref _parkedCount.Value);

    /// <summary>Records that <paramref name="sequence"/> belongs to a consumer that calls <see cref="WakeFor"/>.</summary>
    public void AddSignalling(Sequence sequence) => CopyOnWrite.Append(ref _signalling, sequence);

    /// <summary>
    /// Forgets <paramref name="sequence"/>, whose consumer stores it no more (a disposed poller): a ring that outlives many
    /// pollers would otherwise keep every one's sequence, and copy them all for each new one.
    /// </summary>
    public void RemoveSignalling(Sequence sequence) => CopyOnWrite.Remove(ref _signalling, sequence);

    /// <summary>How many signalling sequences are recorded (for tests).</summary>
    internal int SignallingCount => Volatile.Read(ref _signalling).Length;

    /// <summary>Called for gating sequences added by hand: one that no library consumer stores makes claims poll too.</summary>
    public void NoteGating(Sequence[] sequences)
    {
        Sequence[] signalling = Volatile.Read(ref _signalling);
        foreach (Sequence sequence in sequences)
        {
            if (System.Array.IndexOf(signalling, sequence) < 0)
            {
                Volatile.Write(ref _hasSilentGating, true);
            }
        }
    }

    /// <summary>
    /// Called by a consumer right after it stored <paramref name="progress"/> as its sequence (release): wakes the
    /// parked claims that progress can make room for.
    /// </summary>
    /// <remarks>
    /// No fence between the caller's store and the read below: the parking claim pays for both sides
    /// (<see cref="Park"/> ends with a process-wide barrier), because consumers call this after every batch.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WakeFor(long progress)
    {
        if (Volatile.Read(ref _parkedCount.Value) != 0)
        {
            WakeParked(progress);
        }
    }

    /// <summary>Wakes every parked claim: the gating sequences changed, or the ring closed.</summary>
    public void WakeAll() => WakeFor(long.MaxValue);

    /// <summary>A waiter for one claim, from the pool.</summary>
    public AsyncClaimWaiter Rent()
    {
        lock (_lock)
        {
            AsyncClaimWaiter? waiter = _free;
            if (waiter is null)
            {
                return new AsyncClaimWaiter(this);
            }

            _free = waiter.Next;
            waiter.Next = null;
            return waiter;
        }
    }

    /// <summary>Returns a waiter that is not parked and has no completion on its way.</summary>
    public void Return(AsyncClaimWaiter waiter)
    {
        lock (_lock)
        {
            waiter.Next = _free;
            _free = waiter;
        }
    }

    /// <summary>
    /// Parks <paramref name="waiter"/> until a consumer reaches <paramref name="wrapPoint"/> (the lowest gating
    /// sequence at which the claim can fit), then makes the parking and every other thread's earlier stores meet:
    /// the caller's next try sees any sequence a consumer stored before its read of the parked count, and a consumer
    /// that reads the count later sees the claim parked.
    /// </summary>
    public void Park(AsyncClaimWaiter waiter, long wrapPoint)
    {
        lock (_lock)
        {
            waiter.Reset();
            waiter.WrapPoint = wrapPoint;
            waiter.IsParked = true;
            waiter.Previous = null;
            waiter.Next = _parked;
            if (_parked is not null)
            {
                _parked.Previous = waiter;
            }

            _parked = waiter;
            Interlocked.Increment(ref _parkedCount.Value);
        }

        Interlocked.MemoryBarrierProcessWide();
    }

    /// <summary>Takes <paramref name="waiter"/> out of the parked list; false when a waker already took it (its completion is on the way).</summary>
    public bool TryUnpark(AsyncClaimWaiter waiter)
    {
        lock (_lock)
        {
            if (!waiter.IsParked)
            {
                return false;
            }

            Unlink(waiter);
            return true;
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WakeParked(long progress)
    {
        // Unlinked under the lock, completed after it: each waiter is completed by the one thread that unlinked it.
        AsyncClaimWaiter? woken = null;
        lock (_lock)
        {
            AsyncClaimWaiter? waiter = _parked;
            while (waiter is not null)
            {
                AsyncClaimWaiter? next = waiter.Next;

                // A consumer behind the claim's wrap point cannot be the one that makes room for it.
                if (waiter.WrapPoint <= progress)
                {
                    Unlink(waiter);
                    waiter.Next = woken;
                    woken = waiter;
                }

                waiter = next;
            }
        }

        while (woken is not null)
        {
            AsyncClaimWaiter? next = woken.Next;
            woken.Next = null;
            woken.Wake();
            woken = next;
        }
    }

    private void Unlink(AsyncClaimWaiter waiter)
    {
        if (waiter.Previous is null)
        {
            _parked = waiter.Next;
        }
        else
        {
            waiter.Previous.Next = waiter.Next;
        }

        if (waiter.Next is not null)
        {
            waiter.Next.Previous = waiter.Previous;
        }

        waiter.Previous = null;
        waiter.Next = null;
        waiter.IsParked = false;
        Interlocked.Decrement(ref _parkedCount.Value);
    }
}
