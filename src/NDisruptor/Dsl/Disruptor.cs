using System;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;

namespace NDisruptor;

/// <summary>
/// Wires a <see cref="RingBuffer{T}"/> of class events to a graph of handlers, one thread each, and runs it.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
/// <example><code>
/// var d = new Disruptor&lt;Trade&gt;(() =&gt; new Trade(), 1024, ProducerType.Single, new BusySpinWaitStrategy());
/// d.HandleEventsWith(journal, replicate).Then(business);
/// RingBuffer&lt;Trade&gt; ring = d.Start();
/// </code></example>
public sealed class Disruptor<T> : DisruptorBase<T>
    where T : class
{
    private readonly RingBuffer<T> _ring;

    /// <summary>Creates the disruptor and its ring.</summary>
    /// <param name="eventFactory">Creates each slot's event, once, now.</param>
    /// <param name="bufferSize">The number of slots: a power of two.</param>
    /// <param name="producerType">Whether one or several threads publish.</param>
    /// <param name="waitStrategy">How consumers wait; <see cref="BlockingWaitStrategy"/> when null.</param>
    public Disruptor(Func<T> eventFactory, int bufferSize, ProducerType producerType = ProducerType.Multi, IWaitStrategy? waitStrategy = null)
        : this(RingBuffer<T>.Create(producerType, eventFactory, bufferSize, waitStrategy))
    {
    }

    /// <summary>
    /// Wires handlers to a ring made beforehand, such as one created with a lap of its own
    /// (<see cref="RingBuffer{T}.Create(ProducerType, Func{T}, int, IWaitStrategy?, long)"/>).
    /// </summary>
    /// <param name="ring">A new ring: nothing published to it yet and no consumer attached.</param>
    /// <exception cref="ArgumentNullException"><paramref name="ring"/> is null.</exception>
    /// <exception cref="ArgumentException"><paramref name="ring"/> already has consumers or published events.</exception>
    public Disruptor(RingBuffer<T> ring)
        : base(ThrowIfNotNew(ring)) => _ring = ring;

    /// <summary>The ring; publish to it after <see cref="Start"/>.</summary>
    public RingBuffer<T> RingBuffer => _ring;

    /// <summary>Adds handlers that run in parallel, each seeing every event.</summary>
    /// <param name="handlers">The handlers.</param>
    /// <returns>The group, to chain handlers that run after it with <see cref="EventHandlerGroup{T}.Then(IEventHandler{T}[])"/>.</returns>
    /// <exception cref="InvalidOperationException">The disruptor has started, or something was published through <see cref="RingBuffer"/> before these handlers were wired (they would start after those events).</exception>
    public EventHandlerGroup<T> HandleEventsWith(params IEventHandler<T>[] handlers) => HandleEventsAfter([], handlers);

    /// <summary>Adds one handler; a struct handler gets a processor compiled for it, with the call inlined.</summary>
    /// <typeparam name="THandler">The handler type.</typeparam>
    /// <param name="handler">The handler.</param>
    /// <returns>The group.</returns>
    public EventHandlerGroup<T> HandleEventsWith<[DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(THandler handler)
        where THandler : IEventHandler<T>
        => HandleEventsAfter([], handler);

    /// <summary>Adds batch handlers that run in parallel, each seeing every event as spans.</summary>
    /// <param name="handlers">The handlers.</param>
    /// <returns>The group.</returns>
    public EventHandlerGroup<T> HandleEventsWith(params IBatchEventHandler<T>[] handlers) => HandleBatchesAfter([], handlers);

    /// <summary>Adds async batch handlers that run in parallel, each on the thread pool, waiting without a thread when idle.</summary>
    /// <param name="handlers">The handlers.</param>
    /// <returns>The group; synchronous or async handlers may follow it.</returns>
    /// <exception cref="ArgumentException">A handler implements <see cref="IRewindableHandler"/>: async handlers do not rewind.</exception>
    public EventHandlerGroup<T> HandleEventsWith(params IAsyncBatchEventHandler<T>[] handlers) => HandleAsyncBatchesAfter([], handlers);

    /// <summary>Not callable: a call without handlers is a compile error that says to pass at least one.</summary>
    /// <returns>Nothing: it always throws.</returns>
    /// <exception cref="ArgumentException">Always (when called through reflection or a late-bound call).</exception>
    [Obsolete(NoHandlers.Message, error: true)]
    [EditorBrowsable(EditorBrowsableState.Never)]
    public EventHandlerGroup<T> HandleEventsWith() => throw new ArgumentException(NoHandlers.Message);

    /// <summary>
    /// Adds a worker pool: one worker (and thread) per handler, and each event handled by exactly one of them,
    /// whichever claims it first. Handlers chained after the pool see an event once the worker that had it is done.
    /// </summary>
    /// <typeparam name="THandler">The handler type; a struct handler gets workers compiled for it.</typeparam>
    /// <param name="handlers">One handler per worker, each a distinct instance. Each gets its events as batches of one.</param>
    /// <returns>The pool as a group, to chain handlers after it with <c>Then</c>.</returns>
    /// <exception cref="ArgumentException">No handlers, a handler instance given twice or already added, or one that implements <see cref="IRewindableHandler"/> or <see cref="IEventReleaseAware"/> (a pool neither rewinds nor releases early).</exception>
    /// <exception cref="InvalidOperationException">The disruptor has started, or something was published through <c>RingBuffer</c> before the pool was wired (it would start after those events).</exception>
    public EventHandlerGroup<T> HandleEventsWithWorkerPool<[DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(params THandler[] handlers)
        where THandler : IEventHandler<T>
        => HandleWorkerPoolAfter([], handlers);

    /// <summary>Starts a group that follows handlers already added: <c>d.After(a).HandleEventsWith(e)</c>.</summary>
    /// <param name="handlers">Handlers added earlier.</param>
    /// <returns>A group standing for them.</returns>
    public EventHandlerGroup<T> After(params object[] handlers) => new(this, SequencesOf(handlers));

    /// <summary>Starts the consumers' threads. Call once, after wiring.</summary>
    /// <returns>The ring to publish to.</returns>
    /// <exception cref="InvalidOperationException">Start was already called, no handler was added, or the disruptor was halted (Halt, ShutdownAsync or Dispose) before it started.</exception>
    public RingBuffer<T> Start()
    {
        StartConsumers();
        return _ring;
    }

    internal EventHandlerGroup<T> HandleEventsAfter(Sequence[] barrier, IEventHandler<T>[] handlers)
        => new(this, AddConsumers(barrier, handlers, (h, b, e, f) => EventProcessorFactory.Create(_ring, b, h, e, f)));

    internal EventHandlerGroup<T> HandleEventsAfter<[DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(Sequence[] barrier, THandler handler)
        where THandler : IEventHandler<T>
        => new(this, AddConsumers(barrier, [handler], (h, b, e, f) => EventProcessorFactory.Create(_ring, b, h, e, f)));

    internal EventHandlerGroup<T> HandleWorkerPoolAfter<[DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(Sequence[] barrier, THandler[] handlers)
        where THandler : IEventHandler<T>
        => new(this, AddWorkerPool(barrier, handlers, (h, b, c, e, f) => WorkerPool.CreateWorker(_ring, b, h, c, e, f)));

    internal EventHandlerGroup<T> HandleAsyncBatchesAfter(Sequence[] barrier, IAsyncBatchEventHandler<T>[] handlers)
        => new(this, AddConsumers(barrier, handlers, (h, b, e, f) => EventProcessorFactory.CreateAsyncBatch(_ring, b, h, e, f)));

    internal EventHandlerGroup<T> HandleBatchesAfter(Sequence[] barrier, IBatchEventHandler<T>[] handlers)
        => new(this, AddConsumers(barrier, handlers, (h, b, e, f) => EventProcessorFactory.CreateBatch(_ring, b, h, e, f)));
}
