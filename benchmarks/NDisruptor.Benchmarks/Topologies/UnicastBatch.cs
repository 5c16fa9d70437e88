using BenchmarkDotNet.Attributes;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>
/// 1P-1C publishing in batches: the rings claim and publish <see cref="BatchSize"/> slots at once (Next(n), Publish(lo, hi)).
/// RawLimit is a bare SPSC ring of longs publishing each batch with one release store (the C-like reference).
/// The queues have no batch publish, so their producers write the batch's values one by one: their numbers equal Unicast's.
/// </summary>
public class UnicastBatch : Unicast
{
    [Params(10, 100)]
    public int BatchSize { get; set; }

    protected override int Batch => BatchSize;
}
