using System.Runtime.CompilerServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// Spins on the dependent sequence with a spin hint (PAUSE on x64, YIELD on Arm64): the lowest latency, one core per
/// consumer. Use it only when there are at least as many cores as busy threads.
/// </summary>
/// <remarks>
/// If threads do outnumber cores anyway, a pure spin holds the core that the producer needs until the
/// scheduler preempts it (milliseconds). So after every ~100 µs of fruitless spinning (a time, not a
/// count: see <see cref="SpinCalibration"/>) the consumer yields once: a hand-over when something else is runnable, a short system call
/// when nothing is. Rare enough that an event arriving during that call is rare too: latency-sensitive
/// users pick this strategy for events that arrive at random times.
/// </remarks>
public sealed class BusySpinWaitStrategy : IWaitStrategy
{
    internal const double YieldEveryNanoseconds = 100_000;

    private static readonly int s_yieldEvery = SpinCalibration.Measured.PausesFor(YieldEveryNanoseconds);

    /// <inheritdoc/>
    public bool IsBlockingStrategy => false;

    // Compiled fully optimized at its first call, as NativeAOT compiles it, not tiered up with the runtime's profile. A
    // consumer that keeps up calls this once per wait, and in a ping-pong every event is a wait. Tiered up, the round trip
    // depended on the process: 13 of 19 processes of one build took 1.08-1.30 times as long as NativeAOT's twin timed in
    // the same rounds, the others about as long; compiled so (or with the dynamic profile turned off), every process
    // matched it. The listings of fast and slow processes showed no difference in this loop that explains it
    // (docs/design.md, "Hot path").
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public SequenceWaitResult WaitFor(long sequence, SequenceBarrier barrier)
    {
        long available;
        int spins = 0;
        int yieldEvery = s_yieldEvery;
        while ((available = barrier.DependentSequence) < sequence)
        {
            barrier.CheckAlert();
            SpinHint.Pause();
            if (++spins == yieldEvery)
            {
                spins = 0;
                Thread.Yield();
            }
        }

        return available;
    }

    /// <inheritdoc/>
    public void SignalAllWhenBlocking()
    {
    }
}
