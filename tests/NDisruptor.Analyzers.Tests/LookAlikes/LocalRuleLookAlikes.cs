namespace NDisruptor.Analyzers.Tests.LookAlikes;

/// <summary>DSR0002 (parallel handlers), DSR0008 (ring size), DSR0009 (blocking), DSR0011 (value copies), DSR0013 (batch lifetime).</summary>
public class LocalRuleLookAlikes
{
    private static readonly Dictionary<string, string> ParallelHandlers = new()
    {
        ["DSR0002 helpers of parallel handlers write different fields"] = """
            public sealed class A : IEventHandler<E> { public void OnEvent(E data, long sequence, bool endOfBatch) => Price(data); private static void Price(E e) => e.Price = 1; }
            public sealed class B : IEventHandler<E> { public void OnEvent(E data, long sequence, bool endOfBatch) => Name(data); private static void Name(E e) => e.Name = "b"; }
            public static class Wiring { public static void Main() => new Disruptor<E>(() => new E(), 64).HandleEventsWith(new A(), new B()); }
            """,
        ["DSR0002 writers through helpers ordered with Then"] = """
            public sealed class A : IEventHandler<E> { public void OnEvent(E data, long sequence, bool endOfBatch) => Set(data); private static void Set(E e) => e.V = 1; }
            public sealed class B : IEventHandler<E> { public void OnEvent(E data, long sequence, bool endOfBatch) => Set(data); private static void Set(E e) => e.V++; }
            public static class Wiring { public static void Main() => new Disruptor<E>(() => new E(), 64).HandleEventsWith(new A()).Then(new B()); }
            """,
        ["DSR0002 a helper that only reads the event"] = """
            public sealed class A : IEventHandler<E> { public void OnEvent(E data, long sequence, bool endOfBatch) => data.V = 1; }
            public sealed class B : IEventHandler<E>
            {
                private long _seen;
                public void OnEvent(E data, long sequence, bool endOfBatch) => Audit(data);
                private void Audit(E e) => _seen = e.V + e.Price;
            }
            public static class Wiring { public static void Main() => new Disruptor<E>(() => new E(), 64).HandleEventsWith(new A(), new B()); }
            """,
        ["DSR0002 handler state with the event's member names"] = """
            public sealed class Stats { public long V; public long Price; }
            public sealed class A : IEventHandler<E> { private readonly Stats _s = new(); public void OnEvent(E data, long sequence, bool endOfBatch) { _s.V = data.V; _s.Price++; } }
            public sealed class B : IEventHandler<E> { private readonly Stats _s = new(); public void OnEvent(E data, long sequence, bool endOfBatch) { _s.V = data.V; var copy = new E(); copy.V = 1; } }
            public static class Wiring { public static void Main() => new Disruptor<E>(() => new E(), 64).HandleEventsWith(new A(), new B()); }
            """,
    };

    private static readonly Dictionary<string, string> RingSize = new()
    {
        ["DSR0008 power-of-two constant expressions"] = """
            public static class P
            {
                private const int Kb = 1024;
                public static void Main()
                {
                    RingBuffer<E>.CreateSingleProducer(() => new E(), 1 << 12);
                    ValueRingBuffer<Tick>.CreateMultiProducer(64 * Kb);
                    new Disruptor<E>(() => new E(), 2 * 512, ProducerType.Multi);
                }
            }
            """,
        ["DSR0008 sizes known only at run time"] = """
            public static class P
            {
                public static void Main(string[] args)
                {
                    var n = args.Length == 0 ? 1000 : int.Parse(args[0]);
                    RingBuffer<E>.CreateSingleProducer(() => new E(), (int)System.Numerics.BitOperations.RoundUpToPowerOf2((uint)n));
                    new ValueDisruptor<Tick>(Math.Max(1024, n));
                }
            }
            """,
        ["DSR0008 other APIs with a bufferSize of 1000"] = """
            public sealed class Pool { public static Pool Create(int bufferSize) => new(); }
            public static class P
            {
                public static void Main()
                {
                    Pool.Create(bufferSize: 1000);
                    System.Buffers.ArrayPool<byte>.Create(1000, 10);
                    System.Threading.Channels.Channel.CreateBounded<int>(1000);
                    using var stream = new System.IO.BufferedStream(System.IO.Stream.Null, 1000);
                }
            }
            """,
        ["DSR0008 a power of two in a named constant used for the ring and more"] = """
            public static class P
            {
                private const int RingSize = 4096;
                private const int Batch = RingSize / 4 - 1;
                public static void Main()
                {
                    var ring = RingBuffer<E>.CreateMultiProducer(() => new E(), RingSize);
                    var hi = ring.Next(Batch);
                    ring.Publish(hi - Batch + 1, hi);
                }
            }
            """,
    };

    private static readonly Dictionary<string, string> Blocking = new()
    {
        ["DSR0009 helper awaits asynchronously, fire-and-forget"] = """
            public sealed class H : IEventHandler<E>
            {
                private readonly SemaphoreSlim _sem = new(1);
                public void OnEvent(E data, long sequence, bool endOfBatch) { if (endOfBatch) _ = FlushAsync(); }
                private async Task FlushAsync() { await _sem.WaitAsync(); try { await Task.Delay(1); } finally { _sem.Release(); } }
            }
            """,
        ["DSR0009 helper uses non-blocking forms"] = """
            public sealed class H : IEventHandler<E>
            {
                private readonly object _gate = new();
                private Task<long> _pending = Task.FromResult(0L);
                public void OnEvent(E data, long sequence, bool endOfBatch) => data.V = Poll();
                private long Poll()
                {
                    Thread.Sleep(0);
                    if (Monitor.TryEnter(_gate)) Monitor.Exit(_gate);
                    return _pending.IsCompleted ? _pending.Result : -1;
                }
            }
            """,
        ["DSR0009 helper hands the blocking work to the thread pool"] = """
            public sealed class H : IEventHandler<E>
            {
                public void OnEvent(E data, long sequence, bool endOfBatch) => Offload(data.V);
                private static void Offload(long v) => ThreadPool.QueueUserWorkItem(_ => { Thread.Sleep(100); Console.WriteLine(v); });
            }
            """,
        ["DSR0009 helper object's method that only uses Interlocked"] = """
            public sealed class Stats { private long _n; public void Count() => Interlocked.Increment(ref _n); public long N => Volatile.Read(ref _n); }
            public sealed class H : IEventHandler<E>
            {
                private readonly Stats _stats = new();
                public void OnEvent(E data, long sequence, bool endOfBatch) { _stats.Count(); data.V = _stats.N; }
            }
            """,
        ["DSR0009 interface call to a library interface without source"] = """
            public sealed class H : IEventHandler<E>
            {
                private readonly IProgress<long> _progress;
                private readonly IList<long> _seen = new List<long>();
                public H(IProgress<long> progress) => _progress = progress;
                public void OnEvent(E data, long sequence, bool endOfBatch) { _progress.Report(data.V); _seen.Add(data.V); }
            }
            """,
        ["DSR0009 interface whose implementations in source do not block"] = """
            public interface ISink { void Write(long v); }
            public sealed class CountingSink : ISink { private long _n; public void Write(long v) => Interlocked.Add(ref _n, v); }
            public sealed class BufferSink : ISink { private readonly List<long> _items = new(); public void Write(long v) => _items.Add(v); }
            public abstract class Stage { public abstract void Run(long v); }
            public sealed class Doubler : Stage { public long Last; public override void Run(long v) => Last = v * 2; }
            public sealed class H : IEventHandler<E>
            {
                private readonly ISink _sink;
                private readonly Stage _stage = new Doubler();
                public H(ISink sink) => _sink = sink;
                public void OnEvent(E data, long sequence, bool endOfBatch) { _sink.Write(data.V); _stage.Run(data.V); }
            }
            """,
        ["DSR0009 helper of the handler calls implementations that do not block"] = """
            public interface IStore { void Save(long v); }
            public sealed class BufferStore : IStore { private readonly List<long> _items = new(); public void Save(long v) => _items.Add(v); }
            public sealed class H : IEventHandler<E>
            {
                private readonly IStore _store;
                public H(IStore store) => _store = store;
                public void OnEvent(E data, long sequence, bool endOfBatch) => Persist(data);
                private void Persist(E data) { _store.Save(data.V); ThreadPool.QueueUserWorkItem(_ => Thread.Sleep(10)); }
            }
            """,
        ["DSR0009 blocking implementation called only from OnStart"] = """
            public interface IWarmup { void Load(); }
            public sealed class SlowWarmup : IWarmup { public void Load() => Thread.Sleep(100); }
            public sealed class H : IEventHandler<E>
            {
                private readonly IWarmup _warmup;
                public H(IWarmup warmup) => _warmup = warmup;
                public void OnStart() => _warmup.Load();
                public void OnEvent(E data, long sequence, bool endOfBatch) => data.V++;
            }
            """,
        ["DSR0009 async batch handler awaits the semaphore and reads results after WhenAll"] = """
            public sealed class Sender : IAsyncBatchEventHandler<E>
            {
                private readonly SemaphoreSlim _gate = new(4);
                public void OnStart() { }
                public void OnShutdown() { }
                public void OnTimeout(long sequence) { }
                public async ValueTask OnBatchAsync(EventBatch<E> batch, long firstSequence, CancellationToken cancellationToken)
                {
                    await _gate.WaitAsync(cancellationToken);
                    try
                    {
                        var sends = new Task<long>[batch.Length];
                        for (var i = 0; i < batch.Length; i++) sends[i] = Task.FromResult(batch[i].V);
                        await Task.WhenAll(sends);
                        foreach (var s in sends) Console.WriteLine(s.Result);
                    }
                    finally { _gate.Release(); }
                }
            }
            """,
        ["DSR0009 blocking helper called only from OnStart and OnShutdown"] = """
            public sealed class H : IEventHandler<E>
            {
                private readonly ManualResetEventSlim _ready = new();
                public void OnStart() => WaitReady();
                public void OnShutdown() => WaitReady();
                public void OnEvent(E data, long sequence, bool endOfBatch) => data.V = sequence;
                private void WaitReady() => _ready.Wait();
            }
            """,
    };

    private static readonly Dictionary<string, string> ValueCopies = new()
    {
        ["DSR0011 copy changed and kept elsewhere"] = """
            public sealed class H : IValueEventHandler<Tick>
            {
                private readonly List<Tick> _history = new();
                public void OnEvent(ref Tick data, long sequence, bool endOfBatch) { var t = data; t.Price = 0; _history.Add(t); }
            }
            """,
        ["DSR0011 ref readonly and ref locals"] = """
            public sealed class H : IValueEventHandler<Tick>
            {
                public long Last;
                public void OnEvent(ref Tick data, long sequence, bool endOfBatch) { ref readonly var r = ref data; Last = r.Price; ref var w = ref data; w.Volume++; }
            }
            """,
        ["DSR0011 publish scope event taken by ref"] = """
            public static class P
            {
                public static void Send(ValueRingBuffer<Tick> ring)
                {
                    using var scope = ring.PublishEvent();
                    ref var e = ref scope.Event();
                    e.Price = 1;
                }
            }
            """,
        ["DSR0011 with-expression and copies outside OnEvent"] = """
            public sealed class H : IValueEventHandler<Tick>
            {
                public Tick Adjusted;
                public void OnEvent(ref Tick data, long sequence, bool endOfBatch) { var t = data with { Price = 0 }; Adjusted = t; }
                public static long Log(Tick data) { var t = data; t.Price = 1; return t.Price; }
            }
            """,
    };

    private static readonly Dictionary<string, string> BatchLifetimes = new()
    {
        ["DSR0013 journal awaits every write before returning"] = """
            public sealed class Journal : IAsyncBatchEventHandler<E>
            {
                private readonly System.IO.Stream _file = System.IO.Stream.Null;
                public void OnStart() { }
                public void OnShutdown() { }
                public void OnTimeout(long sequence) { }
                public async ValueTask OnBatchAsync(EventBatch<E> batch, long firstSequence, CancellationToken cancellationToken)
                {
                    for (var i = 0; i < batch.Length; i++)
                    {
                        var bytes = BitConverter.GetBytes(batch[i].V);
                        await _file.WriteAsync(bytes, cancellationToken);
                    }
                    await _file.FlushAsync(cancellationToken);
                }
            }
            """,
        ["DSR0013 sends gathered in a local and awaited together"] = """
            public sealed class Fanout : IAsyncBatchEventHandler<E>
            {
                public void OnStart() { }
                public void OnShutdown() { }
                public void OnTimeout(long sequence) { }
                public async ValueTask OnBatchAsync(EventBatch<E> batch, long firstSequence, CancellationToken cancellationToken)
                {
                    var sends = new Task[batch.Length];
                    for (var i = 0; i < batch.Length; i++) sends[i] = SendAsync(batch[i], cancellationToken);
                    await Task.WhenAll(sends);
                }
                private static Task SendAsync(E e, CancellationToken ct) => Task.Delay(1, ct);
            }
            """,
        ["DSR0013 copies of event values kept for later"] = """
            public sealed class Latest : IAsyncBatchEventHandler<E>
            {
                private readonly Dictionary<string, long> _latest = new();
                private long _lastSequence;
                public void OnStart() { }
                public void OnShutdown() { }
                public void OnTimeout(long sequence) { }
                public ValueTask OnBatchAsync(EventBatch<E> batch, long firstSequence, CancellationToken cancellationToken)
                {
                    for (var i = 0; i < batch.Length; i++) _latest[batch[i].Name ?? ""] = batch[i].V;
                    _lastSequence = firstSequence + batch.Length - 1;
                    return ValueTask.CompletedTask;
                }
            }
            """,
        ["DSR0013 struct events copied into a field"] = """
            public sealed class LastTick : IAsyncBatchEventHandler<Tick>
            {
                private Tick _last;
                private readonly Queue<Tick> _recent = new();
                public void OnStart() { }
                public void OnShutdown() { }
                public void OnTimeout(long sequence) { }
                public ValueTask OnBatchAsync(EventBatch<Tick> batch, long firstSequence, CancellationToken cancellationToken)
                {
                    var first = batch.GetSpans(out var second);
                    foreach (var t in first) _recent.Enqueue(t);
                    foreach (var t in second) _recent.Enqueue(t);
                    _last = batch[batch.Length - 1];
                    return ValueTask.CompletedTask;
                }
            }
            """,
        ["DSR0013 field list used as scratch, cleared before returning"] = """
            public sealed class Bulk : IAsyncBatchEventHandler<E>
            {
                private readonly List<E> _scratch = new();
                public void OnStart() { }
                public void OnShutdown() { }
                public void OnTimeout(long sequence) { }
                public async ValueTask OnBatchAsync(EventBatch<E> batch, long firstSequence, CancellationToken cancellationToken)
                {
                    for (var i = 0; i < batch.Length; i++) _scratch.Add(batch[i]);
                    try { await WriteAllAsync(_scratch, cancellationToken); }
                    finally { _scratch.Clear(); }
                }
                private static Task WriteAllAsync(List<E> events, CancellationToken ct) => Task.CompletedTask;
            }
            """,
        ["DSR0013 work returned as the batch's own task"] = """
            public sealed class Relay : IAsyncBatchEventHandler<E>
            {
                public void OnStart() { }
                public void OnShutdown() { }
                public void OnTimeout(long sequence) { }
                public ValueTask OnBatchAsync(EventBatch<E> batch, long firstSequence, CancellationToken cancellationToken)
                    => new(Task.Run(() => Console.WriteLine(batch[0].V), cancellationToken));
            }
            """,
    };

    private static readonly Dictionary<string, string> Cases = LookAlike.Merge(ParallelHandlers, RingSize, Blocking, ValueCopies, BatchLifetimes);

    public static TheoryData<string> Names => LookAlike.Names(Cases);

    [Theory]
    [MemberData(nameof(Names))]
    public Task Stays_silent(string name) => LookAlike.StaysSilent(name, Cases[name]);
}
