#if DISRUPTOR_NET
using System;
using System.Runtime.CompilerServices;
using System.Threading.Tasks;
using NDisruptor.Benchmarks.Infrastructure;
using Dn = global::Disruptor;
using DnDsl = global::Disruptor.Dsl;

namespace NDisruptor.Benchmarks.Contenders;

// Disruptor-net 7 (the `Disruptor` package; compiled in only when DISRUPTOR_NET_FEED names a folder holding it), written the
// way its docs and PerfTests go fastest: the value ring (ValueDisruptor<T>), struct handlers (its EventProcessorFactory then
// builds a processor type specialized for each handler, OnEvent inlined), BusySpin/Yielding like our contender. Each class
// mirrors the NDisruptor value-ring contender of its topology: the same events, handlers (the very same structs), ring size,
// wait strategy, producer loop and sum checks; only the library differs.

internal static class DisruptorNetSetup
{
    public static Dn.IWaitStrategy WaitStrategyFor(string topology) =>
        Suite.WaitFor(topology) == WaitKind.BusySpin ? new Dn.BusySpinWaitStrategy() : new Dn.YieldingWaitStrategy();

    public static DnDsl.ValueDisruptor<T> Create<T>(string topology, int size, DnDsl.ProducerType producerType)
        where T : struct =>
        new(static () => default, size, TaskScheduler.Default, producerType, WaitStrategyFor(topology));

    /// <summary>Starts the processors and waits until each runs, as NDisruptor's Start does.</summary>
    public static Dn.ValueRingBuffer<T> Start<T>(DnDsl.ValueDisruptor<T> disruptor)
        where T : struct
    {
        if (!disruptor.Start().Wait(Spin.Timeout))
        {
            throw new TimeoutException($"Disruptor-net processors did not start within {Spin.Timeout.TotalSeconds:F0} s.");
        }

        return disruptor.RingBuffer;
    }

    /// <summary>Drains and halts.</summary>
    public static void Shutdown<T>(DnDsl.ValueDisruptor<T> disruptor)
        where T : struct => disruptor.Shutdown(Spin.Timeout).GetAwaiter().GetResult();
}

/// <summary>Unicast and UnicastBatch.</summary>
public sealed class DisruptorNetUnicast : NDisruptorRun
{
    private readonly DnDsl.ValueDisruptor<LongEvent> _disruptor;
    private readonly Dn.ValueRingBuffer<LongEvent> _ring;
    private readonly int _batchSize;
    private readonly long _expectedPerRun;

    public DisruptorNetUnicast(string topology, int events, int batchSize)
        : base(topology, ContenderName.DisruptorNet, events)
    {
        _batchSize = batchSize;
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        _disruptor = DisruptorNetSetup.Create<LongEvent>(topology, Suite.RingSize, DnDsl.ProducerType.Single);
        _disruptor.HandleEventsWith(new SumHandler(Tally));
        _ring = DisruptorNetSetup.Start(_disruptor);
    }

    protected override void RunOnce()
    {
        if (_batchSize == 1)
        {
            PublishOneAtATime(_ring, Events);
        }
        else
        {
            PublishInBatches(_ring, Events, _batchSize);
        }

        AwaitAndCheck(Tally, _expectedPerRun, "consumer");
    }

    // The same loops as NDisruptorUnicast's (see there why each sits in a method of its own).
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void PublishOneAtATime(Dn.ValueRingBuffer<LongEvent> ring, long events)
    {
        for (long i = 0; i < events; i++)
        {
            long sequence = ring.Next();
            ring[sequence].Value = i;
            ring.Publish(sequence);
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void PublishInBatches(Dn.ValueRingBuffer<LongEvent> ring, long events, int batchSize)
    {
        for (long i = 0; i < events;)
        {
            int n = (int)Math.Min(batchSize, events - i);
            long hi = ring.Next(n);
            long lo = hi - n + 1;
            long value = i;
            for (long s = lo; s <= hi; s++)
            {
                ring[s].Value = value++;
            }

            ring.Publish(lo, hi);
            i += n;
        }
    }

    protected override void Stop() => DisruptorNetSetup.Shutdown(_disruptor);
}

/// <summary>Pipeline: stage 1 → stage 2 → stage 3 (sum).</summary>
public sealed class DisruptorNetPipeline : NDisruptorRun
{
    private readonly DnDsl.ValueDisruptor<StageEvent> _disruptor;
    private readonly Dn.ValueRingBuffer<StageEvent> _ring;
    private readonly long _expectedPerRun;

    public DisruptorNetPipeline(int events)
        : base("Pipeline", ContenderName.DisruptorNet, events)
    {
        _expectedPerRun = Work.ExpectedPipelineSum(events);
        _disruptor = DisruptorNetSetup.Create<StageEvent>(Topology, Suite.RingSize, DnDsl.ProducerType.Single);
        _disruptor.HandleEventsWith(new PipelineStage1Handler())
            .Then(new PipelineStage2Handler())
            .Then(new SumBHandler(Tally));
        _ring = DisruptorNetSetup.Start(_disruptor);
    }

    protected override void RunOnce()
    {
        var ring = _ring;
        for (long i = 0, events = Events; i < events; i++)
        {
            long sequence = ring.Next();
            ring[sequence].Value = i;
            ring.Publish(sequence);
        }

        AwaitAndCheck(Tally, _expectedPerRun, "stage 3");
    }

    protected override void Stop() => DisruptorNetSetup.Shutdown(_disruptor);
}

/// <summary>Sequencer: three producers (benchmark thread + two helpers) on a multi-producer ring, one summing consumer.</summary>
public sealed class DisruptorNetSequencer : NDisruptorRun
{
    private const int Producers = 3;
    private readonly DnDsl.ValueDisruptor<LongEvent> _disruptor;
    private readonly Dn.ValueRingBuffer<LongEvent> _ring;
    private readonly ProducerGang _gang;
    private readonly long _expectedPerRun;

    public DisruptorNetSequencer(int events)
        : base("Sequencer", ContenderName.DisruptorNet, events)
    {
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        _disruptor = DisruptorNetSetup.Create<LongEvent>(Topology, Suite.RingSize, DnDsl.ProducerType.Multi);
        _disruptor.HandleEventsWith(new SumHandler(Tally));
        _ring = DisruptorNetSetup.Start(_disruptor);
        _gang = new ProducerGang(Producers - 1, Produce);
    }

    protected override void RunOnce()
    {
        _gang.Run();
        AwaitAndCheck(Tally, _expectedPerRun, "consumer");
    }

    protected override void Stop()
    {
        _gang.Dispose();
        DisruptorNetSetup.Shutdown(_disruptor);
    }

    // Out of line, as every contender's part (see ProducerGang).
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void Produce(int part)
    {
        var ring = _ring;
        long share = Events / Producers;
        for (long i = part * share, end = (part + 1) * share; i < end; i++)
        {
            long sequence = ring.Next();
            ring[sequence].Value = i;
            ring.Publish(sequence);
        }
    }
}

/// <summary>Multicast: three summing consumers in parallel on one ring.</summary>
public sealed class DisruptorNetMulticast : NDisruptorRun
{
    private readonly DnDsl.ValueDisruptor<LongEvent> _disruptor;
    private readonly Dn.ValueRingBuffer<LongEvent> _ring;
    private readonly long _expectedPerRun;

    public DisruptorNetMulticast(int events)
        : base("Multicast", ContenderName.DisruptorNet, events, finalConsumers: 3)
    {
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        _disruptor = DisruptorNetSetup.Create<LongEvent>(Topology, Suite.RingSize, DnDsl.ProducerType.Single);
        foreach (var tally in Tallies)
        {
            _disruptor.HandleEventsWith(new SumHandler(tally));
        }

        _ring = DisruptorNetSetup.Start(_disruptor);
    }

    protected override void RunOnce()
    {
        var ring = _ring;
        for (long i = 0, events = Events; i < events; i++)
        {
            long sequence = ring.Next();
            ring[sequence].Value = i;
            ring.Publish(sequence);
        }

        for (int k = 0; k < Tallies.Length; k++)
        {
            AwaitAndCheck(Tallies[k], _expectedPerRun, ConsumerNames[k]);
        }
    }

    protected override void Stop() => DisruptorNetSetup.Shutdown(_disruptor);
}

/// <summary>Diamond: left and right in parallel, then the join.</summary>
public sealed class DisruptorNetDiamond : NDisruptorRun
{
    private readonly DnDsl.ValueDisruptor<StageEvent> _disruptor;
    private readonly Dn.ValueRingBuffer<StageEvent> _ring;
    private readonly long _expectedPerRun;

    public DisruptorNetDiamond(int events)
        : base("Diamond", ContenderName.DisruptorNet, events)
    {
        _expectedPerRun = Work.ExpectedDiamondSum(events);
        _disruptor = DisruptorNetSetup.Create<StageEvent>(Topology, Suite.RingSize, DnDsl.ProducerType.Single);
        var left = _disruptor.HandleEventsWith(new DiamondLeftHandler());
        var right = _disruptor.HandleEventsWith(new DiamondRightHandler());
        left.And(right).Then(new JoinHandler(Tally));
        _ring = DisruptorNetSetup.Start(_disruptor);
    }

    protected override void RunOnce()
    {
        var ring = _ring;
        for (long i = 0, events = Events; i < events; i++)
        {
            long sequence = ring.Next();
            ring[sequence].Value = i;
            ring.Publish(sequence);
        }

        AwaitAndCheck(Tally, _expectedPerRun, "join");
    }

    protected override void Stop() => DisruptorNetSetup.Shutdown(_disruptor);
}
#endif
