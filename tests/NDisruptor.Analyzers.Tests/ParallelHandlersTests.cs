namespace NDisruptor.Analyzers.Tests;

public class ParallelHandlersTests
{
    private const string Prelude = "using System; using NDisruptor;\n"
        + "public sealed class Order { public long Price; public long Qty; public string? Note; }\n"
        + "public struct Tick { public long Price; public long Volume; }\n"
        + "public sealed class Pricer : IEventHandler<Order> { public void OnEvent(Order data, long sequence, bool endOfBatch) { data.Price = data.Qty * 2; } }\n"
        + "public sealed class Discounter : IEventHandler<Order> { public void OnEvent(Order order, long sequence, bool endOfBatch) { order.Price -= 1; } }\n"
        + "public sealed class Journal : IEventHandler<Order> { public void OnEvent(Order data, long sequence, bool endOfBatch) { Console.WriteLine(data.Price); } }\n"
        + "public sealed class Annotator : IEventHandler<Order> { public void OnEvent(Order data, long sequence, bool endOfBatch) { data.Note = \"x\"; } }\n";

    [Fact]
    public Task Same_group_writes_same_field() => V.Analyzer<ParallelHandlersAnalyzer>(Prelude + """
        public static class Wiring
        {
            public static void Main()
            {
                var d = new Disruptor<Order>(() => new Order(), 1024);
                d.HandleEventsWith(new Pricer(), new Journal(), {|DSR0002:new Discounter()|});
                d.HandleEventsWith(new Journal()).Then(new Annotator(), new Pricer(), {|DSR0002:new Discounter()|});
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
