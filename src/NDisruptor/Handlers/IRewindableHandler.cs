namespace NDisruptor;

/// <summary>
/// Opts a synchronous handler (<see cref="IEventHandler{T}"/>, <see cref="IValueEventHandler{T}"/> or
/// <see cref="IBatchEventHandler{T}"/>) into rewinding: when it throws a <see cref="RewindableException"/>, its
/// processor hands it the same batch again, from its first event, as <see cref="RewindStrategy"/> decides. Worker pools
/// and async batch processors do not rewind, and refuse a handler that implements this interface.
/// </summary>
/// <remarks>
/// <para>
/// A batch is what the handler sees between one <c>OnBatchStart</c> and the event passed with
/// <c>endOfBatch</c> true: for a per-event handler, those events; for a batch handler, the one or two spans
/// (two when the batch wraps past the end of the ring) that end the same way. A replay has the same bounds, calls
/// <c>OnBatchStart</c> again with the same size, and ends with <c>endOfBatch</c> on the same event. Events before
/// the batch are never replayed; nor are events a skipped failure already counted as handled: after the exception
/// handler skipped a failure inside the batch, a rewind replays from the event after it.
/// </para>
/// <para>
/// Handlers that do not implement this interface pay nothing for it. A handler that released events early
/// (<see cref="IEventReleaseAware"/>) cannot rewind the batch they belong to: see <see cref="EventReleaser"/>.
/// </para>
/// </remarks>
public interface IRewindableHandler
{
    /// <summary>Decides each rewind; read once, when the processor is created (null throws <see cref="System.ArgumentException"/>).</summary>
    IBatchRewindStrategy RewindStrategy { get; }
}
