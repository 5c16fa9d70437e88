using System;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// A spin-then-yield-then-sleep waiter for loops that cannot know how long they will wait:
/// a producer facing a full ring, a consumer waiting on a slower upstream consumer.
/// </summary>
/// <remarks>
/// On a machine with fewer cores than busy threads, the thread that would end the wait may be the one
/// this thread is keeping off the CPU: a disruptor whose waits only spun has been measured collapsing to
/// tens of operations per second that way (docs/design.md, rule 5). So after a short burst
/// of <see cref="SpinHint.Pause"/>, the spinner gives its time slice away, and after longer still it
/// sleeps, which lets the scheduler run anything that is runnable.
/// Owned by one thread: it lives on that thread's stack.
/// </remarks>
internal struct BackoffSpinner
{
    // About 1 µs of spinning: long enough for a cross-core hop (100-450 ns here) to land without a
    // system call, short enough that a starved peer gets the core back quickly.
    internal const double SpinNanoseconds = 1_000;

    private static readonly int s_spinLimit = SpinCalibration.Measured.PausesFor(SpinNanoseconds);

    // Yielding hands the core to any runnable thread at once. A real sleep costs a millisecond or more
    // and, when the sleeper holds a claimed slot, stalls everyone behind it; so sleep only after a long
    // fruitless wait (a stopped consumer, a paused debugger), to stop burning a core.
    // Counted in calls, past the spin phase: the yields are system calls, whose cost no hint changes.
    private const int SleepAfter = 2000;
    private const int SleepOneEvery = 64;

    // Zero (a default spinner) means the standard phase; see WithSpinPhase.
    private readonly int _spinLimit;
    private int _count;

    private BackoffSpinner(int spinLimit) => _spinLimit = spinLimit;

    /// <summary>
    /// A spinner whose first phase spins for <paramref name="spinLimit"/> hints (a count from
    /// <see cref="SpinCalibration.PausesFor"/>) before it yields: for a wait that a yield is known to lengthen.
    /// </summary>
    public static BackoffSpinner WithSpinPhase(int spinLimit) => new(Math.Max(1, spinLimit));

    /// <summary>Waits a little, a little longer each call.</summary>
    public void SpinOnce()
    {
        int count = _count;
        int spinLimit = _spinLimit == 0 ? s_spinLimit : _spinLimit;
        if (count < spinLimit)
        {
            SpinHint.Pause();
        }
        else if (count - spinLimit >= SleepAfter && count % SleepOneEvery == 0)
        {
            Thread.Sleep(1);
        }
        else
        {
            Thread.Yield();
        }

        // Saturate rather than overflow after billions of waits.
        if (count != int.MaxValue)
        {
            _count = count + 1;
        }
    }
}
