using System;
using System.ComponentModel;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;

namespace NDisruptor.Hosting.Tests;

/// <summary>Sends a POSIX signal to a process: .NET can handle signals but has no API to send one.</summary>
internal static class Signals
{
    // The same number on Linux and macOS.
    private const int SigInt = 2;

    /// <summary>
    /// Whether this process ignores SIGINT, as a process started in the background by a non-interactive shell does. A child
    /// inherits that, and the runtime keeps a signal ignored on entry ignored, so Ctrl+C could never reach it. Linux only
    /// (read from /proc); elsewhere false.
    /// </summary>
    public static bool InterruptIgnored()
    {
        const string Status = "/proc/self/status";
        if (!OperatingSystem.IsLinux() || !File.Exists(Status))
        {
            return false;
        }

        // SigIgn: the ignored signals as a hexadecimal mask, signal n at bit n - 1.
        string? line = File.ReadLines(Status).FirstOrDefault(l => l.StartsWith("SigIgn:", StringComparison.Ordinal));
        return line is not null
            && ulong.TryParse(line.AsSpan("SigIgn:".Length).Trim(), NumberStyles.HexNumber, CultureInfo.InvariantCulture, out ulong ignored)
            && (ignored & (1UL << (SigInt - 1))) != 0;
    }

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
