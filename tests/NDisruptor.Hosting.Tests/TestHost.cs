using System;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;

namespace NDisruptor.Hosting.Tests;

/// <summary>The real Generic Host every test runs: empty (no configuration files, no console lifetime), logging to a collector.</summary>
internal static class TestHost
{
    /// <summary>How long any wait in these tests may take before the test fails instead of hanging.</summary>
    public static readonly TimeSpan Bound = TimeSpan.FromSeconds(60);

    /// <summary>Fills an order published to the disruptor named "orders" with the id it is given.</summary>
    public static readonly EventTranslator<Order, long> FillOrder = static (ref Order order, long sequence, long id) => (order.Id, order.Source) = (id, "orders");

    public static (IHost Host, LogCollector Logs) Build(Ledger ledger, Action<IServiceCollection> configure, TimeSpan? shutdownTimeout = null)
    {
        var logs = new LogCollector();
        HostApplicationBuilder builder = Host.CreateEmptyApplicationBuilder(new HostApplicationBuilderSettings());
        builder.Logging.AddProvider(logs);
        builder.Services.AddSingleton(ledger);
        builder.Services.Configure<HostOptions>(o => o.ShutdownTimeout = shutdownTimeout ?? Bound);
        configure(builder.Services);
        return (builder.Build(), logs);
    }

    /// <summary>Journaller and Replicator in parallel, then Business: the graph most tests use.</summary>
    public static void Diamond(DisruptorBuilder<Order> d) => d.HandleEventsWith<Journaller, Replicator>().Then<Business>();

    /// <summary>
    /// Publishes orders 0 to <paramref name="count"/> - 1 to a disruptor whose handler fails at order <paramref name="failAt"/>.
    /// The consumer can fail while this loop still runs (the publishing thread may lose its core for any length of
    /// time), and the disruptor then refuses the orders after it: such a refusal ends the loop, any other fails the test.
    /// </summary>
    public static void PublishUntilRefused(IEventPublisher<Order> publisher, long count, long failAt)
    {
        for (long i = 0; i < count; i++)
        {
            try
            {
                publisher.Publish(i, FillOrder);
            }
            catch (DisruptorStoppedException) when (i > failAt)
            {
                return;
            }
        }
    }

    public static void Publish(IEventPublisher<Order> publisher, string source, int events)
    {
        for (long i = 0; i < events; i++)
        {
            publisher.Publish((i, source), static (ref Order order, long sequence, (long Id, string Source) state) => (order.Id, order.Source) = state);
        }
    }
}
