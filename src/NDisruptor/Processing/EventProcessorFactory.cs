using System;
using System.Diagnostics.CodeAnalysis;

namespace NDisruptor;

/// <summary>
/// Creates processors for hand-wired consumers (the <c>Disruptor</c> DSL does this for you). Each method is
/// generic over the handler type: a struct handler gets a processor compiled for it alone, with the
/// handler call inlined.
/// </summary>
public static class EventProcessorFactory
{
    /// <summary>Creates a processor that calls <paramref name="handler"/> for each class event.</summary>
    /// <typeparam name="T">The event type.</typeparam>
    /// <typeparam name="THandler">The handler type.</typeparam>
    /// <param name="ring">The ring to read.</param>
    /// <param name="barrier">What the processor waits on, from this <paramref name="ring"/>'s <see cref="RingBufferBase{T}.NewBarrier"/> (a barrier of another ring, or one another processor already uses, throws <see cref="ArgumentException"/>).</param>
    /// <param name="handler">The handler.</param>
    /// <param name="exceptionHandler">What to do when the handler throws; <see cref="FatalExceptionHandler{T}"/> when null.</param>
    /// <returns>The processor; add its <see cref="IEventProcessor.Sequence"/> to the ring's gating sequences and run it on a thread.</returns>
    public static IEventProcessor Create<T, [DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(RingBuffer<T> ring, SequenceBarrier barrier, THandler handler, IExceptionHandler<T>? exceptionHandler = null)
        where T : class
        where THandler : IEventHandler<T>
    {
        Validate(ring, barrier, handler);
        return Create(ring, barrier, handler, exceptionHandler ?? new FatalExceptionHandler<T>(), null);
    }

    /// <summary>Creates a processor that calls <paramref name="handler"/> for each struct event, by reference.</summary>
    /// <typeparam name="T">The event type.</typeparam>
    /// <typeparam name="THandler">The handler type.</typeparam>
    /// <param name="ring">The ring to read.</param>
    /// <param name="barrier">What the processor waits on, from this <paramref name="ring"/>'s <see cref="RingBufferBase{T}.NewBarrier"/> (a barrier of another ring, or one another processor already uses, throws <see cref="ArgumentException"/>).</param>
    /// <param name="handler">The handler.</param>
    /// <param name="exceptionHandler">What to do when the handler throws; <see cref="FatalExceptionHandler{T}"/> when null.</param>
    /// <returns>The processor; add its <see cref="IEventProcessor.Sequence"/> to the ring's gating sequences and run it on a thread.</returns>
    public static IEventProcessor Create<T, [DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(ValueRingBuffer<T> ring, SequenceBarrier barrier, THandler handler, IExceptionHandler<T>? exceptionHandler = null)
        where T : struct
        where THandler : IValueEventHandler<T>
    {
        Validate(ring, barrier, handler);
        return Create(ring, barrier, handler, exceptionHandler ?? new FatalExceptionHandler<T>(), null);
    }

    /// <summary>Creates a processor that hands <paramref name="handler"/> whole batches as spans.</summary>
    /// <typeparam name="T">The event type.</typeparam>
    /// <typeparam name="THandler">The handler type.</typeparam>
    /// <param name="ring">The ring to read.</param>
    /// <param name="barrier">What the processor waits on, from this <paramref name="ring"/>'s <see cref="RingBufferBase{T}.NewBarrier"/> (a barrier of another ring, or one another processor already uses, throws <see cref="ArgumentException"/>).</param>
    /// <param name="handler">The handler.</param>
    /// <param name="exceptionHandler">What to do when the handler throws; <see cref="FatalExceptionHandler{T}"/> when null.</param>
    /// <returns>The processor; add its <see cref="IEventProcessor.Sequence"/> to the ring's gating sequences and run it on a thread.</returns>
    public static IEventProcessor CreateBatch<T, THandler>(RingBufferBase<T> ring, SequenceBarrier barrier, THandler handler, IExceptionHandler<T>? exceptionHandler = null)
        where THandler : IBatchEventHandler<T>
    {
        Validate(ring, barrier, handler);
        return CreateBatch(ring, barrier, handler, exceptionHandler ?? new FatalExceptionHandler<T>(), null);
    }

    /// <summary>Creates a processor that hands <paramref name="handler"/> batches asynchronously, on the thread pool.</summary>
    /// <typeparam name="T">The event type.</typeparam>
    /// <param name="ring">The ring to read.</param>
    /// <param name="barrier">What the processor waits on, from this <paramref name="ring"/>'s <see cref="RingBufferBase{T}.NewBarrier"/> (a barrier of another ring, or one another processor already uses, throws <see cref="ArgumentException"/>).</param>
    /// <param name="handler">The handler.</param>
    /// <param name="exceptionHandler">What to do when the handler throws; <see cref="FatalExceptionHandler{T}"/> when null.</param>
    /// <returns>
    /// The processor; add its <see cref="IEventProcessor.Sequence"/> to the ring's gating sequences. Its
    /// <see cref="IEventProcessor.Run"/> blocks the calling thread until halted (the DSL runs it without a thread).
    /// Create it before starting the processors upstream of it: they look for async waiters when they start.
    /// </returns>
    /// <exception cref="ArgumentException"><paramref name="handler"/> implements <see cref="IRewindableHandler"/> (async handlers do not rewind), or the barrier is not this ring's or is taken.</exception>
    public static IEventProcessor CreateAsyncBatch<T>(RingBufferBase<T> ring, SequenceBarrier barrier, IAsyncBatchEventHandler<T> handler, IExceptionHandler<T>? exceptionHandler = null)
    {
        Validate(ring, barrier, handler);
        return CreateAsyncBatch(ring, barrier, handler, exceptionHandler ?? new FatalExceptionHandler<T>(), null);
    }

    internal static IEventProcessor CreateAsyncBatch<T>(RingBufferBase<T> ring, SequenceBarrier barrier, IAsyncBatchEventHandler<T> handler, IExceptionHandler<T> exceptionHandler, Action<Exception>? onFault)
        => new AsyncBatchEventProcessor<T>(ring, barrier, handler, exceptionHandler, onFault);

    // A struct handler gets an invoker compiled for its type (the call is inlined); a class handler one
    // compiled for the event type, calling through the interface (see ValueEventHandlerInvoker<T>).
    internal static IEventProcessor Create<T, [DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(RingBuffer<T> ring, SequenceBarrier barrier, THandler handler, IExceptionHandler<T> exceptionHandler, Action<Exception>? onFault)
        where T : class
        where THandler : IEventHandler<T>
        => typeof(THandler).IsValueType
            ? new BatchEventProcessor<T, EventHandlerInvoker<T, THandler>>(ring, barrier, new(handler), exceptionHandler, onFault)
            : new BatchEventProcessor<T, EventHandlerInvoker<T>>(ring, barrier, new(handler), exceptionHandler, onFault);

    internal static IEventProcessor Create<T, [DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(ValueRingBuffer<T> ring, SequenceBarrier barrier, THandler handler, IExceptionHandler<T> exceptionHandler, Action<Exception>? onFault)
        where T : struct
        where THandler : IValueEventHandler<T>
        => typeof(THandler).IsValueType
            ? new BatchEventProcessor<T, ValueEventHandlerInvoker<T, THandler>>(ring, barrier, new(handler), exceptionHandler, onFault)
            : new BatchEventProcessor<T, ValueEventHandlerInvoker<T>>(ring, barrier, new(handler), exceptionHandler, onFault);

    internal static IEventProcessor CreateBatch<T, THandler>(RingBufferBase<T> ring, SequenceBarrier barrier, THandler handler, IExceptionHandler<T> exceptionHandler, Action<Exception>? onFault)
        where THandler : IBatchEventHandler<T>
        => typeof(THandler).IsValueType
            ? new BatchEventProcessor<T, BatchEventHandlerInvoker<T, THandler>>(ring, barrier, new(handler), exceptionHandler, onFault)
            : new BatchEventProcessor<T, BatchEventHandlerInvoker<T>>(ring, barrier, new(handler), exceptionHandler, onFault);

    private static void Validate<T, THandler>(RingBufferBase<T> ring, SequenceBarrier barrier, THandler handler)
    {
        ArgumentNullException.ThrowIfNull(ring);
        ArgumentNullException.ThrowIfNull(barrier);
        if (handler is null)
        {
            throw new ArgumentNullException(nameof(handler), "handler is null; pass the handler instance the processor should call.");
        }
    }
}
