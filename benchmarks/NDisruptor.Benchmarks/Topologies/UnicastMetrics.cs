using BenchmarkDotNet.Attributes;
using NDisruptor.Benchmarks.Contenders;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>
/// The NDisruptor meter's cost on <see cref="Unicast"/>: nobody listening (the consume loop sees one <c>Enabled</c>
/// check per batch) against a <see cref="MetricsListener"/> on every instrument (a batch size recorded per batch).
/// </summary>
public class UnicastMetrics
{
    private TopologyRun? _run;
    private MetricsListener? _listener;

    [GlobalSetup(Target = nameof(NDisruptor))]
    public void SetupUnlistened() => _run = new NDisruptorUnicast("Unicast", Sizes.Fast, batchSize: 1);

    [GlobalSetup(Target = nameof(NDisruptorListened))]
    public void SetupListened()
    {
        _listener = new MetricsListener();
        _run = new NDisruptorUnicast("Unicast", Sizes.Fast, batchSize: 1);
    }

    [Benchmark(Baseline = true, OperationsPerInvoke = Sizes.Fast)]
    public void NDisruptor() => _run!.Run();

    [Benchmark(OperationsPerInvoke = Sizes.Fast)]
    public void NDisruptorListened() => _run!.Run();

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
        _listener?.Dispose();
        _listener = null;
    }
}
