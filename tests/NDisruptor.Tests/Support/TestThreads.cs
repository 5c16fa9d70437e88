using System;
using System.Runtime.CompilerServices;
using System.Threading;
using Xunit;

namespace NDisruptor.Tests.Support;

/// <summary>Threads for hand-wired processors and producers, whose failures fail the test instead of the test host.</summary>
public static class TestThreads
{
    /// <summary>Runs <paramref name="action"/> on a thread of its own; what it throws lands in <paramref name="fault"/>.</summary>
    public static Thread Start(Action action, out StrongBox<Exception?> fault)
    {
        var box = new StrongBox<Exception?>();
        fault = box;
        var thread = new Thread(() =>
        {
            try
            {
                action();
            }
            catch (Exception e)
            {
                box.Value = e;
            }
        });
        thread.Start();
        return thread;
    }

    /// <summary>Runs <paramref name="processor"/> on a thread until <paramref name="done"/> holds, then halts it and waits for it to leave.</summary>
    public static void RunUntil(IEventProcessor processor, Func<bool> done, TimeSpan bound)
    {
        var runner = Start(processor.Run, out var fault);
        bool reached = SpinWait.SpinUntil(done, bound);
        processor.Halt();
        Assert.True(runner.Join(bound), "the processor did not leave Run after Halt");
        Assert.Null(fault.Value);
        Assert.True(reached, "the processor did not get there");
    }
}
