namespace NDisruptor.Analyzers.Tests;

public class PublishScopeTests
{
    private const string Prelude = "using System; using System.Collections.Generic; using NDisruptor;\n"
        + "public sealed class E { public long V; public string? Name; public bool Failed; }\n"
        + "public struct Tick { public long Price; public long Volume; }\n";

    [Fact]
    public Task Catch_inside_the_block_that_rethrows_without_abort() => V.Analyzer<PublishScopeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, string text)
            {
                using var scope = ring.PublishEvent();
                try { scope.Event().V = long.Parse(text); }
                {|DSR0012:catch|} (FormatException) { Console.WriteLine("bad " + text); throw; }
            }
        }
        """);

    [Fact]
    public Task Catch_that_swallows_a_failed_fill_or_returns() => V.Analyzer<PublishScopeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(ValueRingBuffer<Tick> ring, string text)
            {
                using (var scope = ring.PublishEvent())
                {
                    ref var t = ref scope.Event();
                    try { t.Price = long.Parse(text); t.Volume = 1; }
                    {|DSR0012:catch|} (Exception e) { Console.WriteLine(e.Message); }
                }
            }
            public void Parsed(RingBuffer<E> ring, string text)
            {
                using var scope = ring.PublishEvent();
                long v;
                try { v = long.Parse(text); }
                {|DSR0012:catch|} (FormatException) { return; }
                scope.Event().V = v;
            }
        }
        """);

    [Fact]
    public Task Batch_scope_with_a_per_event_catch_that_continues() => V.Analyzer<PublishScopeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, string[] lines)
            {
                using var batch = ring.PublishEvents(lines.Length);
                for (var i = 0; i < lines.Length; i++)
                {
                    try { batch.Event(i).V = long.Parse(lines[i]); }
                    {|DSR0012:catch|} (FormatException) { continue; }
                }
            }
        }
        """);

    [Fact]
    public Task Using_inside_a_try_whose_catch_sees_the_exception_after_dispose() => V.Analyzer<PublishScopeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Pump(RingBuffer<E> ring, IEnumerable<string> lines)
            {
                try
                {
                    foreach (var line in lines)
                    {
                        using var {|DSR0012:scope = ring.PublishEvent()|};
                        scope.Event().Name = line.Trim();
                        scope.Event().V = long.Parse(line);
                    }
                }
                catch (Exception e) { Console.WriteLine(e); }
            }
            public void Once(RingBuffer<E> ring, string text)
            {
                try
                {
                    if (ring.TryPublishEvent(out var scope))
                    {
                        using ({|DSR0012:scope|}) { scope.Event().V = long.Parse(text); }
                    }
                }
                catch (FormatException) { }
            }
        }
        """);

    [Fact]
    public Task Silent_when_aborted_written_or_not_throwing() => V.Analyzer<PublishScopeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Aborts(RingBuffer<E> ring, string text)
            {
                using var scope = ring.PublishEvent();
                try { scope.Event().V = long.Parse(text); }
                catch { scope.Abort(); throw; }
            }
            public void MarksTheEvent(RingBuffer<E> ring, string text)
            {
                using var scope = ring.PublishEvent();
                var e = scope.Event();
                try { e.V = long.Parse(text); }
                catch (FormatException) { e.Failed = true; }
            }
            public void CatchBeforeTheScope(RingBuffer<E> ring, string text)
            {
                long v;
                try { v = long.Parse(text); } catch (FormatException) { return; }
                using var scope = ring.PublishEvent();
                scope.Event().V = v;
            }
            public void OuterCatchButNothingThrows(ValueRingBuffer<Tick> ring, long price)
            {
                try
                {
                    using var scope = ring.PublishEvent();
                    scope.Event().Price = price * 2;
                }
                catch (InvalidOperationException) { }
            }
            public void OuterCatchAndInnerAbort(RingBuffer<E> ring, string text)
            {
                try
                {
                    using var scope = ring.PublishEvent();
                    try { scope.Event().V = long.Parse(text); }
                    catch { scope.Abort(); throw; }
                }
                catch (FormatException) { }
            }
            public void SwallowedSideWork(RingBuffer<E> ring, long v, Action metric)
            {
                using var scope = ring.PublishEvent();
                scope.Event().V = v;
                try { metric(); } catch (Exception e) { Console.WriteLine(e); }
            }
        }
        """);

    [Fact]
    public Task Fix_aborts_first_in_the_catch() => V.CodeFix<PublishScopeAnalyzer, ScopeAbortCodeFix>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, string text)
            {
                using var scope = ring.PublishEvent();
                try
                {
                    scope.Event().V = long.Parse(text);
                }
                {|DSR0012:catch|} (FormatException)
                {
                    Console.WriteLine("bad " + text);
                    throw;
                }
            }
            public void Lines(RingBuffer<E> ring, string[] lines)
            {
                using var batch = ring.PublishEvents(lines.Length);
                for (var i = 0; i < lines.Length; i++)
                {
                    try
                    {
                        batch.Event(i).V = long.Parse(lines[i]);
                    }
                    {|DSR0012:catch|}
                    {
                    }
                }
            }
            public void OneLine(RingBuffer<E> ring, string[] lines)
            {
                using var batch = ring.PublishEvents(lines.Length);
                for (var i = 0; i < lines.Length; i++)
                {
                    try { batch.Event(i).V = long.Parse(lines[i]); }
                    {|DSR0012:catch|} (FormatException) { continue; }
                }
            }
        }
        """, Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, string text)
            {
                using var scope = ring.PublishEvent();
                try
                {
                    scope.Event().V = long.Parse(text);
                }
                catch (FormatException)
                {
                    scope.Abort();
                    Console.WriteLine("bad " + text);
                    throw;
                }
            }
            public void Lines(RingBuffer<E> ring, string[] lines)
            {
                using var batch = ring.PublishEvents(lines.Length);
                for (var i = 0; i < lines.Length; i++)
                {
                    try
                    {
                        batch.Event(i).V = long.Parse(lines[i]);
                    }
                    catch
                    {
                        batch.Abort();
                    }
                }
            }
            public void OneLine(RingBuffer<E> ring, string[] lines)
            {
                using var batch = ring.PublishEvents(lines.Length);
                for (var i = 0; i < lines.Length; i++)
                {
                    try { batch.Event(i).V = long.Parse(lines[i]); }
                    catch (FormatException) { batch.Abort(); continue; }
                }
            }
        }
        """);

    [Fact]
    public Task No_fix_for_a_catch_outside_the_block() => V.NoCodeFix<PublishScopeAnalyzer, ScopeAbortCodeFix>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, string text)
            {
                try
                {
                    using var {|DSR0012:scope = ring.PublishEvent()|};
                    scope.Event().V = long.Parse(text);
                }
                catch (FormatException) { }
            }
        }
        """);

    // Wrapped in a try, the local function would be out of reach of the code before the scope.
    [Fact]
    public Task No_wrap_fix_around_a_local_function() => V.NoCodeFix<PublishScopeAnalyzer, ScopeAbortCodeFix>(Prelude + """
        public sealed class P
        {
            public void OnLine(RingBuffer<E> ring, string line)
            {
                var name = Field(line, 0);
                using var {|DSR0012:scope = ring.PublishEvent()|};
                scope.Event().Name = name;
                scope.Event().V = long.Parse(Field(line, 1));
                static string Field(string l, int i) => l.Split(',')[i];
            }
        }
        """);

    [Fact]
    public Task Fill_that_throws_on_bad_input_with_no_catch_in_the_method() => V.Analyzer<PublishScopeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Parse(ValueRingBuffer<Tick> ring, string text)
            {
                using var {|DSR0012:scope = ring.PublishEvent()|};
                ref var t = ref scope.Event();
                t.Price = long.Parse(text);
            }
            public void Guard(RingBuffer<E> ring, string? name, long v)
            {
                using (var {|DSR0012:scope = ring.PublishEvent()|})
                {
                    scope.Event().V = v;
                    scope.Event().Name = name ?? throw new ArgumentNullException(nameof(name));
                }
            }
            public void Helper(RingBuffer<E> ring, string side)
            {
                using var {|DSR0012:batch = ring.PublishEvents(2)|};
                batch.Event(0).V = SideOf(side);
                batch.Event(1).V = Convert.ToInt64(side);
            }
            public void FinallyOnly(RingBuffer<E> ring, string text)
            {
                try
                {
                    using var {|DSR0012:scope = ring.PublishEvent()|};
                    scope.Event().V = long.Parse(text);
                }
                finally { Console.WriteLine("done"); }
            }
            private static long SideOf(string side) => side switch { "B" => 1, "S" => -1, _ => throw new ArgumentException("side " + side, nameof(side)) };
        }
        """);

    // dotnet format applies one provider per rule, so the same fix also serves the catch form, in the same document.
    [Fact]
    public Task Fix_wraps_the_block_in_a_try_that_aborts_and_rethrows() => V.CodeFix<PublishScopeAnalyzer, ScopeAbortCodeFix>(Prelude + """
        public sealed class P
        {
            public void Caught(RingBuffer<E> ring, string text)
            {
                using var scope = ring.PublishEvent();
                try { scope.Event().V = long.Parse(text); }
                {|DSR0012:catch|} (FormatException) { throw; }
            }
            public void Send(RingBuffer<E> ring, string text)
            {
                using var {|DSR0012:scope = ring.PublishEvent()|};
                scope.Event().Name = text;
                scope.Event().V = long.Parse(text);
            }
            public void Block(ValueRingBuffer<Tick> ring, string text)
            {
                using (var {|DSR0012:scope = ring.PublishEvent()|})
                {
                    scope.Event().Price = long.Parse(text);
                }
            }
        }
        """, Prelude + """
        public sealed class P
        {
            public void Caught(RingBuffer<E> ring, string text)
            {
                using var scope = ring.PublishEvent();
                try { scope.Event().V = long.Parse(text); }
                catch (FormatException) { scope.Abort(); throw; }
            }
            public void Send(RingBuffer<E> ring, string text)
            {
                using var scope = ring.PublishEvent();
                try
                {
                    scope.Event().Name = text;
                    scope.Event().V = long.Parse(text);
                }
                catch
                {
                    scope.Abort();
                    throw;
                }
            }
            public void Block(ValueRingBuffer<Tick> ring, string text)
            {
                using (var scope = ring.PublishEvent())
                {
                    try
                    {
                        scope.Event().Price = long.Parse(text);
                    }
                    catch
                    {
                        scope.Abort();
                        throw;
                    }
                }
            }
        }
        """);

    [Fact]
    public Task Fill_that_parses_through_an_instance_parser_a_helper_or_a_local_function() => V.Analyzer<PublishScopeAnalyzer>(Prelude + """
        public sealed class PriceParser { public long Parse(string text) => text.Length; }
        public static class Prices { public static long Cents(string text) => (long)(decimal.Parse(text) * 100); }
        public sealed class P
        {
            private readonly PriceParser _parser = new();
            public void Instance(RingBuffer<E> ring, string text)
            {
                using var {|DSR0012:scope = ring.PublishEvent()|};
                scope.Event().V = _parser.Parse(text);
            }
            public void Helper(RingBuffer<E> ring, string text)
            {
                using var {|DSR0012:scope = ring.PublishEvent()|};
                scope.Event().V = Prices.Cents(text);
            }
            public void Local(RingBuffer<E> ring, string text)
            {
                using var {|DSR0012:scope = ring.PublishEvent()|};
                scope.Event().V = Checked(text);
                static long Checked(string t) => t.Length > 0 ? t.Length : throw new ArgumentException("empty", nameof(t));
            }
        }
        """);
}
