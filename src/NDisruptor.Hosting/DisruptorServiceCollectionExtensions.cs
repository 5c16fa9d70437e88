using System;
using System.Linq;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.DependencyInjection.Extensions;
using Microsoft.Extensions.Hosting;

namespace NDisruptor.Hosting;

/// <summary>Registers disruptors that run with the Generic Host.</summary>
/// <example><code>
/// builder.Services.AddDisruptor&lt;Trade&gt;("trades", d =&gt;
/// {
///     d.BufferSize = 4096;
///     d.HandleEventsWith&lt;Journaller, Replicator&gt;().Then&lt;BusinessLogic&gt;();
/// });
/// // then inject [FromKeyedServices("trades")] IEventPublisher&lt;Trade&gt; (or IEventPublisher&lt;Trade&gt;, or RingBuffer&lt;Trade&gt;)
/// </code></example>
public static class DisruptorServiceCollectionExtensions
{
    /// <summary>
    /// Registers a named disruptor of class events, started with the host and drained when it stops. Injectable by
    /// <paramref name="name"/> as a keyed service: <see cref="IEventPublisher{T}"/>, <see cref="RingBuffer{T}"/>,
    /// <see cref="Disruptor{T}"/>; the first disruptor of an event type also without a key.
    /// </summary>
    /// <typeparam name="T">The event type.</typeparam>
    /// <param name="services">The services.</param>
    /// <param name="name">The disruptor's name: unique in the application; also its metrics name.</param>
    /// <param name="configure">Sets the ring's size, producer type, wait strategy and the handler graph.</param>
    /// <returns>The services.</returns>
    /// <exception cref="ArgumentException"><paramref name="name"/> is blank or taken.</exception>
    /// <exception cref="InvalidOperationException"><paramref name="configure"/> added no handler.</exception>
    public static IServiceCollection AddDisruptor<T>(this IServiceCollection services, string name, Action<DisruptorBuilder<T>> configure)
        where T : class, new()
    {
        var builder = Configure(services, name, configure, new DisruptorBuilder<T>(name, static () => new T()));
        services.AddKeyedSingleton(name, (sp, _) => HostedDisruptorFactory.Create(sp, builder));
        services.AddKeyedSingleton(name, static (sp, key) => (Disruptor<T>)Hosted<T>(sp, key).Disruptor);
        services.AddKeyedSingleton(name, static (sp, key) => (RingBuffer<T>)Hosted<T>(sp, key).Ring);
        services.TryAddSingleton(sp => sp.GetRequiredKeyedService<Disruptor<T>>(name));
        services.TryAddSingleton(sp => sp.GetRequiredKeyedService<RingBuffer<T>>(name));
        return AddCommon<T>(services, name);
    }

    /// <summary>
    /// Registers a named disruptor of struct events, started with the host and drained when it stops. Injectable by
    /// <paramref name="name"/> as a keyed service: <see cref="IEventPublisher{T}"/>, <see cref="ValueRingBuffer{T}"/>,
    /// <see cref="ValueDisruptor{T}"/>; the first disruptor of an event type also without a key.
    /// </summary>
    /// <typeparam name="T">The event type.</typeparam>
    /// <param name="services">The services.</param>
    /// <param name="name">The disruptor's name: unique in the application; also its metrics name.</param>
    /// <param name="configure">Sets the ring's size, producer type, wait strategy and the handler graph.</param>
    /// <returns>The services.</returns>
    /// <exception cref="ArgumentException"><paramref name="name"/> is blank or taken.</exception>
    /// <exception cref="InvalidOperationException"><paramref name="configure"/> added no handler.</exception>
    public static IServiceCollection AddValueDisruptor<T>(this IServiceCollection services, string name, Action<ValueDisruptorBuilder<T>> configure)
        where T : struct
    {
        var builder = Configure(services, name, configure, new ValueDisruptorBuilder<T>(name));
        services.AddKeyedSingleton(name, (sp, _) => HostedDisruptorFactory.Create(sp, builder));
        services.AddKeyedSingleton(name, static (sp, key) => (ValueDisruptor<T>)Hosted<T>(sp, key).Disruptor);
        services.AddKeyedSingleton(name, static (sp, key) => (ValueRingBuffer<T>)Hosted<T>(sp, key).Ring);
        services.TryAddSingleton(sp => sp.GetRequiredKeyedService<ValueDisruptor<T>>(name));
        services.TryAddSingleton(sp => sp.GetRequiredKeyedService<ValueRingBuffer<T>>(name));
        return AddCommon<T>(services, name);
    }

    private static TBuilder Configure<TBuilder>(IServiceCollection services, string name, Action<TBuilder> configure, TBuilder builder)
        where TBuilder : DisruptorOptions
    {
        ArgumentNullException.ThrowIfNull(services);
        ArgumentNullException.ThrowIfNull(configure);
        if (string.IsNullOrWhiteSpace(name))
        {
            throw new ArgumentException($"name '{name}' is blank; give the disruptor a name (it keys its services and tags its metrics).", nameof(name));
        }

        if (services.Any(d => d.ServiceType == typeof(DisruptorName) && d.ImplementationInstance is DisruptorName taken && taken.Name == name))
        {
            throw new ArgumentException($"A disruptor named '{name}' is already registered; give each disruptor its own name.", nameof(name));
        }

        configure(builder);
        if (builder.StageCount == 0)
        {
            throw new InvalidOperationException($"Disruptor '{name}' has no handlers; call HandleEventsWith in the configure callback.");
        }

        return builder;
    }

    private static IServiceCollection AddCommon<T>(IServiceCollection services, string name)
    {
        services.AddSingleton(new DisruptorName(name));
        services.TryAddSingleton<HostedHandlers>();
        services.AddKeyedSingleton<IEventPublisher<T>>(name, static (sp, key) => Hosted<T>(sp, key).Publisher);
        services.TryAddSingleton(sp => sp.GetRequiredKeyedService<IEventPublisher<T>>(name));

        // One hosted service per disruptor, in registration order: the host starts them in that order and stops them
        // in the reverse, so producers registered after a disruptor stop publishing before it drains.
        services.AddSingleton<IHostedService>(sp => Hosted<T>(sp, name));
        return services;
    }

    private static HostedDisruptor<T> Hosted<T>(IServiceProvider services, object? key) => services.GetRequiredKeyedService<HostedDisruptor<T>>(key);
}
