namespace NDisruptor;

/// <summary>
/// Lets a handler (<see cref="IEventHandler{T}"/>, <see cref="IValueEventHandler{T}"/>, <see cref="IBatchEventHandler{T}"/>
/// or <see cref="IAsyncBatchEventHandler{T}"/>) release events early: inside a long batch it reports "everything up to
/// this sequence is done", and producers and downstream consumers move on without waiting for the batch's end. A worker
/// pool hands out one event per claim, releases nothing early, and refuses a handler that implements this interface.
/// </summary>
/// <remarks>
/// Handlers that do not implement this interface pay nothing for it (one predicted branch per batch).
/// </remarks>
public interface IEventReleaseAware
{
    /// <summary>
    /// Hands the handler its processor's releaser, once, when the processor is created (before <c>OnStart</c>).
    /// Keep it in a field; call it only from <c>OnEvent</c>/<c>OnBatch</c>, or from an <c>OnBatchAsync</c> call's own code
    /// before its task completes.
    /// </summary>
    /// <param name="releaser">The releaser: valid for the processor's lifetime.</param>
    void SetEventReleaser(EventReleaser releaser);
}
