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

    /// <summary>Called before a batch of <paramref name="batchSize"/> events.</summary>
    void OnBatchStart(long batchSize);

    /// <summary>
    /// Processes events from <paramref name="sequence"/> (inclusive) towards <paramref name="available"/>
    /// and returns the next sequence to process. If the handler throws, nothing past
    /// <paramref name="sequence"/> counts as processed.
    /// </summary>
    long Invoke(scoped in RingSlots<T> slots, long sequence, long available);

    /// <summary>
    /// The last sequence a call of <see cref="Invoke"/> starting at <paramref name="sequence"/> covers:
    /// after a failure the exception handler chose to skip, that whole call counts as handled (one event,
    /// or a batch handler's whole span), so no event is handed out twice.
    /// </summary>
    long LastSequenceOfCall(scoped in RingSlots<T> slots, long sequence, long available);
}
