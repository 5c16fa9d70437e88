using System;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Eval.Prices;

public struct Px { public int Instrument; public long Price; }

// Keeps the latest price per instrument for readers on other threads.
public sealed class PriceCache : IValueEventHandler<Px>
{
    private readonly long[] _latest = new long[4096];
    private long _updates;

    public long Updates => Volatile.Read(ref _updates);

    public long Latest(int instrument) => Volatile.Read(ref _latest[instrument]);

    public void OnEvent(ref Px data, long sequence, bool endOfBatch)
    {
        Volatile.Write(ref _latest[data.Instrument], data.Price);
        _updates++; // expect: DSR0003
    }

    public Task ClearAsync() => Task.Run(() =>
    {
        for (var i = 0; i < _latest.Length; i++) Volatile.Write(ref _latest[i], 0);
        _updates = 0;
    });
}
