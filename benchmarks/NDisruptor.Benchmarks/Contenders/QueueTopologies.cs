using System;
using System.Runtime.CompilerServices;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Contenders;

// The queue-based contenders (ConcurrentQueue, BlockingCollection) of every topology, written once over IPipe.
// Each consumer runs on a dedicated thread; the benchmark thread is the (first) producer.

/// <summary>1P-1C: the benchmark thread writes 0..N-1, one consumer sums them.</summary>
public sealed class QueueUnicast<TPipe> : TopologyRun where TPipe : struct, IPipe
{
    private readonly TPipe _pipe;
    private readonly PaddedCounter _progress = new();
    private readonly long _expectedPerRun;
    private readonly PaddedCounter _sum = new();

    public QueueUnicast(string topology, string contender, int events, TPipe pipe)
        : base(topology, contender, events)
    {
        _pipe = pipe;
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        Workers.Start("consumer", Consume);
    }

    protected override void RunOnce()
    {
        var pipe = _pipe;
        for (long i = 0, events = Events; i < events; i++)
        {
            pipe.Write(i);
        }

        AwaitProgress(_progress, (Invocations + 1) * Events, "consumer");
        Check("consumer sum", _sum.Read(), (Invocations + 1) * _expectedPerRun);
    }

    protected override void Stop()
    {
        _pipe.Write(Work.Stop);
        Workers.JoinAll();
    }

    private void Consume()
    {
        var pipe = _pipe;
        long sum = 0, count = 0;
        while (true)
        {
            long value = pipe.Read();
            if (value == Work.Stop)
            {
                return;
            }

            sum += value;
            _sum.Write(sum);
            _progress.Write(++count);
        }
    }
}

/// <summary>1P-3C chained: producer → stage 1 → stage 2 → stage 3 (sum), one queue between each pair.</summary>
public sealed class QueuePipeline<TPipe> : TopologyRun where TPipe : struct, IPipe
{
    private readonly TPipe _toStage1, _toStage2, _toStage3;
    private readonly PaddedCounter _progress = new();
    private readonly long _expectedPerRun;
    private readonly PaddedCounter _sum = new();

    public QueuePipeline(string contender, int events, Func<TPipe> newPipe)
        : base("Pipeline", contender, events)
    {
        (_toStage1, _toStage2, _toStage3) = (newPipe(), newPipe(), newPipe());
        _expectedPerRun = Work.ExpectedPipelineSum(events);
        Workers.Start("stage-1", () => Forward1(_toStage1, _toStage2));
        Workers.Start("stage-2", () => Forward2(_toStage2, _toStage3));
        Workers.Start("stage-3", Consume);
    }

    protected override void RunOnce()
    {
        var pipe = _toStage1;
        for (long i = 0, events = Events; i < events; i++)
        {
            pipe.Write(i);
        }

        AwaitProgress(_progress, (Invocations + 1) * Events, "stage 3");
        Check("stage 3 sum", _sum.Read(), (Invocations + 1) * _expectedPerRun);
    }

    protected override void Stop()
    {
        _toStage1.Write(Work.Stop);
        Workers.JoinAll();
    }

    private static void Forward1(TPipe input, TPipe output)
    {
        while (true)
        {
            long value = input.Read();
            output.Write(value == Work.Stop ? Work.Stop : Work.PipelineStage1(value));
            if (value == Work.Stop)
            {
                return;
            }
        }
    }

    private static void Forward2(TPipe input, TPipe output)
    {
        while (true)
        {
            long value = input.Read();
            output.Write(value == Work.Stop ? Work.Stop : Work.PipelineStage2(value));
            if (value == Work.Stop)
            {
                return;
            }
        }
    }

    private void Consume()
    {
        var pipe = _toStage3;
        long sum = 0, count = 0;
        while (true)
        {
            long value = pipe.Read();
            if (value == Work.Stop)
            {
                return;
            }

            sum += value;
            _sum.Write(sum);
            _progress.Write(++count);
        }
    }
}

/// <summary>3P-1C: the benchmark thread and two helper threads each write a third of 0..N-1 into one queue; one consumer sums.</summary>
public sealed class QueueSequencer<TPipe> : TopologyRun where TPipe : struct, IPipe
{
    public const int Producers = 3;
    private readonly TPipe _pipe;
    private readonly PaddedCounter _progress = new();
    private readonly ProducerGang _gang;
    private readonly long _expectedPerRun;
    private readonly PaddedCounter _sum = new();

    public QueueSequencer(string contender, int events, TPipe pipe)
        : base("Sequencer", contender, events)
    {
        if (events % Producers != 0)
        {
            throw new ArgumentException("Events must divide among the producers.", nameof(events));
        }

        _pipe = pipe;
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        Workers.Start("consumer", Consume);
        _gang = new ProducerGang(Producers - 1, Produce);
    }

    protected override void RunOnce()
    {
        _gang.Run();
        AwaitProgress(_progress, (Invocations + 1) * Events, "consumer");
        Check("consumer sum", _sum.Read(), (Invocations + 1) * _expectedPerRun);
    }

    protected override void Stop()
    {
        _gang.Dispose();
        _pipe.Write(Work.Stop);
        Workers.JoinAll();
    }

    // Out of line, as every contender's part (see ProducerGang).
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void Produce(int part)
    {
        var pipe = _pipe;
        long share = Events / Producers;
        long end = (part + 1) * share;
        for (long i = part * share; i < end; i++)
        {
            pipe.Write(i);
        }
    }

    private void Consume()
    {
        var pipe = _pipe;
        long sum = 0, count = 0;
        while (true)
        {
            long value = pipe.Read();
            if (value == Work.Stop)
            {
                return;
            }

            sum += value;
            _sum.Write(sum);
            _progress.Write(++count);
        }
    }
}

/// <summary>1P-3C parallel: the producer writes every value into each consumer's own queue; each consumer sums.</summary>
public sealed class QueueMulticast<TPipe> : TopologyRun where TPipe : struct, IPipe
{
    private const int Consumers = 3;
    private readonly TPipe[] _pipes = new TPipe[Consumers];
    private readonly PaddedCounter[] _progress = new PaddedCounter[Consumers];
    private readonly PaddedCounter[] _sums = new PaddedCounter[Consumers];
    private readonly long _expectedPerRun;

    public QueueMulticast(string contender, int events, Func<TPipe> newPipe)
        : base("Multicast", contender, events)
    {
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        for (int c = 0; c < Consumers; c++)
        {
            _pipes[c] = newPipe();
            _progress[c] = new PaddedCounter();
            _sums[c] = new PaddedCounter();
            int index = c;
            Workers.Start($"consumer-{c}", () => Consume(index));
        }
    }

    protected override void RunOnce()
    {
        var (a, b, c) = (_pipes[0], _pipes[1], _pipes[2]);
        for (long i = 0, events = Events; i < events; i++)
        {
            a.Write(i);
            b.Write(i);
            c.Write(i);
        }

        for (int k = 0; k < Consumers; k++)
        {
            AwaitProgress(_progress[k], (Invocations + 1) * Events, $"consumer {k}");
            Check($"consumer {k} sum", _sums[k].Read(), (Invocations + 1) * _expectedPerRun);
        }
    }

    protected override void Stop()
    {
        foreach (var pipe in _pipes)
        {
            pipe.Write(Work.Stop);
        }

        Workers.JoinAll();
    }

    private void Consume(int index)
    {
        var pipe = _pipes[index];
        var (progress, result) = (_progress[index], _sums[index]);
        long sum = 0, count = 0;
        while (true)
        {
            long value = pipe.Read();
            if (value == Work.Stop)
            {
                return;
            }

            sum += value;
            result.Write(sum);
            progress.Write(++count);
        }
    }
}

/// <summary>1P-2C then a join: the producer feeds the left and right consumers; the join reads one result of each and sums.</summary>
public sealed class QueueDiamond<TPipe> : TopologyRun where TPipe : struct, IPipe
{
    private readonly TPipe _toLeft, _toRight, _leftToJoin, _rightToJoin;
    private readonly PaddedCounter _progress = new();
    private readonly long _expectedPerRun;
    private readonly PaddedCounter _sum = new();

    public QueueDiamond(string contender, int events, Func<TPipe> newPipe)
        : base("Diamond", contender, events)
    {
        (_toLeft, _toRight, _leftToJoin, _rightToJoin) = (newPipe(), newPipe(), newPipe(), newPipe());
        _expectedPerRun = Work.ExpectedDiamondSum(events);
        Workers.Start("left", () => Left(_toLeft, _leftToJoin));
        Workers.Start("right", () => Right(_toRight, _rightToJoin));
        Workers.Start("join", Join);
    }

    protected override void RunOnce()
    {
        var (left, right) = (_toLeft, _toRight);
        for (long i = 0, events = Events; i < events; i++)
        {
            left.Write(i);
            right.Write(i);
        }

        AwaitProgress(_progress, (Invocations + 1) * Events, "join");
        Check("join sum", _sum.Read(), (Invocations + 1) * _expectedPerRun);
    }

    protected override void Stop()
    {
        _toLeft.Write(Work.Stop);
        _toRight.Write(Work.Stop);
        Workers.JoinAll();
    }

    private static void Left(TPipe input, TPipe output)
    {
        while (true)
        {
            long value = input.Read();
            output.Write(value == Work.Stop ? Work.Stop : Work.DiamondLeft(value));
            if (value == Work.Stop)
            {
                return;
            }
        }
    }

    private static void Right(TPipe input, TPipe output)
    {
        while (true)
        {
            long value = input.Read();
            output.Write(value == Work.Stop ? Work.Stop : Work.DiamondRight(value));
            if (value == Work.Stop)
            {
                return;
            }
        }
    }

    private void Join()
    {
        var (left, right) = (_leftToJoin, _rightToJoin);
        long sum = 0, count = 0;
        while (true)
        {
            long l = left.Read();
            long r = right.Read();
            if (l == Work.Stop || r == Work.Stop)
            {
                return;
            }

            sum += l + r;
            _sum.Write(sum);
            _progress.Write(++count);
        }
    }
}

/// <summary>
/// Round trip between two threads: the benchmark thread writes i into one queue and waits for the echo thread to
/// write it back into another; one round trip in <see cref="RoundTripSampler.Every"/> is timed into a histogram.
/// </summary>
public sealed class QueuePingPong<TPipe> : TopologyRun where TPipe : struct, IPipe
{
    private readonly TPipe _ping, _pong;
    private RoundTripSampler _sampler = new(new LatencyHistogram());

    public QueuePingPong(string contender, int roundTrips, TPipe ping, TPipe pong)
        : base("PingPong", contender, roundTrips)
    {
        (_ping, _pong) = (ping, pong);
        Workers.Start("ponger", Echo);
    }

    protected override void RunOnce()
    {
        if (Invocations == 1)
        {
            _sampler.Histogram.Reset(); // drop the first (jitting) invocation
        }

        var (ping, pong) = (_ping, _pong);
        for (long i = 0, events = Events; i < events; i++)
        {
            _sampler.Sending(i);
            ping.Write(i);
            long echoed = pong.Read();
            _sampler.Echoed(i);
            if (echoed != i)
            {
                Check("echo", echoed, i);
            }
        }
    }

    protected override void Stop()
    {
        _ping.Write(Work.Stop);
        Workers.JoinAll();
        LatencyLog.Write(Topology, Contender, _sampler.Histogram);
    }

    private void Echo()
    {
        var (ping, pong) = (_ping, _pong);
        while (true)
        {
            long value = ping.Read();
            if (value == Work.Stop)
            {
                return;
            }

            pong.Write(value);
        }
    }
}
