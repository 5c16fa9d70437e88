using System;
using System.Diagnostics;
using System.Globalization;
using System.Runtime;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>
/// <c>compare-micro-worker &lt;pair&gt; &lt;rounds&gt; &lt;seed&gt;</c>, started by <c>compare micro</c> only: one
/// <see cref="MicroPair"/> in a process of its own, so that what the JIT makes of the two operations comes from them alone (the
/// ring's shared generic code takes its profile from whichever benchmark runs first). It warms both operations until the JIT
/// goes quiet, sizes a block of calls, then times the two in alternating blocks, in a random order each round, and writes a
/// line per round.
/// </summary>
/// <remarks>
/// Alternating is the point. On a virtual machine whose host shares the physical core (another guest on its sibling
/// hyper-thread, say), a single-threaded loop can run twice as slowly for seconds at a time: one process of
/// <c>PublishPath.NextPublish</c> read 2.30 ns per operation in one iteration and 4.82 ns in another. Blocks a few
/// milliseconds apart see the same host, so the ratio of a round holds where the times themselves do not.
/// </remarks>
public static class MicroWorker
{
    public const string Command = "compare-micro-worker";

    /// <summary>How long the faster operation's block of calls lasts, at least: far shorter than a host's slow spell, which lasts seconds.</summary>
    public static readonly TimeSpan BlockTime = TimeSpan.FromMilliseconds(10);

    /// <summary>Rounds timed and dropped before the recorded ones, once the block is sized.</summary>
    public const int WarmupRounds = 2;

    /// <summary>How long the JIT must compile (next to) nothing before the operations count as warm.</summary>
    private static readonly TimeSpan QuietTime = TimeSpan.FromMilliseconds(500);

    /// <summary>Calls of each operation before the JIT's quiet counts: past both promotions (30 calls each) and on-stack replacement.</summary>
    private const int LeastWarmCalls = 200;

    /// <summary>Compiles a quiet spell may still hold: the runtime's own code trickles in now and then.</summary>
    private const int QuietCompiles = 2;

    /// <summary>Where warming gives up and says so.</summary>
    private static readonly TimeSpan WarmLimit = TimeSpan.FromSeconds(20);

    public static int Run(string[] args)
    {
        if (args.Length != 3
            || !int.TryParse(args[1], NumberStyles.None, CultureInfo.InvariantCulture, out int rounds) || rounds < 1
            || !int.TryParse(args[2], NumberStyles.None, CultureInfo.InvariantCulture, out int seed))
        {
            Console.Error.WriteLine($"{Command} is for compare micro to start: {Command} <pair> <rounds> <seed>.");
            return 2;
        }

        try
        {
            var pair = MicroPair.Named(args[0]);
            using var bench = pair.Create();
            var (warmTime, quiet) = Warm(bench);
            int calls = SizeBlock(bench);
            var output = Console.Out;
            output.WriteLine(new MicroReady(calls, warmTime, quiet).ToLine());
            output.Flush();

            var order = new Random(seed);
            long oursBytes = 0, theirsBytes = 0;
            for (int round = -WarmupRounds; round < rounds; round++)
            {
                bool oursFirst = order.Next(2) == 0;
                var (first, firstBytes) = Time(oursFirst ? bench.Ours : bench.Theirs, calls);
                var (second, secondBytes) = Time(oursFirst ? bench.Theirs : bench.Ours, calls);
                if (round < 0)
                {
                    continue;
                }

                oursBytes += oursFirst ? firstBytes : secondBytes;
                theirsBytes += oursFirst ? secondBytes : firstBytes;
                double perOperation = (double)calls * pair.OperationsPerCall;
                var result = oursFirst
                    ? new MicroRound(first / perOperation, second / perOperation, OursFirst: true)
                    : new MicroRound(second / perOperation, first / perOperation, OursFirst: false);
                output.WriteLine(result.ToLine());
                output.Flush();
            }

            double operations = (double)rounds * calls * pair.OperationsPerCall;
            output.WriteLine(new MicroAllocation(oursBytes / operations, theirsBytes / operations).ToLine());
            output.Flush();
            return 0;
        }
#pragma warning disable CA1031 // any failure ends the worker; compare sees the exit code and the message on the shared standard error
        catch (Exception ex)
#pragma warning restore CA1031
        {
            Console.Error.WriteLine($"{args[0]}: {ex}");
            return 1;
        }
    }

    /// <summary>Calls both operations by turns until the JIT has compiled next to nothing for <see cref="QuietTime"/>.</summary>
    private static (TimeSpan Elapsed, bool Quiet) Warm(MicroPair.Bench bench)
    {
        long start = Stopwatch.GetTimestamp();
        long compiled = JitInfo.GetCompiledMethodCount();
        long spellStart = start, spellCompiled = compiled;
        for (int calls = 1; ; calls++)
        {
            bench.Ours();
            bench.Theirs();
            long now = Stopwatch.GetTimestamp();
            compiled = JitInfo.GetCompiledMethodCount();
            if (compiled - spellCompiled > QuietCompiles)
            {
                spellStart = now;
                spellCompiled = compiled;
            }
            else if (calls >= LeastWarmCalls && Stopwatch.GetElapsedTime(spellStart, now) >= QuietTime)
            {
                return (Stopwatch.GetElapsedTime(start, now), true);
            }

            if (Stopwatch.GetElapsedTime(start, now) >= WarmLimit)
            {
                return (Stopwatch.GetElapsedTime(start, now), false);
            }
        }
    }

    /// <summary>The calls per block: doubled until both operations' blocks last <see cref="BlockTime"/>.</summary>
    private static int SizeBlock(MicroPair.Bench bench)
    {
        double least = BlockTime.TotalNanoseconds;
        int calls = 1;
        while (Time(bench.Ours, calls).Nanoseconds < least || Time(bench.Theirs, calls).Nanoseconds < least)
        {
            calls *= 2;
        }

        return calls;
    }

    private static (double Nanoseconds, long Bytes) Time(Action operation, int calls)
    {
        long bytes = GC.GetAllocatedBytesForCurrentThread();
        long start = Stopwatch.GetTimestamp();
        for (int i = 0; i < calls; i++)
        {
            operation();
        }

        double elapsed = Stopwatch.GetElapsedTime(start).TotalNanoseconds;
        return (elapsed, GC.GetAllocatedBytesForCurrentThread() - bytes);
    }
}
