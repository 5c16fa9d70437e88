using System.Threading;

namespace NDisruptor;

/// <summary>
/// The run protocol both processors keep: whether a run is inside <c>Run</c>, whether a halt is requested, and
/// which run this is, in one word, so that a halt and a run's exit are ordered.
/// </summary>
/// <remarks>
/// A run sets Running on entry (compare-and-swap, so a second caller is refused, counting itself in the bits
/// above the two flags) and clears both flags in one atomic step as the very last thing it does; halting
/// threads set HaltRequested (<see cref="Interlocked.Or(ref int, int)"/>). A halt that lands before that last
/// step is spent on the run inside; one that lands after it stops the next run before it handles anything.
/// With two separate words a halt could land between the two clears and carry over to the next run.
/// </remarks>
internal struct RunState
{
    private const int Running = 1;
    private const int HaltRequested = 2;
    private const int OneRun = 4;

    // Written by the thread entering or leaving a run and by halting threads, always atomically.
    private int _state;

    /// <summary>Whether a run is inside (until its very last step).</summary>
    public bool IsRunning => (Volatile.Read(ref _state) & Running) != 0;

    /// <summary>Whether a halt is requested for the run inside, or for the next one.</summary>
    public bool IsHaltRequested => (Volatile.Read(ref _state) & HaltRequested) != 0;

    /// <summary>Enters a run, keeping a halt requested while none was inside; false if a run is inside.</summary>
    /// <param name="run">This run's number (it wraps; only equality with <see cref="RequestHalt"/>'s matters).</param>
    public bool TryEnter(out int run)
    {
        int state = Volatile.Read(ref _state);
        while ((state & Running) == 0)
        {
            int entered = unchecked(state + OneRun) | Running;
            int seen = Interlocked.CompareExchange(ref _state, entered, state);
            if (seen == state)
            {
                run = entered >> 2;
                return true;
            }

            state = seen;
        }

        run = 0;
        return false;
    }

    /// <summary>Requests a halt; true if a run was inside when it landed, whose number is <paramref name="run"/>.</summary>
    public bool RequestHalt(out int run)
    {
        int state = Interlocked.Or(ref _state, HaltRequested);
        run = state >> 2;
        return (state & Running) != 0;
    }

    /// <summary>Drops a halt requested while no run is inside, so that the next run goes ahead; nothing while a run is inside.</summary>
    public void ForgetPendingHalt()
    {
        int state = Volatile.Read(ref _state);
        while ((state & (Running | HaltRequested)) == HaltRequested)
        {
            int seen = Interlocked.CompareExchange(ref _state, state & ~HaltRequested, state);
            if (seen == state)
            {
                return;
            }

            state = seen;
        }
    }

    /// <summary>The run's very last step: clears both flags at once, spending the halts that landed while it was inside.</summary>
    public void Leave() => Interlocked.And(ref _state, ~(Running | HaltRequested));
}
