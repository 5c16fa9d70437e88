namespace NDisruptor.Hosting;

/// <summary>
/// Publishes to one hosted disruptor's ring: claims a slot, lets the translator fill it, publishes it (when the
/// translator throws, as aborted: no handler sees the half-written event). Inject it by the disruptor's name (<c>[FromKeyedServices("trades")]</c>), or without a name
/// for the first disruptor of an event type.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
/// <remarks>
/// With <see cref="ProducerType.Single"/> only one thread may publish (through this publisher or the ring); with the
/// default <see cref="ProducerType.Multi"/> any number may.
/// </remarks>
public interface IEventPublisher<T>
{
    /// <summary>The disruptor's name.</summary>
    string Name { get; }

    /// <summary>Claims the next slot (waiting while the ring is full), fills it and publishes it.</summary>
    /// <typeparam name="TState">The type of <paramref name="state"/>.</typeparam>
    /// <param name="state">Passed to <paramref name="translator"/>.</param>
    /// <param name="translator">Fills the slot; use a static lambda.</param>
    /// <returns>The published sequence.</returns>
    /// <exception cref="System.InvalidOperationException">The ring is full and its consumers have stopped (halted or faulted).</exception>
    long Publish<TState>(TState state, EventTranslator<T, TState> translator);

    /// <summary>Publishes like <see cref="Publish{TState}"/> if a slot is free now; returns false (publishing nothing) if the ring is full.</summary>
    /// <typeparam name="TState">The type of <paramref name="state"/>.</typeparam>
    /// <param name="state">Passed to <paramref name="translator"/>.</param>
    /// <param name="translator">Fills the slot.</param>
    /// <returns>Whether the event was published.</returns>
    bool TryPublish<TState>(TState state, EventTranslator<T, TState> translator);
}
