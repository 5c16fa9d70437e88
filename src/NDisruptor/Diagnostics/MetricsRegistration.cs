using System;
using System.Collections.Generic;
using System.Diagnostics.Metrics;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// One metered ring and its consumers: what the <c>NDisruptor</c> meter reports for them. Created by
/// <see cref="DisruptorMetrics.Register{T}(RingBufferBase{T}, string?)"/> (the DSL creates one on <c>Start</c>).
/// </summary>
/// <remarks>
/// It holds the ring, and the processors added to it, weakly: a ring nobody references stops being reported even if
/// the registration was never disposed. Dispose it to stop reporting at once.
/// </remarks>
public sealed class MetricsRegistration : IDisposable
{
    private readonly WeakReference<Sequencer> _sequencer;
    private readonly KeyValuePair<string, object?>[] _tags;

    // Replaced as a whole under _consumersLock by threads adding consumers, which also attach their processors
    // under it; read by collecting threads. Dispose detaches under the same lock.
    private readonly object _consumersLock = new();
    private MeteredConsumer[] _consumers = [];

    // Set once by Dispose.
    private int _disposed;

    internal MetricsRegistration(Sequencer sequencer, string name)
    {
        _sequencer = new WeakReference<Sequencer>(sequencer);
        Name = name;
        BufferSize = sequencer.BufferSize;
        _tags = [new(DisruptorMetrics.DisruptorTag, name)];
    }

    /// <summary>The value of the <c>ndisruptor.disruptor</c> tag.</summary>
    public string Name { get; }

    /// <summary>The ring's size.</summary>
    public int BufferSize { get; }

    /// <summary>The names of the consumers added so far (the values of their <c>ndisruptor.consumer</c> tag).</summary>
    public IReadOnlyList<string> ConsumerNames => Array.ConvertAll(Volatile.Read(ref _consumers), c => c.Name);

    internal bool IsAlive => Volatile.Read(ref _disposed) == 0 && _sequencer.TryGetTarget(out _);

    /// <summary>
    /// Meters a consumer running on a processor: its position, its lag, its batch sizes and the exceptions its
    /// handler throws.
    /// </summary>
    /// <param name="processor">A processor from <see cref="EventProcessorFactory"/> reading this ring.</param>
    /// <param name="name">The value of the <c>ndisruptor.consumer</c> tag; the handler's type name when null
    /// (with <c>#2</c>, <c>#3</c>… appended when several consumers share a type).</param>
    /// <returns>The name the consumer is reported under.</returns>
    /// <exception cref="ArgumentException"><paramref name="name"/> is empty or already taken in this registration.</exception>
    public string AddConsumer(IEventProcessor processor, string? name = null)
    {
        ArgumentNullException.ThrowIfNull(processor);
        return Add(name, processor.Handler.GetType().Name, processor.Sequence, processor as IMeteredProcessor).Name;
    }

    /// <summary>
    /// Meters a consumer known only by its sequence (an <see cref="EventPoller{T}"/>, a hand-written consumer): its
    /// position and its lag.
    /// </summary>
    /// <param name="name">The value of the <c>ndisruptor.consumer</c> tag.</param>
    /// <param name="sequence">The consumer's sequence.</param>
    /// <exception cref="ArgumentException"><paramref name="name"/> is empty or already taken in this registration.</exception>
    public void AddConsumer(string name, Sequence sequence)
    {
        ArgumentNullException.ThrowIfNull(name);
        ArgumentNullException.ThrowIfNull(sequence);
        Add(name, name, sequence, processor: null);
    }

    /// <summary>Stops reporting this ring and its consumers; their processors stop recording batch sizes and errors.</summary>
    public void Dispose()
    {
        if (Interlocked.Exchange(ref _disposed, 1) != 0)
        {
            return;
        }

        MetricsRegistry.Remove(this);
        lock (_consumersLock)
        {
            foreach (MeteredConsumer consumer in _consumers)
            {
                consumer.Detach();
            }
        }
    }

    internal void ObserveSize(List<Measurement<long>> measurements) => Measure(measurements, BufferSize);

    internal void ObserveUsage(List<Measurement<long>> measurements)
    {
        if (_sequencer.TryGetTarget(out Sequencer? sequencer))
        {
            // Read the slowest consumer first: the cursor read after it is at least as new, so usage is never negative
            // for a single producer; a multi-producer cursor counts claims, which may run a little past the ring's size.
            long slowest = sequencer.GetMinimumSequence();
            long cursor = sequencer.CursorSequence.Value;
            Measure(measurements, Math.Clamp(cursor - slowest, 0, BufferSize));
        }
    }

    internal void ObserveProducerEvents(List<Measurement<long>> measurements)
    {
        if (_sequencer.TryGetTarget(out Sequencer? sequencer))
        {
            Measure(measurements, sequencer.CursorSequence.Value + 1);
        }
    }

    internal void ObserveFullWaits(List<Measurement<long>> measurements)
    {
        if (_sequencer.TryGetTarget(out Sequencer? sequencer))
        {
            Measure(measurements, sequencer.FullWaits);
        }
    }

    internal void ObserveAborted(List<Measurement<long>> measurements)
    {
        if (_sequencer.TryGetTarget(out Sequencer? sequencer))
        {
            Measure(measurements, sequencer.AbortedEvents);
        }
    }

    internal void ObserveConsumerEvents(List<Measurement<long>> measurements)
    {
        foreach (MeteredConsumer consumer in Volatile.Read(ref _consumers))
        {
            consumer.Measure(measurements, consumer.Sequence.Value + 1);
        }
    }

    internal void ObserveLag(List<Measurement<long>> measurements)
    {
        if (_sequencer.TryGetTarget(out Sequencer? sequencer))
        {
            foreach (MeteredConsumer consumer in Volatile.Read(ref _consumers))
            {
                // The consumer's sequence first, as for usage: the cursor read after it is never behind it.
                long position = consumer.Sequence.Value;
                consumer.Measure(measurements, Math.Max(0, sequencer.CursorSequence.Value - position));
            }
        }
    }

    private void Measure(List<Measurement<long>> measurements, long value) => measurements.Add(new Measurement<long>(value, _tags));

    private MeteredConsumer Add(string? name, string defaultName, Sequence sequence, IMeteredProcessor? processor)
    {
        if (name is not null && string.IsNullOrWhiteSpace(name))
        {
            throw new ArgumentException("name is empty; pass a non-empty consumer name, or null to use the handler's type name.", nameof(name));
        }

        lock (_consumersLock)
        {
            // Checked, and the processor attached, under the lock Dispose detaches under: Dispose either comes
            // first and this throws, or finds the processor attached and detaches it.
            ObjectDisposedException.ThrowIf(Volatile.Read(ref _disposed) != 0, this);
            MeteredConsumer[] current = _consumers;
            string unique = name ?? defaultName;
            if (name is not null && Array.Exists(current, c => c.Name == name))
            {
                throw new ArgumentException($"consumer name '{name}' is already used in '{Name}'; give each consumer its own name.", nameof(name));
            }

            for (int suffix = 2; Array.Exists(current, c => c.Name == unique); suffix++)
            {
                unique = $"{defaultName}#{suffix}";
            }

            var consumer = new MeteredConsumer(Name, unique, sequence);
            if (processor is not null)
            {
                consumer.AttachTo(processor);
            }

            Volatile.Write(ref _consumers, [.. current, consumer]);
            return consumer;
        }
    }
}
