using BenchmarkDotNet.Attributes;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>1P-1C: one producer (the benchmark thread) hands longs to one consumer that sums them. Busy-spin on 2+ cores.</summary>
public class Unicast : ThroughputBenchmark
{
    [Benchmark(OperationsPerInvoke = Sizes.Fast)]
    public void RawLimit() => Invoke();
}
