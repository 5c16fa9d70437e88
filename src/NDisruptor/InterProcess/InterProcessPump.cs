using System;
using System.Collections.Generic;
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
/// its sequence except as aborted (its producer aborted it, or died holding it), which no consumer reads, so no slot is
/// read before it is written or written while it is read.
/// </remarks>
internal sealed class InterProcessPump<T>
    where T : unmanaged
{
    private readonly nint _base;
    private readonly SharedLayout _layout;
    private readonly MappedRingBuffer<T> _ring;
    private readonly InterProcessRingOptions _options;
    private readonly InterProcessRing<T> _owner;

    // Producer processes found dead while holding a claim: their other unpublished claims are skipped without another
    // timeout. Forgotten whenever a publisher registers, since a new process may have been given a dead one's id.
    private readonly HashSet<int> _deadProducers = [];
    private int _registryGeneration;

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
        long next = _ring.Cursor + 1;
        long lastGating = Volatile.Read(ref gating);
        long stuckSince = 0;
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
                waiter.Reset();
            }
            else if (Volatile.Read(ref _layout.FlagOf(_base, next)) == SharedLayout.AbortedFlag(next))
            {
                // Its producer gave the claim up: consumers skip it as aborted, and the pump goes on.
                _ring.Next();
                _ring.PublishAborted(next);
                next++;
                stuckSince = 0;
                waiter.Reset();
            }
            else if (Volatile.Read(ref claim) >= next && IsAbandoned(next, ref stuckSince))
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
                // Idle: if this process's consumers were halted (which closes the local ring), stop rather than keep the
                // producers waiting on a pump whose events nobody will read.
                _ring.Sequencer.ThrowIfClosed();
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
    /// Whether the claim of <paramref name="sequence"/>, unpublished since <paramref name="stuckSince"/>, was abandoned: its
    /// claiming process is gone. A claim is only ever given up for a process that no longer exists, never for a slow one:
    /// a live producer would publish (and write its event) after the slot was reused.
    /// </summary>
    private bool IsAbandoned(long sequence, ref long stuckSince)
    {
        int generation = Volatile.Read(ref SharedLayout.Int32At(_base + SharedLayout.RegistryGenerationOffset));
        if (generation != _registryGeneration)
        {
            _deadProducers.Clear();
            _registryGeneration = generation;
        }

        // A live producer records itself right after its claim (a few instructions later).
        long owner = Volatile.Read(ref _layout.OwnerOf(_base, sequence));
        bool recorded = (uint)owner == (uint)sequence;
        int producer = (int)(owner >> 32);
        if (recorded && _deadProducers.Contains(producer))
        {
            // The rest of a batch whose process was already found dead.
            return true;
        }

        long now = Environment.TickCount64;
        if (stuckSince == 0)
        {
            stuckSince = now;
            return false;
        }

        if (now - stuckSince < (long)_options.AbandonedClaimTimeout.TotalMilliseconds)
        {
            return false;
        }

        // Asking the operating system is slow: at most once per timeout while a claim stays unpublished.
        stuckSince = now;
        if (recorded)
        {
            if (ProcessLiveness.IsAlive(producer))
            {
                return false;
            }

            _deadProducers.Add(producer);
            return true;
        }

        // Claimed but never recorded: its process died between the two steps. Which one is unknown, so give the slot up
        // only when no registered publisher is alive.
        return !AnyPublisherAlive();
    }

    private bool AnyPublisherAlive()
    {
        for (int i = 0; i < SharedLayout.MaxPublishers; i++)
        {
            int process = Volatile.Read(ref SharedLayout.PublisherAt(_base, i));
            if (process != 0 && ProcessLiveness.IsAlive(process))
            {
                return true;
            }
        }

        return false;
    }
}
