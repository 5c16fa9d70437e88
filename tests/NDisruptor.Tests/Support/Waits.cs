using System;
using System.Diagnostics;
using System.Threading;
using System.Threading.Tasks;
using Xunit;

namespace NDisruptor.Tests.Support;

/// <summary>Polling for a condition another thread brings about, bounded so a bug fails the test instead of hanging it.</summary>
public static class Waits
{
    /// <summary>Polls <paramref name="condition"/> every 5 ms; fails the test after <paramref name="bound"/>.</summary>
    public static async Task Until(Func<bool> condition, string what, TimeSpan bound)
    {
        var clock = Stopwatch.StartNew();
        while (!condition())
        {
            Assert.True(clock.Elapsed < bound, $"timed out waiting for {what}");
            await Task.Delay(5);
        }
    }

    /// <summary>
    /// Spins on <paramref name="condition"/> without ever blocking; fails the test after <paramref name="bound"/>. For a
    /// thread that must answer within microseconds: a blocked thread's wake-up takes longer than that.
    /// </summary>
    public static void SpinUntil(Func<bool> condition, string what, TimeSpan bound)
    {
        var clock = Stopwatch.StartNew();
        while (!condition())
        {
            Assert.True(clock.Elapsed < bound, $"timed out waiting for {what}");
            Thread.SpinWait(1);
        }
    }
}
