using System.Threading.Tasks;
using BenchmarkDotNet.Attributes;
using NDisruptor.Benchmarks.Contenders;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>
/// 1P-1C publishing in batches: the rings claim and publish <see cref="BatchSize"/> slots at once (Next(n), Publish(lo, hi)).
/// RawLimit is a bare SPSC ring of longs publishing each batch with one release store (the C-like reference).
/// The queues have no batch publish, so their producers write the batch's values one by one: their numbers equal Unicast's.
/// </summary>
public class UnicastBatch
{
    private const string Name = nameof(UnicastBatch);
    private TopologyRun? _run;

    [Params(10, 100)]
    public int BatchSize { get; set; }

    [GlobalSetup(Target = nameof(NDisruptor))]
    public void SetupNDisruptor() => _run = Catalog.Create(Name, nameof(NDisruptor), BatchSize);

    [GlobalSetup(Target = nameof(NDisruptorClass))]
    public void SetupNDisruptorClass() => _run = Catalog.Create(Name, nameof(NDisruptorClass), BatchSize);

#if DISRUPTOR_NET
    [GlobalSetup(Target = nameof(DisruptorNet))]
    public void SetupDisruptorNet() => _run = Catalog.Create(Name, nameof(DisruptorNet), BatchSize);
#endif

    [GlobalSetup(Target = nameof(RawLimit))]
    public void SetupRawLimit() => _run = Catalog.Create(Name, nameof(RawLimit), BatchSize);

    [GlobalSetup(Target = nameof(ConcurrentQueue))]
    public void SetupConcurrentQueue() => _run = Catalog.Create(Name, nameof(ConcurrentQueue), BatchSize);

    [GlobalSetup(Target = nameof(Channel))]
    public void SetupChannel() => _run = Catalog.Create(Name, nameof(Channel), BatchSize);

    [GlobalSetup(Target = nameof(BlockingCollection))]
    public void SetupBlockingCollection() => _run = Catalog.Create(Name, nameof(BlockingCollection), BatchSize);

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
