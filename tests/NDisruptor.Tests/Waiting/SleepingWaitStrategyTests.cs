using System;
using Xunit;

namespace NDisruptor.Tests.Waiting;

public sealed class SleepingWaitStrategyTests() : WaitStrategyTestBase(() => new SleepingWaitStrategy(), consumersPark: false)
{
    [Fact]
    public void A_negative_retry_count_is_rejected() =>
        Assert.Throws<ArgumentOutOfRangeException>(() => new SleepingWaitStrategy(-1));
}
