namespace NDisruptor.Analyzers.Tests;

public class FalseSharingTests
{
    private const string Usings = "using System; using System.Runtime.InteropServices; using System.Threading; using System.Threading.Tasks; using NDisruptor;\n";

    [Fact]
    public Task Adjacent_counters_of_two_threads() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Pipeline
        {
            private long _produced;
            private long {|DSR0004:_consumed|};
            public void Start()
            {
                new Thread(() => { while (true) _produced++; }).Start();
                new Thread(() => { while (true) _consumed++; }).Start();
            }
        }
        """);

    [Fact]
    public Task Sequences_published_by_different_methods() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Cursors
        {
            private long _head;
            private long {|DSR0004:_tail|};
            public void Produce(long s) => Volatile.Write(ref _head, s);
            public void Consume(long s) => Volatile.Write(ref _tail, s);
        }
        """);

    [Fact]
    public Task Handler_field_next_to_a_timer_field_in_a_struct() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class E { public long V; }
        public sealed class H : IEventHandler<E>
        {
            private long _seen;
            private long _p1, _p2, _p3;
            private long {|DSR0004:_ticks|};
            public void OnEvent(E data, long sequence, bool endOfBatch) => _seen = sequence;
            public Timer Tick() => new Timer(_ => Interlocked.Increment(ref _ticks), null, 0, 1);
        }
        """);

    [Fact]
    public Task Per_worker_slots_in_a_Parallel_body() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Counts
        {
            public long[] Run()
            {
                var counts = new long[4];
                Parallel.For(0, 4, w => { for (var i = 0; i < 1000; i++) {|DSR0004:counts[w]|}++; });
                return counts;
            }
        }
        """);

    [Fact]
    public Task Not_flagged_padded_with_128_bytes() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Pipeline
        {
            private long _produced;
            private long _p1, _p2, _p3, _p4, _p5, _p6, _p7, _p8, _p9, _p10, _p11, _p12, _p13, _p14, _p15;
            private long _consumed;
            public void Start()
            {
                new Thread(() => { while (true) _produced++; }).Start();
                new Thread(() => { while (true) _consumed++; }).Start();
            }
        }
        """);

    [Fact]
    public Task Not_flagged_padded_structs_and_explicit_layout() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        [StructLayout(LayoutKind.Explicit, Size = 256)]
        public struct PaddedLong { [FieldOffset(128)] public long Value; }
        public sealed class Cursors
        {
            private PaddedLong _head;
            private PaddedLong _tail;
            public void Produce(long s) => Volatile.Write(ref _head.Value, s);
            public void Consume(long s) => Volatile.Write(ref _tail.Value, s);
        }
        [StructLayout(LayoutKind.Explicit)]
        public sealed class Explicit
        {
            [FieldOffset(0)] private long _a;
            [FieldOffset(128)] private long _b;
            public void Start()
            {
                new Thread(() => { while (true) _a++; }).Start();
                new Thread(() => { while (true) _b++; }).Start();
            }
        }
        """);

    [Fact]
    public Task Not_flagged_cold_flag_next_to_hot_counter() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class E { public long V; }
        public sealed class H : IEventHandler<E>
        {
            private long _count;
            private bool _stopping;
            public void OnEvent(E data, long sequence, bool endOfBatch) => _count++;
            public void Stop() => _stopping = true;
        }
        """);

    [Fact]
    public Task Not_flagged_one_off_state_changes() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Lifecycle
        {
            private int _started;
            private Exception? _fault;
            private Exception? _closed;
            private int _halted;
            public void Start() { if (Interlocked.Exchange(ref _started, 1) == 0) for (var i = 0; i < 4; i++) new Thread(Run).Start(); }
            public void Halt() => Volatile.Write(ref _halted, 1);
            private void Run() { try { } catch (Exception e) { Interlocked.CompareExchange(ref _fault, e, null); } }
            public void Close(Exception reason) => Interlocked.CompareExchange(ref _closed, reason, null);
        }
        """);

    [Fact]
    public Task Not_flagged_same_thread_writes_both() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Pipeline
        {
            private long _a;
            private long _b;
            public void Start() => new Thread(() => { while (true) { _a++; _b++; } }).Start();
        }
        """);

    [Fact]
    public Task Not_flagged_strided_slots_and_local_accumulation() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Counts
        {
            public long[] Run()
            {
                var counts = new long[4 * 16];
                Parallel.For(0, 4, w => { for (var i = 0; i < 1000; i++) counts[w * 16]++; });
                var totals = new long[4];
                Parallel.For(0, 4, w => { long local = 0; for (var i = 0; i < 1000; i++) local++; totals[w] = local; });
                return counts;
            }
        }
        """);

    [Fact]
    public Task Fix_pads_adjacent_longs() => V.CodeFix<SharedStateAnalyzer, PaddingCodeFix>(Usings + """
        public sealed class Pipeline
        {
            private long _produced;
            private long {|DSR0004:_consumed|};
            public void Start()
            {
                new Thread(() => { while (true) _produced++; }).Start();
                new Thread(() => { while (true) _consumed++; }).Start();
            }
        }
        """, Usings + """
        public sealed class Pipeline
        {
            private long _produced;
        #pragma warning disable CS0169, IDE0051 // padding against false sharing (DSR0004)
            private long _padBeforeConsumed1, _padBeforeConsumed2, _padBeforeConsumed3, _padBeforeConsumed4, _padBeforeConsumed5, _padBeforeConsumed6, _padBeforeConsumed7, _padBeforeConsumed8, _padBeforeConsumed9, _padBeforeConsumed10, _padBeforeConsumed11, _padBeforeConsumed12, _padBeforeConsumed13, _padBeforeConsumed14, _padBeforeConsumed15;
        #pragma warning restore CS0169, IDE0051
            private long _consumed;
            public void Start()
            {
                new Thread(() => { while (true) _produced++; }).Start();
                new Thread(() => { while (true) _consumed++; }).Start();
            }
        }
        """);

    // Padding goes before a declaration: two fields of one declaration would stay side by side, and the warning came back.
    [Fact]
    public Task No_padding_fix_between_fields_of_one_declaration() => V.NoCodeFix<SharedStateAnalyzer, PaddingCodeFix>(Usings + """
        public sealed class Pipeline
        {
            private long _produced, {|DSR0004:_consumed|};
            public void Start()
            {
                new Thread(() => { while (true) _produced++; }).Start();
                new Thread(() => { while (true) _consumed++; }).Start();
            }
        }
        """);
}
