// Realistic input, as written before anyone heard of the rules (with Ingest.cs): claims of every common shape
// (a batch, a guarded TryNext, an early return, a parsed value kept after the publish), counters bumped from
// parallel loops and from a handler and reset by its callers. A line marked "DSRnnnn stays" carries a
// diagnostic that comes without a fix; every other diagnostic of a fixable rule must be gone after one format.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Realistic;

public struct Quote
{
    public string? Symbol;
    public decimal Price;
}

public sealed class QuoteLoader
{
    private readonly ValueRingBuffer<Quote> _ring;
    private long _published;
    private long _dropped;
    private int _files;
    private long _lastHigh;

    public QuoteLoader(ValueRingBuffer<Quote> ring) => _ring = ring;

    public long Published => Interlocked.Read(ref _published);

    public void LoadAll(IEnumerable<string> paths)
    {
        Parallel.ForEach(paths, path =>
        {
            _files++;
            PublishBatch(File.ReadAllLines(path));
        });
        Parallel.ForEach(paths, path => _files--);
    }

    public void PublishBatch(IReadOnlyList<string> lines)
    {
        if (lines.Count == 0) return;
        long hi = _ring.Next(lines.Count);
        long lo = hi - lines.Count + 1;
        for (var i = 0; i < lines.Count; i++)
        {
            ref var quote = ref _ring[lo + i];
            quote.Price = decimal.Parse(lines[i], CultureInfo.InvariantCulture);
        }

        _ring.Publish(lo, hi);
        _published = _published + lines.Count;
        _lastHigh = hi;
    }

    public bool TryPublish(string symbol, string price)
    {
        if (!_ring.TryNext(out var seq))
        {
            _dropped++;
            return false;
        }

        _ring[seq].Symbol = symbol.ToUpperInvariant();
        _ring[seq].Price = decimal.Parse(price, CultureInfo.InvariantCulture);
        _ring.Publish(seq);
        return true;
    }

    public void PublishChecked(string symbol, string price)
    {
        var seq = _ring.Next(); // DSR0006 stays: the early return skips the publish; abort or publish there is the author's call
        if (string.IsNullOrEmpty(symbol)) return;
        _ring[seq].Symbol = symbol;
        _ring[seq].Price = decimal.Parse(price, CultureInfo.InvariantCulture);
        _ring.Publish(seq);
    }

    public decimal PublishParsed(string symbol, string price)
    {
        var seq = _ring.Next(); // DSR0006 stays: 'parsed' is used after the publish and would fall out of the try's scope
        var parsed = decimal.Parse(price, CultureInfo.InvariantCulture);
        _ring[seq].Symbol = symbol;
        _ring[seq].Price = parsed;
        _ring.Publish(seq);
        return parsed;
    }

    public void StartWatchdog() => new Thread(() =>
    {
        while (true)
        {
            Thread.Sleep(500);
            if (_lastHigh > 0 && _dropped > 0) Console.WriteLine($"dropped {_dropped} before {_lastHigh}");
            Interlocked.Exchange(ref _dropped, 0);
        }
    }).Start();
}

public sealed class RiskCheck : IEventHandler<Trade>
{
    private long _checked;
    private long _breaches;

    public long Checked => _checked;

    public long Breaches => _breaches;

    public void OnEvent(Trade trade, long sequence, bool endOfBatch)
    {
        _checked++;
        if (trade.Price * trade.Quantity > 1_000_000m)
        {
            _breaches = _breaches + 1;
        }
    }

    public void Reset()
    {
        _checked = 0;
        _breaches = 0;
    }

    public void Forward(RingBuffer<Trade> downstream, Trade trade)
    {
        var seq = downstream.Next();
        downstream[seq].Symbol = trade.Symbol?.Trim();
        downstream[seq].Price = trade.Price;
        downstream.Publish(seq);
    }
}
