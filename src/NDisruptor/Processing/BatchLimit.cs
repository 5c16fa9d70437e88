namespace NDisruptor;

/// <summary>
/// How many events a processor's batch may take: the handler's <c>MaxBatchSize</c> when it sets one, otherwise
/// <see cref="DefaultEvents"/>.
/// </summary>
/// <remarks>
/// <para>
/// A processor publishes its progress once per batch, at the batch's end. A consumer that lags by most of a large ring
/// (four busy threads on two cores take turns in scheduler slices, so every stage of a pipeline finds a ring's worth
/// waiting) would take it all as one batch, and until that batch ends the stage after it and a producer waiting for room
/// see nothing handled: they wait, or give up their core, while the events they could work on pile up. Ending batches
/// after <see cref="DefaultEvents"/> lets them start on each part as it is done, for one more release store (and one more
/// look at the dependent sequence) per part: nothing next to thousands of events. Rings of up to that many events are
/// not affected.
/// </para>
/// <para>
/// The default is the longest target of the producer lead (<see cref="ProducerLead.ClaimCounterTarget"/>): a batch held
/// back until it reaches its target must be allowed to take it. A handler that returns its own <c>MaxBatchSize</c> gets
/// exactly that, larger or smaller, as it asked (docs/design.md, "Batch limit").
/// </para>
/// </remarks>
internal static class BatchLimit
{
    /// <summary>The most events a batch takes when the handler sets no limit.</summary>
    internal const int DefaultEvents = ProducerLead.ClaimCounterTarget;

    /// <summary>The most events one batch takes.</summary>
    /// <param name="handlerMax">The handler's <c>MaxBatchSize</c>, checked already; <see cref="int.MaxValue"/> sets no limit of its own.</param>
    public static long For(long handlerMax) => handlerMax == int.MaxValue ? DefaultEvents : handlerMax;
}
