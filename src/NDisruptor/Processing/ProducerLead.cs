using System;
using System.Runtime.CompilerServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// Keeps a consumer from chasing a producer that streams: when a batch is already waiting but is short, the
/// consumer lets the producer get some way ahead before it takes the batch.
/// </summary>
/// <remarks>
/// A consumer that handles an event faster than the producer writes one catches up, then takes every few
/// events as they are published. It reads the cursor and the event lines while the producer is still writing
/// them, so each of those lines crosses between the cores twice (to the reader, back to the writer) and the
/// producer stalls on every one: both threads end up slower than with a consumer that lags (docs/design.md,
/// "Consumers that keep up").
/// <para>
/// So when the consumer finds a batch waiting right after the last one (the producer streams) and it is shorter
/// than the target, the consumer waits in steps of about <see cref="PollNanoseconds"/>, reading the dependent
/// sequence once per step, until the batch reaches the target. It takes the batch as soon as
/// <see cref="StepsPerVerdict"/> steps in a row added fewer than <see cref="MinStreamingGain"/> events each on
/// average (the producer slowed down or stopped: holding back would only add latency), and after
/// <see cref="MaxPollsFor"/> steps whatever happens. The verdict spans several steps because a producer that
/// publishes in batches (<c>Next(n)</c>, then <c>Publish(lo, hi)</c>) moves the cursor once per batch: across
/// cores far apart one batch of 100 took longer than the first design's 100 ns step, so a one-step verdict read
/// such a stream as stopped and the consumer chased it in batches of ~100.
/// </para>
/// <para>
/// A step is long next to the cross-core hop (~70 ns to ~275 ns on this project's host) because each read of the
/// dependent sequence takes its line from the thread that writes it. A single producer's next cursor store then
/// waits in the store buffer for the line to come back; a multi-producer ring's claim is an atomic add, which
/// cannot even start until its core holds the line. With 100 ns steps the reads alone kept that line moving:
/// three producers ran at about half their speed, and three consumers of one producer with the cores far apart
/// at two thirds of it.
/// </para>
/// <para>
/// How far is counted in bytes of slots as well as in events: a value ring's consumer lets the producer get the whole
/// events that fit in <see cref="LeadBytes"/> of slots ahead when they are more than <see cref="DefaultTarget"/> (2,048
/// events of 8 bytes, 682 of 24; at most <see cref="ClaimCounterTarget"/>), and events of 32 bytes or more keep
/// <see cref="DefaultTarget"/>. A consumer that lagged by 512 events of 8 bytes (4 KiB,
/// one page) took each batch up to lines the producer was still writing, and whatever it read beyond them (the
/// processor reads nothing past its batch, but a core's prefetchers follow a stream of reads ahead of it, within its
/// page) the producer had to take back: on one AMD EPYC (Zen 4), near, a one-producer ring of 8-byte events ran at
/// 2.8-3.1 ns per event in batches of 10 against 0.8-0.9 with a 2,048-event lead, while a class ring, whose 512 events of
/// at least 24 bytes span three pages, ran at 1.1-1.2 with either (docs/design.md, "Consumers that keep up"). A class ring's
/// slots hold references that nobody writes after it is made, so it keeps the event count.
/// </para>
/// <para>
/// Once the producer got that far ahead, the batch still stops <see cref="TrailFor"/> events (a quarter of the target) short
/// of where it was read (<see cref="LastToTake"/>): a batch taken up to the dependent sequence ended on the lines the
/// producer was writing at that moment, and its reads (and the prefetches that follow them) took those lines from the
/// producer once per batch. The events left over start the next batch, which the lead holds back in turn while the producer
/// streams, so a consumer that keeps up mostly stays at least a quarter of the target behind it. On the Zen 4 host, near, a
/// one-producer value ring of 8-byte events (2,048-event lead, 512-event trail) published one at a time ran at ~1.9 ns per event
/// against ~2.3 with no trail (docs/design.md, "Consumers that keep up"). A wait that ends without reaching the target (the
/// producer slowed down or stopped, or the wait ran out of steps) leaves nothing behind; when a stream stops right after a
/// wait that reached it, the events left behind wait for one more verdict.
/// </para>
/// <para>
/// A threaded consumer that waits on a multi-producer ring's claim counter (a first consumer of a ring made for several
/// producers) gets a longer lead: up to <see cref="ClaimCounterTarget"/> events, held back for up to one step per
/// <see cref="ClaimCounterEventsPerPoll"/> events of the target (128 steps for 8,192). Producers running at once already
/// pass the cursor, slot and flag lines between them; a consumer that keeps up reads those lines as they are written and
/// adds a third core to each transfer. With three producers and one consumer on two cores, 512-event, 2,048-event and
/// 8,192-event leads, alternated, ran at medians of 0.51x, 0.76x and 0.83x ConcurrentQueue's speed; in other cycles no
/// lead at all ran at 0.24x against the 512-event lead's 0.60x (docs/design.md, "Three producers on two cores"). Three
/// producers on cores far apart stream about 70 events a microsecond, so 8,192 events take them ~120 µs: with one step per
/// <see cref="EventsPerPoll"/> events (~64 µs) the wait ran out at about half the target, and a wait that runs out leaves no
/// trail, so the batch read up to the lines the producers were writing. Held one step per
/// <see cref="ClaimCounterEventsPerPoll"/> events, the same topology took 0.76-0.93x the time (docs/design.md, "Three
/// producers on two cores").
/// Consumers downstream of others read those consumers' sequences, not the producers' lines, and keep the lead any other
/// consumer of their ring has.
/// A ring declared for several producers but fed by one thread (the DSL's default producer type) gets the longer lead
/// too: its one producer still claims with an atomic add on the counter the consumer reads; that case was not measured.
/// The verdict still ends the wait within a few steps once the producers slow down, so only a stream of more than ~4
/// million events/s is held back that long, and never by more than the handler's largest batch.
/// </para>
/// <para>
/// With any wait strategy but busy-spin (the default blocking one included), the wait yields the consumer's core once
/// before its steps (<see cref="SequenceBarrier.LeadYields"/>): where threads outnumber cores a consumer that spins out its
/// lead holds a core its producer could use. The yield may keep the consumer off its core for a scheduler slice, on top of
/// the steps above.
/// </para>
/// <para>
/// The first event after a quiet spell is never held back: the consumer was waiting for it, so no batch was
/// waiting when it asked. A ping-pong, where each event answers the last, is therefore never delayed.
/// </para>
/// </remarks>
internal static class ProducerLead
{
    /// <summary>The longest target of a consumer not on a claim counter, for events of 32 bytes or more and on class rings: 512 events.</summary>
    internal const int DefaultTarget = 512;

    /// <summary>
    /// How many bytes of slots a value ring's consumer lets a streaming producer get ahead by, in whole events and at most
    /// <see cref="ClaimCounterTarget"/> of them: 16 KiB, so that small events get a longer target than
    /// <see cref="DefaultTarget"/> (2,048 events of 8 bytes). See the remarks.
    /// </summary>
    internal const int LeadBytes = 16 * 1024;

    /// <summary>
    /// The longest target of a consumer that waits on a multi-producer ring's claim counter: 8,192 events. Producers
    /// running at once already pass the cursor, slot and flag lines between them; a consumer that reads those lines
    /// while they are written makes a third party on each (see the remarks).
    /// </summary>
    internal const int ClaimCounterTarget = 8192;

    /// <summary>How long one step waits before the consumer reads the dependent sequence again: many cross-core hops.</summary>
    internal const double PollNanoseconds = 1_000;

    /// <summary>Fewer events than this per step, on average over a verdict, means the producer is not streaming (under 4 million events/s).</summary>
    internal const int MinStreamingGain = 4;

    /// <summary>How many steps one verdict on the producer's rate spans: about 4 µs.</summary>
    internal const int StepsPerVerdict = 4;

    /// <summary>The fewest steps a batch may be held back: about 8 µs, the whole wait for a target up to 1,024 events.</summary>
    internal const int MinPolls = 8;

    /// <summary>
    /// A target longer than 1,024 events allows one more step (~1 µs) per this many events; on a claim counter,
    /// <see cref="ClaimCounterEventsPerPoll"/>.
    /// </summary>
    internal const int EventsPerPoll = 128;

    /// <summary>
    /// For a consumer on a multi-producer ring's claim counter, a target longer than 512 events allows one more step per this
    /// many events: long enough for producers far apart to reach the target (see the remarks).
    /// </summary>
    internal const int ClaimCounterEventsPerPoll = 64;

    private static readonly int s_pollPauses = SpinCalibration.Measured.PausesFor(PollNanoseconds);

    /// <summary>
    /// The batch length a consumer of a ring of <paramref name="bufferSize"/> slots waits for: a quarter of the
    /// ring at most, so that a producer never fills a small ring while its consumer holds back, and at most the
    /// handler's <paramref name="maxBatchSize"/>: a consumer that takes smaller batches than its target would find
    /// every next batch short again and keep a whole target of events waiting.
    /// </summary>
    /// <param name="bufferSize">The ring's capacity.</param>
    /// <param name="readsClaimCounter">Whether the consumer waits on a multi-producer ring's claim counter (see the remarks).</param>
    /// <param name="maxBatchSize">The most events the consumer hands its handler at once.</param>
    /// <param name="slotBytes">
    /// The size of a slot when the events live in the slots (a value ring, <see cref="SlotBytes{T}"/>), 0 when they do not
    /// (a class ring's slots hold references) or when the consumer keeps the shorter lead regardless.
    /// </param>
    public static int TargetFor(int bufferSize, bool readsClaimCounter, long maxBatchSize, int slotBytes = 0)
    {
        int longest = readsClaimCounter ? ClaimCounterTarget
            : slotBytes > 0 ? Math.Clamp(LeadBytes / slotBytes, DefaultTarget, ClaimCounterTarget)
            : DefaultTarget;
        int target = Math.Clamp(bufferSize / 4, 1, longest);
        return (int)Math.Clamp(maxBatchSize, 1, target);
    }

    /// <summary>The bytes of one slot of a ring of <typeparamref name="T"/> whose slots hold the events themselves; 0 for a class ring.</summary>
    public static int SlotBytes<T>() => typeof(T).IsValueType ? Unsafe.SizeOf<T>() : 0;

    /// <summary>
    /// The most steps a batch of <paramref name="target"/> events is held back: 8 (~8 µs) up to 1,024 events, 64 (~64 µs) for
    /// 8,192; on a claim counter 8 up to 512 events, 128 (~128 µs) for 8,192.
    /// </summary>
    /// <param name="target">The batch length waited for.</param>
    /// <param name="readsClaimCounter">Whether the consumer waits on a multi-producer ring's claim counter (see the remarks).</param>
    public static int MaxPollsFor(int target, bool readsClaimCounter = false)
        => Math.Max(MinPolls, target / (readsClaimCounter ? ClaimCounterEventsPerPoll : EventsPerPoll));

    /// <summary>
    /// Whether a batch from <paramref name="next"/> to <paramref name="waiting"/>, found waiting right after the
    /// last one, is shorter than <paramref name="target"/> (at least 1): taking it now would chase the producer.
    /// False when nothing is waiting, which the unsigned compare folds into the same test.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsShort(long next, long waiting, int target) => (ulong)(waiting - next) < (ulong)(target - 1);

    /// <summary>
    /// How many of the events a streaming producer got ahead a batch leaves for the next one: a quarter of the
    /// <paramref name="target"/> (512 events of 8 bytes, 4 KiB of slots, with the 2,048-event lead).
    /// </summary>
    /// <param name="target">The batch length waited for.</param>
    public static int TrailFor(int target) => target / 4;

    /// <summary>
    /// The last event a batch from <paramref name="next"/> may take after <see cref="LetProducerAhead"/> read
    /// <paramref name="led"/>: <see cref="TrailFor"/> events short of it when the wait ended because the batch reached
    /// <paramref name="target"/> (the producer still streams and is writing the lines right after <paramref name="led"/>),
    /// else no limit (the producer slowed down or stopped, or the wait ran out of steps: the batch takes whatever is
    /// published, including what arrived since, as holding any of it back would only add latency).
    /// </summary>
    /// <param name="next">The first event of the batch.</param>
    /// <param name="led">What <see cref="LetProducerAhead"/> returned.</param>
    /// <param name="target">The batch length waited for.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long LastToTake(long next, long led, int target) => led - next + 1 >= target ? led - TrailFor(target) : long.MaxValue;

    /// <summary>
    /// Waits while the producer streams, until the batch from <paramref name="next"/> is
    /// <paramref name="target"/> long; returns the dependent sequence last read (see <see cref="LastToTake"/> for how
    /// much of it to take).
    /// </summary>
    /// <param name="barrier">The consumer's barrier, whose dependent sequence the wait reads once per step.</param>
    /// <param name="next">The first event of the batch.</param>
    /// <param name="waiting">The dependent sequence as the consumer last read it.</param>
    /// <param name="target">The batch length waited for.</param>
    /// <param name="maxPolls">The most steps to wait: the consumer's <see cref="MaxPollsFor"/>.</param>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static long LetProducerAhead(SequenceBarrier barrier, long next, long waiting, int target, int maxPolls)
    {
        int pauses = s_pollPauses;
        long verdictStart = waiting;

        // Once per wait, not per step: with nothing else ready to run a yield costs only its system call, but on the
        // project's AMD EPYC host (a virtual machine) that call took ~1.7 µs, more than the step it would precede.
        if (barrier.LeadYields)
        {
            Thread.Yield();
        }

        for (int poll = 1; poll <= maxPolls; poll++)
        {
            for (int i = 0; i < pauses; i++)
            {
                SpinHint.Pause();
            }

            // A halt of a threaded processor (an alert) must not wait out the whole lead, up to ~128 µs: the barrier wait that
            // follows throws on the alert. Async processors, halted through their token, keep the short lead (~8 µs of steps).
            waiting = barrier.DependentSequence;
            if (waiting - next + 1 >= target || barrier.IsAlerted)
            {
                return waiting;
            }

            if (poll % StepsPerVerdict == 0)
            {
                if (waiting - verdictStart < MinStreamingGain * StepsPerVerdict)
                {
                    return waiting;
                }

                verdictStart = waiting;
            }
        }

        return waiting;
    }
}
