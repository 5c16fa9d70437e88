using System;
using System.Diagnostics;
using System.IO;
using System.Runtime.CompilerServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// The producing side of an inter-process ring: claims slots in the mapped file, writes events in place, publishes
/// them. Any number of processes may publish to one ring (and any number of threads through one publisher).
/// </summary>
/// <typeparam name="T">The event type: a struct without references, compiled the same in every process.</typeparam>
/// <remarks>
/// A claim is a compare-and-swap on the shared claim cursor, made only when the slot is free: a producer never holds a
/// claim it waits on, so one that gives up (<see cref="TryNext(int, TimeSpan, out long)"/>) leaves nothing behind.
/// Publish each claimed sequence once, soon, or abort it (<see cref="PublishAborted(long)"/>) when its event cannot be
/// written: until then the consumer process waits for it (and after <see cref="InterProcessRingOptions.AbandonedClaimTimeout"/>
/// skips it only if this process has died).
/// </remarks>
public sealed class InterProcessPublisher<T> : IDisposable
    where T : unmanaged
{
    // How long a producer waiting for space goes between checks that the consumer process is still there.
    private const int ConsumerCheckMilliseconds = 250;

    private readonly SharedMapping _mapping;
    private readonly SharedLayout _layout;
    private readonly nint _base;
    private readonly nint _firstSlot;
    private readonly long _indexMask;
    private readonly InterProcessWait _wait;

    // The last gating sequence read: a lower bound of the real one (it only grows), so a stale value only sends a claim
    // to read it again. Written by any thread of this process that claims: a lost update is a stale value, nothing worse.
    private long _cachedGating = Sequence.InitialValue;

    // This publisher's entry in the ring's registry of open publishers.
    private readonly int _registryIndex;

    private bool _disposed;

    private InterProcessPublisher(SharedMapping mapping, SharedLayout layout, InterProcessWait wait, int registryIndex)
    {
        _mapping = mapping;
        _layout = layout;
        _base = mapping.Base;
        _firstSlot = mapping.Base + (nint)layout.SlotsOffset;
        _indexMask = layout.BufferSize - 1;
        _wait = wait;
        _registryIndex = registryIndex;
    }

    /// <summary>The number of slots.</summary>
    public int BufferSize => _layout.BufferSize;

    /// <summary>The ring's file.</summary>
    public string Path => _mapping.Path;

    /// <summary>Whether the consumer process is running: it has not closed the ring and its process exists.</summary>
    public bool IsConsumerAlive
    {
        get
        {
            long consumer = SharedLayout.ReadConsumer(_base);
            return SharedLayout.ConsumerStateOf(consumer) == SharedLayout.ConsumerRunning && ProcessLiveness.IsAlive(SharedLayout.ConsumerPidOf(consumer));
        }
    }

    /// <summary>The event in the slot for a sequence this publisher claimed, by reference: write it, then publish.</summary>
    /// <param name="sequence">A claimed sequence.</param>
    public ref T this[long sequence]
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => ref Unsafe.Add(ref Unsafe.AddByteOffset(ref Unsafe.NullRef<T>(), _firstSlot), (nint)(sequence & _indexMask));
    }

    /// <summary>Opens the ring <paramref name="name"/>, which its consumer process created, to publish to it.</summary>
    /// <param name="name">The ring's name, as the consumer process gave it.</param>
    /// <param name="options">The same directory and layout version as the consumer process's; defaults when null.</param>
    /// <returns>The publisher; dispose it to unmap the ring.</returns>
    /// <exception cref="ArgumentException"><paramref name="name"/> is not a plain name.</exception>
    /// <exception cref="InvalidOperationException">No consumer process has created the ring.</exception>
    /// <exception cref="InvalidDataException">The file is not a ring this process can use (another layout, version or event size, or corrupt).</exception>
    public static InterProcessPublisher<T> Open(string name, InterProcessRingOptions? options = null)
    {
        options ??= new InterProcessRingOptions();
        var mapping = SharedMapping.OpenExisting(SharedMapping.PathFor(name, options.Directory));
        try
        {
            // A consumer process creating the ring right now finishes in moments.
            SharedLayout.WaitUntilReady(mapping.Base, mapping.Path);
            SharedLayout layout = SharedLayout.Read(mapping.Base, mapping.Length, Unsafe.SizeOf<T>(), options.LayoutVersion, mapping.Path);
            return new InterProcessPublisher<T>(mapping, layout, options.Wait, Register(mapping));
        }
        catch
        {
            mapping.Dispose();
            throw;
        }
    }

    /// <summary>Claims the next slot, waiting while the ring is full.</summary>
    /// <returns>The claimed sequence.</returns>
    /// <exception cref="InvalidOperationException">The consumer process closed the ring or died while this claim waited.</exception>
    public long Next() => Next(1);

    /// <summary>Claims the next <paramref name="n"/> slots, waiting while the ring is full.</summary>
    /// <param name="n">How many, from 1 to <see cref="BufferSize"/>.</param>
    /// <returns>The highest claimed sequence; the batch is <c>hi - n + 1</c> to <c>hi</c>.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="n"/> is out of range.</exception>
    /// <exception cref="InvalidOperationException">The consumer process closed the ring or died while this claim waited.</exception>
    public long Next(int n)
    {
        TryNext(n, Timeout.InfiniteTimeSpan, out long hi);
        return hi;
    }

    /// <summary>Claims the next slot if one is free now.</summary>
    /// <param name="sequence">The claimed sequence, when the method returns true.</param>
    /// <returns>False if the ring is full; nothing is claimed then.</returns>
    public bool TryNext(out long sequence) => TryNext(1, TimeSpan.Zero, out sequence);

    /// <summary>Claims <paramref name="n"/> slots, waiting at most <paramref name="timeout"/> for room.</summary>
    /// <param name="n">How many, from 1 to <see cref="BufferSize"/>.</param>
    /// <param name="timeout">How long to wait: <see cref="TimeSpan.Zero"/> tries once, <see cref="Timeout.InfiniteTimeSpan"/> never gives up.</param>
    /// <param name="hi">The highest claimed sequence, when the method returns true.</param>
    /// <returns>False if the ring stayed full until the timeout; nothing is claimed then.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="n"/> or <paramref name="timeout"/> is out of range.</exception>
    /// <exception cref="InvalidOperationException">The consumer process closed the ring or died while this claim waited.</exception>
    public bool TryNext(int n, TimeSpan timeout, out long hi)
    {
        ObjectDisposedException.ThrowIf(_disposed, this);
        if ((uint)(n - 1) >= (uint)_layout.BufferSize)
        {
            throw new ArgumentOutOfRangeException(nameof(n), n, $"n {n} must be between 1 and the ring's size {_layout.BufferSize}; claim in several batches.");
        }

        if (timeout < TimeSpan.Zero && timeout != Timeout.InfiniteTimeSpan)
        {
            throw new ArgumentOutOfRangeException(nameof(timeout), timeout, $"timeout {timeout} is negative; use TimeSpan.Zero to try once or Timeout.InfiniteTimeSpan to wait.");
        }

        ref long claim = ref SharedLayout.Int64At(_base + SharedLayout.ClaimOffset);
        // Set when the ring is first found full: the timeout counts from there, in the clock's own ticks (a millisecond
        // count would read a timeout under a millisecond as none at all).
        long deadline = 0;
        bool waiting = false;
        long lastCheck = 0;
        var waiter = new SharedWaiter(_wait);
        while (true)
        {
            long current = Volatile.Read(ref claim);
            hi = current + n;
            long wrapPoint = hi - _layout.BufferSize;
            if (wrapPoint <= Volatile.Read(ref _cachedGating) || wrapPoint <= RefreshGating())
            {
                if (Interlocked.CompareExchange(ref claim, hi, current) == current)
                {
                    RecordOwner(hi - n + 1, hi);
                    return true;
                }

                // Another producer claimed first: try again at once, there may still be room.
                continue;
            }

            // Full. Give up, or wait, checking now and then that someone still consumes.
            long now = Environment.TickCount64;
            if (!waiting)
            {
                waiting = true;
                deadline = Deadline.After(timeout);
                lastCheck = now;
            }

            if (deadline != Deadline.Never && Stopwatch.GetTimestamp() >= deadline)
            {
                hi = default;
                return false;
            }

            if (now - lastCheck >= ConsumerCheckMilliseconds)
            {
                lastCheck = now;
                ObjectDisposedException.ThrowIf(_disposed, this);
                ThrowIfConsumerGone();
            }

            waiter.Wait();
        }
    }

    /// <summary>Publishes a claimed sequence: the consumer process may read its event from now on.</summary>
    /// <param name="sequence">A sequence this process claimed and has neither published nor aborted.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="sequence"/> is not a claimed slot of the current lap, or was published or aborted already.</exception>
    /// <exception cref="InvalidOperationException">The consumer process closed the ring: the event would never be read.</exception>
    public void Publish(long sequence) => Publish(sequence, sequence);

    /// <summary>Publishes claimed sequences <paramref name="lo"/> to <paramref name="hi"/>.</summary>
    /// <param name="lo">The first.</param>
    /// <param name="hi">The last.</param>
    /// <exception cref="ArgumentOutOfRangeException">The range is not claimed slots of the current lap, or holds one published or aborted already.</exception>
    /// <exception cref="InvalidOperationException">The consumer process closed the ring: the events would never be read.</exception>
    public void Publish(long lo, long hi)
    {
        ObjectDisposedException.ThrowIf(_disposed, this);
        ThrowIfNotAwaitingPublication(lo, hi);
        ThrowIfSettled(lo, hi, "publish");

        // A consumer process that closed the ring will never read these: say so rather than lose them. (One that died or
        // stopped leaves them for the process that takes the ring over.)
        if (SharedLayout.ConsumerStateOf(SharedLayout.ReadConsumer(_base)) == SharedLayout.ConsumerClosed)
        {
            throw new InvalidOperationException($"The consumer process closed the inter-process ring at {Path}; sequences {lo}..{hi} will never be read. Open the ring again once a consumer process has created it.");
        }

        for (long s = lo; s <= hi; s++)
        {
            // Release: the event written before is visible to the pump, which acquire-reads the flag.
            Volatile.Write(ref _layout.FlagOf(_base, s), s);
        }
    }

    /// <summary>
    /// Gives up a claimed sequence whose event could not be written (its fill threw, say): the consumer process's
    /// consumers skip it, as they skip a local ring's aborted claims, and go on with the next. Without it the claim would
    /// hold them up for as long as this process lives.
    /// </summary>
    /// <param name="sequence">A sequence this process claimed and has neither published nor aborted.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="sequence"/> is not a claimed slot of the current lap, or was published or aborted already.</exception>
    public void PublishAborted(long sequence) => PublishAborted(sequence, sequence);

    /// <summary>Gives up claimed sequences <paramref name="lo"/> to <paramref name="hi"/> (see <see cref="PublishAborted(long)"/>).</summary>
    /// <param name="lo">The first.</param>
    /// <param name="hi">The last.</param>
    /// <exception cref="ArgumentOutOfRangeException">The range is not claimed slots of the current lap, or holds one published or aborted already.</exception>
    public void PublishAborted(long lo, long hi)
    {
        ObjectDisposedException.ThrowIf(_disposed, this);
        ThrowIfNotAwaitingPublication(lo, hi);
        ThrowIfSettled(lo, hi, "abort");

        // No refusal once the consumer process closed the ring: an aborted claim loses nothing.
        for (long s = lo; s <= hi; s++)
        {
            Volatile.Write(ref _layout.FlagOf(_base, s), SharedLayout.AbortedFlag(s));
        }
    }

    /// <summary>
    /// Refuses to settle a claim twice: a publish after an abort (or an abort after a publish) would race the pump's read
    /// of the flag, which would deliver a failed fill or skip an event whose publish had returned.
    /// </summary>
    private void ThrowIfSettled(long lo, long hi, string action)
    {
        for (long s = lo; s <= hi; s++)
        {
            long flag = Volatile.Read(ref _layout.FlagOf(_base, s));
            if (SharedLayout.Settles(flag, s))
            {
                throw new ArgumentOutOfRangeException(nameof(lo), $"sequence {s} was already {(flag == s ? "published" : "aborted")}; {action} each claimed sequence once, by publishing or aborting it.");
            }
        }
    }

    /// <summary>
    /// Checked against the shared positions: no flag is ever set for a slot that was not claimed, or that the consumer
    /// process has already passed (it skipped the claim as abandoned).
    /// </summary>
    private void ThrowIfNotAwaitingPublication(long lo, long hi)
    {
        long claimed = Volatile.Read(ref SharedLayout.Int64At(_base + SharedLayout.ClaimOffset));
        long consumed = Volatile.Read(ref SharedLayout.Int64At(_base + SharedLayout.GatingOffset));
        if (lo > hi || hi > claimed || lo <= consumed || hi - lo >= _layout.BufferSize)
        {
            throw new ArgumentOutOfRangeException(nameof(lo), $"sequences {lo}..{hi} are not claimed slots awaiting publication (claimed up to {claimed}, consumed up to {consumed}); publish or abort what Next returned, once.");
        }
    }

    /// <summary>
    /// Unmaps the ring. Call it when no other thread uses this publisher: its memory is gone afterwards. Claims not yet
    /// published are left for the consumer process to skip once this process exits.
    /// </summary>
    public void Dispose()
    {
        if (!_disposed)
        {
            _disposed = true;
            Interlocked.CompareExchange(ref SharedLayout.PublisherAt(_base, _registryIndex), 0, ProcessLiveness.CurrentId);
            _mapping.Dispose();
        }
    }

    /// <summary>
    /// Enters this process in the ring's registry of publishers, reusing the entry of one that has exited, and counts a
    /// new generation: the consumer process forgets which process ids it found dead, since this one may reuse one.
    /// </summary>
    private static int Register(SharedMapping mapping)
    {
        nint @base = mapping.Base;
        int self = ProcessLiveness.CurrentId;
        for (int i = 0; i < SharedLayout.MaxPublishers; i++)
        {
            ref int entry = ref SharedLayout.PublisherAt(@base, i);
            int holder = Volatile.Read(ref entry);
            if ((holder == 0 || (holder != self && !ProcessLiveness.IsAlive(holder)))
                && Interlocked.CompareExchange(ref entry, self, holder) == holder)
            {
                Interlocked.Increment(ref SharedLayout.Int32At(@base + SharedLayout.RegistryGenerationOffset));
                return i;
            }
        }

        throw new InvalidOperationException($"The inter-process ring at {mapping.Path} already has {SharedLayout.MaxPublishers} open publishers; share one publisher between the threads of a process (it is thread-safe) or dispose those no longer used.");
    }

    private long RefreshGating()
    {
        long gating = Volatile.Read(ref SharedLayout.Int64At(_base + SharedLayout.GatingOffset));
        Volatile.Write(ref _cachedGating, gating);
        return gating;
    }

    private void RecordOwner(long lo, long hi)
    {
        // Read by the consumer process only when a claim stays unpublished for the abandoned-claim timeout.
        for (long s = lo; s <= hi; s++)
        {
            _layout.OwnerOf(_base, s) = SharedLayout.OwnerRecord(ProcessLiveness.CurrentId, s);
        }
    }

    private void ThrowIfConsumerGone()
    {
        long word = SharedLayout.ReadConsumer(_base);
        int state = SharedLayout.ConsumerStateOf(word);
        if (state == SharedLayout.ConsumerClosed)
        {
            throw new InvalidOperationException($"The consumer process closed the inter-process ring at {Path}; this claim can never complete. Open the ring again once a consumer process has created it.");
        }

        if (state is SharedLayout.ConsumerStopped or SharedLayout.ConsumerStopping)
        {
            throw new InvalidOperationException($"The consumer process of the inter-process ring at {Path} stopped consuming (its consumers were halted or failed); this claim can never complete until a consumer process takes the ring over. Try again after one has.");
        }

        int consumer = SharedLayout.ConsumerPidOf(word);
        if (!ProcessLiveness.IsAlive(consumer))
        {
            throw new InvalidOperationException($"The consumer process ({consumer}) of the inter-process ring at {Path} has exited; this claim can never complete until a new consumer process takes the ring over. Try again after one has.");
        }
    }
}
