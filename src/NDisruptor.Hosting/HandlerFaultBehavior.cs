namespace NDisruptor.Hosting;

/// <summary>What a hosted disruptor does when one of its handlers throws. The exception is logged in every case.</summary>
public enum HandlerFaultBehavior
{
    /// <summary>
    /// The handler's consumer stops, the disruptor is faulted (its publishers throw <see cref="DisruptorStoppedException"/>),
    /// and the application is asked to stop (the default).
    /// </summary>
    StopApplication,

    /// <summary>
    /// The handler's consumer stops and the disruptor is faulted (its publishers throw <see cref="DisruptorStoppedException"/>);
    /// the application keeps running.
    /// </summary>
    StopConsumer,

    /// <summary>The failed event is skipped and the handler carries on with the next one.</summary>
    LogAndSkip,
}
