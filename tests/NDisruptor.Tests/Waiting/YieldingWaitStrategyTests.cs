namespace NDisruptor.Tests.Waiting;

public sealed class YieldingWaitStrategyTests() : WaitStrategyTestBase(() => new YieldingWaitStrategy(), consumersPark: false);
