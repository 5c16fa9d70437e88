using System.Threading.Tasks;
using BenchmarkDotNet.Attributes;
using NDisruptor.Benchmarks.Contenders;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>1P-3C parallel: every consumer sees every event and sums it (queues: one queue per consumer, the producer writes each value three times). 4 threads, so yielding on 2 cores.</summary>
public class Multicast
{
    private const string Name = nameof(Multicast);
    private TopologyRun? _run;

    [GlobalSetup(Target = nameof(NDisruptor))]
    public void SetupNDisruptor() => _run = Catalog.Create(Name, nameof(NDisruptor));

    [GlobalSetup(Target = nameof(NDisruptorClass))]
    public void SetupNDisruptorClass() => _run = Catalog.Create(Name, nameof(NDisruptorClass));

#if DISRUPTOR_NET
    [GlobalSetup(Target = nameof(DisruptorNet))]
    public void SetupDisruptorNet() => _run = Catalog.Create(Name, nameof(DisruptorNet));
#endif

    [GlobalSetup(Target = nameof(ConcurrentQueue))]
    public void SetupConcurrentQueue() => _run = Catalog.Create(Name, nameof(ConcurrentQueue));

    [GlobalSetup(Target = nameof(Channel))]
    public void SetupChannel() => _run = Catalog.Create(Name, nameof(Channel));

    [GlobalSetup(Target = nameof(BlockingCollection))]
    public void SetupBlockingCollection() => _run = Catalog.Create(Name, nameof(BlockingCollection));

    [Benchmark(Baseline = true, OperationsPerInvoke = Sizes.Fast)]
    public void NDisruptor() => _run!.Run();

    [Benchmark(OperationsPerInvoke = Sizes.Fast)]
    public void NDisruptorClass() => _run!.Run();

#if DISRUPTOR_NET
    [Benchmark(OperationsPerInvoke = Sizes.Fast)]
    public void DisruptorNet() => _run!.Run();
#endif

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
