namespace NDisruptor.Analyzers.Tests;

public class SequenceLifetimeTests
{
    private const string Prelude = "using System; using System.Collections.Generic; using System.Threading; using NDisruptor;\n"
        + "public sealed class E { public long V; public string? Name; }\n"
        + "public struct Tick { public long Price; }\n";

    // ------------------------------------------------------------ DSR0006

    [Fact]
    public Task Never_published() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring)
            {
                var s = {|DSR0006:ring.Next()|};
                ring[s].V = 1;
            }
        }
        """);

    [Fact]
    public Task Early_return_skips_publish() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, long v)
            {
                long s = {|DSR0006:ring.Next()|};
                if (v < 0) return;
                ring[s].V = v;
                ring.Publish(s);
            }
        }
        """);

    [Fact]
    public Task Throwing_code_between_claim_and_publish() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, string text)
            {
                if ({|DSR0006:ring.TryNext(out var s)|})
                {
                    ring[s].V = long.Parse(text);
                    ring.Publish(s);
                }
            }
        }
        """);

    [Fact]
    public Task Published_only_on_one_branch() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(ValueRingBuffer<Tick> ring, long price)
            {
                var s = {|DSR0006:ring.Next()|};
                ring[s].Price = price;
                if (price > 0) ring.Publish(s);
            }
        }
        """);

    [Fact]
    public Task Not_flagged_code_that_cannot_throw() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, ValueRingBuffer<Tick> values, long v)
            {
                var s = ring.Next();
                var e = ring[s];
                e.V = v * 2 + 1;
                ring.Publish(s);

                long hi = values.Next(4);
                long lo = hi - 3;
                for (var i = lo; i <= hi; i++) values[i].Price = Math.Max(v, i);
                values.Publish(lo, hi);
            }
        }
        """);

    [Fact]
    public Task Not_flagged_try_finally_and_TryNext_guard() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, string text)
            {
                var s = ring.Next();
                try { ring[s].V = long.Parse(text); }
                finally { ring.Publish(s); }

                if (!ring.TryNext(out var t)) return;
                ring[t].V = 2;
                ring.Publish(t);
            }
        }
        """);

    [Fact]
    public Task Not_flagged_publish_scope() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(ValueRingBuffer<Tick> ring, string text)
            {
                using var scope = ring.PublishEvent();
                scope.Event().Price = long.Parse(text);
            }
        }
        """);

    [Fact]
    public Task Not_flagged_sequence_escapes_to_caller_or_helper() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            private readonly List<long> _pending = new();
            public long Claim(RingBuffer<E> ring) { var s = ring.Next(); ring[s].V = 0; return s; }
            public void Defer(RingBuffer<E> ring) { var s = ring.Next(); _pending.Add(s); }
            public void Both(RingBuffer<E> ring, bool ok)
            {
                var s = ring.Next();
                if (ok) { ring[s].V = 1; ring.Publish(s); }
                else { ring.Publish(s); }
            }
        }
        """);

    [Fact]
    public Task Not_flagged_captured_or_outer_sequence_and_nested_claims() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public long Claim(RingBuffer<E> ring)
            {
                long claimed = -1;
                var t = new Thread(() => claimed = ring.Next());
                t.Start();
                t.Join();
                ring.Publish(claimed);
                return claimed;
            }
            public void Outer(RingBuffer<E> ring, bool x)
            {
                long seq = -1;
                if (x) { seq = ring.Next(); ring[seq].V = 1; }
                ring.Publish(seq);
            }
            public void Interleaved(RingBuffer<E> ring)
            {
                long a = ring.Next();
                long b = ring.Next();
                ring.Publish(b);
                ring.Publish(a);
            }
        }
        """);

    [Fact]
    public Task Not_flagged_a_claim_aborted_when_filling_throws() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, string text)
            {
                var s = ring.Next();
                try
                {
                    ring[s].V = long.Parse(text);
                    ring.Publish(s);
                }
                catch
                {
                    ring.PublishAborted(s);
                    throw;
                }
            }
        }
        """);

    // A return, break or continue out of the try runs no catch: the guard added inside the fix's try/catch leaks.
    [Fact]
    public Task A_return_or_continue_inside_a_try_whose_catch_aborts_leaks() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, string text)
            {
                var s = {|DSR0006:ring.Next()|};
                try
                {
                    if (text.Length == 0) return;
                    ring[s].V = long.Parse(text);
                    ring.Publish(s);
                }
                catch
                {
                    ring.PublishAborted(s);
                    throw;
                }
            }

            public void SendAll(RingBuffer<E> ring, IEnumerable<string> lines)
            {
                foreach (var line in lines)
                {
                    var s = {|DSR0006:ring.Next()|};
                    try
                    {
                        if (line.Length == 0) continue;
                        ring[s].V = long.Parse(line);
                        ring.Publish(s);
                    }
                    catch
                    {
                        ring.PublishAborted(s);
                        throw;
                    }
                }
            }

            public void SendChecked(RingBuffer<E> ring, string text)
            {
                var s = {|DSR0006:ring.Next()|};
                using (var timer = new System.IO.MemoryStream())
                {
                    foreach (var c in text)
                    {
                        if (c == ',') continue;
                    }

                    lock (ring)
                    {
                        if (text.Length == 0) return;
                    }

                    ring.Publish(s);
                }
            }
        }
        """);

    // Throws inside the try are the catch's to settle, and a return after the publish leaves nothing behind.
    [Fact]
    public Task Not_flagged_a_try_that_throws_or_returns_only_after_publishing() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, string text)
            {
                var s = ring.Next();
                try
                {
                    if (text.Length == 0) throw new FormatException("empty");
                    ring[s].V = long.Parse(text);
                    ring.Publish(s);
                    if (text.Length > 10) return;
                }
                catch
                {
                    ring.PublishAborted(s);
                    throw;
                }
            }
        }
        """);

    // A finally would publish the half-written event when the fill throws: the fix publishes on success only.
    [Fact]
    public Task Fix_publishes_at_the_end_of_a_try_and_aborts_in_its_catch() => V.CodeFix<SequenceLifetimeAnalyzer, PublishOrAbortCodeFix>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, string text)
            {
                var s = {|DSR0006:ring.Next()|};
                ring[s].Name = text.Trim();
                ring[s].V = long.Parse(text);
                ring.Publish(s);
                var t = {|DSR0006:ring.Next()|};
                ring[t].V = long.Parse(text);
                ring.Publish(t);
            }
        }
        """, Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, string text)
            {
                var s = ring.Next();
                try
                {
                    ring[s].Name = text.Trim();
                    ring[s].V = long.Parse(text);
                    ring.Publish(s);
                }
                catch
                {
                    ring.PublishAborted(s);
                    throw;
                }

                var t = ring.Next();
                try
                {
                    ring[t].V = long.Parse(text);
                    ring.Publish(t);
                }
                catch
                {
                    ring.PublishAborted(t);
                    throw;
                }
            }
        }
        """);

    // The catch must name the batch's bounds, so lo (computed, cannot throw) stays in front of the try.
    [Fact]
    public Task Fix_aborts_a_batch_with_the_bounds_it_publishes() => V.CodeFix<SequenceLifetimeAnalyzer, PublishOrAbortCodeFix>(Prelude + """
        public sealed class P
        {
            private readonly ValueRingBuffer<Tick> _ring = ValueRingBuffer<Tick>.CreateMultiProducer(64);
            public void Send(IReadOnlyList<string> prices)
            {
                long hi = {|DSR0006:_ring.Next(prices.Count)|};
                long lo = hi - prices.Count + 1;
                for (var i = 0; i < prices.Count; i++)
                {
                    _ring[lo + i].Price = long.Parse(prices[i]);
                }

                _ring.Publish(lo, hi);
            }
        }
        """, Prelude + """
        public sealed class P
        {
            private readonly ValueRingBuffer<Tick> _ring = ValueRingBuffer<Tick>.CreateMultiProducer(64);
            public void Send(IReadOnlyList<string> prices)
            {
                long hi = _ring.Next(prices.Count);
                long lo = hi - prices.Count + 1;
                try
                {
                    for (var i = 0; i < prices.Count; i++)
                    {
                        _ring[lo + i].Price = long.Parse(prices[i]);
                    }

                    _ring.Publish(lo, hi);
                }
                catch
                {
                    _ring.PublishAborted(lo, hi);
                    throw;
                }
            }
        }
        """);

    // Locals used only before the publish move into the try with the fill; the statements after it stay out.
    [Fact]
    public Task Fix_wraps_a_guarded_TryNext_and_leaves_the_code_after_the_publish() => V.CodeFix<SequenceLifetimeAnalyzer, PublishOrAbortCodeFix>(Prelude + """
        public sealed class P
        {
            public bool Send(RingBuffer<E> ring, string name, string text)
            {
                if ({|DSR0006:ring.TryNext(out var s)|})
                {
                    var e = ring[s];
                    var parts = text.Split(',');
                    e.Name = name;
                    e.V = long.Parse(parts[0]);
                    ring.Publish(s);
                    return true;
                }

                return false;
            }
        }
        """, Prelude + """
        public sealed class P
        {
            public bool Send(RingBuffer<E> ring, string name, string text)
            {
                if (ring.TryNext(out var s))
                {
                    try
                    {
                        var e = ring[s];
                        var parts = text.Split(',');
                        e.Name = name;
                        e.V = long.Parse(parts[0]);
                        ring.Publish(s);
                    }
                    catch
                    {
                        ring.PublishAborted(s);
                        throw;
                    }

                    return true;
                }

                return false;
            }
        }
        """);

    // Each of these is reported, and none has a rewrite that keeps the code meaning what it meant: a jump that
    // skips the publish (abort there, or publish anyway, is the author's call), a value parsed in the fill and used
    // after the publish (it would fall out of scope), claims interleaved with another claim, and a publish whose
    // receiver the catch would evaluate again.
    [Fact]
    public Task No_fix_offered_where_the_rewrite_is_not_mechanical() => V.NoCodeFix<SequenceLifetimeAnalyzer, PublishOrAbortCodeFix>(Prelude + """
        public sealed class P
        {
            private readonly RingBuffer<E>[] _rings = { RingBuffer<E>.CreateMultiProducer(() => new E(), 64) };
            public void EarlyReturn(RingBuffer<E> ring, string text)
            {
                var s = {|DSR0006:ring.Next()|};
                if (text.Length == 0) return;
                ring[s].V = long.Parse(text);
                ring.Publish(s);
            }
            public long UsedAfter(RingBuffer<E> ring, string text)
            {
                var s = {|DSR0006:ring.Next()|};
                var v = long.Parse(text);
                ring[s].V = v;
                ring.Publish(s);
                return v;
            }
            public void Interleaved(RingBuffer<E> ring, string text)
            {
                var a = {|DSR0006:ring.Next()|};
                var b = {|DSR0006:ring.Next()|};
                ring[a].V = long.Parse(text);
                ring[b].V = long.Parse(text);
                ring.Publish(a);
                ring.Publish(b);
            }
            public void Receiver(string text)
            {
                var s = {|DSR0006:Ring().Next()|};
                Ring()[s].V = long.Parse(text);
                Ring().Publish(s);
            }
            private RingBuffer<E> Ring() => _rings[0];
        }
        """);

    // ------------------------------------------------------------ every path, branch by branch

    [Fact]
    public Task Switch_branch_that_never_publishes() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public enum Side { Buy, Sell, Cancel }
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, Side side, long qty)
            {
                var s = {|DSR0006:ring.Next()|};
                switch (side)
                {
                    case Side.Buy:
                        ring[s].V = qty;
                        ring.Publish(s);
                        break;
                    case Side.Sell:
                        ring[s].V = -qty;
                        ring.Publish(s);
                        break;
                    case Side.Cancel:
                        ring[s].Name = "cancel";
                        break;
                    default:
                        ring.Publish(s);
                        break;
                }
            }
        }
        """);

    [Fact]
    public Task Switch_without_default_and_a_branch_that_returns_early() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, int kind)
            {
                var s = {|DSR0006:ring.Next()|};
                switch (kind)
                {
                    case 0: ring[s].V = 0; ring.Publish(s); break;
                    case 1: ring[s].V = 1; ring.Publish(s); break;
                }
            }
            public void Else(RingBuffer<E> ring, long v)
            {
                var s = {|DSR0006:ring.Next()|};
                if (v > 0) { ring[s].V = v; ring.Publish(s); }
                else { if (v < -100) return; ring.Publish(s); }
            }
        }
        """);

    // A claim inside a switch section without braces: the section's own statements follow it, not those after the switch.
    [Fact]
    public Task Claims_in_switch_sections_without_braces() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, int kind, long v)
            {
                switch (kind)
                {
                    case 0:
                        var s = ring.Next();
                        ring[s].V = v;
                        ring.Publish(s);
                        break;
                    case 1:
                        var t = {|DSR0006:ring.Next()|};
                        ring[t].V = -v;
                        break;
                }
            }
        }
        """);

    // ------------------------------------------------------------ DSR0007

    [Fact]
    public Task Event_written_after_publish() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring, ValueRingBuffer<Tick> values)
            {
                var s = ring.Next();
                var e = ring[s];
                e.V = 1;
                ring.Publish(s);
                {|DSR0007:e|}.Name = "late";

                var t = values.Next();
                ref var tick = ref values[t];
                try { tick.Price = 1; }
                finally { values.Publish(t); }
                Console.WriteLine({|DSR0007:tick|}.Price + {|DSR0007:values[t]|}.Price);
            }
        }
        """);

    [Fact]
    public Task Not_flagged_uses_before_publish_or_of_copies() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public long Send(RingBuffer<E> ring, ValueRingBuffer<Tick> values)
            {
                var s = ring.Next();
                var e = ring[s];
                e.V = 1;
                var v = e.V;
                ring.Publish(s);

                var t = values.Next();
                ref var tick = ref values[t];
                tick.Price = v;
                var price = tick.Price;
                values.Publish(t);
                return v + price;
            }
        }
        """);

    [Fact]
    public Task Not_flagged_slot_repointed_after_publish() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(RingBuffer<E> ring)
            {
                var s = ring.Next();
                var e = ring[s];
                e.V = 1;
                ring.Publish(s);
                s = ring.Next();
                e = ring[s];
                e.V = 2;
                ring.Publish(s);
            }
        }
        """);

    [Fact]
    public Task Not_flagged_loop_claims_a_new_slot_each_iteration() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(ValueRingBuffer<Tick> ring)
            {
                for (var i = 0; i < 10; i++)
                {
                    var s = ring.Next();
                    ref var t = ref ring[s];
                    t.Price = i;
                    ring.Publish(s);
                }
            }
        }
        """);

    [Fact]
    public Task Not_flagged_publish_scope_and_other_sequence() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public void Send(ValueRingBuffer<Tick> ring, bool now)
            {
                using (var scope = ring.PublishEvent())
                {
                    scope.Event().Price = 5;
                }
                var s = ring.Next();
                ref var t = ref ring[s];
                t.Price = 1;
                if (now) { t.Price = 2; }
                ring.Publish(s);
                var next = ring.Next();
                ring[next].Price = 3;
                ring.Publish(next);
            }
        }
        """);

    [Fact]
    public Task Deadline_claims_followed_like_Next() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public async System.Threading.Tasks.Task AwaitedAsync(RingBuffer<E> ring, string text, CancellationToken ct)
            {
                var s = await {|DSR0006:ring.NextAsync(ct)|};
                ring[s].V = long.Parse(text);
                ring.Publish(s);
            }
            public async System.Threading.Tasks.Task ConfiguredAsync(RingBuffer<E> ring, int n, CancellationToken ct)
            {
                long hi = await {|DSR0006:ring.NextAsync(n, ct)|}.ConfigureAwait(false);
                if (n > 1) ring.Publish(hi - n + 1, hi);
            }
            public void Token(RingBuffer<E> ring, CancellationToken ct)
            {
                var s = {|DSR0006:ring.Next(ct)|};
                ring[s].V = 1;
            }
            public void Timeout(RingBuffer<E> ring, string text)
            {
                if (!{|DSR0006:ring.TryNext(TimeSpan.FromMilliseconds(5), out var s)|}) return;
                ring[s].V = long.Parse(text);
                ring.Publish(s);
            }
            public void Flag(RingBuffer<E> ring)
            {
                var claimed = {|DSR0006:ring.TryNext(TimeSpan.FromMilliseconds(5), out var s)|};
                if (claimed) { ring[s].V = 1; }
            }
            public void Retry(RingBuffer<E> ring, CancellationToken ct)
            {
                long s;
                while (!{|DSR0006:ring.TryNext(4, TimeSpan.FromMilliseconds(1), out s)|}) ct.ThrowIfCancellationRequested();
                ring[s].V = 4;
            }
            public void Guarded(RingBuffer<E> ring, bool open)
            {
                if (open && {|DSR0006:ring.TryNext(TimeSpan.Zero, out var s)|}) { ring[s].V = 1; }
            }
        }
        """);

    [Fact]
    public Task Deadline_claims_published_on_the_success_path_stay_silent() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public async System.Threading.Tasks.Task SendAsync(RingBuffer<E> ring, long v, CancellationToken ct)
            {
                var s = await ring.NextAsync(ct);
                ring[s].V = v;
                ring.Publish(s);
                var pending = ring.NextAsync(ct);
                Keep(pending);
            }
            private static void Keep(System.Threading.Tasks.ValueTask<long> t) { }
            public bool Timeout(RingBuffer<E> ring, long v)
            {
                if (!ring.TryNext(TimeSpan.FromMilliseconds(5), out var s)) { Console.WriteLine("full"); return false; }
                ring[s].V = v;
                ring.Publish(s);
                var claimed = ring.TryNext(TimeSpan.FromMilliseconds(5), out var t);
                if (!claimed) return false;
                ring[t].V = v;
                ring.Publish(t);
                return true;
            }
            public void Retry(RingBuffer<E> ring, long v, CancellationToken ct)
            {
                long s;
                while (!ring.TryNext(TimeSpan.FromMilliseconds(1), out s)) ct.ThrowIfCancellationRequested();
                ring[s].V = v;
                ring.Publish(s);
            }
            public void Shed(RingBuffer<E> ring, long v, bool open)
            {
                if (open && ring.TryNext(TimeSpan.Zero, out var s)) { ring[s].V = v; ring.Publish(s); }
                else Console.WriteLine("shed");
                long u;
                while (!ring.TryNext(TimeSpan.FromMilliseconds(1), out u)) { if (v < 0) break; }
                ring[u].V = v;
            }
        }
        """);

    [Fact]
    public Task Fix_wraps_the_fill_after_an_awaited_claim() => V.CodeFix<SequenceLifetimeAnalyzer, PublishOrAbortCodeFix>(Prelude + """
        public sealed class P
        {
            public async System.Threading.Tasks.Task SendAsync(RingBuffer<E> ring, string text, CancellationToken ct)
            {
                var s = await {|DSR0006:ring.NextAsync(ct)|};
                ring[s].V = long.Parse(text);
                ring.Publish(s);
            }
        }
        """, Prelude + """
        public sealed class P
        {
            public async System.Threading.Tasks.Task SendAsync(RingBuffer<E> ring, string text, CancellationToken ct)
            {
                var s = await ring.NextAsync(ct);
                try
                {
                    ring[s].V = long.Parse(text);
                    ring.Publish(s);
                }
                catch
                {
                    ring.PublishAborted(s);
                    throw;
                }
            }
        }
        """);

    // A guard that aborts the claim and leaves settles its own path; the code after it is judged as usual.
    [Fact]
    public Task Guard_that_aborts_and_returns_then_throwing_fill() => V.Analyzer<SequenceLifetimeAnalyzer>(Prelude + """
        public sealed class P
        {
            public async System.Threading.Tasks.Task PumpAsync(RingBuffer<E> ring, System.IO.TextReader reader, CancellationToken ct)
            {
                var s = await {|DSR0006:ring.NextAsync(ct)|};
                var text = await reader.ReadLineAsync(ct);
                if (text is null) { ring.PublishAborted(s); return; }
                ring[s].Name = text;
                ring.Publish(s);
            }
            public void Guarded(RingBuffer<E> ring, string? text)
            {
                var s = ring.Next();
                if (text is null) { ring.PublishAborted(s); return; }
                ring[s].Name = text;
                ring.Publish(s);
            }
            public void Unguarded(RingBuffer<E> ring, string? text)
            {
                var s = {|DSR0006:ring.Next()|};
                if (text is null) { Console.WriteLine("empty"); return; }
                ring[s].Name = text;
                ring.Publish(s);
            }
        }
        """);
}
