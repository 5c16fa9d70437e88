using System;
using System.Globalization;
using NDisruptor;

namespace Eval.Import;

public struct Row { public long Id; public decimal Amount; public bool Invalid; }

// Imports CSV files in chunks of rows, one batch claim per chunk.
public sealed class BatchImporter
{
    private readonly ValueRingBuffer<Row> _ring;
    private int _skipped;

    public BatchImporter(ValueRingBuffer<Row> ring) => _ring = ring;

    public int Skipped => _skipped;

    public void ImportChunk(string[] lines)
    {
        using var batch = _ring.PublishEvents(lines.Length);
        for (var i = 0; i < lines.Length; i++)
        {
            var cells = lines[i].Split(';');
            ref var row = ref batch.Event(i);
            try
            {
                row.Id = long.Parse(cells[0], CultureInfo.InvariantCulture);
                row.Amount = decimal.Parse(cells[1], CultureInfo.InvariantCulture);
            }
            catch (FormatException) // expect: DSR0012
            {
                _skipped++;
                continue;
            }
        }
    }

    public void ImportChunkMarkingBadRows(string[] lines)
    {
        using var batch = _ring.PublishEvents(lines.Length);
        for (var i = 0; i < lines.Length; i++)
        {
            ref var row = ref batch.Event(i);
            try
            {
                var cells = lines[i].Split(';');
                row.Id = long.Parse(cells[0], CultureInfo.InvariantCulture);
                row.Amount = decimal.Parse(cells[1], CultureInfo.InvariantCulture);
                row.Invalid = false;
            }
            catch (Exception e) when (e is FormatException or IndexOutOfRangeException)
            {
                row.Invalid = true;
            }
        }
    }
}
