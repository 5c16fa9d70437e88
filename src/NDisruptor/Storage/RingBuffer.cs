using System;
using System.Collections.Generic;
using System.Runtime.CompilerServices;

namespace NDisruptor;

/// <summary>A ring of preallocated class events: each slot holds one object, created once and reused on every lap.</summary>
/// <typeparam name="T">The event type.</typeparam>
public sealed class RingBuffer<T> : RingBufferBase<T>
    where T : class
{
    private RingBuffer(Func<T> eventFactory, int bufferSize, ProducerType producerType, IWaitStrategy? waitStrategy, long lapBytes)
        : base(bufferSize, producerType, waitStrategy, externalFirstSlot: 0, SlotsForLap(producerType, eventFactory, bufferSize, lapBytes, out var measured))
    {
        // Every slot gets an event of its own; those made to measure the lap come first. An object handed out for two slots
        // would carry two events at once, the later one written over the earlier while a consumer may still read it: the
        // factory is checked for that once, here, never again.
        var seen = new HashSet<object>(SlotCount, ReferenceEqualityComparer.Instance);
        int slot = 0;
        for (; slot < measured.Length; slot++)
        {
            ElementAt(slot) = seen.Add(measured[slot]) ? measured[slot] : throw Repeated(slot, nameof(eventFactory));
        }

        for (; slot < SlotCount; slot++)
        {
            T made = NewEvent(eventFactory, slot);
            ElementAt(slot) = seen.Add(made) ? made : throw Repeated(slot, nameof(eventFactory));
        }
    }

    private static T NewEvent(Func<T> eventFactory, int slot)
        => eventFactory() ?? throw new ArgumentException($"eventFactory returned null for slot {slot}; it must return a new event object each call.", nameof(eventFactory));

    private static ArgumentException Repeated(int slot, string parameter)
        => new($"eventFactory returned for slot {slot} an object it had already returned for an earlier slot; two slots sharing an event would overwrite each other's events. Return a new event object each call (() => new MyEvent()).", parameter);

    /// <summary>
    /// The slots that make the ring span <paramref name="lapBytes"/>, each counted as a reference plus the bytes the factory
    /// allocates for an event, measured on the first two events (<paramref name="measured"/>: slots 0 and 1's, none when the
    /// lap is 0 or the capacity is left for the sequencer to refuse).
    /// </summary>
    private static int SlotsForLap(ProducerType producerType, Func<T> eventFactory, int bufferSize, long lapBytes, out T[] measured)
    {
        // Arguments are refused in their order: the producer type here, then the capacity (by the sequencer), then the lap,
        // all before the factory is called.
        ThrowIfUnknown(producerType);
        measured = [];
        if (!SlotSpread.LapMaySpread(bufferSize, lapBytes))
        {
            return bufferSize;
        }

        // What an event takes is what the factory allocates for it (the thread's own counter, exact), the object and anything
        // made with it. The smaller of two calls: the first may also pay for something made once (the event type's static
        // constructor, a cache the factory fills), which would otherwise be counted against every event and spread the ring
        // less than the lap asks. A ring of one slot takes one event only.
        measured = new T[Math.Min(bufferSize, 2)];
        long eventBytes = long.MaxValue;
        for (int i = 0; i < measured.Length; i++)
        {
            long before = GC.GetAllocatedBytesForCurrentThread();
            measured[i] = NewEvent(eventFactory, i);
            eventBytes = Math.Min(eventBytes, GC.GetAllocatedBytesForCurrentThread() - before);
        }

        return SlotSpread.SlotsForLap(bufferSize, (int)Math.Min(IntPtr.Size + eventBytes, int.MaxValue), holdsReferences: false, lapBytes);
    }

    /// <summary>The event in the slot for <paramref name="sequence"/>.</summary>
    /// <param name="sequence">A claimed sequence (producer) or one the barrier made available (consumer).</param>
    public T this[long sequence]
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => ElementAt(sequence);
    }

    /// <summary>Creates a ring that exactly one thread publishes to.</summary>
    /// <param name="eventFactory">Creates each slot's event, once, now.</param>
    /// <param name="bufferSize">The number of slots: a power of two.</param>
    /// <param name="waitStrategy">How consumers wait; <see cref="BlockingWaitStrategy"/> when null.</param>
    /// <returns>The ring.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="eventFactory"/> is null.</exception>
    /// <exception cref="ArgumentException"><paramref name="bufferSize"/> is not a power of two.</exception>
    public static RingBuffer<T> CreateSingleProducer(Func<T> eventFactory, int bufferSize, IWaitStrategy? waitStrategy = null)
        => Create(ProducerType.Single, eventFactory, bufferSize, waitStrategy);

    /// <summary>Creates a ring that any number of threads publish to.</summary>
    /// <param name="eventFactory">Creates each slot's event, once, now.</param>
    /// <param name="bufferSize">The number of slots: a power of two.</param>
    /// <param name="waitStrategy">How consumers wait; <see cref="BlockingWaitStrategy"/> when null.</param>
    /// <returns>The ring.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="eventFactory"/> is null.</exception>
    /// <exception cref="ArgumentException"><paramref name="bufferSize"/> is not a power of two.</exception>
    public static RingBuffer<T> CreateMultiProducer(Func<T> eventFactory, int bufferSize, IWaitStrategy? waitStrategy = null)
        => Create(ProducerType.Multi, eventFactory, bufferSize, waitStrategy);

    /// <summary>Creates a ring for <paramref name="producerType"/>.</summary>
    /// <param name="producerType">Whether one or several threads publish.</param>
    /// <param name="eventFactory">Creates each slot's event, once, now.</param>
    /// <param name="bufferSize">The number of slots: a power of two.</param>
    /// <param name="waitStrategy">How consumers wait; <see cref="BlockingWaitStrategy"/> when null.</param>
    /// <returns>The ring.</returns>
    public static RingBuffer<T> Create(ProducerType producerType, Func<T> eventFactory, int bufferSize, IWaitStrategy? waitStrategy = null)
    {
        ArgumentNullException.ThrowIfNull(eventFactory);
        return new RingBuffer<T>(eventFactory, bufferSize, producerType, waitStrategy, lapBytes: 0);
    }

    /// <summary>
    /// Creates a ring for <paramref name="producerType"/> whose slots and events span at least <paramref name="lapBytes"/> (each
    /// slot counted as a reference and one event): a producer writes an event again only after writing that much memory since.
    /// </summary>
    /// <param name="producerType">Whether one or several threads publish.</param>
    /// <param name="eventFactory">Creates each slot's event, once, now: one per slot, so the capacity times the spread.</param>
    /// <param name="bufferSize">The capacity: a power of two (see <see cref="RingBufferBase{T}.BufferSize"/>); it does not change.</param>
    /// <param name="waitStrategy">How consumers wait; <see cref="BlockingWaitStrategy"/> when null.</param>
    /// <param name="lapBytes">
    /// How much memory one lap spans at least, from 0 to 1 GiB: the ring allocates the capacity times the smallest power of
    /// two that spans it, each slot counted as a reference plus what <paramref name="eventFactory"/> allocated for an event
    /// (the smaller of its first two calls, the object and anything made with it). With several producers the ring also
    /// allocates a 4-byte flag per slot, not counted. 0 keeps the slots to the capacity.
    /// </param>
    /// <returns>The ring.</returns>
    /// <remarks>
    /// <para>
    /// The other overloads give a class ring exactly its capacity in slots and events. A class ring's events are objects, so
    /// a lap is the events plus the array of references to them: 65,536 events of one <see langword="long"/> field (24-byte
    /// objects) span 2 MiB. Where the producer's and the consumers' cores have last-level caches of their own (the chiplets
    /// of AMD's server parts), a lap that stays in the consumers' caches makes every event the producer writes again a
    /// cross-chiplet transfer. Measured on an AMD EPYC host with the threads on different chiplets, a 32 MiB lap took about a
    /// fifth of the default's time per event for one consumer and a tenth for three producers and one consumer; on one
    /// chiplet 0.94-0.96 times it. A pipeline of stages that write into the events took 1.07 times the default's time on one
    /// chiplet and 1.10 times on different ones, with a wide spread there. docs/design.md ("Memory layout") has the figures;
    /// measure your own topology.
    /// </para>
    /// <para>
    /// The memory and the collector pay for it: the ring holds the capacity times the spread in events, all reachable for as
    /// long as the ring is, so a full collection marks each of them. 65,536 events of 24 bytes given a 32 MiB lap are 1,048,576
    /// objects (24 MiB) and 8 MiB of references.
    /// </para>
    /// </remarks>
    /// <exception cref="ArgumentNullException"><paramref name="eventFactory"/> is null.</exception>
    /// <exception cref="ArgumentException"><paramref name="bufferSize"/> is not a power of two, or <paramref name="eventFactory"/> returned null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="producerType"/> is neither producer type, <paramref name="bufferSize"/> is below 1, or <paramref name="lapBytes"/> is negative or above 1 GiB.</exception>
    public static RingBuffer<T> Create(ProducerType producerType, Func<T> eventFactory, int bufferSize, IWaitStrategy? waitStrategy, long lapBytes)
    {
        ArgumentNullException.ThrowIfNull(eventFactory);
        return new RingBuffer<T>(eventFactory, bufferSize, producerType, waitStrategy, lapBytes);
    }
}
