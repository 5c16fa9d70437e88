using System;
using System.Threading;
using System.Threading.Tasks;

namespace NDisruptor;

/// <summary>
/// Consumes events a batch at a time, asynchronously: for handlers that do I/O (write a journal, call a
/// database, send on a socket). Its processor runs on the thread pool and, while nothing is available,
/// waits without a thread and without spinning; producers and upstream consumers wake it.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
/// <remarks>
/// The processor awaits each call before it stores its sequence, so downstream handlers see a batch only
/// after the returned task completed, and producers may not overwrite its slots until then. If the task
/// faults and the exception handler carries on, the whole batch counts as handled (as for
/// <see cref="IBatchEventHandler{T}"/>). A call that completes synchronously allocates nothing.
/// </remarks>
public interface IAsyncBatchEventHandler<T> : ILifecycleAware
{
    /// <summary>Processes a batch of events, in sequence order; aborted events are never in it.</summary>
    /// <param name="batch">The events: valid until the returned task completes.</param>
    /// <param name="firstSequence">The sequence of <c>batch[0]</c>.</param>
    /// <param name="cancellationToken">Cancelled when the processor is halted (<c>Halt</c>, <c>ShutdownAsync</c>, <c>Dispose</c>).</param>
    /// <returns>A task that completes when the batch is handled.</returns>
    ValueTask OnBatchAsync(EventBatch<T> batch, long firstSequence, CancellationToken cancellationToken);

    /// <summary>
    /// The most events in one call. Read once, when the processor is made. The default, <see cref="int.MaxValue"/>, lets the
    /// processor end a batch after 8,192 events, so that the consumers after this one and a producer waiting for room can move
    /// on while it works through a long backlog. Any other value, above or below 8,192, is the limit; the ring's size lets a
    /// batch take everything available.
    /// </summary>
    int MaxBatchSize => int.MaxValue;

    /// <summary>
    /// How long the processor waits with no new event before it calls <see cref="ILifecycleAware.OnTimeout"/> (for
    /// heartbeats and flushes), and again after each further period without one;
    /// <see cref="Timeout.InfiniteTimeSpan"/> (never) by default, which costs nothing. Read once, at construction.
    /// </summary>
    /// <remarks>
    /// The call comes from the processor's run, between batches, never during one; events that arrive meanwhile wait
    /// for it. An exception from it goes to the exception handler like a failed event (with no event: the next one
    /// is not published yet), so returning from the exception handler loses nothing. Asynchronous handlers do not
    /// use the ring's wait strategy, so <see cref="TimeoutBlockingWaitStrategy"/> does not apply to them.
    /// </remarks>
    TimeSpan IdleTimeout => Timeout.InfiniteTimeSpan;
}
