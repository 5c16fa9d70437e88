// DSR0006: code that can throw between claim and publish. Fix: publish at the end of a try, PublishAborted in its catch.
using NDisruptor;

namespace FixSamples;

public sealed class Quote { public long Price; public string? Symbol; }

public static class Quotes
{
    public static void Send(RingBuffer<Quote> ring, string symbol, string price)
    {
        var seq = ring.Next();
        ring[seq].Symbol = symbol.Trim();
        ring[seq].Price = long.Parse(price, System.Globalization.CultureInfo.InvariantCulture);
        ring.Publish(seq);
    }
}
