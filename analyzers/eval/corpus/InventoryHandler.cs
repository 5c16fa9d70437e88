using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Eval.Inventory;

public struct StockMove { public int Sku; public int Delta; public int Balance; }

public sealed class Warehouse
{
    private readonly Dictionary<int, int> _stock = new();
    private readonly ReaderWriterLockSlim _lock = new();

    public int Apply(int sku, int delta)
    {
        _lock.EnterWriteLock();
        try
        {
            _stock[sku] = _stock.TryGetValue(sku, out var n) ? n + delta : delta;
            return _stock[sku];
        }
        finally { _lock.ExitWriteLock(); }
    }
}

public static class Moves
{
    public static void Stamp(StockMove move, int balance) => move.Balance = balance;

    public static bool IsOutbound(StockMove move) => move.Delta < 0;
}

// Applies stock moves to the warehouse and stamps each with the resulting balance.
public sealed class InventoryHandler : IValueEventHandler<StockMove>
{
    private readonly Warehouse _warehouse;
    private readonly Task<int> _warmup;

    public InventoryHandler(Warehouse warehouse, Task<int> warmup) { _warehouse = warehouse; _warmup = warmup; }

    public void OnEvent(ref StockMove data, long sequence, bool endOfBatch)
    {
        if (sequence == 0)
        {
            _warmup.Wait(); // expect: DSR0009
        }

        var balance = _warehouse.Apply(data.Sku, data.Delta); // expect: DSR0009
        Moves.Stamp(data, balance); // expect: DSR0011
        if (Moves.IsOutbound(data) && balance < 0) Console.WriteLine($"oversold {data.Sku}");
    }
}
