using System;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;
using static NDisruptor.Hosting.Tests.TestHost;

namespace NDisruptor.Hosting.Tests;

/// <summary>
/// A handler fails under a producer that runs as a BackgroundService, on whichever Generic Host this build runs:
/// from Microsoft.Extensions.Hosting 11 on, an exception that escapes a BackgroundService makes RunAsync throw.
/// </summary>
public sealed class HostedProducerTests
{
    [Fact]
    public async Task A_handler_fault_under_a_producer_that_stops_on_DisruptorStoppedException_ends_RunAsync_normally()
    {
        var ledger = new Ledger { FailAt = 100 };
        var report = new FeedReport();
        (IHost host, LogCollector logs) = Build(ledger, services => services
            .AddSingleton(report)
            .AddDisruptor<Order>("orders", Diamond)
            .AddHostedService<StoppingFeed>());
        var disruptor = host.Services.GetRequiredService<Disruptor<Order>>();

        // Nobody stops the host but the fault; RunAsync returns once it has stopped in order, and disposes the host.
        await host.RunAsync().WaitAsync(Bound);

        DisruptorStoppedException stopped = Assert.IsType<DisruptorStoppedException>(report.StoppedBy);
        Assert.Equal("orders", stopped.DisruptorName);
        Assert.Same(disruptor.Fault, stopped.InnerException);
        Assert.Equal(101, ledger.Handlers.OfType<Business>().Single().Count);
        logs.Single(LogLevel.Error, "handler Business failed at sequence 100; the consumer stops and the application is stopping");
        logs.Single(LogLevel.Error, "Disruptor 'orders' stopped with a faulted consumer");
        Assert.False(logs.Any(LogLevel.Error, "BackgroundService failed"));
    }

    [Fact]
    public async Task A_producer_that_lets_DisruptorStoppedException_escape_fails_as_its_Generic_Host_fails_BackgroundServices()
    {
        var ledger = new Ledger { FailAt = 100 };
        (IHost host, LogCollector logs) = Build(ledger, services => services
            .AddDisruptor<Order>("orders", Diamond)
            .AddHostedService<CarelessFeed>());
        Task run = host.RunAsync();

        // What docs/hosting.md warns of: the host logs the producer as failed and stops; from version 11 on, RunAsync
        // also rethrows the producer's exception (an unhandled exception in a program that awaits it in Main).
        if (typeof(Host).Assembly.GetName().Version!.Major >= 11)
        {
            DisruptorStoppedException escaped = await Assert.ThrowsAsync<DisruptorStoppedException>(() => run.WaitAsync(Bound));
            Assert.Equal("orders", escaped.DisruptorName);
        }
        else
        {
            await run.WaitAsync(Bound);

            // Version 10 logs the failed service from a continuation of its task, which may run after RunAsync
            // has returned: wait (bounded) for the entry rather than read the log at once.
            var clock = System.Diagnostics.Stopwatch.StartNew();
            while (!logs.Any(LogLevel.Error, "BackgroundService failed") && clock.Elapsed < Bound)
            {
                await Task.Delay(5);
            }
        }

        Assert.IsType<DisruptorStoppedException>(logs.Single(LogLevel.Error, "BackgroundService failed").Exception);
        Assert.True(logs.Any(LogLevel.Error, "Disruptor 'orders' stopped with a faulted consumer"));
    }
}
