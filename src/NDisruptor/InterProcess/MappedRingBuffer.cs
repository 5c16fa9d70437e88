namespace NDisruptor;

/// <summary>
/// The consumer process's view of an inter-process ring: a single-producer value ring over the mapped events, whose one
/// producer is the pump that republishes what producer processes published (see <see cref="InterProcessRing{T}"/>).
/// </summary>
internal sealed class MappedRingBuffer<T> : ValueRingBuffer<T>
    where T : unmanaged
{
    public MappedRingBuffer(int bufferSize, IWaitStrategy? waitStrategy, nint firstSlot, long lastPublished)
        : base(bufferSize, ProducerType.Single, waitStrategy, firstSlot)
        => ((SingleProducerSequencer)Sequencer).StartAfter(lastPublished);
}
