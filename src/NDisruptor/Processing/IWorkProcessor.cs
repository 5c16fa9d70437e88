namespace NDisruptor;

/// <summary>A worker of a <see cref="WorkerPool{T}"/>: a processor whose pool may start it again after halting it.</summary>
internal interface IWorkProcessor : IEventProcessor
{
    /// <summary>
    /// Drops a halt requested while no run was inside (the pool's own halt, or the halt that stopped the pool on a
    /// fault), so that the run the pool starts next goes ahead; does nothing while a run is inside.
    /// </summary>
    void ForgetPendingHalt();
}
