using System;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// The consumer process's thread between the mapping and its local ring: republishes each contiguous run of slots that
/// producer processes published, and writes back how far the local consumers got.
/// </summary>
/// <remarks>
/// Ordering. A producer writes its event, then release-stores the sequence into the slot's flag; the pump acquire-reads
/// the flag, so the event is visible to it, and its publish to the local ring (a release store of the local cursor)
/// passes that on to the local consumers, which acquire-read the cursor. Backwards, the pump reads the local consumers'
/// sequences (acquire) and release-stores their minimum as the shared gating sequence; a producer acquire-reads it before
/// it claims a slot a lap on, so every read of the old event happened before the slot is written again. The gating
/// sequence never runs ahead of a local consumer, and the pump never republishes past a slot whose flag does not hold
/// its sequence, so no slot is read before it is written or written while it is read.
/// </remarks>
internal readonly struct InterProcessPump<T>
    where T : unmanaged
{
    // How often, in idle looks, the pump refreshes its heartbeat; producers waiting for space read it.
    private const int HeartbeatEvery = 256;

    private readonly nint _base;
    private readonly SharedLayout _layout;
    private readonly MappedRingBuffer<T> _ring;
    private readonly InterProcessRingOptions _options;
    private readonly InterProcessRing<T> _owner;

    public InterProcessPump(nint @base, SharedLayout layout, MappedRingBuffer<T> ring, InterProcessRingOptions options, InterProcessRing<T> owner)
    {
        _base = @base;
        _layout = layout;
        _ring = ring;
        _options = options;
        _owner = owner;
    }

    public void Run(ref bool stopping)
    {
        ref long claim = ref SharedLayout.Int64At(_base + SharedLayout.ClaimOffset);
        ref long gating = ref SharedLayout.Int64At(_base + SharedLayout.GatingOffset);
        ref long heartbeat = ref SharedLayout.Int64At(_base + SharedLayout.HeartbeatOffset);
        long next = _ring.Cursor + 1;
        long lastGating = Volatile.Read(ref gating);
        long stuckSince = 0;
        long timeout = (long)_options.AbandonedClaimTimeout.TotalMilliseconds;
        int idleLooks = 0;
        var waiter = new SharedWaiter(_options.Wait);
        while (!Volatile.Read(ref stopping))
        {
            // The contiguous run of published slots from `next`, at most a ring long (the local claim's limit).
            long hi = next - 1;
            long limit = next + _layout.BufferSize - 1;
            while (hi < limit && Volatile.Read(ref _layout.FlagOf(_base, hi + 1)) == hi + 1)
            {
                hi++;
            }

            if (hi >= next)
            {
                // The local claim waits for this process's consumers to leave room: the same slots, the same sequences.
                _ring.Next((int)(hi - next + 1));
                _ring.Publish(next, hi);
                next = hi + 1;
                stuckSince = 0;
                idleLooks = 0;
                waiter.Reset();
                Volatile.Write(ref heartbeat, Environment.TickCount64);
            }
            else if (Volatile.Read(ref claim) >= next && IsAbandoned(next, ref stuckSince, timeout))
            {
                // Nobody will publish it: consumers skip it as aborted, and the pump goes on.
                _ring.Next();
                _ring.PublishAborted(next);
                _owner.CountAbandoned();
                next++;
                stuckSince = 0;
            }
            else
            {
                if (++idleLooks % HeartbeatEvery == 0)
                {
                    Volatile.Write(ref heartbeat, Environment.TickCount64);
                }

                waiter.Wait();
            }

            // Written only when it moved: producers read this line, and a store would take it from their caches.
            long consumed = _ring.GetMinimumGatingSequence();
            if (consumed != lastGating)
            {
                Volatile.Write(ref gating, consumed);
                lastGating = consumed;
            }
        }
    }

    /// <summary>
    /// Whether the claim of <paramref name="sequence"/>, unpublished since <paramref name="stuckSince"/>, was abandoned: past
    /// the timeout, and its claiming process is gone (or never recorded itself, which a live producer does right after its
    /// claim).
    /// </summary>
    private bool IsAbandoned(long sequence, ref long stuckSince, long timeout)
    {
        long now = Environment.TickCount64;
        if (stuckSince == 0)
        {
            stuckSince = now;
            return false;
        }

        if (now - stuckSince < timeout)
        {
            return false;
        }

        long owner = Volatile.Read(ref _layout.OwnerOf(_base, sequence));
        bool recorded = (uint)owner == (uint)sequence;
        if (recorded && ProcessLiveness.IsAlive((int)(owner >> 32)))
        {
            // Alive but slow: look again after another timeout rather than ask the operating system on every look.
            stuckSince = now;
            return false;
        }

        return true;
    }
}
