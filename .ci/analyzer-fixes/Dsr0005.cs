// DSR0005: a single-producer ring claimed from two tasks. Fix: create it multi-producer.
using System.Threading.Tasks;
using NDisruptor;

namespace FixSamples;

public sealed class Order { public string? Source; public long Qty; }

public sealed class Feed
{
    private readonly RingBuffer<Order> _ring = RingBuffer<Order>.CreateSingleProducer(() => new Order(), 1024);
    private readonly Disruptor<Order> _disruptor = new(() => new Order(), 1024, ProducerType.Single);

    public void Start()
    {
        Task.Run(() => Pump("prices"));
        Task.Run(() => Pump("orders"));
        var ring = _disruptor.Start();
        Task.Run(() => { var s = ring.Next(); ring[s].Qty = 1; ring.Publish(s); });
        Task.Run(() => { var s = ring.Next(); ring[s].Qty = 2; ring.Publish(s); });
    }

    private void Pump(string source)
    {
        var seq = _ring.Next();
        _ring[seq].Source = source;
        _ring.Publish(seq);
    }
}
