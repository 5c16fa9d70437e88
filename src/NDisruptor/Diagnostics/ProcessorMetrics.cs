using System.Runtime.CompilerServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// A processor's link to its metrics registration: what both processors (sync and async) record. Kept in a field of
/// the processor; set and cleared by whoever adds it to a registration or disposes that registration, under the
/// registration's lock; read by the processor's run only while a listener is enabled (batch sizes) or when a
/// handler throws (errors).
/// </summary>
internal struct ProcessorMetrics
{
    private MeteredConsumer? _consumer;

    public void Attach(MeteredConsumer consumer) => Volatile.Write(ref _consumer, consumer);

    /// <summary>Detaches <paramref name="consumer"/> only if it is still the one attached (a later registration may have replaced it).</summary>
    public void Detach(MeteredConsumer consumer) => Interlocked.CompareExchange(ref _consumer, null, consumer);

    /// <summary>Records a batch's size; callers check <see cref="MeteredInstruments.BatchSize"/>'s <c>Enabled</c> first, so the loop pays one branch while nobody listens.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public readonly void RecordBatchSize(long size) => Volatile.Read(ref Unsafe.AsRef(in _consumer))?.RecordBatchSize(size);

    public readonly void CountError() => Volatile.Read(ref Unsafe.AsRef(in _consumer))?.CountError();
}
