// DSR0011: a value event copied out of the ring and written. Fix: take it by ref.
using NDisruptor;

namespace FixSamples;

public static class Ticks
{
    public static void Send(ValueRingBuffer<Tick> ring, long price)
    {
        var seq = ring.Next();
        var tick = ring[seq];
        tick.Price = price;
        ring.Publish(seq);
    }
}

public sealed class Doubler : IValueEventHandler<Tick>
{
    public void OnEvent(ref Tick data, long sequence, bool endOfBatch)
    {
        var copy = data;
        copy.Volume *= 2;
    }
}
