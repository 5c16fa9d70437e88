using System;
using NDisruptor;

namespace Eval.Matching;

public sealed class Command { public long OrderId; public long Price; public bool Cancel; }

// The engine's event side: one processor thread owns the book.
public sealed partial class MatchingEngine : IEventHandler<Command>
{
    [SingleWriter] private long _lastOrderId;
    [SingleWriter] private long _bestBid;

    public void OnEvent(Command data, long sequence, bool endOfBatch)
    {
        if (data.Cancel) return;
        _lastOrderId = data.OrderId;
        if (data.Price > _bestBid) _bestBid = data.Price;
    }
}
