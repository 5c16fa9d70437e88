using System;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using static NDisruptor.Hosting.Tests.TestHost;

namespace NDisruptor.Hosting.Tests;

/// <summary>
/// A hosted value disruptor lays out its ring as one made outside the host does: spread to 32 MiB as it starts when no
/// consumer follows another, unless the ring itself was handed out before (injected, read from the disruptor, or published
/// to). Publishers resolved before the start take the ring only at their first event.
/// </summary>
public sealed class HostedRingLayoutTests
{
    // 65,536 events of 8 bytes: 512 KiB of slots, which the ring's default spreads 8 times (4 MiB) and the start 64 times.
    private const int Capacity = 65536;

    private static readonly EventTranslator<Tick, long> FillTick = static (ref Tick tick, long sequence, long id) => tick.Id = id;

    [Fact]
    public async Task A_ring_nobody_took_before_the_host_started_is_spread_as_it_starts_and_a_ring_handed_out_keeps_its_layout()
    {
        const int events = 3 * Capacity;
        var ledger = new Ledger();
        (IHost host, _) = Build(ledger, services => services
            .AddValueDisruptor<Tick>("published", OneConsumer)
            .AddValueDisruptor<Tick>("injected", OneConsumer)
            .AddValueDisruptor<Tick>("early", OneConsumer)
            .AddValueDisruptor<Tick>("chained", d =>
            {
                d.BufferSize = Capacity;
                d.HandleEventsWith<TickCounter>().Then<TickCounter>();
            }));
        IServiceProvider services = host.Services;

        // Before the host starts, as services' constructors would: a publisher taken, a ring taken, and a publisher that
        // publishes at once.
        var published = services.GetRequiredKeyedService<IEventPublisher<Tick>>("published");
        ValueRingBuffer<Tick> injected = services.GetRequiredKeyedService<ValueRingBuffer<Tick>>("injected");
        var early = services.GetRequiredKeyedService<IEventPublisher<Tick>>("early");
        early.Publish(0L, FillTick);
        var chained = services.GetRequiredKeyedService<IEventPublisher<Tick>>("chained");
        await host.StartAsync();

        AssertSpreadBy(services.GetRequiredKeyedService<ValueRingBuffer<Tick>>("published"), 64);
        AssertSpreadBy(injected, 8);
        AssertSpreadBy(services.GetRequiredKeyedService<ValueRingBuffer<Tick>>("early"), 8);
        AssertSpreadBy(services.GetRequiredKeyedService<ValueRingBuffer<Tick>>("chained"), 8);

        // Three laps of the capacity through each: the producers wait on the consumers, and every event arrives once, in order.
        await Task.WhenAll(
            Task.Run(() => PublishFrom(published, 0, events)),
            Task.Run(() =>
            {
                for (long i = 0; i < events; i++)
                {
                    long sequence = injected.Next();
                    injected[sequence].Id = i;
                    injected.Publish(sequence);
                }
            }),
            Task.Run(() => PublishFrom(early, 1, events)),
            Task.Run(() => PublishFrom(chained, 0, events))).WaitAsync(Bound);
        await host.StopAsync().WaitAsync(Bound);

        Recorder[] counters = [.. ledger.Handlers];
        Assert.Equal(5, counters.Length);
        Assert.All(counters, c => Assert.Null(c.Error));
        Assert.All(counters, c => Assert.Equal(events, c.Count));
        host.Dispose();
    }

    [Fact]
    public async Task A_publisher_racing_the_start_loses_no_event_whichever_layout_the_ring_gets()
    {
        const int events = 2 * Capacity;
        for (int attempt = 0; attempt < 8; attempt++)
        {
            var ledger = new Ledger();
            (IHost host, _) = Build(ledger, services => services.AddValueDisruptor<Tick>("raced", OneConsumer));
            var publisher = host.Services.GetRequiredService<IEventPublisher<Tick>>();

            // The first event, and so the taking of the ring, lands before, during or after the start's layout.
            using var go = new Barrier(2);
            Task producer = Task.Run(() =>
            {
                go.SignalAndWait();
                PublishFrom(publisher, 0, events);
            });
            go.SignalAndWait();
            await host.StartAsync();
            await producer.WaitAsync(Bound);

            // Which layout the ring got depends on the race (the first event usually wins it): either is right, and what the
            // test holds to is below, that no event is lost or handed out twice or out of order whichever it was.
            ValueRingBuffer<Tick> ring = host.Services.GetRequiredService<ValueRingBuffer<Tick>>();
            Assert.True(IsSpreadBy(ring, 8) || IsSpreadBy(ring, 64), "the ring is spread neither as made nor as the start spreads it");
            await host.StopAsync().WaitAsync(Bound);

            Recorder counter = Assert.Single(ledger.Handlers);
            Assert.Null(counter.Error);
            Assert.Equal(events, counter.Count);
            host.Dispose();
        }
    }

    private static void OneConsumer(ValueDisruptorBuilder<Tick> d)
    {
        d.BufferSize = Capacity;
        d.ProducerType = ProducerType.Single;
        d.HandleEventsWith<TickCounter>();
    }

    private static void PublishFrom(IEventPublisher<Tick> publisher, long first, long end)
    {
        for (long i = first; i < end; i++)
        {
            publisher.Publish(i, FillTick);
        }
    }

    private static void AssertSpreadBy(ValueRingBuffer<Tick> ring, int factor)
        => Assert.True(IsSpreadBy(ring, factor), $"the ring's slots are not spread {factor} times its capacity");

    // Sequences a lap of slots apart share a slot; half a lap apart they do not.
    private static bool IsSpreadBy(ValueRingBuffer<Tick> ring, int factor)
        => Unsafe.AreSame(ref ring[0], ref ring[(long)factor * Capacity]) && !Unsafe.AreSame(ref ring[0], ref ring[(long)factor / 2 * Capacity]);
}
