namespace NDisruptor.Analyzers.Tests;

public class SingleProducerTests
{
    private const string Usings = "using System; using System.Linq; using System.Threading; using System.Threading.Tasks; using NDisruptor;\n";

    [Fact]
    public Task Field_ring_claimed_from_two_threads() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
            public void Start()
            {
                Task.Run(() => { var s = _ring.Next(); _ring.Publish(s); });
                Task.Run(() => { var s = {|DSR0005:_ring.Next()|}; _ring.Publish(s); });
            }
        }
        """);

    [Fact]
    public Task Local_ring_from_a_single_producer_disruptor_used_in_a_loop_of_tasks() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public struct Tick { public long Price; }
        public static class Program
        {
            public static void Main()
            {
                var d = new ValueDisruptor<Tick>(1024, ProducerType.Single);
                var ring = d.Start();
                for (var p = 0; p < 4; p++)
                {
                    Task.Run(() => { using var scope = {|DSR0005:ring.PublishEvent()|}; scope.Event().Price = 1; });
                }
            }
        }
        """);

    // Started per element of a query, or by ForEach, as in a loop: one thread per element.
    [Fact]
    public Task Tasks_started_per_element_of_a_query() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public sealed class Pumps
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
            public Task StartAsync(int n) => Task.WhenAll(System.Linq.Enumerable.Range(0, n).Select(_ => Task.Run(Pump)));
            private void Pump() { var s = {|DSR0005:_ring.Next()|}; _ring[s].V = 1; _ring.Publish(s); }
        }
        public sealed class Workers
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
            public void Start(System.Collections.Generic.List<int> ids) => ids.ForEach(id => new Thread(() => { var s = {|DSR0005:_ring.Next()|}; _ring.Publish(s); }).Start());
        }
        """);

    [Fact]
    public Task Create_with_ProducerType_Single_and_a_caller_plus_a_thread() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly RingBuffer<E> _ring;
            public Feed() { _ring = RingBuffer<E>.Create(ProducerType.Single, () => new E(), 64); }
            public void Send() { if (_ring.TryNext(out var s)) _ring.Publish(s); }
            public void StartHeartbeat() => new Thread(() => { var s = {|DSR0005:_ring.Next()|}; _ring.Publish(s); }).Start();
        }
        """);

    [Fact]
    public Task Not_flagged_single_producer_thread() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
            public void Start() => new Thread(() => { for (var i = 0; i < 10; i++) { var s = _ring.Next(); _ring[s].V = i; _ring.Publish(s); } }).Start();
            public long Cursor => _ring.Cursor;
        }
        """);

    [Fact]
    public Task Not_flagged_multi_producer_from_many_threads() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateMultiProducer(() => new E(), 1024);
            private readonly Disruptor<E> _d = new Disruptor<E>(() => new E(), 1024);
            public void Start()
            {
                Parallel.For(0, 4, i => { var s = _ring.Next(); _ring.Publish(s); });
                Parallel.For(0, 4, i => { var s = _d.RingBuffer.Next(); _d.RingBuffer.Publish(s); });
            }
        }
        """);

    [Fact]
    public Task Not_flagged_ring_passed_in_from_elsewhere() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly RingBuffer<E> _ring;
            public Feed(RingBuffer<E> ring) => _ring = ring;
            public void Start()
            {
                Task.Run(() => _ring.Publish(_ring.Next()));
                Task.Run(() => _ring.Publish(_ring.Next()));
            }
        }
        """);

    [Fact]
    public Task Not_flagged_consumers_only_read_the_single_producer_ring() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
            public void Produce() { var s = _ring.Next(); _ring.Publish(s); }
            public void Watch() => Task.Run(() => Console.WriteLine(_ring.Cursor + _ring.GetRemainingCapacity() + _ring[0].V));
        }
        """);

    [Fact]
    public Task Not_flagged_each_thread_its_own_local_ring() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public static class Program
        {
            public static void Main()
            {
                Task.Run(() => { var r = RingBuffer<E>.CreateSingleProducer(() => new E(), 8); r.Publish(r.Next()); });
                Task.Run(() => { var r = RingBuffer<E>.CreateSingleProducer(() => new E(), 8); r.Publish(r.Next()); });
            }
        }
        """);

    // The worked example of docs/analyzers.md.
    [Fact]
    public Task Documented_example() => V.CodeFix<SharedStateAnalyzer, MultiProducerCodeFix>(Usings + """
        public sealed class Order { public string? Source; }
        public sealed class Feed
        {
            private readonly RingBuffer<Order> _ring =
                RingBuffer<Order>.CreateSingleProducer(() => new Order(), 1024);

            public void Start()
            {
                Task.Run(() => Pump("prices"));
                Task.Run(() => Pump("orders"));
            }

            private void Pump(string source)
            {
                var seq = {|DSR0005:_ring.Next()|};
                _ring[seq].Source = source;
                _ring.Publish(seq);
            }
        }
        """, Usings + """
        public sealed class Order { public string? Source; }
        public sealed class Feed
        {
            private readonly RingBuffer<Order> _ring =
                RingBuffer<Order>.CreateMultiProducer(() => new Order(), 1024);

            public void Start()
            {
                Task.Run(() => Pump("prices"));
                Task.Run(() => Pump("orders"));
            }

            private void Pump(string source)
            {
                var seq = _ring.Next();
                _ring[seq].Source = source;
                _ring.Publish(seq);
            }
        }
        """);

    [Fact]
    public Task Fix_creates_multi_producer() => V.CodeFix<SharedStateAnalyzer, MultiProducerCodeFix>(Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
            private readonly Disruptor<E> _d = new Disruptor<E>(() => new E(), 1024, ProducerType.Single);
            public void Start()
            {
                Task.Run(() => { var s = _ring.Next(); _ring.Publish(s); });
                Task.Run(() => { var s = {|DSR0005:_ring.Next()|}; _ring.Publish(s); });
                Task.Run(() => _d.RingBuffer.Publish(_d.RingBuffer.Next()));
                Task.Run(() => _d.RingBuffer.Publish({|DSR0005:_d.RingBuffer.Next()|}));
            }
        }
        """, Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateMultiProducer(() => new E(), 1024);
            private readonly Disruptor<E> _d = new Disruptor<E>(() => new E(), 1024, ProducerType.Multi);
            public void Start()
            {
                Task.Run(() => { var s = _ring.Next(); _ring.Publish(s); });
                Task.Run(() => { var s = _ring.Next(); _ring.Publish(s); });
                Task.Run(() => _d.RingBuffer.Publish(_d.RingBuffer.Next()));
                Task.Run(() => _d.RingBuffer.Publish(_d.RingBuffer.Next()));
            }
        }
        """);

    // ------------------------------------------------------------ disruptors made around a ring

    [Fact]
    public Task Disruptor_around_a_single_producer_ring_made_in_place_claimed_from_two_tasks() => V.CodeFix<SharedStateAnalyzer, MultiProducerCodeFix>(Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly Disruptor<E> _d = new Disruptor<E>(RingBuffer<E>.Create(ProducerType.Single, () => new E(), 1024, null, 1 << 25));
            public void Start()
            {
                Task.Run(() => _d.RingBuffer.Publish(_d.RingBuffer.Next()));
                Task.Run(() => _d.RingBuffer.Publish({|DSR0005:_d.RingBuffer.Next()|}));
            }
        }
        """, Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly Disruptor<E> _d = new Disruptor<E>(RingBuffer<E>.Create(ProducerType.Multi, () => new E(), 1024, null, 1 << 25));
            public void Start()
            {
                Task.Run(() => _d.RingBuffer.Publish(_d.RingBuffer.Next()));
                Task.Run(() => _d.RingBuffer.Publish(_d.RingBuffer.Next()));
            }
        }
        """);

    // The disruptor's ring is the local's: a claim through each is two producers on one ring.
    [Fact]
    public Task Disruptor_around_a_local_single_producer_ring_claimed_through_both() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public struct Tick { public long Price; }
        public static class Program
        {
            public static void Main()
            {
                var ring = ValueRingBuffer<Tick>.CreateSingleProducer(1024);
                var d = new ValueDisruptor<Tick>(ring);
                d.Start();
                new Thread(() => { var s = ring.Next(); ring[s].Price = 1; ring.Publish(s); }).Start();
                new Thread(() => { var s = {|DSR0005:d.RingBuffer.Next()|}; d.RingBuffer.Publish(s); }).Start();
            }
        }
        """);

    [Fact]
    public Task Ring_taken_back_from_a_disruptor_around_a_single_producer_field_ring() => V.CodeFix<SharedStateAnalyzer, MultiProducerCodeFix>(Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
            public void Start()
            {
                var d = new Disruptor<E>(_ring);
                var started = d.Start();
                Task.Run(() => _ring.Publish(_ring.Next()));
                Task.Run(() => { var s = {|DSR0005:started.Next()|}; started.Publish(s); });
            }
        }
        """, Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateMultiProducer(() => new E(), 1024);
            public void Start()
            {
                var d = new Disruptor<E>(_ring);
                var started = d.Start();
                Task.Run(() => _ring.Publish(_ring.Next()));
                Task.Run(() => { var s = started.Next(); started.Publish(s); });
            }
        }
        """);

    [Fact]
    public Task Disruptor_in_a_property_initializer_around_a_ring_made_in_place() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            public Disruptor<E> D { get; } = new Disruptor<E>(RingBuffer<E>.CreateSingleProducer(() => new E(), 1024));
            public void Start()
            {
                Task.Run(() => D.RingBuffer.Publish(D.RingBuffer.Next()));
                Task.Run(() => D.RingBuffer.Publish({|DSR0005:D.RingBuffer.Next()|}));
            }
        }
        """);

    [Fact]
    public Task Disruptor_around_a_native_ring_held_in_a_local() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public struct Tick { public long Price; }
        public static class Program
        {
            public static void Main()
            {
                using var ring = NativeRingBuffer<Tick>.CreateSingleProducer(1024);
                var d = new ValueDisruptor<Tick>(ring);
                Parallel.For(0, 4, i => { var s = {|DSR0005:d.RingBuffer.Next()|}; d.RingBuffer.Publish(s); });
            }
        }
        """);

    // The ring local left the code that made it (the disruptor in a field holds it): Start and Send are both the callers.
    [Fact]
    public Task Not_flagged_ring_local_kept_by_a_disruptor_field_and_claimed_by_the_callers() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private Disruptor<E>? _d;
            public void Start()
            {
                var ring = RingBuffer<E>.Create(ProducerType.Single, () => new E(), 1024);
                _d = new Disruptor<E>(ring);
                ring.Publish(ring.Next());
            }
            public void Send() { var s = _d!.RingBuffer.Next(); _d.RingBuffer.Publish(s); }
            public Task FlushAsync() => Task.CompletedTask;
        }
        """);

    // The local may hold a multi-producer ring by the time the disruptor is made: its kind is not known.
    [Fact]
    public Task Not_flagged_disruptor_around_a_ring_local_that_may_be_multi_producer() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public static class Program
        {
            public static void Run(int producers)
            {
                var ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
                if (producers > 1) ring = RingBuffer<E>.CreateMultiProducer(() => new E(), 1024);
                var d = new Disruptor<E>(ring);
                Parallel.For(0, producers, i => d.RingBuffer.Publish(d.RingBuffer.Next()));
            }
        }
        """);

    [Fact]
    public Task Not_flagged_disruptor_around_a_multi_producer_ring_or_one_producer_thread() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly Disruptor<E> _multi = new Disruptor<E>(RingBuffer<E>.Create(ProducerType.Multi, () => new E(), 1024, null, 1 << 25));
            private readonly RingBuffer<E> _single = RingBuffer<E>.Create(ProducerType.Single, () => new E(), 1024, null, 1 << 25);
            public void Start()
            {
                Parallel.For(0, 4, i => _multi.RingBuffer.Publish(_multi.RingBuffer.Next()));
                var d = new Disruptor<E>(_single);
                new Thread(() => { for (var i = 0; i < 10; i++) d.RingBuffer.Publish(d.RingBuffer.Next()); }).Start();
            }
        }
        """);

    // ------------------------------------------------------------ one report per ring and context

    // Two tasks pump through one helper that claims, fills, publishes and aborts on failure: one mistake (a second
    // producer), one diagnostic, at the first call the second context makes.
    [Fact]
    public Task One_report_for_a_context_that_claims_and_publishes() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public string? Source; }
        public sealed class Feed
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
            public void Start()
            {
                Task.Run(() => Pump("prices"));
                Task.Run(() => Pump("orders"));
            }
            private void Pump(string source)
            {
                var seq = {|DSR0005:_ring.Next()|};
                try { _ring[seq].Source = source.Trim(); _ring.Publish(seq); }
                catch { _ring.PublishAborted(seq); throw; }
            }
        }
        """);

    // Three producers are two extra ones: one report for each, at its own first claim, however many calls follow.
    [Fact]
    public Task One_report_per_extra_context() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
            public void Start()
            {
                new Thread(() => { var s = _ring.Next(); _ring[s].V = 1; _ring.Publish(s); }).Start();
                new Thread(() => { var s = {|DSR0005:_ring.Next()|}; _ring[s].V = 2; _ring.Publish(s); s = _ring.Next(); _ring.Publish(s); }).Start();
                Task.Run(() => { if ({|DSR0005:_ring.TryNext(out var s)|}) { _ring[s].V = 3; _ring.Publish(s); } });
            }
        }
        """);

    // ------------------------------------------------------------ contexts the rule used to miss or confuse

    [Fact]
    public Task Callers_and_a_System_Threading_Timer_callback() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public sealed class Feed : IDisposable
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
            private readonly Timer _heartbeat;
            public Feed() => _heartbeat = new Timer(Beat, null, 1000, 1000);
            public void Send(long v) { var s = _ring.Next(); _ring[s].V = v; _ring.Publish(s); }
            private void Beat(object? state) { var s = {|DSR0005:_ring.Next()|}; _ring[s].V = -1; _ring.Publish(s); }
            public void Dispose() => _heartbeat.Dispose();
        }
        """);

    [Fact]
    public Task Callers_and_a_timer_callback_through_a_helper_and_a_publish_scope() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
            public Timer StartHeartbeat()
            {
                TimerCallback beat = _ => Emit(-1);
                return new Timer(beat, null, 0, 1000);
            }
            public void Send(long v) => Emit(v);
            private void Emit(long v) { using var scope = {|DSR0005:_ring.PublishEvent()|}; scope.Event().V = v; }
        }
        """);

    [Fact]
    public Task Callers_and_an_async_loop() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
            public void Send(long v) { var s = _ring.Next(); _ring[s].V = v; _ring.Publish(s); }
            public async Task HeartbeatAsync(CancellationToken ct)
            {
                using var timer = new PeriodicTimer(TimeSpan.FromSeconds(1));
                while (await timer.WaitForNextTickAsync(ct)) { var s = {|DSR0005:_ring.Next()|}; _ring.Publish(s); }
            }
        }
        """);

    // The type names nothing that starts threads (no Task, Run or Timer): its async method alone makes it concurrent.
    [Fact]
    public Task Callers_and_an_async_ValueTask_loop() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public sealed class Feed
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
            public void Send(long v) { var s = _ring.Next(); _ring[s].V = v; _ring.Publish(s); }
            public async ValueTask HeartbeatAsync(CancellationToken ct)
            {
                using var timer = new PeriodicTimer(TimeSpan.FromSeconds(1));
                while (await timer.WaitForNextTickAsync(ct)) { var s = {|DSR0005:_ring.Next()|}; _ring.Publish(s); }
            }
        }
        """);

    [Fact]
    public Task Not_flagged_each_thread_of_a_loop_creates_its_own_ring() => V.Rule<SharedStateAnalyzer>("DSR0005", Usings + """
        public sealed class E { public long V; }
        public static class Program
        {
            public static void Main()
            {
                for (var t = 0; t < 4; t++)
                {
                    new Thread(() =>
                    {
                        var ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 64);
                        for (var i = 0; i < 10; i++) { var s = ring.Next(); ring[s].V = i; ring.Publish(s); }
                    }).Start();
                }
                Parallel.For(0, 4, w => { var r = RingBuffer<E>.CreateSingleProducer(() => new E(), 8); r.Publish(r.Next()); });
            }
        }
        """);
}
