using System;

namespace NDisruptor;

/// <summary>
/// Consumes events a whole batch at a time, as a span over the ring's own storage: the cheapest way to
/// read many events (one call, no per-event dispatch, vectorizable loops).
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
/// <remarks>
/// A batch that wraps past the end of the ring arrives as two calls, each contiguous. The span is valid
/// only during the call. If <see cref="OnBatch"/> throws and the exception handler carries on, the whole
/// span counts as handled: no event is handed out twice.
/// </remarks>
public interface IBatchEventHandler<T> : ILifecycleAware
{
    /// <summary>Processes a contiguous batch of events.</summary>
    /// <param name="batch">The events, in sequence order.</param>
    /// <param name="firstSequence">The sequence of <c>batch[0]</c>.</param>
    void OnBatch(ReadOnlySpan<T> batch, long firstSequence);

    /// <summary>
    /// The most events in one batch (a batch that wraps past the ring's end is two calls). Read once, when the processor is
    /// made. The default, <see cref="int.MaxValue"/>, lets the processor end a batch after 8,192 events, so that the consumers
    /// after this one and a producer waiting for room can move on while it works through a long backlog. Any other value,
    /// above or below 8,192, is the limit; the ring's size lets a batch take everything available.
    /// </summary>
    int MaxBatchSize => int.MaxValue;
}
