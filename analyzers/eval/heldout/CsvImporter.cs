using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using NDisruptor;

namespace Heldout.Import;

public struct Row { public long Id; public long Amount; public int Line; public bool Invalid; }

// Imports CSV exports into the ledger ring, one batch per file.
public sealed class CsvImporter
{
    private readonly ValueRingBuffer<Row> _ring;
    private readonly TextWriter _log;

    public CsvImporter(ValueRingBuffer<Row> ring, TextWriter log)
    {
        _ring = ring;
        _log = log;
    }

    public int ImportSkippingBad(string[] lines)
    {
        var imported = 0;
        using var batch = _ring.PublishEvents(lines.Length);
        for (var i = 0; i < lines.Length; i++)
        {
            try
            {
                var parts = lines[i].Split(',');
                ref var row = ref batch.Event(i);
                row.Id = long.Parse(parts[0], CultureInfo.InvariantCulture);
                row.Amount = long.Parse(parts[1], CultureInfo.InvariantCulture);
                row.Line = i + 1;
                imported++;
            }
            catch (FormatException) // expect: DSR0012
            {
                _log.WriteLine("line " + (i + 1) + " skipped");
            }
        }

        return imported;
    }

    public int ImportMarkingBad(string[] lines)
    {
        using var batch = _ring.PublishEvents(lines.Length);
        var bad = 0;
        for (var i = 0; i < lines.Length; i++)
        {
            ref var row = ref batch.Event(i);
            row.Line = i + 1;
            try
            {
                var parts = lines[i].Split(',');
                row.Id = long.Parse(parts[0], CultureInfo.InvariantCulture);
                row.Amount = long.Parse(parts[1], CultureInfo.InvariantCulture);
            }
            catch (FormatException)
            {
                row.Invalid = true;
                bad++;
            }
        }

        return bad;
    }

    public void ImportStrict(string[] lines)
    {
        using var batch = _ring.PublishEvents(lines.Length);
        try
        {
            for (var i = 0; i < lines.Length; i++)
            {
                var parts = lines[i].Split(',');
                ref var row = ref batch.Event(i);
                row.Id = long.Parse(parts[0], CultureInfo.InvariantCulture);
                row.Amount = long.Parse(parts[1], CultureInfo.InvariantCulture);
                row.Line = i + 1;
            }
        }
        catch (FormatException e) // expect: DSR0012
        {
            _log.WriteLine("file rejected: " + e.Message);
            throw;
        }
    }

    public void ImportOne(string line, int number)
    {
        using var scope = _ring.PublishEvent(); // expect: DSR0012
        ref var row = ref scope.Event();
        row.Line = number;
        var parts = line.Split(',');
        row.Id = Convert.ToInt64(parts[0], CultureInfo.InvariantCulture);
        row.Amount = Convert.ToInt64(parts[1], CultureInfo.InvariantCulture);
    }

    public void ImportOneGuarded(string line, int number)
    {
        var parts = line.Split(',');
        if (parts.Length != 2 || !long.TryParse(parts[0], out var id) || !long.TryParse(parts[1], out var amount))
        {
            throw new FormatException("line " + number + " is not 'id,amount'");
        }

        using var scope = _ring.PublishEvent();
        ref var row = ref scope.Event();
        row.Id = id;
        row.Amount = amount;
        row.Line = number;
    }

    public void ImportAll(IEnumerable<string> lines)
    {
        var number = 0;
        foreach (var line in lines)
        {
            number++;
            using var scope = _ring.PublishEvent();
            ref var row = ref scope.Event();
            row.Line = number;
            if (!long.TryParse(line, NumberStyles.Integer, CultureInfo.InvariantCulture, out row.Id))
            {
                scope.Abort();
                throw new FormatException("line " + number + " has no id");
            }
        }
    }
}
