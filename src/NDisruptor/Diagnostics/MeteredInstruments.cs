using System.Collections.Generic;
using System.Diagnostics.Metrics;

namespace NDisruptor;

/// <summary>The <c>NDisruptor</c> meter and its instruments, created once per process.</summary>
internal static class MeteredInstruments
{
    public static readonly Meter Meter = new(DisruptorMetrics.MeterName, typeof(MeteredInstruments).Assembly.GetName().Version?.ToString());

    // Read by every consumer once per batch (Enabled) and written only when a listener subscribes.
    public static readonly Histogram<long> BatchSize = CreateBatchSizeHistogram();

    public static readonly Counter<long> Errors = Meter.CreateCounter<long>(
        DisruptorMetrics.ConsumerErrors, "{exception}", "Exceptions the consumer's handler threw, as passed to its exception handler.");

    // The observable instruments: their callbacks run on the collecting thread and only read sequences.
    private static readonly ObservableUpDownCounter<long> s_ringSize = Meter.CreateObservableUpDownCounter(
        DisruptorMetrics.RingSize, static () => MetricsRegistry.Observe(static (r, m) => r.ObserveSize(m)), "{event}", "The ring's size.");

    private static readonly ObservableGauge<long> s_ringUsage = Meter.CreateObservableGauge(
        DisruptorMetrics.RingUsage, static () => MetricsRegistry.Observe(static (r, m) => r.ObserveUsage(m)), "{event}", "Events claimed but not yet processed by the slowest consumer.");

    private static readonly ObservableCounter<long> s_producerEvents = Meter.CreateObservableCounter(
        DisruptorMetrics.ProducerEvents, static () => MetricsRegistry.Observe(static (r, m) => r.ObserveProducerEvents(m)), "{event}", "Events claimed so far.");

    private static readonly ObservableCounter<long> s_producerFull = Meter.CreateObservableCounter(
        DisruptorMetrics.ProducerFull, static () => MetricsRegistry.Observe(static (r, m) => r.ObserveFullWaits(m)), "{wait}", "Claims that found the ring full and had to wait.");

    private static readonly ObservableCounter<long> s_producerAborted = Meter.CreateObservableCounter(
        DisruptorMetrics.ProducerAborted, static () => MetricsRegistry.Observe(static (r, m) => r.ObserveAborted(m)), "{event}", "Events published as aborted, which no handler sees.");

    private static readonly ObservableCounter<long> s_consumerEvents = Meter.CreateObservableCounter(
        DisruptorMetrics.ConsumerEvents, static () => MetricsRegistry.Observe(static (r, m) => r.ObserveConsumerEvents(m)), "{event}", "Events the consumer has processed.");

    private static readonly ObservableGauge<long> s_consumerLag = Meter.CreateObservableGauge(
        DisruptorMetrics.ConsumerLag, static () => MetricsRegistry.Observe(static (r, m) => r.ObserveLag(m)), "{event}", "The producer cursor minus the consumer's sequence.");

    /// <summary>Touches the static fields so that every instrument exists before the first collection.</summary>
    public static void EnsureCreated() => _ = (s_ringSize, s_ringUsage, s_producerEvents, s_producerFull, s_producerAborted, s_consumerEvents, s_consumerLag);

    private static Histogram<long> CreateBatchSizeHistogram()
    {
        const string unit = "{event}";
        const string description = "The size of each batch the consumer handled; recorded only while a listener is enabled.";
#if NET9_0_OR_GREATER
        // Powers of two: batch sizes span 1 to the ring's size, so the default (latency-shaped) buckets would waste most.
        var advice = new InstrumentAdvice<long> { HistogramBucketBoundaries = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 4096, 16384, 65536] };
        return Meter.CreateHistogram(DisruptorMetrics.ConsumerBatchSize, unit, description, tags: null, advice);
#else
        return Meter.CreateHistogram<long>(DisruptorMetrics.ConsumerBatchSize, unit, description);
#endif
    }

    /// <summary>A measurement list, so that callbacks need not know the list type.</summary>
    internal delegate void Observer(MetricsRegistration registration, List<Measurement<long>> measurements);
}
