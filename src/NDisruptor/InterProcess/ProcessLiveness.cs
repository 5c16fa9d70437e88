using System;
using System.ComponentModel;
using System.Diagnostics;
using System.IO;

namespace NDisruptor;

/// <summary>
/// Whether a process on this host still runs: how each side of an inter-process ring tells a dead peer from a slow one.
/// Process ids are those of the caller's process namespace: the processes sharing a ring must share one (containers that
/// share a ring's directory must also share their process ids).
/// </summary>
internal static class ProcessLiveness
{
    public static int CurrentId { get; } = Environment.ProcessId;

    /// <summary>Slow (it asks the operating system): called on the wait paths only, at most every few hundred milliseconds.</summary>
    public static bool IsAlive(int processId)
    {
        if (processId <= 0)
        {
            return false;
        }

        if (OperatingSystem.IsLinux())
        {
            return IsAliveOnLinux(processId);
        }

        try
        {
            using var process = Process.GetProcessById(processId);
            return !process.HasExited;
        }
        catch (ArgumentException)
        {
            return false;
        }
        catch (Exception exception) when (exception is InvalidOperationException or Win32Exception or NotSupportedException)
        {
            // Exists, but this user may not inspect it (Windows, another user's process): count it as alive, the safe side
            // for a claim (skipping a live producer's slot would lose its event).
            return true;
        }
    }

    /// <summary>
    /// Dead also when a zombie: a process that has exited but whose parent has not collected it still has an id, and in a
    /// container whose first process never collects its children it keeps it for good.
    /// </summary>
    private static bool IsAliveOnLinux(int processId)
    {
        string stat;
        try
        {
            stat = File.ReadAllText($"/proc/{processId}/stat");
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return false;
        }

        // "pid (name) S ...": the state follows the last ')' (a name may contain parentheses).
        int close = stat.LastIndexOf(')');
        return close < 0 || close + 2 >= stat.Length || stat[close + 2] is not ('Z' or 'X');
    }
}
