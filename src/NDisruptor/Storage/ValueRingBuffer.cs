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
}
