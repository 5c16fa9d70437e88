using System;
using System.Text;
using NDisruptor;
using Eval.Persistence;

namespace Eval.Persisting;

public sealed class Deposit { public string Account = ""; public long Cents; }

// Persists each deposit before the ledger handler runs.
public sealed class Persister : IEventHandler<Deposit>
{
    private readonly AppendStore _store;
    private long _lastOffset;

    public Persister(AppendStore store) => _store = store;

    public long LastOffset => _lastOffset;

    public void OnEvent(Deposit data, long sequence, bool endOfBatch)
    {
        var bytes = Encoding.UTF8.GetBytes(data.Account + ":" + data.Cents);
        _lastOffset = _store.Append(bytes); // expect: DSR0009
    }
}
