using System.Globalization;
using NDisruptor;

// A diamond publishing trades while the NDisruptor meter reports how full the ring is and how far each consumer
// lags. The printer below is an in-process MeterListener showing the names dotnet-counters shows; to watch them
// from outside instead, run this with a large event count and, in another shell:
//     dotnet-counters monitor -n Metrics --counters NDisruptor
// Usage: dotnet run -c Release --project samples/Metrics [-- events]
long events = args.Length > 0 ? long.Parse(args[0], CultureInfo.InvariantCulture) : 500_000;

using var printer = new CountersPrinter(DisruptorMetrics.MeterName);

var disruptor = new Disruptor<Trade>(() => new Trade(), 1024, ProducerType.Single, new YieldingWaitStrategy())
{
    Name = "trades",                                 // the ndisruptor.disruptor tag; "Trade" (the event type) by default
};
var journal = new Journal();
var risk = new Risk();
var settle = new Settle();
disruptor.HandleEventsWith(journal, risk).Then(settle);
disruptor.SetConsumerName(risk, "risk-check");      // the ndisruptor.consumer tag; the handler's type name by default
disruptor.SetExceptionHandler(risk, new LogAndSkip());
RingBuffer<Trade> ring = disruptor.Start();

var producer = Task.Run(() =>
{
    for (long i = 0; i < events; i++)
    {
        using var scope = ring.PublishEvent();
        scope.Event().Id = i;
        scope.Event().Quantity = i == events / 2 ? -1 : 1 + (i & 7); // one bad trade: risk-check throws on it
    }
});

// While the producer runs: a snapshot every half second or so.
while (!producer.Wait(TimeSpan.FromMilliseconds(500)))
{
    Console.WriteLine(printer.Snapshot());
}

SpinWait.SpinUntil(() => disruptor.GetSequenceValueFor(settle) == events - 1, TimeSpan.FromSeconds(30));
string final = printer.Snapshot();
Console.WriteLine("after the producer finished and the consumers drained:");
Console.WriteLine(final);

// The checks CI runs on this sample: every instrument seen, and the drained values match the event count.
const string Ring = "ndisruptor.disruptor=trades";
bool ok = printer.Instruments.Count == 9
    && printer.Get("ndisruptor.producer.events ({event})", Ring) == events
    && printer.Get("ndisruptor.producer.aborted ({event})", Ring) == 0
    && printer.Get("ndisruptor.ring.usage ({event})", Ring) == 0
    && printer.Get("ndisruptor.ring.size ({event})", Ring) == 1024
    && printer.Get("ndisruptor.consumer.events ({event})", $"{Ring},ndisruptor.consumer=Settle") == events
    && printer.Get("ndisruptor.consumer.lag ({event})", $"{Ring},ndisruptor.consumer=risk-check") == 0
    && printer.Get("ndisruptor.consumer.errors ({exception})", $"{Ring},ndisruptor.consumer=risk-check") == 1;
await disruptor.ShutdownAsync(TimeSpan.FromSeconds(10));
Console.WriteLine(ok ? $"metrics ok: {printer.Instruments.Count} instruments, {events:N0} events" : "METRICS MISMATCH");
return ok ? 0 : 1;

internal sealed class Trade
{
    public long Id;
    public long Quantity;
    public long Settled;
}

internal sealed class Journal : IEventHandler<Trade>
{
    private long _last = -1;

    public void OnEvent(Trade trade, long sequence, bool endOfBatch) => _last = trade.Id;
}

internal sealed class Risk : IEventHandler<Trade>
{
    public void OnEvent(Trade trade, long sequence, bool endOfBatch)
    {
        if (trade.Quantity <= 0)
        {
            throw new InvalidOperationException($"trade {trade.Id} has quantity {trade.Quantity}");
        }
    }
}

internal sealed class Settle : IEventHandler<Trade>
{
    public void OnEvent(Trade trade, long sequence, bool endOfBatch) => trade.Settled = trade.Quantity;
}

internal sealed class LogAndSkip : IExceptionHandler<Trade>
{
    public void HandleEventException(Exception exception, long sequence, Trade data) => Console.WriteLine($"skipped {sequence}: {exception.Message}");

    public void HandleOnStartException(Exception exception) => Console.WriteLine(exception.Message);

    public void HandleOnShutdownException(Exception exception) => Console.WriteLine(exception.Message);
}
