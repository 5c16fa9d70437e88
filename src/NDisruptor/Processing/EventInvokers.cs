using System.Runtime.CompilerServices;

namespace NDisruptor;

/// <summary>Calls an <see cref="IEventHandler{T}"/> once per event.</summary>
internal struct EventHandlerInvoker<T, THandler> : IEventInvoker<T>
    where T : class
    where THandler : IEventHandler<T>
{
    private THandler _handler;

    public EventHandlerInvoker(THandler handler) => _handler = handler;

    public readonly object Handler => _handler;

    public void OnStart() => _handler.OnStart();

    public void OnShutdown() => _handler.OnShutdown();

    public void OnTimeout(long sequence) => _handler.OnTimeout(sequence);

    public readonly int MaxBatchSize => _handler.MaxBatchSize;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void OnBatchStart(long batchSize) => _handler.OnBatchStart(batchSize);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Invoke(RingBufferBase<T> ring, long sequence, long available)
    {
        _handler.OnEvent(ring.ElementAt(sequence), sequence, sequence == available);
        return sequence + 1;
    }
}

/// <summary>Calls an <see cref="IValueEventHandler{T}"/> once per event, passing the slot by reference.</summary>
internal struct ValueEventHandlerInvoker<T, THandler> : IEventInvoker<T>
    where T : struct
    where THandler : IValueEventHandler<T>
{
    private THandler _handler;

    public ValueEventHandlerInvoker(THandler handler) => _handler = handler;

    public readonly object Handler => _handler;

    public void OnStart() => _handler.OnStart();

    public void OnShutdown() => _handler.OnShutdown();

    public void OnTimeout(long sequence) => _handler.OnTimeout(sequence);

    public readonly int MaxBatchSize => _handler.MaxBatchSize;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void OnBatchStart(long batchSize) => _handler.OnBatchStart(batchSize);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Invoke(RingBufferBase<T> ring, long sequence, long available)
    {
        _handler.OnEvent(ref ring.ElementAt(sequence), sequence, sequence == available);
        return sequence + 1;
    }
}

/// <summary>Calls an <see cref="IBatchEventHandler{T}"/> once per contiguous run of the batch.</summary>
internal struct BatchEventHandlerInvoker<T, THandler> : IEventInvoker<T>
    where THandler : IBatchEventHandler<T>
{
    private THandler _handler;

    public BatchEventHandlerInvoker(THandler handler) => _handler = handler;

    public readonly object Handler => _handler;

    public void OnStart() => _handler.OnStart();

    public void OnShutdown() => _handler.OnShutdown();

    public void OnTimeout(long sequence) => _handler.OnTimeout(sequence);

    public readonly int MaxBatchSize => _handler.MaxBatchSize;

    public readonly void OnBatchStart(long batchSize)
    {
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Invoke(RingBufferBase<T> ring, long sequence, long available)
    {
        var batch = ring.ContiguousSpan(sequence, available);
        _handler.OnBatch(batch, sequence);
        return sequence + batch.Length;
    }
}
