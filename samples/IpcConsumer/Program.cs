using System.Diagnostics;
using System.Globalization;
using IpcSample;
using NDisruptor;

// The consuming process of an inter-process ring: creates the ring "ticks", wires a handler as on any value ring, and
// waits until it has every event. Start the producers (samples/IpcProducer) in other terminals, or name the producer
// executable as the third argument and this program starts them itself.
//   IpcConsumer [producers] [events-per-producer] [producer-executable]
int producers = args.Length > 0 ? int.Parse(args[0], CultureInfo.InvariantCulture) : 2;
long perProducer = args.Length > 1 ? long.Parse(args[1], CultureInfo.InvariantCulture) : 1_000_000;

using var ring = InterProcessRing<Tick>.Create(Tick.RingName, 4096, waitStrategy: new YieldingWaitStrategy());
var checker = new PerProducerOrder(producers);
using (var disruptor = new ValueDisruptor<Tick>(ring.RingBuffer))   // disposed before the ring, as it must be
{
    disruptor.HandleEventsWith(checker);
    disruptor.Start();
    ring.Start();
    Console.WriteLine($"consuming {ring.Path}");

    List<Process> started = [];
    if (args.Length > 2)
    {
        for (int p = 0; p < producers; p++)
        {
            started.Add(Process.Start(args[2], [p.ToString(CultureInfo.InvariantCulture), perProducer.ToString(CultureInfo.InvariantCulture)]));
        }
    }

    var clock = Stopwatch.StartNew();
    while (checker.Count < producers * perProducer && checker.Error is null && clock.Elapsed < TimeSpan.FromMinutes(5))
    {
        Thread.Sleep(10);
    }

    foreach (var process in started)
    {
        process.WaitForExit();
    }

    await disruptor.ShutdownAsync(TimeSpan.FromSeconds(30));
    Console.WriteLine(checker.Error is null && checker.Count == producers * perProducer
        ? $"ipc ok: {checker.Count:N0} events from {producers} processes, each in order, in {clock.Elapsed.TotalSeconds:F1} s"
        : $"ipc FAILED: {checker.Count:N0} of {producers * perProducer:N0} events; {checker.Error}");
}

internal sealed class PerProducerOrder(int producers) : IValueEventHandler<Tick>
{
    private readonly long[] _next = new long[producers];
    private long _count;

    public long Count => Volatile.Read(ref _count);

    public string? Error { get; private set; }

    public void OnEvent(ref Tick tick, long sequence, bool endOfBatch)
    {
        if ((uint)tick.Producer >= (uint)_next.Length || tick.Counter != _next[tick.Producer] || tick.Price != 100 + (tick.Counter % 7))
        {
            Error ??= $"sequence {sequence}: producer {tick.Producer} sent counter {tick.Counter} price {tick.Price}";
            return;
        }

        _next[tick.Producer]++;
        Volatile.Write(ref _count, _count + 1);
    }
}
