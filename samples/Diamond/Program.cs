using System;
using System.Diagnostics;
using System.Globalization;
using System.Threading;
using NDisruptor;

// The Disruptor paper's diamond (its figure 2): a producer, a journaller and a replicator working in
// parallel on every event, and the business logic running on each event only after both.
// Usage: dotnet run -c Release --project samples/Diamond [-- events]
long events = args.Length > 0 ? long.Parse(args[0], CultureInfo.InvariantCulture) : 20_000_000;

// Four busy threads on however many cores: yield rather than spin when threads outnumber cores.
IWaitStrategy waitStrategy = Environment.ProcessorCount >= 4 ? new BusySpinWaitStrategy() : new YieldingWaitStrategy();
var disruptor = new ValueDisruptor<Order>(65536, ProducerType.Single, waitStrategy);
var journal = new Journaller();
var replicator = new Replicator();
var business = new BusinessLogic(events);
disruptor.HandleEventsWith(journal, replicator).Then(business);
ValueRingBuffer<Order> ring = disruptor.Start();

var clock = Stopwatch.StartNew();
for (long i = 0; i < events; i++)
{
    long sequence = ring.Next();
    ref Order order = ref ring[sequence];
    order.Id = i;
    order.Amount = i & 1023;
    ring.Publish(sequence);
}

business.Done.Wait();
clock.Stop();
await disruptor.ShutdownAsync(TimeSpan.FromSeconds(10));

long expected = 0;
for (long i = 0; i < events; i++)
{
    expected += (i & 1023) * 4; // amount + journalled (amount) + replicated (2 × amount)
}

Console.WriteLine($"diamond: {events:N0} events in {clock.Elapsed.TotalMilliseconds:N0} ms = {events / clock.Elapsed.TotalSeconds / 1e6:N1} M events/s ({waitStrategy.GetType().Name}, {Environment.ProcessorCount} cores)");
Console.WriteLine(business.Checksum == expected ? "checksum ok: every event journalled, replicated and processed once" : $"CHECKSUM MISMATCH: {business.Checksum} != {expected}");
return business.Checksum == expected ? 0 : 1;

internal struct Order
{
    public long Id;
    public long Amount;
    public long Journalled;
    public long Replicated;
}

internal sealed class Journaller : IValueEventHandler<Order>
{
    public void OnEvent(ref Order order, long sequence, bool endOfBatch) => order.Journalled = order.Amount;
}

internal sealed class Replicator : IValueEventHandler<Order>
{
    public void OnEvent(ref Order order, long sequence, bool endOfBatch) => order.Replicated = order.Amount * 2;
}

internal sealed class BusinessLogic(long events) : IValueEventHandler<Order>
{
    public readonly ManualResetEventSlim Done = new(false);
    public long Checksum;

    public void OnEvent(ref Order order, long sequence, bool endOfBatch)
    {
        // Runs after both parallel handlers: their writes to this slot are visible here.
        Checksum += order.Amount + order.Journalled + order.Replicated;
        if (sequence == events - 1)
        {
            Done.Set();
        }
    }
}
