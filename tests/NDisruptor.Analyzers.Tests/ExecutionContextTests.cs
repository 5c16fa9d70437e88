namespace NDisruptor.Analyzers.Tests;

/// <summary>
/// The execution-context model follows code the way users write it: property accessors, async methods,
/// delegates kept in a local before they are started, timers, helpers. Each test is a real race the model
/// used to miss (or a per-context object it used to see as shared).
/// </summary>
public class ExecutionContextTests
{
    private const string Usings = "using System; using System.Collections.Generic; using System.Threading; using System.Threading.Tasks; using NDisruptor;\n"
        + "public sealed class E { public long V; }\n";

    // A second file of the same project: the usings without the shared event type.
    private const string FileUsings = "using System; using System.Threading; using System.Threading.Tasks; using NDisruptor;\n";

    [Fact]
    public Task Property_getter_read_on_a_worker_thread_while_callers_write_volatile() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Worker
        {
            private bool _stop;
            private bool IsStopped => {|DSR0010:_stop|};
            public void Start() => new Thread(() => { while (!IsStopped) { Thread.SpinWait(10); } }).Start();
            public void Stop() => Volatile.Write(ref _stop, true);
        }
        """);

    [Fact]
    public Task Property_setter_called_from_OnEvent_and_from_a_timer() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class H : IEventHandler<E>
        {
            [SingleWriter] private long _last;
            private long Last { set => {|DSR0001:_last|} = value; }
            public void OnEvent(E data, long sequence, bool endOfBatch) => Last = sequence;
            public Timer Reset() => new Timer(_ => Last = 0, null, 0, 1000);
        }
        """);

    [Fact]
    public Task Async_method_polls_a_flag_that_callers_set_volatile() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Pump
        {
            private bool _stop;
            public async Task RunAsync() { while (!{|DSR0010:_stop|}) { await Task.Delay(1); } }
            public void Stop() => Volatile.Write(ref _stop, true);
        }
        """);

    [Fact]
    public Task Async_method_and_OnEvent_both_write_a_single_writer_field() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class H : IEventHandler<E>
        {
            [SingleWriter] private long _flushed;
            public void OnEvent(E data, long sequence, bool endOfBatch) => _flushed = sequence;
            public async Task FlushAsync() { await Task.Yield(); {|DSR0001:_flushed|} = 0; }
        }
        """);

    [Fact]
    public Task Delegates_kept_in_locals_then_started() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Stats
        {
            private long _hits;
            public void Start()
            {
                ThreadStart work = () => { {|DSR0003:_hits++|}; };
                Action more = Count;
                new Thread(work).Start();
                Task.Run(more);
            }
            private void Count() => {|DSR0003:_hits += 2|};
        }
        """);

    [Fact]
    public Task Shared_object_captured_by_a_Parallel_body() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Acc { public long Sum; }
        public static class Totals
        {
            public static long Run(long[] values)
            {
                var acc = new Acc();
                Parallel.For(0, values.Length, i => { {|DSR0003:acc.Sum += values[i]|}; });
                return acc.Sum;
            }
        }
        """);

    [Fact]
    public Task Timer_made_in_the_constructor_and_a_local_function_on_a_thread() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Clock
        {
            private long _ticks;
            private readonly Timer _timer;
            public Clock() => _timer = new Timer(_ => {|DSR0003:_ticks++|}, null, 0, 10);
            public void Start()
            {
                new Thread(Loop).Start();
                void Loop() { while (true) { {|DSR0003:_ticks++|}; } }
            }
        }
        """);

    // Types are analyzed per file, with every part of a partial type the file declares; top-level statements are
    // the program type's code.
    [Fact]
    public Task Partial_type_parts_in_one_file_are_analyzed_together() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed partial class Stats
        {
            private long _hits;
            public void Start() => new Thread(() => { {|DSR0003:_hits++|}; }).Start();
        }
        public sealed partial class Stats
        {
            public void More() => Task.Run(() => { {|DSR0003:_hits += 2|}; });
        }
        """);

    [Fact]
    public Task Top_level_statements_are_the_program_type() => V.Analyzer<SharedStateAnalyzer>(Usings.Replace("public sealed class E { public long V; }\n", "", System.StringComparison.Ordinal) + """
        var ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 64);
        var a = Task.Run(() => { var s = ring.Next(); ring.Publish(s); });
        var b = Task.Run(() => { var s = {|DSR0005:ring.Next()|}; ring.Publish(s); });
        Task.WaitAll(a, b);
        public sealed class E { public long V; }
        """, executable: true);

    // Other libraries raise these events on threads of their own: each handler is a context.
    [Fact]
    public Task File_watcher_and_process_exit_handlers_race_with_the_handler() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Reloader : IEventHandler<E>
        {
            private readonly System.IO.FileSystemWatcher _watcher = new(".");
            [SingleWriter] private long _version;
            private long _reloads;
            public void OnEvent(E data, long sequence, bool endOfBatch) => data.V = _version;
            public void Start(System.Diagnostics.Process child)
            {
                _watcher.Changed += (s, e) => { _version = 1; {|DSR0003:_reloads++|}; };
                _watcher.Created += OnCreated;
                child.Exited += (s, e) => {|DSR0001:_version|} = -1;
                _watcher.EnableRaisingEvents = true;
            }
            private void OnCreated(object sender, System.IO.FileSystemEventArgs e) => {|DSR0003:_reloads++|};
        }
        """);

    [Fact]
    public Task Single_producer_ring_published_from_a_socket_callback_and_a_timer() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Gateway
        {
            private readonly RingBuffer<E> _ring = RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
            private readonly byte[] _buffer = new byte[512];
            public void Start(System.Net.Sockets.Socket socket, System.Timers.Timer heartbeat)
            {
                socket.BeginReceive(_buffer, 0, _buffer.Length, System.Net.Sockets.SocketFlags.None, OnReceive, socket);
                heartbeat.Elapsed += (s, e) => { var seq = _ring.Next(); _ring[seq].V = 0; _ring.Publish(seq); };
            }
            private void OnReceive(IAsyncResult result)
            {
                var seq = {|DSR0005:_ring.Next()|};
                _ring[seq].V = _buffer[0];
                _ring.Publish(seq);
            }
        }
        """);

    [Fact]
    public Task Socket_completed_event_is_a_context() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Receiver
        {
            private long _received;
            public void Start(System.Net.Sockets.SocketAsyncEventArgs args)
            {
                args.Completed += (s, e) => {|DSR0003:_received += e.BytesTransferred|};
                new Thread(() => { while (true) {|DSR0003:_received += 1|}; }).Start();
            }
        }
        """);

    [Fact]
    public Task Created_and_Changed_properties_are_not_event_handlers() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Document
        {
            public DateTime Created { get; set; }
            public event EventHandler? Changed;
            private long _edits;
            public void Edit() { _edits++; Created = DateTime.UtcNow; Changed?.Invoke(this, EventArgs.Empty); }
            public void Watch(Document other) => other.Changed += (s, e) => _edits++;
        }
        """);

    // A partial type is one type: the handler in one file and the timer in the other race on the same field.
    [Fact]
    public Task Partial_type_judged_as_a_whole_across_files() => V.AnalyzerOnFiles<SharedStateAnalyzer>(Usings + """
        public sealed partial class Pricer : IEventHandler<E>
        {
            [SingleWriter] private long _last;
            private long _seen;
            public void OnEvent(E data, long sequence, bool endOfBatch) { _last = sequence; {|DSR0003:_seen++|}; }
        }
        """, FileUsings + """
        public sealed partial class Pricer
        {
            private readonly RingBuffer<E> _out = RingBuffer<E>.CreateSingleProducer(() => new E(), 64);
            public void StartReset() => new Thread(() => { {|DSR0001:_last|} = 0; {|DSR0003:_seen++|}; var s = _out.Next(); _out.Publish(s); }).Start();
            public void Emit() { var s = {|DSR0005:_out.Next()|}; _out.Publish(s); }
        }
        """);

    [Fact]
    public Task Partial_type_without_concurrency_in_either_file_stays_silent() => V.AnalyzerOnFiles<SharedStateAnalyzer>(Usings + """
        public sealed partial class Book
        {
            private long _orders;
            public void Add() => _orders++;
        }
        """, FileUsings + """
        public sealed partial class Book
        {
            public long Orders => _orders;
            public void Reset() => _orders = 0;
        }
        """);

    // The caller waits for an async helper it awaits: the helper's code is part of the caller's flow.
    [Fact]
    public Task Async_helper_awaited_by_the_handler_runs_in_its_context() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Enricher : IAsyncBatchEventHandler<E>
        {
            private int _throttled;
            private int _dropped;
            public void OnStart() { }
            public void OnShutdown() { }
            public void OnTimeout(long sequence) { }
            public async ValueTask OnBatchAsync(EventBatch<E> batch, long firstSequence, CancellationToken cancellationToken)
            {
                if (_throttled > 100) _throttled = 0;
                await LookupAsync().ConfigureAwait(false);
                _dropped = 0;
                _ = DropAsync();
            }
            private async Task LookupAsync() { _throttled++; await Task.Yield(); }
            private async Task DropAsync() { await Task.Yield(); {|DSR0003:_dropped++|}; }
        }
        """);

    // [SingleWriter] on a handler's state names the handler's thread as the owner, wherever the other write sits.
    [Fact]
    public Task Single_writer_owner_is_the_handler_even_when_another_write_comes_first() => V.Analyzer<SharedStateAnalyzer>(Usings + """
        public sealed class Book : IEventHandler<E>
        {
            [SingleWriter] private long _best;
            public Task ResetAsync() => Task.Run(() => {|DSR0001:_best|} = 0);
            public void OnEvent(E data, long sequence, bool endOfBatch) { if (data.V > _best) _best = data.V; }
        }
        """);
}
