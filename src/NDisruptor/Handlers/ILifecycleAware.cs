namespace NDisruptor;

/// <summary>
/// Optional notifications a handler gets from the processor thread that runs it. Every member has an
/// empty default body: implement only what you need.
/// </summary>
public interface ILifecycleAware
{
    /// <summary>Called on the processor's thread before the first event.</summary>
    void OnStart()
    {
    }

    /// <summary>Called on the processor's thread after the last event, when the processor halts.</summary>
    void OnShutdown()
    {
    }

    /// <summary>Called when the wait strategy timed out (<see cref="TimeoutBlockingWaitStrategy"/>) with no new event.</summary>
    /// <param name="sequence">The last sequence the handler processed.</param>
    void OnTimeout(long sequence)
    {
    }
}
