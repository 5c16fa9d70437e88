using System;

namespace NDisruptor.Hosting;

/// <summary>Configures a hosted <see cref="ValueDisruptor{T}"/> of struct events: its ring and its handler graph.</summary>
/// <typeparam name="T">The event type.</typeparam>
public sealed class ValueDisruptorBuilder<T> : HandlerGraph<IValueEventHandler<T>>
    where T : struct
{
    private long? _lapBytes;

    internal ValueDisruptorBuilder(string name)
        : base(name)
    {
    }

    /// <summary>
    /// How much memory one lap of the ring's slots spans at least, as
    /// <see cref="ValueRingBuffer{T}.Create(ProducerType, int, IWaitStrategy?, long)"/> takes it; when null, as it is unless set,
    /// the ring's default spread, which the disruptor's start spreads further when no consumer follows another and nobody
    /// took the ring itself before (publishers take it at their first event), as <see cref="ValueDisruptor{T}"/>'s constructor
    /// describes.
    /// </summary>
    /// <remarks>
    /// A lap longer than the default's pays where the producers' and the consumers' cores have last-level caches of their own
    /// and the consumers only read the events; it costs where stages write into them, and it costs memory (the ring's
    /// documentation has the figures).
    /// </remarks>
    /// <exception cref="ArgumentOutOfRangeException">The value is negative or above <see cref="ValueRingBuffer{T}.MaxLapBytes"/>.</exception>
    public long? LapBytes
    {
        get => _lapBytes;
        set
        {
            if (value is < 0 or > ValueRingBuffer<T>.MaxLapBytes)
            {
                throw new ArgumentOutOfRangeException(nameof(value), value, $"LapBytes {value} is outside 0 (slots kept to the capacity) to {ValueRingBuffer<T>.MaxLapBytes} (1 GiB); leave it null for the ring's default spread.");
            }

            _lapBytes = value;
        }
    }
}
