using System;
using System.Threading.Tasks;
using BenchmarkDotNet.Attributes;
using NDisruptor.Benchmarks.Contenders;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>
/// 1P-1C with an async consumer: an NDisruptor async batch handler on the thread pool against a channel reader task
/// doing the same sum (the way <see cref="Unicast"/> runs its Channel contender). The same number of events each.
/// </summary>
public class UnicastAsync : TopologyBenchmark
{
    [Benchmark(Baseline = true, OperationsPerInvoke = Sizes.Channel)]
    public void NDisruptorAsync() => Invoke();

    [Benchmark(OperationsPerInvoke = Sizes.Channel)]
    public Task Channel() => InvokeAsync();

    protected override TopologyRun Create(string contender) => contender switch
    {
        ContenderName.NDisruptorAsync => new NDisruptorAsyncUnicast("Unicast", Sizes.Channel),
        ContenderName.Channel => new ChannelUnicast("Unicast", Sizes.Channel),
        _ => throw new ArgumentOutOfRangeException(nameof(contender), contender, "UnicastAsync runs NDisruptorAsync and Channel only."),
    };
}
