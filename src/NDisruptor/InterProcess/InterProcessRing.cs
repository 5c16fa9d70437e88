using System;
using System.Collections.Generic;
using System.IO;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// The consuming side of a ring shared between processes: events (unmanaged structs) in a memory-mapped file that
/// producer processes publish to with <see cref="InterProcessPublisher{T}"/>, consumed here by handlers wired to
/// <see cref="RingBuffer"/> like those of any value ring (a <see cref="ValueDisruptor{T}"/>, processors, pollers).
/// </summary>
/// <typeparam name="T">The event type: a struct without references, compiled the same in every process.</typeparam>
/// <remarks>
/// <para>
/// The events stay where producers wrote them: <see cref="RingBuffer"/> is a ring over the mapping itself. A pump thread
/// started by <see cref="Start"/> watches the slots' published flags, republishes each contiguous run to
/// <see cref="RingBuffer"/> (no copy), and writes back how far this process's consumers got, which is what producers may
/// not lap. docs/design.md, "Inter-process rings", gives the ordering argument.
/// </para>
/// <para>
/// One consumer process per ring. If it dies, a new one calling <see cref="Create"/> with the same name takes over: it
/// resumes after the last event every consumer had finished, so events after that are delivered again (at least once).
/// If a producer process dies between claim and publish, the pump skips its slot as aborted after
/// <see cref="InterProcessRingOptions.AbandonedClaimTimeout"/>, once it sees that process gone, and counts it in
/// <see cref="AbandonedClaims"/>; a live producer that cannot fill a claim aborts it itself
/// (<see cref="InterProcessPublisher{T}.PublishAborted(long)"/>), and the pump skips that slot at once.
/// </para>
/// </remarks>
public sealed class InterProcessRing<T> : IDisposable
    where T : unmanaged
{
    // The ring files this process consumes: a second InterProcessRing on one of them would run a second pump over the
    // same slots. Guarded by itself.
    private static readonly HashSet<string> s_consumed = new(StringComparer.Ordinal);

    // How long Create waits for the process removing a closed ring's file (see TakeOver).
    private const int ClosingWaitMilliseconds = 2000;

    // The consumer word's id when no process is to remove a closed ring's file: the next consumer process does.
    private const int NoProcess = 0;

    private readonly SharedMapping _mapping;
    private readonly SharedLayout _layout;
    private readonly MappedRingBuffer<T> _ring;
    private readonly InterProcessRingOptions _options;
    private readonly object _lifecycle = new();
    private Thread? _pump;
    private Exception? _pumpFault;
    private bool _stopping;
    private bool _disposed;
    private long _abandonedClaims;

    private InterProcessRing(SharedMapping mapping, SharedLayout layout, InterProcessRingOptions options, IWaitStrategy? waitStrategy, long lastPublished)
    {
        _mapping = mapping;
        _layout = layout;
        _options = options;
        _ring = new MappedRingBuffer<T>(mapping.Base, layout, waitStrategy, lastPublished);
    }

    /// <summary>The ring's file.</summary>
    public string Path => _mapping.Path;

    /// <summary>The ring this process's consumers read: wire handlers to it, then call <see cref="Start"/>. Do not publish to it.</summary>
    public ValueRingBuffer<T> RingBuffer => _ring;

    /// <summary>Claims the pump skipped because the claiming process died before publishing.</summary>
    public long AbandonedClaims => Interlocked.Read(ref _abandonedClaims);

    /// <summary>Why the pump stopped, if it failed. It also stops, without a fault, once this process's consumers are halted or shut down, or the ring is disposed; producers are told in each case.</summary>
    public Exception? Fault => Volatile.Read(ref _pumpFault);

    /// <summary>
    /// Creates the ring <paramref name="name"/> for this process to consume, or takes over an existing one whose consumer
    /// process has stopped.
    /// </summary>
    /// <param name="name">The ring's name: letters, digits, '.', '_' or '-'; producers open it by the same name.</param>
    /// <param name="bufferSize">The number of slots: a power of two; a ring taken over must have this size.</param>
    /// <param name="options">Directory, permissions, layout version, waiting; defaults when null.</param>
    /// <param name="waitStrategy">How this process's consumers wait on the pump; <see cref="BlockingWaitStrategy"/> when null.</param>
    /// <returns>The ring; dispose it after its consumers have stopped.</returns>
    /// <exception cref="ArgumentException"><paramref name="name"/> is not a plain name, or <paramref name="bufferSize"/> not a power of two.</exception>
    /// <remarks>
    /// A ring its consumer closed is never taken over: its file is about to lose its name, and producers opening the ring by
    /// name would never find it. This call waits while that consumer removes it (it does so right after closing), or removes
    /// it itself if that consumer could not (it died, or the file could not be deleted from there), then creates the ring anew.
    /// </remarks>
    /// <exception cref="InvalidOperationException">
    /// Another live process consumes the ring, or closed it and has not removed its file within two seconds.
    /// </exception>
    /// <exception cref="InvalidDataException">The file exists but is not a ring this process can use (another layout, version or event size, or corrupt).</exception>
    public static InterProcessRing<T> Create(string name, int bufferSize, InterProcessRingOptions? options = null, IWaitStrategy? waitStrategy = null)
    {
        options ??= new InterProcessRingOptions();
        string path = SharedMapping.PathFor(name, options.Directory);
        SequenceMath.ThrowIfNotPowerOfTwo(bufferSize);
        if (bufferSize > SharedLayout.MaxBufferSize)
        {
            throw new ArgumentOutOfRangeException(nameof(bufferSize), bufferSize, $"bufferSize {bufferSize} is above the inter-process limit of {SharedLayout.MaxBufferSize} slots; use a smaller ring.");
        }

        int eventSize = System.Runtime.CompilerServices.Unsafe.SizeOf<T>();
        if (eventSize > SharedLayout.MaxEventSize)
        {
            throw new ArgumentException($"{typeof(T).Name} is {eventSize} bytes, above the inter-process limit of {SharedLayout.MaxEventSize}; keep large payloads elsewhere and put a reference to them in the event.");
        }

        lock (s_consumed)
        {
            if (!s_consumed.Add(path))
            {
                throw new InvalidOperationException($"This process already consumes the inter-process ring at {path}; a ring has one consumer (dispose the other InterProcessRing first).");
            }
        }

        try
        {
            var layout = new SharedLayout(bufferSize, eventSize);
            long deadline = Environment.TickCount64 + ClosingWaitMilliseconds;
            while (true)
            {
                SharedMapping? created = SharedMapping.TryCreateNew(path, layout.TotalLength, options.ShareWithGroup);
                if (created is not null)
                {
                    return Initialize(created, layout, options, waitStrategy);
                }

                SharedMapping existing;
                try
                {
                    existing = SharedMapping.OpenExisting(path);
                }
                catch (Exception exception) when (exception is InvalidOperationException or FileNotFoundException && !File.Exists(path))
                {
                    // Removed since the attempt to create it (its consumer closed it): create it now.
                    continue;
                }

                if (TakeOver(existing, bufferSize, options, waitStrategy, out int closer, out bool removed) is { } ring)
                {
                    return ring;
                }

                // Closed by its consumer. Removed here, the name is free at once; otherwise the process removing it has
                // not yet, and is waited for (it deletes right after closing, so a wait only spans that moment).
                if (!removed)
                {
                    if (Environment.TickCount64 > deadline)
                    {
                        throw new InvalidOperationException(closer == NoProcess
                            ? $"The inter-process ring at {path} was closed and its file could not be removed (from here either); remove it, then create the ring again."
                            : $"Process {closer} closed the inter-process ring at {path} and has not removed its file within {ClosingWaitMilliseconds} ms; create the ring again once it has.");
                    }

                    Thread.Sleep(1);
                }
            }
        }
        catch
        {
            Forget(path);
            throw;
        }
    }

    /// <summary>Starts the pump. Wire this process's consumers to <see cref="RingBuffer"/> and start them first.</summary>
    /// <exception cref="InvalidOperationException">Already started, or disposed.</exception>
    public void Start()
    {
        lock (_lifecycle)
        {
            ObjectDisposedException.ThrowIf(_disposed, this);
            if (_pump is not null)
            {
                throw new InvalidOperationException("Start was already called; the pump runs once per InterProcessRing.");
            }

            if (_ring.Sequencer.GatingSequences.Length == 0)
            {
                // Nothing would hold producers back: they would lap events nobody read.
                throw new InvalidOperationException("Start was called before any consumer gates RingBuffer, so producers would overwrite events unread; wire the handlers (and start the disruptor) first.");
            }

            // Marked before the thread starts, not by the thread: a shutdown right after Start, before the new thread ran,
            // would otherwise find no pump and drain the consumers only up to the local cursor, halting them with the
            // file's events still to come.
            _ring.Pumping(true);
            _pump = new Thread(Pump) { IsBackground = true, Name = $"NDisruptor pump {System.IO.Path.GetFileName(Path)}" };
            try
            {
                _pump.Start();
            }
            catch
            {
                _pump = null;
                _ring.Pumping(false);
                throw;
            }
        }
    }

    /// <summary>
    /// Stops the pump, marks the ring closed (producers waiting for space get an exception), deletes its file and unmaps
    /// it; a ring another consumer process took over (possible once this one's pump stopped) is left to it. Call it after
    /// this process's consumers have stopped.
    /// </summary>
    /// <exception cref="InvalidOperationException">A processor still runs on <see cref="RingBuffer"/>, or a poller of it is not disposed: either would read unmapped memory.</exception>
    public void Dispose()
    {
        lock (_lifecycle)
        {
            if (_disposed)
            {
                return;
            }

            int running = _ring.Sequencer.RunningConsumers;
            if (running > 0)
            {
                throw new InvalidOperationException($"{running} processor(s) still run on this ring's RingBuffer and would read unmapped memory; halt them (Halt, or dispose the disruptor) before disposing the InterProcessRing.");
            }

            long pollers = _ring.Sequencer.OpenPollers;
            if (pollers > 0)
            {
                throw new InvalidOperationException($"{pollers} poller(s) of this ring's RingBuffer are not disposed, and a poll would read unmapped memory; dispose them (EventPoller.Dispose) before disposing the InterProcessRing.");
            }

            Volatile.Write(ref _stopping, true);

            // The pump may wait for local space that halted consumers will never free: closing the local ring ends that wait.
            _ring.Sequencer.Close(new ObjectDisposedException(nameof(InterProcessRing<T>)));
            _pump?.Join();
            _disposed = true;

            // Closed while it is still this process's, then its name removed. A process taking the ring over at this moment
            // (this one's pump may have stopped earlier, which lets it) either swapped the consumer word first, and the
            // file is then its own: it is neither marked closed nor deleted here. Or it finds the ring closed and waits for
            // the name to go (Create): it never takes over a file about to be deleted.
            if (TryClose(_mapping.Base))
            {
                RemoveClosed(_mapping);
            }

            _ring.Sequencer.Retire(new ObjectDisposedException(nameof(InterProcessRing<T>), "The inter-process ring was disposed."));
            _mapping.Dispose();
            Forget(Path);
        }
    }

    private static void Forget(string path)
    {
        lock (s_consumed)
        {
            s_consumed.Remove(path);
        }
    }

    private static InterProcessRing<T> Initialize(SharedMapping mapping, SharedLayout layout, InterProcessRingOptions options, IWaitStrategy? waitStrategy)
    {
        try
        {
            nint @base = mapping.Base;
            layout.WriteHeader(@base, ProducerType.Multi, options.LayoutVersion);
            for (long s = 0; s < layout.BufferSize; s++)
            {
                layout.FlagOf(@base, s) = Sequence.InitialValue;
            }

            SharedLayout.Int64At(@base + SharedLayout.ClaimOffset) = Sequence.InitialValue;
            SharedLayout.Int64At(@base + SharedLayout.GatingOffset) = Sequence.InitialValue;
            ClaimConsumer(@base);
            SharedLayout.MarkReady(@base);
            return new InterProcessRing<T>(mapping, layout, options, waitStrategy, Sequence.InitialValue);
        }
        catch
        {
            mapping.Dispose();
            File.Delete(mapping.Path);
            throw;
        }
    }

    /// <summary>Marks the ring closed if this process still consumes it; false if another process took it over.</summary>
    private static bool TryClose(nint @base)
    {
        ref long word = ref SharedLayout.ConsumerAt(@base);
        long seen = Volatile.Read(ref word);
        while (SharedLayout.ConsumerPidOf(seen) == ProcessLiveness.CurrentId)
        {
            long found = Interlocked.CompareExchange(ref word, SharedLayout.ConsumerWord(ProcessLiveness.CurrentId, SharedLayout.ConsumerClosed), seen);
            if (found == seen)
            {
                return true;
            }

            seen = found;
        }

        return false;
    }

    /// <summary>
    /// Takes over the ring of a consumer process that stopped; null (its mapping released) if that consumer closed it, with
    /// <paramref name="closer"/> the process that removes its file and <paramref name="removed"/> whether this call did.
    /// </summary>
    private static InterProcessRing<T>? TakeOver(SharedMapping mapping, int bufferSize, InterProcessRingOptions options, IWaitStrategy? waitStrategy, out int closer, out bool removed)
    {
        closer = NoProcess;
        removed = false;
        try
        {
            nint @base = mapping.Base;
            SharedLayout.WaitUntilReady(@base, mapping.Path);
            SharedLayout layout = SharedLayout.Read(@base, mapping.Length, System.Runtime.CompilerServices.Unsafe.SizeOf<T>(), options.LayoutVersion, mapping.Path);
            if (!SharedLayout.IsReady(@base))
            {
                throw SharedLayout.Invalid(mapping.Path, "its creator did not finish setting it up (it may have died while creating it)");
            }

            if (layout.BufferSize != bufferSize)
            {
                throw SharedLayout.Invalid(mapping.Path, $"it has {layout.BufferSize} slots and this process asked for {bufferSize}");
            }

            // Swapped straight to this process, running (see SharedLayout.ConsumerAt), against a consumer closing the ring at
            // this moment and another process taking it over: with the old state kept for a while, a third process could
            // take a stopped ring over from under this one.
            ref long word = ref SharedLayout.ConsumerAt(@base);
            long mine = SharedLayout.ConsumerWord(ProcessLiveness.CurrentId, SharedLayout.ConsumerRunning);
            long seen = Volatile.Read(ref word);
            while (true)
            {
                int previous = SharedLayout.ConsumerPidOf(seen);
                int state = SharedLayout.ConsumerStateOf(seen);
                if (state == SharedLayout.ConsumerClosed)
                {
                    closer = previous;
                    removed = TryRemoveClosed(mapping, seen);
                    return null;
                }

                if (state == SharedLayout.ConsumerRunning && previous != ProcessLiveness.CurrentId && ProcessLiveness.IsAlive(previous))
                {
                    throw new InvalidOperationException($"Process {previous} already consumes the inter-process ring at {mapping.Path}; a ring has one consumer process. Stop it first, or use another name.");
                }

                if (state == SharedLayout.ConsumerStopping && previous != ProcessLiveness.CurrentId && ProcessLiveness.IsAlive(previous))
                {
                    throw new InvalidOperationException($"Process {previous} stopped consuming the inter-process ring at {mapping.Path}, but some of its consumers are still handling events they read from it; taken over now, producers would overwrite them. Try again once they have stopped (halt or shut down every consumer of the ring there).");
                }

                long found = Interlocked.CompareExchange(ref word, mine, seen);
                if (found == seen)
                {
                    break;
                }

                if (SharedLayout.ConsumerStateOf(found) != SharedLayout.ConsumerClosed && SharedLayout.ConsumerPidOf(found) != previous)
                {
                    throw new InvalidOperationException($"Another process took over the inter-process ring at {mapping.Path} at the same time; a ring has one consumer process.");
                }

                // Its consumer closed it (or its pump marked it stopped) meanwhile: look again.
                seen = found;
            }

            // Positions a dead consumer left behind, checked before they bound anything: the gating sequence at most a
            // ring behind the claims, neither below the start, and the claims below 2^62, which no ring reaches (146 years
            // at a billion events a second) and past which the claims' room arithmetic could overflow.
            long gating = Volatile.Read(ref SharedLayout.Int64At(@base + SharedLayout.GatingOffset));
            long claimed = Volatile.Read(ref SharedLayout.Int64At(@base + SharedLayout.ClaimOffset));
            if (gating < Sequence.InitialValue || claimed < gating || claimed - gating > layout.BufferSize || claimed >= 1L << 62)
            {
                // Not taken over after all: the consumer word goes back to what it was.
                Interlocked.CompareExchange(ref word, seen, mine);
                throw SharedLayout.Invalid(mapping.Path, $"its positions are inconsistent (consumed up to {gating}, claimed up to {claimed}, {layout.BufferSize} slots)");
            }

            return new InterProcessRing<T>(mapping, layout, options, waitStrategy, gating);
        }
        catch
        {
            mapping.Dispose();
            throw;
        }
    }

    private static void ClaimConsumer(nint @base)
        => Volatile.Write(ref SharedLayout.ConsumerAt(@base), SharedLayout.ConsumerWord(ProcessLiveness.CurrentId, SharedLayout.ConsumerRunning));

    /// <summary>
    /// Removes the file of a ring whose consumer word read <paramref name="closed"/> (closed), if its removal falls to this
    /// process; releases the mapping either way. True if the name is free now.
    /// </summary>
    /// <remarks>
    /// The consumer that closed a ring deletes its file right after. One that cannot any more (it died, or could not delete
    /// it and left <see cref="NoProcess"/>) hands the removal to whichever process swaps its own id into the closed word
    /// first: only the process named there deletes the file by its name, so the name still names this file when it does,
    /// never a ring created anew by another process.
    /// </remarks>
    private static bool TryRemoveClosed(SharedMapping mapping, long closed)
    {
        int closer = SharedLayout.ConsumerPidOf(closed);
        ref long word = ref SharedLayout.ConsumerAt(mapping.Base);
        long mine = SharedLayout.ConsumerWord(ProcessLiveness.CurrentId, SharedLayout.ConsumerClosed);
        bool removed = (closer == NoProcess || closer == ProcessLiveness.CurrentId || !ProcessLiveness.IsAlive(closer))
            && Interlocked.CompareExchange(ref word, mine, closed) == closed
            && RemoveClosed(mapping);
        mapping.Dispose();
        return removed;
    }

    /// <summary>
    /// Deletes the file of a ring whose consumer word names this process, closed; true if it is gone. If it cannot be
    /// deleted from here (on Windows, while a handle that does not share deletion is open), the word is left naming no
    /// process, so that the next consumer process removes it instead of waiting for this one.
    /// </summary>
    private static bool RemoveClosed(SharedMapping mapping)
    {
        try
        {
            File.Delete(mapping.Path);
            return true;
        }
        catch (IOException)
        {
            Interlocked.CompareExchange(
                ref SharedLayout.ConsumerAt(mapping.Base),
                SharedLayout.ConsumerWord(NoProcess, SharedLayout.ConsumerClosed),
                SharedLayout.ConsumerWord(ProcessLiveness.CurrentId, SharedLayout.ConsumerClosed));
            return false;
        }
    }

    private void Pump()
    {
        try
        {
            new InterProcessPump<T>(_mapping.Base, _layout, _ring, _options, this).Run(ref _stopping);
        }
        catch (Exception exception) when (!Volatile.Read(ref _stopping))
        {
            // The local consumers were halted (or shut down), which closes the local ring; anything else is a failure.
            // Either way producers must not wait for a pump that is gone: the state tells them.
            if (!_ring.Sequencer.IsClosed)
            {
                Volatile.Write(ref _pumpFault, exception);
            }

            // Only while the ring is still this process's and running: a swap, never a store over another process's word.
            // Stopping first: the consumers were told to stop, but a halted one finishes its batch, and after a fault the
            // others run on until halted, all reading the file's slots. Producers learn now that their claims cannot
            // complete; another process may take the ring over, and let them write those slots again, only once it reads
            // stopped, after the last of them has left.
            ref long word = ref SharedLayout.ConsumerAt(_mapping.Base);
            long running = SharedLayout.ConsumerWord(ProcessLiveness.CurrentId, SharedLayout.ConsumerRunning);
            long stopping = SharedLayout.ConsumerWord(ProcessLiveness.CurrentId, SharedLayout.ConsumerStopping);
            if (Interlocked.CompareExchange(ref word, stopping, running) == running)
            {
                // Nothing past the cursor arrives any more (see finally): a shutdown draining the consumers stops waiting now.
                _ring.Pumping(false);
                while (_ring.Sequencer.RunningConsumers > 0 && !Volatile.Read(ref _stopping))
                {
                    Thread.Sleep(1);
                }

                Interlocked.CompareExchange(ref word, SharedLayout.ConsumerWord(ProcessLiveness.CurrentId, SharedLayout.ConsumerStopped), stopping);
            }
        }
        catch (Exception)
        {
            // Disposed: the local ring was closed under the pump's wait for space.
        }
        finally
        {
            // Nothing past the cursor arrives any more: a shutdown must not wait for it.
            _ring.Pumping(false);
        }
    }

    internal void CountAbandoned() => Interlocked.Increment(ref _abandonedClaims);
}
