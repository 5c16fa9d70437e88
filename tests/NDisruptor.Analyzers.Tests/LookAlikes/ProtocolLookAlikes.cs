namespace NDisruptor.Analyzers.Tests.LookAlikes;

/// <summary>DSR0005 (single producer), DSR0006 (publish on every path), DSR0007 (no use after publish), DSR0012 (scopes abort on exception paths).</summary>
public class ProtocolLookAlikes
{
    private static readonly Dictionary<string, string> SingleProducer = new()
    {
        ["DSR0005 handler forwards to its own downstream ring, end marker from OnShutdown"] = """
            public sealed class Forwarder : IEventHandler<E>
            {
                private readonly RingBuffer<E> _out = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
                public void OnEvent(E data, long sequence, bool endOfBatch) { var s = _out.Next(); _out[s].V = data.V; _out.Publish(s); }
                public void OnShutdown() { var s = _out.Next(); _out[s].V = -1; _out.Publish(s); }
            }
            """,
        ["DSR0005 one async loop is the only producer"] = """
            public sealed class Pump
            {
                private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
                public async Task RunAsync(System.Threading.Channels.ChannelReader<long> reader, CancellationToken ct)
                {
                    while (await reader.WaitToReadAsync(ct))
                    {
                        while (reader.TryRead(out var v)) { var s = _ring.Next(); _ring[s].V = v; _ring.Publish(s); }
                    }
                }
                public long Cursor => _ring.Cursor;
            }
            """,
        ["DSR0005 callers enqueue, one dedicated thread drains and publishes"] = """
            public sealed class Feed
            {
                private readonly System.Collections.Concurrent.BlockingCollection<long> _inbox = new();
                private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
                public void Send(long v) => _inbox.Add(v);
                public void Start() => new Thread(Drain) { IsBackground = true }.Start();
                private void Drain() { foreach (var v in _inbox.GetConsumingEnumerable()) Emit(v); }
                private void Emit(long v) { using var scope = _ring.PublishEvent(); scope.Event().V = v; }
            }
            """,
        ["DSR0005 warm-up in the constructor, then one producer thread"] = """
            public sealed class Feed
            {
                private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 64);
                public Feed() { var s = _ring.Next(); _ring[s].V = 0; _ring.Publish(s); }
                public Task Start() => Task.Run(() => { for (var i = 1; i < 100; i++) { var s = _ring.Next(); _ring[s].V = i; _ring.Publish(s); } });
            }
            """,
        ["DSR0005 one producer thread claims and publishes through separate helpers"] = """
            public sealed class Feed
            {
                private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
                public void Start() => new Thread(Run) { IsBackground = true }.Start();
                private void Run()
                {
                    for (var i = 0; i < 100; i++)
                    {
                        var s = Claim();
                        _ring[s].V = i;
                        Commit(s);
                    }
                }
                private long Claim() => _ring.Next();
                private void Commit(long s) => _ring.Publish(s);
            }
            """,
        ["DSR0005 the one producer aborts a batch it could not fill"] = """
            public sealed class Feed
            {
                private readonly ValueRingBuffer<Tick> _ring = ValueRingBuffer<Tick>.CreateSingleProducer(1024);
                public Task Start(long[] prices) => Task.Run(() =>
                {
                    var hi = _ring.Next(prices.Length);
                    var lo = hi - prices.Length + 1;
                    try
                    {
                        for (var i = 0; i < prices.Length; i++) _ring[lo + i].Price = checked(prices[i] * 100);
                        _ring.Publish(lo, hi);
                    }
                    catch
                    {
                        _ring.PublishAborted(lo, hi);
                        throw;
                    }
                });
            }
            """,
        ["DSR0005 a ring per Task, created inside it"] = """
            public static class Shards
            {
                public static Task[] Start(int n)
                {
                    var tasks = new Task[n];
                    for (var i = 0; i < n; i++)
                    {
                        tasks[i] = Task.Run(() =>
                        {
                            var ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 256);
                            void Emit(long v) { var s = ring.Next(); ring[s].V = v; ring.Publish(s); }
                            for (var k = 0; k < 10; k++) Emit(k);
                        });
                    }
                    return tasks;
                }
            }
            """,
    };

    private static readonly Dictionary<string, string> EveryPath = new()
    {
        ["DSR0006 every switch branch publishes, default included"] = """
            public sealed class P
            {
                public void Send(RingBuffer<E> ring, int kind)
                {
                    var s = ring.Next();
                    switch (kind)
                    {
                        case 0: ring[s].V = 0; ring.Publish(s); break;
                        case 1:
                        case 2: ring[s].V = kind; ring.Publish(s); break;
                        default: ring[s].Name = "other"; ring.Publish(s); break;
                    }
                }
            }
            """,
        ["DSR0006 a positional record struct built between claim and publish"] = """
            public record struct Level(long Price, long Size);
            public struct Book { public Level Best; public int Instrument; }
            public sealed class P
            {
                public void Send(ValueRingBuffer<Book> ring, int instrument, long price, long size)
                {
                    var s = ring.Next();
                    ref var b = ref ring[s];
                    b.Instrument = instrument;
                    b.Best = new Level(price, size);
                    ring.Publish(s);
                }
            }
            """,
        ["DSR0006 both branches of if/else publish"] = """
            public sealed class P
            {
                public void Send(ValueRingBuffer<Tick> ring, long price)
                {
                    var s = ring.Next();
                    if (price >= 0) { ring[s].Price = price; ring.Publish(s); }
                    else if (price == -1) { ring[s].Price = 0; ring.Publish(s); }
                    else { ring[s].Volume = -price; ring.Publish(s); }
                }
            }
            """,
        ["DSR0006 publish in try and again in the catch before rethrowing"] = """
            public sealed class P
            {
                public void Send(RingBuffer<E> ring, string text)
                {
                    var s = ring.Next();
                    try { ring[s].V = long.Parse(text); ring.Publish(s); }
                    catch (FormatException) { ring[s].V = -1; ring.Publish(s); throw; }
                }
            }
            """,
        ["DSR0006 validate first, claim after, batch filled in a loop"] = """
            public sealed class P
            {
                public void Send(ValueRingBuffer<Tick> ring, long[] prices)
                {
                    if (prices.Length == 0) return;
                    if (prices.Length > 16) throw new ArgumentOutOfRangeException(nameof(prices), prices.Length, "at most 16 at a time");
                    var hi = ring.Next(prices.Length);
                    var lo = hi - (prices.Length - 1);
                    for (var i = 0; i < prices.Length; i++) ring[lo + i].Price = prices[i];
                    ring.Publish(lo, hi);
                }
            }
            """,
        ["DSR0006 publish under a lock and inside using"] = """
            public sealed class P
            {
                private readonly object _gate = new();
                public void Send(RingBuffer<E> ring, IDisposable span)
                {
                    var s = ring.Next();
                    lock (_gate)
                    {
                        using (span) { ring[s].V = 1; ring.Publish(s); }
                    }
                }
            }
            """,
    };

    private static readonly Dictionary<string, string> AfterPublish = new()
    {
        ["DSR0007 snapshot copied out of a value ring before publishing"] = """
            public sealed class P
            {
                public long Send(ValueRingBuffer<Tick> ring, long price)
                {
                    var s = ring.Next();
                    ref var slot = ref ring[s];
                    slot.Price = price;
                    var snapshot = ring[s];
                    ring.Publish(s);
                    return snapshot.Price + snapshot.Volume;
                }
            }
            """,
        ["DSR0007 ref local re-pointed at the next claimed slot"] = """
            public sealed class P
            {
                public void Send(ValueRingBuffer<Tick> ring)
                {
                    var s = ring.Next();
                    ref var t = ref ring[s];
                    t.Price = 1;
                    ring.Publish(s);
                    var n = ring.Next();
                    t = ref ring[n];
                    t.Price = 2;
                    ring.Publish(n);
                }
            }
            """,
        ["DSR0007 slot filled by ref through a helper before publishing"] = """
            public sealed class P
            {
                private static void Fill(ref Tick t, long price) { t.Price = price; t.Volume = 1; }
                public long Send(ValueRingBuffer<Tick> ring, long price)
                {
                    var s = ring.Next();
                    try { Fill(ref ring[s], price); }
                    finally { ring.Publish(s); }
                    return s;
                }
            }
            """,
        ["DSR0007 values read out before the publish, logged after"] = """
            public sealed class P
            {
                public void Send(RingBuffer<E> ring, long v)
                {
                    var s = ring.Next();
                    var e = ring[s];
                    e.V = v;
                    var name = e.Name ?? "none";
                    ring.Publish(s);
                    Console.WriteLine(name + s);
                }
            }
            """,
        ["DSR0007 batch: ref locals per slot inside the fill loop"] = """
            public sealed class P
            {
                public void Send(ValueRingBuffer<Tick> ring, int n)
                {
                    var hi = ring.Next(n);
                    var lo = hi - n + 1;
                    for (var q = lo; q <= hi; q++) { ref var t = ref ring[q]; t.Price = q; }
                    ring.Publish(lo, hi);
                    Console.WriteLine(hi - lo);
                }
            }
            """,
    };

    private static readonly Dictionary<string, string> ScopeAborts = new()
    {
        ["DSR0012 catch aborts, logs and rethrows"] = """
            public sealed class P
            {
                public void Send(RingBuffer<E> ring, string text)
                {
                    using var scope = ring.PublishEvent();
                    try { scope.Event().Price = long.Parse(text); }
                    catch (FormatException e) { scope.Abort(); Console.WriteLine(e.Message); throw; }
                }
            }
            """,
        ["DSR0012 catch logs first, then aborts and returns"] = """
            public sealed class P
            {
                public bool Send(ValueRingBuffer<Tick> ring, string text)
                {
                    using (var scope = ring.PublishEvent())
                    {
                        ref var t = ref scope.Event();
                        try { t.Price = long.Parse(text); }
                        catch (FormatException) { Console.WriteLine("bad " + text); scope.Abort(); return false; }
                        t.Volume = 1;
                    }
                    return true;
                }
            }
            """,
        ["DSR0012 parse inside try/catch before the scope is opened"] = """
            public sealed class P
            {
                public void Send(RingBuffer<E> ring, string text)
                {
                    long price;
                    try { price = long.Parse(text); }
                    catch (FormatException) { Console.WriteLine("skipped " + text); return; }
                    using var scope = ring.PublishEvent();
                    scope.Event().Price = price;
                }
            }
            """,
        ["DSR0012 no catch at all, only the scope"] = """
            public sealed class P
            {
                public void Send(RingBuffer<E> ring, long v, string name)
                {
                    using var scope = ring.PublishEvent();
                    var e = scope.Event();
                    e.V = v;
                    e.Name = name;
                }
            }
            """,
        ["DSR0012 no catch, fill calls only what does not fail on input"] = """
            public sealed class P
            {
                private readonly Func<long> _clock = () => 1;
                public void Send(RingBuffer<E> ring, string text, long v)
                {
                    using var scope = ring.PublishEvent();
                    var e = scope.Event();
                    e.Name = text.Trim().ToUpperInvariant();
                    e.V = long.TryParse(text, out var parsed) ? parsed : Math.Max(v, _clock());
                    Console.WriteLine("sent " + e.Name);
                }
            }
            """,
        ["DSR0012 no catch, validated first, throw only after aborting"] = """
            public sealed class P
            {
                public void Send(ValueRingBuffer<Tick> ring, string text, long volume)
                {
                    ArgumentOutOfRangeException.ThrowIfNegative(volume);
                    var price = long.Parse(text);
                    using var scope = ring.PublishEvent();
                    ref var t = ref scope.Event();
                    t.Price = price;
                    if (volume == 0) { scope.Abort(); throw new InvalidOperationException("empty tick"); }
                    t.Volume = volume;
                }
            }
            """,
        ["DSR0012 no catch, the throwing code runs in a lambda or a helper's catch"] = """
            public sealed class P
            {
                public void Send(RingBuffer<E> ring, string text, List<Action> later)
                {
                    using var scope = ring.PublishEvent();
                    scope.Event().V = Quiet(text);
                    later.Add(() => throw new InvalidOperationException(text));
                }
                private static long Quiet(string text)
                {
                    try { return long.Parse(text); }
                    catch (FormatException e) { Console.WriteLine(e.Message); return 0; }
                }
            }
            """,
        ["DSR0012 catch writes a fallback value into the event"] = """
            public sealed class P
            {
                public void Send(ValueRingBuffer<Tick> ring, string text)
                {
                    using var scope = ring.PublishEvent();
                    try { scope.Event().Price = long.Parse(text); }
                    catch (FormatException) { scope.Event().Price = -1; }
                }
            }
            """,
        ["DSR0012 outer catch around a scope that only copies values"] = """
            public sealed class P
            {
                public void Pump(ValueRingBuffer<Tick> ring, long[] prices)
                {
                    try
                    {
                        foreach (var price in prices)
                        {
                            using var scope = ring.PublishEvent();
                            scope.Event().Price = price;
                            scope.Event().Volume = price / 2;
                        }
                    }
                    catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
                }
            }
            """,
    };

    private static readonly Dictionary<string, string> Cases = LookAlike.Merge(SingleProducer, EveryPath, AfterPublish, ScopeAborts);

    public static TheoryData<string> Names => LookAlike.Names(Cases);

    [Theory]
    [MemberData(nameof(Names))]
    public Task Stays_silent(string name) => LookAlike.StaysSilent(name, Cases[name]);
}
