namespace NDisruptor;

/// <summary>One consumer in the graph: its processor, its exception handler, and whether anything runs after it.</summary>
internal sealed class ConsumerInfo<T>(IEventProcessor processor, ExceptionHandlerSlot<T> exceptionHandler)
{
    public IEventProcessor Processor { get; } = processor;

    public ExceptionHandlerSlot<T> ExceptionHandler { get; } = exceptionHandler;

    /// <summary>The consumer's metrics name (the <c>ndisruptor.consumer</c> tag); the handler's type name when null.</summary>
    public string? Name { get; set; }

    /// <summary>
    /// What stands for this consumer's progress: its own sequence, or, for a worker of a pool, every worker's
    /// sequence of that pool (one worker's sequence says nothing about the events its siblings handle).
    /// </summary>
    public Sequence[] Progress { get; set; } = [processor.Sequence];

    /// <summary>Whether no other consumer follows this one, so that it gates the producers.</summary>
    public bool IsEndOfChain { get; set; } = true;
}
