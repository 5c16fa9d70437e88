using System;
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
        for (int i = 0; i < bufferSize; i++)
        {
            ElementAt(i) = eventFactory() ?? throw new ArgumentException($"eventFactory returned null for slot {i}; it must return a new event object each call.", nameof(eventFactory));
        }
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
}
