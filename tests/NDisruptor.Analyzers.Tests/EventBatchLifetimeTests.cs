namespace NDisruptor.Analyzers.Tests;

public class EventBatchLifetimeTests
{
    private const string Prelude = "using System; using System.Collections.Generic; using System.Threading; using System.Threading.Tasks; using NDisruptor;\n"
        + "public sealed class E { public long V; public string? Name; }\n"
        + "public struct Tick { public long Price; }\n"
        + "public abstract class Base<T> : IAsyncBatchEventHandler<T> { public void OnStart() { } public void OnShutdown() { } public void OnTimeout(long sequence) { } public abstract ValueTask OnBatchAsync(EventBatch<T> batch, long firstSequence, CancellationToken cancellationToken); }\n";

    [Fact]
    public Task Batch_or_class_events_stored_in_fields() => V.Analyzer<EventBatchLifetimeAnalyzer>(Prelude + """
        public sealed class Keeper : Base<E>
        {
            private EventBatch<E> _pending;
            private E? _last;
            private readonly List<E> _seen = new();
            private readonly System.Threading.Channels.Channel<E> _out = System.Threading.Channels.Channel.CreateUnbounded<E>();
            public override ValueTask OnBatchAsync(EventBatch<E> batch, long firstSequence, CancellationToken cancellationToken)
            {
                {|DSR0013:_pending = batch|};
                for (var i = 0; i < batch.Length; i++)
                {
                    var e = batch[i];
                    if (e.V > 100) {|DSR0013:_out.Writer.TryWrite(e)|};
                    {|DSR0013:_seen.Add(batch[i])|};
                }
                var first = batch.GetSpans(out var second);
                foreach (var e in second) {|DSR0013:_last = e|};
                return default;
            }
        }
        """);

    [Fact]
    public Task Batch_handed_to_work_that_is_not_awaited() => V.Analyzer<EventBatchLifetimeAnalyzer>(Prelude + """
        public sealed class Forwarder : Base<E>
        {
            public override async ValueTask OnBatchAsync(EventBatch<E> batch, long firstSequence, CancellationToken cancellationToken)
            {
                _ = {|DSR0013:Task.Run(() => Send(batch[0]))|};
                {|DSR0013:SendLaterAsync(batch)|};
                var e = batch[batch.Length - 1];
                {|DSR0013:ThreadPool.QueueUserWorkItem(_ => Console.WriteLine(e.Name))|};
                {|DSR0013:new Thread(() => Send(e))|}.Start();
                await Task.Yield();
            }
            private static void Send(E e) { }
            private static Task SendLaterAsync(EventBatch<E> batch) => Task.CompletedTask;
        }
        public sealed class Ticks : Base<Tick>
        {
            public override ValueTask OnBatchAsync(EventBatch<Tick> batch, long firstSequence, CancellationToken cancellationToken)
            {
                _ = {|DSR0013:Task.Run(() => Console.WriteLine(batch[0].Price))|};
                return default;
            }
        }
        """);

    [Fact]
    public Task Silent_for_awaited_work_copies_and_locals() => V.Analyzer<EventBatchLifetimeAnalyzer>(Prelude + """
        public sealed class Journal : Base<E>
        {
            private long _lastValue;
            private string? _lastName;
            private readonly List<long> _values = new();
            private EventBatch<Tick> _never;
            public override async ValueTask OnBatchAsync(EventBatch<E> batch, long firstSequence, CancellationToken cancellationToken)
            {
                var list = new List<E>();
                for (var i = 0; i < batch.Length; i++)
                {
                    var e = batch[i];
                    list.Add(e);
                    _values.Add(e.V);
                    await SendAsync(e, cancellationToken);
                }
                await Task.Run(() => Console.WriteLine(batch[0].V), cancellationToken);
                var pending = new List<Task>();
                foreach (var e in list) pending.Add(SendAsync(e, cancellationToken));
                await Task.WhenAll(pending);
                var t = SendAsync(batch[0], cancellationToken);
                await t.ConfigureAwait(false);
                _lastValue = batch[batch.Length - 1].V;
                _lastName = batch[0].Name;
                _ = Task.Run(() => Console.WriteLine(batch.Length + " events"));
                await Flush(batch);
            }
            private static Task SendAsync(E e, CancellationToken ct) => Task.CompletedTask;
            private static Task Flush(EventBatch<E> batch) => Task.CompletedTask;
        }
        public sealed class Prices : Base<Tick>
        {
            private Tick _last;
            private readonly List<Tick> _all = new();
            public override ValueTask OnBatchAsync(EventBatch<Tick> batch, long firstSequence, CancellationToken cancellationToken)
            {
                _last = batch[batch.Length - 1];
                _all.Add(batch[0]);
                var copy = batch[0];
                _ = Task.Run(() => Console.WriteLine(copy.Price));
                return default;
            }
        }
        """);
}
