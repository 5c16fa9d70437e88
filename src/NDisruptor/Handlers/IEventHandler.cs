namespace NDisruptor;

/// <summary>Consumes class events from a <see cref="RingBuffer{T}"/>, one at a time, on its processor's thread.</summary>
/// <typeparam name="T">The event type.</typeparam>
/// <remarks>
/// The event belongs to the ring: read and write it only inside <see cref="OnEvent"/>, never keep it.
/// Handlers in the same <c>HandleEventsWith</c> group run in parallel on the same events; handlers
/// after <c>Then</c> see each event only once the group is done with it.
/// </remarks>
public interface IEventHandler<in T> : ILifecycleAware
{
    /// <summary>Processes one event.</summary>
    /// <param name="data">The event.</param>
    /// <param name="sequence">Its sequence.</param>
    /// <param name="endOfBatch">
    /// Whether it is the last event of this batch: the moment to flush I/O. A batch ends at the last event published when
    /// it began, or sooner: at <see cref="MaxBatchSize"/> (8,192 events unless the handler sets it), or a short way behind
    /// a producer that streams faster than the handler needs (the events after it start the next batch).
    /// </param>
    void OnEvent(T data, long sequence, bool endOfBatch);

    /// <summary>Called before each batch with the number of events it holds.</summary>
    /// <param name="batchSize">How many events follow before <c>endOfBatch</c>.</param>
    void OnBatchStart(long batchSize)
    {
    }

    /// <summary>
    /// The most events handled before the consumer's sequence is published. Read once, when the processor is made. The
    /// default, <see cref="int.MaxValue"/>, lets the processor end a batch after 8,192 events, so that the consumers after this
    /// one and a producer waiting for room can move on while it works through a long backlog. Any other value, above or
    /// below 8,192, is the limit; the ring's size lets a batch take everything available.
    /// </summary>
    int MaxBatchSize => int.MaxValue;
}
