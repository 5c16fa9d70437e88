using System.Threading;

namespace NDisruptor;

/// <summary>
/// Spins briefly, then yields the core on every further check: low latency without starving other
/// threads, the right default when busy threads outnumber cores.
/// </summary>
public sealed class YieldingWaitStrategy : IWaitStrategy
{
    // About 2 µs of spinning before the first yield (a time, not a count: see SpinCalibration).
    internal const double SpinNanoseconds = 2_000;

    private static readonly int s_spinTries = SpinCalibration.Measured.PausesFor(SpinNanoseconds);

    /// <inheritdoc/>
    public bool IsBlockingStrategy => false;

    /// <inheritdoc/>
    public SequenceWaitResult WaitFor(long sequence, SequenceBarrier barrier)
    {
        long available;
        int counter = s_spinTries;
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
