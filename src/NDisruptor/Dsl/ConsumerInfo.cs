namespace NDisruptor;

/// <summary>One consumer in the graph: its processor, its exception handler, and whether anything runs after it.</summary>
internal sealed class ConsumerInfo<T>(IEventProcessor processor, ExceptionHandlerSlot<T> exceptionHandler)
{
    public IEventProcessor Processor { get; } = processor;

    public ExceptionHandlerSlot<T> ExceptionHandler { get; } = exceptionHandler;

    /// <summary>Whether no other consumer follows this one, so that it gates the producers.</summary>
    public bool IsEndOfChain { get; set; } = true;
}
