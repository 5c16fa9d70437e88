using System.Threading;

namespace NDisruptor;

/// <summary>
/// Spins on the dependent sequence with <see cref="SpinHint.Pause"/>: the lowest latency, one core per
/// consumer. Use it only when there are at least as many cores as busy threads.
/// </summary>
/// <remarks>
/// If threads do outnumber cores anyway, a pure spin holds the core that the producer needs until the
/// scheduler preempts it (milliseconds). So after every <see cref="YieldEvery"/> fruitless spins (tens
/// of µs) the consumer yields once: a hand-over when something else is runnable, a short system call
/// when nothing is. Rare enough that an event arriving during that call is rare too: latency-sensitive
/// users pick this strategy for events that arrive at random times.
/// </remarks>
public sealed class BusySpinWaitStrategy : IWaitStrategy
{
    private const int YieldEvery = 8192;

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
