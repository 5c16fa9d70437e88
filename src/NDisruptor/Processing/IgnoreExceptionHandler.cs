using System;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// Skips events whose handler throws and carries on, counting them and passing each failure to an
/// optional callback (for logging). Choose it explicitly: the default stops on the first failure.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
public sealed class IgnoreExceptionHandler<T> : IExceptionHandler<T>
{
    private readonly Action<Exception, long>? _onException;

    // Written by processor threads (Interlocked), read by anyone.
    private long _exceptionCount;
    private Exception? _lastException;

    /// <summary>Creates the handler.</summary>
    /// <param name="onException">Called with each exception and the event's sequence (-1 for OnStart/OnShutdown), on the processor's thread.</param>
    public IgnoreExceptionHandler(Action<Exception, long>? onException = null) => _onException = onException;

    /// <summary>How many exceptions were ignored.</summary>
    public long ExceptionCount => Interlocked.Read(ref _exceptionCount);

    /// <summary>The most recent exception ignored.</summary>
    public Exception? LastException => Volatile.Read(ref _lastException);

    /// <inheritdoc/>
    public void HandleEventException(Exception exception, long sequence, T data) => Record(exception, sequence);

    /// <inheritdoc/>
    public void HandleOnStartException(Exception exception) => Record(exception, -1);

    /// <inheritdoc/>
    public void HandleOnShutdownException(Exception exception) => Record(exception, -1);

    private void Record(Exception exception, long sequence)
    {
        Interlocked.Increment(ref _exceptionCount);
        Interlocked.Exchange(ref _lastException, exception);
        _onException?.Invoke(exception, sequence);
    }
}
