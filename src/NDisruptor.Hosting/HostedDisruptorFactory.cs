using System;
using System.Collections.Generic;

namespace NDisruptor.Hosting;

/// <summary>Builds a hosted disruptor from its builder: creates the ring, resolves the handlers stage by stage, wires them.</summary>
internal static class HostedDisruptorFactory
{
    public static HostedDisruptor<T> Create<T>(IServiceProvider services, DisruptorBuilder<T> options)
        where T : class
    {
        var disruptor = new Disruptor<T>(options.EventFactory, options.BufferSize, options.ProducerType, options.WaitStrategy?.Invoke(services)) { Name = options.Name };
        var handlers = new List<object>();
        EventHandlerGroup<T>? group = null;
        foreach (Func<IServiceProvider, IEventHandler<T>>[] stage in options.Stages)
        {
            IEventHandler<T>[] created = CreateStage(services, stage, options.Name);
            group = group is null ? disruptor.HandleEventsWith(created) : group.Then(created);
            handlers.AddRange(created);
        }

        return new HostedDisruptor<T>(disruptor, () => disruptor.RingBuffer, disruptor.Start, handlers, options, services);
    }

    public static HostedDisruptor<T> Create<T>(IServiceProvider services, ValueDisruptorBuilder<T> options)
        where T : struct
    {
        IWaitStrategy? waitStrategy = options.WaitStrategy?.Invoke(services);
        var disruptor = options.LapBytes is { } lapBytes
            ? new ValueDisruptor<T>(ValueRingBuffer<T>.Create(options.ProducerType, options.BufferSize, waitStrategy, lapBytes)) { Name = options.Name }
            : new ValueDisruptor<T>(options.BufferSize, options.ProducerType, waitStrategy) { Name = options.Name };
        var handlers = new List<object>();
        ValueEventHandlerGroup<T>? group = null;
        foreach (Func<IServiceProvider, IValueEventHandler<T>>[] stage in options.Stages)
        {
            IValueEventHandler<T>[] created = CreateStage(services, stage, options.Name);
            group = group is null ? disruptor.HandleEventsWith(created) : group.Then(created);
            handlers.AddRange(created);
        }

        return new HostedDisruptor<T>(disruptor, () => disruptor.RingBuffer, disruptor.Start, handlers, options, services);
    }

    private static THandler[] CreateStage<THandler>(IServiceProvider services, Func<IServiceProvider, THandler>[] stage, string name)
        where THandler : class
        => Array.ConvertAll(stage, factory => factory(services)
            ?? throw new InvalidOperationException($"A handler factory of disruptor '{name}' returned null; return a handler instance."));
}
