using System;
using System.Collections.Generic;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Dsl;

/// <summary>
/// The paper's five topologies on real threads, for both ring kinds and both producer types. Small rings
/// so every run wraps hundreds of times; every event is checked by every stage (no gap, no repeat,
/// per-producer order, values written upstream), and the sums must match exactly.
/// </summary>
public sealed class TopologyTests
{
    private const int BufferSize = 64;
    private const long EventsPerProducer = 200_000;
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(60);

    // The shared producers claim batches of up to five.
    private static readonly int[] RandomRingSizes = [8, 16, 64, 1024];

    public static IEnumerable<object[]> Cases()
    {
        foreach (RingKind kind in Enum.GetValues<RingKind>())
        {
            foreach (ProducerType producerType in Enum.GetValues<ProducerType>())
            {
                yield return [kind, producerType];
            }
        }
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public async Task Unicast(RingKind kind, ProducerType producerType) =>
        await TestDisruptor.RunUnicastAsync(kind, BufferSize, producerType, new YieldingWaitStrategy(), EventsPerProducer, Bound);

    [Theory]
    [MemberData(nameof(Cases))]
    public async Task Pipeline_each_stage_sees_what_the_previous_one_wrote(RingKind kind, ProducerType producerType)
    {
        using var d = new TestDisruptor(kind, BufferSize, producerType, new YieldingWaitStrategy());
        var first = new Stage("first", EventsPerProducer, 1, write: (ref EventFields e) => e.Stage1 = e.Value * 2);
        var second = new Stage("second", EventsPerProducer, 1, write: (ref EventFields e) => e.Stage2 = e.Stage1 + 1, verify: e => e.Stage1 == e.Value * 2 ? null : "stage 1 not visible");
        var third = new Stage("third", EventsPerProducer, 1, verify: e => e.Stage2 == (e.Value * 2) + 1 ? null : "stage 2 not visible");
        var g1 = d.Handle(null, first);
        var g2 = d.Handle(g1, second);
        d.Handle(g2, third);
        d.Start();

        Producers.RunThreads(1, p => d.Publish(p, EventsPerProducer), Bound);

        StageAssert.AllSawEverything(Bound, EventsPerProducer, Expectations.SumFor(1, EventsPerProducer), first, second, third);
        await d.ShutdownAsync(Bound);
    }

    [Theory]
    [InlineData(RingKind.Value, 3)]
    [InlineData(RingKind.Class, 3)]
    [InlineData(RingKind.Native, 3)]
    [InlineData(RingKind.Value, 6)]
    public async Task Sequencer_many_producers_one_consumer_keeps_each_producers_order(RingKind kind, int producers)
    {
        // With 6 producers plus a consumer on this 2-core machine, threads outnumber cores three to
        // one: the test proves claims make progress anyway (docs/design.md, rule 5).
        using var d = new TestDisruptor(kind, BufferSize, ProducerType.Multi, new YieldingWaitStrategy());
        long perProducer = EventsPerProducer / 2;
        var consumer = new Stage("consumer", perProducer * producers, producers);
        d.Handle(null, consumer);
        d.Start();

        Producers.RunThreads(producers, p => d.Publish(p, perProducer), Bound);

        StageAssert.AllSawEverything(Bound, perProducer * producers, Expectations.SumFor(producers, perProducer), consumer);
        await d.ShutdownAsync(Bound);
    }

    [Fact]
    public async Task Sequencer_with_busy_spinning_consumer_and_more_threads_than_cores_finishes()
    {
        using var d = new TestDisruptor(RingKind.Value, 16, ProducerType.Multi, new BusySpinWaitStrategy());
        const int producers = 4;
        const long perProducer = 20_000;
        var consumer = new Stage("consumer", perProducer * producers, producers);
        d.Handle(null, consumer);
        d.Start();

        Producers.RunThreads(producers, p => d.Publish(p, perProducer), Bound);

        StageAssert.AllSawEverything(Bound, perProducer * producers, Expectations.SumFor(producers, perProducer), consumer);
        await d.ShutdownAsync(Bound);
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public async Task Multicast_every_consumer_sees_every_event(RingKind kind, ProducerType producerType)
    {
        using var d = new TestDisruptor(kind, BufferSize, producerType, new YieldingWaitStrategy());
        var a = new Stage("a", EventsPerProducer, 1);
        var b = new Stage("b", EventsPerProducer, 1);
        var c = new Stage("c", EventsPerProducer, 1);
        d.Handle(null, a, b, c);
        d.Start();

        Producers.RunThreads(1, p => d.Publish(p, EventsPerProducer), Bound);

        StageAssert.AllSawEverything(Bound, EventsPerProducer, Expectations.SumFor(1, EventsPerProducer), a, b, c);
        await d.ShutdownAsync(Bound);
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public async Task Diamond_join_sees_both_parallel_results(RingKind kind, ProducerType producerType)
    {
        using var d = new TestDisruptor(kind, BufferSize, producerType, new YieldingWaitStrategy());
        var left = new Stage("left", EventsPerProducer, 1, write: (ref EventFields e) => e.Stage1 = e.Value * 2);
        var right = new Stage("right", EventsPerProducer, 1, write: (ref EventFields e) => e.Stage2 = e.Value * 3);
        var join = new Stage("join", EventsPerProducer, 1, verify: e => e.Stage1 == e.Value * 2 && e.Stage2 == e.Value * 3 ? null : "a parallel stage's write is not visible");
        var group = d.Handle(null, left, right);
        d.Handle(group, join);
        d.Start();

        Producers.RunThreads(1, p => d.Publish(p, EventsPerProducer), Bound);

        StageAssert.AllSawEverything(Bound, EventsPerProducer, Expectations.SumFor(1, EventsPerProducer), left, right, join);
        await d.ShutdownAsync(Bound);
    }

    [Fact]
    [Trait("Category", "Stress")]
    public void Publish_and_consume_in_random_shapes()
    {
        // Producer type, ring size, graph and wait strategy vary per round; producers mix Next, scopes,
        // TryNext and Publish(lo, hi) batches.
        StressRounds.Run(random =>
        {
            var producerType = random.Next(2) == 0 ? ProducerType.Single : ProducerType.Multi;
            int producers = producerType == ProducerType.Single ? 1 : random.Next(2, 5);
            int size = RandomRingSizes[random.Next(RandomRingSizes.Length)];
            long perProducer = random.Next(500, 5_000);
            var kind = (RingKind)random.Next(3);
            using var d = new TestDisruptor(kind, size, producerType, random.Next(3) switch { 0 => new YieldingWaitStrategy(), 1 => new BlockingWaitStrategy(), _ => new SleepingWaitStrategy() });
            long total = producers * perProducer;
            var first = new Stage("first", total, producers);
            var second = new Stage("second", total, producers);
            var last = new Stage("last", total, producers);
            switch (random.Next(3))
            {
                case 0:
                    d.Handle(d.Handle(null, first), second, last); // pipeline into a multicast
                    break;
                case 1:
                    d.Handle(d.Handle(null, first, second), last); // diamond
                    break;
                default:
                    d.Handle(d.Handle(d.Handle(null, first), second), last); // pipeline
                    break;
            }

            d.Start();
            Producers.RunThreads(producers, p => d.Publish(p, perProducer), StressRounds.RoundBound);
            StageAssert.AllSawEverything(StressRounds.RoundBound, total, Expectations.SumFor(producers, perProducer), first, second, last);
            d.ShutdownAsync(StressRounds.RoundBound).GetAwaiter().GetResult();
        });
    }
}
