using NDisruptor;

// An order pipeline: a synchronous risk check on a consumer thread, then an async journal that writes each
// batch to a file. The journal awaits the disk without holding a thread, and while no orders arrive it waits
// without spinning: the risk check (its upstream) wakes it only when it is waiting.
int count = args.Length > 0 ? int.Parse(args[0]) : 100_000;
string path = Path.Combine(Path.GetTempPath(), $"orders-{Environment.ProcessId}.journal");

await using var journal = new Journal(path);
var disruptor = new ValueDisruptor<Order>(1024, ProducerType.Single, new YieldingWaitStrategy());
disruptor.HandleEventsWith(new RiskCheck()).Then(journal);
ValueRingBuffer<Order> ring = disruptor.Start();

for (long id = 0; id < count; id++)
{
    using var scope = ring.PublishEvent();
    ref Order order = ref scope.Event();
    order.Id = id;
    order.Price = 100 + (id % 7);
    order.Quantity = id % 10 == 9 ? -1 : 10; // every tenth order is malformed: the risk check rejects it
}

await disruptor.ShutdownAsync(TimeSpan.FromSeconds(30)); // drains both stages, the journal's last write included

long lines = File.ReadLines(path).LongCount();
long rejected = File.ReadLines(path).LongCount(l => l.EndsWith(",rejected", StringComparison.Ordinal));
File.Delete(path);
Console.WriteLine($"journal: {lines} orders in {journal.Batches} batches, {rejected} rejected");
if (lines != count || rejected != count / 10)
{
    Console.Error.WriteLine($"expected {count} orders with {count / 10} rejected");
    return 1;
}

Console.WriteLine("journal ok");
return 0;
