namespace NDisruptor.Analyzers.Tests;

public class RingSizeTests
{
    private const string Prelude = "using System; using NDisruptor;\npublic sealed class E { }\npublic struct Tick { public long Price; }\n";

    [Fact]
    public Task Sizes_that_are_not_powers_of_two() => V.Analyzer<RingSizeAnalyzer>(Prelude + """
        public static class P
        {
            private const int Size = 1000;
            public static void Main()
            {
                RingBuffer<E>.CreateSingleProducer(() => new E(), {|DSR0008:1000|});
                ValueRingBuffer<Tick>.CreateMultiProducer({|DSR0008:Size|});
                new Disruptor<E>(() => new E(), {|DSR0008:0|});
                new ValueDisruptor<Tick>(bufferSize: {|DSR0008:3 * 1000|}, producerType: ProducerType.Single);
            }
        }
        """);

    [Fact]
    public Task Not_flagged_powers_of_two_and_runtime_sizes() => V.Analyzer<RingSizeAnalyzer>(Prelude + """
        public static class P
        {
            private const int Size = 1 << 16;
            public static void Main(string[] args)
            {
                RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
                ValueRingBuffer<Tick>.CreateMultiProducer(Size);
                new Disruptor<E>(() => new E(), 1);
                new ValueDisruptor<Tick>(int.Parse(args[0]));
                var list = new System.Collections.Generic.List<int>(1000);
            }
        }
        """);

    [Fact]
    public Task Fix_rounds_literals_up() => V.CodeFix<RingSizeAnalyzer, PowerOfTwoCodeFix>(Prelude + """
        public static class P
        {
            public static void Main()
            {
                RingBuffer<E>.CreateSingleProducer(() => new E(), {|DSR0008:1000|});
                new ValueDisruptor<Tick>({|DSR0008:100_000|});
            }
        }
        """, Prelude + """
        public static class P
        {
            public static void Main()
            {
                RingBuffer<E>.CreateSingleProducer(() => new E(), 1024);
                new ValueDisruptor<Tick>(131072);
            }
        }
        """);

    // Sizes written as constant expressions, the way users spell them; the fix folds them as the compiler does.
    [Fact]
    public Task Fix_rounds_constant_expressions_up() => V.CodeFix<RingSizeAnalyzer, PowerOfTwoCodeFix>(Prelude + """
        public static class P
        {
            private const int Rate = 1000;
            private const int Seconds = 3;
            private const int Size = 1000;
            public static void Main()
            {
                RingBuffer<E>.CreateSingleProducer(() => new E(), {|DSR0008:48 * 64|});
                ValueRingBuffer<Tick>.CreateMultiProducer({|DSR0008:Rate * Seconds|});
                new Disruptor<E>(() => new E(), {|DSR0008:(1 << 10) - 1|}, ProducerType.Multi);
                new ValueDisruptor<Tick>(bufferSize: {|DSR0008:Size|});
            }
        }
        """, Prelude + """
        public static class P
        {
            private const int Rate = 1000;
            private const int Seconds = 3;
            private const int Size = 1000;
            public static void Main()
            {
                RingBuffer<E>.CreateSingleProducer(() => new E(), 4096 /* 48 * 64, rounded up to a power of two */);
                ValueRingBuffer<Tick>.CreateMultiProducer(4096 /* Rate * Seconds, rounded up to a power of two */);
                new Disruptor<E>(() => new E(), 1024 /* (1 << 10) - 1, rounded up to a power of two */, ProducerType.Multi);
                new ValueDisruptor<Tick>(bufferSize: 1024 /* Size, rounded up to a power of two */);
            }
        }
        """);
}
