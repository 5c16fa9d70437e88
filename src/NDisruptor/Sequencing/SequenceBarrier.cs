using System;
using System.Diagnostics;
using System.Runtime.CompilerServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// What a consumer waits on: the producer's cursor and the sequences of the consumers it depends on.
/// It hands back the highest sequence the consumer may safely read.
/// </summary>
/// <remarks>
/// Owned by one consumer: its alert flag is how that consumer is halted, and a consumer that clears an
/// alert it did not ask for would undo another's halt, so a processor takes the barrier for itself
/// and a second one is refused. Only the alert flag is written by another thread (the one halting).
/// </remarks>
public sealed class SequenceBarrier
{
    private readonly Sequencer _sequencer;

    // The same sequencer when several producers publish (null with one): only theirs can have claimed slots that are not
    // yet published. Kept typed, so that a wait calls it directly, and skips the call with one producer, where the JIT
    // relies on its profile to devirtualize the call and NativeAOT, which has none, dispatched it on every wait. (The same
    // choice made inside the sequencer, by a type test in a non-virtual GetHighestPublishedSequence, measured slower: the
    // BarrierWait micro-benchmark took 0.97-0.99 ns under JIT, against 0.51 this way and 0.65 with the virtual call.)
    private readonly MultiProducerSequencer? _multiProducer;
    private readonly IWaitStrategy _waitStrategy;
    private readonly Sequence _cursor;

    // The sequences this barrier's consumer must not pass: the cursor when it has no upstream consumers.
    private readonly Sequence[] _dependents;

    // The one dependent sequence when there is one (null with several): a read of the dependent sequence then loads this
    // field and the sequence, where a test of the array's length first loads the array and its length too. The read
    // comes twice on every batch, and these loads sit on the path to the batch's first event.
    private readonly Sequence? _soleDependent;

    // The multi-producer sequencer when this barrier's consumer waits on its claim counter alone (no upstream consumers)
    // with one of the strategies that spin for microseconds anyway (busy-spin, yielding), on more than one core; null
    // otherwise. Such a consumer that finds its next event unpublished spins on that event's flag before it reads the
    // counter (AwaitQuietFlag). Other strategies are left as configured: a sleeping strategy may be set not to spin at
    // all, a custom one may count its waits, and a blocking one parks. On one core nobody can publish while it spins.
    private readonly MultiProducerSequencer? _quietFlags;

    // Whether the consumer's lead (ProducerLead) gives up its core before it spins: see LeadYields.
    private readonly bool _leadYields;

    // How long a wait for an unpublished slot lasts before it returns a timeout, for a strategy that times out
    // (TimeoutBlockingWaitStrategy, itself or behind a phased back-off); zero for the others, whose waits for a slot last
    // until it is published. Read only after the usual microsecond's spin, on the slow path.
    private readonly TimeSpan _publicationTimeout;

    // Written by the halting thread, read by the consumer's wait loop.
    private volatile bool _alerted;

    // Set once (Interlocked) by the processor that takes this barrier.
    private object? _owner;

    internal SequenceBarrier(Sequencer sequencer, IWaitStrategy waitStrategy, Sequence[] dependents)
    {
        _sequencer = sequencer;
        _multiProducer = sequencer as MultiProducerSequencer;
        _waitStrategy = waitStrategy;
        _cursor = sequencer.CursorSequence;
        _dependents = dependents.Length == 0 ? [_cursor] : (Sequence[])dependents.Clone();
        _soleDependent = _dependents.Length == 1 ? _dependents[0] : null;
        _quietFlags = WaitsOnClaimCounter && waitStrategy is BusySpinWaitStrategy or YieldingWaitStrategy && Environment.ProcessorCount > 1
            ? _multiProducer
            : null;
        _leadYields = waitStrategy is not BusySpinWaitStrategy && !WaitsOnClaimCounter;
        _publicationTimeout = TimeoutBlockingWaitStrategy.TimeoutOf(waitStrategy);
    }

    /// <summary>The sequencer of the ring this barrier was created by: a processor must read that ring's slots.</summary>
    internal Sequencer Sequencer => _sequencer;

    /// <summary>The producer's cursor; blocking strategies park on it.</summary>
    public Sequence Cursor => _cursor;

    /// <summary>
    /// The lowest sequence among the dependencies (the cursor when there are none): everything up to it
    /// has been claimed by producers and processed by upstream consumers.
    /// </summary>
    public long DependentSequence
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => _soleDependent is { } sole ? sole.Value : SequenceMath.Minimum(_dependents, long.MaxValue);
    }

    /// <summary>
    /// Whether this barrier's consumer waits on a multi-producer ring's claim counter alone (no upstream consumers):
    /// the sequence that producers running at once pass between them with every claim.
    /// </summary>
    internal bool WaitsOnClaimCounter => _multiProducer is not null && ReferenceEquals(_soleDependent, _cursor);

    /// <summary>
    /// Whether this barrier's consumer yields its core as its lead (<see cref="ProducerLead.LetProducerAhead"/>) begins, before
    /// it spins: with any strategy but busy-spin, unless the consumer waits on a claim counter.
    /// </summary>
    /// <remarks>
    /// Busy-spin says the consumers have cores of their own. Any other strategy (the default blocking one, the yielding one,
    /// a custom one) is taken by default or where busy threads may outnumber cores, and there a consumer that spins out its
    /// lead holds a core the producer it waits for could use: with three consumers and their producer on two cores, the
    /// scheduler shares the cores among all four while the consumers spin. A yield hands that core over, to the producer or
    /// to a consumer with a batch to take; where nothing else is ready to run it costs only its system call. Not on a claim
    /// counter: there the core goes to another of several producers, and producers running at once fight over the counter's
    /// line (docs/design.md, "Consumers that keep up").
    /// </remarks>
    internal bool LeadYields => _leadYields;

    /// <summary>Whether the barrier has been alerted (its consumer is being halted).</summary>
    public bool IsAlerted => _alerted;

    /// <summary>
    /// Waits until <paramref name="sequence"/> is available and returns the highest sequence that is
    /// published and processed upstream (at least <paramref name="sequence"/>, unless the wait strategy
    /// returned early or timed out).
    /// </summary>
    /// <param name="sequence">The next sequence the consumer wants.</param>
    /// <returns>The highest sequence safe to read, or a timeout.</returns>
    /// <exception cref="AlertException">The barrier was alerted.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public SequenceWaitResult WaitFor(long sequence) => WaitFor(sequence, long.MaxValue);

    /// <summary>
    /// <see cref="WaitFor(long)"/> for a consumer whose batch will end at <paramref name="last"/> at the latest (at or after
    /// <paramref name="sequence"/>): the answer stops there, and with several producers so does the scan of the availability
    /// flags.
    /// </summary>
    /// <remarks>
    /// The flags past the batch would be read again for the next batch, and the last of them sit on the lines the producers
    /// are writing: each read there takes the line from the producer about to store to it, and that producer's next claim
    /// (a locked add, which on x64 waits for the earlier stores) waits for the line to come back (docs/design.md, "Three
    /// producers on two cores").
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal SequenceWaitResult WaitFor(long sequence, long last)
    {
        Invariant.Holds(last >= sequence, "a batch ends at or after its first event");
        CheckAlert();

        // A consumer that lags finds its sequence there already: it asks the wait strategy only when it has caught up
        // (the strategy's contract). Inlined, that makes a batch's wait a few loads and compares. NativeAOT, which has no
        // profile to inline the strategy from, otherwise called it on every batch (after type tests to pick the method).
        long available = DependentSequence;
        if (available < sequence)
        {
            SequenceWaitResult result = WaitForDependents(sequence);

            // One compare for both early returns: a timeout is long.MinValue, below every sequence.
            if (result.Sequence < sequence)
            {
                return result;
            }

            available = result.Sequence;
        }

        // With several producers the cursor only says what was claimed; the availability flags say
        // what was published. With one, publishing is what moves the cursor.
        available = Math.Min(available, last);
        if (_multiProducer is { } multi)
        {
            long published = multi.GetHighestPublishedSequence(sequence, available);
            return published >= sequence ? published : WaitForPublication(multi, sequence, available);
        }

        return available;
    }

    /// <summary>The consumer has caught up: the wait strategy waits, out of line so that the inlined fast path stays small.</summary>
    /// <remarks>
    /// Before it waits, the consumer's thread drains its own store buffer with a full fence. What it stored last is what
    /// another thread may be waiting for: a handler that publishes to another ring (a stage, a ping-pong's echo) and the
    /// consumer's own sequence, which downstream consumers wait on. A plain store becomes visible to the other core once
    /// it leaves the store buffer, and a thread that goes on to spin leaves it there for longer than one that fences
    /// (docs/design.md, "Round trips"). The fence costs the thread nothing it would use: it is about to wait, and it
    /// fences as a wait begins (twice when a wait on a flag ran out first, see AwaitQuietFlag), never per spin, and never
    /// when a batch is there already.
    /// </remarks>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private SequenceWaitResult WaitForDependents(long sequence)
    {
        Interlocked.MemoryBarrier();
        return _waitStrategy.WaitFor(sequence, this);
    }

    /// <summary>
    /// Whether this barrier's consumer waits on a multi-producer ring's claim counter with a spinning strategy, and
    /// <paramref name="sequence"/> is not published yet: then <see cref="AwaitQuietFlag(long, long)"/> may wait for it without reading
    /// the counter.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal bool FindsUnpublished(long sequence) => _quietFlags is { } multi && !multi.IsAvailable(sequence);

    /// <summary>
    /// For a consumer that found <paramref name="sequence"/> unpublished (<see cref="FindsUnpublished"/>): spins on that
    /// sequence's flag alone for up to <see cref="QuietFlag.SpinLimit"/> hints. If the flag is set only after the first
    /// hint, the consumer had caught up with producers that paused, and this returns the end of what is published from
    /// <paramref name="sequence"/> on (at most <paramref name="last"/>), read from the flags. Otherwise (set as the consumer
    /// looked again: a producer was publishing it, the producers stream; the spin ran out; an alert) it returns
    /// long.MinValue, and the consumer waits as it does on any ring: the claim counter, its lead, the wait strategy.
    /// </summary>
    /// <remarks>
    /// A consumer that waits on the claim counter takes that line from the producers at every read, so each claim's atomic
    /// add, which cannot start until its core holds the line, first waits for it to come back. When the producers pause
    /// (a request and its reply, a ping-pong), the consumer's reads of the counter while it waits and as its next batch
    /// starts put a cross-core transfer into every claim, and the consumer then reads the counter's line and the flag's in
    /// turn. On the flag alone it reads the one line the publish writes, and leaves the counter to the producers
    /// (docs/design.md, "Round trips"). The first event after a quiet spell is never held back (see
    /// <see cref="ProducerLead"/>), so a consumer that waited here needs no counter to decide its batch.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal long AwaitQuietFlag(long sequence, long last) => AwaitQuietFlag(sequence, last, QuietFlag.SpinLimit);

    /// <summary><see cref="AwaitQuietFlag(long, long)"/> with its spin budget in hints (tests pass their own).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    internal long AwaitQuietFlag(long sequence, long last, int spinLimit)
    {
        var multi = _quietFlags!;

        // The consumer is about to wait: what its thread stored last leaves the store buffer now (see WaitForDependents).
        Interlocked.MemoryBarrier();
        int pauses = 0;
        while (!multi.IsAvailable(sequence))
        {
            if (_alerted || ++pauses > spinLimit)
            {
                return long.MinValue;
            }

            SpinHint.Pause();
        }

        // Set as the consumer looked again: a stream, whose batch the claim counter and the lead decide. A halt asked for
        // meanwhile goes to the usual wait, which sees it, as every batch start does.
        if (pauses == 0 || _alerted)
        {
            return long.MinValue;
        }

        // A claim waits until the sequence a capacity before it is published (and every gating consumer has passed it), so
        // nothing past that bound is claimed; the flags past the claims hold earlier laps and end the scan.
        return multi.GetHighestPublishedSequence(sequence, Math.Min(last, sequence + _sequencer.BufferSize - 1));
    }

    /// <summary>
    /// The slot is claimed but its producer has not published it yet: that producer is mid-write (nanoseconds) or
    /// was preempted between claim and publish. Spin through the gap for about a scheduler time slice, then back off
    /// (yield, then sleep) so that, when threads outnumber cores, it gets a core to finish on (docs/design.md, rule 5).
    /// </summary>
    /// <remarks>
    /// Why not yield after the usual microsecond: a preempted producer mostly waits on another core's run queue and
    /// resumes when that core's slice ends. A yield cannot help it there; it hands this core to whatever else is
    /// queued on it (another producer, which then contends with the one on the other core for every claim and slot
    /// line), and under EEVDF (Linux 6.6 and later) puts this consumer last in line for a slice. With three
    /// producers and one consumer on two cores far apart, yielding after 1 µs kept the consumer waiting for a core
    /// most of the time and ran 1.5-2.3 times slower than this (docs/design.md, "Spinning"). If the producer is
    /// instead queued behind this consumer on its core, it runs when the spin phase or this consumer's slice ends.
    /// A single core has no other core to wait for: there the phase is the usual one.
    /// <para>
    /// Two waits skip the long phase after the usual microsecond, as it keeps off the cores the threads that must run.
    /// Consumers of the ring already spinning so on all cores but one (workers of a pool, each waiting on a slot it claimed
    /// ahead) leave no core for the producers nor for a worker with an event to handle: a count on the sequencer
    /// (<see cref="MultiProducerSequencer.TryStartSlotSpin"/>), taken once the usual microsecond ran out and given back
    /// when the slice does. And the producer of this slot, or of one below it, may hold its claim while it waits for room,
    /// which only a slower consumer can make (<see cref="MultiProducerSequencer.ClaimBlockedAtOrBelow"/>). Four workers of
    /// a pool on two cores, fed by three producers in claims of four on an 8-slot ring, took 235-247 µs per event with the
    /// long phase as it was and 4-20 without it there (docs/design.md, "Spinning").
    /// </para>
    /// </remarks>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private long WaitForPublication(MultiProducerSequencer multi, long sequence, long available)
    {
        // The usual microsecond first, touching nothing shared: a producer caught mid-write publishes within it.
        int pauses = UnpublishedSlot.ShortSpinLimit;
        while (!multi.IsAvailable(sequence))
        {
            CheckAlert();
            if (--pauses < 0)
            {
                if (!WaitLongerForPublication(multi, sequence))
                {
                    return SequenceWaitResult.Timeout.Sequence;
                }

                break;
            }

            SpinHint.Pause();
        }

        return multi.GetHighestPublishedSequence(sequence, available);
    }

    /// <summary>
    /// The rest of <see cref="WaitForPublication"/>: the slice-long spin where it is allowed and of use, then the back-off;
    /// false if the wait strategy's timeout ran out first.
    /// </summary>
    /// <remarks>
    /// A slot claimed and not yet published (a producer stalled, or one that lost its claim to an exception before it
    /// published) keeps this wait going: with a strategy that times out, it ends after that strategy's timeout, as a wait
    /// for the producer would, so that the handler's <c>OnTimeout</c> still runs while the slot stays unpublished.
    /// </remarks>
    private bool WaitLongerForPublication(MultiProducerSequencer multi, long sequence)
    {
        long deadline = _publicationTimeout == TimeSpan.Zero ? Deadline.Never : Deadline.After(_publicationTimeout);

        // With one core the producer cannot be running elsewhere: no slice-long spin, and no count to take.
        bool spinsForProducer = Environment.ProcessorCount > 1 && multi.TryStartSlotSpin();
        try
        {
            var spinner = BackoffSpinner.WithSpinPhase(spinsForProducer ? UnpublishedSlot.SpinLimit : 1);
            int untilCheck = 0;
            while (!multi.IsAvailable(sequence))
            {
                CheckAlert();
                if (deadline != Deadline.Never && Stopwatch.GetTimestamp() >= deadline)
                {
                    return false;
                }

                if (spinsForProducer)
                {
                    // The slot's producer may wait for room, which a consumer other than this one (which has passed the
                    // claim's previous lap) must make: that consumer needs a core, which this spin would keep from it.
                    // Asked every few hints, as the answer may read the claim counter, whose line the producers' claims take.
                    bool stop = !spinner.IsSpinning;
                    if (!stop && --untilCheck < 0)
                    {
                        untilCheck = UnpublishedSlot.BlockedClaimCheckEvery;
                        stop = multi.ClaimBlockedAtOrBelow(sequence);
                    }

                    // The slice is over, or of no use: the place goes to the next consumer that meets an unpublished slot,
                    // and this one backs off.
                    if (stop)
                    {
                        spinsForProducer = false;
                        multi.EndSlotSpin();
                        spinner = BackoffSpinner.WithSpinPhase(1);
                    }
                }

                spinner.SpinOnce();
            }
        }
        finally
        {
            if (spinsForProducer)
            {
                multi.EndSlotSpin();
            }
        }

        return true;
    }

    /// <summary>
    /// What a dependent sequence read as <paramref name="dependent"/> proves published, without a wait: all of it with one
    /// producer, where publishing is what moves the cursor; with several producers nothing (long.MinValue), and the
    /// consumer's wait reads the availability flags (<see cref="WaitFor(long, long)"/>).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal long PublishedThrough(long dependent) => _multiProducer is null ? dependent : long.MinValue;

    /// <summary>
    /// Without waiting: the highest sequence from <paramref name="sequence"/> on that is published and processed
    /// upstream, or less than <paramref name="sequence"/> when none is yet (for async processors); at most
    /// <paramref name="last"/>, as <see cref="WaitFor(long, long)"/> answers.
    /// </summary>
    internal long AvailableFrom(long sequence, long last = long.MaxValue)
    {
        long dependent = Math.Min(DependentSequence, last);
        if (dependent < sequence || _multiProducer is null)
        {
            return dependent;
        }

        return _multiProducer.GetHighestPublishedSequence(sequence, dependent);
    }

    /// <summary>Makes <paramref name="owner"/> the only processor that waits on this barrier, if none does yet.</summary>
    /// <returns>Null when taken; otherwise the processor's handler that already owns it.</returns>
    internal object? TryTakeOwnership(object owner) => Interlocked.CompareExchange(ref _owner, owner, null);

    /// <summary>Alerts the barrier: its consumer's current or next wait throws <see cref="AlertException"/>.</summary>
    public void Alert()
    {
        _alerted = true;
        _waitStrategy.SignalAllWhenBlocking();
    }

    /// <summary>Clears the alert so the consumer can run again.</summary>
    public void ClearAlert() => _alerted = false;

    /// <summary>Throws <see cref="AlertException"/> if the barrier is alerted.</summary>
    /// <exception cref="AlertException">The barrier was alerted.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void CheckAlert()
    {
        if (_alerted)
        {
            ThrowAlert();
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void ThrowAlert() => throw AlertException.Instance;

    /// <summary>The spin budget of <see cref="AwaitQuietFlag(long, long)"/>, calibrated the first time a consumer uses it.</summary>
    internal static class QuietFlag
    {
        /// <summary>
        /// How long a consumer spins on the flag before it waits as usual: a few cross-core round trips, the reply to a
        /// request across cores far apart included.
        /// </summary>
        internal const double SpinNanoseconds = 2_000;

        /// <summary>The hints of <see cref="SpinNanoseconds"/>.</summary>
        internal static readonly int SpinLimit = SpinCalibration.Measured.PausesFor(SpinNanoseconds);
    }

    /// <summary>The spin budget of a wait on an unpublished slot, calibrated the first time a consumer meets one.</summary>
    internal static class UnpublishedSlot
    {
        /// <summary>How many hints of the slice-long spin pass between two looks for a claim that a full ring blocks.</summary>
        internal const int BlockedClaimCheckEvery = 32;

        /// <summary>About a scheduler time slice: a producer preempted on another core is back within it.</summary>
        internal const double SpinNanoseconds = 1_000_000;

        /// <summary>The hints of the usual spin (<see cref="BackoffSpinner.SpinNanoseconds"/>), which every such wait spins first.</summary>
        internal static readonly int ShortSpinLimit = SpinCalibration.Measured.PausesFor(BackoffSpinner.SpinNanoseconds);

        /// <summary>The slice-long spin's hints, after the usual spin: with other cores only.</summary>
        internal static readonly int SpinLimit = SpinCalibration.Measured.PausesFor(SpinNanoseconds);
    }
}
