using System.Diagnostics.Metrics;
using System.Globalization;
using System.Text;

/// <summary>
/// Listens to a meter the way <c>dotnet-counters</c> does and prints the same names in the same layout:
/// <c>[Meter]</c>, then each instrument as <c>name (unit)</c>, then one line per tag set. Gauges show their last
/// value, counters their total, the histogram its count, sum and maximum.
/// </summary>
internal sealed class CountersPrinter : IDisposable
{
    private readonly MeterListener _listener = new();
    private readonly object _lock = new();
    private readonly SortedDictionary<string, SortedDictionary<string, Value>> _values = new(StringComparer.Ordinal);
    private readonly string _meter;

    public CountersPrinter(string meter)
    {
        _meter = meter;
        _listener.InstrumentPublished = (instrument, listener) =>
        {
            if (instrument.Meter.Name == meter)
            {
                listener.EnableMeasurementEvents(instrument);
            }
        };
        _listener.SetMeasurementEventCallback<long>(OnMeasurement);
        _listener.Start();
    }

    /// <summary>The instruments seen so far.</summary>
    public IReadOnlyCollection<string> Instruments
    {
        get
        {
            lock (_lock)
            {
                return [.. _values.Keys];
            }
        }
    }

    /// <summary>The last value (gauges, observable counters) or total (counters) of one instrument and tag set.</summary>
    public long Get(string instrument, string tags)
    {
        lock (_lock)
        {
            return _values.TryGetValue(instrument, out var byTags) && byTags.TryGetValue(tags, out Value? value) ? value.Last : -1;
        }
    }

    /// <summary>Collects the observable instruments and prints everything seen so far.</summary>
    public string Snapshot()
    {
        _listener.RecordObservableInstruments();
        var text = new StringBuilder();
        text.Append('[').Append(_meter).AppendLine("]");
        lock (_lock)
        {
            foreach ((string instrument, var byTags) in _values)
            {
                text.Append("    ").AppendLine(instrument);
                foreach ((string tags, Value value) in byTags)
                {
                    string shown = value.IsHistogram
                        ? string.Create(CultureInfo.InvariantCulture, $"count={value.Count} sum={value.Sum} max={value.Max}")
                        : value.Last.ToString(CultureInfo.InvariantCulture);
                    text.Append("        ").Append(tags.PadRight(60)).Append(' ').AppendLine(shown);
                }
            }
        }

        return text.ToString();
    }

    public void Dispose() => _listener.Dispose();

    private void OnMeasurement(Instrument instrument, long measurement, ReadOnlySpan<KeyValuePair<string, object?>> tags, object? state)
    {
        var tagText = new StringBuilder();
        foreach (KeyValuePair<string, object?> tag in tags)
        {
            tagText.Append(tagText.Length == 0 ? "" : ",").Append(tag.Key).Append('=').Append(tag.Value);
        }

        string name = $"{instrument.Name} ({instrument.Unit})";
        lock (_lock)
        {
            if (!_values.TryGetValue(name, out var byTags))
            {
                _values[name] = byTags = new SortedDictionary<string, Value>(StringComparer.Ordinal);
            }

            if (!byTags.TryGetValue(tagText.ToString(), out Value? value))
            {
                byTags[tagText.ToString()] = value = new Value { IsHistogram = instrument is Histogram<long> };
            }

            value.Add(measurement, accumulate: instrument is Counter<long>);
        }
    }

    private sealed class Value
    {
        public bool IsHistogram;
        public long Last;
        public long Count;
        public long Sum;
        public long Max;

        public void Add(long measurement, bool accumulate)
        {
            Last = accumulate ? Last + measurement : measurement;
            Count++;
            Sum += measurement;
            Max = Math.Max(Max, measurement);
        }
    }
}
