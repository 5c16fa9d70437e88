using System;
using System.Runtime.ExceptionServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// Where a processor's failures go: a handler's exception to the processor's <see cref="IExceptionHandler{T}"/>,
/// and what that exception handler throws in turn (a fatal fault: the processor stops) to the disruptor, or,
/// for a hand-wired processor that has nobody to tell, to the end of its run, which rethrows it.
/// </summary>
/// <remarks>
/// Shared by <see cref="BatchEventProcessor{T, TInvoker}"/> and <see cref="AsyncBatchEventProcessor{T}"/>;
/// only failures come here, never the path of an event that was handled.
/// </remarks>
/// <typeparam name="T">The event type.</typeparam>
internal sealed class FaultRouter<T>
{
    private readonly RingBufferBase<T> _ring;
    private readonly IExceptionHandler<T> _exceptionHandler;
    private readonly Action<Exception>? _onFault;

    // The first fatal fault of a run with no _onFault. An async run's awaits may resume on different pool
    // threads (one at a time), so it is kept by compare-and-swap and taken by exchange.
    private Exception? _unreported;

    public FaultRouter(RingBufferBase<T> ring, IExceptionHandler<T> exceptionHandler, Action<Exception>? onFault)
    {
        _ring = ring;
        _exceptionHandler = exceptionHandler;
        _onFault = onFault;
    }

    /// <summary>Hands a failure at <paramref name="sequence"/> to the exception handler; false if that was fatal.</summary>
    /// <param name="exception">What the handler (or the wait strategy) threw.</param>
    /// <param name="sequence">The event it failed on, or the processor's sequence when no event is involved.</param>
    /// <param name="hasEvent">Whether the failure concerns the event at <paramref name="sequence"/> (the handler gets it) or none (a wait or a timeout).</param>
    public bool OnEventException(Exception exception, long sequence, bool hasEvent)
    {
        try
        {
            _exceptionHandler.HandleEventException(exception, sequence, hasEvent ? _ring.ElementAt(sequence) : default!);
            return true;
        }
        catch (Exception fatal)
        {
            Fault(fatal, sequence);
            return false;
        }
    }

    /// <summary>
    /// Calls <paramref name="target"/>'s <see cref="ILifecycleAware.OnStart"/> (a handler, or a processor's invoker
    /// by reference, so a struct handler keeps what it sets); a failure is counted in <paramref name="metrics"/> and
    /// handed to the exception handler. False if the processor must not run: the exception handler threw.
    /// </summary>
    public bool NotifyStart<TTarget>(ref TTarget target, in ProcessorMetrics metrics)
        where TTarget : ILifecycleAware
    {
        try
        {
            target.OnStart();
            return true;
        }
        catch (Exception exception)
        {
            metrics.CountError();
            return OnLifecycleException(exception, static (handler, e) => handler.HandleOnStartException(e));
        }
    }

    /// <summary>
    /// Calls <paramref name="target"/>'s <see cref="ILifecycleAware.OnTimeout"/> with the last sequence handled; a failure
    /// goes to the exception handler with no event (the next one is not published yet), so nothing is skipped. False
    /// when the failure stopped the processor.
    /// </summary>
    public bool NotifyTimeout<TTarget>(ref TTarget target, long sequence, in ProcessorMetrics metrics)
        where TTarget : ILifecycleAware
    {
        try
        {
            target.OnTimeout(sequence);
            return true;
        }
        catch (Exception exception)
        {
            metrics.CountError();
            return OnEventException(exception, sequence, hasEvent: false);
        }
    }

    /// <summary>Calls <paramref name="target"/>'s <see cref="ILifecycleAware.OnShutdown"/>, as <see cref="NotifyStart"/> does <c>OnStart</c>.</summary>
    public void NotifyShutdown<TTarget>(ref TTarget target, in ProcessorMetrics metrics)
        where TTarget : ILifecycleAware
    {
        try
        {
            target.OnShutdown();
        }
        catch (Exception exception)
        {
            metrics.CountError();
            OnLifecycleException(exception, static (handler, e) => handler.HandleOnShutdownException(e));
        }
    }

    private bool OnLifecycleException(Exception exception, Action<IExceptionHandler<T>, Exception> report)
    {
        try
        {
            report(_exceptionHandler, exception);
            return true;
        }
        catch (Exception fatal)
        {
            Fault(fatal, -1);
            return false;
        }
    }

    /// <summary>At the end of a run: rethrows the fault that nobody was told of, once.</summary>
    public void ThrowUnreported()
    {
        if (Interlocked.Exchange(ref _unreported, null) is { } fault)
        {
            ExceptionDispatchInfo.Throw(fault);
        }
    }

    private void Fault(Exception fatal, long sequence)
    {
        Exception reported = fatal is EventProcessingException ? fatal : new EventProcessingException(sequence, fatal);
        if (_onFault is null)
        {
            Interlocked.CompareExchange(ref _unreported, reported, null);
        }
        else
        {
            _onFault(reported);
        }
    }
}
