using System;

namespace NDisruptor;

/// <summary>
/// Decides what happens when a handler throws. Returning normally skips the failed event and carries on;
/// throwing stops the processor and faults the disruptor (what <see cref="FatalExceptionHandler{T}"/> does).
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
public interface IExceptionHandler<in T>
{
    /// <summary>A handler threw while processing an event, or from <c>OnBatchStart</c> or <c>OnTimeout</c>.</summary>
    /// <param name="exception">What it threw.</param>
    /// <param name="sequence">The event's sequence (for a batch handler, the first of the failed span; for <c>OnTimeout</c>, the last sequence handled).</param>
    /// <param name="data">The event (a copy, for struct events), or <see langword="default"/> when the failure is not tied to a published event (<c>OnTimeout</c>, a wait strategy).</param>
    void HandleEventException(Exception exception, long sequence, T data);

    /// <summary>A handler threw from <see cref="ILifecycleAware.OnStart"/>.</summary>
    /// <param name="exception">What it threw.</param>
    void HandleOnStartException(Exception exception);

    /// <summary>A handler threw from <see cref="ILifecycleAware.OnShutdown"/>.</summary>
    /// <param name="exception">What it threw.</param>
    void HandleOnShutdownException(Exception exception);
}
