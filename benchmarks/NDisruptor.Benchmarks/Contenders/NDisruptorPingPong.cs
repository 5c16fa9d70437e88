using System;
using System.Runtime.CompilerServices;
using System.Threading;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Contenders;

// PingPong as LMAX's own latency test does it: two rings, two event processors. The ponger's handler echoes every ping
// into the pong ring; the pinger's handler checks the echo (timing one trip in 32), then publishes the next ping. Both
// busy-spin; the benchmark thread sends the first ping of an invocation and sleeps on a semaphore until the last echo
// arrives.

/// <summary>The pinger's state, touched only by the pinger's thread while an invocation runs.</summary>
public sealed class PingerState(LatencyHistogram histogram, int roundTrips)
{
    public readonly int RoundTrips = roundTrips;
    public readonly SemaphoreSlim Done = new(0);
    public RoundTripSampler Sampler = new(histogram);
    public long Expected;
    public int Count;
    public long Batches;
    public string? Error;

    public LatencyHistogram Histogram => Sampler.Histogram;

    /// <summary>
    /// Checks an echo (and times it, if its trip is sampled); returns the next ping to send, or false when the
    /// invocation's round trips are done (and releases the benchmark thread). Every contender's pinger handler calls
    /// this, so all time, check and count batches alike.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Echoed(long value, bool endOfBatch, out long next)
    {
        if (endOfBatch)
        {
            Batches++; // before the release below, which publishes it to the benchmark thread
        }

        Sampler.Echoed(Count);
        if (value != Expected)
        {
            Error ??= $"echo {value}, expected {Expected}";
        }

        if (++Count == RoundTrips)
        {
            Done.Release();
            next = 0;
            return false;
        }

        Sampler.Sending(Count);
        next = ++Expected;
        return true;
    }
}

public readonly struct ValuePonger(ValueRingBuffer<LongEvent> pongs) : IValueEventHandler<LongEvent>
{
    public void OnEvent(ref LongEvent data, long sequence, bool endOfBatch)
    {
        long s = pongs.Next();
        pongs[s].Value = data.Value;
        pongs.Publish(s);
    }
}

public readonly struct ValuePinger(ValueRingBuffer<LongEvent> pings, PingerState state) : IValueEventHandler<LongEvent>
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

public readonly struct ClassPonger(RingBuffer<LongEventObject> pongs) : IEventHandler<LongEventObject>
{
    public void OnEvent(LongEventObject data, long sequence, bool endOfBatch)
    {
        long s = pongs.Next();
        pongs[s].Value = data.Value;
        pongs.Publish(s);
    }
}

public readonly struct ClassPinger(RingBuffer<LongEventObject> pings, PingerState state) : IEventHandler<LongEventObject>
{
    public void OnEvent(LongEventObject data, long sequence, bool endOfBatch)
    {
        if (state.Echoed(data.Value, endOfBatch, out long next))
        {
            long s = pings.Next();
            pings[s].Value = next;
            pings.Publish(s);
        }
    }
}

/// <summary>Shared driver of the ring contenders (both NDisruptor rings, DisruptorNet): starts an invocation with the first ping and waits for the pinger to finish.</summary>
public abstract class NDisruptorPingPongRun : TopologyRun
{
    protected NDisruptorPingPongRun(string contender, int roundTrips)
        : base("PingPong", contender, roundTrips) => State = new PingerState(new LatencyHistogram(), roundTrips);

    protected PingerState State { get; }

    public override double? Batches => State.Batches;

    protected override void RunOnce()
    {
        var state = State;
        if (Invocations == 1)
        {
            state.Histogram.Reset(); // drop the first (jitting) invocation
        }

        state.Count = 0;
        state.Expected++;
        state.Sampler.Sending(0);
        SendPing(state.Expected); // publishing releases the writes above to the pinger's thread
        if (!state.Done.Wait(Spin.Timeout))
        {
            throw new TimeoutException($"PingPong/{Contender}: {state.Count} of {state.RoundTrips} round trips after {Spin.Timeout.TotalSeconds:F0} s.");
        }

        if (state.Error is { } error)
        {
            throw new InvalidOperationException($"PingPong/{Contender}: {error}.");
        }
    }

    protected abstract void SendPing(long value);

    protected void Finish()
    {
        LatencyLog.Write(Topology, Contender, State.Histogram);
        State.Done.Dispose();
    }
}

public sealed class NDisruptorPingPong : NDisruptorPingPongRun
{
    private readonly ValueDisruptor<LongEvent> _pings;
    private readonly ValueDisruptor<LongEvent> _pongs;
    private readonly ValueRingBuffer<LongEvent> _pingRing;

    /// <param name="roundTrips">Round trips per invocation.</param>
    /// <param name="contender">The name results go under; an experiment passes its own.</param>
    /// <param name="waitStrategy">Creates each ring's wait strategy; the topology's (busy-spin here) when null.</param>
    /// <param name="producerType">Both rings' producer type: one thread at a time publishes to each either way.</param>
    public NDisruptorPingPong(int roundTrips, string contender = ContenderName.NDisruptor, Func<IWaitStrategy>? waitStrategy = null, ProducerType producerType = ProducerType.Single)
        : base(contender, roundTrips)
    {
        waitStrategy ??= () => NDisruptorSetup.WaitStrategyFor(Topology);
        _pings = new ValueDisruptor<LongEvent>(Suite.PingPongRingSize, producerType, waitStrategy());
        _pongs = new ValueDisruptor<LongEvent>(Suite.PingPongRingSize, producerType, waitStrategy());
        _pings.HandleEventsWith(new ValuePonger(_pongs.RingBuffer));
        _pongs.HandleEventsWith(new ValuePinger(_pings.RingBuffer, State));
        _pingRing = _pings.Start();
        _pongs.Start();
    }

    /// <summary>The rings, for experiments whose wait strategy reads the ring it serves.</summary>
    public ValueRingBuffer<LongEvent> PingRing => _pings.RingBuffer;

    public ValueRingBuffer<LongEvent> PongRing => _pongs.RingBuffer;

    protected override void SendPing(long value)
    {
        long s = _pingRing.Next();
        _pingRing[s].Value = value;
        _pingRing.Publish(s);
    }

    protected override void Stop()
    {
        NDisruptorSetup.Shutdown(_pings);
        NDisruptorSetup.Shutdown(_pongs);
        Finish();
    }
}

public sealed class NDisruptorClassPingPong : NDisruptorPingPongRun
{
    private readonly Disruptor<LongEventObject> _pings;
    private readonly Disruptor<LongEventObject> _pongs;
    private readonly RingBuffer<LongEventObject> _pingRing;

    public NDisruptorClassPingPong(int roundTrips)
        : base(ContenderName.NDisruptorClass, roundTrips)
    {
        _pings = new Disruptor<LongEventObject>(static () => new LongEventObject(), Suite.PingPongRingSize, ProducerType.Single, NDisruptorSetup.WaitStrategyFor(Topology));
        _pongs = new Disruptor<LongEventObject>(static () => new LongEventObject(), Suite.PingPongRingSize, ProducerType.Single, NDisruptorSetup.WaitStrategyFor(Topology));
        _pings.HandleEventsWith(new ClassPonger(_pongs.RingBuffer));
        _pongs.HandleEventsWith(new ClassPinger(_pings.RingBuffer, State));
        _pingRing = _pings.Start();
        _pongs.Start();
    }

    protected override void SendPing(long value)
    {
        long s = _pingRing.Next();
        _pingRing[s].Value = value;
        _pingRing.Publish(s);
    }

    protected override void Stop()
    {
        NDisruptorSetup.Shutdown(_pings);
        NDisruptorSetup.Shutdown(_pongs);
        Finish();
    }
}
