// DSR0008: ring sizes that are not powers of two, written as users write them. Fix: round up.
using NDisruptor;

namespace FixSamples;

public struct Tick { public long Price; public long Volume; }

public static class Sizes
{
    private const int Rate = 1000;
    private const int Seconds = 3;

    public static void Create()
    {
        RingBuffer<Quote>.CreateSingleProducer(() => new Quote(), 1000);
        RingBuffer<Quote>.CreateMultiProducer(() => new Quote(), 48 * 64);
        ValueRingBuffer<Tick>.CreateMultiProducer(Rate * Seconds);
        new Disruptor<Quote>(() => new Quote(), (1 << 10) - 1, ProducerType.Multi).Dispose();
    }
}
