using System.Threading.Tasks;
using BenchmarkDotNet.Attributes;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>
/// 3P-1C: the benchmark thread and two helper threads each publish a third of the events into one multi-producer ring or
/// queue; one consumer sums. 4 threads, so yielding on 2 cores. Its own size family (<see cref="Sizes.Sequencer"/>): every
/// count a multiple of 3.
/// </summary>
public class Sequencer : TopologyBenchmark
{
    [Benchmark(Baseline = true, OperationsPerInvoke = Sizes.SequencerFast)]
    public void NDisruptor() => Invoke();

    [Benchmark(OperationsPerInvoke = Sizes.SequencerFast)]
    public void NDisruptorClass() => Invoke();

#if DISRUPTOR_NET
    [Benchmark(OperationsPerInvoke = Sizes.SequencerFast)]
    public void DisruptorNet() => Invoke();
#endif

    [Benchmark(OperationsPerInvoke = Sizes.SequencerSpinning)]
    public void ConcurrentQueue() => Invoke();

    [Benchmark(OperationsPerInvoke = Sizes.SequencerChannel)]
    public Task Channel() => InvokeAsync();

    [Benchmark(OperationsPerInvoke = Sizes.SequencerBlocking)]
    public void BlockingCollection() => Invoke();
}
