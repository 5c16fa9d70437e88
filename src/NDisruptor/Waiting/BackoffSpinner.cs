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

    // A producer waiting for room yields this many times past the spin phase, then naps (see ForFullRing).
    private const int YieldsBeforeNap = 8;

    // Zero (a default spinner) means the standard phase; see WithSpinPhase.
    private readonly int _spinLimit;
    private readonly bool _naps;
    private int _count;

    private BackoffSpinner(int spinLimit, bool naps)
    {
        _spinLimit = spinLimit;
        _naps = naps;
    }

    /// <summary>
    /// A spinner whose first phase spins for <paramref name="spinLimit"/> hints (a count from
    /// <see cref="SpinCalibration.PausesFor"/>) before it yields: for a wait that a yield is known to lengthen.
    /// </summary>
    public static BackoffSpinner WithSpinPhase(int spinLimit) => new(Math.Max(1, spinLimit), naps: false);

    /// <summary>
    /// A spinner for a producer waiting for room in a ring that several producers fill: the standard spin phase, a few
    /// yields, then <see cref="ThreadNap.Nap"/> in place of each yield.
    /// </summary>
    /// <remarks>
    /// Only a consumer can end this wait. While one runs it frees a slot every few nanoseconds, so the spin phase ends
    /// the wait; a wait that outlasts the spin phase and a few yields means the consumers are off their cores (more
    /// busy threads than cores) or stuck in a slow handler. A yielding producer stays runnable and keeps sharing the
    /// cores with them, paying a system call per yield; a napping one leaves its core to them. Not for a lone producer,
    /// which must refill the ring the moment there is room: napping single producers made pipelines slower
    /// (docs/design.md, "Spinning").
    /// </remarks>
    public static BackoffSpinner ForFullRing() => new(0, naps: true);

    /// <summary>Whether the next call still only spins (the first phase), before any yield or sleep.</summary>
    public readonly bool IsSpinning => _count < (_spinLimit == 0 ? s_spinLimit : _spinLimit);

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
        else if (_naps && count - spinLimit >= YieldsBeforeNap)
        {
            ThreadNap.Nap();
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
