using System;

namespace NDisruptor;

/// <summary>
/// Thrown by <see cref="SequenceBarrier.CheckAlert"/> to pull a consumer out of a wait when it is
/// halted. Processors catch it; user code only sees it when it calls a barrier directly.
/// </summary>
public sealed class AlertException : Exception
{
    /// <summary>The one instance barriers throw: halting a processor allocates nothing.</summary>
    internal static readonly AlertException Instance = new();

    /// <summary>Creates the exception.</summary>
    public AlertException()
        : base("The sequence barrier was alerted: the processor waiting on it is being halted.")
    {
    }

    /// <summary>Creates the exception with a message.</summary>
    /// <param name="message">The message.</param>
    public AlertException(string message)
        : base(message)
    {
    }

    /// <summary>Creates the exception with a message and an inner exception.</summary>
    /// <param name="message">The message.</param>
    /// <param name="innerException">The cause.</param>
    public AlertException(string message, Exception innerException)
        : base(message, innerException)
    {
    }
}
