using System;

namespace NDisruptor;

/// <summary>A handler failed and its exception handler chose to stop the processor. The handler's exception is the inner exception.</summary>
public sealed class EventProcessingException : Exception
{
    /// <summary>Creates the exception.</summary>
    public EventProcessingException()
        : base("An event handler failed.")
    {
    }

    /// <summary>Creates the exception with a message.</summary>
    /// <param name="message">The message.</param>
    public EventProcessingException(string message)
        : base(message)
    {
    }

    /// <summary>Creates the exception with a message and the handler's exception.</summary>
    /// <param name="message">The message.</param>
    /// <param name="innerException">What the handler threw.</param>
    public EventProcessingException(string message, Exception innerException)
        : base(message, innerException)
    {
    }

    /// <summary>Creates the exception for a failed event.</summary>
    /// <param name="sequence">The event's sequence.</param>
    /// <param name="innerException">What the handler threw.</param>
    public EventProcessingException(long sequence, Exception innerException)
        : base($"The event handler failed at sequence {sequence} and its processor stopped; see the inner exception. Use an IExceptionHandler that returns normally to skip failed events instead.", innerException)
        => Sequence = sequence;

    /// <summary>The sequence of the event that failed, or -1 when the failure was not on an event.</summary>
    public long Sequence { get; } = -1;
}
