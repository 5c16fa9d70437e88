using System.Runtime.CompilerServices;

namespace NDisruptor;

/// <summary>
/// A wait strategy for bursty traffic: every consumer that has nothing to do sleeps, whether it waits
/// for the producer or for an upstream consumer, so an idle graph costs no CPU at all. Producers and
/// upstream consumers wake sleepers only when someone sleeps.
/// </summary>
/// <remarks>
/// <para>
/// <see cref="BlockingWaitStrategy"/> parks a consumer only on the producer's cursor; a consumer behind
/// another consumer backs off on it (spin, yield, occasional sleep), because consumers do not signal each
/// other. Here they do: a processor running on a ring with this strategy, after storing its sequence once
/// per batch (a poller after each poll), makes the same check a producer makes after publishing (a full fence, then one read of the
/// sleeper count) and takes the lock to wake sleepers only when that count is not zero. So a diamond or a
/// pipeline parks every consumer between bursts.
/// </para>
/// <para>
/// The price is latency (a wake-up through the kernel, tens of microseconds) and, while consumers sleep,
/// the lock and a wake-all on each publish and each upstream batch: choose it when idle time matters more
/// than the latency of the first event after a pause. Lost wake-ups cannot happen: a sleeper registers
/// (a full fence) and re-reads the sequence it waits for before it sleeps; a signaller stores its
/// sequence, fences and then reads the count (<c>Waiting/ParkingLot.cs</c>).
/// </para>
/// </remarks>
public sealed class AsyncWaitStrategy : IWaitStrategy
{
    private readonly ParkingLot _parkingLot = new();

    /// <inheritdoc/>
    public bool IsBlockingStrategy => true;

    /// <summary>How many consumers are asleep now (a snapshot, for tests).</summary>
    internal int Sleepers => _parkingLot.Parked;

    /// <inheritdoc/>
    public SequenceWaitResult WaitFor(long sequence, SequenceBarrier barrier)
    {
        _parkingLot.ParkUntilDependentsReach(sequence, barrier);
        return barrier.DependentSequence;
    }

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void SignalAllWhenBlocking() => _parkingLot.UnparkAll();

    /// <summary>
    /// The strategy that parks <paramref name="strategy"/>'s consumers on other consumers: itself when it is one, or the one
    /// a <see cref="PhasedBackoffWaitStrategy"/> falls back to; null when its consumers park on the producer alone (or
    /// never). Processors and pollers signal it after each store of their sequence: a strategy that parks consumers on each
    /// other and went unfound behind a wrapper left a consumer asleep after the one before it moved.
    /// </summary>
    internal static AsyncWaitStrategy? ParkingConsumersOf(IWaitStrategy strategy)
        => strategy as AsyncWaitStrategy ?? (strategy is PhasedBackoffWaitStrategy phased ? ParkingConsumersOf(phased.Fallback) : null);
}
