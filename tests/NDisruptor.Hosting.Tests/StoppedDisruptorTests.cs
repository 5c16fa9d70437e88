using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;
using static NDisruptor.Hosting.Tests.TestHost;

namespace NDisruptor.Hosting.Tests;

/// <summary>What a producer sees once the consumers of its disruptor have stopped, or are stopping with the host.</summary>
public sealed class StoppedDisruptorTests
{
    [Fact]
    public async Task After_a_handler_fault_Publish_and_TryPublish_throw_DisruptorStoppedException_carrying_the_fault()
    {
        var ledger = new Ledger { FailAt = 5 };
        (IHost host, _) = Build(ledger, services => services.AddDisruptor<Order>("orders", d =>
        {
            Diamond(d);
            d.OnHandlerFault = HandlerFaultBehavior.StopConsumer;
        }));
        await host.StartAsync();
        var publisher = host.Services.GetRequiredService<IEventPublisher<Order>>();
        var disruptor = host.Services.GetRequiredService<Disruptor<Order>>();
        // Order 5 fails; the orders after it may already meet the stopped disruptor, which is what the rest of the test checks.
        PublishUntilRefused(publisher, 10, failAt: 5);

        Assert.True(SpinWait.SpinUntil(() => disruptor.Fault is not null, Bound));

        // The ring has room (10 of 1024 slots used): the publisher refuses because nothing would handle the event.
        long cursor = disruptor.Cursor;
        DisruptorStoppedException publish = Assert.Throws<DisruptorStoppedException>(() => publisher.Publish(10L, FillOrder));
        Assert.Equal("orders", publish.DisruptorName);
        Assert.Same(disruptor.Fault, publish.InnerException);
        Assert.Contains("a handler failed", publish.Message, StringComparison.Ordinal);
        DisruptorStoppedException tryPublish = Assert.Throws<DisruptorStoppedException>(() => publisher.TryPublish(10L, FillOrder));
        Assert.Same(disruptor.Fault, tryPublish.InnerException);
        Assert.Equal(cursor, disruptor.Cursor);

        await host.StopAsync().WaitAsync(Bound);
        host.Dispose();
    }

    [Fact]
    public async Task A_producer_waiting_on_a_full_ring_is_released_with_DisruptorStoppedException_when_a_handler_fails()
    {
        var ledger = new Ledger { FailAt = 0 };
        ledger.Gate.Reset();
        (IHost host, _) = Build(ledger, services => services.AddDisruptor<Order>("orders", d =>
        {
            d.BufferSize = 16;
            Diamond(d);
            d.OnHandlerFault = HandlerFaultBehavior.StopConsumer;
        }));
        await host.StartAsync();
        var publisher = host.Services.GetRequiredService<IEventPublisher<Order>>();
        var disruptor = host.Services.GetRequiredService<Disruptor<Order>>();

        // Business holds the first event at its gate: 16 events fill the ring and the 17th waits for room.
        Task blocked = Task.Run(() =>
        {
            for (long i = 0; i <= 16; i++)
            {
                publisher.Publish(i, FillOrder);
            }
        });
        Assert.True(SpinWait.SpinUntil(() => disruptor.Cursor >= 15, Bound)); // full: the 17th waits for room before it claims
        await Task.Delay(50);
        Assert.False(blocked.IsCompleted);

        ledger.Gate.Set(); // Business fails at sequence 0: its consumer stops, and the ring never gets room again
        DisruptorStoppedException stopped = await Assert.ThrowsAsync<DisruptorStoppedException>(() => blocked.WaitAsync(Bound));
        Assert.Same(disruptor.Fault, stopped.InnerException);
        Assert.IsType<EventProcessingException>(stopped.InnerException);

        await host.StopAsync().WaitAsync(Bound);
        host.Dispose();
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public async Task A_publish_under_way_when_the_host_stops_is_handled_before_the_consumers_stop(ProducerType producerType)
    {
        var ledger = new Ledger();
        (IHost host, _) = Build(ledger, services => services.AddDisruptor<Order>("orders", d =>
        {
            d.ProducerType = producerType;
            Diamond(d);
        }));
        await host.StartAsync();
        var publisher = host.Services.GetRequiredService<IEventPublisher<Order>>();
        using var entered = new ManualResetEventSlim();
        using var release = new ManualResetEventSlim();

        // The event is claimed and its translator is still filling it when the host begins to stop. Publish returns
        // normally, so the stop must wait for the event and let every handler see it; a single producer's cursor moves
        // only when it publishes, and the drain used to find nothing to wait for and stop the consumers first.
        Task<long> publishing = Task.Run(() => publisher.Publish(0L, (ref Order order, long sequence, long id) =>
        {
            entered.Set();
            Assert.True(release.Wait(Bound));
            (order.Id, order.Source) = (id, "orders");
        }));
        Assert.True(entered.Wait(Bound));
        Task stopping = host.StopAsync();
        await Task.Delay(100);
        release.Set();
        await stopping.WaitAsync(Bound);

        Assert.Equal(0, await publishing.WaitAsync(Bound));
        Assert.Equal(3, ledger.Handlers.Count);
        Assert.All(ledger.Handlers, handler =>
        {
            Assert.Null(handler.Error);
            Assert.Equal(1, handler.Count);
        });
        Assert.Throws<DisruptorStoppedException>(() => publisher.Publish(1L, FillOrder));
        host.Dispose();
    }

    [Fact]
    public async Task Once_the_host_stops_the_disruptor_Publish_and_TryPublish_throw_DisruptorStoppedException()
    {
        var ledger = new Ledger();
        (IHost host, _) = Build(ledger, services => services.AddDisruptor<Order>("orders", Diamond));
        await host.StartAsync();
        var publisher = host.Services.GetRequiredService<IEventPublisher<Order>>();
        var disruptor = host.Services.GetRequiredService<Disruptor<Order>>();
        publisher.Publish(0L, FillOrder);
        await host.StopAsync().WaitAsync(Bound);

        // An event published now would stay in the ring, unhandled and unreported.
        DisruptorStoppedException publish = Assert.Throws<DisruptorStoppedException>(() => publisher.Publish(1L, FillOrder));
        Assert.Equal("orders", publish.DisruptorName);
        Assert.Null(publish.InnerException);
        Assert.Contains("register producers after the disruptor", publish.Message, StringComparison.Ordinal);
        Assert.Throws<DisruptorStoppedException>(() => publisher.TryPublish(1L, FillOrder));
        Assert.Equal(0, disruptor.Cursor);
        Assert.Null(disruptor.Fault);
        host.Dispose();
    }

    [Fact]
    public async Task A_host_that_stops_before_starting_the_disruptor_says_nothing_was_handled()
    {
        // A hosted service before the disruptor fails to start: the host stops the disruptor it never started, which logged
        // "drained and stopped" over events nothing had handled.
        (IHost host, LogCollector logs) = Build(new Ledger(), services =>
        {
            services.AddHostedService<FailingStart>();
            services.AddDisruptor<Order>("orders", Diamond);
        });
        var publisher = host.Services.GetRequiredService<IEventPublisher<Order>>();
        publisher.Publish(1L, FillOrder);
        await Assert.ThrowsAsync<InvalidOperationException>(() => host.StartAsync());

        await host.StopAsync().WaitAsync(Bound);
        Assert.False(logs.Any(LogLevel.Information, "drained and stopped"));
        logs.Single(LogLevel.Warning, "Disruptor 'orders' stopped without having started");
        var disruptor = host.Services.GetRequiredService<Disruptor<Order>>();
        Assert.Throws<InvalidOperationException>(() => disruptor.Start());
        host.Dispose();
    }

    private sealed class FailingStart : IHostedService
    {
        public Task StartAsync(CancellationToken cancellationToken) => throw new InvalidOperationException("this service cannot start");

        public Task StopAsync(CancellationToken cancellationToken) => Task.CompletedTask;
    }
}
