using System;

namespace NDisruptor.Hosting;

/// <summary>
/// Thrown by <see cref="IEventPublisher{T}"/> once its disruptor's consumers have stopped, or are stopping with the
/// host: nothing published from then on would be handled. A producer should stop publishing and return; a hosted
/// producer that lets it escape fails as a <c>BackgroundService</c> (see docs/hosting.md, "What a producer sees when
/// the consumers stop").
/// </summary>
/// <remarks>
/// <see cref="Exception.InnerException"/> is the handler's failure (the disruptor's <c>Fault</c>) when a handler
/// stopped its consumer; it is <see langword="null"/> when the host stopped the disruptor. It derives from
/// <see cref="InvalidOperationException"/>, which <c>Publish</c> threw before for a full ring whose consumers had stopped.
/// </remarks>
public sealed class DisruptorStoppedException : InvalidOperationException
{
    /// <summary>Creates the exception with a default message.</summary>
    public DisruptorStoppedException()
        : this("The disruptor's consumers have stopped; nothing published now would be handled.")
    {
    }

    /// <summary>Creates the exception with a message.</summary>
    /// <param name="message">Why publishing failed.</param>
    public DisruptorStoppedException(string message)
        : this(message, null)
    {
    }

    /// <summary>Creates the exception with a message and the reason the consumers stopped.</summary>
    /// <param name="message">Why publishing failed.</param>
    /// <param name="innerException">Why the consumers stopped, if known.</param>
    public DisruptorStoppedException(string message, Exception? innerException)
        : this(string.Empty, message, innerException)
    {
    }

    private DisruptorStoppedException(string disruptorName, string message, Exception? innerException)
        : base(message, innerException) => DisruptorName = disruptorName;

    /// <summary>The stopped disruptor's name (empty unless a hosted publisher threw the exception).</summary>
    public string DisruptorName { get; }

    /// <summary>A handler failed and stopped its consumer: <paramref name="fault"/> says how.</summary>
    internal static DisruptorStoppedException Faulted(string disruptorName, Exception fault)
        => new(
            disruptorName,
            $"Disruptor '{disruptorName}' has stopped: a handler failed and its consumer stopped (see the inner exception; the failure was logged), so nothing published now would be handled. Stop publishing.",
            fault);

    /// <summary>The host is stopping the disruptor or has stopped it (or someone halted it).</summary>
    internal static DisruptorStoppedException Stopped(string disruptorName)
        => new(
            disruptorName,
            $"Disruptor '{disruptorName}' is stopping with the host or has stopped, so nothing published now would be handled. Stop publishing before it stops: register producers after the disruptor, so that the host stops them first.",
            null);
}
