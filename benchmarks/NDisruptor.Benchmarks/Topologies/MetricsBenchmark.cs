using BenchmarkDotNet.Attributes;
using NDisruptor.Benchmarks.Contenders;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>
/// The NDisruptor meter's cost on a topology: nobody listening (the consume loop sees one <c>Enabled</c> check per batch)
/// against a <see cref="MetricsListener"/> on every instrument (a batch size recorded per batch).
/// </summary>
public abstract class MetricsBenchmark : TopologyBenchmark
{
    private MetricsListener? _listener;

    [Benchmark(Baseline = true, OperationsPerInvoke = Sizes.Fast)]
    public void NDisruptor() => Invoke();

    [Benchmark(OperationsPerInvoke = Sizes.Fast)]
    public void NDisruptorListened() => Invoke();

    /// <summary>The topology's NDisruptor contender with <see cref="Sizes.Fast"/> events per invocation.</summary>
    protected abstract TopologyRun CreateRun();

    protected override TopologyRun Create(string contender)
    {
        // The listener first, as an exporter would be: it then sees the instruments the run creates.
        if (contender == ContenderName.NDisruptorListened)
        {
            _listener = new MetricsListener();
        }

        return CreateRun();
    }

    protected override void Release()
    {
        _listener?.Dispose();
        _listener = null;
    }
}

/// <summary>The meter's cost on <see cref="Unicast"/>.</summary>
public class UnicastMetrics : MetricsBenchmark
{
    protected override TopologyRun CreateRun() => new NDisruptorUnicast("Unicast", Sizes.Fast, batchSize: 1);
}

/// <summary>The meter's cost on <see cref="Pipeline"/>.</summary>
public class PipelineMetrics : MetricsBenchmark
{
    protected override TopologyRun CreateRun() => new NDisruptorPipeline(Sizes.Fast);
}
