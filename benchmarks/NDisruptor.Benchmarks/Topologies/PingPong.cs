using System.Threading.Tasks;
using BenchmarkDotNet.Attributes;
using NDisruptor.Benchmarks.Contenders;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>
/// Round-trip latency between two threads: ping sends a long, pong echoes it, ping waits for the echo before the next.
/// Time per operation is one round trip; each round trip is also recorded in a histogram whose p50/p99/p99.9 are written
/// to the artifacts folder (latency/PingPong.*.json) and shown by the report. Busy-spin: 2 spinning threads.
/// </summary>
public class PingPong
{
    private const string Name = nameof(PingPong);
    private TopologyRun? _run;

    [GlobalSetup(Target = nameof(NDisruptor))]
    public void SetupNDisruptor() => _run = Catalog.Create(Name, nameof(NDisruptor));

    [GlobalSetup(Target = nameof(NDisruptorClass))]
    public void SetupNDisruptorClass() => _run = Catalog.Create(Name, nameof(NDisruptorClass));

#if DISRUPTOR_NET
    [GlobalSetup(Target = nameof(DisruptorNet))]
    public void SetupDisruptorNet() => _run = Catalog.Create(Name, nameof(DisruptorNet));
#endif

    [GlobalSetup(Target = nameof(RawLimit))]
    public void SetupRawLimit() => _run = Catalog.Create(Name, nameof(RawLimit));

    [GlobalSetup(Target = nameof(ConcurrentQueue))]
    public void SetupConcurrentQueue() => _run = Catalog.Create(Name, nameof(ConcurrentQueue));

    [GlobalSetup(Target = nameof(Channel))]
    public void SetupChannel() => _run = Catalog.Create(Name, nameof(Channel));

    [GlobalSetup(Target = nameof(BlockingCollection))]
    public void SetupBlockingCollection() => _run = Catalog.Create(Name, nameof(BlockingCollection));

    [Benchmark(Baseline = true, OperationsPerInvoke = Sizes.PingPongSpinning)]
    public void NDisruptor() => _run!.Run();

    [Benchmark(OperationsPerInvoke = Sizes.PingPongSpinning)]
    public void NDisruptorClass() => _run!.Run();

#if DISRUPTOR_NET
    [Benchmark(OperationsPerInvoke = Sizes.PingPongSpinning)]
    public void DisruptorNet() => _run!.Run();
#endif

    [Benchmark(OperationsPerInvoke = Sizes.PingPongSpinning)]
    public void RawLimit() => _run!.Run();

    [Benchmark(OperationsPerInvoke = Sizes.PingPongSpinning)]
    public void ConcurrentQueue() => _run!.Run();

    [Benchmark(OperationsPerInvoke = Sizes.PingPongWaking)]
    public Task Channel() => _run!.RunAsync();

    [Benchmark(OperationsPerInvoke = Sizes.PingPongWaking)]
    public void BlockingCollection() => _run!.Run();

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }
}
