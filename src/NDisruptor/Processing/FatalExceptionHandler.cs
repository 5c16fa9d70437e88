using System;

namespace NDisruptor;

/// <summary>
/// The default exception handler: any handler exception stops the processor and faults the disruptor,
/// so <c>ShutdownAsync</c> rethrows it. Nothing is lost silently.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
public sealed class FatalExceptionHandler<T> : IExceptionHandler<T>
{
    /// <inheritdoc/>
    public void HandleEventException(Exception exception, long sequence, T data)
        => throw new EventProcessingException(sequence, exception);

    /// <inheritdoc/>
    public void HandleOnStartException(Exception exception)
        => throw new EventProcessingException("The event handler failed in OnStart and its processor stopped; see the inner exception.", exception);

    /// <inheritdoc/>
    public void HandleOnShutdownException(Exception exception)
        => throw new EventProcessingException("The event handler failed in OnShutdown; see the inner exception.", exception);
}
