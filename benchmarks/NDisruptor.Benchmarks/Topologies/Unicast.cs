using System.Threading.Tasks;
using BenchmarkDotNet.Attributes;
using NDisruptor.Benchmarks.Contenders;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>1P-1C: one producer (the benchmark thread) hands longs to one consumer that sums them. Busy-spin on 2+ cores.</summary>
public class Unicast
{
    private const string Name = nameof(Unicast);
    private TopologyRun? _run;

    [GlobalSetup(Target = nameof(NDisruptor))]
    public void SetupNDisruptor() => _run = new NDisruptorUnicast(Name, Sizes.Fast, batchSize: 1);

    [GlobalSetup(Target = nameof(NDisruptorClass))]
    public void SetupNDisruptorClass() => _run = new NDisruptorClassUnicast(Name, Sizes.Fast, batchSize: 1);

#if DISRUPTOR_NET
    [GlobalSetup(Target = nameof(DisruptorNet))]
    public void SetupDisruptorNet() => _run = new DisruptorNetUnicast(Name, Sizes.Fast, batchSize: 1);
#endif

    [GlobalSetup(Target = nameof(RawLimit))]
    public void SetupRawLimit() => _run = new RawUnicast(Name, Sizes.Fast);

    [GlobalSetup(Target = nameof(ConcurrentQueue))]
    public void SetupConcurrentQueue() =>
        _run = new QueueUnicast<SpinPipe>(Name, nameof(ConcurrentQueue), Sizes.Spinning, new SpinPipe(Suite.RingSize, Suite.WaitFor(Name)));

    [GlobalSetup(Target = nameof(Channel))]
    public void SetupChannel() => _run = new ChannelUnicast(Name, Sizes.Channel);

    [GlobalSetup(Target = nameof(BlockingCollection))]
    public void SetupBlockingCollection() =>
        _run = new QueueUnicast<BlockingPipe>(Name, nameof(BlockingCollection), Sizes.Blocking, new BlockingPipe(Suite.RingSize));

    [Benchmark(Baseline = true, OperationsPerInvoke = Sizes.Fast)]
    public void NDisruptor() => _run!.Run();

    [Benchmark(OperationsPerInvoke = Sizes.Fast)]
    public void NDisruptorClass() => _run!.Run();

#if DISRUPTOR_NET
    [Benchmark(OperationsPerInvoke = Sizes.Fast)]
    public void DisruptorNet() => _run!.Run();
#endif

    [Benchmark(OperationsPerInvoke = Sizes.Fast)]
    public void RawLimit() => _run!.Run();

    [Benchmark(OperationsPerInvoke = Sizes.Spinning)]
    public void ConcurrentQueue() => _run!.Run();

    [Benchmark(OperationsPerInvoke = Sizes.Channel)]
    public Task Channel() => _run!.RunAsync();

    [Benchmark(OperationsPerInvoke = Sizes.Blocking)]
    public void BlockingCollection() => _run!.Run();

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }
}
