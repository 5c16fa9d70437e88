using System.Threading;

namespace NDisruptor;

/// <summary>
/// Spins on the dependent sequence with <see cref="SpinHint.Pause"/>: the lowest latency, one core per
/// consumer. Use it only when there are at least as many cores as busy threads.
/// </summary>
/// <remarks>
/// If threads do outnumber cores anyway, a pure spin holds the core that the producer needs until the
/// scheduler preempts it (milliseconds). So every <see cref="YieldEvery"/> spins (a few µs of
/// waiting) the consumer yields once: a no-op system call when nothing else is runnable, a hand-over
/// when something is.
/// </remarks>
public sealed class BusySpinWaitStrategy : IWaitStrategy
{
    private const int YieldEvery = 256;

    /// <inheritdoc/>
    public bool IsBlockingStrategy => false;

    /// <inheritdoc/>
    public SequenceWaitResult WaitFor(long sequence, SequenceBarrier barrier)
    {
        long available;
        int spins = 0;
        while ((available = barrier.DependentSequence) < sequence)
        {
            barrier.CheckAlert();
            SpinHint.Pause();
            if (++spins == YieldEvery)
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
