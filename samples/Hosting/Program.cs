using System.Globalization;
using NDisruptor;
using NDisruptor.Hosting;

// A worker service: the host starts the "orders" disruptor, OrderFeed publishes into it, and when the feed is done it
// stops the application; the host's StopAsync drains the disruptor before the process exits. Ctrl+C stops it early:
// the feed stops publishing, and what it published is still drained. Exit code: 0 when every published order was
// journalled, risk-checked and settled, 1 when the totals disagree, 2 when a handler failed.
// Usage: dotnet run -c Release --project samples/Hosting [-- orders [bad-order]]
//   bad-order: the id of an order given a negative amount, which RiskCheck rejects (the fault path, docs/hosting.md)
long orders = args.Length > 0 ? long.Parse(args[0], CultureInfo.InvariantCulture) : 200_000;
long badOrder = args.Length > 1 ? long.Parse(args[1], CultureInfo.InvariantCulture) : -1;

HostApplicationBuilder builder = Host.CreateApplicationBuilder();
builder.Services.AddSingleton(new FeedSettings(orders, badOrder));
builder.Services.AddSingleton<Totals>();

// The disruptor first, the producer after it: the host stops services in reverse order, so the feed stops publishing
// before the disruptor drains.
builder.Services.AddDisruptor<Order>("orders", d =>
{
    d.BufferSize = 4096;
    d.ProducerType = ProducerType.Single;          // OrderFeed is the only publisher
    d.HandleEventsWith<Journal, RiskCheck>().Then<Settlement>(); // handlers come from DI (Totals is injected)
    // d.OnHandlerFault = HandlerFaultBehavior.LogAndSkip;       // the default stops the application
});
builder.Services.AddHostedService<OrderFeed>();

IHost host = builder.Build();

// Resolved before RunAsync, which disposes the services when the host has stopped.
Totals totals = host.Services.GetRequiredService<Totals>();
Disruptor<Order> disruptor = host.Services.GetRequiredService<Disruptor<Order>>();
await host.RunAsync();

if (disruptor.Fault is { } fault)
{
    Console.WriteLine($"hosting stopped by a handler fault after {totals.Published:N0} orders: {fault.InnerException?.Message ?? fault.Message}");
    return 2;
}

// Checked against what the feed published, not what was asked for: Ctrl+C may have stopped it early.
long published = totals.Published;
long expected = published * (published - 1) / 2;
bool ok = totals.Journalled == published && totals.Checked == published && totals.Settled == published && totals.Amount == expected;
string early = published < orders ? $" (stopped early: {orders:N0} asked for)" : "";
Console.WriteLine(ok
    ? $"hosting ok: {published:N0} orders journalled, risk-checked and settled before the host stopped{early}"
    : $"HOSTING MISMATCH: published {published}, journalled {totals.Journalled}, checked {totals.Checked}, settled {totals.Settled}, amount {totals.Amount} (expected {expected})");
return ok ? 0 : 1;

internal sealed record FeedSettings(long Orders, long BadOrder);

internal sealed class Order
{
    public long Id;
    public long Amount;
}

/// <summary>What the feed published and the handlers counted; each field has one writer (the feed's or its handler's thread).</summary>
internal sealed class Totals
{
    public long Published;
    public long Journalled;
    public long Checked;
    public long Settled;
    public long Amount;
}

internal sealed class Journal(Totals totals) : IEventHandler<Order>
{
    public void OnEvent(Order order, long sequence, bool endOfBatch) => totals.Journalled++;
}

internal sealed class RiskCheck(Totals totals) : IEventHandler<Order>
{
    public void OnEvent(Order order, long sequence, bool endOfBatch)
    {
        if (order.Amount < 0)
        {
            throw new InvalidOperationException($"order {order.Id} has a negative amount");
        }

        totals.Checked++;
    }
}

internal sealed class Settlement(Totals totals) : IEventHandler<Order>
{
    public void OnEvent(Order order, long sequence, bool endOfBatch)
    {
        totals.Settled++;
        totals.Amount += order.Amount;
    }
}

/// <summary>
/// The producer: publishes the orders through the injected publisher, then stops the application. It stops early when
/// the host stops (Ctrl+C), or when the disruptor does (a handler failed): the publisher then throws
/// DisruptorStoppedException, which a hosted producer catches, since an exception that escapes ExecuteAsync fails the
/// host (docs/hosting.md, "What a producer sees when the consumers stop").
/// </summary>
internal sealed partial class OrderFeed(IEventPublisher<Order> publisher, FeedSettings settings, Totals totals, IHostApplicationLifetime lifetime, ILogger<OrderFeed> logger)
    : BackgroundService
{
    protected override Task ExecuteAsync(CancellationToken stoppingToken) => Task.Run(
        () =>
        {
            long id = 0;
            try
            {
                for (; id < settings.Orders && !stoppingToken.IsCancellationRequested; id++)
                {
                    long amount = id == settings.BadOrder ? -1 : id;
                    publisher.Publish((id, amount), static (ref Order order, long sequence, (long Id, long Amount) o) => (order.Id, order.Amount) = o);
                }
            }
            catch (DisruptorStoppedException stopped)
            {
                // Already logged where it happened; the host is stopping (StopApplication, the default fault behaviour).
                LogDisruptorStopped(logger, id, stopped.DisruptorName);
            }

            Volatile.Write(ref totals.Published, id);
            LogPublished(logger, id);
            lifetime.StopApplication();
        },
        stoppingToken);

    [LoggerMessage(1, LogLevel.Information, "published {Orders} orders; stopping the application")]
    private static partial void LogPublished(ILogger logger, long orders);

    [LoggerMessage(2, LogLevel.Warning, "disruptor '{Disruptor}' stopped after {Orders} orders; the feed stops publishing")]
    private static partial void LogDisruptorStopped(ILogger logger, long orders, string disruptor);
}
