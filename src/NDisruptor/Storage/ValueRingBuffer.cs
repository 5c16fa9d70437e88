using System.Runtime.CompilerServices;

namespace NDisruptor;

/// <summary>
/// A ring of struct events stored inline in one array: no object per event, no pointer to chase, and
/// every access is by <see langword="ref"/>, so an event is never copied.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
public class ValueRingBuffer<T> : RingBufferBase<T>
    where T : struct
{
    private ValueRingBuffer(int bufferSize, ProducerType producerType, IWaitStrategy? waitStrategy)
        : base(bufferSize, producerType, waitStrategy)
    {
    }

    private ValueRingBuffer(int bufferSize, ProducerType producerType, IWaitStrategy? waitStrategy, long lapBytes)
        : base(bufferSize, producerType, waitStrategy, externalFirstSlot: 0, SlotsForLap(producerType, bufferSize, lapBytes))
    {
    }

    private static int SlotsForLap(ProducerType producerType, int bufferSize, long lapBytes)
    {
        // Arguments are refused in their order: the producer type here, then the capacity (by the sequencer: the slots of a
        // capacity that is not a power of two are left as they are), then the lap.
        ThrowIfUnknown(producerType);
        return SlotSpread.SlotsForLap(bufferSize, Unsafe.SizeOf<T>(), RuntimeHelpers.IsReferenceOrContainsReferences<T>(), lapBytes);
    }

    /// <summary>For the value rings whose slots live outside the managed heap (native or mapped memory), at <paramref name="firstSlot"/>.</summary>
    private protected ValueRingBuffer(int bufferSize, ProducerType producerType, IWaitStrategy? waitStrategy, nint firstSlot)
        : base(bufferSize, producerType, waitStrategy, firstSlot)
    {
    }

    /// <summary>The event in the slot for <paramref name="sequence"/>, by reference: write through it, don't copy it.</summary>
    /// <param name="sequence">A claimed sequence (producer) or one the barrier made available (consumer).</param>
    public ref T this[long sequence]
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => ref ElementAt(sequence);
    }

    /// <summary>The longest lap <see cref="Create(ProducerType, int, IWaitStrategy?, long)"/> accepts: 1 GiB, far past any one chiplet's last-level cache.</summary>
    public const long MaxLapBytes = SlotSpread.MaxLapBytes;

    /// <summary>Creates a ring that exactly one thread publishes to.</summary>
    /// <param name="bufferSize">The capacity: a power of two (see <see cref="RingBufferBase{T}.BufferSize"/>).</param>
    /// <param name="waitStrategy">How consumers wait; <see cref="BlockingWaitStrategy"/> when null.</param>
    /// <returns>The ring.</returns>
    /// <exception cref="System.ArgumentException"><paramref name="bufferSize"/> is not a power of two.</exception>
    public static ValueRingBuffer<T> CreateSingleProducer(int bufferSize, IWaitStrategy? waitStrategy = null)
        => new(bufferSize, ProducerType.Single, waitStrategy);

    /// <summary>Creates a ring that any number of threads publish to.</summary>
    /// <param name="bufferSize">The capacity: a power of two (see <see cref="RingBufferBase{T}.BufferSize"/>).</param>
    /// <param name="waitStrategy">How consumers wait; <see cref="BlockingWaitStrategy"/> when null.</param>
    /// <returns>The ring.</returns>
    /// <exception cref="System.ArgumentException"><paramref name="bufferSize"/> is not a power of two.</exception>
    public static ValueRingBuffer<T> CreateMultiProducer(int bufferSize, IWaitStrategy? waitStrategy = null)
        => new(bufferSize, ProducerType.Multi, waitStrategy);

    /// <summary>Creates a ring for <paramref name="producerType"/>.</summary>
    /// <param name="producerType">Whether one or several threads publish.</param>
    /// <param name="bufferSize">The capacity: a power of two (see <see cref="RingBufferBase{T}.BufferSize"/>).</param>
    /// <param name="waitStrategy">How consumers wait; <see cref="BlockingWaitStrategy"/> when null.</param>
    /// <returns>The ring.</returns>
    public static ValueRingBuffer<T> Create(ProducerType producerType, int bufferSize, IWaitStrategy? waitStrategy = null)
        => new(bufferSize, producerType, waitStrategy);

    /// <summary>
    /// Creates a ring for <paramref name="producerType"/> whose slots span at least <paramref name="lapBytes"/>: a producer
    /// writes a slot again only after writing that much memory since.
    /// </summary>
    /// <param name="producerType">Whether one or several threads publish.</param>
    /// <param name="bufferSize">The capacity: a power of two (see <see cref="RingBufferBase{T}.BufferSize"/>); it does not change.</param>
    /// <param name="waitStrategy">How consumers wait; <see cref="BlockingWaitStrategy"/> when null.</param>
    /// <param name="lapBytes">
    /// How much memory one lap of the slots spans at least, from 0 to 1 GiB: the ring allocates the capacity times the
    /// smallest power of two that spans it (with several producers, a 4-byte flag per slot too). 0 keeps the slots to the
    /// capacity.
    /// </param>
    /// <returns>The ring.</returns>
    /// <remarks>
    /// <para>
    /// The other overloads spread a ring of small events over up to 8 times its capacity, to 4 MiB of slots, so that the
    /// consumer's core has let go of a slot's line by the time the producer writes it again; rings under 512 KiB of slots
    /// are left as they are, and the <c>NDisruptor.SpreadSlots</c> AppContext switch turns the spread off. This overload
    /// sets the lap of this ring alone, whatever the switch says.
    /// </para>
    /// <para>
    /// A lap shorter than the default's spreads less than the default would: 0, or a lap the capacity already spans, keeps
    /// the slots to the capacity.
    /// </para>
    /// <para>
    /// A longer lap pays where the producer's and the consumers' cores have last-level caches of their own (the chiplets of
    /// AMD's server parts) and the consumers only read the events. Measured on an AMD EPYC host with the threads on
    /// different chiplets, slots spanning 32 MiB took a quarter to a third of the default's time per event for one consumer
    /// of 8-byte events, and a third to a half for three consumers or three producers; on one chiplet no topology took
    /// measurably longer. It costs where stages write into the events the next stage reads: a pipeline and a diamond of
    /// stages (24-byte events) took up to three or four times as long on different chiplets. docs/design.md ("Memory
    /// layout") has the figures; measure your own topology. The memory is the other cost: 65,536 events of 8 bytes given a
    /// 32 MiB lap take 32 MiB of slots, and 16 MiB of flags with several producers.
    /// </para>
    /// </remarks>
    /// <exception cref="System.ArgumentException"><paramref name="bufferSize"/> is not a power of two, or <typeparamref name="T"/> holds references and <paramref name="lapBytes"/> needs more slots than the capacity (such a ring is never spread).</exception>
    /// <exception cref="System.ArgumentOutOfRangeException"><paramref name="producerType"/> is neither producer type, <paramref name="bufferSize"/> is below 1, or <paramref name="lapBytes"/> is negative or above 1 GiB.</exception>
    public static ValueRingBuffer<T> Create(ProducerType producerType, int bufferSize, IWaitStrategy? waitStrategy, long lapBytes)
        => new(bufferSize, producerType, waitStrategy, lapBytes);
}
