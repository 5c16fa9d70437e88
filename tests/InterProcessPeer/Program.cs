using System;
using System.Diagnostics;
using System.Globalization;
using System.Threading;
using NDisruptor;
using NDisruptor.InterProcessPeer;

// produce <directory> <name> <producer> <count> [abandon-after]
//   publishes <count> events numbered 0.. as <producer>, in claims of 1 to 4; with abandon-after, after publishing that
//   many it claims one more slot and dies without publishing it.
// consume <directory> <name> <buffer-size> <die-after>
//   creates (or takes over) the ring, consumes, and dies (killed, nothing cleaned up) after <die-after> events.
// Prints one line when it is ready or done, so the test can tell where it is.
var options = new InterProcessRingOptions { Directory = args[1] };
switch (args[0])
{
    case "produce":
        Produce(args[2], int.Parse(args[3], CultureInfo.InvariantCulture), long.Parse(args[4], CultureInfo.InvariantCulture), args.Length > 5 ? long.Parse(args[5], CultureInfo.InvariantCulture) : -1);
        break;
    case "consume":
        Consume(args[2], int.Parse(args[3], CultureInfo.InvariantCulture), long.Parse(args[4], CultureInfo.InvariantCulture));
        break;
    default:
        Console.Error.WriteLine($"unknown mode {args[0]}");
        return 2;
}

return 0;

void Produce(string name, int producer, long count, long abandonAfter)
{
    using var publisher = InterProcessPublisher<PeerEvent>.Open(name, options);
    long counter = 0;
    while (counter < count)
    {
        if (counter == abandonAfter)
        {
            // Claimed and never published: the consumer process must skip it once this process is gone.
            publisher.Next();
            Console.WriteLine($"abandoning after {counter}");
            Process.GetCurrentProcess().Kill();
        }

        int n = (int)Math.Min(1 + (counter % 4), count - counter);
        if (abandonAfter >= 0)
        {
            n = (int)Math.Min(n, abandonAfter - counter);
        }

        long hi = publisher.Next(n);
        for (long s = hi - n + 1; s <= hi; s++)
        {
            ref PeerEvent e = ref publisher[s];
            e.Producer = producer;
            e.Counter = counter;
            e.Check = PeerEvent.CheckOf(producer, counter);
            counter++;
        }

        publisher.Publish(hi - n + 1, hi);
    }

    Console.WriteLine($"produced {count}");
}

void Consume(string name, int bufferSize, long dieAfter)
{
    var ring = InterProcessRing<PeerEvent>.Create(name, bufferSize, options, new YieldingWaitStrategy());
    var disruptor = new ValueDisruptor<PeerEvent>(ring.RingBuffer);
    disruptor.HandleEventsWith(new DieAfter(dieAfter));
    disruptor.Start();
    ring.Start();
    Console.WriteLine("consuming");
    Thread.Sleep(Timeout.Infinite);
}

internal sealed class DieAfter(long events) : IValueEventHandler<PeerEvent>
{
    private long _seen;

    public void OnEvent(ref PeerEvent data, long sequence, bool endOfBatch)
    {
        if (++_seen == events)
        {
            Console.WriteLine($"dying after {events}");
            Process.GetCurrentProcess().Kill();
        }
    }
}
