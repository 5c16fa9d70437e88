using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using Microsoft.Extensions.DependencyInjection;

namespace NDisruptor.Hosting;

/// <summary>
/// The handler graph of a hosted disruptor as stages: the handlers of a stage run in parallel, each after every
/// handler of the stage before it. Handlers are created from the services when the disruptor is first resolved.
/// </summary>
/// <typeparam name="THandler">The handler interface of the disruptor's ring kind.</typeparam>
public abstract class HandlerGraph<THandler> : DisruptorOptions
    where THandler : class
{
    private readonly List<Func<IServiceProvider, THandler>[]> _stages = [];

    private protected HandlerGraph(string name)
        : base(name)
    {
    }

    internal IReadOnlyList<Func<IServiceProvider, THandler>[]> Stages => _stages;

    internal override int StageCount => _stages.Count;

    /// <summary>Adds the first stage: one handler, resolved from the services (or constructed with its dependencies injected when not registered).</summary>
    /// <typeparam name="TH1">The handler type.</typeparam>
    /// <returns>This builder, to add the next stage with <c>Then</c>.</returns>
    /// <exception cref="InvalidOperationException">The first stage was already added; use <c>Then</c>.</exception>
    public HandlerGraph<THandler> HandleEventsWith<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors)] TH1>()
        where TH1 : class, THandler
        => First(Resolve<TH1>);

    /// <summary>Adds the first stage: two handlers running in parallel.</summary>
    /// <typeparam name="TH1">The first handler type.</typeparam>
    /// <typeparam name="TH2">The second handler type.</typeparam>
    /// <returns>This builder.</returns>
    public HandlerGraph<THandler> HandleEventsWith<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors)] TH1, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors)] TH2>()
        where TH1 : class, THandler
        where TH2 : class, THandler
        => First(Resolve<TH1>, Resolve<TH2>);

    /// <summary>Adds the first stage: three handlers running in parallel.</summary>
    /// <typeparam name="TH1">The first handler type.</typeparam>
    /// <typeparam name="TH2">The second handler type.</typeparam>
    /// <typeparam name="TH3">The third handler type.</typeparam>
    /// <returns>This builder.</returns>
    public HandlerGraph<THandler> HandleEventsWith<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors)] TH1, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors)] TH2, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors)] TH3>()
        where TH1 : class, THandler
        where TH2 : class, THandler
        where TH3 : class, THandler
        => First(Resolve<TH1>, Resolve<TH2>, Resolve<TH3>);

    /// <summary>Adds the first stage from factories, one handler each, running in parallel.</summary>
    /// <param name="factories">Create each handler from the services.</param>
    /// <returns>This builder.</returns>
    public HandlerGraph<THandler> HandleEventsWith(params Func<IServiceProvider, THandler>[] factories) => First(factories);

    /// <summary>Adds a stage that runs after every handler added so far.</summary>
    /// <typeparam name="TH1">The handler type.</typeparam>
    /// <returns>This builder.</returns>
    /// <exception cref="InvalidOperationException">No first stage yet; start with <c>HandleEventsWith</c>.</exception>
    public HandlerGraph<THandler> Then<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors)] TH1>()
        where TH1 : class, THandler
        => Next(Resolve<TH1>);

    /// <summary>Adds a stage of two parallel handlers that run after every handler added so far.</summary>
    /// <typeparam name="TH1">The first handler type.</typeparam>
    /// <typeparam name="TH2">The second handler type.</typeparam>
    /// <returns>This builder.</returns>
    public HandlerGraph<THandler> Then<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors)] TH1, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors)] TH2>()
        where TH1 : class, THandler
        where TH2 : class, THandler
        => Next(Resolve<TH1>, Resolve<TH2>);

    /// <summary>Adds a stage from factories that runs after every handler added so far.</summary>
    /// <param name="factories">Create each handler from the services.</param>
    /// <returns>This builder.</returns>
    public HandlerGraph<THandler> Then(params Func<IServiceProvider, THandler>[] factories) => Next(factories);

    private HandlerGraph<THandler> First(params Func<IServiceProvider, THandler>[] factories)
    {
        if (_stages.Count > 0)
        {
            throw new InvalidOperationException($"Disruptor '{Name}' already has its first stage; add the next one with Then.");
        }

        return Add(factories);
    }

    private HandlerGraph<THandler> Next(params Func<IServiceProvider, THandler>[] factories)
    {
        if (_stages.Count == 0)
        {
            throw new InvalidOperationException($"Disruptor '{Name}' has no handlers yet; start the graph with HandleEventsWith, then add stages with Then.");
        }

        return Add(factories);
    }

    private HandlerGraph<THandler> Add(Func<IServiceProvider, THandler>[] factories)
    {
        ArgumentNullException.ThrowIfNull(factories);
        if (factories.Length == 0 || Array.IndexOf(factories, null) >= 0)
        {
            throw new ArgumentException($"A stage of disruptor '{Name}' needs at least one handler factory and no null ones.", nameof(factories));
        }

        _stages.Add((Func<IServiceProvider, THandler>[])factories.Clone());
        return this;
    }

    // A registered handler comes from the container (its lifetime is the container's); an unregistered one is built
    // with its constructor's dependencies from the container, one instance per place in the graph.
    private static THandler Resolve<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicConstructors)] TH>(IServiceProvider services)
        where TH : class, THandler
        => services.GetService<TH>() ?? ActivatorUtilities.CreateInstance<TH>(services);
}
