using System;

namespace NDisruptor;

/// <summary>
/// The exception handler a processor is built with: it forwards to the handler's own override when one
/// was set, else to the disruptor's default. Both may be set after the processor exists (until Start).
/// </summary>
internal sealed class ExceptionHandlerSlot<T>(DisruptorBase<T> owner) : IExceptionHandler<T>
{
    public IExceptionHandler<T>? Override { get; set; }

    private IExceptionHandler<T> Current => Override ?? owner.DefaultExceptionHandler;

    public void HandleEventException(Exception exception, long sequence, T data) => Current.HandleEventException(exception, sequence, data);

    public void HandleOnStartException(Exception exception) => Current.HandleOnStartException(exception);

    public void HandleOnShutdownException(Exception exception) => Current.HandleOnShutdownException(exception);
}
