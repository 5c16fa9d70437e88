using System;
using System.Collections.Generic;
using System.Threading;
using NDisruptor;

namespace Eval.Risk;

public sealed class Trade { public string Account = ""; public decimal Notional; public bool Breach; }

public interface IAlertSink { void Raise(string account, decimal exposure); }

// Exposure per account, shared with an HTTP endpoint that reads it.
public sealed class ExposureBook
{
    private readonly Dictionary<string, decimal> _exposure = new();
    private readonly object _gate = new();

    public decimal Add(string account, decimal notional)
    {
        lock (_gate)
        {
            _exposure[account] = _exposure.TryGetValue(account, out var current) ? current + notional : notional;
            return _exposure[account];
        }
    }

    public decimal Get(string account)
    {
        lock (_gate) { return _exposure.TryGetValue(account, out var v) ? v : 0m; }
    }
}

public sealed class TradeCounter
{
    private long _count;
    public void Hit() => Interlocked.Increment(ref _count);
    public long Count => Interlocked.Read(ref _count);
}

public sealed class LockingAlertSink : IAlertSink
{
    private readonly List<string> _alerts = new();
    public void Raise(string account, decimal exposure) { lock (_alerts) { _alerts.Add(account + ":" + exposure); } }
}

public sealed class RiskHandler : IEventHandler<Trade>
{
    private readonly ExposureBook _book;
    private readonly TradeCounter _counter = new();
    private readonly IAlertSink _alerts;
    private readonly decimal _limit;

    public RiskHandler(ExposureBook book, IAlertSink alerts, decimal limit) { _book = book; _alerts = alerts; _limit = limit; }

    public void OnEvent(Trade data, long sequence, bool endOfBatch)
    {
        _counter.Hit();
        var exposure = _book.Add(data.Account, data.Notional); // expect: DSR0009
        if (exposure > _limit)
        {
            data.Breach = true;
            _alerts.Raise(data.Account, exposure); // expect: DSR0009
        }
    }
}
