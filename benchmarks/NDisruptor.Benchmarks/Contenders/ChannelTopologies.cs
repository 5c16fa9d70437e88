using System;
using System.Threading;
using System.Threading.Channels;
using System.Threading.Tasks;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Contenders;

// The System.Threading.Channels contender of every topology, used as its documentation recommends for throughput:
// bounded channels (capacity = ring size, FullMode.Wait), single reader / single writer where the topology allows,
// TryWrite/TryRead fast paths with WaitToReadAsync/WriteAsync when empty/full, consumers as thread-pool tasks.

/// <summary>A stage's transformation, resolved at JIT time (no delegate per event).</summary>
public interface IStage
{
    static abstract long Apply(long value);
}

public readonly struct Stage1 : IStage
{
    public static long Apply(long value) => Work.PipelineStage1(value);
}

public readonly struct Stage2 : IStage
{
    public static long Apply(long value) => Work.PipelineStage2(value);
}

public readonly struct LeftStage : IStage
{
    public static long Apply(long value) => Work.DiamondLeft(value);
}

public readonly struct RightStage : IStage
{
    public static long Apply(long value) => Work.DiamondRight(value);
}

/// <summary>Helpers shared by the channel topologies.</summary>
public static class Channels
{
    public static Channel<long> Bounded(int capacity, bool singleWriter) =>
        Channel.CreateBounded<long>(new BoundedChannelOptions(capacity)
        {
            SingleReader = true,
            SingleWriter = singleWriter,
            FullMode = BoundedChannelFullMode.Wait,
            AllowSynchronousContinuations = false,
        });

    /// <summary>Forwards every value through <typeparamref name="TStage"/> until the input completes, then completes the output.</summary>
    public static async Task ForwardAsync<TStage>(ChannelReader<long> input, ChannelWriter<long> output)
        where TStage : IStage
    {
        while (await input.WaitToReadAsync().ConfigureAwait(false))
        {
            while (input.TryRead(out long value))
            {
                long result = TStage.Apply(value);
                if (!output.TryWrite(result))
                {
                    await output.WriteAsync(result).ConfigureAwait(false);
                }
            }
        }

        output.Complete();
    }

    public static async Task WaitAsync(SemaphoreSlim done, string what)
    {
        if (!await done.WaitAsync(Spin.Timeout).ConfigureAwait(false))
        {
            throw new TimeoutException($"{what}: not done within {Spin.Timeout.TotalSeconds:F0} s.");
        }
    }

    public static void AwaitCompletion(Task task, string what)
    {
        if (!task.Wait(Spin.Timeout))
        {
            throw new TimeoutException($"{what}: did not complete within {Spin.Timeout.TotalSeconds:F0} s.");
        }
    }
}

/// <summary>
/// The last consumer of a channel topology: sums what it reads and signals once the producer's target count is reached.
/// </summary>
public sealed class SummingConsumer : IDisposable
{
    private readonly PaddedCounter _target = new();
    private readonly PaddedCounter _sum = new();
    private readonly SemaphoreSlim _done = new(0);

    public SummingConsumer(ChannelReader<long> reader) => Completion = Task.Run(() => ConsumeAsync(reader));

    public Task Completion { get; }

    public long Sum => _sum.Read();

    /// <summary>Sets how many values, counted since the start, must have arrived before <see cref="WaitAsync"/> returns.</summary>
    public void Expect(long total) => _target.Write(total);

    public Task WaitAsync(string what) => Channels.WaitAsync(_done, what);

    public void Dispose() => _done.Dispose();

    private async Task ConsumeAsync(ChannelReader<long> reader)
    {
        long sum = 0, count = 0, signalled = 0;
        while (await reader.WaitToReadAsync().ConfigureAwait(false))
        {
            while (reader.TryRead(out long value))
            {
                sum += value;
                count++;
            }

            _sum.Write(sum);
            long target = _target.Read();
            if (count >= target && target > signalled)
            {
                signalled = target;
                _done.Release();
            }
        }
    }
}

/// <summary>1P-1C over one bounded channel.</summary>
public sealed class ChannelUnicast : TopologyRun
{
    private readonly Channel<long> _channel = Channels.Bounded(Suite.RingSize, singleWriter: true);
    private readonly SummingConsumer _consumer;
    private readonly long _expectedPerRun;

    public ChannelUnicast(string topology, int events)
        : base(topology, ContenderName.Channel, events)
    {
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        _consumer = new SummingConsumer(_channel.Reader);
    }

    protected override async Task RunOnceAsync()
    {
        _consumer.Expect((Invocations + 1) * Events);
        var writer = _channel.Writer;
        for (long i = 0, events = Events; i < events; i++)
        {
            if (!writer.TryWrite(i))
            {
                await writer.WriteAsync(i).ConfigureAwait(false);
            }
        }

        await _consumer.WaitAsync($"{Topology}/Channel consumer").ConfigureAwait(false);
        Check("consumer sum", _consumer.Sum, (Invocations + 1) * _expectedPerRun);
    }

    protected override void Stop()
    {
        _channel.Writer.Complete();
        Channels.AwaitCompletion(_consumer.Completion, "Channel consumer");
        _consumer.Dispose();
    }
}

/// <summary>1P-3C chained over three bounded channels.</summary>
public sealed class ChannelPipeline : TopologyRun
{
    private readonly Channel<long> _toStage1 = Channels.Bounded(Suite.RingSize, singleWriter: true);
    private readonly Channel<long> _toStage2 = Channels.Bounded(Suite.RingSize, singleWriter: true);
    private readonly Channel<long> _toStage3 = Channels.Bounded(Suite.RingSize, singleWriter: true);
    private readonly Task _stage1, _stage2;
    private readonly SummingConsumer _stage3;
    private readonly long _expectedPerRun;

    public ChannelPipeline(int events)
        : base("Pipeline", ContenderName.Channel, events)
    {
        _expectedPerRun = Work.ExpectedPipelineSum(events);
        _stage1 = Task.Run(() => Channels.ForwardAsync<Stage1>(_toStage1.Reader, _toStage2.Writer));
        _stage2 = Task.Run(() => Channels.ForwardAsync<Stage2>(_toStage2.Reader, _toStage3.Writer));
        _stage3 = new SummingConsumer(_toStage3.Reader);
    }

    protected override async Task RunOnceAsync()
    {
        _stage3.Expect((Invocations + 1) * Events);
        var writer = _toStage1.Writer;
        for (long i = 0, events = Events; i < events; i++)
        {
            if (!writer.TryWrite(i))
            {
                await writer.WriteAsync(i).ConfigureAwait(false);
            }
        }

        await _stage3.WaitAsync("Pipeline/Channel stage 3").ConfigureAwait(false);
        Check("stage 3 sum", _stage3.Sum, (Invocations + 1) * _expectedPerRun);
    }

    protected override void Stop()
    {
        _toStage1.Writer.Complete();
        Channels.AwaitCompletion(Task.WhenAll(_stage1, _stage2, _stage3.Completion), "Channel pipeline");
        _stage3.Dispose();
    }
}

/// <summary>3P-1C: three producers (the benchmark thread and two pool tasks) share one multi-writer bounded channel.</summary>
public sealed class ChannelSequencer : TopologyRun
{
    private const int Producers = 3;
    private readonly Channel<long> _channel = Channels.Bounded(Suite.RingSize, singleWriter: false);
    private readonly SummingConsumer _consumer;
    private readonly long _expectedPerRun;

    public ChannelSequencer(int events)
        : base("Sequencer", ContenderName.Channel, events)
    {
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        _consumer = new SummingConsumer(_channel.Reader);
    }

    protected override async Task RunOnceAsync()
    {
        _consumer.Expect((Invocations + 1) * Events);
        var helpers = Task.WhenAll(Task.Run(() => ProduceAsync(1)), Task.Run(() => ProduceAsync(2)));
        await ProduceAsync(0).ConfigureAwait(false);
        await helpers.ConfigureAwait(false);
        await _consumer.WaitAsync("Sequencer/Channel consumer").ConfigureAwait(false);
        Check("consumer sum", _consumer.Sum, (Invocations + 1) * _expectedPerRun);
    }

    protected override void Stop()
    {
        _channel.Writer.Complete();
        Channels.AwaitCompletion(_consumer.Completion, "Channel consumer");
        _consumer.Dispose();
    }

    private async Task ProduceAsync(int part)
    {
        var writer = _channel.Writer;
        long share = Events / Producers;
        for (long i = part * share, end = (part + 1) * share; i < end; i++)
        {
            if (!writer.TryWrite(i))
            {
                await writer.WriteAsync(i).ConfigureAwait(false);
            }
        }
    }
}

/// <summary>1P-3C parallel: the producer writes every value into each consumer's own channel.</summary>
public sealed class ChannelMulticast : TopologyRun
{
    private readonly Channel<long>[] _channels = [Channels.Bounded(Suite.RingSize, true), Channels.Bounded(Suite.RingSize, true), Channels.Bounded(Suite.RingSize, true)];
    private readonly SummingConsumer[] _consumers;
    private readonly long _expectedPerRun;

    public ChannelMulticast(int events)
        : base("Multicast", ContenderName.Channel, events)
    {
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        _consumers = Array.ConvertAll(_channels, c => new SummingConsumer(c.Reader));
    }

    protected override async Task RunOnceAsync()
    {
        foreach (var consumer in _consumers)
        {
            consumer.Expect((Invocations + 1) * Events);
        }

        var (a, b, c) = (_channels[0].Writer, _channels[1].Writer, _channels[2].Writer);
        for (long i = 0, events = Events; i < events; i++)
        {
            if (!a.TryWrite(i))
            {
                await a.WriteAsync(i).ConfigureAwait(false);
            }

            if (!b.TryWrite(i))
            {
                await b.WriteAsync(i).ConfigureAwait(false);
            }

            if (!c.TryWrite(i))
            {
                await c.WriteAsync(i).ConfigureAwait(false);
            }
        }

        for (int k = 0; k < _consumers.Length; k++)
        {
            await _consumers[k].WaitAsync($"Multicast/Channel consumer {k}").ConfigureAwait(false);
            Check($"consumer {k} sum", _consumers[k].Sum, (Invocations + 1) * _expectedPerRun);
        }
    }

    protected override void Stop()
    {
        foreach (var channel in _channels)
        {
            channel.Writer.Complete();
        }

        Channels.AwaitCompletion(Task.WhenAll(Array.ConvertAll(_consumers, c => c.Completion)), "Channel consumers");
        foreach (var consumer in _consumers)
        {
            consumer.Dispose();
        }
    }
}

/// <summary>1P-2C then a join: left and right stages each feed a channel the join reads pairwise.</summary>
public sealed class ChannelDiamond : TopologyRun
{
    private readonly Channel<long> _toLeft = Channels.Bounded(Suite.RingSize, singleWriter: true);
    private readonly Channel<long> _toRight = Channels.Bounded(Suite.RingSize, singleWriter: true);
    private readonly Channel<long> _leftToJoin = Channels.Bounded(Suite.RingSize, singleWriter: true);
    private readonly Channel<long> _rightToJoin = Channels.Bounded(Suite.RingSize, singleWriter: true);
    private readonly Task _left, _right, _join;
    private readonly PaddedCounter _target = new();
    private readonly PaddedCounter _sum = new();
    private readonly SemaphoreSlim _done = new(0);
    private readonly long _expectedPerRun;

    public ChannelDiamond(int events)
        : base("Diamond", ContenderName.Channel, events)
    {
        _expectedPerRun = Work.ExpectedDiamondSum(events);
        _left = Task.Run(() => Channels.ForwardAsync<LeftStage>(_toLeft.Reader, _leftToJoin.Writer));
        _right = Task.Run(() => Channels.ForwardAsync<RightStage>(_toRight.Reader, _rightToJoin.Writer));
        _join = Task.Run(JoinAsync);
    }

    protected override async Task RunOnceAsync()
    {
        _target.Write((Invocations + 1) * Events);
        var (left, right) = (_toLeft.Writer, _toRight.Writer);
        for (long i = 0, events = Events; i < events; i++)
        {
            if (!left.TryWrite(i))
            {
                await left.WriteAsync(i).ConfigureAwait(false);
            }

            if (!right.TryWrite(i))
            {
                await right.WriteAsync(i).ConfigureAwait(false);
            }
        }

        await Channels.WaitAsync(_done, "Diamond/Channel join").ConfigureAwait(false);
        Check("join sum", _sum.Read(), (Invocations + 1) * _expectedPerRun);
    }

    protected override void Stop()
    {
        _toLeft.Writer.Complete();
        _toRight.Writer.Complete();
        Channels.AwaitCompletion(Task.WhenAll(_left, _right, _join), "Channel diamond");
        _done.Dispose();
    }

    private async Task JoinAsync()
    {
        var (left, right) = (_leftToJoin.Reader, _rightToJoin.Reader);
        long sum = 0, count = 0, signalled = 0;
        while (await left.WaitToReadAsync().ConfigureAwait(false))
        {
            while (left.TryRead(out long l))
            {
                if (!right.TryRead(out long r))
                {
                    r = await right.ReadAsync().ConfigureAwait(false);
                }

                sum += l + r;
                count++;
            }

            _sum.Write(sum);
            long target = _target.Read();
            if (count >= target && target > signalled)
            {
                signalled = target;
                _done.Release();
            }
        }
    }
}

/// <summary>Round trip over two bounded channels: the benchmark awaits each echo from a pool task.</summary>
public sealed class ChannelPingPong : TopologyRun
{
    private readonly Channel<long> _ping = Channels.Bounded(Suite.PingPongRingSize, singleWriter: true);
    private readonly Channel<long> _pong = Channels.Bounded(Suite.PingPongRingSize, singleWriter: true);
    private RoundTripSampler _sampler = new(new LatencyHistogram());
    private readonly Task _echo;

    public ChannelPingPong(int roundTrips)
        : base("PingPong", ContenderName.Channel, roundTrips)
    {
        _echo = Task.Run(EchoAsync);
    }

    protected override async Task RunOnceAsync()
    {
        if (Invocations == 1)
        {
            _sampler.Histogram.Reset(); // drop the first (jitting) invocation
        }

        var (ping, pong) = (_ping.Writer, _pong.Reader);
        for (long i = 0, events = Events; i < events; i++)
        {
            _sampler.Sending(i);
            if (!ping.TryWrite(i))
            {
                await ping.WriteAsync(i).ConfigureAwait(false);
            }

            if (!pong.TryRead(out long echoed))
            {
                echoed = await pong.ReadAsync().ConfigureAwait(false);
            }

            _sampler.Echoed(i);
            if (echoed != i)
            {
                Check("echo", echoed, i);
            }
        }
    }

    protected override void Stop()
    {
        _ping.Writer.Complete();
        Channels.AwaitCompletion(_echo, "Channel echo");
        LatencyLog.Write(Topology, Contender, _sampler.Histogram);
    }

    private async Task EchoAsync()
    {
        var (ping, pong) = (_ping.Reader, _pong.Writer);
        while (await ping.WaitToReadAsync().ConfigureAwait(false))
        {
            while (ping.TryRead(out long value))
            {
                if (!pong.TryWrite(value))
                {
                    await pong.WriteAsync(value).ConfigureAwait(false);
                }
            }
        }

        _pong.Writer.Complete();
    }
}
