using System;
using System.Collections.Generic;
using System.Text.Json;
using NDisruptor;

namespace Eval.Snapshots;

public sealed class Snapshot { public string Instrument = ""; public Dictionary<string, decimal> Levels = new(); public long Version; }

// Loads book snapshots from JSON documents and republishes them into the pipeline.
public sealed class SnapshotService
{
    private readonly RingBuffer<Snapshot> _ring;
    private readonly Action<string> _warn;

    public SnapshotService(RingBuffer<Snapshot> ring, Action<string> warn) { _ring = ring; _warn = warn; }

    public int Load(IEnumerable<string> documents)
    {
        var loaded = 0;
        try
        {
            foreach (var json in documents)
            {
                using var scope = _ring.PublishEvent(); // expect: DSR0012
                var snapshot = scope.Event();
                snapshot.Levels.Clear();
                var doc = JsonDocument.Parse(json);
                snapshot.Instrument = doc.RootElement.GetProperty("instrument").GetString() ?? "";
                foreach (var level in doc.RootElement.GetProperty("levels").EnumerateObject())
                {
                    snapshot.Levels[level.Name] = level.Value.GetDecimal();
                }

                loaded++;
            }
        }
        catch (JsonException e)
        {
            _warn("snapshot load stopped: " + e.Message);
        }

        return loaded;
    }

    public void Bump(string instrument, long version)
    {
        try
        {
            using var scope = _ring.PublishEvent();
            scope.Event().Instrument = instrument;
            scope.Event().Version = version;
        }
        catch (InvalidOperationException e)
        {
            _warn(e.Message);
        }
    }
}
