using System.Globalization;
using NDisruptor;
using NDisruptor.Hosting;

// A worker service: the host starts the "orders" disruptor, OrderFeed publishes into it, and when the feed is done it
// stops the application; the host's StopAsync drains the disruptor before the process exits.
// Usage: dotnet run -c Release --project samples/Hosting [-- orders]
long orders = args.Length > 0 ? long.Parse(args[0], CultureInfo.InvariantCulture) : 200_000;

HostApplicationBuilder builder = Host.CreateApplicationBuilder();
builder.Services.AddSingleton(new FeedSettings(orders));
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
Totals totals = host.Services.GetRequiredService<Totals>();
await host.RunAsync();

long expected = orders * (orders - 1) / 2;
bool ok = totals.Journalled == orders && totals.Checked == orders && totals.Settled == orders && totals.Amount == expected;
Console.WriteLine(ok
    ? $"hosting ok: {orders:N0} orders journalled, risk-checked and settled before the host stopped"
    : $"HOSTING MISMATCH: journalled {totals.Journalled}, checked {totals.Checked}, settled {totals.Settled}, amount {totals.Amount} (expected {expected})");
return ok ? 0 : 1;

internal sealed record FeedSettings(long Orders);

internal sealed class Order
{
    public long Id;
    public long Amount;
}

/// <summary>What the handlers counted; each field has one writer (its handler's thread).</summary>
internal sealed class Totals
{
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

/// <summary>The producer: publishes the orders through the injected publisher, then stops the application.</summary>
internal sealed partial class OrderFeed(IEventPublisher<Order> publisher, FeedSettings settings, IHostApplicationLifetime lifetime, ILogger<OrderFeed> logger)
    : BackgroundService
{
    protected override Task ExecuteAsync(CancellationToken stoppingToken) => Task.Run(
        () =>
        {
            long id = 0;
            for (; id < settings.Orders && !stoppingToken.IsCancellationRequested; id++)
            {
                publisher.Publish(id, static (ref Order order, long sequence, long id) => (order.Id, order.Amount) = (id, id));
            }

            LogPublished(logger, id);
            lifetime.StopApplication();
        },
        stoppingToken);

    [LoggerMessage(1, LogLevel.Information, "published {Orders} orders; stopping the application")]
    private static partial void LogPublished(ILogger logger, long orders);
}
