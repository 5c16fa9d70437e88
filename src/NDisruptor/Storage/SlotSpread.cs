using System;
using System.Numerics;

namespace NDisruptor;

/// <summary>
/// How many slots a ring allocates for its capacity: for a value ring of small events more than the capacity, so that one
/// lap of the slots spans more memory than a core's private cache; for any ring created with a lap, as many as that lap needs.
/// </summary>
/// <remarks>
/// <para>
/// A producer writes each slot again one lap after the consumer read it. When a lap fits in the consumer's private cache
/// (a 65,536-slot ring of 8-byte events is 512 KiB, where current x64 cores have 0.5 to 2 MiB of L2), the consumer still
/// holds every line the producer comes back to, so each of the producer's writes must first take its line away from the
/// consumer's core: a cross-core round trip per line. Where the two cores are far apart (another chiplet) that round trip
/// set the pace: a single producer and a producer feeding three consumers ran about twice as slowly as with a lap too long
/// to stay cached, three producers about one and a half times as slowly.
/// </para>
/// <para>
/// So the ring keeps the capacity it was given (how far producers may run ahead of the slowest consumer: claims, room
/// checks and metrics are unchanged) and spreads the sequences over a power-of-two multiple of it, at most
/// <see cref="MaxFactor"/>, until the slots reach <see cref="TargetBytes"/>. A slot is then reused every
/// <c>capacity × factor</c> sequences, long after the consumer's cache let go of it. Rings whose slots hold references
/// are left alone (the collector would scan the extra slots), as are rings in memory the caller sized (native and
/// mapped rings) and rings under <see cref="MinBytes"/>, whose lap would stay cached even spread <see cref="MaxFactor"/>
/// times: the small rings, often latency rings with one event in flight.
/// </para>
/// <para>
/// A service with many rings may prefer the memory: the <see cref="SwitchName"/> switch set to false (in the project file,
/// or with <see cref="AppContext.SetSwitch(string, bool)"/> before the rings are made) keeps every ring to its capacity.
/// It is read when a ring is made, not cached, so that setting it early in <c>Main</c> is enough.
/// </para>
/// <para>
/// A ring created with a lap of its own (<see cref="ValueRingBuffer{T}.Create(ProducerType, int, IWaitStrategy?, long)"/>)
/// takes exactly the spread that lap needs (<see cref="SlotsForLap"/>): the target, the bound on the factor, the smallest
/// ring spread and the switch are the default's, not that ring's. So does a class ring created with a lap
/// (<see cref="RingBuffer{T}.Create(ProducerType, Func{T}, int, IWaitStrategy?, long)"/>), its slots counted as a reference
/// and an event each, and an event of its own in every slot: the caller asked for the objects the collector will mark.
/// </para>
/// </remarks>
internal static class SlotSpread
{
    /// <summary>The <see cref="AppContext"/> switch that, set to false, keeps every ring's slots to its capacity.</summary>
    internal const string SwitchName = "NDisruptor.SpreadSlots";

    /// <summary>The size a spread ring's slots reach: twice the largest private cache of current x64 server cores.</summary>
    internal const long TargetBytes = 4L << 20;

    /// <summary>Rings with fewer bytes of slots than this are not spread: the most they could be spread stays under the target.</summary>
    internal const long MinBytes = TargetBytes / MaxFactor;

    /// <summary>The most slots a ring allocates per slot of capacity: bounds the memory a spread costs.</summary>
    internal const int MaxFactor = 8;

    /// <summary>
    /// The longest lap a ring may be created with: far past any one chiplet's last-level cache, so a longer one would only cost
    /// memory. With several producers the ring also takes a 4-byte flag per slot: up to 4 GiB beside a 1 GiB lap of 1-byte events.
    /// </summary>
    internal const long MaxLapBytes = 1L << 30;

    /// <summary>
    /// The slots to allocate for <paramref name="capacity"/> events of <paramref name="eventSize"/> bytes: a power of two,
    /// at least <paramref name="capacity"/>. A capacity that is not a power of two is returned as it is, for the
    /// sequencer to refuse.
    /// </summary>
    public static int SlotsFor(int capacity, int eventSize) => Spread(capacity, eventSize, TargetBytes, MaxFactor);

    /// <summary>The capacity times the smallest power of two, at most <paramref name="maxFactor"/>, that spans <paramref name="targetBytes"/>.</summary>
    private static int Spread(int capacity, int eventSize, long targetBytes, int maxFactor)
    {
        // Spreading is the default; a service that would rather keep the memory opts out by setting the switch to false.
        if (AppContext.TryGetSwitch(SwitchName, out bool spread) && !spread)
        {
            return capacity;
        }

        if (capacity <= 0 || !BitOperations.IsPow2(capacity))
        {
            return capacity;
        }

        long bytes = (long)capacity * eventSize;
        if (bytes < MinBytes)
        {
            return capacity;
        }

        // Each doubling stays below twice the target, so the slot count stays far below int.MaxValue.
        int factor = 1;
        while (factor < maxFactor && bytes * factor < targetBytes)
        {
            factor *= 2;
        }

        return capacity * factor;
    }

    /// <summary>
    /// The lap a disruptor gives the ring it made when every consumer waits on the ring's cursor alone (none follows another):
    /// 32 MiB, the last-level cache of one chiplet of current AMD server processors, so that a producer coming back to a slot
    /// finds its line in memory rather than in the cache of a consumer on another chiplet. Consumers that follow one another
    /// keep <see cref="TargetBytes"/> (docs/design.md, "Memory layout", says what each costs where).
    /// </summary>
    internal const long ReadingConsumersLapBytes = 32L << 20;

    /// <summary>The most slots per slot of capacity the longer lap of <see cref="ReadingConsumersLapBytes"/> takes.</summary>
    internal const int MaxReadingConsumersFactor = 64;

    /// <summary>
    /// The slots for <paramref name="capacity"/> events of <paramref name="eventSize"/> bytes once it is known that the ring's
    /// consumers all wait on its cursor alone: as <see cref="SlotsFor"/>, but spread until the slots span
    /// <see cref="ReadingConsumersLapBytes"/>, at most <see cref="MaxReadingConsumersFactor"/> times the capacity. The rings
    /// <see cref="SlotsFor"/> leaves alone for what they are (under <see cref="MinBytes"/>, or with the switch off) stay alone.
    /// </summary>
    public static int SlotsForReadingConsumers(int capacity, int eventSize)
        => Spread(capacity, eventSize, ReadingConsumersLapBytes, MaxReadingConsumersFactor);

    /// <summary>
    /// The slots that make <paramref name="capacity"/> events of <paramref name="eventSize"/> bytes span at least
    /// <paramref name="lapBytes"/>: the capacity times the smallest power of two that does, whatever the switch says (the
    /// caller asked for this ring). A capacity that is not a power of two is returned as it is, for the sequencer to refuse
    /// before the lap is looked at.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="lapBytes"/> is negative or above <see cref="MaxLapBytes"/>.</exception>
    /// <exception cref="ArgumentException">The events hold references and the lap needs more slots than the capacity.</exception>
    public static int SlotsForLap(int capacity, int eventSize, bool holdsReferences, long lapBytes)
    {
        if (!LapMaySpread(capacity, lapBytes))
        {
            return capacity;
        }

        // At most 2^30 slots whatever the event size: a doubling stays below twice the lap, and the lap is at most 2^30 bytes.
        long factor = 1;
        while ((long)capacity * eventSize * factor < lapBytes)
        {
            factor *= 2;
        }

        if (factor > 1 && holdsReferences)
        {
            throw new ArgumentException(
                $"lapBytes {lapBytes} needs {factor} times the capacity of {capacity} events, and these events hold references: a ring of them is never spread, since the collector would scan every extra slot. Pass 0, or use the overload without lapBytes.",
                nameof(lapBytes));
        }

        return (int)(capacity * factor);
    }

    /// <summary>
    /// Whether a lap of <paramref name="lapBytes"/> may spread a ring of <paramref name="capacity"/>, before the events' size is
    /// looked at: false for a lap of 0 and for a capacity that is not a power of two (returned as it is, for the sequencer to
    /// refuse before the lap is looked at). A class ring measures its events only when this is true.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="lapBytes"/> is negative or above <see cref="MaxLapBytes"/>.</exception>
    public static bool LapMaySpread(int capacity, long lapBytes)
    {
        if (capacity <= 0 || !BitOperations.IsPow2(capacity))
        {
            return false;
        }

        if (lapBytes < 0 || lapBytes > MaxLapBytes)
        {
            throw new ArgumentOutOfRangeException(
                nameof(lapBytes),
                lapBytes,
                $"lapBytes {lapBytes} is outside 0 (slots kept to the capacity) to {MaxLapBytes} (1 GiB, far past any chiplet's cache); the default ring spreads to {TargetBytes}.");
        }

        return lapBytes != 0;
    }
}
