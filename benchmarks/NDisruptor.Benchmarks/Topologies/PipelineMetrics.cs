using BenchmarkDotNet.Attributes;
using NDisruptor.Benchmarks.Contenders;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>
/// The NDisruptor meter's cost on <see cref="Pipeline"/>: nobody listening (the consume loop sees one <c>Enabled</c>
/// check per batch) against a <see cref="MetricsListener"/> on every instrument (a batch size recorded per batch).
/// </summary>
public class PipelineMetrics
{
    private TopologyRun? _run;
    private MetricsListener? _listener;

    [GlobalSetup(Target = nameof(NDisruptor))]
    public void SetupUnlistened() => _run = new NDisruptorPipeline(Sizes.Fast);

    [GlobalSetup(Target = nameof(NDisruptorListened))]
    public void SetupListened()
    {
        _listener = new MetricsListener();
        _run = new NDisruptorPipeline(Sizes.Fast);
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
