namespace NDisruptor.Analyzers.Tests.LookAlikes;

/// <summary>DSR0001, DSR0003, DSR0004, DSR0010: correct code shaped like their targets.</summary>
public class SharedStateLookAlikes
{
    private static readonly Dictionary<string, string> Cases = new()
    {
        // ---------------------------------------------------------------- DSR0001
        ["DSR0001 written through a private property setter called from OnEvent"] = """
            public sealed class H : IEventHandler<E>
            {
                [SingleWriter] private long _last;
                private long Last { get => Volatile.Read(ref _last); set => Volatile.Write(ref _last, value); }
                public void OnEvent(E data, long sequence, bool endOfBatch) => Last = sequence;
                public long Seen => Last;
            }
            """,
        ["DSR0001 one worker thread created in the constructor"] = """
            public sealed class Heartbeat
            {
                [SingleWriter] private long _beats;
                private readonly Thread _worker;
                public Heartbeat() { _beats = 0; _worker = new Thread(Loop) { IsBackground = true }; }
                public void Start() => _worker.Start();
                private void Loop() { while (true) { _beats++; Thread.Sleep(100); } }
                public long Beats => Volatile.Read(ref _beats);
            }
            """,
        ["DSR0001 each Parallel body writes its own object"] = """
            public sealed class Worker
            {
                [SingleWriter] public long Count;
                public static void RunAll() => Parallel.For(0, 4, i => { var w = new Worker(); w.Count = i; w.Count++; });
            }
            """,
        ["DSR0001 only one async loop writes it"] = """
            public sealed class Poller
            {
                [SingleWriter] private long _polls;
                public async Task PollAsync(CancellationToken ct)
                {
                    while (!ct.IsCancellationRequested) { _polls++; await Task.Delay(10, ct); }
                }
                public long Polls => Volatile.Read(ref _polls);
            }
            """,
        ["DSR0001 local function inside OnEvent"] = """
            public sealed class H : IEventHandler<E>
            {
                [SingleWriter] private long _n;
                public void OnEvent(E data, long sequence, bool endOfBatch)
                {
                    Bump(data.V);
                    void Bump(long by) => _n += by;
                }
                public long N => Volatile.Read(ref _n);
            }
            """,

        // ---------------------------------------------------------------- DSR0003
        ["DSR0003 [ThreadStatic] counter in a Parallel.For body"] = """
            public sealed class Stats
            {
                [ThreadStatic] private static long t_hits;
                public void Run() => Parallel.For(0, 100, i => { t_hits++; t_hits += i; });
            }
            """,
        ["DSR0003 ThreadLocal<T>.Value mutated in a Parallel.For body"] = """
            public sealed class Acc { public long Sum; public int Count; }
            public sealed class Stats
            {
                private readonly ThreadLocal<Acc> _acc = new(() => new Acc(), trackAllValues: true);
                public void Run() => Parallel.For(0, 100, i => { _acc.Value!.Sum += i; _acc.Value.Count++; });
            }
            """,
        ["DSR0003 per-iteration accumulator object"] = """
            public sealed class Acc { public long Sum; }
            public sealed class Stats
            {
                private long _total;
                public void Run(IEnumerable<long> items) => Parallel.ForEach(items, item =>
                {
                    var acc = new Acc();
                    acc.Sum += item;
                    Interlocked.Add(ref _total, acc.Sum);
                });
            }
            """,
        ["DSR0003 Parallel.ForEach updating each item it was given"] = """
            public sealed class Order { public int Retries; public long Filled; }
            public static class Retry
            {
                public static void All(List<Order> orders) => Parallel.ForEach(orders, o => { o.Retries++; o.Filled = o.Filled + 1; });
            }
            """,
        ["DSR0003 Parallel.For with thread-local subtotals"] = """
            public sealed class Sum
            {
                private long _total;
                public long Run(long[] values)
                {
                    Parallel.For(0, values.Length, () => 0L, (i, state, local) => local + values[i], local => Interlocked.Add(ref _total, local));
                    return Volatile.Read(ref _total);
                }
            }
            """,

        // ---------------------------------------------------------------- DSR0004
        ["DSR0004 handler fields, one set through a property setter from OnEvent"] = """
            public sealed class H : IEventHandler<E>
            {
                private long _count;
                private long _last;
                private long Last { set => Volatile.Write(ref _last, value); }
                public void OnEvent(E data, long sequence, bool endOfBatch) { _count++; Last = sequence; }
                public long Count => Volatile.Read(ref _count) + Volatile.Read(ref _last);
            }
            """,
        ["DSR0004 OnStart, OnEvent and OnShutdown share the processor thread"] = """
            public sealed class H : IEventHandler<E>
            {
                private long _started;
                private long _count;
                private long _stopped;
                public void OnStart() => _started++;
                public void OnEvent(E data, long sequence, bool endOfBatch) => _count++;
                public void OnShutdown() => _stopped++;
            }
            """,
        ["DSR0004 an async loop and the helper it calls"] = """
            public sealed class Pump
            {
                private long _reads;
                private long _writes;
                public async Task RunAsync(CancellationToken ct)
                {
                    while (!ct.IsCancellationRequested) { _reads++; Step(); await Task.Yield(); }
                }
                private void Step() => _writes++;
            }
            """,
        ["DSR0004 per-worker objects created inside the Parallel body"] = """
            public sealed class Worker
            {
                private long _done;
                private long _failed;
                public static void RunAll() => Parallel.For(0, 4, i =>
                {
                    var w = new Worker();
                    for (var k = 0; k < 100; k++) { w._done++; w._failed++; }
                });
            }
            """,
        ["DSR0004 one thread started through a delegate in a local writes both"] = """
            public sealed class Loop
            {
                private long _ticks;
                private long _spins;
                public void Start()
                {
                    ThreadStart body = () => { while (true) { _ticks++; _spins++; } };
                    new Thread(body).Start();
                }
            }
            """,

        // ---------------------------------------------------------------- DSR0010
        ["DSR0010 compare-and-swap loop reads plainly before the CAS"] = """
            public sealed class Max
            {
                private long _max;
                public void Start(long[] values) => Parallel.ForEach(values, v =>
                {
                    long seen;
                    do { seen = _max; if (v <= seen) return; }
                    while (Interlocked.CompareExchange(ref _max, v, seen) != seen);
                });
                public long Value => Volatile.Read(ref _max);
            }
            """,
        ["DSR0010 owner reads through a private getter in OnEvent"] = """
            public sealed class H : IEventHandler<E>
            {
                private long _last;
                private long Last => _last;
                public void OnEvent(E data, long sequence, bool endOfBatch)
                {
                    if (Last + 1 != sequence) { data.Name = "gap"; }
                    Volatile.Write(ref _last, sequence);
                }
                public long Seen => Volatile.Read(ref _last);
            }
            """,
        ["DSR0010 async loop owns its sequence"] = """
            public sealed class Pump
            {
                private long _seq;
                public async Task RunAsync(CancellationToken ct)
                {
                    while (!ct.IsCancellationRequested) { var next = _seq + 1; Volatile.Write(ref _seq, next); await Task.Delay(1, ct); }
                }
                public long Seq => Volatile.Read(ref _seq);
            }
            """,
        ["DSR0010 [ThreadStatic] cache next to an Interlocked counter"] = """
            public sealed class Ids
            {
                [ThreadStatic] private static long t_lastId;
                private static long s_next;
                public static long Next() { t_lastId = Interlocked.Increment(ref s_next); return t_lastId; }
                public static void Warm() => Task.Run(() => Console.WriteLine(t_lastId));
            }
            """,
        ["DSR0010 read under the lock the writer also takes"] = """
            public sealed class Book
            {
                private readonly object _gate = new();
                private long _version;
                public void Start() => Task.Run(() => { lock (_gate) { Volatile.Write(ref _version, _version + 1); } });
                public long Version { get { lock (_gate) { return _version; } } }
            }
            """,
    };

    public static TheoryData<string> Names => LookAlike.Names(Cases);

    [Theory]
    [MemberData(nameof(Names))]
    public Task Stays_silent(string name) => LookAlike.StaysSilent(name, Cases[name]);
}
