using System;
using System.Globalization;
using System.Threading;
using NDisruptor;

namespace Eval.Backpressure;

public sealed class Reading { public string Sensor = ""; public double Value; }

// Drops readings instead of blocking the sensor loop when the pipeline falls behind.
public sealed class BackpressureProducer
{
    private static readonly TimeSpan Budget = TimeSpan.FromMilliseconds(2);
    private readonly RingBuffer<Reading> _ring;
    private long _dropped;

    public BackpressureProducer(RingBuffer<Reading> ring) => _ring = ring;

    public long Dropped => Interlocked.Read(ref _dropped);

    public bool Offer(string sensor, string raw)
    {
        if (!_ring.TryNext(Budget, out var seq)) // expect: DSR0006
        {
            Interlocked.Increment(ref _dropped);
            return false;
        }

        _ring[seq].Sensor = sensor;
        _ring[seq].Value = double.Parse(raw, CultureInfo.InvariantCulture);
        _ring.Publish(seq);
        return true;
    }

    public bool OfferParsed(string sensor, double value)
    {
        if (!_ring.TryNext(Budget, out var seq))
        {
            Interlocked.Increment(ref _dropped);
            return false;
        }

        _ring[seq].Sensor = sensor;
        _ring[seq].Value = value;
        _ring.Publish(seq);
        return true;
    }

    public void OfferBlocking(string sensor, double value, CancellationToken cancellationToken)
    {
        long seq;
        while (!_ring.TryNext(Budget, out seq))
        {
            cancellationToken.ThrowIfCancellationRequested();
            Interlocked.Increment(ref _dropped);
        }

        _ring[seq].Sensor = sensor;
        _ring[seq].Value = value;
        _ring.Publish(seq);
    }
}
