using System.Collections.Generic;
using System.Diagnostics.Metrics;

namespace NDisruptor;

/// <summary>A metered consumer: its tags, its sequence, and what its processor records.</summary>
internal sealed class MeteredConsumer(string disruptor, string name, Sequence sequence)
{
    private readonly KeyValuePair<string, object?>[] _tags =
        [new(DisruptorMetrics.DisruptorTag, disruptor), new(DisruptorMetrics.ConsumerTag, name)];

    // Set by AttachMetrics when the consumer runs on a processor; that processor's metrics are cleared on Detach.
    private IMeteredProcessor? _processor;

    public string Name { get; } = name;

    public Sequence Sequence { get; } = sequence;

    /// <summary>Called by the consumer's thread once per batch, only while a listener is enabled.</summary>
    public void RecordBatchSize(long size) => MeteredInstruments.BatchSize.Record(size, _tags);

    /// <summary>Called by the consumer's thread for each exception passed to its exception handler.</summary>
    public void CountError() => MeteredInstruments.Errors.Add(1, _tags);

    public void Measure(List<Measurement<long>> measurements, long value) => measurements.Add(new Measurement<long>(value, _tags));

    public void AttachTo(IMeteredProcessor processor)
    {
        _processor = processor;
        processor.AttachMetrics(this);
    }

    public void Detach() => _processor?.DetachMetrics(this);
}
