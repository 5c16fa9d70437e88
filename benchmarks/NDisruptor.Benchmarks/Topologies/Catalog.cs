using System;
using System.Collections.Generic;
using System.Linq;
using NDisruptor.Benchmarks.Contenders;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>One contender of one topology: its name, its events (or round trips) per BenchmarkDotNet invocation, and how to set it up.</summary>
/// <param name="Name">The contender's name (<see cref="ContenderName"/>), as the benchmark method is named.</param>
/// <param name="Create">Sets the contender up (threads started) for a given number of events per invocation.</param>
/// <param name="Asynchronous">Whether the contender runs through <see cref="TopologyRun.RunAsync"/>.</param>
/// <param name="Experiment">An experiment of the comparison mode (Contenders/Experiments.cs): runs only when named with --contenders; no BenchmarkDotNet method.</param>
/// <param name="Ring">Slots of the ring the events lap (0 for the queues and the raw round trip): the comparison mode runs every ring for enough laps.</param>
public sealed record ContenderEntry(string Name, Func<int, TopologyRun> Create, bool Asynchronous = false, bool Experiment = false, int Ring = 0)
{
    /// <summary>Events per invocation, from the topology's <see cref="SizeFamily"/>: the benchmark's OperationsPerInvoke.</summary>
    public int Events { get; init; }
}

/// <summary>
/// Every contender of every topology, in one place: the BenchmarkDotNet classes set up their contenders from here, and the
/// comparison mode (<c>compare</c>) runs the same entries, each in a process of its own, alternately round by round.
/// </summary>
public static class Catalog
{
    /// <summary>The contenders of <paramref name="topology"/> (UnicastBatch: publishing <paramref name="batchSize"/> at a time), in report order.</summary>
    public static IReadOnlyList<ContenderEntry> For(string topology, int batchSize = 1)
    {
        var wait = Suite.WaitFor(topology);
        var entries = topology switch
        {
            "Unicast" or "UnicastBatch" => Unicast(topology, topology == "Unicast" ? 1 : batchSize, wait),
            "Pipeline" => Pipeline(wait),
            "Sequencer" => Sequencer(wait),
            "Multicast" => Multicast(wait),
            "Diamond" => Diamond(wait),
            "PingPong" => PingPong(wait),
            _ => throw new ArgumentOutOfRangeException(nameof(topology), topology, $"Unknown topology '{topology}'; use one of {string.Join(", ", Suite.Topologies)}."),
        };
        var sizes = Sizes.Of(topology);
        return [.. entries
            .Select(e => e with { Events = sizes.Of(e.Name) })
            .OrderBy(e => ContenderName.OrderOf(e.Name))];
    }

    /// <summary>Sets up one contender with its BenchmarkDotNet number of events.</summary>
    public static TopologyRun Create(string topology, string contender, int batchSize = 1)
    {
        var entry = For(topology, batchSize).FirstOrDefault(e => e.Name == contender)
            ?? throw new ArgumentException($"No contender '{contender}' in {topology}.", nameof(contender));
        return entry.Create(entry.Events);
    }

    private static IEnumerable<ContenderEntry> Unicast(string topology, int batchSize, WaitKind wait)
    {
        yield return new(ContenderName.NDisruptor, e => new NDisruptorUnicast(topology, e, batchSize), Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorClass, e => new NDisruptorClassUnicast(topology, e, batchSize), Ring: Suite.RingSize);
#if DISRUPTOR_NET
        yield return new(ContenderName.DisruptorNet, e => new DisruptorNetUnicast(topology, e, batchSize), Ring: Suite.RingSize);
#endif
        yield return new(ContenderName.RawLimit, e => new RawUnicast(topology, e, batchSize), Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorNoPause, e => new NDisruptorUnicast(topology, e, batchSize, ContenderName.NDisruptorNoPause, new NoPauseBusySpinWaitStrategy()), Experiment: true, Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorNative, e => new NDisruptorUnicast(topology, e, batchSize, ContenderName.NDisruptorNative, nativeMemory: true), Experiment: true, Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorWorkerPool, e => new NDisruptorUnicast(topology, e, batchSize, ContenderName.NDisruptorWorkerPool, workerPool: true), Experiment: true, Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorMulti, e => new NDisruptorUnicast(topology, e, batchSize, ContenderName.NDisruptorMulti, producerType: ProducerType.Multi), Experiment: true, Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorYielding, e => new NDisruptorUnicast(topology, e, batchSize, ContenderName.NDisruptorYielding, new YieldingWaitStrategy()), Experiment: true, Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorLargeRing, e => new NDisruptorUnicast(topology, e, batchSize, ContenderName.NDisruptorLargeRing, ringSize: Suite.LargeRingSize), Experiment: true, Ring: Suite.LargeRingSize);
        yield return new(ContenderName.NDisruptorUnspread, e => NDisruptorUnicast.Unspread(topology, e, batchSize), Experiment: true, Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorLongLap, e => new NDisruptorUnicast(topology, e, batchSize, ContenderName.NDisruptorLongLap, lapBytes: Suite.LongLapBytes), Experiment: true, Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorShortLap, e => new NDisruptorUnicast(topology, e, batchSize, ContenderName.NDisruptorShortLap, lapBytes: Suite.ShortLapBytes), Experiment: true, Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorClassLongLap, e => new NDisruptorClassUnicast(topology, e, batchSize, ContenderName.NDisruptorClassLongLap, Suite.LongLapBytes), Experiment: true, Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorIpc, e => new NDisruptorIpcUnicast(topology, e, batchSize), Experiment: true, Ring: Suite.RingSize);
#if DISRUPTOR_NET
        yield return new(ContenderName.DisruptorNetIpc, e => new DisruptorNetIpcUnicast(topology, e, batchSize), Experiment: true, Ring: Suite.RingSize);
#endif
        yield return new(ContenderName.ConcurrentQueue, e => new QueueUnicast<SpinPipe>(topology, ContenderName.ConcurrentQueue, e, new SpinPipe(Suite.RingSize, wait)));
        yield return new(ContenderName.Channel, e => new ChannelUnicast(topology, e), Asynchronous: true);
        yield return new(ContenderName.BlockingCollection, e => new QueueUnicast<BlockingPipe>(topology, ContenderName.BlockingCollection, e, new BlockingPipe(Suite.RingSize)));
    }

    private static IEnumerable<ContenderEntry> Pipeline(WaitKind wait)
    {
        yield return new(ContenderName.NDisruptor, e => new NDisruptorPipeline(e), Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorNoPause, e => new NDisruptorPipeline(e, ContenderName.NDisruptorNoPause, new NoPauseYieldingWaitStrategy()), Experiment: true, Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorLongLap, e => new NDisruptorPipeline(e, ContenderName.NDisruptorLongLap, lapBytes: Suite.LongLapBytes), Experiment: true, Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorClass, e => new NDisruptorClassPipeline(e), Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorClassLongLap, e => new NDisruptorClassPipeline(e, ContenderName.NDisruptorClassLongLap, Suite.LongLapBytes), Experiment: true, Ring: Suite.RingSize);
#if DISRUPTOR_NET
        yield return new(ContenderName.DisruptorNet, e => new DisruptorNetPipeline(e), Ring: Suite.RingSize);
#endif
        yield return new(ContenderName.ConcurrentQueue, e => new QueuePipeline<SpinPipe>(ContenderName.ConcurrentQueue, e, () => new SpinPipe(Suite.RingSize, wait)));
        yield return new(ContenderName.Channel, e => new ChannelPipeline(e), Asynchronous: true);
        yield return new(ContenderName.BlockingCollection, e => new QueuePipeline<BlockingPipe>(ContenderName.BlockingCollection, e, static () => new BlockingPipe(Suite.RingSize)));
    }

    private static IEnumerable<ContenderEntry> Sequencer(WaitKind wait)
    {
        yield return new(ContenderName.NDisruptor, e => new NDisruptorSequencer(e), Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorLargeRing, e => new NDisruptorSequencer(e, ContenderName.NDisruptorLargeRing, Suite.LargeRingSize), Experiment: true, Ring: Suite.LargeRingSize);
        yield return new(ContenderName.NDisruptorShortLap, e => new NDisruptorSequencer(e, ContenderName.NDisruptorShortLap, lapBytes: Suite.ShortLapBytes), Experiment: true, Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorWorkerPool, e => new NDisruptorSequencer(e, ContenderName.NDisruptorWorkerPool, Suite.PoolRingSize, workers: Suite.PoolWorkers), Experiment: true, Ring: Suite.PoolRingSize);
        yield return new(ContenderName.NDisruptorClass, e => new NDisruptorClassSequencer(e), Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorClassLongLap, e => new NDisruptorClassSequencer(e, ContenderName.NDisruptorClassLongLap, Suite.LongLapBytes), Experiment: true, Ring: Suite.RingSize);
#if DISRUPTOR_NET
        yield return new(ContenderName.DisruptorNet, e => new DisruptorNetSequencer(e), Ring: Suite.RingSize);
#endif
        yield return new(ContenderName.ConcurrentQueue, e => new QueueSequencer<SpinPipe>(ContenderName.ConcurrentQueue, e, new SpinPipe(Suite.RingSize, wait, multipleWriters: true)));
        yield return new(ContenderName.Channel, e => new ChannelSequencer(e), Asynchronous: true);
        yield return new(ContenderName.BlockingCollection, e => new QueueSequencer<BlockingPipe>(ContenderName.BlockingCollection, e, new BlockingPipe(Suite.RingSize)));
    }

    private static IEnumerable<ContenderEntry> Multicast(WaitKind wait)
    {
        yield return new(ContenderName.NDisruptor, e => new NDisruptorMulticast(e), Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorShortLap, e => new NDisruptorMulticast(e, ContenderName.NDisruptorShortLap, Suite.ShortLapBytes), Experiment: true, Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorClass, e => new NDisruptorClassMulticast(e), Ring: Suite.RingSize);
#if DISRUPTOR_NET
        yield return new(ContenderName.DisruptorNet, e => new DisruptorNetMulticast(e), Ring: Suite.RingSize);
#endif
        yield return new(ContenderName.ConcurrentQueue, e => new QueueMulticast<SpinPipe>(ContenderName.ConcurrentQueue, e, () => new SpinPipe(Suite.RingSize, wait)));
        yield return new(ContenderName.Channel, e => new ChannelMulticast(e), Asynchronous: true);
        yield return new(ContenderName.BlockingCollection, e => new QueueMulticast<BlockingPipe>(ContenderName.BlockingCollection, e, static () => new BlockingPipe(Suite.RingSize)));
    }

    private static IEnumerable<ContenderEntry> Diamond(WaitKind wait)
    {
        yield return new(ContenderName.NDisruptor, e => new NDisruptorDiamond(e), Ring: Suite.RingSize);
        yield return new(ContenderName.NDisruptorClass, e => new NDisruptorClassDiamond(e), Ring: Suite.RingSize);
#if DISRUPTOR_NET
        yield return new(ContenderName.DisruptorNet, e => new DisruptorNetDiamond(e), Ring: Suite.RingSize);
#endif
        yield return new(ContenderName.ConcurrentQueue, e => new QueueDiamond<SpinPipe>(ContenderName.ConcurrentQueue, e, () => new SpinPipe(Suite.RingSize, wait)));
        yield return new(ContenderName.Channel, e => new ChannelDiamond(e), Asynchronous: true);
        yield return new(ContenderName.BlockingCollection, e => new QueueDiamond<BlockingPipe>(ContenderName.BlockingCollection, e, static () => new BlockingPipe(Suite.RingSize)));
    }

    private static IEnumerable<ContenderEntry> PingPong(WaitKind wait)
    {
        yield return new(ContenderName.NDisruptor, e => new NDisruptorPingPong(e), Ring: Suite.PingPongRingSize);
        yield return new(ContenderName.NDisruptorClass, e => new NDisruptorClassPingPong(e), Ring: Suite.PingPongRingSize);
#if DISRUPTOR_NET
        yield return new(ContenderName.DisruptorNet, e => new DisruptorNetPingPong(e), Ring: Suite.PingPongRingSize);
#endif
        yield return new(ContenderName.RawLimit, e => new RawPingPong(e));
        // The floor PingPong is judged against: a ring keeps each event apart from the sequence that signals it.
        yield return new(ContenderName.RawTwoLines, e => new RawPingPong(e, RawTrip.TwoLines));

        // A reference, not a target: the raw loop with its values in a ring's slots.
        yield return new(ContenderName.RawRing, e => new RawPingPong(e, RawTrip.RingSlots), Ring: Suite.PingPongRingSize);

        // Experiments on what separates RawRing from RawTwoLines: a ring's values on lines of their own, or on eight slots.
        yield return new(ContenderName.RawLineRing, e => new RawPingPong(e, RawTrip.LineSlots), Experiment: true, Ring: Suite.PingPongRingSize);
        yield return new(ContenderName.RawOneLineRing, e => new RawPingPong(e, RawTrip.OneLineSlots), Experiment: true, Ring: Suite.PingPongRingSize);
        yield return new(ContenderName.RawKnownSlotRing, e => new RawPingPong(e, RawTrip.KnownSlots), Experiment: true, Ring: Suite.PingPongRingSize);
        yield return new(ContenderName.NDisruptorPrefetch, e =>
        {
            NDisruptorPingPong? run = null;
            int created = 0;
            run = new NDisruptorPingPong(e, ContenderName.NDisruptorPrefetch, () => created++ == 0
                ? new PrefetchingBusySpinWaitStrategy(() => run?.PingRing)
                : new PrefetchingBusySpinWaitStrategy(() => run?.PongRing));
            return run;
        }, Experiment: true, Ring: Suite.PingPongRingSize);
        yield return new(ContenderName.NDisruptorNoPause, e => new NDisruptorPingPong(e, ContenderName.NDisruptorNoPause, static () => new NoPauseBusySpinWaitStrategy()), Experiment: true, Ring: Suite.PingPongRingSize);
        yield return new(ContenderName.NDisruptorMulti, e => new NDisruptorPingPong(e, ContenderName.NDisruptorMulti, producerType: ProducerType.Multi), Experiment: true, Ring: Suite.PingPongRingSize);
        yield return new(ContenderName.NDisruptorYielding, e => new NDisruptorPingPong(e, ContenderName.NDisruptorYielding, static () => new YieldingWaitStrategy()), Experiment: true, Ring: Suite.PingPongRingSize);
        yield return new(ContenderName.ConcurrentQueue, e => new QueuePingPong<SpinPipe>(
            ContenderName.ConcurrentQueue, e, new SpinPipe(Suite.PingPongRingSize, wait), new SpinPipe(Suite.PingPongRingSize, wait)));
        yield return new(ContenderName.Channel, e => new ChannelPingPong(e), Asynchronous: true);
        yield return new(ContenderName.BlockingCollection, e => new QueuePingPong<BlockingPipe>(
            ContenderName.BlockingCollection, e, new BlockingPipe(Suite.PingPongRingSize), new BlockingPipe(Suite.PingPongRingSize)));
    }
}
