using System.Runtime.CompilerServices;
using BenchmarkDotNet.Attributes;
using NDisruptor.Benchmarks.Contenders;
#if DISRUPTOR_NET
using Dn = global::Disruptor;
#endif

namespace NDisruptor.Benchmarks.Micro;

/// <summary>
/// The producer's side of publishing, single-threaded: claim, write, publish, on a ring nobody consumes (so it
/// never fills and no other thread or placement enters the figure). Each operation against Disruptor-net's same
/// operation in the same run, when it is compiled in. A hot-path change to claiming or publishing is judged
/// here first; the topologies then show what it does under threads.
/// </summary>
public class PublishPath
{
    private const int Operations = 1000;
    private const int Batch = 10;
    private const int RingSize = 1024;

    private ValueRingBuffer<LongEvent> _single = null!;
    private ValueRingBuffer<LongEvent> _multi = null!;
#if DISRUPTOR_NET
    private Dn.ValueRingBuffer<LongEvent> _dnSingle = null!;
    private Dn.ValueRingBuffer<LongEvent> _dnMulti = null!;
#endif

    [GlobalSetup]
    public void Setup()
    {
        _single = ValueRingBuffer<LongEvent>.CreateSingleProducer(RingSize, new BusySpinWaitStrategy());
        _multi = ValueRingBuffer<LongEvent>.CreateMultiProducer(RingSize, new BusySpinWaitStrategy());
#if DISRUPTOR_NET
        _dnSingle = Dn.ValueRingBuffer<LongEvent>.CreateSingleProducer(() => default, RingSize, new Dn.BusySpinWaitStrategy());
        _dnMulti = Dn.ValueRingBuffer<LongEvent>.CreateMultiProducer(() => default, RingSize, new Dn.BusySpinWaitStrategy());
#endif
    }

    /// <summary>Single producer: <c>Next()</c>, write, <c>Publish(seq)</c>.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Operations)]
    [BenchmarkCategory("SingleProducer")]
    public void NextPublish()
    {
        var ring = _single;
        for (int i = 0; i < Operations; i++)
        {
            long sequence = ring.Next();
            ring[sequence].Value = i;
            ring.Publish(sequence);
        }
    }

    /// <summary>Single producer: <c>Next(10)</c>, ten writes, <c>Publish(lo, hi)</c>; per event.</summary>
    [Benchmark(OperationsPerInvoke = Operations)]
    [BenchmarkCategory("SingleProducer")]
    public void NextPublishBatch()
    {
        PublishBatches(_single);
    }

    /// <summary>Single producer through a publish scope.</summary>
    [Benchmark(OperationsPerInvoke = Operations)]
    [BenchmarkCategory("SingleProducer")]
    public void Scope()
    {
        var ring = _single;
        for (int i = 0; i < Operations; i++)
        {
            using var scope = ring.PublishEvent();
            scope.Event().Value = i;
        }
    }

    /// <summary>Single producer through the translator form.</summary>
    [Benchmark(OperationsPerInvoke = Operations)]
    [BenchmarkCategory("SingleProducer")]
    public void Translator()
    {
        var ring = _single;
        for (int i = 0; i < Operations; i++)
        {
            ring.PublishEvent(static (ref LongEvent e, long sequence, int value) => e.Value = value, i);
        }
    }

    /// <summary>Multi-producer ring, one thread: <c>Next()</c> (LOCK XADD), write, <c>Publish(seq)</c> (the slot's flag).</summary>
    [Benchmark(OperationsPerInvoke = Operations)]
    [BenchmarkCategory("MultiProducer")]
    public void MultiNextPublish()
    {
        var ring = _multi;
        for (int i = 0; i < Operations; i++)
        {
            long sequence = ring.Next();
            ring[sequence].Value = i;
            ring.Publish(sequence);
        }
    }

    /// <summary>Multi-producer ring, one thread: <c>Next(10)</c> (one LOCK XADD), ten writes, <c>Publish(lo, hi)</c> (ten flags); per event.</summary>
    [Benchmark(OperationsPerInvoke = Operations)]
    [BenchmarkCategory("MultiProducer")]
    public void MultiNextPublishBatch()
    {
        PublishBatches(_multi);
    }

    /// <summary>Multi-producer ring, one thread, through a publish scope.</summary>
    [Benchmark(OperationsPerInvoke = Operations)]
    [BenchmarkCategory("MultiProducer")]
    public void MultiScope()
    {
        var ring = _multi;
        for (int i = 0; i < Operations; i++)
        {
            using var scope = ring.PublishEvent();
            scope.Event().Value = i;
        }
    }

    /// <summary>The batch benchmarks' loop: <c>Next(10)</c>, ten writes, <c>Publish(lo, hi)</c>, inlined into each benchmark.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void PublishBatches(ValueRingBuffer<LongEvent> ring)
    {
        for (int i = 0; i < Operations; i += Batch)
        {
            long hi = ring.Next(Batch);
            long lo = hi - Batch + 1;
            for (long s = lo; s <= hi; s++)
            {
                ring[s].Value = s;
            }

            ring.Publish(lo, hi);
        }
    }

#if DISRUPTOR_NET
    /// <summary>Disruptor-net, single producer: <c>Next()</c>, write, <c>Publish(seq)</c>.</summary>
    [Benchmark(OperationsPerInvoke = Operations)]
    [BenchmarkCategory("SingleProducer")]
    public void DisruptorNetNextPublish()
    {
        var ring = _dnSingle;
        for (int i = 0; i < Operations; i++)
        {
            long sequence = ring.Next();
            ring[sequence].Value = i;
            ring.Publish(sequence);
        }
    }

    /// <summary>Disruptor-net, single producer: <c>Next(10)</c>, ten writes, <c>Publish(lo, hi)</c>; per event.</summary>
    [Benchmark(OperationsPerInvoke = Operations)]
    [BenchmarkCategory("SingleProducer")]
    public void DisruptorNetNextPublishBatch()
    {
        DisruptorNetPublishBatches(_dnSingle);
    }

    /// <summary>Disruptor-net, single producer through its publish scope.</summary>
    [Benchmark(OperationsPerInvoke = Operations)]
    [BenchmarkCategory("SingleProducer")]
    public void DisruptorNetScope()
    {
        var ring = _dnSingle;
        for (int i = 0; i < Operations; i++)
        {
            using var scope = ring.PublishEvent();
            scope.Event().Value = i;
        }
    }

    /// <summary>Disruptor-net, multi-producer ring, one thread, through its publish scope.</summary>
    [Benchmark(OperationsPerInvoke = Operations)]
    [BenchmarkCategory("MultiProducer")]
    public void DisruptorNetMultiScope()
    {
        var ring = _dnMulti;
        for (int i = 0; i < Operations; i++)
        {
            using var scope = ring.PublishEvent();
            scope.Event().Value = i;
        }
    }

    /// <summary>Disruptor-net, multi-producer ring, one thread: <c>Next(10)</c>, ten writes, <c>Publish(lo, hi)</c>; per event.</summary>
    [Benchmark(OperationsPerInvoke = Operations)]
    [BenchmarkCategory("MultiProducer")]
    public void DisruptorNetMultiNextPublishBatch()
    {
        DisruptorNetPublishBatches(_dnMulti);
    }

    /// <summary>Disruptor-net, multi-producer ring, one thread.</summary>
    [Benchmark(OperationsPerInvoke = Operations)]
    [BenchmarkCategory("MultiProducer")]
    public void DisruptorNetMultiNextPublish()
    {
        var ring = _dnMulti;
        for (int i = 0; i < Operations; i++)
        {
            long sequence = ring.Next();
            ring[sequence].Value = i;
            ring.Publish(sequence);
        }
    }

    /// <summary><see cref="PublishBatches"/> on Disruptor-net's ring.</summary>
    /// <remarks>
    /// The same loop written again, not shared: the two rings have no common type, and sharing the loop through an interface or
    /// delegates would put a call into what each side measures.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void DisruptorNetPublishBatches(Dn.ValueRingBuffer<LongEvent> ring)
    {
        for (int i = 0; i < Operations; i += Batch)
        {
            long hi = ring.Next(Batch);
            long lo = hi - Batch + 1;
            for (long s = lo; s <= hi; s++)
            {
                ring[s].Value = s;
            }

            ring.Publish(lo, hi);
        }
    }
#endif
}
