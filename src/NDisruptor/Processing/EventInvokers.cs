using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace NDisruptor;

/// <summary>Calls an <see cref="IEventHandler{T}"/> once per event.</summary>
internal struct EventHandlerInvoker<T, [DynamicallyAccessedMembers(HandlerReflection.Members)] THandler> : IEventInvoker<T>
    where T : class
    where THandler : IEventHandler<T>
{
    private THandler _handler;

    public EventHandlerInvoker(THandler handler) => _handler = handler;

    public readonly object Handler => _handler;

    public void OfferReleaser(EventReleaser releaser) => ReleaserOffer.To(ref _handler, releaser);

    public void OnStart() => _handler.OnStart();

    public void OnShutdown() => _handler.OnShutdown();

    public void OnTimeout(long sequence) => _handler.OnTimeout(sequence);

    public readonly int MaxBatchSize => _handler.MaxBatchSize;

    public readonly bool NotifiesBatchStart => BatchStartNotification<THandler, IEventHandler<T>>.IsNeeded;

    public readonly bool InlinesShortBatches => true;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void OnBatchStart(long batchSize)
    {
        if (NotifiesBatchStart)
        {
            _handler.OnBatchStart(batchSize);
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Invoke(scoped RingSlots<T> slots, long sequence, long available, ref long callStart)
    {
        for (; sequence <= available; sequence++)
        {
            callStart = sequence;
            _handler.OnEvent(slots[sequence], sequence, sequence == available);
        }

        return sequence;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long InvokeLongBatch(scoped RingSlots<T> slots, long sequence, long available, ref long callStart)
    {
        // The factories give this invoker struct handlers only (a class handler gets the invoker below that calls it
        // through the interface), so the copy is the handler's fields: written back however the loop ends (see HandlerCopy).
        THandler handler = _handler;
        try
        {
            // The last event after the loop, so that endOfBatch is a constant in it (see HandlerCopy).
            for (; sequence < available; sequence++)
            {
                callStart = sequence;
                handler.OnEvent(slots[sequence], sequence, endOfBatch: false);
            }

            callStart = sequence;
            handler.OnEvent(slots[sequence], sequence, endOfBatch: true);
            sequence++;
        }
        finally
        {
            _handler = handler;
        }

        return sequence;
    }

    public readonly long LastSequenceOfCall(scoped RingSlots<T> slots, long sequence, long available) => sequence;
}

/// <summary>Calls an <see cref="IValueEventHandler{T}"/> once per event, passing the slot by reference.</summary>
internal struct ValueEventHandlerInvoker<T, [DynamicallyAccessedMembers(HandlerReflection.Members)] THandler> : IEventInvoker<T>
    where T : struct
    where THandler : IValueEventHandler<T>
{
    private THandler _handler;

    public ValueEventHandlerInvoker(THandler handler) => _handler = handler;

    public readonly object Handler => _handler;

    public void OfferReleaser(EventReleaser releaser) => ReleaserOffer.To(ref _handler, releaser);

    public void OnStart() => _handler.OnStart();

    public void OnShutdown() => _handler.OnShutdown();

    public void OnTimeout(long sequence) => _handler.OnTimeout(sequence);

    public readonly int MaxBatchSize => _handler.MaxBatchSize;

    public readonly bool NotifiesBatchStart => BatchStartNotification<THandler, IValueEventHandler<T>>.IsNeeded;

    public readonly bool InlinesShortBatches => true;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void OnBatchStart(long batchSize)
    {
        if (NotifiesBatchStart)
        {
            _handler.OnBatchStart(batchSize);
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Invoke(scoped RingSlots<T> slots, long sequence, long available, ref long callStart)
    {
        for (; sequence <= available; sequence++)
        {
            callStart = sequence;
            _handler.OnEvent(ref slots[sequence], sequence, sequence == available);
        }

        return sequence;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long InvokeLongBatch(scoped RingSlots<T> slots, long sequence, long available, ref long callStart)
    {
        // The factories give this invoker struct handlers only (a class handler gets the invoker below that calls it
        // through the interface), so the copy is the handler's fields: written back however the loop ends (see HandlerCopy).
        THandler handler = _handler;
        try
        {
            // The last event after the loop, so that endOfBatch is a constant in it (see HandlerCopy).
            for (; sequence < available; sequence++)
            {
                callStart = sequence;
                handler.OnEvent(ref slots[sequence], sequence, endOfBatch: false);
            }

            callStart = sequence;
            handler.OnEvent(ref slots[sequence], sequence, endOfBatch: true);
            sequence++;
        }
        finally
        {
            _handler = handler;
        }

        return sequence;
    }

    public readonly long LastSequenceOfCall(scoped RingSlots<T> slots, long sequence, long available) => sequence;
}

/// <summary>Calls an <see cref="IBatchEventHandler{T}"/> once per contiguous run of the batch.</summary>
internal struct BatchEventHandlerInvoker<T, THandler> : IEventInvoker<T>
    where THandler : IBatchEventHandler<T>
{
    private THandler _handler;

    public BatchEventHandlerInvoker(THandler handler) => _handler = handler;

    public readonly object Handler => _handler;

    public void OfferReleaser(EventReleaser releaser) => ReleaserOffer.To(ref _handler, releaser);

    public void OnStart() => _handler.OnStart();

    public void OnShutdown() => _handler.OnShutdown();

    public void OnTimeout(long sequence) => _handler.OnTimeout(sequence);

    public readonly int MaxBatchSize => _handler.MaxBatchSize;

    public readonly bool NotifiesBatchStart => false;

    public readonly bool InlinesShortBatches => false;

    public readonly void OnBatchStart(long batchSize)
    {
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Invoke(scoped RingSlots<T> slots, long sequence, long available, ref long callStart)
    {
        while (sequence <= available)
        {
            callStart = sequence;
            var batch = slots.ContiguousSpan(sequence, available);
            _handler.OnBatch(batch, sequence);
            sequence += batch.Length;
        }

        return sequence;
    }

    // A batch handler's loop is its own: its state can live in its own locals for the whole span.
    public long InvokeLongBatch(scoped RingSlots<T> slots, long sequence, long available, ref long callStart)
        => Invoke(slots, sequence, available, ref callStart);

    public readonly long LastSequenceOfCall(scoped RingSlots<T> slots, long sequence, long available)
        => sequence + slots.ContiguousSpan(sequence, available).Length - 1;
}

/// <summary>
/// Calls a class <see cref="IValueEventHandler{T}"/> through the interface. A generic invoker over a class
/// handler type would be compiled once for all reference types (shared generics), turning every event into
/// a dictionary lookup plus two indirect calls; this one is compiled for each event struct, so the
/// processor's loop is inlined around a single interface call, which dynamic PGO can devirtualize.
/// That is why the three class-handler invokers below repeat the generic ones above: passing a class handler to
/// the generic ones (shared code) measured 1.3x the time per event on a value ring and 1.8x on a class ring, in
/// the consume-path micro-benchmarks with a class handler.
/// </summary>
internal struct ValueEventHandlerInvoker<T> : IEventInvoker<T>
    where T : struct
{
    private readonly IValueEventHandler<T> _handler;

    public ValueEventHandlerInvoker(IValueEventHandler<T> handler) => _handler = handler;

    public readonly object Handler => _handler;

    public readonly int MaxBatchSize => _handler.MaxBatchSize;

    public readonly void OnStart() => _handler.OnStart();

    public readonly void OnShutdown() => _handler.OnShutdown();

    public readonly void OnTimeout(long sequence) => _handler.OnTimeout(sequence);

    public readonly bool NotifiesBatchStart => true;

    public readonly bool InlinesShortBatches => false;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly void OnBatchStart(long batchSize) => _handler.OnBatchStart(batchSize);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly long Invoke(scoped RingSlots<T> slots, long sequence, long available, ref long callStart)
    {
        for (; sequence <= available; sequence++)
        {
            callStart = sequence;
            _handler.OnEvent(ref slots[sequence], sequence, sequence == available);
        }

        return sequence;
    }

    public readonly long InvokeLongBatch(scoped RingSlots<T> slots, long sequence, long available, ref long callStart)
        => Invoke(slots, sequence, available, ref callStart);

    public readonly long LastSequenceOfCall(scoped RingSlots<T> slots, long sequence, long available) => sequence;
}

/// <summary>Calls a class <see cref="IBatchEventHandler{T}"/> through the interface, for the reason given on <see cref="ValueEventHandlerInvoker{T}"/>.</summary>
internal struct BatchEventHandlerInvoker<T> : IEventInvoker<T>
{
    private readonly IBatchEventHandler<T> _handler;

    public BatchEventHandlerInvoker(IBatchEventHandler<T> handler) => _handler = handler;

    public readonly object Handler => _handler;

    public readonly int MaxBatchSize => _handler.MaxBatchSize;

    public readonly void OnStart() => _handler.OnStart();

    public readonly void OnShutdown() => _handler.OnShutdown();

    public readonly void OnTimeout(long sequence) => _handler.OnTimeout(sequence);

    public readonly bool NotifiesBatchStart => false;

    public readonly bool InlinesShortBatches => false;

    public readonly void OnBatchStart(long batchSize)
    {
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly long Invoke(scoped RingSlots<T> slots, long sequence, long available, ref long callStart)
    {
        while (sequence <= available)
        {
            callStart = sequence;
            var batch = slots.ContiguousSpan(sequence, available);
            _handler.OnBatch(batch, sequence);
            sequence += batch.Length;
        }

        return sequence;
    }

    public readonly long InvokeLongBatch(scoped RingSlots<T> slots, long sequence, long available, ref long callStart)
        => Invoke(slots, sequence, available, ref callStart);

    public readonly long LastSequenceOfCall(scoped RingSlots<T> slots, long sequence, long available)
        => sequence + slots.ContiguousSpan(sequence, available).Length - 1;
}

/// <summary>Calls a class <see cref="IEventHandler{T}"/> through the interface, for the reason given on <see cref="ValueEventHandlerInvoker{T}"/>.</summary>
internal struct EventHandlerInvoker<T> : IEventInvoker<T>
    where T : class
{
    private readonly IEventHandler<T> _handler;

    public EventHandlerInvoker(IEventHandler<T> handler) => _handler = handler;

    public readonly object Handler => _handler;

    public readonly int MaxBatchSize => _handler.MaxBatchSize;

    public readonly void OnStart() => _handler.OnStart();

    public readonly void OnShutdown() => _handler.OnShutdown();

    public readonly void OnTimeout(long sequence) => _handler.OnTimeout(sequence);

    public readonly bool NotifiesBatchStart => true;

    public readonly bool InlinesShortBatches => false;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly void OnBatchStart(long batchSize) => _handler.OnBatchStart(batchSize);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly long Invoke(scoped RingSlots<T> slots, long sequence, long available, ref long callStart)
    {
        for (; sequence <= available; sequence++)
        {
            callStart = sequence;
            _handler.OnEvent(slots[sequence], sequence, sequence == available);
        }

        return sequence;
    }

    public readonly long InvokeLongBatch(scoped RingSlots<T> slots, long sequence, long available, ref long callStart)
        => Invoke(slots, sequence, available, ref callStart);

    public readonly long LastSequenceOfCall(scoped RingSlots<T> slots, long sequence, long available) => sequence;
}
