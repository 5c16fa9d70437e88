using System;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;
using System.Linq;

namespace NDisruptor;

/// <summary>A set of consumers of a <see cref="ValueDisruptor{T}"/>; handlers chained after it see an event only once all of them are done with it.</summary>
/// <typeparam name="T">The event type.</typeparam>
public sealed class ValueEventHandlerGroup<T>
    where T : struct
{
    private readonly ValueDisruptor<T> _disruptor;
    private readonly Sequence[] _sequences;

    internal ValueEventHandlerGroup(ValueDisruptor<T> disruptor, Sequence[] sequences)
    {
        _disruptor = disruptor;
        _sequences = sequences;
    }

    /// <summary>The group's consumers' sequences.</summary>
    public ReadOnlySpan<Sequence> Sequences => _sequences;

    /// <summary>Adds handlers that run after every consumer of this group, in parallel with each other.</summary>
    /// <param name="handlers">The handlers.</param>
    /// <returns>Their group.</returns>
    public ValueEventHandlerGroup<T> Then(params IValueEventHandler<T>[] handlers) => _disruptor.HandleEventsAfter(_sequences, handlers);

    /// <summary>Adds one handler after this group; a struct handler gets a processor compiled for it.</summary>
    /// <typeparam name="THandler">The handler type.</typeparam>
    /// <param name="handler">The handler.</param>
    /// <returns>Its group.</returns>
    public ValueEventHandlerGroup<T> Then<[DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(THandler handler)
        where THandler : IValueEventHandler<T>
        => _disruptor.HandleEventsAfter(_sequences, handler);

    /// <summary>Adds batch handlers that run after every consumer of this group.</summary>
    /// <param name="handlers">The handlers.</param>
    /// <returns>Their group.</returns>
    public ValueEventHandlerGroup<T> Then(params IBatchEventHandler<T>[] handlers) => _disruptor.HandleBatchesAfter(_sequences, handlers);

    /// <summary>Adds async batch handlers that run after every consumer of this group.</summary>
    /// <param name="handlers">The handlers.</param>
    /// <returns>Their group.</returns>
    public ValueEventHandlerGroup<T> Then(params IAsyncBatchEventHandler<T>[] handlers) => _disruptor.HandleAsyncBatchesAfter(_sequences, handlers);

    /// <summary>The same as <see cref="Then(IAsyncBatchEventHandler{T}[])"/>, for <c>d.After(a).HandleEventsWith(b)</c>.</summary>
    /// <param name="handlers">The handlers.</param>
    /// <returns>Their group.</returns>
    public ValueEventHandlerGroup<T> HandleEventsWith(params IAsyncBatchEventHandler<T>[] handlers) => Then(handlers);

    /// <summary>The same as <see cref="Then(IValueEventHandler{T}[])"/>, for <c>d.After(a).HandleEventsWith(b)</c>.</summary>
    /// <param name="handlers">The handlers.</param>
    /// <returns>Their group.</returns>
    public ValueEventHandlerGroup<T> HandleEventsWith(params IValueEventHandler<T>[] handlers) => Then(handlers);

    /// <summary>The same as <see cref="Then{THandler}(THandler)"/>.</summary>
    /// <typeparam name="THandler">The handler type.</typeparam>
    /// <param name="handler">The handler.</param>
    /// <returns>Its group.</returns>
    public ValueEventHandlerGroup<T> HandleEventsWith<[DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(THandler handler)
        where THandler : IValueEventHandler<T>
        => Then(handler);

    /// <summary>Adds a worker pool after every consumer of this group: each event is handled by exactly one of <paramref name="handlers"/>.</summary>
    /// <typeparam name="THandler">The handler type; a struct handler gets workers compiled for it.</typeparam>
    /// <param name="handlers">One handler per worker, each a distinct instance.</param>
    /// <returns>The pool as a group; handlers chained after it wait for all its workers.</returns>
    public ValueEventHandlerGroup<T> ThenWorkerPool<[DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(params THandler[] handlers)
        where THandler : IValueEventHandler<T>
        => _disruptor.HandleWorkerPoolAfter(_sequences, handlers);

    /// <summary>The same as <see cref="ThenWorkerPool{THandler}(THandler[])"/>, for <c>d.After(a).HandleEventsWithWorkerPool(w1, w2)</c>.</summary>
    /// <typeparam name="THandler">The handler type.</typeparam>
    /// <param name="handlers">One handler per worker.</param>
    /// <returns>The pool as a group.</returns>
    public ValueEventHandlerGroup<T> HandleEventsWithWorkerPool<[DynamicallyAccessedMembers(HandlerReflection.Members)] THandler>(params THandler[] handlers)
        where THandler : IValueEventHandler<T>
        => ThenWorkerPool(handlers);

    /// <summary>Not callable: a call without handlers is a compile error that says to pass at least one.</summary>
    /// <returns>Nothing: it always throws.</returns>
    /// <exception cref="ArgumentException">Always (when called through reflection or a late-bound call).</exception>
    [Obsolete(NoHandlers.Message, error: true)]
    [EditorBrowsable(EditorBrowsableState.Never)]
    public ValueEventHandlerGroup<T> Then() => throw new ArgumentException(NoHandlers.Message);

    /// <summary>Not callable: a call without handlers is a compile error that says to pass at least one.</summary>
    /// <returns>Nothing: it always throws.</returns>
    /// <exception cref="ArgumentException">Always (when called through reflection or a late-bound call).</exception>
    [Obsolete(NoHandlers.Message, error: true)]
    [EditorBrowsable(EditorBrowsableState.Never)]
    public ValueEventHandlerGroup<T> HandleEventsWith() => throw new ArgumentException(NoHandlers.Message);

    /// <summary>A group of this group's consumers and <paramref name="other"/>'s: handlers chained after it wait for both.</summary>
    /// <param name="other">Another group of the same disruptor.</param>
    /// <returns>The combined group.</returns>
    /// <exception cref="ArgumentException"><paramref name="other"/> belongs to another disruptor.</exception>
    public ValueEventHandlerGroup<T> And(ValueEventHandlerGroup<T> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        if (!ReferenceEquals(other._disruptor, _disruptor))
        {
            // Its consumers would gate nothing of this disruptor's, and handlers chained after both would stall with it.
            throw new ArgumentException("other is a group of another disruptor; combine groups of the same disruptor, and hand events between disruptors with a handler that publishes.", nameof(other));
        }

        return new(_disruptor, _sequences.Concat(other._sequences).ToArray());
    }
}
