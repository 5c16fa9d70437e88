namespace NDisruptor;

/// <summary>
/// Adapts one kind of handler to <see cref="BatchEventProcessor{T, TInvoker}"/>. Implementations are
/// structs, so the processor is compiled separately for each and the handler call is direct.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
/// <remarks>
/// Its <see cref="ILifecycleAware"/> members call the handler's, when the handler has them: the processor notifies
/// an invoker as it would a handler (see <see cref="FaultRouter{T}.NotifyStart"/>).
/// </remarks>
internal interface IEventInvoker<T> : ILifecycleAware
{
    /// <summary>The handler, for identification (boxed, for a struct handler: never call it).</summary>
    object Handler { get; }

    /// <summary>The most events per batch the handler accepts.</summary>
    int MaxBatchSize { get; }

    /// <summary>
    /// Whether <see cref="OnBatchStart"/> does anything: false for a handler without a batch-start body. A constant for
    /// each invoker once the processor is optimized, so a processor whose handler has none makes no call per batch.
    /// </summary>
    bool NotifiesBatchStart { get; }

    /// <summary>Called before a batch of <paramref name="batchSize"/> events.</summary>
    void OnBatchStart(long batchSize);

    /// <summary>
    /// Hands <paramref name="sequence"/> to <paramref name="available"/> to the handler, in as many calls as it
    /// takes (one per event, or one per contiguous span), storing each call's first sequence in
    /// <paramref name="callStart"/> before the call; returns <c>available + 1</c>. If a call throws, nothing from
    /// <paramref name="callStart"/> on counts as processed.
    /// </summary>
    /// <remarks>
    /// The loop lives here, not in the processor: for a class event the processor is compiled once for all
    /// reference types (shared generics), and from there each call of an invoker method costs a dictionary lookup
    /// and an indirect call that cannot be inlined. Inside the invoker's own method the handler call is direct and
    /// inlined, so a class ring pays that lookup once per batch instead of once per event.
    /// <para>
    /// The slots come by value (a reference and a mask), not <c>in</c>. For an <c>in</c> parameter of an interface method
    /// the C# compiler gives each implementing struct a forwarding method, because the interface's signature carries a
    /// modifier the struct's own method lacks; NativeAOT inlined the loop into that forwarder, where a class ring's shared
    /// code looked up its generic context again on every event, and a class ring's streams of batches took up to 1.19
    /// times their JIT time (docs/design.md, "Hot path").
    /// </para>
    /// </remarks>
    long Invoke(scoped RingSlots<T> slots, long sequence, long available, ref long callStart);

    /// <summary>
    /// <see cref="Invoke"/> for a batch of at least <see cref="HandlerCopy.MinimumBatch"/> events: an invoker holding a
    /// struct handler that handles one event per call runs the batch on a copy of its handler and writes the copy back
    /// however the batch ends (see <see cref="HandlerCopy"/>); every other invoker calls <see cref="Invoke"/>.
    /// </summary>
    long InvokeLongBatch(scoped RingSlots<T> slots, long sequence, long available, ref long callStart);

    /// <summary>
    /// Whether a value ring's processor runs a short batch (under <see cref="HandlerCopy.MinimumBatch"/> events) inside
    /// its own consume loop instead of calling out of line: true for a struct handler called once per event, whose
    /// call the JIT inlines there with no profile; false where the handler call needs dynamic PGO to be devirtualized
    /// (a class handler), which the consume loop, compiled fully optimized from its first call, does not get. A constant
    /// once optimized.
    /// </summary>
    bool InlinesShortBatches { get; }

    /// <summary>
    /// The last sequence a call of <see cref="Invoke"/> starting at <paramref name="sequence"/> covers:
    /// after a failure the exception handler chose to skip, that whole call counts as handled (one event,
    /// or a batch handler's whole span), so no event is handed out twice.
    /// </summary>
    long LastSequenceOfCall(scoped RingSlots<T> slots, long sequence, long available);

    /// <summary>
    /// Hands <paramref name="releaser"/> to the handler, which implements <see cref="IEventReleaseAware"/>; called once,
    /// at construction. The default calls the handler object <see cref="Handler"/> returns, which is the handler itself
    /// for a class; an invoker holding a struct handler calls its own copy instead (see <see cref="ReleaserOffer"/>).
    /// </summary>
    void OfferReleaser(EventReleaser releaser) => ((IEventReleaseAware)Handler).SetEventReleaser(releaser);
}
