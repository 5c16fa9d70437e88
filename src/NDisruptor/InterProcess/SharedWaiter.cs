using System.Threading;

namespace NDisruptor;

/// <summary>One side's wait between looks at the mapping, as <see cref="InterProcessWait"/> says.</summary>
internal struct SharedWaiter(InterProcessWait mode)
{
    // The same calibrated spin as a waiting producer in one process (BackoffSpinner): about a microsecond of pauses.
    private static readonly int s_spinsBeforeYield = SpinCalibration.Measured.PausesFor(BackoffSpinner.SpinNanoseconds);
    private const int YieldsBeforeSleep = 100;

    private int _count;

    public void Reset() => _count = 0;

    public void Wait()
    {
        if (mode == InterProcessWait.Spinning || _count < s_spinsBeforeYield)
        {
            _count++;
            SpinHint.Pause();
        }
        else if (mode == InterProcessWait.Yielding || _count < s_spinsBeforeYield + YieldsBeforeSleep)
        {
            _count++;
            Thread.Yield();
        }
        else
        {
            Thread.Sleep(1);
        }
    }
}
