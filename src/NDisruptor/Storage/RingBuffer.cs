using System;
using System.Numerics;
using System.Runtime.CompilerServices;

namespace NDisruptor;

/// <summary>A ring of preallocated class events: each slot holds one object, created once and reused on every lap.</summary>
/// <typeparam name="T">The event type.</typeparam>
public sealed class RingBuffer<T> : RingBufferBase<T>
    where T : class
{
    private RingBuffer(Func<T> eventFactory, int bufferSize, ProducerType producerType, IWaitStrategy? waitStrategy)
        : base(bufferSize, producerType, waitStrategy)
    {
        Fill(eventFactory, first: null);
    }

    private RingBuffer(Func<T> eventFactory, int bufferSize, ProducerType producerType, IWaitStrategy? waitStrategy, long lapBytes)
        : base(bufferSize, producerType, waitStrategy, externalFirstSlot: 0, SlotsForLap(producerType, eventFactory, bufferSize, lapBytes, out T? first))
    {
        Fill(eventFactory, first);
    }

    /// <summary>Gives every slot an event of its own, <paramref name="first"/> (if made already) slot 0's.</summary>
    private void Fill(Func<T> eventFactory, T? first)
    {
        int start = 0;
        if (first is not null)
        {
            ElementAt(0) = first;
            start = 1;
        }

        for (int i = start; i < SlotCount; i++)
        {
            ElementAt(i) = NewEvent(eventFactory, i);
        }
    }

    private static T NewEvent(Func<T> eventFactory, int slot)
        => eventFactory() ?? throw new ArgumentException($"eventFactory returned null for slot {slot}; it must return a new event object each call.", nameof(eventFactory));

    /// <summary>
    /// The slots that make the ring span <paramref name="lapBytes"/>, each counted as a reference and the bytes the factory
    /// allocated for the first event, which is made here to measure it and becomes slot 0's (<paramref name="first"/>; null
    /// when the lap is 0 or the capacity is left for the sequencer to refuse).
    /// </summary>
    private static int SlotsForLap(ProducerType producerType, Func<T> eventFactory, int bufferSize, long lapBytes, out T? first)
    {
        // Arguments are refused in their order: the producer type here, then the capacity (by the sequencer: the slots of a
        // capacity that is not a power of two are left as they are), then the lap, all before the factory is called.
        ThrowIfUnknown(producerType);
        first = null;
        if (bufferSize <= 0 || !BitOperations.IsPow2(bufferSize))
        {
            return bufferSize;
        }

        SlotSpread.ThrowIfBadLap(lapBytes);
        if (lapBytes == 0)
        {
            return bufferSize;
        }

        // What the factory allocates per event is what a lap of events spans besides the slots' references: the first call's
        // allocation (exact: the thread's own counter) stands for every call's.
        long before = GC.GetAllocatedBytesForCurrentThread();
        first = NewEvent(eventFactory, 0);
        long eventBytes = GC.GetAllocatedBytesForCurrentThread() - before;
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
        return new RingBuffer<T>(eventFactory, bufferSize, producerType, waitStrategy);
    }

    /// <summary>
    /// Creates a ring for <paramref name="producerType"/> whose slots and events span at least <paramref name="lapBytes"/>: a
    /// producer writes an event again only after writing that much memory since.
    /// </summary>
    /// <param name="producerType">Whether one or several threads publish.</param>
    /// <param name="eventFactory">Creates each slot's event, once, now: one per slot, so the capacity times the spread.</param>
    /// <param name="bufferSize">The capacity: a power of two (see <see cref="RingBufferBase{T}.BufferSize"/>); it does not change.</param>
    /// <param name="waitStrategy">How consumers wait; <see cref="BlockingWaitStrategy"/> when null.</param>
    /// <param name="lapBytes">
    /// How much memory one lap spans at least, from 0 to 1 GiB: the ring allocates the capacity times the smallest power of
    /// two that spans it, each slot counted as a reference plus the bytes <paramref name="eventFactory"/> allocated for the
    /// first event (with several producers, a 4-byte flag per slot too). 0 keeps the slots to the capacity.
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
    /// chiplet 0.94-0.96 times it. A pipeline of stages that write into the events took 1.07-1.10 times the default's time in
    /// both placements. docs/design.md ("Memory layout") has the figures; measure your own topology.
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
