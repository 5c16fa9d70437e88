namespace NDisruptor.Analyzers.Tests;

public class ReadModifyWriteTests
{
    private const string Usings = "using System; using System.Threading; using System.Threading.Tasks; using NDisruptor;\n";

    [Fact]
    public Task Increment_from_two_threads() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Stats
        {
            private long _hits;
            public void Start()
            {
                new Thread(() => { {|DSR0003:_hits++|}; }).Start();
                new Thread(() => { {|DSR0003:_hits += 2|}; }).Start();
            }
        }
        """);

    [Fact]
    public Task Increment_in_Parallel_body_and_self_assignment() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Stats
        {
            private int _sum;
            public void Run() => Parallel.For(0, 100, i => { {|DSR0003:_sum = _sum + i|}; });
        }
        """);

    [Fact]
    public Task Increment_next_to_Interlocked_update() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Counter
        {
            private long _n;
            public void Add() => Interlocked.Increment(ref _n);
            public void Bump() => {|DSR0003:_n--|};
        }
        """);

    [Fact]
    public Task Not_flagged_single_writer_increment_in_handler() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class E { public long V; }
        public sealed class H : IEventHandler<E>
        {
            private long _count;
            private long _sum;
            public void OnEvent(E data, long sequence, bool endOfBatch) { _count++; _sum += data.V; _sum = _sum + 1; }
            public long Count => Volatile.Read(ref _count);
        }
        """);

    [Fact]
    public Task Not_flagged_under_lock() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Stats
        {
            private readonly object _gate = new();
            private long _hits;
            public void Start()
            {
                new Thread(() => { lock (_gate) { _hits++; } }).Start();
                new Thread(() => { lock (_gate) { _hits += 2; } }).Start();
            }
        }
        """);

    [Fact]
    public Task Not_flagged_after_Parallel_For_joined() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Stats
        {
            private long _total;
            public long Run()
            {
                Parallel.For(0, 100, i => Interlocked.Add(ref _total, i));
                _total++;
                return _total;
            }
        }
        """);

    [Fact]
    public Task Not_flagged_local_accumulator_and_separate_fields() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Stats
        {
            private long _a;
            private long _b;
            public void Start()
            {
                Task.Run(() => { long local = 0; for (var i = 0; i < 10; i++) local++; _a += local; });
                Task.Run(() => { _b++; });
            }
        }
        """);

    [Fact]
    public Task Not_flagged_constructor_and_caller_thread_only() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Builder
        {
            private int _count;
            public Builder() { _count++; }
            public void Add() => _count++;
            public void AddTwo() { _count += 2; }
        }
        """);

    [Fact]
    public Task Fix_uses_Interlocked() => V.CodeFix<SharedStateAnalyzer, InterlockedCodeFix>(Usings + """
        public sealed class Stats
        {
            private long _hits;
            private int _misses;
            public void Start()
            {
                new Thread(() => { {|DSR0003:_hits++|}; {|DSR0003:_misses -= 3|}; }).Start();
                new Thread(() => { {|DSR0003:_hits = _hits + 5|}; {|DSR0003:--_misses|}; }).Start();
            }
        }
        """, Usings + """
        public sealed class Stats
        {
            private long _hits;
            private int _misses;
            public void Start()
            {
                new Thread(() => { Interlocked.Increment(ref _hits); Interlocked.Add(ref _misses, -3); }).Start();
                new Thread(() => { Interlocked.Add(ref _hits, 5); Interlocked.Decrement(ref _misses); }).Start();
            }
        }
        """);

    // An expression-bodied void member or lambda is a statement in all but spelling: the fix must apply there too.
    [Fact]
    public Task Fix_uses_Interlocked_in_expression_bodies() => V.CodeFix<SharedStateAnalyzer, InterlockedCodeFix>(Usings + """
        public sealed class Stats
        {
            private long _hits;
            private int _rejected;
            public void Start(int n)
            {
                new Thread(() => {|DSR0003:_hits++|}).Start();
                Parallel.For(0, n, i => {|DSR0003:_hits -= i|});
                for (var i = 0; i < n; i++) new Thread(Reject).Start();
            }
            private void Reject() => {|DSR0003:_rejected++|};
        }
        """, Usings + """
        public sealed class Stats
        {
            private long _hits;
            private int _rejected;
            public void Start(int n)
            {
                new Thread(() => Interlocked.Increment(ref _hits)).Start();
                Parallel.For(0, n, i => Interlocked.Add(ref _hits, -i));
                for (var i = 0; i < n; i++) new Thread(Reject).Start();
            }
            private void Reject() => Interlocked.Increment(ref _rejected);
        }
        """);

    // Once the updates use Interlocked, the plain reset from the callers and the plain read from the monitor thread
    // mix plain and atomic access (DSR0010): the same fix makes them volatile, so no second round is needed.
    [Fact]
    public Task Fix_makes_the_other_threads_plain_accesses_volatile_too() => V.CodeFix<SharedStateAnalyzer, InterlockedCodeFix>(Usings + """
        public sealed class E { public long V; }
        public sealed class Counter : IEventHandler<E>
        {
            private long _seen;
            private long _total;
            public void OnEvent(E data, long sequence, bool endOfBatch)
            {
                {|DSR0003:_seen++|};
                {|DSR0003:_total = _total + data.V|};
            }
            public void Reset() { _seen = 0; _total = 0; }
            public void Watch() => new Thread(() => Console.WriteLine(_seen)).Start();
        }
        """, Usings + """
        public sealed class E { public long V; }
        public sealed class Counter : IEventHandler<E>
        {
            private long _seen;
            private long _total;
            public void OnEvent(E data, long sequence, bool endOfBatch)
            {
                Interlocked.Increment(ref _seen);
                Interlocked.Add(ref _total, data.V);
            }
            public void Reset() { Volatile.Write(ref _seen, 0); Volatile.Write(ref _total, 0); }
            public void Watch() => new Thread(() => Console.WriteLine(Volatile.Read(ref _seen))).Start();
        }
        """);

    // Interlocked.Add of a negated amount does not exist for unsigned fields, and "this._x = _x + 1" spells the field
    // two ways, so the fix could not tell it from the amount: reported, without a fix.
    [Fact]
    public Task No_Interlocked_fix_where_it_could_not_apply() => V.NoCodeFix<SharedStateAnalyzer, InterlockedCodeFix>(Usings + """
        public sealed class Stats
        {
            private uint _free;
            private long _hits;
            public void Start()
            {
                new Thread(() => { {|DSR0003:_free -= 2|}; {|DSR0003:this._hits = _hits + 1|}; }).Start();
                new Thread(() => { {|DSR0003:_free -= 1|}; {|DSR0003:this._hits = _hits + 2|}; }).Start();
            }
        }
        """);
}
