using System.Reflection;
using Xunit;

namespace NDisruptor.Tests.Waiting;

public sealed class BusySpinWaitStrategyTests() : WaitStrategyTestBase(() => new BusySpinWaitStrategy(), consumersPark: false)
{
    [Fact]
    public void The_wait_is_optimized_code_from_its_first_call()
    {
        // Tiered up with the runtime's profile, a ping-pong's round trip depended on the process (up to 1.30 times as long
        // in some processes of the same build); compiled so, every process ran as NativeAOT's build does.
        var wait = typeof(BusySpinWaitStrategy).GetMethod(nameof(BusySpinWaitStrategy.WaitFor))!;
        Assert.True(
            wait.MethodImplementationFlags.HasFlag(MethodImplAttributes.AggressiveOptimization),
            $"{nameof(BusySpinWaitStrategy)}.{wait.Name} must be compiled fully optimized from its first call.");
    }
}
