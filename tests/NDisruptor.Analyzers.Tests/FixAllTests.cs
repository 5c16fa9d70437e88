using System.Collections.Immutable;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;

namespace NDisruptor.Analyzers.Tests;

/// <summary>
/// The fixes as <c>dotnet format analyzers</c> applies them: rule after rule, each rule's Fix All once over the
/// solution, the rules in an order that changes from run to run. Code written without the rules in mind, in two
/// documents, must come out the same in every order with no diagnostic left that offers a fix.
/// </summary>
public class FixAllTests
{
    private const string Usings = "using System; using System.Collections.Generic; using System.Globalization; using System.Threading; using System.Threading.Tasks; using NDisruptor;\n";

    private static readonly ImmutableArray<DiagnosticAnalyzer> Analyzers = ImmutableArray.Create<DiagnosticAnalyzer>(new SharedStateAnalyzer(), new SequenceLifetimeAnalyzer());

    private static readonly ImmutableArray<CodeFixProvider> Fixes = ImmutableArray.Create<CodeFixProvider>(new InterlockedCodeFix(), new VolatileCodeFix(), new PublishOrAbortCodeFix());

    [Fact]
    public Task Every_order_of_the_rules_leaves_no_fixable_diagnostic_and_the_same_code() => V.FixAllInEveryOrder(Analyzers, Fixes, new[]
    {
        Usings + """
        public sealed class Trade { public string? Symbol; public decimal Price; }
        public sealed class Ingest
        {
            private readonly RingBuffer<Trade> _ring = RingBuffer<Trade>.CreateMultiProducer(() => new Trade(), 1024);
            private long _accepted;
            private int _rejected;
            private bool _stopping;
            public long Accepted => _accepted;
            public void Start(int pumps)
            {
                for (var i = 0; i < pumps; i++) new Thread(Pump).Start();
                Task.Run(() => { while (!{|DSR0010:_stopping|}) Thread.Sleep(100); });
            }
            public void Stop() => Volatile.Write(ref _stopping, true);
            private void Reject() => {|DSR0003:_rejected++|};
            private void Pump()
            {
                while (!Volatile.Read(ref _stopping))
                {
                    var line = Console.ReadLine() ?? "";
                    if (line.Length == 0) { Reject(); continue; }
                    var seq = {|DSR0006:_ring.Next()|};
                    _ring[seq].Symbol = line.Substring(0, 3);
                    _ring[seq].Price = decimal.Parse(line.Substring(4), CultureInfo.InvariantCulture);
                    _ring.Publish(seq);
                    {|DSR0003:_accepted += 1|};
                }
            }
        }
        """,
        Usings + """
        public struct Quote { public decimal Price; }
        public sealed class Loader
        {
            private readonly ValueRingBuffer<Quote> _ring = ValueRingBuffer<Quote>.CreateMultiProducer(1024);
            private long _published;
            public long Published => _published;
            public void LoadAll(IEnumerable<string[]> files) => Parallel.ForEach(files, Publish);
            private void Publish(string[] lines)
            {
                long hi = {|DSR0006:_ring.Next(lines.Length)|};
                long lo = hi - lines.Length + 1;
                for (var i = 0; i < lines.Length; i++) _ring[lo + i].Price = decimal.Parse(lines[i], CultureInfo.InvariantCulture);
                _ring.Publish(lo, hi);
                {|DSR0003:_published = _published + lines.Length|};
            }
            public void PublishChecked(string price)
            {
                var seq = {|DSR0006:_ring.Next()|};
                if (price.Length == 0) return;
                _ring[seq].Price = decimal.Parse(price, CultureInfo.InvariantCulture);
                _ring.Publish(seq);
            }
        }
        """,
    }, new[]
    {
        Usings + """
        public sealed class Trade { public string? Symbol; public decimal Price; }
        public sealed class Ingest
        {
            private readonly RingBuffer<Trade> _ring = RingBuffer<Trade>.CreateMultiProducer(() => new Trade(), 1024);
            private long _accepted;
            private int _rejected;
            private bool _stopping;
            public long Accepted => Volatile.Read(ref _accepted);
            public void Start(int pumps)
            {
                for (var i = 0; i < pumps; i++) new Thread(Pump).Start();
                Task.Run(() => { while (!Volatile.Read(ref _stopping)) Thread.Sleep(100); });
            }
            public void Stop() => Volatile.Write(ref _stopping, true);
            private void Reject() => Interlocked.Increment(ref _rejected);
            private void Pump()
            {
                while (!Volatile.Read(ref _stopping))
                {
                    var line = Console.ReadLine() ?? "";
                    if (line.Length == 0) { Reject(); continue; }
                    var seq = _ring.Next();
                    try
                    {
                        _ring[seq].Symbol = line.Substring(0, 3);
                        _ring[seq].Price = decimal.Parse(line.Substring(4), CultureInfo.InvariantCulture);
                        _ring.Publish(seq);
                    }
                    catch
                    {
                        _ring.PublishAborted(seq);
                        throw;
                    }

                    Interlocked.Add(ref _accepted, 1);
                }
            }
        }
        """,
        Usings + """
        public struct Quote { public decimal Price; }
        public sealed class Loader
        {
            private readonly ValueRingBuffer<Quote> _ring = ValueRingBuffer<Quote>.CreateMultiProducer(1024);
            private long _published;
            public long Published => Volatile.Read(ref _published);
            public void LoadAll(IEnumerable<string[]> files) => Parallel.ForEach(files, Publish);
            private void Publish(string[] lines)
            {
                long hi = _ring.Next(lines.Length);
                long lo = hi - lines.Length + 1;
                try
                {
                    for (var i = 0; i < lines.Length; i++) _ring[lo + i].Price = decimal.Parse(lines[i], CultureInfo.InvariantCulture);
                    _ring.Publish(lo, hi);
                }
                catch
                {
                    _ring.PublishAborted(lo, hi);
                    throw;
                }

                Interlocked.Add(ref _published, lines.Length);
            }
            public void PublishChecked(string price)
            {
                var seq = _ring.Next();
                if (price.Length == 0) return;
                _ring[seq].Price = decimal.Parse(price, CultureInfo.InvariantCulture);
                _ring.Publish(seq);
            }
        }
        """,
    });
}
