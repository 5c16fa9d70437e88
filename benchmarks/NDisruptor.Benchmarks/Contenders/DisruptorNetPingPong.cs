#if DISRUPTOR_NET
using NDisruptor.Benchmarks.Infrastructure;
using Dn = global::Disruptor;
using DnDsl = global::Disruptor.Dsl;

namespace NDisruptor.Benchmarks.Contenders;

// PingPong on Disruptor-net as its PingPongSequencedLatencyTest_Value does it (two value rings, two processors), with struct
// handlers and the same pinger state, timing and checks as the NDisruptor contenders.

public readonly struct DisruptorNetPonger(Dn.ValueRingBuffer<LongEvent> pongs) : Dn.IValueEventHandler<LongEvent>
{
    public void OnEvent(ref LongEvent data, long sequence, bool endOfBatch)
    {
        long s = pongs.Next();
        pongs[s].Value = data.Value;
        pongs.Publish(s);
    }
}

public readonly struct DisruptorNetPinger(Dn.ValueRingBuffer<LongEvent> pings, PingerState state) : Dn.IValueEventHandler<LongEvent>
{
    public void OnEvent(ref LongEvent data, long sequence, bool endOfBatch)
    {
        if (state.Echoed(data.Value, endOfBatch, out long next))
        {
            long s = pings.Next();
            pings[s].Value = next;
            pings.Publish(s);
        }
    }
}

public sealed class DisruptorNetPingPong : NDisruptorPingPongRun
{
    private readonly DnDsl.ValueDisruptor<LongEvent> _pings;
    private readonly DnDsl.ValueDisruptor<LongEvent> _pongs;
    private readonly Dn.ValueRingBuffer<LongEvent> _pingRing;

    public DisruptorNetPingPong(int roundTrips)
        : base(ContenderName.DisruptorNet, roundTrips)
    {
        _pings = DisruptorNetSetup.Create<LongEvent>(Topology, Suite.PingPongRingSize, DnDsl.ProducerType.Single);
        _pongs = DisruptorNetSetup.Create<LongEvent>(Topology, Suite.PingPongRingSize, DnDsl.ProducerType.Single);
        _pings.HandleEventsWith(new DisruptorNetPonger(_pongs.RingBuffer));
        _pongs.HandleEventsWith(new DisruptorNetPinger(_pings.RingBuffer, State));
        _pingRing = DisruptorNetSetup.Start(_pings);
        DisruptorNetSetup.Start(_pongs);
    }

    protected override void SendPing(long value)
    {
        long s = _pingRing.Next();
        _pingRing[s].Value = value;
        _pingRing.Publish(s);
    }

    protected override void Stop()
    {
        DisruptorNetSetup.Shutdown(_pings);
        DisruptorNetSetup.Shutdown(_pongs);
        Finish();
    }
}
#endif
