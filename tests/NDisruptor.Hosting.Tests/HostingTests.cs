using System;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;
using static NDisruptor.Hosting.Tests.TestHost;

namespace NDisruptor.Hosting.Tests;

/// <summary>Hosted disruptors in a real Generic Host: started with it, drained when it stops, faults logged and acted on.</summary>
public sealed class HostingTests
{
    [Fact]
    public async Task Started_with_the_host_and_a_graceful_stop_drains_every_published_event()
    {
        const int events = 1000;
        var ledger = new Ledger { SlowEvents = 50 };
        ledger.Gate.Reset();
        (IHost host, LogCollector logs) = Build(ledger, services => services.AddDisruptor<Order>("orders", Diamond));
        await host.StartAsync();

        // The business stage waits for the host to begin stopping: everything is still in the ring when StopAsync starts.
        var lifetime = host.Services.GetRequiredService<IHostApplicationLifetime>();
        lifetime.ApplicationStopping.Register(ledger.Gate.Set);
        var publisher = host.Services.GetRequiredService<IEventPublisher<Order>>();
        Assert.Equal("orders", publisher.Name);
        for (long i = 0; i < events; i++)
        {
            publisher.Publish(i, FillOrder);
        }

        var business = ledger.Handlers.OfType<Business>().Single();
        Assert.Equal(0, business.Count);
        await host.StopAsync().WaitAsync(Bound);

        Assert.All(ledger.Handlers, h => Assert.Equal(events, h.Count));
        Assert.All(ledger.Handlers, h => Assert.Null(h.Error));
        Assert.Equal(3, ledger.Handlers.Count);
        logs.Single(LogLevel.Information, "Disruptor 'orders' started: 1024 slots, Multi producer, 3 consumers");
        logs.Single(LogLevel.Information, $"Disruptor 'orders' drained and stopped at sequence {events - 1}");
        host.Dispose();
    }

    [Fact]
    public async Task A_faulting_handler_stops_the_host_and_the_exception_is_logged()
    {
        var ledger = new Ledger { FailAt = 5 };
        (IHost host, LogCollector logs) = Build(ledger, services => services.AddDisruptor<Order>("orders", Diamond));
        Task run = host.RunAsync(); // disposes the host once it has stopped
        var publisher = host.Services.GetRequiredService<IEventPublisher<Order>>();
        var disruptor = host.Services.GetRequiredKeyedService<Disruptor<Order>>("orders");
        PublishUntilRefused(publisher, 10, failAt: 5);

        // Nobody asks the host to stop: the fault does.
        await run.WaitAsync(Bound);

        LogCollector.Entry failure = logs.Single(LogLevel.Error, "Disruptor 'orders': handler Business failed at sequence 5; the consumer stops and the application is stopping");
        Assert.IsType<InvalidOperationException>(failure.Exception);
        Assert.Equal("business rejects order 5", failure.Exception!.Message);
        Assert.Equal(6, ledger.Handlers.OfType<Business>().Single().Count);
        Assert.IsType<EventProcessingException>(disruptor.Fault);
        Assert.True(logs.Any(LogLevel.Error, "Disruptor 'orders' stopped with a faulted consumer"));
        host.Dispose();
    }

    [Fact]
    public async Task LogAndSkip_logs_the_failure_and_keeps_handling_while_the_host_runs()
    {
        const int events = 100;
        var ledger = new Ledger { FailAt = 5 };
        (IHost host, LogCollector logs) = Build(ledger, services => services.AddDisruptor<Order>("orders", d =>
        {
            Diamond(d);
            d.OnHandlerFault = HandlerFaultBehavior.LogAndSkip;
        }));
        await host.StartAsync();
        var publisher = host.Services.GetRequiredKeyedService<IEventPublisher<Order>>("orders");
        for (long i = 0; i < events; i++)
        {
            publisher.Publish(i, FillOrder);
        }

        var business = ledger.Handlers.OfType<Business>().Single();
        Assert.True(SpinWait.SpinUntil(() => business.Count == events, Bound));
        Assert.False(host.Services.GetRequiredService<IHostApplicationLifetime>().ApplicationStopping.IsCancellationRequested);
        await host.StopAsync().WaitAsync(Bound);
        Assert.IsType<InvalidOperationException>(logs.Single(LogLevel.Error, "failed at sequence 5; the event is skipped").Exception);
        Assert.Null(business.Error);
        host.Dispose();
    }

    [Fact]
    public async Task StopConsumer_stops_the_failing_consumer_and_faults_the_disruptor_while_the_host_runs()
    {
        var ledger = new Ledger { FailAt = 5 };
        (IHost host, LogCollector logs) = Build(ledger, services => services.AddDisruptor<Order>("orders", d =>
        {
            Diamond(d);
            d.OnHandlerFault = HandlerFaultBehavior.StopConsumer;
        }));
        await host.StartAsync();
        var publisher = host.Services.GetRequiredService<IEventPublisher<Order>>();
        PublishUntilRefused(publisher, 10, failAt: 5);

        var disruptor = host.Services.GetRequiredService<Disruptor<Order>>();
        Assert.True(SpinWait.SpinUntil(() => disruptor.Fault is not null, Bound));

        // A wrongly queued StopApplication would run on the thread pool: give it time to show, then check it did not.
        await Task.Delay(200);
        Assert.False(host.Services.GetRequiredService<IHostApplicationLifetime>().ApplicationStopping.IsCancellationRequested);
        Assert.Equal(6, ledger.Handlers.OfType<Business>().Single().Count);
        Assert.IsType<InvalidOperationException>(logs.Single(LogLevel.Error, "failed at sequence 5; the consumer stops").Exception);

        await host.StopAsync().WaitAsync(Bound);
        Assert.True(logs.Any(LogLevel.Error, "Disruptor 'orders' stopped with a faulted consumer"));
        host.Dispose();
    }

    [Fact]
    public async Task Several_named_disruptors_each_get_their_own_events()
    {
        const int a = 300, b = 500, c = 700;
        var ledger = new Ledger();
        (IHost host, LogCollector logs) = Build(ledger, services => services
            .AddDisruptor<Order>("a", d => d.HandleEventsWith<Journaller>())
            .AddDisruptor<Order>("b", d =>
            {
                d.BufferSize = 64;
                d.ProducerType = ProducerType.Single;
                d.WaitStrategy = static _ => new YieldingWaitStrategy();
                d.HandleEventsWith<Journaller>();
            })
            .AddValueDisruptor<Tick>("c", d =>
            {
                d.LapBytes = 1 << 20; // 1,024 events of 8 bytes spread 128 times
                d.HandleEventsWith<TickCounter>();
            }));
        await host.StartAsync();

        IServiceProvider services = host.Services;
        Assert.Same(services.GetRequiredKeyedService<IEventPublisher<Order>>("a"), services.GetRequiredService<IEventPublisher<Order>>());
        Assert.Same(services.GetRequiredKeyedService<RingBuffer<Order>>("a"), services.GetRequiredService<RingBuffer<Order>>());
        Assert.Equal(64, services.GetRequiredKeyedService<RingBuffer<Order>>("b").BufferSize);
        Assert.Equal("b", services.GetRequiredKeyedService<Disruptor<Order>>("b").Name);

        Publish(services.GetRequiredKeyedService<IEventPublisher<Order>>("a"), "a", a);
        Task producerB = Task.Run(() => Publish(services.GetRequiredKeyedService<IEventPublisher<Order>>("b"), "b", b));
        ValueRingBuffer<Tick> ticks = services.GetRequiredService<ValueRingBuffer<Tick>>();
        Assert.Equal(1024, ticks.BufferSize);
        Assert.False(Unsafe.AreSame(ref ticks[0], ref ticks[64 * 1024]), "the ring is spread less than its lap asks");
        Assert.True(Unsafe.AreSame(ref ticks[0], ref ticks[128 * 1024]), "the ring is spread more than its lap asks");
        for (long i = 0; i < c; i++)
        {
            using var scope = ticks.PublishEvent();
            scope.Event().Id = i;
        }

        await producerB.WaitAsync(Bound);
        await host.StopAsync().WaitAsync(Bound);

        Recorder[] handlers = [.. ledger.Handlers];
        Assert.Equal(3, handlers.Length);
        Assert.All(handlers, h => Assert.Null(h.Error));
        Assert.Equal(a, Assert.Single(handlers, h => h.Sources.SequenceEqual(["a"])).Count);
        Assert.Equal(b, Assert.Single(handlers, h => h.Sources.SequenceEqual(["b"])).Count);
        Assert.Equal(c, Assert.Single(handlers, h => h.Sources.SequenceEqual(["ticks"])).Count);
        foreach (string name in new[] { "a", "b", "c" })
        {
            Assert.True(logs.Any(LogLevel.Information, $"Disruptor '{name}' drained and stopped"), name);
        }

        host.Dispose();
    }

    [Fact]
    public async Task A_singleton_handler_named_by_two_disruptors_is_warned_of()
    {
        // Registered as a singleton, one Journaller runs in both disruptors' graphs: each calls it from its own consumer
        // thread, at once. The host says so at start; the unregistered Replicator gets an instance per place and is not named.
        var ledger = new Ledger();
        (IHost host, LogCollector logs) = Build(ledger, services => services
            .AddSingleton<Journaller>()
            .AddDisruptor<Order>("a", d => d.HandleEventsWith<Journaller, Replicator>())
            .AddDisruptor<Order>("b", d => d.HandleEventsWith<Replicator>().Then<Journaller>()));
        await host.StartAsync();

        LogCollector.Entry warning = logs.Single(LogLevel.Warning, "the same instance");
        Assert.Contains("Disruptor 'b': handler Journaller is the same instance that disruptor 'a' runs", warning.Message, StringComparison.Ordinal);
        Assert.DoesNotContain(logs.Entries, e => e.Message.Contains("handler Replicator is the same instance", StringComparison.Ordinal));

        await host.StopAsync().WaitAsync(Bound);
        host.Dispose();
    }

    [Fact]
    public async Task A_backlog_that_outlasts_the_shutdown_timeout_is_halted_and_reported()
    {
        var ledger = new Ledger();
        ledger.Gate.Reset();
        (IHost host, LogCollector logs) = Build(ledger, services => services.AddDisruptor<Order>("orders", Diamond), TimeSpan.FromMilliseconds(300));
        try
        {
            await host.StartAsync();
            var publisher = host.Services.GetRequiredService<IEventPublisher<Order>>();
            for (long i = 0; i < 10; i++)
            {
                publisher.Publish(i, FillOrder);
            }

            await host.StopAsync().WaitAsync(Bound);
            Assert.True(logs.Any(LogLevel.Warning, "Disruptor 'orders' was halted before its consumers drained (cursor 9, slowest consumer -1)"));
        }
        finally
        {
            ledger.Gate.Set();
            host.Dispose();
        }
    }

    [Fact]
    public void Bad_registrations_are_refused_at_once()
    {
        var services = new ServiceCollection();
        Assert.Throws<ArgumentException>(() => services.AddDisruptor<Order>(" ", d => d.HandleEventsWith<Journaller>()));
        services.AddDisruptor<Order>("orders", d => d.HandleEventsWith<Journaller>());
        ArgumentException taken = Assert.Throws<ArgumentException>(() => services.AddValueDisruptor<Tick>("orders", d => d.HandleEventsWith<TickCounter>()));
        Assert.Contains("'orders' is already registered", taken.Message, StringComparison.Ordinal);
        Assert.Throws<InvalidOperationException>(() => services.AddDisruptor<Order>("empty", _ => { }));
        Assert.Throws<InvalidOperationException>(() => services.AddDisruptor<Order>("then-first", d => d.Then<Journaller>()));
        Assert.Throws<InvalidOperationException>(() => services.AddDisruptor<Order>("twice", d => d.HandleEventsWith<Journaller>().HandleEventsWith<Replicator>()));
        ArgumentOutOfRangeException size = Assert.Throws<ArgumentOutOfRangeException>(() => services.AddDisruptor<Order>("size", d => d.BufferSize = 1000));
        Assert.Contains("use 1024", size.Message, StringComparison.Ordinal);
        ArgumentOutOfRangeException lap = Assert.Throws<ArgumentOutOfRangeException>(() => services.AddValueDisruptor<Tick>("lap", d => d.LapBytes = -1));
        Assert.Contains("LapBytes -1 is outside 0", lap.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentOutOfRangeException>(() => services.AddValueDisruptor<Tick>("long-lap", d => d.LapBytes = ValueRingBuffer<Tick>.MaxLapBytes + 1));
        Assert.Throws<ArgumentException>(() => services.AddDisruptor<Order>("nulls", d => d.HandleEventsWith(null!, null!)));

        // Values outside an enum were read as one of its members later, at the first fault or the ring's creation.
        ArgumentOutOfRangeException fault = Assert.Throws<ArgumentOutOfRangeException>(() => services.AddDisruptor<Order>("fault", d => d.OnHandlerFault = (HandlerFaultBehavior)3));
        Assert.Contains("HandlerFaultBehavior 3 is not defined; use one of StopApplication", fault.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentOutOfRangeException>(() => services.AddValueDisruptor<Tick>("producers", d => d.ProducerType = (ProducerType)7));
    }
}
