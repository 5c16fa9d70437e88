using System.Threading.Tasks;
using BenchmarkDotNet.Attributes;
using NDisruptor.Benchmarks.Contenders;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>
/// 1P-1C with an async consumer: an NDisruptor async batch handler on the thread pool against a channel reader task
/// doing the same sum (the way <see cref="Unicast"/> runs its Channel contender). The same number of events each.
/// </summary>
public class UnicastAsync
{
    private TopologyRun? _run;

    [GlobalSetup(Target = nameof(NDisruptorAsync))]
    public void SetupNDisruptorAsync() => _run = new NDisruptorAsyncUnicast("Unicast", Sizes.Channel);

    [GlobalSetup(Target = nameof(Channel))]
    public void SetupChannel() => _run = new ChannelUnicast("Unicast", Sizes.Channel);

    [Benchmark(Baseline = true, OperationsPerInvoke = Sizes.Channel)]
    public void NDisruptorAsync() => _run!.Run();

    [Benchmark(OperationsPerInvoke = Sizes.Channel)]
    public Task Channel() => _run!.RunAsync();

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }
}
