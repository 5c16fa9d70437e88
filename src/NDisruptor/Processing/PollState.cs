namespace NDisruptor;

/// <summary>What one <see cref="EventPoller{T}.Poll{THandler}(THandler)"/> call found.</summary>
public enum PollState
{
    /// <summary>Events were available and handed to the handler.</summary>
    Processing,

    /// <summary>Events are published but an upstream consumer the poller follows has not finished them.</summary>
    Gating,

    /// <summary>Nothing new is published.</summary>
    Idle,
}
