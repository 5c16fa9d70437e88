using System;
using System.Numerics;

namespace NDisruptor.Hosting;

/// <summary>The settings every hosted disruptor has, whatever its event type.</summary>
public abstract class DisruptorOptions
{
    private int _bufferSize = 1024;
    private ProducerType _producerType = ProducerType.Multi;
    private HandlerFaultBehavior _onHandlerFault = HandlerFaultBehavior.StopApplication;

    private protected DisruptorOptions(string name) => Name = name;

    /// <summary>The disruptor's name: its service key, its log scope, and its <c>ndisruptor.disruptor</c> metrics tag.</summary>
    public string Name { get; }

    /// <summary>The ring's size, a power of two; 1024 unless set.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not a positive power of two.</exception>
    public int BufferSize
    {
        get => _bufferSize;
        set
        {
            if (value <= 0 || !BitOperations.IsPow2(value))
            {
                throw new ArgumentOutOfRangeException(nameof(value), value, $"BufferSize {value} is not a positive power of two; use {(value <= 1 ? 1 : (int)BitOperations.RoundUpToPowerOf2((uint)value))}.");
            }

            _bufferSize = value;
        }
    }

    /// <summary>Whether one thread or several publish; <see cref="ProducerType.Multi"/> unless set (a publisher may be injected anywhere).</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not one of <see cref="NDisruptor.ProducerType"/>'s.</exception>
    public ProducerType ProducerType
    {
        get => _producerType;
        set => _producerType = Defined(value);
    }

    /// <summary>Creates the consumers' wait strategy from the services; <see cref="BlockingWaitStrategy"/> (no spinning thread in a service) when null.</summary>
    public Func<IServiceProvider, IWaitStrategy>? WaitStrategy { get; set; }

    internal abstract int StageCount { get; }

    /// <summary>What happens when a handler throws; <see cref="HandlerFaultBehavior.StopApplication"/> unless set.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not one of <see cref="HandlerFaultBehavior"/>'s.</exception>
    public HandlerFaultBehavior OnHandlerFault
    {
        get => _onHandlerFault;
        set => _onHandlerFault = Defined(value);
    }

    // Refused when set, with the rest of the registration: a value outside the enum was read as one of its members later
    // (an undefined fault behaviour stopped the consumer while the log said the application was stopping).
    private static TEnum Defined<TEnum>(TEnum value)
        where TEnum : struct, Enum
        => Enum.IsDefined(value)
            ? value
            : throw new ArgumentOutOfRangeException(nameof(value), value, $"{typeof(TEnum).Name} {value} is not defined; use one of {string.Join(", ", Enum.GetNames<TEnum>())}.");
}
