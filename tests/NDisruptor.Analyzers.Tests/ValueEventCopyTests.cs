namespace NDisruptor.Analyzers.Tests;

public class ValueEventCopyTests
{
    private const string Prelude = "using System; using NDisruptor;\npublic struct Tick { public long Price; public Inner Meta; }\npublic struct Inner { public int Flags; }\npublic sealed class E { public long V; }\n";

    [Fact]
    public Task Copy_from_ring_scope_and_ref_data_then_written() => V.Analyzer<ValueEventCopyAnalyzer>(Prelude + """
        public sealed class P : IValueEventHandler<Tick>
        {
            public void Send(ValueRingBuffer<Tick> ring)
            {
                var s = ring.Next();
                var {|DSR0011:t = ring[s]|};
                t.Price = 5;
                ring.Publish(s);
                using var scope = ring.PublishEvent();
                Tick {|DSR0011:e = scope.Event()|};
                e.Meta.Flags |= 1;
            }
            public void OnEvent(ref Tick data, long sequence, bool endOfBatch)
            {
                var {|DSR0011:copy = data|};
                copy.Price++;
            }
        }
        """);

    [Fact]
    public Task Not_flagged_refs_snapshots_and_reference_events() => V.Analyzer<ValueEventCopyAnalyzer>(Prelude + """
        public sealed class P : IValueEventHandler<Tick>
        {
            public long Send(ValueRingBuffer<Tick> ring, RingBuffer<E> objects)
            {
                var s = ring.Next();
                ref var t = ref ring[s];
                t.Price = 5;
                var snapshot = ring[s];
                var o = objects[s];
                o.V = 3;
                ring.Publish(s);
                return snapshot.Price;
            }
            public void OnEvent(ref Tick data, long sequence, bool endOfBatch)
            {
                var copy = data;
                copy.Price++;
                data = copy;
                var local = data;
                local.Price = 1;
                Store(local);
            }
            private static void Store(Tick t) { }
        }
        """);

    [Fact]
    public Task Not_flagged_copy_modified_and_returned_or_captured() => V.Analyzer<ValueEventCopyAnalyzer>(Prelude + """
        public static class P
        {
            public static Tick Next(ValueRingBuffer<Tick> ring, long s)
            {
                var t = ring[s];
                t.Price += 1;
                return t;
            }
            public static Func<long> Later(ValueRingBuffer<Tick> ring, long s)
            {
                var t = ring[s];
                return () => t.Price = 1;
            }
        }
        """);

    [Fact]
    public Task Fix_takes_a_ref() => V.CodeFix<ValueEventCopyAnalyzer, RefLocalCodeFix>(Prelude + """
        public sealed class P : IValueEventHandler<Tick>
        {
            public void Send(ValueRingBuffer<Tick> ring)
            {
                var s = ring.Next();
                var {|DSR0011:t = ring[s]|};
                t.Price = 5;
                ring.Publish(s);
            }
            public void OnEvent(ref Tick data, long sequence, bool endOfBatch)
            {
                Tick {|DSR0011:copy = data|};
                copy.Meta.Flags = 2;
            }
        }
        """, Prelude + """
        public sealed class P : IValueEventHandler<Tick>
        {
            public void Send(ValueRingBuffer<Tick> ring)
            {
                var s = ring.Next();
                ref var t = ref ring[s];
                t.Price = 5;
                ring.Publish(s);
            }
            public void OnEvent(ref Tick data, long sequence, bool endOfBatch)
            {
                ref Tick copy = ref data;
                copy.Meta.Flags = 2;
            }
        }
        """);

    [Fact]
    public Task Event_passed_by_value_to_a_helper_that_writes_it() => V.Analyzer<ValueEventCopyAnalyzer>(Prelude + """
        public static class Fills
        {
            public static void Price(Tick t, long price) { t.Price = price; }
        }
        public sealed class P : IValueEventHandler<Tick>
        {
            public void Send(ValueRingBuffer<Tick> ring, long price)
            {
                var s = ring.Next();
                Fills.Price({|DSR0011:ring[s]|}, price);
                ring.Publish(s);
                using var scope = ring.PublishEvent();
                Flag({|DSR0011:scope.Event()|});
            }
            public void OnEvent(ref Tick data, long sequence, bool endOfBatch) => Flag({|DSR0011:data|});
            private static void Flag(Tick t) => t.Meta.Flags |= 1;
        }
        """);

    [Fact]
    public Task Not_flagged_helpers_by_ref_readers_and_builders() => V.Analyzer<ValueEventCopyAnalyzer>(Prelude + """
        public sealed class P : IValueEventHandler<Tick>
        {
            public long Send(ValueRingBuffer<Tick> ring, long price)
            {
                var s = ring.Next();
                Fill(ref ring[s], price);
                var total = Total(ring[s]);
                ring[s] = With(ring[s], price);
                ring.Publish(s);
                return total;
            }
            public void OnEvent(ref Tick data, long sequence, bool endOfBatch) { Fill(ref data, 1); Log(data); }
            private static void Fill(ref Tick t, long price) => t.Price = price;
            private static long Total(Tick t) => t.Price + t.Meta.Flags;
            private static Tick With(Tick t, long price) { t.Price = price; return t; }
            private static void Log(Tick t) { var local = t; local.Price = 0; Console.WriteLine(local.Price); }
        }
        """);

    [Fact]
    public Task No_fix_for_a_copy_passed_to_a_helper() => V.NoCodeFix<ValueEventCopyAnalyzer, RefLocalCodeFix>(Prelude + """
        public sealed class P
        {
            public void Send(ValueRingBuffer<Tick> ring, long price)
            {
                var s = ring.Next();
                Set({|DSR0011:ring[s]|}, price);
                ring.Publish(s);
            }
            private static void Set(Tick t, long price) => t.Price = price;
        }
        """);

    // A ref local across an await does not compile (nor in an async method at all before C# 13): no fix, another advice.
    [Fact]
    public Task No_ref_local_fix_in_an_async_method_or_an_iterator() => V.NoCodeFix<ValueEventCopyAnalyzer, RefLocalCodeFix>(Prelude + """
        public sealed class Sink { public System.Threading.Tasks.Task WriteAsync(long v) => System.Threading.Tasks.Task.CompletedTask; }
        public sealed class J : IAsyncBatchEventHandler<Tick>
        {
            private readonly Sink _sink = new();
            public async System.Threading.Tasks.ValueTask OnBatchAsync(EventBatch<Tick> batch, long firstSequence, System.Threading.CancellationToken ct)
            {
                for (var i = 0; i < batch.Length; i++)
                {
                    var {|DSR0011:t = batch[i]|};
                    t.Price = 0;
                    await _sink.WriteAsync(t.Price);
                }
            }
        }
        public static class Reader
        {
            public static System.Collections.Generic.IEnumerable<long> Prices(ValueRingBuffer<Tick> ring, long hi)
            {
                for (var s = 0L; s <= hi; s++)
                {
                    var {|DSR0011:t = ring[s]|};
                    t.Price++;
                    yield return t.Price;
                }
            }
        }
        """);

    [Fact]
    public Task A_callee_of_a_referenced_project_is_not_read_and_does_not_crash_the_rule() => V.AnalyzerWithProjectReference<ValueEventCopyAnalyzer>(
        """
        public struct Quote { public long Price; }
        public static class Fills { public static void Price(Quote q, long price) => q.Price = price; }
        """,
        "using NDisruptor;\n" + """
        public sealed class H : IValueEventHandler<Quote>
        {
            public void OnEvent(ref Quote data, long sequence, bool endOfBatch) => Fills.Price(data, 1);
        }
        """);
}
