using System;
using System.Collections.Generic;
using System.Threading;
using NDisruptor;

namespace Heldout.Inventory;

public sealed class StockMove { public string Sku = ""; public int Delta; public int Balance; }

public interface IStockStore
{
    int Apply(string sku, int delta);
}

public abstract class StockStoreBase : IStockStore
{
    public abstract int Apply(string sku, int delta);
}

// The warehouse system's store: a reader-writer lock because reports read it all day.
public sealed class WarehouseStockStore : StockStoreBase
{
    private readonly ReaderWriterLockSlim _lock = new();
    private readonly Dictionary<string, int> _stock = new();

    public override int Apply(string sku, int delta)
    {
        _lock.EnterWriteLock();
        try
        {
            _stock[sku] = (_stock.TryGetValue(sku, out var s) ? s : 0) + delta;
            return _stock[sku];
        }
        finally
        {
            _lock.ExitWriteLock();
        }
    }
}

// The handler owns this one outright: no lock needed.
public sealed class OwnedStockStore
{
    private readonly Dictionary<string, int> _stock = new();

    public int Apply(string sku, int delta)
    {
        _stock[sku] = (_stock.TryGetValue(sku, out var s) ? s : 0) + delta;
        return _stock[sku];
    }
}

public sealed class InventoryWorker : IEventHandler<StockMove>
{
    private readonly StockStoreBase _warehouse;
    private readonly OwnedStockStore _local = new();

    public InventoryWorker(StockStoreBase warehouse) => _warehouse = warehouse;

    public void OnEvent(StockMove data, long sequence, bool endOfBatch)
    {
        data.Balance = _local.Apply(data.Sku, data.Delta);
        if (endOfBatch)
        {
            _warehouse.Apply(data.Sku, 0); // expect: DSR0009
        }
    }
}
