namespace NDisruptor;

/// <summary>
/// Fills a claimed event from <paramref name="arg"/>, for the translator form of publishing
/// (<see cref="RingBufferBase{T}.PublishEvent{TArg}(EventTranslator{T, TArg}, TArg)"/>). The ring calls it
/// inside its own <c>try</c>: if it throws, the event is published as aborted (no handler sees it) and the
/// exception propagates; if it returns, the event is published.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
/// <typeparam name="TArg">What the event is filled from; pass several values as a tuple or a struct.</typeparam>
/// <param name="event">The claimed slot, by reference: the struct itself on a value ring, the slot's object on a class ring.</param>
/// <param name="sequence">The claimed sequence.</param>
/// <param name="arg">The argument given to the publishing call.</param>
/// <example><code>ring.PublishEvent(static (ref Trade t, long sequence, decimal price) => t.Price = price, 101.5m);</code></example>
public delegate void EventTranslator<T, in TArg>(ref T @event, long sequence, TArg arg);
