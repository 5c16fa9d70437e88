namespace NDisruptor.Analyzers.Tests;

public class BlockingInHandlerTests
{
    private const string Prelude = "using System; using System.Threading; using System.Threading.Tasks; using NDisruptor;\npublic sealed class E { public long V; }\npublic struct Tick { public long Price; }\n";

    [Fact]
    public Task Blocking_calls_in_OnEvent() => V.Analyzer<BlockingInHandlerAnalyzer>(Prelude + """
        public sealed class H : IEventHandler<E>
        {
            private readonly object _gate = new();
            private readonly ManualResetEvent _ready = new(false);
            private readonly SemaphoreSlim _slots = new(1);
            private readonly Func<Task<long>> _load = () => Task.FromResult(1L);
            private readonly ReaderWriterLockSlim _rw = new();
            public void OnEvent(E data, long sequence, bool endOfBatch)
            {
                {|DSR0009:lock|} (_gate) { data.V++; }
                {|DSR0009:Thread.Sleep(1)|};
                {|DSR0009:_ready.WaitOne()|};
                {|DSR0009:_slots.Wait()|};
                data.V = {|DSR0009:_load().Result|};
                data.V += {|DSR0009:_load().GetAwaiter().GetResult()|};
                {|DSR0009:Monitor.Enter(_gate)|};
                {|DSR0009:Task.Delay(1).Wait()|};
                {|DSR0009:_rw.EnterWriteLock()|};
                _rw.ExitWriteLock();
                if (_rw.TryEnterReadLock(0)) _rw.ExitReadLock();
            }
        }
        """);

    [Fact]
    public Task Blocking_in_value_handler_and_batch_handler() => V.Analyzer<BlockingInHandlerAnalyzer>(Prelude + """
        public sealed class VH : IValueEventHandler<Tick>
        {
            public void OnEvent(ref Tick data, long sequence, bool endOfBatch) => {|DSR0009:Thread.Sleep(10)|};
        }
        public sealed class BH : IBatchEventHandler<E>
        {
            public void OnBatch(ReadOnlySpan<E> batch, long firstSequence) => {|DSR0009:Task.WaitAll(Task.Delay(1))|};
        }
        """);

    [Fact]
    public Task Not_flagged_outside_OnEvent_and_in_lambdas() => V.Analyzer<BlockingInHandlerAnalyzer>(Prelude + """
        public sealed class H : IEventHandler<E>
        {
            private readonly ManualResetEvent _ready = new(false);
            public void OnStart() => _ready.WaitOne();
            public void OnShutdown() { lock (_ready) { } }
            public void OnEvent(E data, long sequence, bool endOfBatch)
            {
                ThreadPool.QueueUserWorkItem(_ => Thread.Sleep(100));
                _ = Task.Run(() => _ready.WaitOne());
            }
        }
        public sealed class NotAHandler
        {
            public void OnEvent(E data, long sequence, bool endOfBatch) => Thread.Sleep(1);
        }
        """);

    [Fact]
    public Task Not_flagged_non_blocking_forms() => V.Analyzer<BlockingInHandlerAnalyzer>(Prelude + """
        public sealed class H : IEventHandler<E>
        {
            private readonly object _gate = new();
            private readonly SemaphoreSlim _slots = new(1);
            private Task<long> _pending = Task.FromResult(0L);
            public void OnEvent(E data, long sequence, bool endOfBatch)
            {
                Thread.Sleep(0);
                Thread.Yield();
                if (Monitor.TryEnter(_gate)) Monitor.Exit(_gate);
                if (_slots.Wait(0)) _slots.Release();
                if (_pending.IsCompleted) data.V = _pending.Result;
                Interlocked.Increment(ref data.V);
                var spin = new SpinWait();
                spin.SpinOnce();
            }
        }
        """);

    // Users move work out of OnEvent into helpers: one level of the handler's own methods is followed.
    [Fact]
    public Task Blocking_in_a_private_helper_called_from_OnEvent() => V.Analyzer<BlockingInHandlerAnalyzer>(Prelude + """
        public sealed class H : IEventHandler<E>
        {
            private readonly object _gate = new();
            private Task<long> _lookup = Task.FromResult(1L);
            public void OnEvent(E data, long sequence, bool endOfBatch)
            {
                Flush(endOfBatch);
                data.V = Lookup();
                Flush(false);
            }
            private void Flush(bool now) { if (now) {|DSR0009:Thread.Sleep(5)|}; {|DSR0009:lock|} (_gate) { } }
            private long Lookup() => {|DSR0009:_lookup.Result|};
        }
        """);

    [Fact]
    public Task Blocking_in_an_async_batch_handler() => V.Analyzer<BlockingInHandlerAnalyzer>(Prelude + """
        public sealed class Journal : IAsyncBatchEventHandler<E>
        {
            private readonly object _gate = new();
            private readonly SemaphoreSlim _io = new(1);
            private readonly Func<long, Task<bool>> _send = v => Task.FromResult(true);
            public void OnStart() { }
            public void OnShutdown() { }
            public void OnTimeout(long sequence) { }
            public async ValueTask OnBatchAsync(EventBatch<E> batch, long firstSequence, CancellationToken cancellationToken)
            {
                {|DSR0009:_io.Wait()|};
                try
                {
                    for (var i = 0; i < batch.Length; i++)
                    {
                        if (!{|DSR0009:_send(batch[i].V).Result|}) {|DSR0009:Thread.Sleep(10)|};
                    }
                    {|DSR0009:lock|} (_gate) { }
                    {|DSR0009:Monitor.Enter(_gate)|};
                    {|DSR0009:_send(0).GetAwaiter().GetResult()|};
                    await Task.Yield();
                }
                finally { _io.Release(); }
            }
        }
        """);

    [Fact]
    public Task Not_flagged_in_an_async_batch_handler_that_awaits() => V.Analyzer<BlockingInHandlerAnalyzer>(Prelude + """
        public sealed class Journal : IAsyncBatchEventHandler<E>
        {
            private readonly SemaphoreSlim _io = new(1);
            private readonly Func<long, Task<bool>> _send = v => Task.FromResult(true);
            public void OnStart() { }
            public void OnShutdown() { }
            public void OnTimeout(long sequence) { }
            public async ValueTask OnBatchAsync(EventBatch<E> batch, long firstSequence, CancellationToken cancellationToken)
            {
                await _io.WaitAsync(cancellationToken);
                try
                {
                    var first = _send(batch[0].V);
                    var last = _send(batch[batch.Length - 1].V);
                    await Task.WhenAll(first, last);
                    if (!first.Result || !last.GetAwaiter().GetResult()) await Task.Delay(10, cancellationToken);
                    var again = _send(1);
                    await again;
                    again.Wait();
                }
                finally { _io.Release(); }
            }
        }
        """);

    // A helper object's method, declared in source, runs on the handler thread when OnEvent calls it: reported at the call.
    [Fact]
    public Task Blocking_in_another_types_method_called_from_OnEvent() => V.Analyzer<BlockingInHandlerAnalyzer>(Prelude + """
        public sealed class Book
        {
            private readonly object _gate = new();
            private long _total;
            public void Apply(long v) { lock (_gate) { _total += v; } }
            public long Peek() => Volatile.Read(ref _total);
        }
        public sealed class Audit { public static void Write(long v) => Thread.Sleep(1); }
        public sealed class H : IEventHandler<E>
        {
            private readonly Book _book = new();
            public void OnEvent(E data, long sequence, bool endOfBatch)
            {
                {|DSR0009:_book.Apply(data.V)|};
                data.V = _book.Peek();
                if (endOfBatch) {|DSR0009:Audit.Write(sequence)|};
                _ = Task.Run(() => _book.Apply(1));
            }
        }
        """);

    [Fact]
    public Task Handler_helper_in_another_file_of_a_partial_type_reported_at_the_call() => V.AnalyzerOnFiles<BlockingInHandlerAnalyzer>(Prelude + """
        public sealed partial class H : IEventHandler<E>
        {
            public void OnEvent(E data, long sequence, bool endOfBatch) => {|DSR0009:Persist(data)|};
        }
        """, "using System.Threading;\n" + """
        public sealed partial class H
        {
            private readonly object _gate = new();
            private void Persist(E data) { lock (_gate) { data.V++; } }
        }
        """);

    [Fact]
    public Task A_method_of_a_referenced_project_is_not_followed_and_does_not_crash_the_rule() => V.AnalyzerWithProjectReference<BlockingInHandlerAnalyzer>(
        """
        public sealed class Journal
        {
            private readonly object _gate = new();
            public void Append(long v) { lock (_gate) { } }
        }
        """,
        Prelude + """
        public sealed class H : IEventHandler<E>
        {
            private readonly Journal _journal;
            public H(Journal journal) => _journal = journal;
            public void OnEvent(E data, long sequence, bool endOfBatch) => _journal.Append(data.V);
        }
        """);

    [Fact]
    public Task Interface_call_whose_implementation_in_source_blocks() => V.Analyzer<BlockingInHandlerAnalyzer>(Prelude + """
        public interface IStore { long Save(long v); void Touch(); }
        public sealed class LockingStore : IStore
        {
            private readonly object _gate = new();
            public long Save(long v) { lock (_gate) { return v; } }
            public void Touch() { }
        }
        public sealed class QuietStore : IStore { public long Save(long v) => v; public void Touch() { } }
        public abstract class Journal { public abstract void Append(long v); }
        public sealed class SleepyJournal : Journal { public override void Append(long v) => Thread.Sleep(1); }
        public sealed class H : IEventHandler<E>
        {
            private readonly IStore _store;
            private readonly Journal _journal;
            public H(IStore store, Journal journal) { _store = store; _journal = journal; }
            public void OnEvent(E data, long sequence, bool endOfBatch)
            {
                data.V = {|DSR0009:_store.Save(data.V)|};
                _store.Touch();
                {|DSR0009:_journal.Append(data.V)|};
            }
        }
        """);

    [Fact]
    public Task Database_calls_through_System_Data_interfaces() => V.Analyzer<BlockingInHandlerAnalyzer>(Prelude + """
        public sealed class H : IEventHandler<E>
        {
            private readonly System.Data.IDbConnection _connection;
            private readonly System.Data.IDbCommand _insert;
            public H(System.Data.IDbConnection connection, System.Data.IDbCommand insert) { _connection = connection; _insert = insert; }
            public void OnStart() => _connection.Open();
            public void OnEvent(E data, long sequence, bool endOfBatch)
            {
                if (_connection.State != System.Data.ConnectionState.Open) {|DSR0009:_connection.Open()|};
                {|DSR0009:_insert.ExecuteNonQuery()|};
            }
        }
        """);

    [Fact]
    public Task Composite_handler_leaves_the_inner_handler_reported_where_it_blocks() => V.Analyzer<BlockingInHandlerAnalyzer>(Prelude + """
        public sealed class Slow : IEventHandler<E> { public void OnEvent(E data, long sequence, bool endOfBatch) => {|DSR0009:Thread.Sleep(1)|}; }
        public sealed class Fan : IEventHandler<E>
        {
            private readonly IEventHandler<E>[] _inner = { new Slow() };
            public void OnEvent(E data, long sequence, bool endOfBatch) { foreach (var h in _inner) h.OnEvent(data, sequence, endOfBatch); }
        }
        """);

    [Fact]
    public Task Helper_of_the_handler_calls_a_blocking_implementation() => V.Analyzer<BlockingInHandlerAnalyzer>(Prelude + """
        public interface IStore { void Save(long v); }
        public sealed class LockingStore : IStore { private readonly object _g = new(); public void Save(long v) { lock (_g) { } } }
        public sealed class Quiet : IStore { public void Save(long v) { } }
        public sealed class Book { private readonly object _g = new(); public void Apply(long v) { Monitor.Enter(_g); Monitor.Exit(_g); } }
        public sealed class H : IEventHandler<E>
        {
            private readonly IStore _store;
            private readonly Book _book = new();
            public H(IStore store) => _store = store;
            public void OnEvent(E data, long sequence, bool endOfBatch) { Persist(data); Persist(data); }
            private void Persist(E data)
            {
                {|DSR0009:_store.Save(data.V)|};
                {|DSR0009:_book.Apply(data.V)|};
            }
        }
        """);
}
