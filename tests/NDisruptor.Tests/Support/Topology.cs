using System;
using System.Linq;
using System.Threading.Tasks;
using Xunit;

namespace NDisruptor.Tests.Support;

public enum RingKind
{
    Value,
    Class,

    /// <summary>Struct events in a <see cref="NativeRingBuffer{T}"/>: the value ring's code over native memory.</summary>
    Native,
}

/// <summary>
/// Builds a disruptor of either ring kind behind one face, so each topology test is written once and run
/// for struct and class events alike.
/// </summary>
public sealed class TestDisruptor : IDisposable
{
    private readonly ValueDisruptor<EventFields>? _value;
    private readonly Disruptor<ClassEvent>? _class;
    private readonly NativeRingBuffer<EventFields>? _native;

    public TestDisruptor(RingKind kind, int bufferSize, ProducerType producerType, IWaitStrategy waitStrategy)
    {
        Kind = kind;
        if (kind == RingKind.Value)
        {
            _value = new ValueDisruptor<EventFields>(bufferSize, producerType, waitStrategy);
        }
        else if (kind == RingKind.Native)
        {
            _native = NativeRingBuffer<EventFields>.Create(producerType, bufferSize, waitStrategy);
            _value = new ValueDisruptor<EventFields>(_native);
        }
        else
        {
            _class = new Disruptor<ClassEvent>(() => new ClassEvent(), bufferSize, producerType, waitStrategy);
        }
    }

    public RingKind Kind { get; }

    /// <summary>Adds stages in parallel after <paramref name="after"/> (or the producer).</summary>
    public Group Handle(Group? after, params Stage[] stages)
    {
        if (_value is not null)
        {
            var group = after?.Value is { } v ? v.Then(stages.Cast<IValueEventHandler<EventFields>>().ToArray()) : _value.HandleEventsWith(stages.Cast<IValueEventHandler<EventFields>>().ToArray());
            return new Group(group, null);
        }

        var classGroup = after?.Class is { } c ? c.Then(stages.Cast<IEventHandler<ClassEvent>>().ToArray()) : _class!.HandleEventsWith(stages.Cast<IEventHandler<ClassEvent>>().ToArray());
        return new Group(null, classGroup);
    }

    /// <summary>Adds a worker pool after <paramref name="after"/> (or the producer): each event to one of <paramref name="workers"/>.</summary>
    public Group HandleWorkerPool<THandler>(Group? after, THandler[] workers)
        where THandler : IEventHandler<ClassEvent>, IValueEventHandler<EventFields>
    {
        if (_value is not null)
        {
            return new Group(after?.Value is { } v ? v.ThenWorkerPool(workers) : _value.HandleEventsWithWorkerPool(workers), null);
        }

        return new Group(null, after?.Class is { } c ? c.ThenWorkerPool(workers) : _class!.HandleEventsWithWorkerPool(workers));
    }

    public void Start()
    {
        if (_value is not null)
        {
            _value.Start();
        }
        else
        {
            _class!.Start();
        }
    }

    public void Publish(int producer, long count)
    {
        if (_value is not null)
        {
            Producers.Publish(_value.RingBuffer, producer, count, Producers.OfValue);
        }
        else
        {
            Producers.Publish(_class!.RingBuffer, producer, count, Producers.OfClass);
        }
    }

    /// <summary>As <see cref="Publish"/>, in batches of every length through every batch form (<see cref="Producers.PublishBatches"/>).</summary>
    public void PublishBatches(int producer, long count)
    {
        if (_value is not null)
        {
            Producers.PublishBatches(_value.RingBuffer, producer, count, Producers.OfValue);
        }
        else
        {
            Producers.PublishBatches(_class!.RingBuffer, producer, count, Producers.OfClass);
        }
    }

    public Task ShutdownAsync(TimeSpan timeout) => _value is not null ? _value.ShutdownAsync(timeout) : _class!.ShutdownAsync(timeout);

    /// <summary>
    /// One producer thread to one consumer on a new disruptor, checked as every topology test checks its stages (each event
    /// in order, the exact sum) and shut down; returns the consumer for what else a test checks.
    /// </summary>
    public static async Task<Stage> RunUnicastAsync(RingKind kind, int bufferSize, ProducerType producerType, IWaitStrategy waitStrategy, long events, TimeSpan bound)
    {
        using var d = new TestDisruptor(kind, bufferSize, producerType, waitStrategy);
        var consumer = new Stage("consumer", events, 1);
        d.Handle(null, consumer);
        d.Start();

        Producers.RunThreads(1, p => d.Publish(p, events), bound);

        StageAssert.AllSawEverything(bound, events, Expectations.SumFor(1, events), consumer);
        await d.ShutdownAsync(bound);
        return consumer;
    }

    public void Dispose()
    {
        _value?.Dispose();
        _class?.Dispose();

        // After the disruptor, whose disposal stops the consumers that read the native slots.
        _native?.Dispose();
    }

    public sealed record Group(ValueEventHandlerGroup<EventFields>? Value, EventHandlerGroup<ClassEvent>? Class);
}

public static class StageAssert
{
    public static void AllSawEverything(TimeSpan timeout, long expectedCount, long expectedSum, params Stage[] stages)
    {
        foreach (var stage in stages)
        {
            Assert.True(stage.WaitDone(timeout), $"{stage.Name} saw {stage.Count} of {expectedCount} events within {timeout}; first error: {stage.FirstError ?? "none"}");
            Assert.Null(stage.FirstError);
            Assert.Equal(expectedCount, stage.Count);
            Assert.Equal(expectedSum, stage.Sum);
        }
    }
}
