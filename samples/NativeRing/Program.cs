using System.Runtime.InteropServices;
using NDisruptor;

// Quotes in native memory: outside the garbage-collected heap (never scanned, never moved), each on its own cache
// line, freed when the ring is disposed. Two producers, a stage that computes the spread, a stage that totals it.
long perProducer = args.Length > 0 ? long.Parse(args[0]) : 1_000_000;

using var ring = NativeRingBuffer<Quote>.CreateMultiProducer(4096, new YieldingWaitStrategy());
var totals = new Totals();

// Disposed before the ring (the end of this block comes first): the consumers stop before the memory is freed.
using (var disruptor = new ValueDisruptor<Quote>(ring))
{
    disruptor.HandleEventsWith(new Spread()).Then(totals);
    disruptor.Start();

    Task[] producers = [.. Enumerable.Range(0, 2).Select(p => Task.Run(() => Publish(ring, p, perProducer)))];
    await Task.WhenAll(producers);
    await disruptor.ShutdownAsync(TimeSpan.FromSeconds(30));
}

// Each producer's spreads are 1, 2, ..., perProducer.
long expected = 2 * (perProducer * (perProducer + 1) / 2);
Console.WriteLine(totals.Count == 2 * perProducer && totals.SpreadSum == expected
    ? $"native ok: {totals.Count:N0} quotes, spreads summed"
    : $"native FAILED: {totals.Count:N0} quotes, spread sum {totals.SpreadSum} (expected {expected})");

static void Publish(NativeRingBuffer<Quote> ring, int producer, long count)
{
    for (long i = 1; i <= count; i++)
    {
        using var scope = ring.PublishEvent();
        ref Quote quote = ref scope.Event();
        quote.Bid = 1_000 * i;
        quote.Ask = (1_000 * i) + i;
        quote.Producer = producer;
    }
}

// One cache line per quote: producers writing neighbouring slots never share a line.
[StructLayout(LayoutKind.Sequential, Size = 64)]
internal struct Quote
{
    public long Bid;
    public long Ask;
    public long Spread;
    public int Producer;
}

internal sealed class Spread : IValueEventHandler<Quote>
{
    public void OnEvent(ref Quote quote, long sequence, bool endOfBatch) => quote.Spread = quote.Ask - quote.Bid;
}

internal sealed class Totals : IValueEventHandler<Quote>
{
    public long Count;
    public long SpreadSum;

    public void OnEvent(ref Quote quote, long sequence, bool endOfBatch)
    {
        Count++;
        SpreadSum += quote.Spread;
    }
}
