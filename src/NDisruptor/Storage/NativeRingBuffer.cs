using System;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// A ring of unmanaged struct events in native memory: the same ring as <see cref="ValueRingBuffer{T}"/> (<c>ref</c>
/// access, scopes, processors, DSL graphs, pollers), but its slots are outside the garbage-collected heap, never
/// scanned or moved, aligned to a cache line, and freed by <see cref="Dispose"/>.
/// </summary>
/// <typeparam name="T">The event type: a struct without references.</typeparam>
/// <remarks>
/// Dispose the ring after its consumers have stopped and its producers have finished: <see cref="Dispose"/> refuses
/// while a processor runs on the ring, and a claim after it throws <see cref="ObjectDisposedException"/>. A
/// <see cref="ValueDisruptor{T}"/> built on the ring does not own it; dispose the disruptor first (a
/// <c>using</c> declaration for each, ring first, does that).
/// </remarks>
public sealed class NativeRingBuffer<T> : ValueRingBuffer<T>, IDisposable
    where T : unmanaged
{
    // Taken by Dispose only: two threads disposing at once free the memory once.
    private readonly object _disposeLock = new();
    private readonly NativeSlots _slots;
    private bool _disposed;

    private NativeRingBuffer(int bufferSize, ProducerType producerType, IWaitStrategy? waitStrategy, NativeSlots slots)
        : base(bufferSize, producerType, waitStrategy, slots.FirstSlot)
        => _slots = slots;

    /// <summary>Whether <see cref="Dispose"/> has freed the slots.</summary>
    public bool IsDisposed => Volatile.Read(ref _disposed);

    /// <summary>Creates a native ring that exactly one thread publishes to.</summary>
    /// <param name="bufferSize">The number of slots: a power of two.</param>
    /// <param name="waitStrategy">How consumers wait; <see cref="BlockingWaitStrategy"/> when null.</param>
    /// <returns>The ring; dispose it when done.</returns>
    /// <exception cref="ArgumentException"><paramref name="bufferSize"/> is not a power of two, or its events need more bytes than the process can address (a 32-bit process).</exception>
    public static new NativeRingBuffer<T> CreateSingleProducer(int bufferSize, IWaitStrategy? waitStrategy = null)
        => Create(ProducerType.Single, bufferSize, waitStrategy);

    /// <summary>Creates a native ring that any number of threads publish to.</summary>
    /// <param name="bufferSize">The number of slots: a power of two.</param>
    /// <param name="waitStrategy">How consumers wait; <see cref="BlockingWaitStrategy"/> when null.</param>
    /// <returns>The ring; dispose it when done.</returns>
    /// <exception cref="ArgumentException"><paramref name="bufferSize"/> is not a power of two, or its events need more bytes than the process can address (a 32-bit process).</exception>
    public static new NativeRingBuffer<T> CreateMultiProducer(int bufferSize, IWaitStrategy? waitStrategy = null)
        => Create(ProducerType.Multi, bufferSize, waitStrategy);

    /// <summary>Creates a native ring for <paramref name="producerType"/>.</summary>
    /// <param name="producerType">Whether one or several threads publish.</param>
    /// <param name="bufferSize">The number of slots: a power of two.</param>
    /// <param name="waitStrategy">How consumers wait; <see cref="BlockingWaitStrategy"/> when null.</param>
    /// <returns>The ring; dispose it when done.</returns>
    /// <exception cref="ArgumentException"><paramref name="bufferSize"/> is not a power of two, or its events need more bytes than the process can address (a 32-bit process).</exception>
    public static new NativeRingBuffer<T> Create(ProducerType producerType, int bufferSize, IWaitStrategy? waitStrategy = null)
    {
        // Checked before the allocation, in the arguments' order: the size sets the allocation.
        ThrowIfUnknown(producerType);
        SequenceMath.ThrowIfNotPowerOfTwo(bufferSize);
        var slots = NativeSlots.Allocate<T>(bufferSize);
        try
        {
            return new NativeRingBuffer<T>(bufferSize, producerType, waitStrategy, slots);
        }
        catch
        {
            slots.Dispose();
            throw;
        }
    }

    /// <summary>
    /// Frees the slots. Call it after the consumers have stopped (halt them, or dispose the disruptor) and the
    /// producers have finished; from then on a claim throws <see cref="ObjectDisposedException"/>.
    /// </summary>
    /// <exception cref="InvalidOperationException">A processor is still running on this ring, or a poller of it is not disposed: either would read freed memory.</exception>
    public void Dispose()
    {
        lock (_disposeLock)
        {
            if (_disposed)
            {
                return;
            }

            int running = Sequencer.RunningConsumers;
            if (running > 0)
            {
                throw new InvalidOperationException($"{running} processor(s) still run on this ring and would read freed memory; halt them (Halt, or dispose the disruptor) and wait for them to stop before disposing the ring.");
            }

            long pollers = Sequencer.OpenPollers;
            if (pollers > 0)
            {
                throw new InvalidOperationException($"{pollers} poller(s) of this ring are not disposed, and a poll would read freed memory; dispose them (EventPoller.Dispose) before disposing the ring.");
            }

            // Claims first: a producer that tries again finds the ring closed instead of slots that are gone.
            Sequencer.Retire(new ObjectDisposedException(GetType().Name, "The native ring was disposed and its slots freed; create a new ring to publish again."));
            ForgetSlots();
            _slots.Dispose();
            Volatile.Write(ref _disposed, true);
        }
    }
}
