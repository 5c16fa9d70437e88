using System;
using System.Collections.Generic;

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

    /// <summary>
    /// Refuses an empty list, a null handler and a class handler instance given twice or already running elsewhere
    /// (<paramref name="alreadyAdded"/>): one instance runs on one processor. Checked before anything is created, so
    /// a rejected call changes nothing.
    /// </summary>
    public static void Handlers<THandler>(IReadOnlyList<THandler> handlers, Func<object, bool> alreadyAdded, string parameter)
    {
        ArgumentNullException.ThrowIfNull(handlers, parameter);
        if (handlers.Count == 0)
        {
            throw new ArgumentException("No handlers were given; pass at least one handler.", parameter);
        }

        var seen = new HashSet<object>(ReferenceEqualityComparer.Instance);
        for (int i = 0; i < handlers.Count; i++)
        {
            if (handlers[i] is null)
            {
                throw new ArgumentNullException(parameter, $"handler {i} is null; pass handler instances.");
            }

            if (!typeof(THandler).IsValueType && (alreadyAdded(handlers[i]!) || !seen.Add(handlers[i]!)))
            {
                throw new ArgumentException($"handler {i} ({handlers[i]!.GetType().Name}) was already added; one handler instance runs on one processor. Use a new instance.", parameter);
            }
        }
    }

    /// <summary>
    /// Refuses a handler that asks for batch rewinds from a processor that does not rewind (<paramref name="processorKind"/>):
    /// its rewinds would reach the exception handler as failures, to be skipped or to stop the processor.
    /// </summary>
    public static void NotRewindable(object handler, string processorKind, string parameter)
    {
        if (handler is IRewindableHandler)
        {
            throw new ArgumentException($"handler {handler.GetType().Name} implements IRewindableHandler, but a {processorKind} does not rewind: its RewindableExceptions would reach the exception handler as failures. Handle it with HandleEventsWith on a handler of IEventHandler, IValueEventHandler or IBatchEventHandler (their processors rewind), or remove the interface and retry inside the handler.", parameter);
        }
    }

    /// <summary>
    /// Refuses a handler that releases events early from a processor that never gives it a releaser
    /// (<paramref name="processorKind"/>): its first release would fail on a releaser it never received.
    /// </summary>
    public static void NotReleasing(object handler, string processorKind, string parameter)
    {
        if (handler is IEventReleaseAware)
        {
            throw new ArgumentException($"handler {handler.GetType().Name} implements IEventReleaseAware, but a {processorKind} hands out one event per claim and never gives it a releaser. Handle it with HandleEventsWith (its processors release early), or remove the interface.", parameter);
        }
    }
}
