using System;
using System.Diagnostics;
using System.Runtime.CompilerServices;
using System.Threading;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Contenders;

// NDisruptor in every topology, as its documentation shows: the DSL wires struct handlers, Start() returns the ring,
// the benchmark thread claims (Next), writes the slot, publishes. "NDisruptor" is the value ring (ValueDisruptor<T>),
// "NDisruptorClass" the class ring (Disruptor<T>). Sequences start at 0, so after k invocations of N events the
// last consumer must have reached sequence k*N - 1.

internal static class NDisruptorSetup
{
    public static IWaitStrategy WaitStrategyFor(string topology) =>
        Suite.WaitFor(topology) == WaitKind.BusySpin ? new BusySpinWaitStrategy() : new YieldingWaitStrategy();

    /// <summary>
    /// A class ring's disruptor of <see cref="Suite.RingSize"/> events: the ring's default slots, or the lap
    /// <paramref name="lapBytes"/> asks for (an experiment).
    /// </summary>
    public static Disruptor<T> ClassDisruptor<T>(Func<T> eventFactory, ProducerType producerType, IWaitStrategy waitStrategy, long? lapBytes)
        where T : class
        => lapBytes is { } lap
            ? new Disruptor<T>(RingBuffer<T>.Create(producerType, eventFactory, Suite.RingSize, waitStrategy, lap))
            : new Disruptor<T>(eventFactory, Suite.RingSize, producerType, waitStrategy);

    /// <summary>Drains, halts and disposes; rethrows a handler's fault.</summary>
    public static void Shutdown<T>(DisruptorBase<T> disruptor)
    {
        disruptor.ShutdownAsync(Spin.Timeout).GetAwaiter().GetResult();
        disruptor.Dispose();
    }
}

/// <summary>Base of the throughput runs: waits for the final consumers' sequences, then checks their sums.</summary>
public abstract class NDisruptorRun : TopologyRun
{
    /// <param name="finalConsumers">Consumers that end the topology, each reporting on a tally of its own: Multicast's three, else one.</param>
    protected NDisruptorRun(string topology, string contender, int events, int finalConsumers = 1)
        : base(topology, contender, events)
    {
        Tallies = new Tally[finalConsumers];
        for (int k = 0; k < finalConsumers; k++)
        {
            Tallies[k] = new Tally();
        }
    }

    /// <summary>The final consumers' reports, one per final consumer.</summary>
    protected Tally[] Tallies { get; }

    /// <summary>The final consumer's report, where there is one final consumer.</summary>
    protected Tally Tally => Tallies[0];

    public override double? Batches
    {
        get
        {
            long batches = 0;
            foreach (var tally in Tallies)
            {
                batches += tally.Batches;
            }

            return (double)batches / Tallies.Length;
        }
    }

    /// <summary>Names of the parallel consumers, built once (an interpolated name per invocation would allocate).</summary>
    protected static readonly string[] ConsumerNames = ["consumer 0", "consumer 1", "consumer 2"];

    /// <summary>The sequence the final consumers must reach in the current invocation.</summary>
    protected long LastSequence => ((Invocations + 1) * Events) - 1;

    protected void AwaitAndCheck(Tally tally, long expectedPerRun, string consumer)
    {
        AwaitProgress(static tally => tally.Sequence, tally, consumer);
        CheckSum(tally.Sum, expectedPerRun, consumer);
    }

    /// <summary>
    /// Waits until <paramref name="progress"/> of <paramref name="state"/> reaches <see cref="LastSequence"/>; a run that hangs
    /// fails after <see cref="Spin.Timeout"/>. A static lambda, so that no run allocates a delegate.
    /// </summary>
    protected void AwaitProgress<TState>(Func<TState, long> progress, TState state, string consumer)
    {
        long target = LastSequence;
        if (progress(state) < target)
        {
            var spinner = default(SpinWait);
            long start = Stopwatch.GetTimestamp();
            int steps = 0;
            while (progress(state) < target)
            {
                Spin.Once(Wait, ref spinner);
                if ((++steps & 0xFFFF) == 0)
                {
                    Spin.CheckTimeout(start, $"{Topology}/{Contender} {consumer} (at {progress(state)}, waiting for {target})");
                }
            }
        }
    }

    /// <summary>Checks a final consumer's running sum against what every run so far published.</summary>
    protected void CheckSum(long sum, long expectedPerRun, string consumer)
    {
        long expected = (Invocations + 1) * expectedPerRun;
        if (sum != expected)
        {
            Check($"{consumer} sum", sum, expected); // formatted only on failure: the comparison mode counts every byte a run allocates
        }
    }
}

/// <summary>Unicast and UnicastBatch on the value ring.</summary>
public sealed class NDisruptorUnicast : NDisruptorRun
{
    private readonly ValueDisruptor<LongEvent> _disruptor;
    private readonly NativeRingBuffer<LongEvent>? _native;
    private readonly ValueRingBuffer<LongEvent> _ring;
    private readonly int _batchSize;
    private readonly long _expectedPerRun;

    /// <param name="contender">The name results go under; an experiment passes its own.</param>
    /// <param name="waitStrategy">The consumer's wait strategy; the topology's when null.</param>
    /// <param name="nativeMemory">Whether the ring's slots live in native memory (<see cref="NativeRingBuffer{T}"/>).</param>
    /// <param name="workerPool">Whether the consumer is a worker pool of one worker (what a pool's claim costs per event).</param>
    /// <param name="ringSize">The ring's capacity; the suite's <see cref="Suite.RingSize"/> unless an experiment changes it.</param>
    /// <param name="lapBytes">The lap the ring is created with; the default spread when null.</param>
    /// <param name="producerType">How many threads the ring is declared for (one publishes either way).</param>
    public NDisruptorUnicast(string topology, int events, int batchSize, string contender = ContenderName.NDisruptor, IWaitStrategy? waitStrategy = null, bool nativeMemory = false, bool workerPool = false, int ringSize = Suite.RingSize, long? lapBytes = null, ProducerType producerType = ProducerType.Single)
        : base(topology, contender, events)
    {
        _batchSize = batchSize;
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        waitStrategy ??= NDisruptorSetup.WaitStrategyFor(topology);
        _native = nativeMemory ? NativeRingBuffer<LongEvent>.CreateSingleProducer(ringSize, waitStrategy) : null;
        _disruptor = _native is not null ? new ValueDisruptor<LongEvent>(_native)
            : lapBytes is { } lap ? new ValueDisruptor<LongEvent>(ValueRingBuffer<LongEvent>.Create(ProducerType.Single, ringSize, waitStrategy, lap))
            : new ValueDisruptor<LongEvent>(ringSize, producerType, waitStrategy);
        if (workerPool)
        {
            _disruptor.HandleEventsWithWorkerPool(new SumHandler(Tally));
        }
        else
        {
            _disruptor.HandleEventsWith(new SumHandler(Tally));
        }

        _ring = _disruptor.Start();
    }

    /// <summary>
    /// The value ring with its slots kept to its capacity (<see cref="ContenderName.NDisruptorUnspread"/>). Setting the switch
    /// affects every ring made later in the process; the comparison mode runs this contender alone in its worker process.
    /// </summary>
    public static NDisruptorUnicast Unspread(string topology, int events, int batchSize)
    {
        AppContext.SetSwitch(SlotSpread.SwitchName, false);
        return new NDisruptorUnicast(topology, events, batchSize, ContenderName.NDisruptorUnspread);
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

    // Every library's Unicast contender runs these two loops (the async consumer row the first). Each sits in a method of its
    // own, and the batch loop counts its values in a local that dies with the batch: inside RunOnce, or with the running count
    // incremented per event, the JIT kept that count on the stack (a store and a reload on every event, live as it is across
    // the claim's and publish's slow-path calls), and whole runs went 2-3x slower at some ring addresses. With its loop inside
    // RunOnce, the async row's NativeAOT build read 7.2-7.6 ns/event against JIT's 1.7 in three of four sittings.
    [MethodImpl(MethodImplOptions.NoInlining)]
    internal static void PublishOneAtATime(ValueRingBuffer<LongEvent> ring, long events)
    {
        for (long i = 0; i < events; i++)
        {
            long sequence = ring.Next();
            ring[sequence].Value = i;
            ring.Publish(sequence);
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void PublishInBatches(ValueRingBuffer<LongEvent> ring, long events, int batchSize)
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

    protected override void Stop()
    {
        NDisruptorSetup.Shutdown(_disruptor);

        // After the shutdown, which stopped the consumer that reads the native slots.
        _native?.Dispose();
    }
}

/// <summary>Unicast and UnicastBatch on the class ring.</summary>
public sealed class NDisruptorClassUnicast : NDisruptorRun
{
    private readonly Disruptor<LongEventObject> _disruptor;
    private readonly RingBuffer<LongEventObject> _ring;
    private readonly int _batchSize;
    private readonly long _expectedPerRun;

    /// <param name="contender">The name results go under; an experiment passes its own.</param>
    /// <param name="lapBytes">The lap the ring is created with; the class ring's default (its capacity) when null.</param>
    public NDisruptorClassUnicast(string topology, int events, int batchSize, string contender = ContenderName.NDisruptorClass, long? lapBytes = null)
        : base(topology, contender, events)
    {
        _batchSize = batchSize;
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        _disruptor = NDisruptorSetup.ClassDisruptor(static () => new LongEventObject(), ProducerType.Single, NDisruptorSetup.WaitStrategyFor(topology), lapBytes);
        _disruptor.HandleEventsWith(new SumHandler(Tally));
        _ring = _disruptor.Start();
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

    // The same loops as NDisruptorUnicast's (see there why).
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void PublishOneAtATime(RingBuffer<LongEventObject> ring, long events)
    {
        for (long i = 0; i < events; i++)
        {
            long sequence = ring.Next();
            ring[sequence].Value = i;
            ring.Publish(sequence);
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void PublishInBatches(RingBuffer<LongEventObject> ring, long events, int batchSize)
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

    protected override void Stop() => NDisruptorSetup.Shutdown(_disruptor);
}

/// <summary>Pipeline: stage 1 → stage 2 → stage 3 (sum), value ring.</summary>
public sealed class NDisruptorPipeline : NDisruptorRun
{
    private readonly ValueDisruptor<StageEvent> _disruptor;
    private readonly ValueRingBuffer<StageEvent> _ring;
    private readonly long _expectedPerRun;

    /// <param name="contender">The name results go under; an experiment passes its own.</param>
    /// <param name="waitStrategy">The consumers' wait strategy; the topology's when null.</param>
    /// <param name="lapBytes">The lap the ring is created with; the default spread when null.</param>
    public NDisruptorPipeline(int events, string contender = ContenderName.NDisruptor, IWaitStrategy? waitStrategy = null, long? lapBytes = null)
        : base("Pipeline", contender, events)
    {
        _expectedPerRun = Work.ExpectedPipelineSum(events);
        waitStrategy ??= NDisruptorSetup.WaitStrategyFor(Topology);
        _disruptor = lapBytes is { } lap
            ? new ValueDisruptor<StageEvent>(ValueRingBuffer<StageEvent>.Create(ProducerType.Single, Suite.RingSize, waitStrategy, lap))
            : new ValueDisruptor<StageEvent>(Suite.RingSize, ProducerType.Single, waitStrategy);
        _disruptor.HandleEventsWith(new PipelineStage1Handler())
            .Then(new PipelineStage2Handler())
            .Then(new SumBHandler(Tally));
        _ring = _disruptor.Start();
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

    protected override void Stop() => NDisruptorSetup.Shutdown(_disruptor);
}

/// <summary>Pipeline on the class ring.</summary>
public sealed class NDisruptorClassPipeline : NDisruptorRun
{
    private readonly Disruptor<StageEventObject> _disruptor;
    private readonly RingBuffer<StageEventObject> _ring;
    private readonly long _expectedPerRun;

    /// <param name="contender">The name results go under; an experiment passes its own.</param>
    /// <param name="lapBytes">The lap the ring is created with; the class ring's default (its capacity) when null.</param>
    public NDisruptorClassPipeline(int events, string contender = ContenderName.NDisruptorClass, long? lapBytes = null)
        : base("Pipeline", contender, events)
    {
        _expectedPerRun = Work.ExpectedPipelineSum(events);
        _disruptor = NDisruptorSetup.ClassDisruptor(static () => new StageEventObject(), ProducerType.Single, NDisruptorSetup.WaitStrategyFor(Topology), lapBytes);
        _disruptor.HandleEventsWith(new PipelineStage1Handler())
            .Then(new PipelineStage2Handler())
            .Then(new SumBHandler(Tally));
        _ring = _disruptor.Start();
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

    protected override void Stop() => NDisruptorSetup.Shutdown(_disruptor);
}

/// <summary>Sequencer: three producers (benchmark thread + two helpers) on a multi-producer value ring, one summing consumer.</summary>
public sealed class NDisruptorSequencer : NDisruptorRun
{
    private const int Producers = 3;
    private readonly ValueDisruptor<LongEvent> _disruptor;
    private readonly ValueRingBuffer<LongEvent> _ring;
    private readonly ProducerGang _gang;
    private readonly long _expectedPerRun;
    private readonly bool _pool;

    /// <param name="contender">The name results go under; an experiment passes its own.</param>
    /// <param name="ringSize">The ring's capacity; the suite's <see cref="Suite.RingSize"/> unless an experiment changes it.</param>
    /// <param name="lapBytes">A lap for a ring made beforehand (which the disruptor's start leaves as it is); null for the disruptor's own ring.</param>
    /// <param name="workers">A worker pool of this many workers in place of the one consumer (0), each summing the events it handles.</param>
    public NDisruptorSequencer(int events, string contender = ContenderName.NDisruptor, int ringSize = Suite.RingSize, long? lapBytes = null, int workers = 0)
        : base("Sequencer", contender, events, Math.Max(1, workers))
    {
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        var waitStrategy = NDisruptorSetup.WaitStrategyFor(Topology);
        _disruptor = lapBytes is { } lap
            ? new ValueDisruptor<LongEvent>(ValueRingBuffer<LongEvent>.Create(ProducerType.Multi, ringSize, waitStrategy, lap))
            : new ValueDisruptor<LongEvent>(ringSize, ProducerType.Multi, waitStrategy);
        _pool = workers > 0;
        if (_pool)
        {
            _disruptor.HandleEventsWithWorkerPool(Array.ConvertAll(Tallies, tally => new SumHandler(tally)));
        }
        else
        {
            _disruptor.HandleEventsWith(new SumHandler(Tally));
        }

        _ring = _disruptor.Start();
        _gang = new ProducerGang(Producers - 1, Produce);
    }

    /// <summary>With a pool, every worker's events (each handles one event per batch), where the base averages over the workers.</summary>
    public override double? Batches => _pool ? base.Batches * Tallies.Length : base.Batches;

    protected override void RunOnce()
    {
        _gang.Run();
        if (_pool)
        {
            // The pool is the ring's one gating consumer, and each worker stores its sequence after its handler's writes:
            // once all have passed the last event, their sums together are complete.
            AwaitProgress(static ring => ring.GetMinimumGatingSequence(), _ring, "pool");
            CheckSum(SumOfTallies(), _expectedPerRun, "pool");
        }
        else
        {
            AwaitAndCheck(Tally, _expectedPerRun, "consumer");
        }
    }

    protected override void Stop()
    {
        _gang.Dispose();
        NDisruptorSetup.Shutdown(_disruptor);
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

    private long SumOfTallies()
    {
        long sum = 0;
        foreach (var tally in Tallies)
        {
            sum += tally.Sum;
        }

        return sum;
    }
}

/// <summary>Sequencer on the class ring.</summary>
public sealed class NDisruptorClassSequencer : NDisruptorRun
{
    private const int Producers = 3;
    private readonly Disruptor<LongEventObject> _disruptor;
    private readonly RingBuffer<LongEventObject> _ring;
    private readonly ProducerGang _gang;
    private readonly long _expectedPerRun;

    /// <param name="contender">The name results go under; an experiment passes its own.</param>
    /// <param name="lapBytes">The lap the ring is created with; the class ring's default (its capacity) when null.</param>
    public NDisruptorClassSequencer(int events, string contender = ContenderName.NDisruptorClass, long? lapBytes = null)
        : base("Sequencer", contender, events)
    {
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        _disruptor = NDisruptorSetup.ClassDisruptor(static () => new LongEventObject(), ProducerType.Multi, NDisruptorSetup.WaitStrategyFor(Topology), lapBytes);
        _disruptor.HandleEventsWith(new SumHandler(Tally));
        _ring = _disruptor.Start();
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
        NDisruptorSetup.Shutdown(_disruptor);
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

/// <summary>Multicast: three summing consumers in parallel on one value ring.</summary>
public sealed class NDisruptorMulticast : NDisruptorRun
{
    private readonly ValueDisruptor<LongEvent> _disruptor;
    private readonly ValueRingBuffer<LongEvent> _ring;
    private readonly long _expectedPerRun;

    /// <param name="contender">The name results go under; an experiment passes its own.</param>
    /// <param name="lapBytes">A lap for a ring made beforehand (which the disruptor's start leaves as it is); null for the disruptor's own ring.</param>
    public NDisruptorMulticast(int events, string contender = ContenderName.NDisruptor, long? lapBytes = null)
        : base("Multicast", contender, events, finalConsumers: 3)
    {
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        var waitStrategy = NDisruptorSetup.WaitStrategyFor(Topology);
        _disruptor = lapBytes is { } lap
            ? new ValueDisruptor<LongEvent>(ValueRingBuffer<LongEvent>.Create(ProducerType.Single, Suite.RingSize, waitStrategy, lap))
            : new ValueDisruptor<LongEvent>(Suite.RingSize, ProducerType.Single, waitStrategy);
        foreach (var tally in Tallies)
        {
            _disruptor.HandleEventsWith(new SumHandler(tally));
        }

        _ring = _disruptor.Start();
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

    protected override void Stop() => NDisruptorSetup.Shutdown(_disruptor);
}

/// <summary>Multicast on the class ring.</summary>
public sealed class NDisruptorClassMulticast : NDisruptorRun
{
    private readonly Disruptor<LongEventObject> _disruptor;
    private readonly RingBuffer<LongEventObject> _ring;
    private readonly long _expectedPerRun;

    public NDisruptorClassMulticast(int events)
        : base("Multicast", ContenderName.NDisruptorClass, events, finalConsumers: 3)
    {
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        _disruptor = new Disruptor<LongEventObject>(static () => new LongEventObject(), Suite.RingSize, ProducerType.Single, NDisruptorSetup.WaitStrategyFor(Topology));
        foreach (var tally in Tallies)
        {
            _disruptor.HandleEventsWith(new SumHandler(tally));
        }

        _ring = _disruptor.Start();
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

    protected override void Stop() => NDisruptorSetup.Shutdown(_disruptor);
}

/// <summary>Diamond: left and right in parallel, then the join, on a value ring.</summary>
public sealed class NDisruptorDiamond : NDisruptorRun
{
    private readonly ValueDisruptor<StageEvent> _disruptor;
    private readonly ValueRingBuffer<StageEvent> _ring;
    private readonly long _expectedPerRun;

    public NDisruptorDiamond(int events)
        : base("Diamond", ContenderName.NDisruptor, events)
    {
        _expectedPerRun = Work.ExpectedDiamondSum(events);
        _disruptor = new ValueDisruptor<StageEvent>(Suite.RingSize, ProducerType.Single, NDisruptorSetup.WaitStrategyFor(Topology));
        var left = _disruptor.HandleEventsWith(new DiamondLeftHandler());
        var right = _disruptor.HandleEventsWith(new DiamondRightHandler());
        left.And(right).Then(new JoinHandler(Tally));
        _ring = _disruptor.Start();
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

    protected override void Stop() => NDisruptorSetup.Shutdown(_disruptor);
}

/// <summary>Diamond on the class ring.</summary>
public sealed class NDisruptorClassDiamond : NDisruptorRun
{
    private readonly Disruptor<StageEventObject> _disruptor;
    private readonly RingBuffer<StageEventObject> _ring;
    private readonly long _expectedPerRun;

    public NDisruptorClassDiamond(int events)
        : base("Diamond", ContenderName.NDisruptorClass, events)
    {
        _expectedPerRun = Work.ExpectedDiamondSum(events);
        _disruptor = new Disruptor<StageEventObject>(static () => new StageEventObject(), Suite.RingSize, ProducerType.Single, NDisruptorSetup.WaitStrategyFor(Topology));
        var left = _disruptor.HandleEventsWith(new DiamondLeftHandler());
        var right = _disruptor.HandleEventsWith(new DiamondRightHandler());
        left.And(right).Then(new JoinHandler(Tally));
        _ring = _disruptor.Start();
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

    protected override void Stop() => NDisruptorSetup.Shutdown(_disruptor);
}
