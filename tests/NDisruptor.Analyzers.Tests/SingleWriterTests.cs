namespace NDisruptor.Analyzers.Tests;

public class SingleWriterTests
{
    private const string Usings = "using System; using System.Threading; using System.Threading.Tasks; using NDisruptor;\n";

    [Fact]
    public Task Written_by_handler_and_by_a_Task_Run_lambda() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class E { public long V; }
        public sealed class Counter : IEventHandler<E>
        {
            [SingleWriter] private long _seen;
            public void OnEvent(E data, long sequence, bool endOfBatch) => _seen = sequence;
            public void ResetLater() => Task.Run(() => {|DSR0001:_seen|} = 0);
        }
        """);

    // A deconstruction writes each variable of its target tuple.
    [Fact]
    public Task Written_by_a_deconstruction() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class E { public long V; }
        public sealed class Counter : IEventHandler<E>
        {
            [SingleWriter] private long _seen;
            private long _other;
            public void OnEvent(E data, long sequence, bool endOfBatch) => _seen = sequence;
            public void ResetLater() => Task.Run(() => ({|DSR0001:_seen|}, _other) = (0, 0));
        }
        """);

    [Fact]
    public Task Written_from_two_threads() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Producer
        {
            [SingleWriter("producer")] public long Published { get; set; }
            public void Start()
            {
                new Thread(() => Published = 1).Start();
                new Thread(() => {|DSR0001:Published|} = 2).Start();
            }
        }
        """);

    [Fact]
    public Task Written_in_a_Parallel_body_which_is_many_threads() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Stats
        {
            [SingleWriter] private int _last;
            public void Run() => Parallel.For(0, 8, i => { {|DSR0001:_last|} = i; });
        }
        """);

    // The write is a single-writer violation and a racy update at once: reported once, as DSR0001.
    [Fact]
    public Task Private_helper_called_from_OnEvent_and_from_a_thread() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class E { public long V; }
        public sealed class H : IEventHandler<E>
        {
            [SingleWriter] private long _total;
            public void OnEvent(E data, long sequence, bool endOfBatch) => Add(data.V);
            private void Add(long v) => {|DSR0001:_total|} = _total + v;
            public void Start() => ThreadPool.QueueUserWorkItem(_ => Add(1));
        }
        """);

    [Fact]
    public Task Not_flagged_single_writer_handler_increment() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class E { public long V; }
        public sealed class H : IEventHandler<E>
        {
            [SingleWriter] private long _count;
            public H() { _count = 0; }
            public void OnStart() => _count = 0;
            public void OnEvent(E data, long sequence, bool endOfBatch) { _count++; Bump(); }
            private void Bump() => _count += 2;
            public long Count => Volatile.Read(ref _count);
        }
        """);

    [Fact]
    public Task Not_flagged_only_one_spawned_writer_and_readers_elsewhere() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Worker
        {
            [SingleWriter] private long _progress;
            public void Start() => Task.Run(() => { for (var i = 0; i < 100; i++) Volatile.Write(ref _progress, i); });
            public long Progress => Volatile.Read(ref _progress);
        }
        """);

    [Fact]
    public Task Not_flagged_constructor_and_initializer_do_not_count() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Worker
        {
            [SingleWriter] private long _a = 5;
            public Worker(long a) { _a = a; Init(); }
            private void Init() => _a = 7;
            public void Start() => new Thread(() => _a++).Start();
        }
        """);

    [Fact]
    public Task Not_flagged_unannotated_member_and_external_caller_only() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Producer
        {
            [SingleWriter] private long _next;
            private long _other;
            public long Claim() => ++_next;
            public void Reset() => _next = 0;
            public void Spin() { Task.Run(() => _other = 1); _other = 2; }
        }
        """);
}
