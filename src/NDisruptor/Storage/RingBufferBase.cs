using System;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Threading;
using System.Threading.Tasks;

namespace NDisruptor;

/// <summary>
/// What both rings share: a preallocated power-of-two array of events and the sequencer that claims
/// and publishes its slots. <see cref="RingBuffer{T}"/> holds class events, <see cref="ValueRingBuffer{T}"/>
/// holds struct events inline.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
/// <remarks>
/// Claim with <see cref="Next()"/>, write the event, then <see cref="Publish(long)"/> it; or use
/// <see cref="PublishEvent"/>, which publishes when disposed. Events are never allocated after
/// construction; a slot is reused every <see cref="BufferSize"/> sequences (a multiple of it in a value ring of small
/// events, whose slots are spread so that a lap outgrows a core's cache, and in one created with a lap of its own), once
/// every gating consumer has moved past it.
/// </remarks>
public abstract class RingBufferBase<T> : ISlotPrefetcher
{
    // Unused slots at each end of the array keep the first and last events 128 bytes away from the
    // array's header and from whatever object the runtime places next (docs/design.md, rule 4).
    private static readonly int s_padding = ComputePadding();

    // Events that hold references live in this array. Events that hold none (unmanaged structs) live at a fixed
    // address instead, in a pinned array (null here for native memory), reached through _firstSlot: which of the
    // two is a JIT-time constant for each T, so no access pays a branch to find out. Read-only after
    // construction, except that a native ring clears _firstSlot when it frees its memory, and that a disruptor may
    // spread the ring it made once more as it starts, before anything is claimed (SpreadForReadingConsumers).
    private T[]? _entries;
    private nint _firstSlot;
    private long _indexMask;
    private readonly Sequencer _sequencer;

    // Exactly one of these is set. Testing a field for null and calling a sealed type's method lets the
    // JIT inline the whole single-producer claim, where a virtual call would not.
    private readonly SingleProducerSequencer? _singleProducer;
    private readonly MultiProducerSequencer? _multiProducer;

    // The sequencer's cursor, which a multi-producer claim adds to and whose claim mark it and the publish read, and a copy
    // of the sequencer's flags' handle, which the publish reads after the claim's atomic add. Held here because a producer's
    // loop holds the ring in a register: each is then one load away, not two (see
    // MultiProducerSequencer.Publish(long, in SlotFlags, Sequence)). The flags are unset on a single-producer ring, and
    // change only with the sequencer's, before any claim (SpreadForReadingConsumers).
    private readonly Sequence _cursor;
    private SlotFlags _multiFlags;

    // The single producer while its publishes wake nobody (see Publish(long)), else null: set at construction when the wait
    // strategy never parks consumers, cleared for good when the ring's first async processor is made (AsyncWaiters).
    private SingleProducerSequencer? _unsignalledSingle;

    // The single producer if it started out unsignalled, for async processors to find out when its last unsignalled publish
    // has reached the cursor (see LastClaimThatMaySkipWakeUp); null on every other ring.
    private readonly SingleProducerSequencer? _unsignalledAtStart;

    /// <summary>Creates the ring over an array, its slots spread as <see cref="SlotSpread.SlotsFor"/> says for small events without references.</summary>
    private protected RingBufferBase(int bufferSize, ProducerType producerType, IWaitStrategy? waitStrategy)
        : this(bufferSize, producerType, waitStrategy, externalFirstSlot: 0, DefaultSlots(bufferSize))
    {
    }

    /// <summary>
    /// Creates the ring over memory outside the managed heap, at <paramref name="externalFirstSlot"/> (the address of slot 0):
    /// native or mapped memory, for unmanaged events only, kept alive by the caller, and sized by it, so never spread.
    /// </summary>
    private protected RingBufferBase(int bufferSize, ProducerType producerType, IWaitStrategy? waitStrategy, nint externalFirstSlot)
        : this(bufferSize, producerType, waitStrategy, externalFirstSlot, slots: bufferSize)
    {
    }

    /// <summary>
    /// Creates the ring over <paramref name="slots"/> slots (a power-of-two multiple of <paramref name="bufferSize"/>, or
    /// <paramref name="bufferSize"/> itself) at <paramref name="externalFirstSlot"/>, or over an array when that is zero.
    /// </summary>
    /// <remarks>
    /// Sequences spread over more slots than the capacity take a multi-producer ring's flags with them (see
    /// <see cref="SlotSpread"/>); the capacity stays <paramref name="bufferSize"/>.
    /// </remarks>
    private protected RingBufferBase(int bufferSize, ProducerType producerType, IWaitStrategy? waitStrategy, nint externalFirstSlot, int slots)
    {
        ThrowIfUnknown(producerType);
        if (producerType == ProducerType.Single)
        {
            _sequencer = _singleProducer = new SingleProducerSequencer(bufferSize, waitStrategy);
            _unsignalledSingle = _unsignalledAtStart = _singleProducer.SignalsOnPublish ? null : _singleProducer;
        }
        else
        {
            _sequencer = _multiProducer = new MultiProducerSequencer(bufferSize, waitStrategy, slots);
            _multiFlags = _multiProducer.Flags;
        }

        _cursor = _sequencer.CursorSequence;

        // After the sequencer, which refuses a capacity that is not a power of two before the slots are looked at.
        Invariant.Holds(slots >= bufferSize && BitOperations.IsPow2(slots), "the slots are a power-of-two multiple of the capacity");
        Invariant.Holds(slots == bufferSize || (externalFirstSlot == 0 && (!typeof(T).IsValueType || !RuntimeHelpers.IsReferenceOrContainsReferences<T>())), "only a ring that allocates its slots spreads them, and of value rings only one of events without references");

        _indexMask = slots - 1;
        if (externalFirstSlot != 0)
        {
            _firstSlot = externalFirstSlot;
        }
        else if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
        {
            _entries = new T[slots + (2 * Padding)];
        }
        else
        {
            // Pinned (the pinned object heap never moves an object), so its address can stand for it.
            _entries = GC.AllocateArray<T>(slots + (2 * Padding), pinned: true);
            _firstSlot = Marshal.UnsafeAddrOfPinnedArrayElement(_entries, Padding);
        }

        Invariant.Holds((_singleProducer is null) != (_multiProducer is null) && ReferenceEquals(_sequencer, (Sequencer?)_singleProducer ?? _multiProducer), "a ring has exactly one sequencer, the one its producer type names");

        // Slots at a fixed address (pinned, native or mapped): a single producer's claims may prefetch them (see SlotPrefetch).
        if (_singleProducer is not null && !RuntimeHelpers.IsReferenceOrContainsReferences<T>() && SlotPrefetch.Pays(Unsafe.SizeOf<T>()))
        {
            _singleProducer.PrefetchSlotsWith(this, SlotPrefetch.BlockEvents(Unsafe.SizeOf<T>()), SlotPrefetch.DistanceEvents(Unsafe.SizeOf<T>(), bufferSize));
        }
    }

    /// <summary>
    /// Called by the single producer's claim once per block of slots (see <see cref="SlotPrefetch"/>). Reads the slots' address
    /// and mask as the claim does: fields set before any claim, the address cleared when a native ring frees its memory.
    /// </summary>
    void ISlotPrefetcher.PrefetchSlots(long first, long last) => SlotPrefetch.Lines(_firstSlot, _indexMask, Unsafe.SizeOf<T>(), first, last);

    /// <summary>Refuses a <see cref="NDisruptor.ProducerType"/> that names neither producer type; checked before any other argument, as it is the first.</summary>
    private protected static void ThrowIfUnknown(ProducerType producerType)
    {
        if (producerType is not (ProducerType.Single or ProducerType.Multi))
        {
            throw new ArgumentOutOfRangeException(nameof(producerType), producerType, $"producerType {producerType} is not a ProducerType; use ProducerType.Single or ProducerType.Multi.");
        }
    }

    private static int DefaultSlots(int bufferSize)
        => RuntimeHelpers.IsReferenceOrContainsReferences<T>() ? bufferSize : SlotSpread.SlotsFor(bufferSize, Unsafe.SizeOf<T>());

    /// <summary>The ring's capacity: how many events producers may publish ahead of the slowest consumer; a power of two.</summary>
    /// <remarks>
    /// A value ring of small events without references allocates up to 8 times as many slots and spreads its sequences
    /// over them, so that one lap outgrows a core's cache (docs/design.md, "Memory layout"), or as many as the lap it was
    /// created with needs (<see cref="ValueRingBuffer{T}.Create(ProducerType, int, IWaitStrategy?, long)"/>; a class ring only
    /// then, <see cref="RingBuffer{T}.Create(ProducerType, Func{T}, int, IWaitStrategy?, long)"/>, with an event per slot); its
    /// capacity is still this.
    /// </remarks>
    public int BufferSize => _sequencer.BufferSize;

    /// <summary>
    /// The producer cursor: the highest published sequence for a single producer, the highest claimed
    /// sequence for several producers.
    /// </summary>
    public long Cursor => _sequencer.CursorSequence.Value;

    /// <summary>Whether several threads may claim and publish concurrently.</summary>
    public ProducerType ProducerType => _singleProducer is null ? ProducerType.Multi : ProducerType.Single;

    /// <summary>The wait strategy consumers of this ring use.</summary>
    public IWaitStrategy WaitStrategy => _sequencer.WaitStrategy;

    internal Sequencer Sequencer => _sequencer;

    /// <summary>
    /// The ring's async waiters, created by its first async processor: from then on every publish checks for armed
    /// processors to wake, so the single producer stops publishing unsignalled.
    /// </summary>
    internal AsyncWaiters AsyncWaiters
    {
        get
        {
            // The sequencer sets its flag first: a producer that no longer finds the unsignalled single producer then finds
            // the flag set and checks the waiters.
            var waiters = _sequencer.AsyncWaiters;
            Volatile.Write(ref _unsignalledSingle, null);
            return waiters;
        }
    }

    /// <summary>
    /// For an async processor, read once, right after the process-wide barrier that ends its first arming (after
    /// <see cref="AsyncWaiters"/> cleared <see cref="_unsignalledSingle"/>): the last sequence a publish that skips the
    /// wake-up may still be storing. Once the cursor reached it, every publish wakes the processor.
    /// <see cref="long.MinValue"/> on rings whose publishes always woke async processors.
    /// </summary>
    /// <remarks>
    /// A single producer's publish reads <see cref="_unsignalledSingle"/> once, before its cursor store. One that read it
    /// before it was cleared stores without waking anyone, perhaps after the processor's last look, so the processor must
    /// not sleep on it. The barrier splits the producer's instructions: a publish that read the field after it finds it
    /// cleared and wakes the processor (the field never comes back); one that read it before had claimed before it too (the
    /// claim comes first in the producer's order, and neither the JIT nor NativeAOT's compiler moves a store below a later
    /// volatile read), so its claim is at most the claim count read here. Until the cursor reaches that count, the processor
    /// looks again shortly instead of sleeping; the count is read once, so a producer that claims and then waits for its
    /// next event does not keep it from ever sleeping.
    /// </remarks>
    internal long LastClaimThatMaySkipWakeUp() => _unsignalledAtStart is { } single ? single.ClaimedThrough : long.MinValue;

    /// <summary>
    /// Refuses a barrier made by another ring: a processor would read this ring's slots while waiting on the other
    /// ring's cursor, handing out events nobody published here.
    /// </summary>
    internal void ThrowIfNotItsBarrier(SequenceBarrier barrier)
    {
        ArgumentNullException.ThrowIfNull(barrier);
        if (!ReferenceEquals(barrier.Sequencer, _sequencer))
        {
            throw new ArgumentException("barrier was created by another ring: its cursor says nothing about this ring's slots. Create the barrier with this ring's NewBarrier(...).", nameof(barrier));
        }
    }

    /// <summary>Claims the next slot, waiting (with back-off) while the ring is full.</summary>
    /// <returns>The claimed sequence; write its event, then publish it.</returns>
    /// <exception cref="InvalidOperationException">
    /// On a single-producer ring: another thread holds claims not yet published, or the claim needs the slot of one of the
    /// producer's own claims not yet published (no consumer could ever free it: claim at most <see cref="BufferSize"/> slots
    /// past what you have published).
    /// </exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Next()
    {
        // One test for a single producer's common claim, and the claim is its jump target, as in Publish(long); the sequencer
        // and its rare cases come after it.
        nint region = StackRegion.Current();
        if (_singleProducer is not { } single || !single.TryClaimQuickly(region, 1, out long next))
        {
            return NextOtherwise(region);
        }

        return next;
    }

    /// <summary>The rest of <see cref="Next()"/>: several producers, or a single producer's rare case, with the caller's stack block.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private long NextOtherwise(nint region) => _multiProducer is { } multi ? multi.Claim(1, _cursor) : _singleProducer!.ClaimSlowly(region, 1);

    /// <summary>Claims the next <paramref name="n"/> slots, waiting while the ring is full.</summary>
    /// <param name="n">How many slots, from 1 to <see cref="BufferSize"/>.</param>
    /// <returns>The highest claimed sequence; the batch is <c>hi - n + 1</c> to <c>hi</c>.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="n"/> is below 1 or above <see cref="BufferSize"/>.</exception>
    /// <exception cref="InvalidOperationException">
    /// On a single-producer ring: another thread holds claims not yet published, or the claim needs the slot of one of the
    /// producer's own claims not yet published (no consumer could ever free it: claim at most <see cref="BufferSize"/> slots
    /// past what you have published).
    /// </exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Next(int n)
    {
        // As in Next(): one test for the common claim. The size is checked first, for both sequencers.
        _sequencer.ThrowIfBadBatchSize(n);
        nint region = StackRegion.Current();
        if (_singleProducer is not { } single || !single.TryClaimQuickly(region, n, out long next))
        {
            return NextOtherwise(region, n);
        }

        return next;
    }

    /// <summary>The rest of <see cref="Next(int)"/>: several producers, or a single producer's rare case, with the caller's stack block.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private long NextOtherwise(nint region, int n) => _multiProducer is { } multi ? multi.Claim(n, _cursor) : _singleProducer!.ClaimSlowly(region, n);

    /// <summary>Claims the next slot if one is free now.</summary>
    /// <param name="sequence">The claimed sequence, when the method returns true.</param>
    /// <returns><see langword="false"/> if the ring is full; nothing is claimed then.</returns>
    /// <exception cref="InvalidOperationException">
    /// On a single-producer ring: another thread holds claims not yet published, or the claim needs the slot of one of the
    /// producer's own claims not yet published (no consumer could ever free it: claim at most <see cref="BufferSize"/> slots
    /// past what you have published).
    /// </exception>
    public bool TryNext(out long sequence) => _sequencer.TryNext(1, out sequence);

    /// <summary>Claims <paramref name="n"/> slots if they are all free now; claims nothing otherwise.</summary>
    /// <param name="n">How many slots, from 1 to <see cref="BufferSize"/>.</param>
    /// <param name="sequence">The highest claimed sequence, when the method returns true.</param>
    /// <returns><see langword="false"/> if there is not enough room.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="n"/> is below 1 or above <see cref="BufferSize"/>.</exception>
    /// <exception cref="InvalidOperationException">
    /// On a single-producer ring: another thread holds claims not yet published, or the claim needs the slot of one of the
    /// producer's own claims not yet published (no consumer could ever free it: claim at most <see cref="BufferSize"/> slots
    /// past what you have published).
    /// </exception>
    public bool TryNext(int n, out long sequence) => _sequencer.TryNext(n, out sequence);

    /// <summary>
    /// Claims the next slot, waiting while the ring is full for at most <paramref name="timeout"/> (backing
    /// off: a short spin, then yields, then 1 ms sleeps).
    /// </summary>
    /// <param name="timeout">How long to wait: <see cref="TimeSpan.Zero"/> tries once, <see cref="Timeout.InfiniteTimeSpan"/> never gives up.</param>
    /// <param name="sequence">The claimed sequence, when the method returns true.</param>
    /// <returns><see langword="false"/> if the ring stayed full until the timeout; nothing is claimed then.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="timeout"/> is negative (other than infinite).</exception>
    /// <exception cref="InvalidOperationException">The ring is full and its consumers have stopped (halted or faulted); or, on a single-producer ring, as for <see cref="Next()"/>.</exception>
    public bool TryNext(TimeSpan timeout, out long sequence) => TryNext(1, timeout, out sequence);

    /// <summary>Claims <paramref name="n"/> slots, waiting while the ring lacks room for at most <paramref name="timeout"/>; claims nothing if it gives up.</summary>
    /// <param name="n">How many slots, from 1 to <see cref="BufferSize"/>.</param>
    /// <param name="timeout">How long to wait: <see cref="TimeSpan.Zero"/> tries once, <see cref="Timeout.InfiniteTimeSpan"/> never gives up.</param>
    /// <param name="sequence">The highest claimed sequence, when the method returns true.</param>
    /// <returns><see langword="false"/> if there was not enough room until the timeout.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="n"/> is outside 1 to <see cref="BufferSize"/>, or <paramref name="timeout"/> is negative.</exception>
    /// <exception cref="InvalidOperationException">The ring is full and its consumers have stopped (halted or faulted); or, on a single-producer ring, as for <see cref="Next()"/>.</exception>
    public bool TryNext(int n, TimeSpan timeout, out long sequence)
        => DeadlineClaim.TryNext(_sequencer, n, DeadlineClaim.DeadlineAfter(timeout, nameof(timeout)), CancellationToken.None, out sequence);

    /// <summary>Claims the next slot, waiting (with back-off) while the ring is full, until <paramref name="cancellationToken"/> is cancelled.</summary>
    /// <param name="cancellationToken">Cancels the wait; nothing is claimed then.</param>
    /// <returns>The claimed sequence.</returns>
    /// <exception cref="OperationCanceledException">The token was cancelled before a slot was free.</exception>
    /// <exception cref="InvalidOperationException">The ring is full and its consumers have stopped (halted or faulted); or, on a single-producer ring, as for <see cref="Next()"/>.</exception>
    public long Next(CancellationToken cancellationToken) => Next(1, cancellationToken);

    /// <summary>Claims <paramref name="n"/> slots, waiting while the ring lacks room, until <paramref name="cancellationToken"/> is cancelled.</summary>
    /// <param name="n">How many slots, from 1 to <see cref="BufferSize"/>.</param>
    /// <param name="cancellationToken">Cancels the wait; nothing is claimed then.</param>
    /// <returns>The highest claimed sequence.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="n"/> is outside 1 to <see cref="BufferSize"/>.</exception>
    /// <exception cref="OperationCanceledException">The token was cancelled before the slots were free.</exception>
    /// <exception cref="InvalidOperationException">The ring is full and its consumers have stopped (halted or faulted); or, on a single-producer ring, as for <see cref="Next()"/>.</exception>
    public long Next(int n, CancellationToken cancellationToken)
    {
        DeadlineClaim.TryNext(_sequencer, n, Deadline.Never, cancellationToken, out long sequence);
        return sequence;
    }

    /// <summary>
    /// Claims the next slot for an asynchronous producer: completes at once when there is room; otherwise
    /// no thread waits (the claim parks until a consumer frees a slot, the token is cancelled or the ring closes).
    /// </summary>
    /// <remarks>
    /// On a single-producer ring the claim may run on another thread than the last claim's; it takes the ring over, as any
    /// claim from another thread does, only once every earlier claim is published. So an asynchronous producer publishes
    /// each claim before it claims again, and a second producer claiming from another thread while the first holds claims
    /// is refused instead of overwriting its events. Two producers whose claims run on one thread are not told apart: always
    /// so on a single-threaded synchronization context, and now and then on the thread pool, which may run both producers'
    /// continuations on the same thread. There, one producer's publish may publish the other's claim before its event is
    /// written; give each asynchronous producer a ring of its own, or create the ring for several producers.
    /// </remarks>
    /// <param name="cancellationToken">Cancels the wait; nothing is claimed then.</param>
    /// <returns>The claimed sequence. Write its event and publish it before claiming again from the same (single) producer.</returns>
    /// <exception cref="OperationCanceledException">The token was cancelled before a slot was free.</exception>
    /// <exception cref="InvalidOperationException">
    /// The ring is full and its consumers have stopped (halted or faulted); or, on a single-producer ring, as for
    /// <see cref="Next()"/>.
    /// </exception>
    public ValueTask<long> NextAsync(CancellationToken cancellationToken = default) => NextAsync(1, cancellationToken);

    /// <summary>Claims <paramref name="n"/> slots for an asynchronous producer (see <see cref="NextAsync(CancellationToken)"/>).</summary>
    /// <param name="n">How many slots, from 1 to <see cref="BufferSize"/>.</param>
    /// <param name="cancellationToken">Cancels the wait; nothing is claimed then.</param>
    /// <returns>The highest claimed sequence.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="n"/> is outside 1 to <see cref="BufferSize"/>.</exception>
    /// <exception cref="OperationCanceledException">The token was cancelled before the slots were free.</exception>
    /// <exception cref="InvalidOperationException">As for <see cref="NextAsync(CancellationToken)"/>.</exception>
    public ValueTask<long> NextAsync(int n, CancellationToken cancellationToken = default) => DeadlineClaim.NextAsync(_sequencer, n, cancellationToken);

    /// <summary>Publishes a claimed sequence: consumers may now read its event.</summary>
    /// <param name="sequence">A sequence returned by <see cref="Next()"/> or <see cref="TryNext(out long)"/>.</param>
    /// <exception cref="ArgumentOutOfRangeException">The sequence was never claimed, is negative, or was already published (checked in every build).</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Publish(long sequence)
    {
        // One test finds a single producer whose ring wakes nobody (a spinning or yielding wait strategy, no async
        // processor), where two (which sequencer, then whether to wake anyone) cost a loop compiled without a profile
        // (NativeAOT; the JIT before its profile is in) a taken jump each, and with them the loop's speed came to depend on
        // where it sat in memory. Written so that such code puts the common publish right after the test (docs/design.md,
        // "Hot path").
        //
        // The read is volatile so that no compiler keeps it from one publish to the next: an async processor made while the
        // producer runs clears the field and counts on the producer's next publishes finding it cleared. A publish that read
        // it just before is the processor's to catch (LastClaimThatMaySkipWakeUp).
        if (Volatile.Read(ref _unsignalledSingle) is not { } single)
        {
            PublishAndSignal(sequence);
        }
        else
        {
            single.PublishWithoutSignal(sequence);
        }
    }

    /// <summary>The rest of <see cref="Publish(long)"/>: several producers, or a publish that may have to wake someone.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void PublishAndSignal(long sequence)
    {
        // The multi-producer sequencer is tested, not the single one: its publish needs it loaded anyway.
        if (_multiProducer is { } multi)
        {
            multi.Publish(sequence, in _multiFlags, _cursor);
        }
        else
        {
            _singleProducer!.Publish(sequence);
        }
    }

    /// <summary>
    /// <see cref="Publish(long)"/> as one call, for <see cref="PublishScope{T}.Dispose"/>: see there why the publish must not inline.
    /// </summary>
    /// <remarks>
    /// The test of the sequencer inlines into the caller, and each sequencer's publish is a call of its own. With both
    /// publishes in one called method, its prologue saved the registers the multi-producer publish needs on every
    /// single-producer publish too; with the test inside the single producer's call instead, the multi-producer publish paid
    /// a second call. Measured against Disruptor-net's scope in alternating blocks, builds alternated process by process on
    /// the project's Intel host (2026-11-28, 5 pairs): the single producer's scope went from a median of 0.89x Disruptor-net's
    /// speed to 0.91x, ahead in all 5 pairs; the multi-producer scope stayed at 0.93-0.94x, where the second call took it
    /// to 0.88x.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void PublishFromScope(long sequence)
    {
        if (_singleProducer is null)
        {
            PublishMultiFromScope(sequence);
        }
        else
        {
            PublishSingleFromScope(sequence);
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void PublishSingleFromScope(long sequence) => _singleProducer!.Publish(sequence);

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void PublishMultiFromScope(long sequence) => _multiProducer!.PublishClaimed(sequence, in _multiFlags);

    /// <summary>Publishes a claimed batch, <paramref name="lo"/> to <paramref name="hi"/> inclusive.</summary>
    /// <param name="lo">The first sequence of the batch.</param>
    /// <param name="hi">The last sequence of the batch, as returned by <see cref="Next(int)"/>.</param>
    /// <exception cref="ArgumentException"><paramref name="hi"/> is below <paramref name="lo"/>, or the range is longer than the ring.</exception>
    /// <exception cref="ArgumentOutOfRangeException">A sequence of the batch was never claimed or was already published.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Publish(long lo, long hi)
    {
        // One test, as in Publish(long).
        if (Volatile.Read(ref _unsignalledSingle) is not { } single)
        {
            PublishAndSignal(lo, hi);
        }
        else
        {
            single.PublishBatchWithoutSignal(lo, hi);
        }
    }

    /// <summary>
    /// <see cref="Publish(long, long)"/> as one call, for <see cref="BatchPublishScope{T}.Dispose"/>: always the path that wakes
    /// whoever waits, as a scope's publish was before, with the same checks.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    internal void PublishBatchFromScope(long lo, long hi) => PublishAndSignal(lo, hi);

    /// <summary>The rest of <see cref="Publish(long, long)"/>: several producers, or a publish that may have to wake someone.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void PublishAndSignal(long lo, long hi)
    {
        if (_multiProducer is { } multi)
        {
            multi.PublishBatch(lo, hi, in _multiFlags, _cursor);
        }
        else
        {
            _singleProducer!.PublishBatch(lo, hi);
        }
    }

    /// <summary>
    /// Publishes a claimed sequence as <em>aborted</em>: its slot was not (completely) written, so no handler,
    /// batch handler or poller ever sees it, yet consumers move past it and nobody waits for it. Use it
    /// when filling the event failed.
    /// </summary>
    /// <param name="sequence">A sequence returned by <see cref="Next()"/> or <see cref="TryNext(out long)"/>, not yet published.</param>
    /// <remarks>Costs the normal path nothing but one load per consumer batch; see <c>docs/design.md</c>, Claim abort.</remarks>
    /// <exception cref="ArgumentOutOfRangeException">The sequence was never claimed, is negative, or was already published.</exception>
    public void PublishAborted(long sequence) => _sequencer.PublishAborted(sequence, sequence);

    /// <summary>Publishes a claimed batch, <paramref name="lo"/> to <paramref name="hi"/> inclusive, as aborted (see <see cref="PublishAborted(long)"/>).</summary>
    /// <param name="lo">The first sequence of the batch.</param>
    /// <param name="hi">The last sequence of the batch, as returned by <see cref="Next(int)"/>.</param>
    /// <exception cref="ArgumentException"><paramref name="hi"/> is below <paramref name="lo"/>, or the range is longer than the ring.</exception>
    /// <exception cref="ArgumentOutOfRangeException">A sequence of the batch was never claimed or was already published.</exception>
    public void PublishAborted(long lo, long hi)
    {
        _sequencer.ThrowIfNotABatch(lo, hi);
        _sequencer.PublishAborted(lo, hi);
    }

    /// <summary>
    /// Claims the next slot and returns a scope that publishes it when disposed, even if filling the event
    /// throws (then as far as it was written; see <see cref="PublishScope{T}"/>, and prefer
    /// <see cref="PublishEvent{TArg}(EventTranslator{T, TArg}, TArg)"/> when the fill can throw).
    /// </summary>
    /// <returns>The scope; use it in a <c>using</c> statement and write through <see cref="PublishScope{T}.Event"/>.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PublishScope<T> PublishEvent()
    {
        long sequence = Next();
        return new PublishScope<T>(this, sequence, ref ElementAt(sequence));
    }

    /// <summary>Claims the next slot if one is free now, returning a scope that publishes it when disposed.</summary>
    /// <param name="scope">The scope, when the method returns true.</param>
    /// <returns><see langword="false"/> if the ring is full.</returns>
    public bool TryPublishEvent(out PublishScope<T> scope)
    {
        if (!TryNext(out long sequence))
        {
            scope = default;
            return false;
        }

        scope = new PublishScope<T>(this, sequence, ref ElementAt(sequence));
        return true;
    }

    /// <summary>Claims <paramref name="n"/> slots and returns a scope that publishes them all when disposed.</summary>
    /// <param name="n">How many slots, from 1 to <see cref="BufferSize"/>.</param>
    /// <returns>The scope; write through <see cref="BatchPublishScope{T}.Event(int)"/>.</returns>
    public BatchPublishScope<T> PublishEvents(int n)
    {
        long hi = Next(n);
        return new BatchPublishScope<T>(this, hi - n + 1, hi);
    }

    /// <summary>
    /// Claims the next slot, fills it with <paramref name="translator"/> and publishes it. If the translator
    /// throws, the event is published as aborted (no handler sees it; counted by <c>ndisruptor.producer.aborted</c>)
    /// and the exception propagates: the abort is exact, because the ring calls the translator inside its own <c>try</c>.
    /// </summary>
    /// <typeparam name="TArg">What the event is filled from.</typeparam>
    /// <param name="translator">Writes the event; a <c>static</c> lambda allocates nothing.</param>
    /// <param name="arg">Passed to the translator.</param>
    /// <returns>The published sequence.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="translator"/> is null (nothing is claimed).</exception>
    /// <example><code>ring.PublishEvent(static (ref Trade t, long sequence, decimal price) => t.Price = price, 101.5m);</code></example>
    public long PublishEvent<TArg>(EventTranslator<T, TArg> translator, TArg arg)
    {
        ArgumentNullException.ThrowIfNull(translator);
        long sequence = Next();
        Translate(translator, sequence, arg);
        return sequence;
    }

    /// <summary>Like <see cref="PublishEvent{TArg}(EventTranslator{T, TArg}, TArg)"/>, if a slot is free now.</summary>
    /// <typeparam name="TArg">What the event is filled from.</typeparam>
    /// <param name="translator">Writes the event.</param>
    /// <param name="arg">Passed to the translator.</param>
    /// <returns><see langword="false"/> if the ring is full: nothing is claimed and the translator is not called.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="translator"/> is null.</exception>
    public bool TryPublishEvent<TArg>(EventTranslator<T, TArg> translator, TArg arg)
    {
        ArgumentNullException.ThrowIfNull(translator);
        if (!TryNext(out long sequence))
        {
            return false;
        }

        Translate(translator, sequence, arg);
        return true;
    }

    /// <summary>
    /// Claims one slot per argument in one batch, fills each with <paramref name="translator"/> and publishes
    /// them together. If the translator throws for any of them, the whole batch is published as aborted and
    /// the exception propagates. An empty span publishes nothing.
    /// </summary>
    /// <typeparam name="TArg">What each event is filled from.</typeparam>
    /// <param name="translator">Writes one event; called in sequence order.</param>
    /// <param name="args">One argument per event, at most <see cref="BufferSize"/>.</param>
    /// <exception cref="ArgumentNullException"><paramref name="translator"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="args"/> holds more events than the ring.</exception>
    public void PublishEvents<TArg>(EventTranslator<T, TArg> translator, ReadOnlySpan<TArg> args)
    {
        ArgumentNullException.ThrowIfNull(translator);
        ThrowIfMoreThanTheRing(args.Length, nameof(args));
        if (!args.IsEmpty)
        {
            TranslateBatch(translator, Next(args.Length), args);
        }
    }

    /// <summary>Refuses a translator batch larger than the ring by the name of its arguments, before the claim would by its size.</summary>
    private void ThrowIfMoreThanTheRing(int events, string parameter)
    {
        if (events > BufferSize)
        {
            throw new ArgumentOutOfRangeException(parameter, events, $"{parameter} holds {events} events, more than the ring's size {BufferSize}; publish them in batches of at most {BufferSize}, or use a larger ring.");
        }
    }

    /// <summary>Like <see cref="PublishEvents{TArg}(EventTranslator{T, TArg}, ReadOnlySpan{TArg})"/>, if the whole batch fits now.</summary>
    /// <typeparam name="TArg">What each event is filled from.</typeparam>
    /// <param name="translator">Writes one event.</param>
    /// <param name="args">One argument per event, at most <see cref="BufferSize"/>.</param>
    /// <returns><see langword="false"/> if the batch does not fit: nothing is claimed and the translator is not called.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="translator"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="args"/> holds more events than the ring.</exception>
    public bool TryPublishEvents<TArg>(EventTranslator<T, TArg> translator, ReadOnlySpan<TArg> args)
    {
        ArgumentNullException.ThrowIfNull(translator);
        ThrowIfMoreThanTheRing(args.Length, nameof(args));
        if (args.IsEmpty)
        {
            return true;
        }

        if (!TryNext(args.Length, out long hi))
        {
            return false;
        }

        TranslateBatch(translator, hi, args);
        return true;
    }

    private void Translate<TArg>(EventTranslator<T, TArg> translator, long sequence, TArg arg)
    {
        try
        {
            translator(ref ElementAt(sequence), sequence, arg);
        }
        catch
        {
            _sequencer.AbortUnpublished(sequence, sequence);
            throw;
        }

        // Claimed on this ring by the caller (Next or TryNext) before the translator ran, so the multi-producer publish checks
        // only the flag (see PublishClaimed), which still refuses a translator that published or aborted its sequence itself.
        if (_singleProducer is { } single)
        {
            single.Publish(sequence);
        }
        else
        {
            _multiProducer!.PublishClaimed(sequence, in _multiFlags);
        }
    }

    private void TranslateBatch<TArg>(EventTranslator<T, TArg> translator, long hi, ReadOnlySpan<TArg> args)
    {
        long lo = hi - args.Length + 1;
        try
        {
            for (int i = 0; i < args.Length; i++)
            {
                translator(ref ElementAt(lo + i), lo + i, args[i]);
            }
        }
        catch
        {
            _sequencer.AbortUnpublished(lo, hi);
            throw;
        }

        PublishAndSignal(lo, hi);
    }

    /// <summary>How many slots are free now. Call it from a producing thread.</summary>
    /// <returns>The free slot count.</returns>
    public long GetRemainingCapacity() => _sequencer.GetRemainingCapacity();

    /// <summary>Whether <paramref name="requiredCapacity"/> slots could be claimed now without waiting. Call it from a producing thread (it refreshes the producer's cached view of the consumers).</summary>
    /// <param name="requiredCapacity">How many slots.</param>
    /// <returns>Whether they are free.</returns>
    public bool HasAvailableCapacity(int requiredCapacity)
    {
        if ((uint)(requiredCapacity - 1) >= (uint)BufferSize)
        {
            throw new ArgumentOutOfRangeException(nameof(requiredCapacity), requiredCapacity, $"requiredCapacity {requiredCapacity} must be between 1 and the ring's size {BufferSize}.");
        }

        return _sequencer.HasAvailableCapacity(requiredCapacity);
    }

    /// <summary>
    /// The last event this ring's consumers are owed: its cursor, or for a ring fed from elsewhere, what was published
    /// there and not yet here as well. A disruptor's shutdown drains its consumers up to it.
    /// </summary>
    internal virtual long OwedThrough => Cursor;

    /// <summary>For a drain that timed out: "cursor N", and how far it was fed from elsewhere when that is further.</summary>
    internal string DescribeOwed()
    {
        long cursor = Cursor;
        long owed = OwedThrough;
        return owed > cursor ? $"cursor {cursor}, published upstream through {owed}" : $"cursor {cursor}";
    }

    /// <summary>Whether <paramref name="sequence"/> has been published and not yet overwritten.</summary>
    /// <param name="sequence">The sequence.</param>
    /// <returns>Whether consumers may read it.</returns>
    public bool IsPublished(long sequence) => _sequencer.IsAvailable(sequence);

    /// <summary>Creates a barrier for a hand-wired consumer that follows <paramref name="dependents"/>, or the producer alone.</summary>
    /// <param name="dependents">Sequences of upstream consumers.</param>
    /// <returns>The barrier.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="dependents"/> or one of its sequences is null.</exception>
    public SequenceBarrier NewBarrier(params Sequence[] dependents)
    {
        ArgumentNullException.ThrowIfNull(dependents);

        // Here, not when the consumer first waits on its thread, where a null would stop it as a failure of its wait.
        int missing = Array.IndexOf(dependents, null);
        if (missing >= 0)
        {
            throw new ArgumentNullException(nameof(dependents), $"dependents[{missing}] is null; pass the sequences of the consumers this barrier waits for (none to wait for the producer).");
        }

        return _sequencer.NewBarrier(dependents);
    }

    /// <summary>
    /// Makes producers wait for these consumer sequences before reusing a slot. Each is set to the current cursor (with
    /// several producers, to before the first claim still unpublished, if any: its consumer reads the claims in flight).
    /// </summary>
    /// <param name="gatingSequences">The consumers' sequences.</param>
    /// <exception cref="ArgumentNullException"><paramref name="gatingSequences"/> or one of its sequences is null.</exception>
    /// <exception cref="ArgumentException">
    /// A sequence is given twice, or gates this ring already (a worker pool's, a poller's and a disruptor's consumers' do
    /// from their creation on).
    /// </exception>
    public void AddGatingSequences(params Sequence[] gatingSequences)
    {
        ArgumentNullException.ThrowIfNull(gatingSequences);
        ThrowIfCannotGate(gatingSequences);

        // A sequence that no library consumer stores does not wake parked asynchronous claims: they poll as well.
        _sequencer.ClaimWaiters.NoteGating(gatingSequences);
        _sequencer.AddGatingSequences(gatingSequences);
    }

    /// <summary>
    /// Refuses what <see cref="AddGatingSequences"/> cannot take. Adding sets each sequence to the cursor (or below): done to one that
    /// gates already, it would move a consumer that is running (or whose claims a worker pool counts from) past events it
    /// has not handled, and producers would overwrite them; a null would fail every later claim instead of this call.
    /// </summary>
    private void ThrowIfCannotGate(Sequence[] gatingSequences)
    {
        Sequence[] gating = _sequencer.GatingSequences;
        for (int i = 0; i < gatingSequences.Length; i++)
        {
            Sequence sequence = gatingSequences[i]
                ?? throw new ArgumentNullException(nameof(gatingSequences), $"gatingSequences[{i}] is null; pass the sequences of the consumers that must finish with a slot before producers reuse it.");
            if (Array.IndexOf(gating, sequence) >= 0 || Array.IndexOf(gatingSequences, sequence, 0, i) >= 0)
            {
                throw new ArgumentException(
                    $"gatingSequences[{i}] (at {sequence.Value}) {(Array.IndexOf(gating, sequence) >= 0 ? "gates this ring already" : "is given twice")}; adding it again would set it to the cursor, moving its consumer past events it has not handled. " +
                    "Add each sequence once: a worker pool's, a poller's and a disruptor's consumers' sequences gate the ring from their creation on.",
                    nameof(gatingSequences));
            }
        }
    }

    /// <summary>Stops producers waiting for this consumer sequence.</summary>
    /// <param name="sequence">The sequence to remove.</param>
    /// <returns>Whether it was a gating sequence.</returns>
    public bool RemoveGatingSequence(Sequence sequence) => _sequencer.RemoveGatingSequence(sequence);

    /// <summary>The lowest gating sequence: the slowest consumer's position.</summary>
    /// <returns>The minimum, or the cursor when there are no gating sequences.</returns>
    public long GetMinimumGatingSequence() => _sequencer.GetMinimumSequence();

    /// <summary>
    /// Creates a poller that lets the calling code pull events instead of running a consumer thread. It gates
    /// the producers, and starts behind the slowest of <paramref name="gatingSequences"/> (or, without
    /// them, at the cursor: it sees what is published from now on, with several producers also the events of claims
    /// still in flight).
    /// </summary>
    /// <param name="gatingSequences">Sequences of upstream consumers the poller must stay behind, if any.</param>
    /// <returns>The poller.</returns>
    public EventPoller<T> NewPoller(params Sequence[] gatingSequences)
    {
        ArgumentNullException.ThrowIfNull(gatingSequences);
        return new EventPoller<T>(this, gatingSequences);
    }

    /// <summary>How many slots the ring spreads its sequences over: its capacity, or a power-of-two multiple of it (see <see cref="SlotSpread"/>).</summary>
    private protected int SlotCount => (int)(_indexMask + 1);

    /// <summary>
    /// For the disruptor that made this ring with the default layout, as it starts, when every consumer waits on the cursor
    /// alone: spreads the slots over the longer lap of <see cref="SlotSpread.SlotsForReadingConsumers"/>. Does nothing to a
    /// ring in memory it does not own (native or mapped), to one of events with references, or once anything was claimed: a
    /// producer may already hold a slot of the old layout. Returns whether the slots moved.
    /// </summary>
    /// <remarks>
    /// Runs on the starting thread, under the disruptor's lifecycle lock, before any consumer thread starts (starting a thread
    /// publishes what was written before it) and only on a ring the disruptor has not handed out: producers get it from
    /// <c>Start</c>, or from the disruptor's <c>RingBuffer</c> once the lock is free, so each reads the new fields. A ring
    /// claimed from all the same is left as it is. Nothing reads the old slots: consumers read the fields on every batch,
    /// and the old arrays are left to the collector.
    /// </remarks>
    internal bool SpreadForReadingConsumers()
    {
        // The claims, which the cursor never passes: a single producer's own count, or the multi-producer cursor itself.
        long claimed = _singleProducer is { } single ? single.ClaimedThrough : _sequencer.CursorSequence.Value;
        if (_entries is null || RuntimeHelpers.IsReferenceOrContainsReferences<T>() || claimed != Sequence.InitialValue)
        {
            return false;
        }

        int slots = SlotSpread.SlotsForReadingConsumers(BufferSize, Unsafe.SizeOf<T>());
        if (slots <= SlotCount)
        {
            return false;
        }

        // Both arrays before either is swapped in: an allocation that fails leaves slots and flags as they were, and matching.
        var entries = GC.AllocateArray<T>(slots + (2 * Padding), pinned: true);
        if (_multiProducer is { } multi)
        {
            _multiFlags = multi.SpreadFlags(slots);
        }

        _entries = entries;
        _firstSlot = Marshal.UnsafeAddrOfPinnedArrayElement(entries, Padding);
        _indexMask = slots - 1;
        return true;
    }

    /// <summary>The slot for <paramref name="sequence"/>, by reference, with no bounds check.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal ref T ElementAt(long sequence) => ref Unsafe.Add(ref FirstSlot, (nint)(sequence & _indexMask));

    /// <summary>The contiguous run of slots from <paramref name="lo"/> up to <paramref name="hi"/> or the end of the array, whichever comes first.</summary>
    internal Span<T> ContiguousSpan(long lo, long hi) => Slots.ContiguousSpan(lo, hi);

    /// <summary>The slots, for a consumer's loop to keep in registers (see <see cref="RingSlots{T}"/>).</summary>
    internal RingSlots<T> Slots
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => new(ref FirstSlot, _indexMask);
    }

    /// <summary>The slot of sequence 0.</summary>
    private ref T FirstSlot
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => ref RuntimeHelpers.IsReferenceOrContainsReferences<T>()
            ? ref Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(_entries!), Padding)
            : ref Unsafe.AddByteOffset(ref Unsafe.NullRef<T>(), _firstSlot);
    }

    /// <summary>
    /// Called by a native ring that frees its memory: from here on a slot access faults at once rather than reading or
    /// writing memory that is no longer the ring's.
    /// </summary>
    private protected void ForgetSlots() => _firstSlot = 0;

    /// <summary>The number of unused slots at each end of the array.</summary>
    /// <remarks>
    /// Code for class events is shared by every reference type, and reading a static from shared code
    /// costs a lookup; <c>typeof(T).IsValueType</c> is a JIT-time constant, so class rings use the
    /// constant and value rings the (tier-1 folded) static.
    /// </remarks>
    private protected static int Padding
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => typeof(T).IsValueType ? s_padding : ReferencePadding;
    }

    private static int ReferencePadding => CacheLine.PadBytes / IntPtr.Size;

    private static int ComputePadding()
    {
        // The whole struct for value events (class events use ReferencePadding: a reference is IntPtr.Size).
        int elementSize = Unsafe.SizeOf<T>();
        return (CacheLine.PadBytes + elementSize - 1) / elementSize;
    }
}
