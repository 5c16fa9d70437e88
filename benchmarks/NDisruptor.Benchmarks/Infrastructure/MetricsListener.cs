using System;
using System.Collections.Generic;
using System.Diagnostics.Metrics;
using System.Threading;

namespace NDisruptor.Benchmarks.Infrastructure;

/// <summary>
/// What an exporter costs the NDisruptor meter: a <see cref="MeterListener"/> on every instrument, aggregating each
/// measurement (one atomic add, about what an OpenTelemetry aggregator does per measurement), and collecting the
/// observable instruments every 100 ms (an exporter does it every few seconds).
/// </summary>
public sealed class MetricsListener : IDisposable
{
    private readonly MeterListener _listener = new();
    private readonly Timer _collector;
    private long _sum;
    private long _measurements;

    public MetricsListener()
    {
        _listener.InstrumentPublished = static (instrument, listener) =>
        {
            if (instrument.Meter.Name == DisruptorMetrics.MeterName)
            {
                listener.EnableMeasurementEvents(instrument);
            }
        };
        _listener.SetMeasurementEventCallback<long>(OnMeasurement);
        _listener.Start();
        _collector = new Timer(_ => _listener.RecordObservableInstruments(), null, TimeSpan.FromMilliseconds(100), TimeSpan.FromMilliseconds(100));
    }

    /// <summary>How many measurements arrived (batch sizes and observations); a listened run with none is broken.</summary>
    public long Measurements => Interlocked.Read(ref _measurements);

    public void Dispose()
    {
        _collector.Dispose();
        _listener.Dispose();
        if (Measurements == 0)
        {
            throw new InvalidOperationException("The listener saw no NDisruptor measurement: the listened benchmark measured nothing.");
        }
    }

    private void OnMeasurement(Instrument instrument, long value, ReadOnlySpan<KeyValuePair<string, object?>> tags, object? state)
    {
        Interlocked.Add(ref _sum, value);
        Interlocked.Increment(ref _measurements);
    }
}
