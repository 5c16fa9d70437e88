using System.Threading;

namespace NDisruptor;

/// <summary>One side's wait between looks at the mapping, as <see cref="InterProcessWait"/> says.</summary>
internal struct SharedWaiter(InterProcessWait mode)
{
    private const int SpinsBeforeYield = 100;
    private const int YieldsBeforeSleep = 100;

    private int _count;

    public void Reset() => _count = 0;

    public void Wait()
    {
        if (mode == InterProcessWait.Spinning || _count < SpinsBeforeYield)
        {
            _count++;
            SpinHint.Pause();
        }
        else if (mode == InterProcessWait.Yielding || _count < SpinsBeforeYield + YieldsBeforeSleep)
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
