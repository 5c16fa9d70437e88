using System;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;

namespace NDisruptor;

/// <summary>
/// Wires a <see cref="ValueRingBuffer{T}"/> of struct events to a graph of handlers, one thread each, and
/// runs it. Events live inline in the ring and reach handlers by reference.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
/// <example><code>
/// var d = new ValueDisruptor&lt;Tick&gt;(1024, ProducerType.Single, new BusySpinWaitStrategy());
/// d.HandleEventsWith(journal, replicate).Then(business);
/// ValueRingBuffer&lt;Tick&gt; ring = d.Start();
/// </code></example>
public sealed class ValueDisruptor<T> : DisruptorBase<T>
    where T : struct
{
    private readonly ValueRingBuffer<T> _ring;

    // Whether this disruptor made the ring with the default layout, which Start may then spread further (see LayOutRing).
    private readonly bool _madeRing;

    /// <summary>Creates the disruptor and its ring.</summary>
    /// <param name="bufferSize">The capacity: a power of two (see <see cref="RingBufferBase{T}.BufferSize"/>).</param>
    /// <param name="producerType">Whether one or several threads publish.</param>
    /// <param name="waitStrategy">How consumers wait; <see cref="BlockingWaitStrategy"/> when null.</param>
    /// <remarks>
    /// A ring whose slots the default spreads (small events without references, see <see cref="RingBufferBase{T}.BufferSize"/>)
    /// is spread further by <see cref="Start"/> when no consumer follows another, until its slots span 32 MiB (at most 64 times
    /// the capacity): a producer then comes back to a slot only once a consumer's cache on another chiplet has let it go.
    /// Consumers that follow one another (<c>Then</c>, <c>After</c>) keep the default, and so does a ring read through
    /// <see cref="RingBuffer"/> before <see cref="Start"/>. docs/design.md, "Memory layout", gives what each layout costs
    /// where; the <c>NDisruptor.SpreadSlots</c> switch set to false keeps every ring to its capacity.
    /// </remarks>
    public ValueDisruptor(int bufferSize, ProducerType producerType = ProducerType.Multi, IWaitStrategy? waitStrategy = null)
        : this(ValueRingBuffer<T>.Create(producerType, bufferSize, waitStrategy)) => _madeRing = true;

    /// <summary>
    /// Wires handlers to a ring made beforehand, such as a <see cref="NativeRingBuffer{T}"/>. The disruptor does not own
    /// the ring: dispose the disruptor first, then the ring.
    /// </summary>
    /// <param name="ring">A new ring: nothing published to it yet and no consumer attached.</param>
    /// <exception cref="ArgumentNullException"><paramref name="ring"/> is null.</exception>
    /// <exception cref="ArgumentException"><paramref name="ring"/> already has consumers or published events.</exception>
    public ValueDisruptor(ValueRingBuffer<T> ring)
        : base(ThrowIfNotNew(ring)) => _ring = ring;

    /// <summary>The ring; publish to it after <see cref="Start"/>.</summary>
    /// <remarks>
    /// Read before <see cref="Start"/>, the ring keeps the layout it was made with: a thread that holds it may claim from it
    /// at any time, so <see cref="Start"/> no longer spreads it (see the constructor). Take the ring from <see cref="Start"/>
    /// to leave that to the disruptor.
    /// </remarks>
    public ValueRingBuffer<T> RingBuffer
    {
        get
        {
            NoteRingHandedOut();
            return _ring;
        }
    }

    /// <summary>Adds handlers that run in parallel, each seeing every event.</summary>
    /// <param name="handlers">The handlers.</param>
    /// <returns>The group, to chain handlers that run after it with <see cref="ValueEventHandlerGroup{T}.Then(IValueEventHandler{T}[])"/>.</returns>
    /// <exception cref="InvalidOperationException">The disruptor has started, or something was published through <see cref="RingBuffer"/> before these handlers were wired (they would start after those events).</exception>
    public ValueEventHandlerGroup<T> HandleEventsWith(params IValueEventHandler<T>[] handlers) => HandleEventsAfter([], handlers);

    /// <summary>Adds one handler; a struct handler gets a processor compiled for it, with the call inlined.</summary>
    /// <typeparam name="THandler">The handler type.</typeparam>
    /// <param name="handler">The handler.</param>
    /// <returns>The group.</returns>
    public ValueEventHandlerGroup<T> HandleEventsWith<[DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(THandler handler)
        where THandler : IValueEventHandler<T>
        => HandleEventsAfter([], handler);

    /// <summary>Adds batch handlers that run in parallel, each seeing every event as spans.</summary>
    /// <param name="handlers">The handlers.</param>
    /// <returns>The group.</returns>
    public ValueEventHandlerGroup<T> HandleEventsWith(params IBatchEventHandler<T>[] handlers) => HandleBatchesAfter([], handlers);

    /// <summary>Adds async batch handlers that run in parallel, each on the thread pool, waiting without a thread when idle.</summary>
    /// <param name="handlers">The handlers.</param>
    /// <returns>The group; synchronous or async handlers may follow it.</returns>
    public ValueEventHandlerGroup<T> HandleEventsWith(params IAsyncBatchEventHandler<T>[] handlers) => HandleAsyncBatchesAfter([], handlers);

    /// <summary>Not callable: a call without handlers is a compile error that says to pass at least one.</summary>
    /// <returns>Nothing: it always throws.</returns>
    /// <exception cref="ArgumentException">Always (when called through reflection or a late-bound call).</exception>
    [Obsolete(NoHandlers.Message, error: true)]
    [EditorBrowsable(EditorBrowsableState.Never)]
    public ValueEventHandlerGroup<T> HandleEventsWith() => throw new ArgumentException(NoHandlers.Message);

    /// <summary>
    /// Adds a worker pool: one worker (and thread) per handler, and each event handled by exactly one of them,
    /// whichever claims it first. Handlers chained after the pool see an event once the worker that had it is done.
    /// </summary>
    /// <typeparam name="THandler">The handler type; a struct handler gets workers compiled for it.</typeparam>
    /// <param name="handlers">One handler per worker, each a distinct instance. Each gets its events as batches of one.</param>
    /// <returns>The pool as a group, to chain handlers after it with <c>Then</c>.</returns>
    /// <exception cref="ArgumentException">No handlers, a handler instance given twice or already added, or one that implements <see cref="IRewindableHandler"/> or <see cref="IEventReleaseAware"/> (a pool neither rewinds nor releases early).</exception>
    /// <exception cref="InvalidOperationException">The disruptor has started, or something was published through <c>RingBuffer</c> before the pool was wired (it would start after those events).</exception>
    public ValueEventHandlerGroup<T> HandleEventsWithWorkerPool<[DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(params THandler[] handlers)
        where THandler : IValueEventHandler<T>
        => HandleWorkerPoolAfter([], handlers);

    /// <summary>Starts a group that follows handlers already added: <c>d.After(a).HandleEventsWith(e)</c>.</summary>
    /// <param name="handlers">Handlers added earlier.</param>
    /// <returns>A group standing for them.</returns>
    public ValueEventHandlerGroup<T> After(params object[] handlers) => new(this, SequencesOf(handlers));

    /// <summary>Starts the consumers' threads. Call once, after wiring.</summary>
    /// <returns>The ring to publish to.</returns>
    /// <exception cref="System.InvalidOperationException">Start was already called, no handler was added, or the disruptor was halted (Halt, ShutdownAsync or Dispose) before it started.</exception>
    public ValueRingBuffer<T> Start()
    {
        StartConsumers();
        return _ring;
    }

    /// <summary>Spreads the ring this disruptor made over the longer lap when every consumer waits on the ring's cursor alone.</summary>
    /// <remarks>
    /// Consumers that only wait on the producer take each line from it and give it back when it comes round again; the longer
    /// the lap, the likelier the line is in memory by then, not in a cache on another chiplet the producer must take it from.
    /// Stages that follow one another pass the lines between themselves, and with more threads than cores a stage often runs
    /// where the last one wrote: there the default's shorter lap keeps those lines in cache (docs/design.md, "Memory layout").
    /// </remarks>
    private protected override void LayOutRing(bool consumersFollowOthers)
    {
        if (_madeRing && !consumersFollowOthers)
        {
            _ring.SpreadForReadingConsumers();
        }
    }

    internal ValueEventHandlerGroup<T> HandleEventsAfter(Sequence[] barrier, IValueEventHandler<T>[] handlers)
        => new(this, AddConsumers(barrier, handlers, (h, b, e, f) => EventProcessorFactory.Create(_ring, b, h, e, f)));

    internal ValueEventHandlerGroup<T> HandleEventsAfter<[DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(Sequence[] barrier, THandler handler)
        where THandler : IValueEventHandler<T>
        => new(this, AddConsumers(barrier, [handler], (h, b, e, f) => EventProcessorFactory.Create(_ring, b, h, e, f)));

    internal ValueEventHandlerGroup<T> HandleWorkerPoolAfter<[DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(Sequence[] barrier, THandler[] handlers)
        where THandler : IValueEventHandler<T>
        => new(this, AddWorkerPool(barrier, handlers, (h, b, c, e, f) => WorkerPool.CreateWorker(_ring, b, h, c, e, f)));

    internal ValueEventHandlerGroup<T> HandleAsyncBatchesAfter(Sequence[] barrier, IAsyncBatchEventHandler<T>[] handlers)
        => new(this, AddConsumers(barrier, handlers, (h, b, e, f) => EventProcessorFactory.CreateAsyncBatch(_ring, b, h, e, f)));

    internal ValueEventHandlerGroup<T> HandleBatchesAfter(Sequence[] barrier, IBatchEventHandler<T>[] handlers)
        => new(this, AddConsumers(barrier, handlers, (h, b, e, f) => EventProcessorFactory.CreateBatch(_ring, b, h, e, f)));
}
