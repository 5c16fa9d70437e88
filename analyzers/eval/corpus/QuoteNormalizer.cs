using System;
using NDisruptor;

namespace Eval.Quotes;

public struct Quote { public long Bid; public long Ask; public int Scale; public bool Crossed; }

public static class QuoteMath
{
    public static void Normalize(Quote q, int scale)
    {
        while (q.Scale < scale) { q.Bid *= 10; q.Ask *= 10; q.Scale++; }
    }

    public static void Clamp(ref Quote q)
    {
        if (q.Bid > q.Ask) { q.Crossed = true; q.Bid = q.Ask; }
    }

    public static long Spread(Quote q) => q.Ask - q.Bid;
}

// Brings every quote to 8 decimals and flags crossed books, in place, before the pricers see it.
public sealed class QuoteNormalizer : IValueEventHandler<Quote>
{
    private long _widest;

    public long Widest => _widest;

    public void OnEvent(ref Quote data, long sequence, bool endOfBatch)
    {
        QuoteMath.Normalize(data, 8); // expect: DSR0011
        QuoteMath.Clamp(ref data);
        var spread = QuoteMath.Spread(data);
        if (spread > _widest) _widest = spread;
    }
}

public static class QuotePublisher
{
    public static void Send(ValueRingBuffer<Quote> ring, long bid, long ask)
    {
        var seq = ring.Next();
        ref var q = ref ring[seq];
        q.Bid = bid;
        q.Ask = ask;
        q.Scale = 2;
        ring.Publish(seq);
    }
}
