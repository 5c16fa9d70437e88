using System;

namespace NDisruptor;

/// <summary>
/// Publishes a handler's progress inside a batch: given to an <see cref="IEventReleaseAware"/> handler by its
/// processor. <see cref="Release"/> stores the processor's sequence, as the end of a batch does, so producers may
/// reuse the released slots and downstream consumers handle the released events at once.
/// </summary>
/// <remarks>
/// Call it only on the processor's thread, from inside <c>OnEvent</c> or <c>OnBatch</c>, with a sequence this
/// handler has finished with: one of the current batch, not after the event being handled (for a batch handler,
/// the end of the span being handled). Released events are done for good: the processor never hands them out
/// again, so a rewind (<see cref="IRewindableHandler"/>) of a batch that released some of its events is refused and
/// reported to the exception handler as an <see cref="InvalidOperationException"/> whose inner exception is the
/// <see cref="RewindableException"/>. An async batch handler calls it from its <c>OnBatchAsync</c> call's own code, on
/// any thread, before the call's task completes, with an event of that batch. See docs/design.md, "Releasing events
/// early".
/// </remarks>
public sealed class EventReleaser
{
    private readonly IEventReleaseTarget _processor;

    internal EventReleaser(IEventReleaseTarget processor) => _processor = processor;

    /// <summary>Marks every event up to <paramref name="sequence"/> as handled by this handler.</summary>
    /// <param name="sequence">The last event done: from the current batch's first to the event being handled.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="sequence"/> is outside that range (the message names it).</exception>
    /// <exception cref="InvalidOperationException">Called from another thread, or outside <c>OnEvent</c>/<c>OnBatch</c> (for an async handler: while no <c>OnBatchAsync</c> task is in progress).</exception>
    public void Release(long sequence) => _processor.Release(sequence);
}
