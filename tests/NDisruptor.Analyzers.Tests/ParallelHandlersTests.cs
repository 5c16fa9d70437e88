namespace NDisruptor.Analyzers.Tests;

public class ParallelHandlersTests
{
    private const string Prelude = "using System; using NDisruptor;\n"
        + "public sealed class Order { public long Price; public long Qty; public string? Note; }\n"
        + "public struct Tick { public long Price; public long Volume; }\n"
        + "public sealed class Pricer : IEventHandler<Order> { public void OnEvent(Order data, long sequence, bool endOfBatch) { data.Price = data.Qty * 2; } }\n"
        + "public sealed class Discounter : IEventHandler<Order> { public void OnEvent(Order order, long sequence, bool endOfBatch) { order.Price -= 1; } }\n"
        + "public sealed class Journal : IEventHandler<Order> { public void OnEvent(Order data, long sequence, bool endOfBatch) { Console.WriteLine(data.Price); } }\n"
        + "public sealed class Annotator : IEventHandler<Order> { public void OnEvent(Order data, long sequence, bool endOfBatch) { data.Note = \"x\"; } }\n"
        + "public sealed class Noter : IEventHandler<Order> { public void OnEvent(Order data, long sequence, bool endOfBatch) { data.Note = \"y\"; } }\n";

    [Fact]
    public Task Same_group_writes_same_field() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public static class Wiring
        {
            public static void Main()
            {
                var d = new Disruptor<Order>(() => new Order(), 1024);
                d.HandleEventsWith(new Pricer(), new Journal(), {|DSR0002:new Discounter()|});
                var other = new Disruptor<Order>(() => new Order(), 1024);
                other.HandleEventsWith(new Journal()).Then(new Annotator(), new Pricer(), {|DSR0002:new Discounter()|});
            }
        }
        """);

    [Fact]
    public Task Value_handlers_in_parallel() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public sealed class A : IValueEventHandler<Tick> { public void OnEvent(ref Tick data, long sequence, bool endOfBatch) => data.Volume++; }
        public sealed class B : IValueEventHandler<Tick> { public void OnEvent(ref Tick t, long sequence, bool endOfBatch) { t.Volume = 0; } }
        public static class Wiring
        {
            public static void Main()
            {
                var a = new A();
                var d = new ValueDisruptor<Tick>(1024);
                d.HandleEventsWith(a, {|DSR0002:new B()|});
            }
        }
        """);

    [Fact]
    public Task Not_flagged_writers_ordered_with_Then_and_After() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public static class Wiring
        {
            public static void Main()
            {
                var d = new Disruptor<Order>(() => new Order(), 1024);
                var pricer = new Pricer();
                d.HandleEventsWith(pricer).Then(new Discounter());
                d.After(pricer).HandleEventsWith(new Journal());
            }
        }
        """);

    [Fact]
    public Task Not_flagged_readers_and_disjoint_writers_in_parallel() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public static class Wiring
        {
            public static void Main()
            {
                var d = new Disruptor<Order>(() => new Order(), 1024);
                d.HandleEventsWith(new Pricer(), new Journal(), new Annotator());
            }
        }
        """);

    [Fact]
    public Task Not_flagged_sharded_instances_of_one_type() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public sealed class Shard : IEventHandler<Order>
        {
            private readonly int _id;
            public Shard(int id) => _id = id;
            public void OnEvent(Order data, long sequence, bool endOfBatch) { if (sequence % 2 == _id) data.Price = 0; }
        }
        public static class Wiring
        {
            public static void Main()
            {
                var d = new Disruptor<Order>(() => new Order(), 1024);
                d.HandleEventsWith(new Shard(0), new Shard(1));
            }
        }
        """);

    [Fact]
    public Task Not_flagged_local_writes_with_the_same_name() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public sealed class Stats : IEventHandler<Order>
        {
            private readonly Order _scratch = new();
            public void OnEvent(Order data, long sequence, bool endOfBatch) { _scratch.Price = data.Price; }
        }
        public static class Wiring
        {
            public static void Main()
            {
                var d = new Disruptor<Order>(() => new Order(), 1024);
                d.HandleEventsWith(new Pricer(), new Stats());
            }
        }
        """);

    // Each HandleEventsWith on a disruptor starts handlers that wait for the producer only, so handlers of separate
    // calls see each event together, as the paper's diamond does with its two middle stages.
    [Fact]
    public Task Separate_calls_on_one_disruptor_run_in_parallel() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public sealed class Wiring
        {
            private readonly Disruptor<Order> _disruptor = new(() => new Order(), 1024);

            public static void Main()
            {
                var d = new Disruptor<Order>(() => new Order(), 1024);
                d.HandleEventsWith(new Pricer());
                d.HandleEventsWith(new Journal());
                d.HandleEventsWith({|DSR0002:new Discounter()|});
            }

            public void Wire()
            {
                _disruptor.HandleEventsWith(new Pricer()).Then(new Journal());
                _disruptor.HandleEventsWith({|DSR0002:new Discounter()|});
            }

            public static void WireValues(ValueDisruptor<Tick> ticks)
            {
                ticks.HandleEventsWith(new Counter());
                ticks.HandleEventsWith({|DSR0002:new Resetter()|});
            }
        }
        public sealed class Counter : IValueEventHandler<Tick> { public void OnEvent(ref Tick data, long sequence, bool endOfBatch) => data.Volume++; }
        public sealed class Resetter : IValueEventHandler<Tick> { public void OnEvent(ref Tick t, long sequence, bool endOfBatch) { t.Volume = 0; } }
        """);

    // Two Then calls on one group (held in a local) both start after the group: they run side by side.
    [Fact]
    public Task Branches_of_one_group_run_in_parallel() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public static class Wiring
        {
            public static void Main()
            {
                var d = new Disruptor<Order>(() => new Order(), 1024);
                var logged = d.HandleEventsWith(new Journal());
                logged.Then(new Pricer());
                logged.Then({|DSR0002:new Discounter()|});

                var e = new Disruptor<Order>(() => new Order(), 1024);
                var annotator = new Annotator();
                e.HandleEventsWith(new Pricer(), annotator);
                e.After(annotator).HandleEventsWith({|DSR0002:new Discounter()|});

                var j = new Disruptor<Order>(() => new Order(), 1024);
                var journaled = j.HandleEventsWith(new Journal());
                var annotated = j.HandleEventsWith(new Annotator());
                journaled.And(annotated).Then(new Pricer());
                j.HandleEventsWith({|DSR0002:new Discounter()|});
            }
        }
        """);

    [Fact]
    public Task Not_flagged_across_calls_when_ordered_or_apart() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public static class Wiring
        {
            public static void Main(bool discount, int mode, IEventHandler<Order> registeredElsewhere)
            {
                // Ordered: After names the pricer, And joins it in, Then follows the chain.
                var d = new Disruptor<Order>(() => new Order(), 1024);
                var pricer = new Pricer();
                d.HandleEventsWith(pricer);
                d.After(pricer).HandleEventsWith(new Discounter());
                var e = new Disruptor<Order>(() => new Order(), 1024);
                var priced = e.HandleEventsWith(new Pricer());
                var logged = e.HandleEventsWith(new Journal());
                logged.And(priced).Then(new Discounter());
                var f = new Disruptor<Order>(() => new Order(), 1024);
                var group = f.HandleEventsWith(new Journal());
                group = group.Then(new Pricer());
                group.Then(new Discounter());

                // Apart: two disruptors, one local reassigned, calls on exclusive branches.
                var g = new Disruptor<Order>(() => new Order(), 1024);
                var h = new Disruptor<Order>(() => new Order(), 1024);
                g.HandleEventsWith(new Pricer());
                h.HandleEventsWith(new Discounter());
                var k = new Disruptor<Order>(() => new Order(), 1024);
                k.HandleEventsWith(new Pricer());
                k = new Disruptor<Order>(() => new Order(), 1024);
                k.HandleEventsWith(new Discounter());
                var m = new Disruptor<Order>(() => new Order(), 1024);
                if (discount) m.HandleEventsWith(new Discounter()); else m.HandleEventsWith(new Pricer());
                var p = new Disruptor<Order>(() => new Order(), 1024);
                switch (mode)
                {
                    case 0: p.HandleEventsWith(new Journal()).Then(new Pricer()); break;
                    default: p.HandleEventsWith(new Journal()).Then(new Discounter()); break;
                }

                // After names the handler a local held when it was registered last.
                var q = new Disruptor<Order>(() => new Order(), 1024);
                var pricing = new Pricer();
                q.HandleEventsWith(pricing);
                pricing = new Pricer();
                q.HandleEventsWith(new Annotator()).Then(pricing);
                q.After(pricing).HandleEventsWith(new Noter());

                // A group variable written by a deconstruction holds what it was given there, not its declared value.
                var s = new Disruptor<Order>(() => new Order(), 1024);
                var tail = s.HandleEventsWith(new Journal());
                (tail, _) = (tail.Then(new Pricer()), 0);
                tail.Then(new Discounter());

                // Unknown: what registeredElsewhere waits for (or is) is not wired here.
                var n = new Disruptor<Order>(() => new Order(), 1024);
                n.HandleEventsWith(new Pricer());
                n.After(registeredElsewhere).HandleEventsWith(new Discounter());
            }
        }
        """);

    // Paths the body may take, and functions it may never call: wiring that never all happens together is not compared.
    [Fact]
    public Task Not_flagged_across_paths_that_exclude_each_other() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public static class Wiring
        {
            public static Disruptor<Order> Replay(bool replay)
            {
                var d = new Disruptor<Order>(() => new Order(), 1024);
                if (replay)
                {
                    d.HandleEventsWith(new Pricer());
                    return d;
                }

                d.HandleEventsWith(new Discounter());
                return d;
            }

            public static void Cached(bool cached)
            {
                var d = new Disruptor<Order>(() => new Order(), 1024);
                var group = d.HandleEventsWith(new Journal());
                if (cached) group = group.Then(new Pricer()); else group = group.Then(new Annotator());
                group.Then(new Discounter());
            }

            public static void Either(Action<Action> onFast, Action<Action> onSlow)
            {
                var d = new Disruptor<Order>(() => new Order(), 1024);
                onFast(() => d.HandleEventsWith(new Pricer()));
                onSlow(() => d.HandleEventsWith(new Discounter()));
            }
        }
        """);

    [Fact]
    public Task Flagged_in_one_lambda_and_in_written_out_arrays() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public static class Wiring
        {
            public static void Main(Action<Action> configure)
            {
                configure(() =>
                {
                    var d = new Disruptor<Order>(() => new Order(), 1024);
                    d.HandleEventsWith(new Pricer());
                    d.HandleEventsWith({|DSR0002:new Discounter()|});
                });

                var e = new Disruptor<Order>(() => new Order(), 1024);
                e.HandleEventsWith(new IEventHandler<Order>[] { new Pricer(), {|DSR0002:new Discounter()|} });
            }
        }
        """);

    // A branch that does not leave for good, a loop whose passes take different branches, a field wired where it is made.
    [Fact]
    public Task Flagged_after_branches_that_do_not_leave() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public sealed class Wiring
        {
            private readonly Disruptor<Order> _disruptor;

            public Wiring(int mode, bool[] flags)
            {
                var d = new Disruptor<Order>(() => new Order(), 1024);
                switch (mode)
                {
                    case 0: d.HandleEventsWith(new Pricer()); break;
                }

                d.HandleEventsWith({|DSR0002:new Discounter()|});

                var e = new Disruptor<Order>(() => new Order(), 1024);
                foreach (var flag in flags)
                {
                    if (flag) { e.HandleEventsWith(new Pricer()); } else { e.HandleEventsWith({|DSR0002:new Discounter()|}); }
                }

                var f = new Disruptor<Order>(() => new Order(), 1024);
                if (mode > 1)
                {
                    f.HandleEventsWith(new Pricer());
                    if (mode > 2) return;
                }

                f.HandleEventsWith({|DSR0002:new Discounter()|});

                _disruptor = new Disruptor<Order>(() => new Order(), 1024);
                _disruptor.HandleEventsWith(new Pricer());
                _disruptor.HandleEventsWith({|DSR0002:new Discounter()|});
            }
        }
        """);

    // A worker pool's workers take turns at events, so they never race each other; a handler beside the pool does.
    [Fact]
    public Task Worker_pools_race_only_with_handlers_beside_them() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public static class Wiring
        {
            public static void Main()
            {
                var d = new Disruptor<Order>(() => new Order(), 1024);
                d.HandleEventsWithWorkerPool<IEventHandler<Order>>(new Pricer(), new Discounter());
                d.HandleEventsWith({|DSR0002:new Discounter()|});

                // After one worker waits for the whole pool.
                var e = new Disruptor<Order>(() => new Order(), 1024);
                var first = new Pricer();
                e.HandleEventsWithWorkerPool<IEventHandler<Order>>(first, new Annotator());
                e.After(first).HandleEventsWith(new Noter());
            }
        }
        """);

    // A group whose handlers are not all known still has a moment it was formed: handlers started after it are compared
    // with every handler registered later, as with any other group.
    [Fact]
    public Task Groups_of_unknown_handlers_still_order_later_ones() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public static class Wiring
        {
            public static void Main(int mode, bool ntp, IEventHandler<Order> audit, Func<EventHandlerGroup<Order>> elsewhere)
            {
                // One of two groups, by a switch: both Then calls wait for it alone.
                var d = new Disruptor<Order>(() => new Order(), 1024);
                var journaled = d.HandleEventsWith(new Journal());
                EventHandlerGroup<Order> priced;
                switch (mode)
                {
                    case 0: priced = journaled.Then(new Annotator()); break;
                    default: priced = journaled.Then(new Journal()); break;
                }

                priced.Then(new Pricer());
                priced.Then({|DSR0002:new Discounter()|});

                // One of a ?:'s two groups, and a handler registered after it straight off the disruptor.
                var e = new Disruptor<Order>(() => new Order(), 1024);
                var aligned = ntp ? e.HandleEventsWith(new Annotator()) : e.HandleEventsWith(new Journal());
                aligned.Then(new Pricer());
                e.HandleEventsWith({|DSR0002:new Discounter()|});

                // After something not registered here: only handlers registered before it may be among what it names.
                var f = new Disruptor<Order>(() => new Order(), 1024);
                f.HandleEventsWith(new Journal());
                f.After(audit).HandleEventsWith(new Discounter());
                f.HandleEventsWith({|DSR0002:new Repricer()|});

                // A group from a method call: its disruptor is not known, so nothing after it is compared across calls.
                var g = new Disruptor<Order>(() => new Order(), 1024);
                elsewhere().Then(new Pricer());
                g.HandleEventsWith(new Discounter());
            }
        }
        public sealed class Repricer : IEventHandler<Order> { public void OnEvent(Order data, long sequence, bool endOfBatch) { data.Price += 1; } }
        """);

    // Batch handlers write through the batch: an element, a loop variable, a local taken from it, a span of it; not
    // through a copy of a value event.
    [Fact]
    public Task Batch_handlers_write_through_the_batch() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public sealed class BatchPricer : IBatchEventHandler<Order>
        {
            public void OnBatch(ReadOnlySpan<Order> batch, long firstSequence) { foreach (var order in batch) order.Price = 1; }
        }
        public sealed class BatchAnnotator : IBatchEventHandler<Order>
        {
            public void OnBatch(ReadOnlySpan<Order> orders, long firstSequence) { for (var i = 0; i < orders.Length; i++) orders[i].Note = "b"; }
        }
        public sealed class BatchReader : IBatchEventHandler<Order>
        {
            public void OnBatch(ReadOnlySpan<Order> batch, long firstSequence) { foreach (var order in batch) Console.WriteLine(order.Price); }
        }
        public sealed class TickZeroer : IAsyncBatchEventHandler<Tick>
        {
            public System.Threading.Tasks.ValueTask OnBatchAsync(EventBatch<Tick> batch, long firstSequence, System.Threading.CancellationToken cancellationToken)
            {
                foreach (ref var tick in batch.GetSpans(out _)) tick.Volume = 0;
                return default;
            }
        }
        public sealed class TickResetter : IAsyncBatchEventHandler<Tick>
        {
            public System.Threading.Tasks.ValueTask OnBatchAsync(EventBatch<Tick> batch, long firstSequence, System.Threading.CancellationToken cancellationToken)
            {
                var first = batch.GetSpans(out var second);
                for (var i = 0; i < second.Length; i++) { ref var t = ref second[i]; t.Volume = 0; }
                return default;
            }
        }
        public sealed class TickCopier : IAsyncBatchEventHandler<Tick>
        {
            public System.Threading.Tasks.ValueTask OnBatchAsync(EventBatch<Tick> batch, long firstSequence, System.Threading.CancellationToken cancellationToken)
            {
                var copy = batch[0];
                copy.Volume = 0;
                Console.WriteLine(copy.Volume);
                return default;
            }
        }
        public sealed class Counter : IValueEventHandler<Tick> { public void OnEvent(ref Tick data, long sequence, bool endOfBatch) => data.Volume++; }
        public static class Wiring
        {
            public static void Main()
            {
                var copies = new ValueDisruptor<Tick>(1024);
                copies.HandleEventsWith(new TickCopier());
                copies.HandleEventsWith(new Counter());

                var d = new Disruptor<Order>(() => new Order(), 1024);
                d.HandleEventsWith(new BatchPricer(), new BatchReader());
                d.HandleEventsWith({|DSR0002:new Discounter()|});
                d.HandleEventsWith(new Annotator());
                d.HandleEventsWith({|DSR0002:new BatchAnnotator()|});

                var ticks = new ValueDisruptor<Tick>(1024);
                ticks.HandleEventsWith(new TickZeroer());
                ticks.HandleEventsWith({|DSR0002:new Counter()|});
                var more = new ValueDisruptor<Tick>(1024);
                more.HandleEventsWith(new TickResetter());
                more.HandleEventsWith({|DSR0002:new Counter()|});
            }
        }
        """);

    // Code as an IDE sees it while it is typed: nothing to report, and nothing thrown.
    [Fact]
    public Task Survives_wiring_that_does_not_compile_yet() => V.AnalyzerSurvives<ParallelHandlersAnalyzer>(Prelude + """
        public static class Wiring
        {
            public static void Main(bool flag)
            {
                var d = new Disruptor<Order>(() => new Order(), 1024);
                d.HandleEventsWith(new Pricer(), );
                d.After(.HandleEventsWith(new Discounter());
                var g = d.HandleEventsWith(new Unknown()).Then(g).And();
                g.Then(new Discounter(), flag ? new Pricer() : );
                d.HandleEventsWith(new Discounter()
            }
        }
        """);

    // The write happens in a helper OnEvent hands the event to.
    [Fact]
    public Task Write_through_a_helper_OnEvent_calls() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public sealed class Repricer : IEventHandler<Order>
        {
            public void OnEvent(Order data, long sequence, bool endOfBatch) => Apply(data, 2);
            private static void Apply(Order order, long factor) => order.Price *= factor;
        }
        public sealed class Ticker : IValueEventHandler<Tick>
        {
            public void OnEvent(ref Tick data, long sequence, bool endOfBatch) { Fill(ref data); }
            private void Fill(ref Tick t) => t.Volume = 0;
        }
        public sealed class Counter : IValueEventHandler<Tick> { public void OnEvent(ref Tick data, long sequence, bool endOfBatch) => data.Volume++; }
        public static class Wiring
        {
            public static void Main()
            {
                new Disruptor<Order>(() => new Order(), 1024).HandleEventsWith(new Pricer(), {|DSR0002:new Repricer()|});
                new ValueDisruptor<Tick>(1024).HandleEventsWith(new Counter(), {|DSR0002:new Ticker()|});
            }
        }
        """);
}
