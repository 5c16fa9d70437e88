using System;
using System.Runtime.CompilerServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// Claims slots of a ring for producers and tracks what is published, keeping producers from
/// overwriting slots that gating consumers have not finished with.
/// </summary>
/// <remarks>
/// The two implementations differ only in who may claim: <see cref="SingleProducerSequencer"/> for one
/// producing thread (no atomic instruction), <see cref="MultiProducerSequencer"/> for any number.
/// </remarks>
internal abstract class Sequencer
{
    // Read-only after construction.
    private protected readonly int _bufferSize;
    private protected readonly IWaitStrategy _waitStrategy;
    private readonly bool _wakesParkedConsumers;

    // The wait strategy when it parks consumers on other consumers (AsyncWaitStrategy), null otherwise: read after every
    // poll (SignalConsumerProgress), where a type test of the interface-typed field would cost each poll a little more.
    private readonly AsyncWaitStrategy? _parksOnConsumers;

    // Whether a publish must wake anyone: consumers parked by a blocking wait strategy (known at construction) or
    // async processors (set by each one's constructor, before it runs; see AsyncWaiters). One flag, so that a multi-producer ring with
    // neither pays a single not-taken branch per publish; a single-producer ring reads it only when its ring's own
    // field says its publishes may wake someone (RingBufferBase<T>.Publish).
    private bool _signalOnPublish;

    // Written by the producer (single) or by producers' atomic operations (multi); read by consumers.
    private protected readonly Sequence _cursor = new();

    // Replaced as a whole (copy on write, Interlocked) by whoever wires consumers; read with acquire by
    // producers when the ring looks full, which makes a new array's contents visible with it.
    private Sequence[] _gatingSequences = [];

    // Read-only reference; the marks inside are written by aborting producers (see AbortedSlots).
    private readonly AbortedSlots _aborted;

    // Set once (Interlocked) by the thread that faults or closes the disruptor; read by producers waiting for space.
    private Exception? _closedReason;

    // Claims that found the ring full: incremented (Interlocked) by producers on the slow path only, read by the
    // metrics collector. Padded, so that those increments do not evict the read-only fields above from consumers' caches.
    private PaddedLong _fullWaits;

    // Events published as aborted: added to (Interlocked) by producers on the abort path only, read by the
    // metrics collector. Padded for the same reason as _fullWaits.
    private PaddedLong _abortedEvents;

    // Processors inside their run on this ring: incremented and decremented (Interlocked) as each enters and leaves,
    // read by a native ring's Dispose, which must not free slots a consumer still reads. Never touched per event.
    private int _runningConsumers;

    // Pollers made on this ring and not yet disposed: incremented and decremented (Interlocked) as each is made and
    // disposed, read by the Dispose of a ring whose memory goes with it. Never touched per poll; padded all the same, as
    // pollers come and go on threads of their own while processors enter and leave beside it.
    private PaddedLong _openPollers;

    // Null until an async processor is created for this ring (set once, Interlocked, before it runs); read
    // by producers after each publish that must wake someone (see _signalOnPublish).
    private AsyncWaiters? _asyncWaiters;

    // Asynchronous claims parked while the ring is full. Read-only reference, created with the ring, so that every
    // consumer reads it once per run and pays one read of its parked count per stored sequence.
    private readonly AsyncClaimWaiters _claimWaiters = new();

    private protected Sequencer(int bufferSize, IWaitStrategy? waitStrategy)
    {
        SequenceMath.ThrowIfNotPowerOfTwo(bufferSize);
        _bufferSize = bufferSize;
        _waitStrategy = waitStrategy ?? new BlockingWaitStrategy();
        _wakesParkedConsumers = _waitStrategy.IsBlockingStrategy;
        _parksOnConsumers = AsyncWaitStrategy.ParkingConsumersOf(_waitStrategy);
        _signalOnPublish = _wakesParkedConsumers;
        _aborted = new AbortedSlots(bufferSize);
    }

    /// <summary>The ring's capacity: how many sequences producers may claim ahead of the slowest consumer.</summary>
    public int BufferSize => _bufferSize;

    /// <summary>The wait strategy consumers of this ring use.</summary>
    public IWaitStrategy WaitStrategy => _waitStrategy;

    /// <summary>Which published sequences were aborted: consumers skip them.</summary>
    public AbortedSlots Aborted => _aborted;

    /// <summary>The cursor before the first claim: -1, unless the ring continues a numbering begun elsewhere.</summary>
    public long InitialCursor { get; private protected set; } = Sequence.InitialValue;

    /// <summary>The producer cursor: the highest claimed (multi) or published (single) sequence.</summary>
    public Sequence CursorSequence => _cursor;

    /// <summary>How many claims found the ring full and had to wait (the <c>ndisruptor.producer.full</c> counter).</summary>
    public long FullWaits => Volatile.Read(ref _fullWaits.Value);

    /// <summary>The consumers' sequences that producers must not overtake.</summary>
    public Sequence[] GatingSequences => Volatile.Read(ref _gatingSequences);

    /// <summary>The asynchronous claims parked on this ring; consumers wake them after storing their sequence.</summary>
    internal AsyncClaimWaiters ClaimWaiters => _claimWaiters;

    /// <summary>
    /// The lowest gating sequence at which a claim of <paramref name="n"/> slots could fit, as seen now; claims by
    /// other producers only raise it, so a consumer behind it cannot make room for this claim.
    /// </summary>
    internal abstract long WrapPointFor(int n);

    /// <summary>Claims the next <paramref name="n"/> slots, waiting while the ring is full; returns the highest.</summary>
    public abstract long Next(int n);

    /// <summary>Claims <paramref name="n"/> slots if they are free now; never over-claims.</summary>
    public abstract bool TryNext(int n, out long sequence);

    /// <summary>
    /// <see cref="TryNext"/> for an asynchronous claim: it takes the slots only if no other claim took any since it looked,
    /// else it is refused. A multi-producer claim always is so (a compare-and-swap); see the single producer's override.
    /// </summary>
    internal virtual bool TryNextForAsync(int n, out long sequence) => TryNext(n, out sequence);

    /// <summary>
    /// Makes <paramref name="sequence"/> visible to consumers. Refuses, in every build, a sequence that was
    /// never claimed or is already published: accepting either would let a consumer read a slot nobody wrote,
    /// or lose the event a producer writes into it later.
    /// </summary>
    public abstract void Publish(long sequence);

    /// <summary>Makes <paramref name="lo"/> to <paramref name="hi"/> (inclusive) visible to consumers, refusing what <see cref="Publish(long)"/> refuses.</summary>
    public void Publish(long lo, long hi)
    {
        ThrowIfNotPublishable(lo, hi);
        PublishRange(lo, hi);
    }

    /// <summary>
    /// Publishes <paramref name="lo"/> to <paramref name="hi"/> as aborted: their sequences advance like any
    /// others (nobody waits), but no consumer hands their events to a handler.
    /// </summary>
    public void PublishAborted(long lo, long hi)
    {
        MarkAborted(lo, hi);
        PublishRange(lo, hi);
    }

    /// <summary>
    /// For a translator that threw: publishes as aborted each of the claimed <paramref name="lo"/> to <paramref name="hi"/>
    /// not published yet. A translator may have published (or aborted) its own sequence before it threw; aborting the whole
    /// range would then be refused, leaving the rest claimed for good (several producers) or to be published, unwritten,
    /// by the next publish (one producer), and the refusal would replace the translator's exception.
    /// </summary>
    internal void AbortUnpublished(long lo, long hi)
    {
        for (long sequence = lo; sequence <= hi; sequence++)
        {
            if (!IsAvailable(sequence))
            {
                PublishAborted(sequence, sequence);
            }
        }
    }

    /// <summary>
    /// Marks the claimed, not yet published <paramref name="lo"/> to <paramref name="hi"/> aborted, to be
    /// published later by the usual call (a publish scope's <c>Dispose</c>). The marks are written before the
    /// publication, whose release makes them visible with it.
    /// </summary>
    public void MarkAborted(long lo, long hi)
    {
        // Checked before marking: a mark on a sequence nobody claimed yet would abort the event its producer
        // later publishes normally, and a mark on a published one could hide an event a consumer is about to read.
        ThrowIfNotPublishable(lo, hi);

        // Every sequence of the range is marked, and each counted once: some may be marked already (a scope aborted
        // twice, or a range published aborted over scopes aborted one by one), and those at its ends say nothing of
        // those between them.
        long newlyMarked = _aborted.Mark(lo, hi);
        if (newlyMarked != 0)
        {
            Interlocked.Add(ref _abortedEvents.Value, newlyMarked);
        }
    }

    /// <summary>How many events were published as aborted (the <c>ndisruptor.producer.aborted</c> counter).</summary>
    public long AbortedEvents => Volatile.Read(ref _abortedEvents.Value);

    /// <summary>Throws unless every sequence from <paramref name="lo"/> to <paramref name="hi"/> is claimed and not yet published.</summary>
    private protected abstract void ThrowIfNotPublishable(long lo, long hi);

    /// <summary>Publishes <paramref name="lo"/> to <paramref name="hi"/>, already checked by <see cref="ThrowIfNotPublishable"/>.</summary>
    private protected abstract void PublishRange(long lo, long hi);

    /// <summary>The exception for a sequence that no producer claimed yet (or a negative one).</summary>
    private protected static ArgumentOutOfRangeException NeverClaimed(long sequence, long highestClaimed)
        => new(nameof(sequence), sequence, sequence < 0
            ? $"sequence {sequence} is negative, so it was never claimed; publish only what Next() or TryNext() returned."
            : $"sequence {sequence} was never claimed (the highest claimed is {highestClaimed}); publish only what Next() or TryNext() returned.");

    /// <summary>The exception for a sequence whose slot was already published, in this lap or a later one.</summary>
    private protected static ArgumentOutOfRangeException AlreadyPublished(long sequence, string detail)
        => new(nameof(sequence), sequence, $"sequence {sequence} was already published ({detail}); publish each claimed sequence exactly once, and abort a claim with PublishAborted instead of publishing it.");

    /// <summary>Whether <paramref name="sequence"/> has been published (and not yet overwritten).</summary>
    public abstract bool IsAvailable(long sequence);

    /// <summary>The highest sequence from <paramref name="lowerBound"/> up to <paramref name="available"/> such that all before it are published.</summary>
    public abstract long GetHighestPublishedSequence(long lowerBound, long available);

    /// <summary>Whether <paramref name="requiredCapacity"/> slots could be claimed now.</summary>
    public abstract bool HasAvailableCapacity(int requiredCapacity);

    /// <summary>How many slots are free now.</summary>
    public abstract long GetRemainingCapacity();

    /// <summary>The lowest of the gating sequences, or the cursor when there are none.</summary>
    public long GetMinimumSequence()
    {
        long cursor = _cursor.Value;
        return GatingSequences.Length == 0 ? cursor : MinimumGatingSequence(cursor);
    }

    /// <summary>Creates a barrier for a consumer that follows <paramref name="dependents"/> (or the cursor alone).</summary>
    public SequenceBarrier NewBarrier(Sequence[] dependents) => new(this, _waitStrategy, dependents);

    /// <summary>
    /// Adds consumers' sequences; they start where the producers stand (see <see cref="FollowerStart"/>) so they don't wait
    /// for the past.
    /// </summary>
    public void AddGatingSequences(Sequence[] sequences) => AddGatingSequences(sequences, []);

    /// <summary>
    /// Adds the sequences of consumers that follow <paramref name="upstream"/> (the producer when empty).
    /// Each starts where its consumer may begin: the slowest upstream consumer's position, or where the producers stand.
    /// </summary>
    public void AddGatingSequences(Sequence[] sequences, Sequence[] upstream)
    {
        SetAll(sequences, StartOf(upstream));
        CopyOnWrite.Append(ref _gatingSequences, sequences);

        // A single producer with nothing gating it bounds its room by what it has published, read from its own field, not
        // the cursor: its cursor store then its look at the gating array against our exchange then our read of the cursor
        // is the store-buffer pattern, which x64 allows both ways (the producer sees no consumer, we see the cursor before
        // its store), and our consumer would start a sequence behind room the producer already has. The process-wide
        // barrier runs a full fence on the producer's core: a cursor store before it is visible to the read below; one
        // after it comes before a look at the array that sees ours. The cost falls on adding a consumer, not on claims.
        Interlocked.MemoryBarrierProcessWide();

        // A producer may have measured free space on the old array after the start was read above: the
        // consumers it saw may since have moved on, and it may claim (overwrite) slots up to a lap past
        // them, slots our new consumer would read as its next events. So read the start again, after the
        // exchange (a full fence). A measurement that still used the old array re-reads the array after
        // reading the consumers (MinimumGatingSequence) and saw it unchanged, which the fences make
        // possible only if every consumer it read was at or before the start we read now: its claims then
        // stay a lap behind our consumer. Several producers with nothing gating them read the slots' flags
        // instead of consumers, and what those showed published is still published when we read them after
        // the exchange, so the start is at or past it too. Every later measurement sees our consumer.
        SetAll(sequences, StartOf(upstream));

        // The second start may lie past the first, and a claim may have parked on the first: let it look again.
        _claimWaiters.WakeAll();
    }

    /// <summary>Removes a consumer's sequence; returns whether it was there.</summary>
    public bool RemoveGatingSequence(Sequence sequence)
    {
        // Before it goes, while it still bounds every claim: the ring may be left with nothing gating it.
        NoteConsumerLeaving(sequence.Value);
        if (!CopyOnWrite.Remove(ref _gatingSequences, sequence))
        {
            return false;
        }

        // The removed consumer may have been the one a parked claim waited for. The exchange is a full fence: a claim
        // that parks later sees the new array when it tries again.
        _claimWaiters.WakeAll();
        return true;
    }

    /// <summary>
    /// The slowest gating consumer's position, at most <paramref name="upperBound"/>, measured on an array
    /// of gating sequences that was still current after the consumers were read: a consumer added during
    /// the measurement is never missed (see <see cref="AddGatingSequences(Sequence[], Sequence[])"/>).
    /// </summary>
    private protected long MinimumGatingSequence(long upperBound)
    {
        Sequence[] gating = GatingSequences;
        while (true)
        {
            long minimum = gating.Length == 0 ? PositionWithNothingGating(upperBound) : SequenceMath.Minimum(gating, upperBound);
            Sequence[] now = GatingSequences;
            if (ReferenceEquals(now, gating))
            {
                return minimum;
            }

            gating = now;
        }
    }

    /// <summary>
    /// What bounds claims on a ring nothing gates, measured with <paramref name="upperBound"/> the caller's view of the cursor:
    /// the last sequence through which every claim is published. A producer's claim never takes a slot before the event
    /// last claimed in it is published, with consumers or without: a consumer added later starts there, and would otherwise
    /// read an event whose slot another claim took. A single producer passes what it has published, which is that bound.
    /// </summary>
    private protected virtual long PositionWithNothingGating(long upperBound) => upperBound;

    /// <summary>
    /// Where a consumer that follows the producers starts: after the last sequence through which every claim is published,
    /// so that claims keep off the slots of those still in flight until it has read them. A single producer's cursor.
    /// </summary>
    private protected virtual long FollowerStart() => _cursor.Value;

    /// <summary>Called as a consumer at <paramref name="position"/> stops gating the ring (see <see cref="PositionWithNothingGating"/>).</summary>
    private protected virtual void NoteConsumerLeaving(long position)
    {
    }

    private long StartOf(Sequence[] upstream) => upstream.Length == 0 ? FollowerStart() : SequenceMath.Minimum(upstream, long.MaxValue);

    private static void SetAll(Sequence[] sequences, long value)
    {
        foreach (Sequence sequence in sequences)
        {
            sequence.SetValue(value);
        }
    }

    /// <summary>
    /// Releases producers that wait for space which will never come (a consumer stopped): their
    /// claim throws <see cref="InvalidOperationException"/> with <paramref name="reason"/> inside.
    /// </summary>
    public void Close(Exception reason)
    {
        Interlocked.CompareExchange(ref _closedReason, reason, null);

        // After the reason is set (a full fence): a parked claim wakes and throws; one that parks later sees the reason.
        _claimWaiters.WakeAll();
    }

    /// <summary>Whether <see cref="Close"/> was called (the consumers stopped, or the ring was retired): a parked claim stops waiting.</summary>
    internal bool IsClosed => Volatile.Read(ref _closedReason) is not null;

    /// <summary>
    /// Closes the ring for good because its slots are gone (a native ring freed them): a claim from now on finds the
    /// ring full and throws <paramref name="reason"/>. The caller makes sure no producer claims at the same time.
    /// </summary>
    internal void Retire(ObjectDisposedException reason)
    {
        Close(reason);

        // A consumer that never moves again keeps every later claim on the slow path, where it meets the reason.
        CopyOnWrite.Append(ref _gatingSequences, new Sequence(long.MinValue / 2));
        ForgetCachedGating();
    }

    /// <summary>Drops the producers' cached view of the consumers, so that the next claim reads the gating sequences.</summary>
    private protected abstract void ForgetCachedGating();

    /// <summary>Called by a processor as it enters its run on this ring (not per event).</summary>
    internal void ConsumerEntered() => Interlocked.Increment(ref _runningConsumers);

    /// <summary>Called by a processor as it leaves its run on this ring.</summary>
    internal void ConsumerLeft() => Interlocked.Decrement(ref _runningConsumers);

    /// <summary>How many processors are inside their run on this ring.</summary>
    internal int RunningConsumers => Volatile.Read(ref _runningConsumers);

    /// <summary>Called as a poller of this ring is made, and with <paramref name="delta"/> -1 as it is disposed.</summary>
    internal void PollersChanged(int delta) => Interlocked.Add(ref _openPollers.Value, delta);

    /// <summary>
    /// How many pollers of this ring are not disposed: a ring whose memory can be freed or unmapped refuses to go while
    /// any is, as a poll reads the slots from the polling thread at any time.
    /// </summary>
    internal long OpenPollers => Volatile.Read(ref _openPollers.Value);

    /// <summary>Called in the slow path of a claim (here and in <see cref="DeadlineClaim"/>), between waits for consumers.</summary>
    internal void ThrowIfClosed()
    {
        Exception? reason = Volatile.Read(ref _closedReason);
        if (reason is ObjectDisposedException disposed)
        {
            throw new ObjectDisposedException(disposed.ObjectName, disposed.Message);
        }

        if (reason is not null)
        {
            throw new InvalidOperationException(
                "The ring is full and its consumers have stopped, so this claim can never complete; see the inner exception for why they stopped.",
                reason);
        }
    }

    /// <summary>Called in the slow path of a claim (here and in <see cref="DeadlineClaim"/>) once the ring is found full, before the first wait.</summary>
    internal void CountFullWait() => Interlocked.Increment(ref _fullWaits.Value);

    /// <summary>The ring's async waiters, created by the first async processor (through <see cref="RingBufferBase{T}.AsyncWaiters"/>, which also stops its unsignalled publishes).</summary>
    internal AsyncWaiters AsyncWaiters
    {
        get
        {
            if (Volatile.Read(ref _asyncWaiters) is not { } waiters)
            {
                Interlocked.CompareExchange(ref _asyncWaiters, new AsyncWaiters(), null);
                waiters = _asyncWaiters!;
            }

            // After the waiters are set: a producer that sees the flag finds them (SignalConsumers reads them with
            // acquire). On every path, not only the one that created them: a second async processor made while the first
            // one's thread is between the two steps would otherwise arm, and sleep, while publishes still skip the wake-up.
            Volatile.Write(ref _signalOnPublish, true);
            return waiters;
        }
    }

    /// <summary>The ring's async waiters, or null when it has no async processor.</summary>
    internal AsyncWaiters? AsyncWaitersIfAny => Volatile.Read(ref _asyncWaiters);

    /// <summary>
    /// Whether a publish must wake someone: the wait strategy parks consumers, or the ring has async processors. A plain
    /// read, as <see cref="SignalConsumers"/> makes: set before any async processor can arm (see <see cref="AsyncWaiters"/>).
    /// </summary>
    internal bool SignalsOnPublish => _signalOnPublish;

    /// <summary>Wakes parked consumers after a publish, when the wait strategy parks them, and armed async processors.</summary>
    /// <remarks>
    /// Inlined into every publish. With an async processor on the ring the flag is always set, so what follows it runs
    /// once per event: a read of the armed count, with a call only when someone must be woken. Two calls per event here
    /// (this method's body, then the waiters' check) made a producer feeding an async consumer about 1.5 times slower.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private protected void SignalConsumers()
    {
        if (_signalOnPublish)
        {
            if (_wakesParkedConsumers)
            {
                WakeParkedConsumers();
            }

            AsyncWaitersIfAny?.WakeArmed();
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WakeParkedConsumers() => _waitStrategy.SignalAllWhenBlocking();

    /// <summary>
    /// Wakes whoever may sleep on a consumer's sequence after that consumer stored <paramref name="stored"/>: consumers
    /// parked on it (only <see cref="AsyncWaitStrategy"/> parks a consumer on another consumer), the ring's armed async
    /// processors, and claims parked on the full ring. For stores outside a consume loop (a poller's, a processor's on a
    /// stop or failure path); the loops do the same inline, once per batch.
    /// </summary>
    /// <remarks>
    /// Inlined, and the strategy's type tested once, at construction: a poller that takes one event at a time calls this
    /// per event, and as a call with the type test it made such a poll about 2 ns slower (docs/design.md, "Sleeping
    /// consumers").
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void SignalConsumerProgress(long stored)
    {
        _parksOnConsumers?.SignalAllWhenBlocking();
        AsyncWaitersIfAny?.WakeArmed();
        ClaimWaiters.WakeFor(stored);
    }

    /// <summary>Throws unless <paramref name="lo"/> to <paramref name="hi"/> can be a batch: not reversed, and no longer than the ring.</summary>
    internal void ThrowIfNotABatch(long lo, long hi)
    {
        if (hi < lo || hi - lo >= _bufferSize)
        {
            ThrowNotABatch(lo, hi);
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void ThrowNotABatch(long lo, long hi)
        => throw new ArgumentException($"lo {lo} to hi {hi} is not a claimed batch (1 to {_bufferSize} sequences, lo <= hi); pass the batch's first sequence, then its last (hi - n + 1, hi).", nameof(hi));

    /// <summary>Throws for a batch size outside 1..BufferSize.</summary>
    internal void ThrowIfBadBatchSize(int n)
    {
        if ((uint)(n - 1) >= (uint)_bufferSize)
        {
            ThrowBadBatchSize(n);
        }
    }

    private void ThrowBadBatchSize(int n)
        => throw new ArgumentOutOfRangeException(nameof(n), n, $"n {n} must be between 1 and the ring's size {_bufferSize}; claim in several batches or use a larger ring.");
}
