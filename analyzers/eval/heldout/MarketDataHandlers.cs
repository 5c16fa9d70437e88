using System;
using NDisruptor;

namespace Heldout.MarketData;

public record struct Level(long Price, long Size);

public struct BookTick { public int Instrument; public Level Best; public long Mid; public long Spread; public bool Crossed; }

// Derives mid and spread in place, then flags crossed books for the risk stage.
public sealed class MidPriceHandler : IValueEventHandler<BookTick>
{
    public void OnEvent(ref BookTick data, long sequence, bool endOfBatch)
    {
        data.Mid = data.Best.Price + data.Spread / 2;
        Derive(ref data);
    }

    private static void Derive(ref BookTick tick) => tick.Crossed = tick.Spread < 0;
}

public sealed class SpreadHandler : IValueEventHandler<BookTick>
{
    private long _widest;

    public void OnEvent(ref BookTick data, long sequence, bool endOfBatch)
    {
        var tick = data; // expect: DSR0011
        tick.Spread = Math.Abs(tick.Spread);
        _widest = Math.Max(_widest, tick.Spread);
    }
}

public sealed class SnapshotHandler : IValueEventHandler<BookTick>
{
    private BookTick _lastSeen;

    public BookTick Last => _lastSeen;

    public void OnEvent(ref BookTick data, long sequence, bool endOfBatch)
    {
        var copy = data;
        copy.Crossed = false;
        _lastSeen = copy;
    }
}

public static class TickPublisher
{
    public static void Publish(ValueRingBuffer<BookTick> ring, int instrument, long price, long size)
    {
        var seq = ring.Next();
        var tick = ring[seq]; // expect: DSR0011
        tick.Instrument = instrument;
        tick.Best = new Level(price, size);
        ring.Publish(seq);
    }

    public static void PublishByRef(ValueRingBuffer<BookTick> ring, int instrument, long price, long size)
    {
        var seq = ring.Next();
        ref var tick = ref ring[seq];
        tick.Instrument = instrument;
        tick.Best = new Level(price, size);
        ring.Publish(seq);
    }
}
