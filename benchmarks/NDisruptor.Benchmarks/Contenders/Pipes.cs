using System.Collections.Concurrent;
using System.Diagnostics;
using System.Runtime.CompilerServices;
using System.Threading;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Contenders;

/// <summary>
/// A queue of longs as the queue-based contenders use it. Implemented by structs so the generic topologies below are
/// specialized per queue by the JIT: no interface dispatch per event.
/// </summary>
public interface IPipe
{
    /// <summary>Enqueues, waiting while the queue is at capacity.</summary>
    void Write(long value);

    /// <summary>Dequeues, waiting while the queue is empty.</summary>
    long Read();
}

/// <summary>A bounded <see cref="BlockingCollection{T}"/> (over a ConcurrentQueue): Add and Take block when full or empty.</summary>
public readonly struct BlockingPipe : IPipe
{
    private readonly BlockingCollection<long> _collection;

    public BlockingPipe(int capacity) => _collection = new BlockingCollection<long>(new ConcurrentQueue<long>(), capacity);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(long value) => _collection.Add(value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Read() => _collection.Take();
}

/// <summary>
/// A <see cref="ConcurrentQueue{T}"/> read by one spinning consumer. ConcurrentQueue is unbounded; to hold it to the ring's
/// capacity like the other contenders, writers reserve room 256 writes at a time and wait while reservations run more than
/// the capacity ahead of the consumer's dequeue count. A single writer counts its writes on a padded line of its own;
/// several writers (Sequencer) instead reserve when they write a multiple of 256, which is exact because each of them
/// writes a run of consecutive values: no shared per-write counter for them to contend on.
/// </summary>
public readonly struct SpinPipe : IPipe
{
    private const long ReserveEvery = 256;
    private readonly State _state;

    public SpinPipe(int capacity, WaitKind wait, bool multipleWriters = false) => _state = new State(capacity, wait, multipleWriters);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(long value)
    {
        var state = _state;
        bool reserve = state.MultipleWriters
            ? (value & (ReserveEvery - 1)) == 0
            : (++state.Written.Value & (ReserveEvery - 1)) == 0;
        if (reserve)
        {
            state.Reserve();
        }

        state.Queue.Enqueue(value);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Read()
    {
        var state = _state;
        if (!state.Queue.TryDequeue(out long value))
        {
            value = state.ReadSlow();
        }

        state.Dequeued.Write(state.Dequeued.Read() + 1); // only this pipe's single consumer writes it
        return value;
    }

    private sealed class State(int capacity, WaitKind wait, bool multipleWriters)
    {
        public readonly ConcurrentQueue<long> Queue = new();
        public readonly PaddedCounter Dequeued = new();
        public readonly bool MultipleWriters = multipleWriters;
        public PaddedLong Written; // the single writer's count
        private PaddedLong _reserved;

        public void Reserve()
        {
            long reserved = Interlocked.Add(ref _reserved.Value, ReserveEvery);
            if (reserved - Dequeued.Read() <= capacity)
            {
                return;
            }

            var spinner = default(SpinWait);
            long start = Stopwatch.GetTimestamp();
            int steps = 0;
            while (reserved - Dequeued.Read() > capacity)
            {
                Spin.Once(wait, ref spinner);
                if ((++steps & 0xFFFF) == 0)
                {
                    Spin.CheckTimeout(start, "ConcurrentQueue producer waiting for room");
                }
            }
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        public long ReadSlow()
        {
            // A consumer idles here between invocations too, so it has no timeout: the producer's wait has one.
            var spinner = default(SpinWait);
            long value;
            while (!Queue.TryDequeue(out value))
            {
                Spin.Once(wait, ref spinner);
            }

            return value;
        }
    }
}
