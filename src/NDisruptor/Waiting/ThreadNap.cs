using System;
using System.Runtime.InteropServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// The shortest timed sleep the operating system offers: off the run queue for tens of microseconds, where
/// <see cref="Thread.Sleep(int)"/> cannot go below a millisecond and a yield leaves the thread runnable.
/// </summary>
/// <remarks>
/// <para>
/// For a producer facing a full ring on a machine with more busy threads than cores: a yielding producer stays
/// runnable, so the scheduler keeps sharing the cores between it and the consumer that would make room, and each
/// yield is a system call and often a context switch. A nap takes it off the run queue for a while. On Linux a
/// request of one microsecond sleeps about 60-70 µs (the default timer slack is 50 µs): long enough to hand the core
/// over, short next to the millisecond of <see cref="Thread.Sleep(int)"/>, which in place of the producers' yields
/// made three producers and one consumer on two cores about 1.7 times slower.
/// </para>
/// <para>
/// Where <c>nanosleep</c> is not available (Windows, whose timers tick in milliseconds), a nap is a yield.
/// </para>
/// </remarks>
internal static class ThreadNap
{
    private const int RequestNanoseconds = 1_000;

    // Cleared for good the first time the call fails to bind; a benign race (both outcomes are yields or naps).
    private static bool s_available = OperatingSystem.IsLinux() || OperatingSystem.IsMacOS() || OperatingSystem.IsFreeBSD();

    /// <summary>Whether a nap is a timed sleep here (false: a yield).</summary>
    public static bool Sleeps => s_available;

    /// <summary>Sleeps for the system's shortest timed sleep, or yields where there is none.</summary>
    public static void Nap()
    {
        if (s_available)
        {
            try
            {
                var request = new TimeSpec { Seconds = 0, Nanoseconds = RequestNanoseconds };

                // An interrupted nap (EINTR) just ends early; the caller checks its condition and naps again.
                _ = NanoSleep(ref request, IntPtr.Zero);
                return;
            }
            catch (Exception ex) when (ex is DllNotFoundException or EntryPointNotFoundException)
            {
                s_available = false;
            }
        }

        Thread.Yield();
    }

    [DllImport("libc", EntryPoint = "nanosleep")]
    [DefaultDllImportSearchPaths(DllImportSearchPath.SafeDirectories)]
    private static extern int NanoSleep(ref TimeSpec request, IntPtr remaining);

    // struct timespec: time_t and long, both the platform's word size on the systems above.
    [StructLayout(LayoutKind.Sequential)]
    private struct TimeSpec
    {
        public nint Seconds;
        public nint Nanoseconds;
    }
}
