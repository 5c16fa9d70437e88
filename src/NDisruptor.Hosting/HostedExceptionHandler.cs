using System;
using System.Threading;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;

namespace NDisruptor.Hosting;

/// <summary>
/// The exception handler of every handler in a hosted disruptor: logs the failure, then skips the event or stops the
/// consumer (and, by default, the application), per <see cref="HandlerFaultBehavior"/>.
/// </summary>
internal sealed class HostedExceptionHandler<T>(string disruptor, string consumer, HandlerFaultBehavior behavior, ILogger logger, IHostApplicationLifetime? lifetime)
    : IExceptionHandler<T>
{
    private readonly FatalExceptionHandler<T> _fatal = new();

    private string Outcome => behavior switch
    {
        HandlerFaultBehavior.LogAndSkip => "the event is skipped",
        HandlerFaultBehavior.StopConsumer => "the consumer stops",
        _ => "the consumer stops and the application is stopping",
    };

    public void HandleEventException(Exception exception, long sequence, T data)
    {
        Log.HandlerFailed(logger, exception, disruptor, consumer, sequence, Outcome);
        if (behavior != HandlerFaultBehavior.LogAndSkip)
        {
            StopApplicationIfAsked();
            _fatal.HandleEventException(exception, sequence, data);
        }
    }

    public void HandleOnStartException(Exception exception)
    {
        Log.LifecycleFailed(logger, exception, disruptor, consumer, "OnStart", Outcome);
        if (behavior != HandlerFaultBehavior.LogAndSkip)
        {
            StopApplicationIfAsked();
            _fatal.HandleOnStartException(exception);
        }
    }

    public void HandleOnShutdownException(Exception exception)
        // The consumer is stopping anyway: log it, and stop nothing else.
        => Log.LifecycleFailed(logger, exception, disruptor, consumer, "OnShutdown", "the consumer was stopping");

    private void StopApplicationIfAsked()
    {
        if (behavior == HandlerFaultBehavior.StopApplication && lifetime is not null)
        {
            // Not on this (consumer) thread: StopApplication runs the stopping callbacks synchronously, and the host's
            // StopAsync waits for this very thread to leave its processor.
            ThreadPool.UnsafeQueueUserWorkItem(static l => l.StopApplication(), lifetime, preferLocal: false);
        }
    }
}
