using System;
using NDisruptor;

// The quick start of README.md, kept compiling here.
var disruptor = new ValueDisruptor<Trade>(1024, ProducerType.Single, new YieldingWaitStrategy());
disruptor.HandleEventsWith(new PrintTrade());
ValueRingBuffer<Trade> ring = disruptor.Start();

for (int i = 0; i < 3; i++)
{
    using var scope = ring.PublishEvent();        // claims a slot, publishes on Dispose
    ref Trade trade = ref scope.Event();          // the slot itself: no allocation, no copy
    trade.Price = 100 + i;
    trade.Quantity = 10;
}

await disruptor.ShutdownAsync(TimeSpan.FromSeconds(5)); // drains, then stops

internal struct Trade
{
    public long Price;
    public long Quantity;
}

internal sealed class PrintTrade : IValueEventHandler<Trade>
{
    public void OnEvent(ref Trade trade, long sequence, bool endOfBatch)
        => Console.WriteLine($"#{sequence}: {trade.Quantity} @ {trade.Price}");
}
