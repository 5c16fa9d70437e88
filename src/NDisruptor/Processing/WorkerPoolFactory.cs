using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;

namespace NDisruptor;

/// <summary>
/// Creates worker pools for hand-wired graphs (the disruptor DSL's <c>HandleEventsWithWorkerPool</c> does this for
/// you). Each method is generic over the handler type: struct handlers get workers compiled for them, with the
/// handler call inlined.
/// </summary>
public static class WorkerPool
{
    /// <summary>Creates a pool of one worker per handler over a ring of class events.</summary>
    /// <typeparam name="T">The event type.</typeparam>
    /// <typeparam name="THandler">The handler type.</typeparam>
    /// <param name="ring">The ring to read.</param>
    /// <param name="handlers">One handler per worker, each a distinct instance. Each event reaches one of them, as a batch of one (<c>endOfBatch</c> true).</param>
    /// <param name="after">The consumers the pool follows; empty or null for the producer alone.</param>
    /// <param name="exceptionHandler">What to do when a handler throws; <see cref="FatalExceptionHandler{T}"/> (stop the pool) when null.</param>
    /// <returns>The pool, not started; its workers' sequences already gate <paramref name="ring"/>.</returns>
    /// <exception cref="ArgumentException">No handlers, a handler instance given twice, a handler that implements <see cref="IRewindableHandler"/> or <see cref="IEventReleaseAware"/> (a pool neither rewinds nor releases early), or a null dependency.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="ring"/>, <paramref name="handlers"/> or a handler is null.</exception>
    public static WorkerPool<T> Create<T, [DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(RingBuffer<T> ring, THandler[] handlers, Sequence[]? after = null, IExceptionHandler<T>? exceptionHandler = null)
        where T : class
        where THandler : IEventHandler<T>
    {
        ArgumentNullException.ThrowIfNull(ring);
        return Build(ring, handlers, after, exceptionHandler, (h, b, c, e, f) => CreateWorker(ring, b, h, c, e, f));
    }

    /// <summary>Creates a pool of one worker per handler over a ring of struct events, each handed its event by reference.</summary>
    /// <typeparam name="T">The event type.</typeparam>
    /// <typeparam name="THandler">The handler type.</typeparam>
    /// <param name="ring">The ring to read.</param>
    /// <param name="handlers">One handler per worker, each a distinct instance. Each event reaches one of them, as a batch of one (<c>endOfBatch</c> true).</param>
    /// <param name="after">The consumers the pool follows; empty or null for the producer alone.</param>
    /// <param name="exceptionHandler">What to do when a handler throws; <see cref="FatalExceptionHandler{T}"/> (stop the pool) when null.</param>
    /// <returns>The pool, not started; its workers' sequences already gate <paramref name="ring"/>.</returns>
    /// <exception cref="ArgumentException">No handlers, a handler instance given twice, a handler that implements <see cref="IRewindableHandler"/> or <see cref="IEventReleaseAware"/> (a pool neither rewinds nor releases early), or a null dependency.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="ring"/>, <paramref name="handlers"/> or a handler is null.</exception>
    public static WorkerPool<T> Create<T, [DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(ValueRingBuffer<T> ring, THandler[] handlers, Sequence[]? after = null, IExceptionHandler<T>? exceptionHandler = null)
        where T : struct
        where THandler : IValueEventHandler<T>
    {
        ArgumentNullException.ThrowIfNull(ring);
        return Build(ring, handlers, after, exceptionHandler, (h, b, c, e, f) => CreateWorker(ring, b, h, c, e, f));
    }

    // A struct handler gets an invoker compiled for its type; a class handler one compiled for the event type,
    // calling through the interface (see ValueEventHandlerInvoker<T>), as EventProcessorFactory does.
    internal static IWorkProcessor CreateWorker<T, [DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(RingBuffer<T> ring, SequenceBarrier barrier, THandler handler, WorkClaims claims, IExceptionHandler<T> exceptionHandler, Action<Exception> onFault)
        where T : class
        where THandler : IEventHandler<T>
        => typeof(THandler).IsValueType
            ? new WorkProcessor<T, EventHandlerInvoker<T, THandler>>(ring, barrier, new(handler), claims, exceptionHandler, onFault)
            : new WorkProcessor<T, EventHandlerInvoker<T>>(ring, barrier, new(handler), claims, exceptionHandler, onFault);

    internal static IWorkProcessor CreateWorker<T, [DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(ValueRingBuffer<T> ring, SequenceBarrier barrier, THandler handler, WorkClaims claims, IExceptionHandler<T> exceptionHandler, Action<Exception> onFault)
        where T : struct
        where THandler : IValueEventHandler<T>
        => typeof(THandler).IsValueType
            ? new WorkProcessor<T, ValueEventHandlerInvoker<T, THandler>>(ring, barrier, new(handler), claims, exceptionHandler, onFault)
            : new WorkProcessor<T, ValueEventHandlerInvoker<T>>(ring, barrier, new(handler), claims, exceptionHandler, onFault);

    /// <summary>The part both ring kinds share: checks, one barrier and worker per handler, gating, the start of claims.</summary>
    private static WorkerPool<T> Build<T, THandler>(RingBufferBase<T> ring, THandler[] handlers, Sequence[]? after, IExceptionHandler<T>? exceptionHandler, Func<THandler, SequenceBarrier, WorkClaims, IExceptionHandler<T>, Action<Exception>, IWorkProcessor> createWorker)
    {
        ProcessorChecks.Handlers(handlers, static _ => false, nameof(handlers));
        ProcessorChecks.WorkerHandlers(handlers, nameof(handlers));
        after ??= [];
        if (Array.IndexOf(after, null) is int missing and >= 0)
        {
            throw new ArgumentException($"after[{missing}] is null; pass the sequences of the consumers the pool follows, or none to follow the producer.", nameof(after));
        }

        var pool = new WorkerPool<T>(ring, onFault: null);
        IExceptionHandler<T> exceptions = exceptionHandler ?? new FatalExceptionHandler<T>();
        foreach (THandler handler in handlers)
        {
            // A barrier per worker: each has its own alert flag, which halts that worker alone.
            pool.AddWorker((claims, onFault) => createWorker(handler, ring.NewBarrier(after), claims, exceptions, onFault));
        }

        ring.Sequencer.AddGatingSequences(pool.GetWorkerSequences(), after);
        pool.BeginClaims();
        return pool;
    }
}
