namespace NDisruptor;

/// <summary>One consumer in the graph: its processor, its exception handler, and whether anything runs after it.</summary>
internal sealed class ConsumerInfo<T>(IEventProcessor processor, ExceptionHandlerSlot<T> exceptionHandler)
{
    public IEventProcessor Processor { get; } = processor;

    public ExceptionHandlerSlot<T> ExceptionHandler { get; } = exceptionHandler;

    /// <summary>The consumer's metrics name (the <c>ndisruptor.consumer</c> tag); the handler's type name when null.</summary>
    public string? Name { get; set; }

    /// <summary>Whether no other consumer follows this one, so that it gates the producers.</summary>
    public bool IsEndOfChain { get; set; } = true;
}
