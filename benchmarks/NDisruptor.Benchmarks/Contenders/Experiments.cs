using System;

namespace NDisruptor.Benchmarks.Contenders;

// Experiments for the comparison mode only (run them by name: compare PingPong --contenders RawLimit,DisruptorNet,NDisruptorNoPause).
// Each changes one thing in how NDisruptor is used, from outside the library, so a hypothesis about the library's hot path can be
// measured in the same rounds as the library itself before anyone changes the library.

/// <summary>
/// Busy-spin with no CPU hint between checks, the way Disruptor-net's BusySpinWaitStrategy spins. Tests whether the PAUSE in
/// NDisruptor's busy spin (tens of cycles on some x64 parts) delays the reaction to a published sequence in ping-pong.
/// Not for use with more spinning threads than cores: it never yields.
/// </summary>
public sealed class NoPauseBusySpinWaitStrategy : IWaitStrategy
{
    public bool IsBlockingStrategy => false;

    public SequenceWaitResult WaitFor(long sequence, SequenceBarrier barrier)
    {
        long available;
        while ((available = barrier.DependentSequence) < sequence)
        {
            // No hint, as in Disruptor-net; DependentSequence is an acquire read, which the JIT never hoists out of the loop.
            barrier.CheckAlert();
        }

        return available;
    }

    public void SignalAllWhenBlocking()
    {
    }
}

/// <summary>
/// Busy-spin like NDisruptor's, but every check also prefetches the slot being waited for, so its line may already be on this
/// core when the cursor moves. Tests whether the dependent second miss (cursor, then slot) is what separates a ring's round
/// trip from the raw two-counter one. Reads the ring it serves; an experiment only.
/// </summary>
public sealed class PrefetchingBusySpinWaitStrategy(Func<ValueRingBuffer<LongEvent>?> ring) : IWaitStrategy
{
    public bool IsBlockingStrategy => false;

    public unsafe SequenceWaitResult WaitFor(long sequence, SequenceBarrier barrier)
    {
        var events = ring();
        long available;
        while ((available = barrier.DependentSequence) < sequence)
        {
            barrier.CheckAlert();
            if (System.Runtime.Intrinsics.X86.Sse.IsSupported && events is not null)
            {
                System.Runtime.Intrinsics.X86.Sse.Prefetch0(System.Runtime.CompilerServices.Unsafe.AsPointer(ref events[sequence]));
            }

            SpinHint.Pause();
        }

        return available;
    }

    public void SignalAllWhenBlocking()
    {
    }
}

/// <summary>
/// Yields the way Disruptor-net's YieldingWaitStrategy does: 100 checks with no CPU hint, then a yield on every check. Tests whether
/// NDisruptor's ~2 µs of paused spinning before the first yield costs throughput when threads outnumber cores.
/// </summary>
public sealed class NoPauseYieldingWaitStrategy : IWaitStrategy
{
    public bool IsBlockingStrategy => false;

    public SequenceWaitResult WaitFor(long sequence, SequenceBarrier barrier)
    {
        long available;
        int counter = 0;
        while ((available = barrier.DependentSequence) < sequence)
        {
            barrier.CheckAlert();
            if (++counter > 100)
            {
                System.Threading.Thread.Yield();
            }
        }

        return available;
    }

    public void SignalAllWhenBlocking()
    {
    }
}
