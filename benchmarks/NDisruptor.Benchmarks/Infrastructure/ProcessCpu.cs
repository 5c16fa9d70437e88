using System;
using System.Globalization;
using System.IO;

namespace NDisruptor.Benchmarks.Infrastructure;

/// <summary>
/// CPU time used so far by all of this process's threads. Read around a timed run, it gives CPU time per event beside wall
/// time per event: a contender whose threads spend several times their rivals' CPU per event is contending (producers on two
/// cores fighting over the same lines) or spinning, and one that spends less than its wall time keeps a core idle.
/// </summary>
public static class ProcessCpu
{
    private const string Tasks = "/proc/self/task";

    /// <summary>
    /// Nanoseconds on the CPU, summed over the live threads; NaN where the system does not say it finely enough. Linux's
    /// per-thread scheduler statistics count nanoseconds; the process total (/proc/self/stat, which
    /// <c>Process.TotalProcessorTime</c> reads) counts 10 ms clock ticks, too coarse for runs of 100 ms.
    /// </summary>
    public static double Nanoseconds()
    {
        if (!OperatingSystem.IsLinux() || !Directory.Exists(Tasks))
        {
            return double.NaN;
        }

        double total = 0;
        foreach (string task in Directory.EnumerateDirectories(Tasks))
        {
            // A thread that ends between the listing and the read takes its time with it: the workers' threads live
            // from the contender's setup to its teardown, around both runs, so only the runtime's own come and go.
            try
            {
                string stats = File.ReadAllText(Path.Combine(task, "schedstat"));
                int end = stats.IndexOf(' ', StringComparison.Ordinal);
                if (end > 0 && long.TryParse(stats.AsSpan(0, end), NumberStyles.None, CultureInfo.InvariantCulture, out long ns))
                {
                    total += ns;
                }
            }
            catch (IOException)
            {
            }
            catch (UnauthorizedAccessException)
            {
                return double.NaN;
            }
        }

        return total;
    }
}
