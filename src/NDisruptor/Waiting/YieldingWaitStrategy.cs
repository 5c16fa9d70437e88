using System.Threading;

namespace NDisruptor;

/// <summary>
/// Spins briefly, then yields the core on every further check: low latency without starving other
/// threads, the right default when busy threads outnumber cores.
/// </summary>
public sealed class YieldingWaitStrategy : IWaitStrategy
{
    private const int SpinTries = 100;

    /// <inheritdoc/>
    public bool IsBlockingStrategy => false;

    /// <inheritdoc/>
    public SequenceWaitResult WaitFor(long sequence, SequenceBarrier barrier)
    {
        long available;
        int counter = SpinTries;
        while ((available = barrier.DependentSequence) < sequence)
        {
            barrier.CheckAlert();
            if (counter > 0)
            {
                counter--;
                SpinHint.Pause();
            }
            else
            {
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
