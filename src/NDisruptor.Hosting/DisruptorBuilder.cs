using System;

namespace NDisruptor.Hosting;

/// <summary>Configures a hosted <see cref="Disruptor{T}"/> of class events: its ring and its handler graph.</summary>
/// <typeparam name="T">The event type.</typeparam>
public sealed class DisruptorBuilder<T> : HandlerGraph<IEventHandler<T>>
    where T : class
{
    internal DisruptorBuilder(string name, Func<T> eventFactory)
        : base(name) => EventFactory = eventFactory;

    /// <summary>Creates each slot's event once, when the ring is created; <c>new T()</c> unless set.</summary>
    public Func<T> EventFactory { get; set; }
}
