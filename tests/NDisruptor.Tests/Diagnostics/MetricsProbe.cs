using System;
using System.Collections.Generic;
using System.Diagnostics.Metrics;

namespace NDisruptor.Tests.Diagnostics;

/// <summary>
/// A real <see cref="MeterListener"/> on the NDisruptor meter that keeps only one disruptor's measurements (other
/// tests run disruptors in parallel): observable values as last seen, counter and histogram values summed.
/// </summary>
internal sealed class MetricsProbe : IDisposable
{
    private readonly MeterListener _listener = new();
    private readonly string _disruptor;
    private readonly object _lock = new();
    private readonly Dictionary<(string Instrument, string? Consumer), long> _last = [];
    private readonly Dictionary<(string Instrument, string? Consumer), (long Sum, long Count)> _totals = [];
    private readonly HashSet<string> _units = [];

    public MetricsProbe(string disruptor)
    {
        _disruptor = disruptor;
        _listener.InstrumentPublished = (instrument, listener) =>
        {
            if (instrument.Meter.Name == DisruptorMetrics.MeterName)
            {
                listener.EnableMeasurementEvents(instrument);
            }
        };
        _listener.SetMeasurementEventCallback<long>(OnMeasurement);
        _listener.Start();
    }

    /// <summary>Runs the observable instruments' callbacks, replacing what was last seen.</summary>
    public void Collect()
    {
        lock (_lock)
        {
            _last.Clear();
        }

        _listener.RecordObservableInstruments();
    }

    /// <summary>The last observed value, or null when this disruptor reported none.</summary>
    public long? Observed(string instrument, string? consumer = null)
    {
        lock (_lock)
        {
            return _last.TryGetValue((instrument, consumer), out long value) ? value : null;
        }
    }

    /// <summary>The sum and count of recorded (non-observable) measurements.</summary>
    public (long Sum, long Count) Recorded(string instrument, string consumer)
    {
        lock (_lock)
        {
            return _totals.TryGetValue((instrument, consumer), out var total) ? total : (0, 0);
        }
    }

    /// <summary>Every observable instrument this disruptor reported at the last collection.</summary>
    public int ObservedCount
    {
        get
        {
            lock (_lock)
            {
                return _last.Count;
            }
        }
    }

    public IReadOnlyCollection<string> Units
    {
        get
        {
            lock (_lock)
            {
                return [.. _units];
            }
        }
    }

    public void Dispose() => _listener.Dispose();

    private void OnMeasurement(Instrument instrument, long value, ReadOnlySpan<KeyValuePair<string, object?>> tags, object? state)
    {
        string? disruptor = null;
        string? consumer = null;
        foreach (KeyValuePair<string, object?> tag in tags)
        {
            if (tag.Key == DisruptorMetrics.DisruptorTag)
            {
                disruptor = (string?)tag.Value;
            }
            else if (tag.Key == DisruptorMetrics.ConsumerTag)
            {
                consumer = (string?)tag.Value;
            }
        }

        if (disruptor != _disruptor)
        {
            return;
        }

        lock (_lock)
        {
            _units.Add($"{instrument.Name} {instrument.Unit}");
            if (instrument.IsObservable)
            {
                _last[(instrument.Name, consumer)] = value;
            }
            else
            {
                var key = (instrument.Name, consumer);
                _totals.TryGetValue(key, out var total);
                _totals[key] = (total.Sum + value, total.Count + 1);
            }
        }
    }
}
