using System;

namespace NDisruptor;

/// <summary>
/// Thrown by a handler that implements <see cref="IRewindableHandler"/> to have the whole current batch handed to
/// it again after a transient failure (a dropped connection, a busy database). Its
/// <see cref="IRewindableHandler.RewindStrategy"/> decides whether to replay at once, after a pause, or to give up
/// and report the failure to the exception handler.
/// </summary>
/// <remarks>
/// The processor's sequence does not move past a batch until the batch succeeds, so downstream consumers never see
/// part of a batch twice. Thrown by a handler that does not implement <see cref="IRewindableHandler"/>, it is an
/// ordinary failure. See docs/design.md, "Rewinding a batch".
/// </remarks>
public class RewindableException : Exception
{
    /// <summary>Creates the exception.</summary>
    public RewindableException()
        : base("The handler asked for its batch to be handed to it again.")
    {
    }

    /// <summary>Creates the exception with a message.</summary>
    /// <param name="message">The message.</param>
    public RewindableException(string message)
        : base(message)
    {
    }

    /// <summary>Creates the exception with a message and the transient failure behind it.</summary>
    /// <param name="message">The message.</param>
    /// <param name="innerException">The transient failure.</param>
    public RewindableException(string message, Exception innerException)
        : base(message, innerException)
    {
    }
}
