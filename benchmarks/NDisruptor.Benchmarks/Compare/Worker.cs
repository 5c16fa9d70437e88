using System;
using System.Globalization;
using System.IO;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>
/// <c>compare-worker &lt;target&gt; &lt;contender&gt; &lt;scale&gt;</c>, started by <c>compare</c> only: one contender in a process of
/// its own, so what the JIT compiles and how dynamic PGO shapes it comes from this contender in this topology alone, as under
/// BenchmarkDotNet. It warms the JIT (<see cref="JitWarmup"/>), chooses its run length (<see cref="RunLength"/>), writes a ready
/// line, then takes one measurement per <c>measure</c> line on standard input until <c>quit</c> or the end of input. In between it
/// sits blocked reading standard input, with none of the contender's threads alive.
/// </summary>
public static class Worker
{
    public const string Command = "compare-worker";

    public const string MeasureRequest = "measure";

    public const string QuitRequest = "quit";

    public static int Run(string[] args)
    {
        if (args.Length != 3 || !int.TryParse(args[2], NumberStyles.None, CultureInfo.InvariantCulture, out int scale) || scale < 1)
        {
            Console.Error.WriteLine($"{Command} is for compare to start: {Command} <target> <contender> <scale>.");
            return 2;
        }

        // Reflection's emitted invoke stubs hang off caches a garbage collection may drop, so a contender set up through
        // reflection (Disruptor-net creates its processors with Activator.CreateInstance) has one recompiled after every few
        // setups and the JIT never goes quiet. Interpreted invokes compile nothing; they only slow setups, which are not timed.
        AppContext.SetSwitch("Switch.System.Reflection.ForceInterpretedInvoke", true);
        string name = $"{args[0]}/{args[1]}";
        try
        {
            var entry = Targets.Contender(args[0], args[1]);
            var warm = JitWarmup.Run(entry, Math.Max(1, entry.Events / scale / 16), JitWarmup.Limit / scale);
            var length = RunLength.Choose(entry, scale);
            var output = Console.Out;
            output.WriteLine(new WorkerReady(length.Events, length.RunTime, warm.Setups, warm.Elapsed, warm.Quiet).ToLine());
            output.Flush();
            while (Console.In.ReadLine() is { } request && request != QuitRequest)
            {
                if (request != MeasureRequest)
                {
                    throw new InvalidDataException($"Unknown request '{request}'.");
                }

                output.WriteLine(Measurement.Take(entry, length.Events).ToLine());
                output.Flush();
            }

            return 0;
        }
#pragma warning disable CA1031 // any failure ends the worker; compare sees the exit code and the message on the shared standard error
        catch (Exception ex)
#pragma warning restore CA1031
        {
            Console.Error.WriteLine($"{name}: {ex}");
            return 1;
        }
    }
}
