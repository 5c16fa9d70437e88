using System;
using System.Diagnostics;
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
}
