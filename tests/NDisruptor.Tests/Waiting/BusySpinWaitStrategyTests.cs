namespace NDisruptor.Tests.Waiting;

public sealed class BusySpinWaitStrategyTests() : WaitStrategyTestBase(() => new BusySpinWaitStrategy(), consumersPark: false);
