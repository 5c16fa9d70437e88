using System;
using System.Diagnostics;

namespace NDisruptor;

/// <summary>Whether a process on this host still runs: how each side of an inter-process ring tells a dead peer from a slow one.</summary>
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

        try
        {
            using var process = Process.GetProcessById(processId);
            return !process.HasExited;
        }
        catch (ArgumentException)
        {
            return false;
        }
        catch (InvalidOperationException)
        {
            return false;
        }
    }
}
