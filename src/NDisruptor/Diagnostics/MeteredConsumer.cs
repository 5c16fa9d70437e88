using System;
using System.Collections.Generic;
using System.Diagnostics.Metrics;

namespace NDisruptor;

/// <summary>A metered consumer: its tags, its sequence, and what its processor records.</summary>
internal sealed class MeteredConsumer(string disruptor, string name, Sequence sequence)
{
    private readonly KeyValuePair<string, object?>[] _tags =
        [new(DisruptorMetrics.DisruptorTag, disruptor), new(DisruptorMetrics.ConsumerTag, name)];

    // Written by the thread adding the consumer and read by the one disposing the registration, both under the
    // registration's lock. Weak, because the processor holds its ring: the registry holds registrations, and a
    // registration dropped without Dispose must not keep the ring (and itself) alive.
    private WeakReference<IMeteredProcessor>? _processor;

    public string Name { get; } = name;

    public Sequence Sequence { get; } = sequence;

    /// <summary>Called by the consumer's thread once per batch, only while a listener is enabled.</summary>
    public void RecordBatchSize(long size) => MeteredInstruments.BatchSize.Record(size, _tags);

    /// <summary>Called by the consumer's thread for each exception passed to its exception handler.</summary>
    public void CountError() => MeteredInstruments.Errors.Add(1, _tags);

    public void Measure(List<Measurement<long>> measurements, long value) => measurements.Add(new Measurement<long>(value, _tags));

    public void AttachTo(IMeteredProcessor processor)
    {
        _processor = new WeakReference<IMeteredProcessor>(processor);
        processor.AttachMetrics(this);
    }

    /// <summary>Stops the processor recording under this consumer; nothing to do if the processor is gone.</summary>
    public void Detach()
    {
        if (_processor is not null && _processor.TryGetTarget(out IMeteredProcessor? processor))
        {
            processor.DetachMetrics(this);
        }
    }
}
