namespace NDisruptor;

/// <summary>
/// A worker pool's work sequence: the last sequence any of its workers claimed. Each claim is one atomic add
/// (LOCK XADD, docs/design.md rule 3), never a retried compare-and-swap, so every sequence goes to exactly one worker.
/// </summary>
/// <remarks>
/// One event per claim, not a batch: a worker that claimed several would sit on published events that an idle
/// sibling could handle, and would hold the pool's progress (the lowest worker sequence) below all of them until
/// it got through them, delaying every stage behind the pool. A pool is for handlers slow enough to need several
/// threads, beside which one atomic add per event is small; for cheap handlers a single consumer is faster.
/// </remarks>
internal sealed class WorkClaims
{
    // Written by every worker of the pool, only through the atomic add; padded (docs/design.md rule 4, no false sharing): it is the pool's one
    // contended line, and it must not drag the workers' own sequences along with it.
    private readonly Sequence _work = new();

    /// <summary>The last sequence claimed.</summary>
    public long Current => _work.Value;

    /// <summary>Claims the next sequence for the calling worker.</summary>
    public long Next() => _work.IncrementAndGet();

    /// <summary>Sets where claims begin (the pool's start, read from its workers' sequences before any worker runs).</summary>
    public void StartAt(long sequence) => _work.SetValue(sequence);
}
