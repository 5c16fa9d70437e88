namespace NDisruptor.Hosting;

/// <summary>Configures a hosted <see cref="ValueDisruptor{T}"/> of struct events: its ring and its handler graph.</summary>
/// <typeparam name="T">The event type.</typeparam>
public sealed class ValueDisruptorBuilder<T> : HandlerGraph<IValueEventHandler<T>>
    where T : struct
{
    internal ValueDisruptorBuilder(string name)
        : base(name)
    {
    }
}
