using System.Threading.Tasks;
using Xunit;
using V = NDisruptor.Analyzers.Tests.Verify;

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
}
