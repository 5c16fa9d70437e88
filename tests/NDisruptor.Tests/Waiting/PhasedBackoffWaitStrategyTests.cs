using System;
using Xunit;

namespace NDisruptor.Tests.Waiting;

/// <summary>Spinning, then yielding, then parking on a lock (<see cref="PhasedBackoffWaitStrategy.WithLock"/>).</summary>
public sealed class PhasedBackoffWaitStrategyTests()
    : WaitStrategyTestBase(() => PhasedBackoffWaitStrategy.WithLock(TimeSpan.FromMicroseconds(50), TimeSpan.FromMicroseconds(200)), consumersPark: true)
{
    [Fact]
    public void A_negative_phase_or_a_missing_fallback_is_rejected()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new PhasedBackoffWaitStrategy(TimeSpan.FromTicks(-1), TimeSpan.Zero, new BlockingWaitStrategy()));
        Assert.Throws<ArgumentNullException>(() => new PhasedBackoffWaitStrategy(TimeSpan.Zero, TimeSpan.Zero, null!));
    }
}

/// <summary>Spinning, then yielding, then sleeping (<see cref="PhasedBackoffWaitStrategy.WithSleep"/>): no consumer parks.</summary>
public sealed class PhasedBackoffWithSleepWaitStrategyTests()
    : WaitStrategyTestBase(() => PhasedBackoffWaitStrategy.WithSleep(TimeSpan.FromMicroseconds(50), TimeSpan.FromMicroseconds(200)), consumersPark: false);

/// <summary>
/// Spinning, then yielding, then parking as <see cref="AsyncWaitStrategy"/> does, on the producer or on the consumers before:
/// the processors' progress must reach consumers parked through the wrapper.
/// </summary>
public sealed class PhasedBackoffWithAsyncFallbackWaitStrategyTests()
    : WaitStrategyTestBase(() => new PhasedBackoffWaitStrategy(TimeSpan.FromMicroseconds(50), TimeSpan.FromMicroseconds(200), new AsyncWaitStrategy()), consumersPark: true);
