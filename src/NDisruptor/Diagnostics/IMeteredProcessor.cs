namespace NDisruptor;

/// <summary>A processor that records batch sizes and errors for the consumer it runs, once it is told which.</summary>
internal interface IMeteredProcessor
{
    /// <summary>Starts recording under <paramref name="consumer"/>'s tags.</summary>
    void AttachMetrics(MeteredConsumer consumer);

    /// <summary>Stops recording, if <paramref name="consumer"/> is still the one attached.</summary>
    void DetachMetrics(MeteredConsumer consumer);
}
