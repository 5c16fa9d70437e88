using System.Threading;
using BenchmarkDotNet.Attributes;
using NDisruptor.Benchmarks.Contenders;
#if DISRUPTOR_NET
using Dn = global::Disruptor;
#endif

namespace NDisruptor.Benchmarks.Micro;

/// <summary>
/// The consumer's side, single-threaded: a barrier wait on a sequence that is already published, and one processor
/// run over <see cref="Events"/> events driven by hand (published, then the processor run on this thread until
/// its handler halts it on the last event). Value and class rings, and a value ring for several producers (its consumer
/// reads a flag per event to learn what is published), each against Disruptor-net's same operation in the same run when
/// it is compiled in. No second thread, so no placement enters the figure. NDisruptor's processors
/// hand the events over in batches of 8,192 (their default limit), Disruptor-net's as one.
/// </summary>
/// <remarks>
/// A processor run includes what one run costs besides the events (entering and leaving the run, the halt's
/// alert or cancellation, thrown once): spread over 65,536 events, it is a small part of the per-event figure,
/// paid by both libraries.
/// </remarks>
public class ConsumePath
{
    private const int Events = 65536;
    private const int RingSize = 131072;
    private const int PublishBatch = 1024;
    private const int Waits = 1000;

    private ValueRingBuffer<LongEvent> _valueRing = null!;
    private RingBuffer<LongEventObject> _classRing = null!;
    private SequenceBarrier _waitBarrier = null!;
    private Driver _value = null!;
    private Driver _class = null!;
    private ValueRingBuffer<LongEvent> _valueRingClassHandler = null!;
    private RingBuffer<LongEventObject> _classRingClassHandler = null!;
    private Driver _valueClassHandler = null!;
    private Driver _classClassHandler = null!;
    private ValueRingBuffer<LongEvent> _multiValueRing = null!;
    private Driver _multiValue = null!;
#if DISRUPTOR_NET
    private Dn.ValueRingBuffer<LongEvent> _dnValueRing = null!;
    private Dn.RingBuffer<LongEventObject> _dnClassRing = null!;
    private Dn.SequenceBarrier _dnWaitBarrier = null!;
    private DnDriver _dnValue = null!;
    private DnDriver _dnClass = null!;
    private Dn.ValueRingBuffer<LongEvent> _dnMultiValueRing = null!;
    private DnDriver _dnMultiValue = null!;
#endif

    [GlobalSetup]
    public void Setup()
    {
        _valueRing = ValueRingBuffer<LongEvent>.CreateSingleProducer(RingSize, new BusySpinWaitStrategy());
        _value = new Driver();
        _value.Processor = EventProcessorFactory.Create(_valueRing, _valueRing.NewBarrier(), new HaltingSum(_value));
        _valueRing.AddGatingSequences(_value.Processor.Sequence);

        _classRing = RingBuffer<LongEventObject>.CreateSingleProducer(static () => new LongEventObject(), RingSize, new BusySpinWaitStrategy());
        _class = new Driver();
        _class.Processor = EventProcessorFactory.Create(_classRing, _classRing.NewBarrier(), new HaltingSum(_class));
        _classRing.AddGatingSequences(_class.Processor.Sequence);

        // The same two rings with a class handler: its calls go through the handler interface, not a struct's inlined method.
        _valueRingClassHandler = ValueRingBuffer<LongEvent>.CreateSingleProducer(RingSize, new BusySpinWaitStrategy());
        _valueClassHandler = new Driver();
        _valueClassHandler.Processor = EventProcessorFactory.Create(_valueRingClassHandler, _valueRingClassHandler.NewBarrier(), new HaltingSumHandler(_valueClassHandler));
        _valueRingClassHandler.AddGatingSequences(_valueClassHandler.Processor.Sequence);

        _classRingClassHandler = RingBuffer<LongEventObject>.CreateSingleProducer(static () => new LongEventObject(), RingSize, new BusySpinWaitStrategy());
        _classClassHandler = new Driver();
        _classClassHandler.Processor = EventProcessorFactory.Create(_classRingClassHandler, _classRingClassHandler.NewBarrier(), new HaltingSumHandler(_classClassHandler));
        _classRingClassHandler.AddGatingSequences(_classClassHandler.Processor.Sequence);

        // A multi-producer value ring: its consumer learns what is published from the slots' flags, not from the cursor.
        _multiValueRing = ValueRingBuffer<LongEvent>.CreateMultiProducer(RingSize, new BusySpinWaitStrategy());
        _multiValue = new Driver();
        _multiValue.Processor = EventProcessorFactory.Create(_multiValueRing, _multiValueRing.NewBarrier(), new HaltingSum(_multiValue));
        _multiValueRing.AddGatingSequences(_multiValue.Processor.Sequence);

        // A ring of its own for the barrier waits: everything it will be asked for is published up front.
        var waitRing = ValueRingBuffer<LongEvent>.CreateSingleProducer(RingSize, new BusySpinWaitStrategy());
        waitRing.Publish(0, waitRing.Next(Waits));
        _waitBarrier = waitRing.NewBarrier();
#if DISRUPTOR_NET
        _dnValueRing = Dn.ValueRingBuffer<LongEvent>.CreateSingleProducer(() => default, RingSize, new Dn.BusySpinWaitStrategy());
        _dnValue = new DnDriver();
        _dnValue.Processor = Dn.Processing.EventProcessorFactory.Create(_dnValueRing, _dnValueRing.NewBarrier(Dn.SequenceWaiterOwner.Unknown), new DnHaltingSum(_dnValue));
        _dnValueRing.AddGatingSequences(_dnValue.Processor.Sequence);

        _dnClassRing = Dn.RingBuffer<LongEventObject>.CreateSingleProducer(() => new LongEventObject(), RingSize, new Dn.BusySpinWaitStrategy());
        _dnClass = new DnDriver();
        _dnClass.Processor = Dn.Processing.EventProcessorFactory.Create(_dnClassRing, _dnClassRing.NewBarrier(Dn.SequenceWaiterOwner.Unknown), new DnHaltingSum(_dnClass));
        _dnClassRing.AddGatingSequences(_dnClass.Processor.Sequence);

        _dnMultiValueRing = Dn.ValueRingBuffer<LongEvent>.CreateMultiProducer(() => default, RingSize, new Dn.BusySpinWaitStrategy());
        _dnMultiValue = new DnDriver();
        _dnMultiValue.Processor = Dn.Processing.EventProcessorFactory.Create(_dnMultiValueRing, _dnMultiValueRing.NewBarrier(Dn.SequenceWaiterOwner.Unknown), new DnHaltingSum(_dnMultiValue));
        _dnMultiValueRing.AddGatingSequences(_dnMultiValue.Processor.Sequence);

        var dnWaitRing = Dn.ValueRingBuffer<LongEvent>.CreateSingleProducer(() => default, RingSize, new Dn.BusySpinWaitStrategy());
        long dnHi = dnWaitRing.Next(Waits);
        dnWaitRing.Publish(dnHi - Waits + 1, dnHi);
        _dnWaitBarrier = dnWaitRing.NewBarrier(Dn.SequenceWaiterOwner.Unknown);
#endif
    }

    /// <summary>NDisruptor: <c>barrier.WaitFor(seq)</c> on a published sequence (alert check, strategy, publication check); per wait.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Waits)]
    [BenchmarkCategory("BarrierWait")]
    public long BarrierWait()
    {
        var barrier = _waitBarrier;
        long sum = 0;
        for (long s = 0; s < Waits; s++)
        {
            sum += barrier.WaitFor(s).Sequence;
        }

        return sum;
    }

    /// <summary>NDisruptor's value ring: publish <see cref="Events"/> events, then one processor run handles them; per event.</summary>
    [Benchmark(OperationsPerInvoke = Events)]
    [BenchmarkCategory("ProcessorBatch")]
    public long ValueBatch()
    {
        return _value.RunThrough(PublishEvents(_valueRing));
    }

    /// <summary>NDisruptor's value ring for several producers (one thread publishes here): as <see cref="ValueBatch"/>.</summary>
    [Benchmark(OperationsPerInvoke = Events)]
    [BenchmarkCategory("ProcessorBatch")]
    public long MultiValueBatch()
    {
        return _multiValue.RunThrough(PublishEvents(_multiValueRing));
    }

    /// <summary>NDisruptor's class ring: as <see cref="ValueBatch"/>.</summary>
    [Benchmark(OperationsPerInvoke = Events)]
    [BenchmarkCategory("ProcessorBatch")]
    public long ClassBatch()
    {
        return _class.RunThrough(PublishEvents(_classRing));
    }

    /// <summary>NDisruptor's value ring with a class handler (an interface call per event): as <see cref="ValueBatch"/>.</summary>
    [Benchmark(OperationsPerInvoke = Events)]
    [BenchmarkCategory("ProcessorBatch")]
    public long ValueBatchClassHandler()
    {
        return _valueClassHandler.RunThrough(PublishEvents(_valueRingClassHandler));
    }

    /// <summary>NDisruptor's class ring with a class handler: as <see cref="ValueBatch"/>.</summary>
    [Benchmark(OperationsPerInvoke = Events)]
    [BenchmarkCategory("ProcessorBatch")]
    public long ClassBatchClassHandler()
    {
        return _classClassHandler.RunThrough(PublishEvents(_classRingClassHandler));
    }

#if DISRUPTOR_NET
    /// <summary>Disruptor-net: <c>barrier.WaitFor(seq, token)</c> on a published sequence; per wait.</summary>
    [Benchmark(OperationsPerInvoke = Waits)]
    [BenchmarkCategory("BarrierWait")]
    public long DisruptorNetBarrierWait()
    {
        var barrier = _dnWaitBarrier;
        long sum = 0;
        for (long s = 0; s < Waits; s++)
        {
            sum += barrier.WaitFor(s, CancellationToken.None).UnsafeAvailableSequence;
        }

        return sum;
    }

    /// <summary>Disruptor-net's value ring: as <see cref="ValueBatch"/>.</summary>
    [Benchmark(OperationsPerInvoke = Events)]
    [BenchmarkCategory("ProcessorBatch")]
    public long DisruptorNetValueBatch()
    {
        return _dnValue.RunThrough(PublishEvents(_dnValueRing, _dnValueRing.Cursor));
    }

    /// <summary>Disruptor-net's value ring for several producers: as <see cref="MultiValueBatch"/>.</summary>
    [Benchmark(OperationsPerInvoke = Events)]
    [BenchmarkCategory("ProcessorBatch")]
    public long DisruptorNetMultiValueBatch()
    {
        return _dnMultiValue.RunThrough(PublishEvents(_dnMultiValueRing, _dnMultiValueRing.Cursor));
    }

    /// <summary>Disruptor-net's class ring: as <see cref="ValueBatch"/>.</summary>
    [Benchmark(OperationsPerInvoke = Events)]
    [BenchmarkCategory("ProcessorBatch")]
    public long DisruptorNetClassBatch()
    {
        return _dnClass.RunThrough(PublishEvents(_dnClassRing, _dnClassRing.Cursor));
    }
#endif

    /// <summary>Publishes <see cref="Events"/> events in claims of <see cref="PublishBatch"/>; returns the last.</summary>
    private static long PublishEvents<T>(RingBufferBase<T> ring)
    {
        for (int i = 0; i < Events; i += PublishBatch)
        {
            long hi = ring.Next(PublishBatch);
            ring.Publish(hi - PublishBatch + 1, hi);
        }

        return ring.Cursor;
    }

#if DISRUPTOR_NET
    /// <summary>As <see cref="PublishEvents{T}(RingBufferBase{T})"/>, on a Disruptor-net ring; returns the last sequence.</summary>
    private static long PublishEvents(Dn.ISequenced ring, long cursor)
    {
        for (int i = 0; i < Events; i += PublishBatch)
        {
            long hi = ring.Next(PublishBatch);
            ring.Publish(hi - PublishBatch + 1, hi);
        }

        return cursor + Events;
    }
#endif

    /// <summary>Runs an NDisruptor processor on the calling thread until its handler reaches <see cref="Target"/>.</summary>
    private sealed class Driver
    {
        public IEventProcessor Processor = null!;
        public long Target;
        public long Sum;

        public long RunThrough(long target)
        {
            Target = target;
            Processor.Run();
            return Sum;
        }
    }

    /// <summary>Sums the events and halts its processor on the last one, so that <c>Run</c> returns after the last event's batch.</summary>
    private readonly struct HaltingSum(Driver driver) : IValueEventHandler<LongEvent>, IEventHandler<LongEventObject>
    {
        public void OnEvent(ref LongEvent data, long sequence, bool endOfBatch) => Add(data.Value, sequence);

        public void OnEvent(LongEventObject data, long sequence, bool endOfBatch) => Add(data.Value, sequence);

        private void Add(long value, long sequence)
        {
            driver.Sum += value + sequence;
            if (sequence == driver.Target)
            {
                driver.Processor.Halt();
            }
        }
    }

    /// <summary><see cref="HaltingSum"/> as a class: the processor calls it through the handler interface.</summary>
    private sealed class HaltingSumHandler(Driver driver) : IValueEventHandler<LongEvent>, IEventHandler<LongEventObject>
    {
        private readonly HaltingSum _sum = new(driver);

        public void OnEvent(ref LongEvent data, long sequence, bool endOfBatch) => _sum.OnEvent(ref data, sequence, endOfBatch);

        public void OnEvent(LongEventObject data, long sequence, bool endOfBatch) => _sum.OnEvent(data, sequence, endOfBatch);
    }

#if DISRUPTOR_NET
    /// <summary>Runs a Disruptor-net processor on the calling thread (it has no public Run): started on a scheduler that runs the task inline.</summary>
    private sealed class DnDriver
    {
        public Dn.Processing.IEventProcessor Processor = null!;
        public long Target;
        public long Sum;

        public long RunThrough(long target)
        {
            Target = target;
            Processor.Start(InlineScheduler.Instance);
            return Sum;
        }
    }

    private readonly struct DnHaltingSum(DnDriver driver) : Dn.IValueEventHandler<LongEvent>, Dn.IEventHandler<LongEventObject>
    {
        public void OnEvent(ref LongEvent data, long sequence, bool endOfBatch) => Add(data.Value, sequence);

        public void OnEvent(LongEventObject data, long sequence, bool endOfBatch) => Add(data.Value, sequence);

        private void Add(long value, long sequence)
        {
            driver.Sum += value + sequence;
            if (sequence == driver.Target)
            {
                driver.Processor.Halt();
            }
        }
    }
#endif
}
