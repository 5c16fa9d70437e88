namespace NDisruptor.Hosting;

/// <summary>
/// Publishes to one hosted disruptor's ring: claims a slot, lets the translator fill it, publishes it (when the
/// translator throws, as aborted: no handler sees the half-written event). Inject it by the disruptor's name (<c>[FromKeyedServices("trades")]</c>), or without a name
/// for the first disruptor of an event type.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
/// <remarks>
/// <para>
/// With <see cref="ProducerType.Single"/> only one thread may publish (through this publisher or the ring); with the
/// default <see cref="ProducerType.Multi"/> any number may.
/// </para>
/// <para>
/// Once a handler has failed and stopped its consumer, or the host has begun to stop the disruptor, both methods
/// throw <see cref="DisruptorStoppedException"/>: stop publishing then (a hosted producer returns from
/// <c>ExecuteAsync</c>; an exception that escapes it fails the host, see docs/hosting.md).
/// </para>
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
    /// <exception cref="DisruptorStoppedException">A handler failed and stopped its consumer (the inner exception says how), or the host is stopping the disruptor; nothing was published.</exception>
    long Publish<TState>(TState state, EventTranslator<T, TState> translator);

    /// <summary>Publishes like <see cref="Publish{TState}"/> if a slot is free now; returns false (publishing nothing) if the ring is full.</summary>
    /// <typeparam name="TState">The type of <paramref name="state"/>.</typeparam>
    /// <param name="state">Passed to <paramref name="translator"/>.</param>
    /// <param name="translator">Fills the slot.</param>
    /// <returns>Whether the event was published.</returns>
    /// <exception cref="DisruptorStoppedException">A handler failed and stopped its consumer, or the host is stopping the disruptor; nothing was published.</exception>
    bool TryPublish<TState>(TState state, EventTranslator<T, TState> translator);
}
