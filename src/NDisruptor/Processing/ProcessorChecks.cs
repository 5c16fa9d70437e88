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
            throw new ArgumentOutOfRangeException(parameter, max, $"MaxBatchSize {max} of handler {handler.GetType().Name} must be at least 1; return int.MaxValue for the default (8,192 events), or the longest batch you want.");
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
            throw new ArgumentException(RewindRefusal($"handler {handler.GetType().Name}", processorKind), parameter);
        }
    }

    /// <summary>
    /// Refuses, before any worker is made, a pool handler that rewinds or releases events early: a pool does neither, so
    /// its rewinds would reach the exception handler as failures, and it would never be given its releaser.
    /// </summary>
    public static void WorkerHandlers<THandler>(IReadOnlyList<THandler> handlers, string parameter)
    {
        for (int i = 0; i < handlers.Count; i++)
        {
            string who = $"handler {i} ({handlers[i]!.GetType().Name})";
            if (handlers[i] is IRewindableHandler)
            {
                throw new ArgumentException(RewindRefusal(who, "worker pool"), parameter);
            }

            if (handlers[i] is IEventReleaseAware)
            {
                throw new ArgumentException($"{who} implements IEventReleaseAware, but a worker pool hands out one event per claim and never gives it a releaser. Handle it with HandleEventsWith (its processors release early), or remove the interface.", parameter);
            }
        }
    }

    private static string RewindRefusal(string who, string processorKind)
        => $"{who} implements IRewindableHandler, but a {processorKind} does not rewind: its RewindableExceptions would reach the exception handler as failures. Handle it with HandleEventsWith on a handler of IEventHandler, IValueEventHandler or IBatchEventHandler (their processors rewind), or remove the interface and retry inside the handler.";
}
