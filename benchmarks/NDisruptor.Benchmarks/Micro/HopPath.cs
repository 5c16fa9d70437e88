using BenchmarkDotNet.Attributes;
using NDisruptor.Benchmarks.Contenders;
#if DISRUPTOR_NET
using Dn = global::Disruptor;
#endif

namespace NDisruptor.Benchmarks.Micro;

/// <summary>
/// One-event batches, single-threaded: a processor takes a batch of one event, and its handler claims, writes and
/// publishes the next event on the same ring, which the processor's next wait finds published. Per hop: the wait on a
/// published sequence, the batch around one handler call, the sequence store, and a claim and publish. No second
/// thread, so no placement enters the figure.
/// </summary>
/// <remarks>
/// Close to, but not the same as, a side of PingPong between its two cross-core misses: there the next event is not
/// published yet when the consumer looks, so its wait goes out of line to the wait strategy, where here it never does.
/// NDisruptor's handler takes batches of at most one event, so that its processor never holds back for more (a
/// consumer that finds a short batch waiting while its producer streams would wait for the batch to grow, which a
/// single thread never does); Disruptor-net's finds one event per batch anyway.
/// </remarks>
public class HopPath
{
    private const int Hops = 65536;
    private const int RingSize = 1024;

    private ValueRingBuffer<LongEvent> _ring = null!;
    private Driver _driver = null!;
#if DISRUPTOR_NET
    private Dn.ValueRingBuffer<LongEvent> _dnRing = null!;
    private DnDriver _dnDriver = null!;
#endif

    [GlobalSetup]
    public void Setup()
    {
        _ring = ValueRingBuffer<LongEvent>.CreateSingleProducer(RingSize, new BusySpinWaitStrategy());
        _driver = new Driver();
        _driver.Processor = EventProcessorFactory.Create(_ring, _ring.NewBarrier(), new Echo(_driver, _ring));
        _ring.AddGatingSequences(_driver.Processor.Sequence);
#if DISRUPTOR_NET
        _dnRing = Dn.ValueRingBuffer<LongEvent>.CreateSingleProducer(() => default, RingSize, new Dn.BusySpinWaitStrategy());
        _dnDriver = new DnDriver();
        _dnDriver.Processor = Dn.Processing.EventProcessorFactory.Create(_dnRing, _dnRing.NewBarrier(Dn.SequenceWaiterOwner.Unknown), new DnEcho(_dnDriver, _dnRing));
        _dnRing.AddGatingSequences(_dnDriver.Processor.Sequence);
#endif
    }

    /// <summary>NDisruptor's value ring: <see cref="Hops"/> one-event batches, each publishing the next; per hop.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Hops)]
    public long ValueHop()
    {
        var ring = _ring;
        long first = ring.Next();
        ring[first].Value = 1;
        _driver.Target = first + Hops - 1;
        ring.Publish(first);
        _driver.Processor.Run();
        return _driver.Sum;
    }

#if DISRUPTOR_NET
    /// <summary>Disruptor-net's value ring: as <see cref="ValueHop"/>.</summary>
    [Benchmark(OperationsPerInvoke = Hops)]
    public long DisruptorNetValueHop()
    {
        var ring = _dnRing;
        long first = ring.Next();
        ring[first].Value = 1;
        _dnDriver.Target = first + Hops - 1;
        ring.Publish(first);
        _dnDriver.Processor.Start(InlineScheduler.Instance);
        return _dnDriver.Sum;
    }
#endif

    private sealed class Driver
    {
        public IEventProcessor Processor = null!;
        public long Target;
        public long Sum;
    }

    /// <summary>Adds the event, then publishes the next one on the same ring, or halts the processor on the last hop.</summary>
    private readonly struct Echo(Driver driver, ValueRingBuffer<LongEvent> ring) : IValueEventHandler<LongEvent>
    {
        public int MaxBatchSize => 1;

        public void OnEvent(ref LongEvent data, long sequence, bool endOfBatch)
        {
            driver.Sum += data.Value;
            if (sequence == driver.Target)
            {
                driver.Processor.Halt();
                return;
            }

            long next = ring.Next();
            ring[next].Value = data.Value + 1;
            ring.Publish(next);
        }
    }

#if DISRUPTOR_NET
    private sealed class DnDriver
    {
        public Dn.Processing.IEventProcessor Processor = null!;
        public long Target;
        public long Sum;
    }

    private readonly struct DnEcho(DnDriver driver, Dn.ValueRingBuffer<LongEvent> ring) : Dn.IValueEventHandler<LongEvent>
    {
        public void OnEvent(ref LongEvent data, long sequence, bool endOfBatch)
        {
            driver.Sum += data.Value;
            if (sequence == driver.Target)
            {
                driver.Processor.Halt();
                return;
            }

            long next = ring.Next();
            ring[next].Value = data.Value + 1;
            ring.Publish(next);
        }
    }
#endif
}
