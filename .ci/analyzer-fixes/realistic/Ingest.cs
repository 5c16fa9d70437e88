// Realistic input, as written before anyone heard of the rules (with Quotes.cs): counters bumped from several
// threads (in statements, an expression-bodied helper), claims filled by parsing code, a stop flag and a
// progress mark shared between threads, read by a reporting task.
using System;
using System.Collections.Concurrent;
using System.Globalization;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Realistic;

public sealed class Trade
{
    public string? Symbol;
    public decimal Price;
    public long Quantity;
}

public sealed class Ingest
{
    private readonly RingBuffer<Trade> _ring;
    private readonly BlockingCollection<string> _lines = new();
    private long _accepted;
    private long _rejected;
    private int _pumps;
    private bool _stopping;
    private long _lastSequence;

    public Ingest(RingBuffer<Trade> ring) => _ring = ring;

    public long Accepted => _accepted;

    public long LastSequence => _lastSequence;

    public void Start(int pumps)
    {
        for (var i = 0; i < pumps; i++)
        {
            new Thread(Pump) { IsBackground = true }.Start();
        }

        Task.Run(Report);
    }

    public void Stop() => _stopping = true;

    public void Offer(string line) => _lines.Add(line);

    private void Reject() => _rejected++;

    private void Pump()
    {
        _pumps++;
        while (!Volatile.Read(ref _stopping))
        {
            var line = _lines.Take();
            if (line.Length == 0)
            {
                Reject();
                continue;
            }

            var fields = line.Split(',');
            var seq = _ring.Next();
            var trade = _ring[seq];
            trade.Symbol = fields[0];
            trade.Price = decimal.Parse(fields[1], CultureInfo.InvariantCulture);
            trade.Quantity = long.Parse(fields[2], CultureInfo.InvariantCulture);
            _ring.Publish(seq);
            _accepted += 1;
            Volatile.Write(ref _lastSequence, seq);
        }
    }

    private async Task Report()
    {
        while (!_stopping)
        {
            await Task.Delay(1000);
            Console.WriteLine($"{_accepted} accepted, {_rejected} rejected, last {_lastSequence}, {_pumps} pumps");
        }
    }
}
