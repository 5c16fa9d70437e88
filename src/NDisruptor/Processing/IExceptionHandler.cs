using System;

namespace NDisruptor;

/// <summary>
/// Decides what happens when a handler throws. Returning normally skips the failed event and carries on;
/// throwing stops the processor and faults the disruptor (what <see cref="FatalExceptionHandler{T}"/> does).
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
public interface IExceptionHandler<in T>
{
    /// <summary>A handler threw while processing an event.</summary>
    /// <param name="exception">What it threw.</param>
    /// <param name="sequence">The event's sequence (for a batch handler, the first of the failed batch).</param>
    /// <param name="data">The event (a copy, for struct events).</param>
    void HandleEventException(Exception exception, long sequence, T data);

    /// <summary>A handler threw from <see cref="ILifecycleAware.OnStart"/>.</summary>
    /// <param name="exception">What it threw.</param>
    void HandleOnStartException(Exception exception);

    /// <summary>A handler threw from <see cref="ILifecycleAware.OnShutdown"/>.</summary>
    /// <param name="exception">What it threw.</param>
    void HandleOnShutdownException(Exception exception);
}
