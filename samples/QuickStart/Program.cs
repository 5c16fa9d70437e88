using NDisruptor;

var disruptor = new ValueDisruptor<Trade>(1024, ProducerType.Single, new YieldingWaitStrategy());
disruptor.HandleEventsWith(new PrintTrade());
ValueRingBuffer<Trade> ring = disruptor.Start();

using (var scope = ring.PublishEvent())         // claims a slot, publishes on Dispose
{
    ref Trade trade = ref scope.Event();        // the slot itself: no allocation, no copy
    trade.Price = 100; trade.Quantity = 10;
}

await disruptor.ShutdownAsync(TimeSpan.FromSeconds(5)); // drains, then stops

internal struct Trade { public long Price, Quantity; }
internal sealed class PrintTrade : IValueEventHandler<Trade>
{
    public void OnEvent(ref Trade t, long sequence, bool endOfBatch) => Console.WriteLine($"{t.Quantity} @ {t.Price}");
}
