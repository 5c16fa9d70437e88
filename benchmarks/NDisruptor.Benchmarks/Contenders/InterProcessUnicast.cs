using System;
using NDisruptor.Benchmarks.Infrastructure;
#if DISRUPTOR_NET
using Dn = global::Disruptor;
using DnDsl = global::Disruptor.Dsl;
#endif

namespace NDisruptor.Benchmarks.Contenders;

// Unicast through a ring in a memory-mapped file, the producer and the consumer in the worker process (two threads of
// one process take the same path through shared memory as two processes would; a second process would add its start-up
// to every round). Comparison mode only: compare Unicast --contenders NDisruptorIpc,DisruptorNetIpc. Yielding waits on
// both, since ours adds the pump thread and Disruptor-net's IPC ring yields by default.

/// <summary>NDisruptor's <see cref="InterProcessRing{T}"/> and <see cref="InterProcessPublisher{T}"/>.</summary>
public sealed class NDisruptorIpcUnicast : NDisruptorRun
{
    private readonly InterProcessRing<LongEvent> _ring;
    private readonly ValueDisruptor<LongEvent> _disruptor;
    private readonly InterProcessPublisher<LongEvent> _publisher;
    private readonly int _batchSize;
    private readonly long _expectedPerRun;

    public NDisruptorIpcUnicast(string topology, int events, int batchSize)
        : base(topology, ContenderName.NDisruptorIpc, events)
    {
        _batchSize = batchSize;
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        string name = $"benchmark-{Environment.ProcessId}";
        var options = new InterProcessRingOptions { Wait = InterProcessWait.Yielding };
        _ring = InterProcessRing<LongEvent>.Create(name, Suite.RingSize, options, new YieldingWaitStrategy());
        _disruptor = new ValueDisruptor<LongEvent>(_ring.RingBuffer);
        _disruptor.HandleEventsWith(new SumHandler(Tally));
        _disruptor.Start();
        _ring.Start();
        _publisher = InterProcessPublisher<LongEvent>.Open(name, options);
    }

    protected override void RunOnce()
    {
        var publisher = _publisher;
        long events = Events;
        for (long i = 0; i < events;)
        {
            int n = (int)Math.Min(_batchSize, events - i);
            long hi = publisher.Next(n);
            long value = i;
            for (long s = hi - n + 1; s <= hi; s++)
            {
                publisher[s].Value = value++;
            }

            publisher.Publish(hi - n + 1, hi);
            i += n;
        }

        AwaitAndCheck(Tally, _expectedPerRun, "consumer");
    }

    protected override void Stop()
    {
        NDisruptorSetup.Shutdown(_disruptor);
        _publisher.Dispose();
        _ring.Dispose();
    }
}

#if DISRUPTOR_NET
/// <summary>Disruptor-net's IPC ring: <c>IpcDisruptor</c> over temporary memory, and an <c>IpcPublisher</c> on its directory.</summary>
public sealed class DisruptorNetIpcUnicast : NDisruptorRun
{
    private readonly DnDsl.IpcDisruptor<LongEvent> _disruptor;
    private readonly Dn.IpcPublisher<LongEvent> _publisher;
    private readonly int _batchSize;
    private readonly long _expectedPerRun;

    public DisruptorNetIpcUnicast(string topology, int events, int batchSize)
        : base(topology, ContenderName.DisruptorNetIpc, events)
    {
        _batchSize = batchSize;
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        _disruptor = new DnDsl.IpcDisruptor<LongEvent>(Suite.RingSize);
        _disruptor.HandleEventsWith(new SumHandler(Tally));
        _disruptor.Start();
        _publisher = new Dn.IpcPublisher<LongEvent>(_disruptor.IpcDirectoryPath);
    }

    protected override void RunOnce()
    {
        var publisher = _publisher;
        long events = Events;
        for (long i = 0; i < events;)
        {
            int n = (int)Math.Min(_batchSize, events - i);
            long hi = publisher.Next(n);
            long value = i;
            for (long s = hi - n + 1; s <= hi; s++)
            {
                publisher[s].Value = value++;
            }

            publisher.Publish(hi - n + 1, hi);
            i += n;
        }

        AwaitAndCheck(Tally, _expectedPerRun, "consumer");
    }

    protected override void Stop()
    {
        _disruptor.Halt();
        _publisher.Dispose();
        _disruptor.Dispose();
    }
}
#endif
