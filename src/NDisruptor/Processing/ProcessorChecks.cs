using System;

namespace NDisruptor;

/// <summary>What both processors' constructors refuse, with one message each, so that the two cannot drift.</summary>
internal static class ProcessorChecks
{
    /// <summary>The handler's batch limit, refused below 1 (a processor would never hand anything over).</summary>
    public static long MaxBatchSize(int max, object handler, string parameter)
    {
        if (max < 1)
        {
            throw new ArgumentOutOfRangeException(parameter, max, $"MaxBatchSize {max} of handler {handler.GetType().Name} must be at least 1; return int.MaxValue for no limit.");
        }

        return max;
    }

    /// <summary>
    /// Makes <paramref name="handler"/>'s processor the barrier's only one. Call it last in a constructor: one that
    /// threw after taking the barrier would leave it taken by a processor that does not exist.
    /// </summary>
    public static void TakeBarrier(SequenceBarrier barrier, object handler)
    {
        if (barrier.TryTakeOwnership(handler) is { } owner)
        {
            throw new ArgumentException($"barrier already serves the processor for {owner.GetType().Name}; a barrier's alert halts its one processor, so create one barrier per processor with ring.NewBarrier(...).", nameof(barrier));
        }
    }
}
