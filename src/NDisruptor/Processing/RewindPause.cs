using System;
using System.Diagnostics;
using System.Threading;

namespace NDisruptor;

/// <summary>The pause an <see cref="IBatchRewindStrategy"/> asks for before a replay, cut short by a halt.</summary>
internal static class RewindPause
{
    /// <summary>
    /// Waits <paramref name="pause"/> on the processor's thread; false as soon as a halt is requested. Sleeps a
    /// millisecond at a time (a halt is seen within about one) rather than on an event: the processor has none, and
    /// one for this rare path would add a field and a signal to every halt.
    /// </summary>
    public static bool Wait(TimeSpan pause, ref RunState run)
    {
        if (pause <= TimeSpan.Zero)
        {
            return !run.IsHaltRequested;
        }

        long start = Stopwatch.GetTimestamp();
        while (!run.IsHaltRequested)
        {
            TimeSpan left = pause - Stopwatch.GetElapsedTime(start);
            if (left <= TimeSpan.Zero)
            {
                return true;
            }

            if (left >= TimeSpan.FromMilliseconds(1))
            {
                Thread.Sleep(1);
            }
            else
            {
                Thread.Yield();
            }
        }

        return false;
    }
}
