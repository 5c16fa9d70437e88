using System;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Heldout.Deadlines;

public struct Quote { public int Instrument; public long Bid; public long Ask; public long Stamp; }

// Publishes quotes with a deadline: a producer that cannot claim in time drops the quote.
public sealed class DeadlineProducer(ValueRingBuffer<Quote> ring, TimeSpan budget)
{
    private readonly ValueRingBuffer<Quote> _ring = ring;
    private long _dropped;

    public long Dropped => Volatile.Read(ref _dropped);

    public bool Offer(int instrument, long bid, long ask)
    {
        if (!_ring.TryNext(budget, out var seq)) // expect: DSR0006
        {
            Interlocked.Increment(ref _dropped);
            return false;
        }

        if (bid > ask)
        {
            return false;
        }

        ref var q = ref _ring[seq];
        q.Instrument = instrument;
        q.Bid = bid;
        q.Ask = ask;
        _ring.Publish(seq);
        return true;
    }

    public bool OfferChecked(int instrument, long bid, long ask)
    {
        if (bid > ask || !_ring.TryNext(budget, out var seq))
        {
            Interlocked.Increment(ref _dropped);
            return false;
        }

        ref var q = ref _ring[seq];
        q.Instrument = instrument;
        q.Bid = bid;
        q.Ask = ask;
        q.Stamp = Environment.TickCount64;
        _ring.Publish(seq);
        return true;
    }

    public void Send(int instrument, string bid, string ask, CancellationToken cancellationToken)
    {
        var seq = _ring.Next(cancellationToken);
        try
        {
            ref var q = ref _ring[seq];
            q.Instrument = instrument;
            q.Bid = long.Parse(bid);
            q.Ask = long.Parse(ask);
            _ring.Publish(seq);
        }
        catch
        {
            _ring.PublishAborted(seq);
            throw;
        }
    }

    public async Task SendAsync(int instrument, string bid, string ask, CancellationToken cancellationToken)
    {
        var seq = await _ring.NextAsync(cancellationToken); // expect: DSR0006
        _ring[seq].Instrument = instrument;
        _ring[seq].Bid = long.Parse(bid);
        _ring[seq].Ask = long.Parse(ask);
        _ring.Publish(seq);
    }

    public async Task SendParsedAsync(int instrument, string bid, string ask, CancellationToken cancellationToken)
    {
        var b = long.Parse(bid);
        var a = long.Parse(ask);
        var seq = await _ring.NextAsync(cancellationToken);
        ref var q = ref _ring[seq];
        q.Instrument = instrument;
        q.Bid = b;
        q.Ask = a;
        _ring.Publish(seq);
    }
}
