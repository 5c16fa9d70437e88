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

    public static void Publish(IEventPublisher<Order> publisher, string source, int events)
    {
        for (long i = 0; i < events; i++)
        {
            publisher.Publish((i, source), static (ref Order order, long sequence, (long Id, string Source) state) => (order.Id, order.Source) = state);
        }
    }
}
