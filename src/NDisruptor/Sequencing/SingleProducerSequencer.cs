using System;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// The sequencer for a ring with exactly one producing thread: claiming is plain arithmetic on fields
/// only that thread touches, publishing is one release store of the cursor.
/// </summary>
/// <remarks>
/// Two threads claiming at once would both take the same sequence and overwrite each other's event, with
/// nothing to show for it. So each claim checks that it runs where the last one did (the stack block of
/// <see cref="StackRegion"/>: one compare), and otherwise compares managed thread ids; another thread may
/// take over only when every claim so far is published, which is how a producer that moves between threads
/// (async code, whose <c>NextAsync</c> claims are checked the same way) hands over. A second thread
/// claiming while claims are outstanding throws, pointing at <see cref="ProducerType.Multi"/>. This catches
/// concurrent claimers as soon as their claims overlap, which in a stream of events is almost at once.
/// </remarks>
internal sealed class SingleProducerSequencer : Sequencer
{
    // Marks a claim from the last claim's stack block, which needs no compare-and-swap (see CommitClaim); no claim count is
    // ever this low.
    private const long NotMoved = long.MinValue;

    // Written and read only by the producer thread (but for a read of the claim count by each async processor of a ring
    // that started out waking nobody: see ClaimedThrough); padded so that the producer's constant writes do not
    // invalidate the lines consumers read (the cursor, this object's header).
    private ProducerState _state;

    public SingleProducerSequencer(int bufferSize, IWaitStrategy? waitStrategy)
        : base(bufferSize, waitStrategy)
    {
        _state.NextValue = Sequence.InitialValue;
        _state.RoomLimit = _state.ClaimLimit = Sequence.InitialValue + bufferSize;
        _state.PrefetchPoint = long.MaxValue;
        _state.PublishedValue = Sequence.InitialValue;
    }

    // The ring whose slots the claims prefetch, and how: null when they do not (see SlotPrefetch). Set once, by the ring's
    // constructor, before any claim; read by the producer thread in the claim's slow path.
    private ISlotPrefetcher? _prefetcher;
    private int _prefetchBlock;
    private int _prefetchDistance;

    /// <summary>
    /// Before any claim: from now on a claim every <paramref name="block"/> events prefetches the slots of the next
    /// <paramref name="block"/> events from <paramref name="distance"/> events past it (see <see cref="SlotPrefetch"/>).
    /// </summary>
    internal void PrefetchSlotsWith(ISlotPrefetcher prefetcher, int block, int distance)
    {
        Invariant.Holds(_state.NextValue == Sequence.InitialValue && block > 0 && distance > 0, "prefetching is set up before any claim, with a block and a distance");
        _prefetcher = prefetcher;
        _prefetchBlock = block;
        _prefetchDistance = distance;

        // The first claim prefetches.
        _state.PrefetchPoint = _state.NextValue;
        _state.ClaimLimit = Math.Min(_state.RoomLimit, _state.PrefetchPoint);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public override long Next(int n)
    {
        ThrowIfBadBatchSize(n);
        nint region = StackRegion.Current();
        return TryClaimQuickly(region, n, out long next) ? next : ClaimSlowly(region, n);
    }

    /// <summary>
    /// Claims <paramref name="n"/> slots (checked already) if both rare cases are ruled out: the claim comes from the stack block
    /// <paramref name="region"/> of the last claim (see <see cref="StackRegion"/>), and the claim limit leaves room. Otherwise
    /// claims nothing, for <see cref="ClaimSlowly(nint, int)"/> to finish.
    /// </summary>
    /// <remarks>
    /// One branch for both rare cases: each branch the common claim jumps over costs it a taken jump, as code compiled without
    /// a profile keeps a call it cannot see is rare in line (docs/design.md, "Hot path").
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryClaimQuickly(nint region, int n, out long next)
    {
        // Zero only when both hold: the blocks' xor is zero for the same block, and the limit's distance, shifted down to its
        // sign, is zero while the claim fits. One test of an OR, where comparing each and combining the flags took two
        // byte-sets and two zero-extensions more. The distance cannot overflow: sequences stay below 2^62 (no ring gets
        // there, and a ring resumed from a shared file refuses positions past it), and the limit is never below -2^62.
        next = _state.NextValue + n;
        if (((region ^ _state.ClaimingRegion) | (nint)((_state.ClaimLimit - next) >> 63)) == 0)
        {
            _state.NextValue = next;
            return true;
        }

        return false;
    }

    public override bool TryNext(int n, out long sequence)
    {
        ThrowIfBadBatchSize(n);
        nint region = StackRegion.Current();
        long movedFrom = region != _state.ClaimingRegion ? ClaimFromAnotherRegion(region) : NotMoved;
        return TryClaim(n, movedFrom, out sequence);
    }

    /// <remarks>
    /// An asynchronous producer's claims run on whichever pool thread its continuation gets, so two producers of one ring
    /// (a misuse) claim at once from two threads, one of which may be the last claimer's, in its stack block, where
    /// <see cref="TryNext"/> would store its claim unchecked while the other took the claiming over: both would hold the
    /// same sequence. Every asynchronous claim commits by compare-and-swap instead, from the count it looked at; the loser
    /// of such a race is refused. One compare-and-swap per asynchronous claim, which awaits anyway.
    /// </remarks>
    internal override bool TryNextForAsync(int n, out long sequence)
    {
        ThrowIfBadBatchSize(n);
        nint region = StackRegion.Current();
        long from = region != _state.ClaimingRegion ? ClaimFromAnotherRegion(region) : Volatile.Read(ref _state.NextValue);
        return TryClaim(n, from, out sequence);
    }

    // Read by an asynchronous claim while it parks (see DeadlineClaim.NextAsync): the producer it belongs to claims nothing
    // meanwhile, as it awaits the claim.
    internal override long WrapPointFor(int n) => _state.NextValue + n - _bufferSize;

    private bool TryClaim(int n, long movedFrom, out long sequence)
    {
        long next = (movedFrom == NotMoved ? _state.NextValue : movedFrom) + n;
        if (next > _state.RoomLimit && next - _bufferSize > RefreshGatingSequence())
        {
            ThrowIfClaimWaitsOnItself(next);
            sequence = default;
            return false;
        }

        CommitClaim(next, movedFrom);
        sequence = next;
        return true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public override void Publish(long sequence)
    {
        PublishWithoutSignal(sequence);
        SignalConsumers();
    }

    /// <summary>
    /// <see cref="Publish(long)"/> without waking anyone: for a ring's own publish while its publishes wake nobody (see
    /// <see cref="RingBufferBase{T}.Publish(long)"/>).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void PublishWithoutSignal(long sequence)
    {
        // Checked in every build: between the last published sequence (exclusive) and the last claimed one.
        // One unsigned compare of fields on the producer's own line refuses what was never claimed, what is
        // negative and what was already published (publishing a sequence publishes every one before it): counted back
        // from the last claim, an unpublished claim lies nearer than the last publish, and anything past the last claim
        // wraps to a huge distance. Counting back from the claim rather than up from the publish spares the decrement.
        long next = _state.NextValue;
        if ((ulong)(next - sequence) >= (ulong)(next - _state.PublishedValue))
        {
            // A throw, not a call that throws: the JIT moves a throwing block out of the way of the common publish.
            throw PublishRefused(sequence);
        }

        MakeVisible(sequence);
    }

    /// <summary><see cref="Sequencer.Publish(long, long)"/> for a ring's own producer loop, small enough to inline into it.</summary>
    /// <remarks>
    /// The same checks as the base's, in every build, folded into two unsigned compares of fields on the producer's own line:
    /// <paramref name="hi"/> between the last published sequence (exclusive) and the last claimed one, <paramref name="lo"/>
    /// between the last published one (exclusive) and <paramref name="hi"/>, each counted back from the range's top as
    /// <see cref="PublishWithoutSignal"/> counts. A batch that passes is never longer than the ring,
    /// since no more than the ring's size is ever claimed and unpublished. The messages are built out of line: inlined with the
    /// checks, their string builders were zeroed on every batch a caller's loop published.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void PublishBatch(long lo, long hi)
    {
        PublishBatchWithoutSignal(lo, hi);
        SignalConsumers();
    }

    /// <summary><see cref="PublishBatch"/> without waking anyone, as <see cref="PublishWithoutSignal"/> is to <see cref="Publish(long)"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void PublishBatchWithoutSignal(long lo, long hi)
    {
        long next = _state.NextValue;
        long published = _state.PublishedValue;
        if ((ulong)(next - hi) >= (ulong)(next - published) || (ulong)(hi - lo) >= (ulong)(hi - published))
        {
            ThrowNotABatchOrNotPublishable(lo, hi);
        }

        MakeVisible(hi);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void ThrowNotABatchOrNotPublishable(long lo, long hi)
    {
        // The ring's order: a range that cannot be a batch is named so before the claims are looked at.
        ThrowIfNotABatch(lo, hi);
        ThrowIfNotPublishable(lo, hi);
    }

    private protected override void PublishRange(long lo, long hi)
    {
        MakeVisible(hi);
        SignalConsumers();
    }

    /// <summary>
    /// The highest sequence claimed so far, read from another thread (see
    /// <see cref="RingBufferBase{T}.LastClaimThatMaySkipWakeUp"/>, the one caller, for why that thread may rely on it).
    /// </summary>
    internal long ClaimedThrough => Volatile.Read(ref _state.NextValue);

    /// <summary>Publishes everything up to <paramref name="sequence"/>, checked already: consumers may read it now.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void MakeVisible(long sequence)
    {
        _state.PublishedValue = sequence;

        // Release: the event writes before this store are visible to any consumer that reads the cursor.
        _cursor.SetValue(sequence);
    }

    private protected override void ThrowIfNotPublishable(long lo, long hi)
    {
        if (NotPublishable(lo, hi) is { } error)
        {
            throw error;
        }
    }

    /// <summary>Why <paramref name="sequence"/> failed <see cref="Publish(long)"/>'s check.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private Exception PublishRefused(long sequence)
        => (Exception?)NotPublishable(sequence, sequence) ?? new InvalidOperationException(
            $"The single-producer ring's claims changed while sequence {sequence} was checked for publishing: two threads are using it at once. " +
            "Create the ring (or disruptor) with ProducerType.Multi for several producing threads.");

    /// <summary>Why <paramref name="lo"/> to <paramref name="hi"/> may not be published, or null if they may.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private ArgumentOutOfRangeException? NotPublishable(long lo, long hi)
    {
        if (hi > _state.NextValue || hi < 0)
        {
            return NeverClaimed(hi, _state.NextValue);
        }

        if (lo <= _state.PublishedValue)
        {
            return AlreadyPublished(lo, $"the producer has published up to {_state.PublishedValue}, and publishing a sequence publishes every one before it");
        }

        return null;
    }

    public override bool IsAvailable(long sequence)
    {
        long cursor = _cursor.Value;
        return sequence <= cursor && sequence > cursor - _bufferSize;
    }

    public override long GetHighestPublishedSequence(long lowerBound, long available) => available;

    public override bool HasAvailableCapacity(int requiredCapacity)
    {
        long next = _state.NextValue + requiredCapacity;
        return next <= _state.RoomLimit || next - _bufferSize <= RefreshGatingSequence();
    }

    public override long GetRemainingCapacity()
    {
        // Bounded by the cursor, as in RefreshGatingSequence: slots of unpublished claims are not free.
        long consumed = MinimumGatingSequence(_state.PublishedValue);
        return _bufferSize - (_state.NextValue - consumed);
    }

    /// <summary>
    /// Before any claim, and before any consumer is added: continues a numbering begun elsewhere, with
    /// <paramref name="sequence"/> the last one published. An inter-process ring taken over by a new consumer process
    /// resumes its local ring where the shared one stands.
    /// </summary>
    internal void StartAfter(long sequence)
    {
        _state.NextValue = sequence;
        _state.RoomLimit = sequence + _bufferSize;
        _state.PrefetchPoint = _prefetcher is null ? long.MaxValue : sequence;
        _state.ClaimLimit = Math.Min(_state.RoomLimit, _state.PrefetchPoint);
        _state.PublishedValue = sequence;
        _cursor.SetValue(sequence);
        InitialCursor = sequence;
    }

    private protected override void ForgetCachedGating() => _state.RoomLimit = _state.ClaimLimit = long.MinValue / 2;

    /// <summary>The slow path of a claim: wait until the slowest consumer leaves room for <paramref name="next"/>.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WaitForCapacity(long next)
    {
        long wrapPoint = next - _bufferSize;
        if (wrapPoint <= RefreshGatingSequence())
        {
            // Only the cached view of the consumers was stale: the ring had room.
            return;
        }

        ThrowIfClaimWaitsOnItself(next);
        CountFullWait();
        var spinner = default(BackoffSpinner);
        do
        {
            ThrowIfClosed();
            spinner.SpinOnce();
        }
        while (wrapPoint > RefreshGatingSequence());
    }

    private long RefreshGatingSequence()
    {
        // Bounded by what this producer has published (the cursor), not by what it has claimed. A consumer added now
        // starts at the cursor (Sequencer.AddGatingSequences), so room measured past the cursor would let the claims
        // that follow lap it; and with no consumer at all, it would let a producer holding unpublished claims claim a
        // slot one of them still holds.
        long minimum = MinimumGatingSequence(_state.PublishedValue);
        _state.RoomLimit = minimum + _bufferSize;
        _state.ClaimLimit = Math.Min(_state.RoomLimit, _state.PrefetchPoint);
        return minimum;
    }

    /// <summary>
    /// Refuses a claim through <paramref name="next"/> that no consumer can ever make room for: its slots include one this
    /// producer claimed and has not published, and no consumer gets past an unpublished sequence, so the claim would wait
    /// forever (or, with no consumer gating the ring, take that slot while its event is still to be published).
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void ThrowIfClaimWaitsOnItself(long next)
    {
        long wrapPoint = next - _bufferSize;
        if (wrapPoint > _state.PublishedValue)
        {
            throw new InvalidOperationException(
                $"Claiming through sequence {next} needs the slot of sequence {wrapPoint}, which this single producer claimed and has not published (published through {_state.PublishedValue}, claimed through {_state.NextValue}); " +
                $"no consumer frees a slot before its event is published, so the claim could never complete. Publish (or PublishAborted) what you claimed before claiming more than the ring's {_bufferSize} slots past it.");
        }
    }

    /// <summary>
    /// The claim <see cref="TryClaimQuickly"/> refused: it comes from another stack block than the last one (<paramref name="region"/>,
    /// the caller's), the ring may be full, or the claim reaches the next block of slots to prefetch. The thread is checked
    /// first, as <see cref="TryNext"/> does.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public long ClaimSlowly(nint region, int n)
    {
        long movedFrom = region != _state.ClaimingRegion ? ClaimFromAnotherRegion(region) : NotMoved;
        long next = (movedFrom == NotMoved ? _state.NextValue : movedFrom) + n;
        if (next > _state.RoomLimit)
        {
            WaitForCapacity(next);
        }

        if (next > _state.PrefetchPoint)
        {
            PrefetchAhead(next);
        }

        CommitClaim(next, movedFrom);
        return next;
    }

    /// <summary>
    /// Takes the claims through <paramref name="next"/>: a plain store for a claim from the last claim's stack block, a
    /// compare-and-swap from <paramref name="movedFrom"/> for one that came from another block (see
    /// <see cref="ClaimFromAnotherRegion"/>) or is asynchronous (<see cref="TryNextForAsync"/>), which throws if another thread
    /// claimed since that claim looked.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void CommitClaim(long next, long movedFrom)
    {
        if (movedFrom == NotMoved)
        {
            _state.NextValue = next;
        }
        else if (Interlocked.CompareExchange(ref _state.NextValue, next, movedFrom) != movedFrom)
        {
            throw ClaimedMeanwhile(movedFrom);
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private InvalidOperationException ClaimedMeanwhile(long movedFrom) => new(
        $"Another thread claimed from this single-producer ring while this thread took the claiming over (claims went from {movedFrom} to {Volatile.Read(ref _state.NextValue)} meanwhile): two threads are claiming at once, and would overwrite each other's events. " +
        "Create the ring (or disruptor) with ProducerType.Multi for several producing threads.");

    /// <summary>Prefetches the block of slots the distance past <paramref name="next"/> and moves the prefetch point a block on.</summary>
    private void PrefetchAhead(long next)
    {
        long first = next + _prefetchDistance;
        _prefetcher!.PrefetchSlots(first, first + _prefetchBlock - 1);
        _state.PrefetchPoint = next + _prefetchBlock - 1;
        _state.ClaimLimit = Math.Min(_state.RoomLimit, _state.PrefetchPoint);
    }

    /// <summary>
    /// A claim from another stack block than the last one: by another thread, it may take the claiming over only when
    /// every claim so far is published. Returns the claim count it checked, which the claim then moves on from by
    /// compare-and-swap (<see cref="CommitClaim"/>).
    /// </summary>
    /// <remarks>
    /// Checking, then storing, is not enough where two threads take over at once, as two async claims woken by one
    /// consumer store do: both would find every claim published, and both claim the same sequence. So such a claim commits
    /// only if the count is still the one it checked. The count is read first, with acquire: a thread that saw another's
    /// claim then sees the claiming thread that claimer stored before it (its compare-and-swap is a full fence), and is
    /// refused by the check, not let through as the owner. The owner's claims from its own block stay plain stores; two
    /// threads claiming at once from blocks each of its own is caught best-effort, as the type's remarks say.
    /// </remarks>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private long ClaimFromAnotherRegion(nint region)
    {
        long claimed = Volatile.Read(ref _state.NextValue);
        int thread = Environment.CurrentManagedThreadId;
        if (thread != _state.ClaimingThread)
        {
            TakeOverClaiming(thread, claimed);
        }

        _state.ClaimingRegion = region;
        return claimed;
    }

    private void TakeOverClaiming(int thread, long claimed)
    {
        if (_state.ClaimingThread != 0 && _state.PublishedValue != claimed)
        {
            throw new InvalidOperationException(
                $"A thread claims from a single-producer ring while another thread holds sequences {_state.PublishedValue + 1} to {claimed}, claimed and not yet published. " +
                "Two threads claiming at once would overwrite each other's events: create the ring (or disruptor) with ProducerType.Multi for several producing threads. " +
                "One producer moving between threads (an async producer resuming on another) must publish its claims before it moves.");
        }

        _state.ClaimingThread = thread;
    }

    [StructLayout(LayoutKind.Explicit, Size = CacheLine.PadBytes + (7 * sizeof(long)) + CacheLine.PadBytes)]
    private struct ProducerState
    {
        // The highest sequence claimed so far.
        [FieldOffset(CacheLine.PadBytes)]
        public long NextValue;

        // The highest sequence the quick claim may take: the lower of RoomLimit and PrefetchPoint, so that one compare
        // sends the claim to the slow path for either.
        [FieldOffset(CacheLine.PadBytes + sizeof(long))]
        public long ClaimLimit;

        // The highest sequence published: the cursor's value, kept here so that the publish check reads
        // only this line, never the cursor's. Reading the cursor instead made a ping-pong's round trip about
        // 1.4x as long (near: 344 against 243 ns), likely because a consumer spinning on the cursor takes the
        // cursor's line between publishes and the publish's store waits for it (docs/design.md, "Publish checks").
        [FieldOffset(CacheLine.PadBytes + (2 * sizeof(long)))]
        public long PublishedValue;

        // The stack block of the last claim (see StackRegion); 0, which no stack is in, before the first.
        [FieldOffset(CacheLine.PadBytes + (3 * sizeof(long)))]
        public nint ClaimingRegion;

        // The managed id of the thread that claimed last (0 before the first claim).
        [FieldOffset(CacheLine.PadBytes + (4 * sizeof(long)))]
        public int ClaimingThread;

        // The highest sequence the ring had room for when the slowest consumer was last read (its sequence plus the
        // ring's size): lets most claims skip reading consumers' lines.
        [FieldOffset(CacheLine.PadBytes + (5 * sizeof(long)))]
        public long RoomLimit;

        // The last sequence claimed before the next block of slots is prefetched (see SlotPrefetch); long.MaxValue when the
        // ring does not prefetch.
        [FieldOffset(CacheLine.PadBytes + (6 * sizeof(long)))]
        public long PrefetchPoint;
    }
}
