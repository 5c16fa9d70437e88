using System.ComponentModel;
using System.Diagnostics;
using System.Runtime.InteropServices;

namespace NDisruptor.Hosting.Tests;

/// <summary>Sends a POSIX signal to a process: .NET can handle signals but has no API to send one.</summary>
internal static class Signals
{
    // The same number on Linux and macOS.
    private const int SigInt = 2;

    /// <summary>What Ctrl+C in a terminal sends.</summary>
    public static void Interrupt(Process process)
    {
        if (kill(process.Id, SigInt) != 0)
        {
            throw new Win32Exception(Marshal.GetLastPInvokeError());
        }
    }

    [DllImport("libc", SetLastError = true)]
    [DefaultDllImportSearchPaths(DllImportSearchPath.SafeDirectories)]
    private static extern int kill(int pid, int sig);
}
