using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Numerics;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>The command line of <c>compare</c>.</summary>
/// <param name="Target">A topology, UnicastBatch-N, or all.</param>
/// <param name="Rounds">Rounds recorded.</param>
/// <param name="Warmup">Rounds measured first and dropped, at each launch.</param>
/// <param name="Launches">How many times each contender's worker is started per topology; the rounds are shared out among them.</param>
/// <param name="Scale">Divides events per run and the run-length floors: 1 measures, larger powers of two only smoke-test.</param>
/// <param name="Contenders">The contenders named with --contenders (NDisruptor runs anyway), or null for every non-experiment.</param>
/// <param name="Seed">Starts the random order of the contenders within each round, per topology.</param>
/// <param name="Out">The folder the Markdown goes to.</param>
/// <param name="Aot">
/// Whether NDisruptor's rings also run compiled ahead of time, and from where: <see cref="NativeAotWorker.Publish"/>,
/// <see cref="NativeAotWorker.Off"/>, or a NativeAOT executable of this program (see <see cref="NativeAotWorker.DefaultFor"/>).
/// </param>
public sealed record CompareOptions(string Target, int Rounds, int Warmup, int Launches, int Scale, IReadOnlySet<string>? Contenders, int Seed, string Out, string Aot)
{
    public const string Usage =
        "compare <Topology|UnicastBatch-10|UnicastBatch-100|all> [--rounds N] [--launches N] [--warmup N] [--scale N] [--contenders A,B] [--seed N] [--out DIR] [--aot publish|off|PATH]\n" +
        "  --rounds N       rounds recorded (default 20); each probes the placement, then runs every contender once, in a fresh random order\n" +
        "  --launches N     worker processes per contender and topology, started one after another (default 4, at most one per round);\n" +
        "                   the rounds are shared out among them, so no one process's code layout or placement decides a contender's figure\n" +
        "  --warmup N       rounds run first and dropped, at each launch (default 1)\n" +
        "  --scale N        a power of two (default 1): each run publishes the BenchmarkDotNet invocation's events, doubled until it lasts\n" +
        "                   at least 100 ms and laps its ring at least 64 times; N divides all three, for smoke runs only\n" +
        "  --contenders A,B which contenders besides NDisruptor (default: all but the experiments)\n" +
        "  --seed N         the random order's starting value (default: a fresh one, printed)\n" +
        "  --out DIR        where the Markdown goes (default ./BenchmarkDotNet.Artifacts/compare)\n" +
        "  --aot V          NDisruptor's two rings compiled ahead of time too (NDisruptorAot, NDisruptorClassAot), in workers of this\n" +
        "                   program published with NativeAOT: publish (from this source tree first), off, or the path of such an\n" +
        "                   executable; default publish for all at --scale 1 on real hardware under the JIT, or when --contenders\n" +
        "                   names a twin; else off\n" +
        "Every contender runs in processes of its own, started afresh for each topology and launch.";

    /// <summary>
    /// Worker processes per contender and topology by default. The same build's time per event can move by a third or more from
    /// one process to the next and stay put within each (the ping-pong's round trip read 334 to 523 ns in 21 processes of one
    /// build on one machine); with one process per contender, one slow process decided a whole row.
    /// </summary>
    public const int DefaultLaunches = 4;

    public static CompareOptions Parse(string[] args)
    {
        if (args.Length == 0 || args[0].StartsWith('-'))
        {
            throw new ArgumentException($"Name a topology or all. Usage: {Usage}", nameof(args));
        }

        string target = args[0];
        int rounds = 20, warmup = 1, launches = DefaultLaunches, scale = 1, seed = Random.Shared.Next();
        HashSet<string>? contenders = null;
        string? aot = null;
        string output = Path.Combine(Directory.GetCurrentDirectory(), "BenchmarkDotNet.Artifacts", "compare");
        for (int i = 1; i < args.Length; i++)
        {
            string value = i + 1 < args.Length ? args[i + 1] : throw new ArgumentException($"{args[i]} needs a value. Usage: {Usage}", nameof(args));
            switch (args[i])
            {
                case "--rounds": rounds = Positive(args[i], value); break;
                case "--launches": launches = Positive(args[i], value); break;
                case "--warmup": warmup = value == "0" ? 0 : Positive(args[i], value); break;
                case "--scale": scale = ParseScale(value); break;
                case "--contenders": contenders = [.. value.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)]; break;
                case "--seed": seed = value == "0" ? 0 : Positive(args[i], value); break;
                case "--out": output = value; break;
                case "--aot": aot = value.Equals(NativeAotWorker.Off, StringComparison.OrdinalIgnoreCase) ? NativeAotWorker.Off : value.Equals(NativeAotWorker.Publish, StringComparison.OrdinalIgnoreCase) ? NativeAotWorker.Publish : value; break;
                default: throw new ArgumentException($"Unknown option {args[i]}. Usage: {Usage}", nameof(args));
            }

            i++;
        }

        bool twinNamed = ContenderName.NamesTwin(contenders);
        aot ??= NativeAotWorker.DefaultFor(target.Equals("all", StringComparison.OrdinalIgnoreCase), scale, twinNamed);
        if (aot == NativeAotWorker.Off && twinNamed)
        {
            throw new ArgumentException($"--contenders names a NativeAOT twin, which --aot {NativeAotWorker.Off} leaves out: drop one of the two.", nameof(args));
        }

        // A launch without a round of its own would measure nothing.
        return new CompareOptions(target, rounds, warmup, Math.Min(launches, rounds), scale, contenders, seed, output, aot);
    }

    /// <summary>The first round <paramref name="launch"/> records when <paramref name="launches"/> share <paramref name="rounds"/> equally (give or take one).</summary>
    internal static int FirstRoundOf(int launch, int launches, int rounds) => launch * rounds / launches;

    /// <summary>The value of --scale: a power of two, since event counts must stay multiples of the producers and batches.</summary>
    internal static int ParseScale(string value)
    {
        int scale = Positive("--scale", value);
        return BitOperations.IsPow2(scale)
            ? scale
            : throw new ArgumentException($"--scale {scale} is not a power of two (event counts must stay multiples of the producers and batches); use {(int)BitOperations.RoundUpToPowerOf2((uint)scale)}.", nameof(value));
    }

    internal static int Positive(string option, string value) =>
        int.TryParse(value, NumberStyles.None, CultureInfo.InvariantCulture, out int n) && n > 0
            ? n
            : throw new ArgumentException($"{option} {value} is not a positive whole number.", nameof(value));
}
