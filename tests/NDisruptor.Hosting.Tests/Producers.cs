using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Hosting;

namespace NDisruptor.Hosting.Tests;

/// <summary>What a hosted producer saw, for the test to read after the host stopped.</summary>
public sealed class FeedReport
{
    private Exception? _stoppedBy;

    public Exception? StoppedBy => Volatile.Read(ref _stoppedBy);

    public void Stopped(Exception exception) => Volatile.Write(ref _stoppedBy, exception);
}

/// <summary>
/// A producer written as docs/hosting.md says: publishes on a pool thread until the disruptor stops, then returns.
/// It does not look at its stopping token, so that the only way out is the publisher's exception: the test sees it
/// however the threads are scheduled.
/// </summary>
public sealed class StoppingFeed(IEventPublisher<Order> publisher, FeedReport report) : BackgroundService
{
    protected override Task ExecuteAsync(CancellationToken stoppingToken) => Task.Run(
        () =>
        {
            try
            {
                for (long id = 0; ; id++)
                {
                    publisher.Publish(id, static (ref Order order, long sequence, long id) => (order.Id, order.Source) = (id, "feed"));
                }
            }
            catch (DisruptorStoppedException stopped)
            {
                report.Stopped(stopped);
            }
        },
        stoppingToken);
}

/// <summary>The same producer without the catch: the publisher's exception escapes ExecuteAsync and fails the service.</summary>
public sealed class CarelessFeed(IEventPublisher<Order> publisher) : BackgroundService
{
    protected override Task ExecuteAsync(CancellationToken stoppingToken) => Task.Run(
        () =>
        {
            for (long id = 0; ; id++)
            {
                publisher.Publish(id, static (ref Order order, long sequence, long id) => (order.Id, order.Source) = (id, "feed"));
            }
        },
        stoppingToken);
}
