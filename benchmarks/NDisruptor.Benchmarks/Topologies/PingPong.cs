using System.Threading.Tasks;
using BenchmarkDotNet.Attributes;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>
/// Round-trip latency between two threads: ping sends a long, pong echoes it, ping waits for the echo before the next.
/// Time per operation is one round trip; one round trip in 32 is also timed into a histogram whose p50/p99/p99.9 are written
/// to the artifacts folder (latency/PingPong.*.json) and shown by the report. Busy-spin: 2 spinning threads.
/// Its own size family (<see cref="Sizes.PingPong"/>): round trips, not events.
/// </summary>
public class PingPong : TopologyBenchmark
{
    [Benchmark(Baseline = true, OperationsPerInvoke = Sizes.PingPongSpinning)]
    public void NDisruptor() => Invoke();

    [Benchmark(OperationsPerInvoke = Sizes.PingPongSpinning)]
    public void NDisruptorClass() => Invoke();

#if DISRUPTOR_NET
    [Benchmark(OperationsPerInvoke = Sizes.PingPongSpinning)]
    public void DisruptorNet() => Invoke();
#endif

    [Benchmark(OperationsPerInvoke = Sizes.PingPongSpinning)]
    public void RawLimit() => Invoke();

    [Benchmark(OperationsPerInvoke = Sizes.PingPongSpinning)]
    public void RawTwoLines() => Invoke();

    [Benchmark(OperationsPerInvoke = Sizes.PingPongSpinning)]
    public void RawRing() => Invoke();

    [Benchmark(OperationsPerInvoke = Sizes.PingPongSpinning)]
    public void ConcurrentQueue() => Invoke();

    [Benchmark(OperationsPerInvoke = Sizes.PingPongWaking)]
    public Task Channel() => InvokeAsync();

    [Benchmark(OperationsPerInvoke = Sizes.PingPongWaking)]
    public void BlockingCollection() => Invoke();
}
