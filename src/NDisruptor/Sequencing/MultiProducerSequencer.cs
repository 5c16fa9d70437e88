using System;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// The sequencer for a ring that any number of threads publish to. A claim is one atomic add on the
/// cursor; publication sets a per-slot flag, so producers never wait for one another to publish.
/// </summary>
/// <remarks>
/// Claiming with <see cref="Interlocked.Add(ref long, long)"/> (LOCK XADD) always succeeds in one
/// instruction however many producers contend, where a compare-and-swap loop retries and degrades as
/// threads are added. Because the cursor then only says what was claimed, each slot carries the lap
/// number of the sequence last published into it, and consumers scan those flags: no producer ever spins
/// waiting for a slower producer to publish, which collapses when producers outnumber cores. For the same
/// reason a producer facing a full ring waits for room before its add, not after it (see ClaimWhenRoom).
/// <para>
/// The claim's room check and the publish check read the claim mark, not the cursor: each claim stores the value its add
/// returned in a word beside the cursor, on the cursor's line (<see cref="Sequence.Mark"/>). Some cores make a load of
/// the very address a locked instruction just wrote wait until that write is done; a load of another word on the line
/// does not wait. On one Intel Xeon a claim and publish took 11.7-11.8 ns reading the cursor, 10.5-11.1 with the mark
/// (docs/design.md, "Publish checks"). A mark is a value the cursor
/// reached, so it is never above the cursor: a sequence it covers was claimed. It may lag, when a producer that added
/// earlier stores its mark later; a publish it does not cover then reads the cursor itself, and a room check passes a
/// claim that then waits after its add, as one racing another producer may anyway.
/// </para>
/// </remarks>
internal sealed class MultiProducerSequencer : Sequencer
{
    // The slots' lap flags, read by consumers. Set at construction, and once more by SpreadFlags when the ring's disruptor
    // spreads it as it starts, before any claim.
    private SlotFlags _flags;

    // The highest sequence the ring had room for when the slowest consumer was last read (its sequence plus the ring's
    // size), so that a claim checks for room with one compare. Written by any producer in the slow path only; padded
    // away from the read-only fields above, which every consumer reads when it scans flags.
    private PaddedLong _claimLimit;

    // How many producers wait for room before they claim (ClaimWhenRoom), and whether two ever did at once; both
    // written only on that slow path.
    private PaddedLong _roomWaiters;
    private bool _producersWaitTogether;

    // The first sequence of the lowest claim whose producer waits for room after its add (WaitForCapacity), long.MaxValue
    // when none does. Written only on that slow path, so the consumers that read it while they wait on an unpublished slot
    // (ClaimBlockedAtOrBelow) keep the line in their caches.
    private PaddedLong _lowestClaimWaitingForRoom;

    // How many consumers spin a slice for an unpublished slot's producer (TryStartSlotSpin): written by consumers only as
    // such a spin begins (once the usual microsecond ran out) and ends.
    private PaddedLong _slotSpinners;

    // A sequence through which every claim is known to be published, where the next scan of the flags begins while nothing
    // gates the ring (PositionWithNothingGating). Written in the slow path of claims only, and as a consumer leaves; any
    // value it ever held stays true, so racing writes that set it back only lengthen the next scan.
    private PaddedLong _publishedHint;

    /// <param name="bufferSize">The ring's capacity.</param>
    /// <param name="waitStrategy">How consumers wait.</param>
    /// <param name="slots">
    /// The slots the ring spreads its sequences over (see <see cref="SlotSpread"/>): a power-of-two multiple of the capacity,
    /// the capacity when 0. The flags follow the slots, so that they too are reused only once a lap has left the cache.
    /// </param>
    public MultiProducerSequencer(int bufferSize, IWaitStrategy? waitStrategy, int slots = 0)
        : base(bufferSize, waitStrategy)
    {
        slots = slots == 0 ? bufferSize : slots;
        if (slots < bufferSize || !BitOperations.IsPow2(slots))
        {
            throw new ArgumentOutOfRangeException(nameof(slots), slots, $"slots {slots} must be a power of two of at least the ring's capacity {bufferSize}.");
        }

        _flags = new SlotFlags(slots);
        _claimLimit.Value = Sequence.InitialValue + bufferSize;
        _lowestClaimWaitingForRoom.Value = long.MaxValue;
        _publishedHint.Value = Sequence.InitialValue;
    }

    /// <summary>The slots' lap flags, for the ring, which publishes through a copy of its own (see <see cref="Publish(long, in SlotFlags, Sequence)"/>).</summary>
    internal SlotFlags Flags => _flags;

    /// <summary>
    /// Before any claim: lets the flags follow the ring's slots to <paramref name="slots"/> (see
    /// <see cref="RingBufferBase{T}.SpreadForReadingConsumers"/>, the one caller, for why nothing reads the old ones).
    /// </summary>
    /// <returns>The new flags, for the ring's copy.</returns>
    internal SlotFlags SpreadFlags(int slots)
    {
        Invariant.Holds(_cursor.Value == Sequence.InitialValue && slots > _flags.Count && BitOperations.IsPow2(slots), "flags are spread before any claim, over more slots");

        // The new array is allocated before the field changes: a failed allocation leaves the flags as they were.
        _flags = new SlotFlags(slots);
        return _flags;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public override long Next(int n)
    {
        ThrowIfBadBatchSize(n);
        return Claim(n, _cursor);
    }

    /// <summary>
    /// <see cref="Next(int)"/> for a caller that checked <paramref name="n"/> already (the ring's own claim), through
    /// <paramref name="cursor"/>, this sequencer's cursor as its ring holds it: a claim inlined into a producer's loop then
    /// reaches the cursor with one load from the ring instead of two (see <see cref="Publish(long, in SlotFlags, Sequence)"/>
    /// for why that counts).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal long Claim(int n, Sequence cursor)
    {
        Invariant.Holds(ReferenceEquals(cursor, _cursor), "a claim goes through this sequencer's own cursor");

        // While the ring is full, wait before claiming (see ClaimWhenRoom). That reads the cursor's line once more before
        // the add takes it for writing; the mark stands in for the cursor, which it never exceeds, so a lagging mark only
        // lets a claim through to wait after its add. The cached limit serves the check after the add too: any value it
        // ever held is a ring beyond a position every gating consumer has passed. The position is never above the add's
        // result, as the limit's writer read the cursor before measuring, so only the limit needs checking.
        long limit = Volatile.Read(ref _claimLimit.Value);
        ref long mark = ref cursor.Mark;
        if (Volatile.Read(ref mark) + n > limit)
        {
            return ClaimWhenRoom(n);
        }

        long next = cursor.AddAndGet(n);
        Volatile.Write(ref mark, next);
        if (next > limit)
        {
            WaitForCapacity(next - _bufferSize, next - n, counted: false);
        }

        return next;
    }

    /// <summary>
    /// The ring looked full before the claim: wait for room without holding a claim, then claim. A producer that claimed
    /// first and then waited would hold a slot nobody can publish but itself; with more threads than cores it is often
    /// off the core when the consumer reaches that slot, so the consumer stalls, backs off, and loses its core to
    /// producers spinning on the full ring it cannot drain. Waiting first leaves only the short window between claim and
    /// publish.
    /// </summary>
    /// <remarks>
    /// Without a claim the producer has no place in line: others may take each slot as it frees (a claim of several
    /// slots needs them free at once). So once other producers have claimed a whole ring since this wait began, it
    /// stops and claims, and waits after the add as every claim did before; no producer is overtaken by more than a
    /// ring. Other producers may also take the room between the wait and the add; the claim then waits after the add.
    /// Either way the claim counts as one full-ring wait.
    /// </remarks>
    /// <returns>The highest claimed sequence.</returns>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private long ClaimWhenRoom(int n)
    {
        long start = _cursor.Value;
        long current = start;
        long gating = MinimumGatingSequence(current);
        bool full = current + n - _bufferSize > gating;
        if (full)
        {
            CountFullWait();

            // Once several producers have waited for room at the same time, every wait naps after its yields (see
            // BackoffSpinner.ForFullRing): their naps end at different times, so room does not stay unclaimed for a
            // whole nap. A lone producer keeps yielding, as it alone must refill the ring the moment there is room.
            if (Interlocked.Increment(ref _roomWaiters.Value) > 1 && !Volatile.Read(ref _producersWaitTogether))
            {
                // Written once: the field may share a line with those consumers read.
                Volatile.Write(ref _producersWaitTogether, true);
            }

            var spinner = Volatile.Read(ref _producersWaitTogether) ? BackoffSpinner.ForFullRing() : default;
            try
            {
                do
                {
                    ThrowIfClosed();
                    spinner.SpinOnce();
                    current = _cursor.Value;
                }
                while (current + n - _bufferSize > (gating = MinimumGatingSequence(current)) && current - start < _bufferSize);
            }
            finally
            {
                Interlocked.Decrement(ref _roomWaiters.Value);
            }
        }

        Volatile.Write(ref _claimLimit.Value, gating + _bufferSize);
        long next = _cursor.AddAndGet(n);
        Volatile.Write(ref _cursor.Mark, next);
        long wrapPoint = next - _bufferSize;
        if (wrapPoint > gating)
        {
            WaitForCapacity(wrapPoint, next - n, counted: full);
        }

        return next;
    }

    /// <summary>
    /// Whether the producer of a claim at or below <paramref name="sequence"/> holds it while it waits for room: it cannot
    /// publish until a consumer still reading its slots' previous lap moves on.
    /// </summary>
    /// <remarks>
    /// The mark is the producer's own, and it may be out of date: the producer sets it as it waits, then yields, and the
    /// consumers may drain the ring before it runs again to see the room and clear it. So the mark is believed only while
    /// the slowest consumer is short of the slot before it (a claim no longer than the ring waits for no consumer that got
    /// there) and the claims overrun that consumer by more than the ring. A lone consumer waiting on a slot has passed every
    /// slot before it, so it never believes a mark; where several consumers or workers wait, a mark a claim left may still
    /// be believed once its room came, which only shortens a spin.
    /// </remarks>
    internal bool ClaimBlockedAtOrBelow(long sequence)
    {
        long first = Volatile.Read(ref _lowestClaimWaitingForRoom.Value);
        if (first > sequence)
        {
            return false;
        }

        long claimed = _cursor.Value;
        return Math.Min(first - 1, claimed - _bufferSize) > MinimumGatingSequence(claimed);
    }

    /// <summary>
    /// Whether a consumer that found a slot claimed but unpublished may spin a slice for its producer (then it calls
    /// <see cref="EndSlotSpin"/> when it stops): while fewer consumers than cores do so.
    /// </summary>
    /// <remarks>
    /// The slice-long spin is for a producer preempted on another core (see SequenceBarrier.WaitForPublication). Consumers
    /// of one ring that spin so on as many cores as there are leave no core for that producer, nor for a consumer with an
    /// event to handle: with four workers of a pool on two cores each spin ran out before anyone published.
    /// </remarks>
    internal bool TryStartSlotSpin()
    {
        if (Interlocked.Increment(ref _slotSpinners.Value) < Environment.ProcessorCount)
        {
            return true;
        }

        Interlocked.Decrement(ref _slotSpinners.Value);
        return false;
    }

    /// <summary>Ends a spin that <see cref="TryStartSlotSpin"/> allowed.</summary>
    internal void EndSlotSpin() => Interlocked.Decrement(ref _slotSpinners.Value);

    /// <summary>
    /// With nothing gating the ring, claims are bounded by the last sequence through which every claim is published, found
    /// in the flags: the cursor only counts claims, and a claim a ring past another producer's unpublished one would take its
    /// slot. That producer would then write its event over the newer one, or be refused its publish, and a consumer added
    /// meanwhile (see <see cref="FollowerStart"/>) would read the wrong event or wait for good. The scan begins at the last
    /// bound found, so each flag is read about once a lap, in the slow path of a claim.
    /// </summary>
    private protected override long PositionWithNothingGating(long upperBound)
    {
        long from = Volatile.Read(ref _publishedHint.Value);
        long through = _flags.PublishedOrPassedThrough(from + 1, upperBound);
        if (through > from)
        {
            Volatile.Write(ref _publishedHint.Value, through);
        }

        return through;
    }

    /// <summary>
    /// The last sequence through which every claim is published: claims then keep off the slots of those in flight until the
    /// new consumer has read them, and it reads them as its first events. The scan begins at the slowest consumer, when there
    /// is one, as no consumer passes an unpublished sequence.
    /// </summary>
    private protected override long FollowerStart()
    {
        long from = Volatile.Read(ref _publishedHint.Value);
        Sequence[] gating = GatingSequences;
        if (gating.Length != 0)
        {
            from = Math.Max(from, SequenceMath.Minimum(gating, long.MaxValue));
        }

        return _flags.PublishedOrPassedThrough(from + 1, _cursor.Value);
    }

    /// <summary>The leaving consumer has passed only published sequences: the scan with nothing gating may begin there.</summary>
    private protected override void NoteConsumerLeaving(long position)
    {
        if (position > Volatile.Read(ref _publishedHint.Value))
        {
            Volatile.Write(ref _publishedHint.Value, position);
        }
    }

    /// <summary>Whether producers waiting for room nap after their yields: once two have waited at the same time.</summary>
    internal bool WaitingProducersNap => Volatile.Read(ref _producersWaitTogether);

    internal override long WrapPointFor(int n) => _cursor.Value + n - _bufferSize;

    public override bool TryNext(int n, out long sequence)
    {
        ThrowIfBadBatchSize(n);

        // A failed TryNext must leave nothing claimed, so here (and only here) the claim is a
        // compare-and-swap: an atomic add could not be taken back.
        long current, next;
        do
        {
            current = _cursor.Value;
            next = current + n;
            if (!HasAvailableCapacity(n, current))
            {
                sequence = default;
                return false;
            }
        }
        while (!_cursor.CompareAndSet(current, next));

        Volatile.Write(ref _cursor.Mark, next);
        sequence = next;
        return true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public override void Publish(long sequence) => Publish(sequence, in _flags, _cursor);

    /// <summary>
    /// <see cref="Publish(long)"/> through <paramref name="flags"/> and <paramref name="cursor"/>, this sequencer's own as its
    /// ring holds them.
    /// </summary>
    /// <remarks>
    /// No load after a claim's atomic add starts before the add completes (a locked instruction orders every later load),
    /// and the next claim's add waits for this publish's flag store, which cannot leave the core before the checks ahead of
    /// it are resolved. So in a producer's loop the loads that lead to those checks run in series with the claims. Through
    /// the sequencer the flag's read was the third load of a chain (sequencer, flags' address, flag) and the claim mark's
    /// the third too (sequencer, cursor, mark); from the ring, which the loop holds in a register, each is the second.
    /// Measured in docs/design.md, "Publish checks".
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void Publish(long sequence, in SlotFlags flags, Sequence cursor)
    {
        Invariant.Holds(ReferenceEquals(cursor, _cursor) && flags.SameAs(_flags), "a publish goes through this sequencer's own flags and cursor");
        ref int flag = ref flags.For(sequence);
        int lap = flags.LapOf(sequence);

        // Checked in every build, before the flag is set (see IsPublishable): a flag set for a sequence nobody
        // claimed would hand consumers a slot nobody wrote, and the real event, published later, would be lost.
        // The claim mark stands in for the cursor; only a sequence it does not cover needs the cursor itself.
        int published = Volatile.Read(ref flag);
        if (!IsPublishable(sequence, Volatile.Read(ref cursor.Mark), published, lap))
        {
            CheckAgainstCursor(sequence, published, lap);
        }

        // Release: the event written into the slot is visible to a consumer that sees this flag.
        Volatile.Write(ref flag, lap);
        SignalConsumers();
    }

    /// <summary>
    /// <see cref="Publish(long)"/> for a sequence this ring's own claim handed to a publish scope or a translator: it was
    /// claimed, so only its flag is checked.
    /// </summary>
    /// <remarks>
    /// A scope holds the sequence its claim returned, and only this ring makes scopes; a translator is handed a sequence the
    /// ring claimed just before calling it. What can still go wrong is a second publish of the same sequence (a scope
    /// disposed twice, a copy of it disposed too, or a translator that published or aborted its sequence itself), which
    /// finds its own lap, or a later one, in the flag. Skipping the claim check takes a load of the claim mark, the address
    /// arithmetic that finds it and a compare off the path after the claim's atomic add (measured in docs/design.md,
    /// "Publish checks"). The flags are the ring's copy, as in <see cref="Publish(long, in SlotFlags, Sequence)"/>.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void PublishClaimed(long sequence, in SlotFlags flags)
    {
        Invariant.Holds(flags.SameAs(_flags), "a publish goes through this sequencer's own flags");
        ref int flag = ref flags.For(sequence);
        int lap = flags.LapOf(sequence);
        int published = Volatile.Read(ref flag);
        if (unchecked(published - lap) >= 0)
        {
            throw NotPublishable(sequence, _cursor.Value, published, lap);
        }

        // Release: the event written into the slot is visible to a consumer that sees this flag.
        Volatile.Write(ref flag, lap);
        SignalConsumers();
    }

    /// <summary>
    /// <see cref="Sequencer.Publish(long, long)"/> through <paramref name="flags"/> and <paramref name="cursor"/>, this
    /// sequencer's own as its ring holds them (see <see cref="Publish(long, in SlotFlags, Sequence)"/>), with
    /// <see cref="Sequencer.ThrowIfNotABatch"/>'s check too: the same checks, all before any flag is set.
    /// </summary>
    /// <remarks>
    /// The common batch lies in one run of flags, all at one lap, and is checked with one read of the claim mark for its last
    /// sequence and one pass over its flags (<see cref="SlotFlags.RunBefore"/>). Anything else goes to the general publish:
    /// a batch whose flags wrap to the first (one in a lap of the flags at most), one the mark does not cover, and one that
    /// fails, which that publish checks a sequence at a time to name what is wrong. Out of line, and with nothing to keep
    /// across a call on the common path: each register saved and each value spilled is a store the next claim's atomic add
    /// waits for.
    /// </remarks>
    [MethodImpl(MethodImplOptions.NoInlining)]
    internal void PublishBatch(long lo, long hi, in SlotFlags flags, Sequence cursor)
    {
        Invariant.Holds(ReferenceEquals(cursor, _cursor) && flags.SameAs(_flags), "a publish goes through this sequencer's own flags and cursor");
        long following = hi - lo;
        int lap = flags.LapOf(lo);
        if ((ulong)following >= (ulong)_bufferSize
            || lo < 0
            || flags.Wraps(lo, following)
            || hi > Volatile.Read(ref cursor.Mark)
            || !flags.RunBefore(lo, (int)following + 1, lap))
        {
            PublishBatchSlowly(lo, hi);
            return;
        }

        flags.SetRun(lo, (int)following + 1, lap);
        SignalConsumers();
    }

    /// <summary>The general <see cref="PublishBatch"/>: each sequence checked, then each flag set, wherever the flags wrap.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void PublishBatchSlowly(long lo, long hi)
    {
        ThrowIfNotABatch(lo, hi);
        Publish(lo, hi);
    }

    private protected override void PublishRange(long lo, long hi)
    {
        for (long sequence = lo; sequence <= hi; sequence++)
        {
            SetAvailable(sequence);
        }

        SignalConsumers();
    }

    /// <summary>The publish check with the cursor itself, for a sequence the claim mark did not show claimed.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void CheckAgainstCursor(long sequence, int published, int lap)
    {
        long claimed = _cursor.Value;
        if (!IsPublishable(sequence, claimed, published, lap))
        {
            throw NotPublishable(sequence, claimed, published, lap);
        }
    }

    private protected override void ThrowIfNotPublishable(long lo, long hi)
    {
        // The claim mark when it covers the batch (see Publish), the cursor otherwise.
        long claimed = Volatile.Read(ref _cursor.Mark);
        if (hi > claimed)
        {
            claimed = _cursor.Value;
        }

        for (long sequence = lo; sequence <= hi; sequence++)
        {
            int published = Volatile.Read(ref _flags.For(sequence));
            int lap = _flags.LapOf(sequence);
            if (!IsPublishable(sequence, claimed, published, lap))
            {
                throw NotPublishable(sequence, claimed, published, lap);
            }
        }
    }

    /// <summary>
    /// Whether <paramref name="sequence"/> may be published: claimed (from 0 to the cursor
    /// <paramref name="claimed"/>, one unsigned compare that a fresh ring's cursor of -1 fails for all) and
    /// not yet published. Its slot's flag holds the lap last
    /// published into it (<paramref name="published"/>), which for a claimed sequence is an earlier lap: a
    /// claim waits until every gating consumer has passed the sequence a capacity before it, at or after the
    /// slot's previous sequence (a spread ring's slots outnumber its capacity), which they do only once it is
    /// published. So a flag at this lap means a second publish, and a flag at a later lap the
    /// publish of a stale sequence. Laps are compared by their difference, so the int's wrap after 2^31 laps
    /// changes nothing. A ring with no gating consumer bounds claims by what is published (see
    /// <see cref="PositionWithNothingGating"/>), so there too no claim takes the slot of an unpublished one.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsPublishable(long sequence, long claimed, int published, int lap)
        => (ulong)sequence < (ulong)(claimed + 1) && unchecked(published - lap) < 0;

    [MethodImpl(MethodImplOptions.NoInlining)]
    private ArgumentOutOfRangeException NotPublishable(long sequence, long claimed, int published, int lap)
    {
        if ((ulong)sequence >= (ulong)(claimed + 1))
        {
            return NeverClaimed(sequence, claimed);
        }

        return AlreadyPublished(sequence, published == lap
            ? "its slot's flag already holds this lap"
            : $"its slot was since published for sequence {sequence + ((long)unchecked(published - lap) * (long)_flags.Count)}, a later lap");
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public override bool IsAvailable(long sequence)
        => Volatile.Read(ref _flags.For(sequence)) == _flags.LapOf(sequence);

    public override long GetHighestPublishedSequence(long lowerBound, long available) => _flags.PublishedThrough(lowerBound, available);

    public override bool HasAvailableCapacity(int requiredCapacity) => HasAvailableCapacity(requiredCapacity, _cursor.Value);

    public override long GetRemainingCapacity()
    {
        long produced = _cursor.Value;
        long consumed = MinimumGatingSequence(produced);

        // Claims can run ahead of capacity (an add that raced past the check before it, or a producer overtaken for a
        // whole ring, waits after its add): never report below zero.
        return Math.Max(0, _bufferSize - (produced - consumed));
    }

    private bool HasAvailableCapacity(int requiredCapacity, long cursorValue)
    {
        long wrapPoint = cursorValue + requiredCapacity - _bufferSize;
        long cachedGating = Volatile.Read(ref _claimLimit.Value) - _bufferSize;
        if (wrapPoint > cachedGating || cachedGating > cursorValue)
        {
            long minimum = MinimumGatingSequence(cursorValue);
            Volatile.Write(ref _claimLimit.Value, minimum + _bufferSize);
            return wrapPoint <= minimum;
        }

        return true;
    }

    /// <summary>The slow path of a claim: the slot was claimed, but its previous lap is still being read.</summary>
    /// <param name="wrapPoint">The sequence every gating consumer must have passed.</param>
    /// <param name="current">The cursor before the claim's add.</param>
    /// <param name="counted">Whether this claim's wait before its add already counted the ring as full.</param>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WaitForCapacity(long wrapPoint, long current, bool counted)
    {
        long gating = MinimumGatingSequence(current);
        if (wrapPoint > gating)
        {
            // Not just a stale cache: the ring is full.
            if (!counted)
            {
                CountFullWait();
            }

            var spinner = default(BackoffSpinner);
            long first = current + 1;
            try
            {
                do
                {
                    ThrowIfClosed();

                    // Marked on every pass, not once: a lower claim's producer that stops waiting clears the mark
                    // (below), and the lowest claim still waiting must put its own back.
                    MarkWaitingForRoom(first);
                    spinner.SpinOnce();
                }
                while (wrapPoint > (gating = MinimumGatingSequence(current)));
            }
            finally
            {
                // Only this producer ever writes its own first sequence there; a lower claim's mark stays.
                Interlocked.CompareExchange(ref _lowestClaimWaitingForRoom.Value, long.MaxValue, first);
            }
        }

        Volatile.Write(ref _claimLimit.Value, gating + _bufferSize);
    }

    /// <summary>Lowers the waiting-for-room mark to <paramref name="first"/> unless a lower claim's is there.</summary>
    private void MarkWaitingForRoom(long first)
    {
        ref long mark = ref _lowestClaimWaitingForRoom.Value;
        long seen;
        while ((seen = Volatile.Read(ref mark)) > first && Interlocked.CompareExchange(ref mark, first, seen) != seen)
        {
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void SetAvailable(long sequence)
    {
        ref int flag = ref _flags.For(sequence);
        int lap = _flags.LapOf(sequence);

        // Checked before the range was published; a second publisher racing this one would break it.
        Invariant.Holds(unchecked(Volatile.Read(ref flag) - lap) < 0, "a slot's flag holds an earlier lap when it is set");

        // Release: the event written into the slot is visible to a consumer that sees this flag.
        Volatile.Write(ref flag, lap);
    }

    private protected override void ForgetCachedGating() => Volatile.Write(ref _claimLimit.Value, long.MinValue / 2);
}
