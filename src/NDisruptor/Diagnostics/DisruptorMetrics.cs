using System;

namespace NDisruptor;

/// <summary>
/// The names under which NDisruptor publishes metrics through <c>System.Diagnostics.Metrics</c>, and the way to
/// meter a ring wired by hand (the <see cref="Disruptor{T}"/> DSL meters its ring itself from <c>Start</c> until it
/// is halted or shut down).
/// </summary>
/// <remarks>
/// Every instrument belongs to the <see cref="MeterName"/> meter. Gauges and counters of positions are observable:
/// they read the sequences when a listener collects, so nothing runs on the claim/publish/consume path for them.
/// The batch-size histogram is recorded by each consumer once per batch, and only while a listener is enabled.
/// docs/metrics.md lists the instruments.
/// </remarks>
public static class DisruptorMetrics
{
    /// <summary>The meter's name: <c>NDisruptor</c> (<c>dotnet-counters monitor --counters NDisruptor</c>).</summary>
    public const string MeterName = "NDisruptor";

    /// <summary>The tag naming the disruptor (or hand-registered ring) a measurement belongs to.</summary>
    public const string DisruptorTag = "ndisruptor.disruptor";

    /// <summary>The tag naming the consumer a measurement belongs to.</summary>
    public const string ConsumerTag = "ndisruptor.consumer";

    /// <summary>Observable up-down counter: the ring's size, in events.</summary>
    public const string RingSize = "ndisruptor.ring.size";

    /// <summary>Observable gauge: events claimed but not yet processed by the slowest consumer.</summary>
    public const string RingUsage = "ndisruptor.ring.usage";

    /// <summary>Observable counter: events claimed so far (the producer cursor plus one).</summary>
    public const string ProducerEvents = "ndisruptor.producer.events";

    /// <summary>Observable counter: claims that found the ring full and had to wait.</summary>
    public const string ProducerFull = "ndisruptor.producer.full";

    /// <summary>Observable counter: events published as aborted (<c>PublishAborted</c>, a scope's <c>Abort</c>, a translator that threw), which no handler sees.</summary>
    public const string ProducerAborted = "ndisruptor.producer.aborted";

    /// <summary>Observable counter: events each consumer has processed (its sequence plus one).</summary>
    public const string ConsumerEvents = "ndisruptor.consumer.events";

    /// <summary>Observable gauge: the producer cursor minus the consumer's sequence.</summary>
    public const string ConsumerLag = "ndisruptor.consumer.lag";

    /// <summary>Histogram: the size of each batch a consumer handled, recorded only while a listener is enabled.</summary>
    public const string ConsumerBatchSize = "ndisruptor.consumer.batch.size";

    /// <summary>Counter: exceptions that consumers' handlers (or wait strategies) threw, as passed to the exception handler.</summary>
    public const string ConsumerErrors = "ndisruptor.consumer.errors";

    /// <summary>
    /// Meters a ring wired by hand. Keep the returned registration and add the ring's consumers to it; it reports
    /// until it is disposed or the ring is no longer reachable (the registry holds the ring and its processors weakly).
    /// </summary>
    /// <typeparam name="T">The event type.</typeparam>
    /// <param name="ring">The ring.</param>
    /// <param name="name">The value of the <see cref="DisruptorTag"/> tag; the event type's name when null.</param>
    /// <returns>The registration.</returns>
    /// <example><code>
    /// using MetricsRegistration metrics = DisruptorMetrics.Register(ring, "orders");
    /// metrics.AddConsumer(processor);                 // tagged with the handler's type name
    /// metrics.AddConsumer("poller", poller.Sequence); // any sequence that gates the ring
    /// </code></example>
    public static MetricsRegistration Register<T>(RingBufferBase<T> ring, string? name = null)
    {
        ArgumentNullException.ThrowIfNull(ring);
        if (name is not null && string.IsNullOrWhiteSpace(name))
        {
            throw new ArgumentException("name is empty; pass a non-empty name, or null to use the event type's name.", nameof(name));
        }

        return MetricsRegistry.Add(ring.Sequencer, name ?? typeof(T).Name);
    }
}
