using System.Threading;

namespace NDisruptor;

/// <summary>
/// Parks consumers on a lock and condition until the producer publishes: no CPU while idle, the highest
/// latency. Producers take the lock only when a consumer is actually parked.
/// </summary>
public sealed class BlockingWaitStrategy : IWaitStrategy
{
    private readonly ParkingLot _parkingLot = new();

    /// <inheritdoc/>
    public bool IsBlockingStrategy => true;

    /// <inheritdoc/>
    public SequenceWaitResult WaitFor(long sequence, SequenceBarrier barrier)
    {
        _parkingLot.ParkUntilCursorReaches(sequence, barrier, Timeout.InfiniteTimeSpan);
        return DependencyWait.SpinUntilDependenciesReach(sequence, barrier);
    }

    /// <inheritdoc/>
    public void SignalAllWhenBlocking() => _parkingLot.UnparkAll();
}
