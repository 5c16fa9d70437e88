using System.Runtime.CompilerServices;

namespace NDisruptor.Benchmarks.Infrastructure;

/// <summary>
/// What the stages of each topology compute, identical for every contender, so each consumer's result can be checked:
/// Pipeline: stage 1 adds 1, stage 2 triples, stage 3 sums. Diamond: left adds 1, right doubles, the join sums both.
/// Unicast, Sequencer, Multicast and PingPong consumers sum the values (or echo them back).
/// </summary>
public static class Work
{
    /// <summary>Never a published value: tells a queue consumer to stop.</summary>
    public const long Stop = long.MinValue;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long PipelineStage1(long value) => value + 1;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long PipelineStage2(long value) => value * 3;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long DiamondLeft(long value) => value + 1;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long DiamondRight(long value) => value * 2;

    public static long ExpectedUnicastSum(int events) => TopologyRun.SumOf(events, static v => v);

    public static long ExpectedPipelineSum(int events) => TopologyRun.SumOf(events, static v => PipelineStage2(PipelineStage1(v)));

    public static long ExpectedDiamondSum(int events) => TopologyRun.SumOf(events, static v => DiamondLeft(v) + DiamondRight(v));
}
