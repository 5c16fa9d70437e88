using System;
using System.Runtime.CompilerServices;
using System.Threading.Tasks;
using Xunit;

namespace NDisruptor.Tests.Support;

/// <summary>Checks on the ring itself whether it spreads its sequences (docs/design.md, "Memory layout"), so that a test meant for a spread ring cannot pass on one that is not.</summary>
internal static class SpreadAssert
{
    /// <summary>
    /// The ring spreads its sequences over exactly <paramref name="factor"/> (a power of two) times its capacity: the sequence
    /// that many capacities on shares slot 0, and the one half as many capacities on does not. A factor of 1 is a ring not spread.
    /// </summary>
    public static void SpreadBy<T>(RingBufferBase<T> ring, int factor)
    {
        if (factor == 1)
        {
            NotSpread(ring);
            return;
        }

        long capacity = ring.BufferSize;
        long half = factor / 2 * capacity;
        Assert.False(Unsafe.AreSame(ref ring.ElementAt(0), ref ring.ElementAt(half)), $"sequences 0 and {half} share a slot: the ring is spread less than {factor} times");
        Assert.True(Unsafe.AreSame(ref ring.ElementAt(0), ref ring.ElementAt(factor * capacity)), $"sequences 0 and {factor * capacity} use different slots: the ring is spread more than {factor} times");
    }

    /// <summary>The ring reuses a slot every capacity: it is not spread.</summary>
    public static void NotSpread<T>(RingBufferBase<T> ring)
        => Assert.True(Unsafe.AreSame(ref ring.ElementAt(3), ref ring.ElementAt(3 + ring.BufferSize)), "sequences a capacity apart use different slots: the ring is spread");

    /// <summary>
    /// Two stages on <paramref name="disruptor"/> (not yet started), the second checking what the first wrote into each event,
    /// while <paramref name="producers"/> threads publish <paramref name="events"/> events in all (split evenly) through every claim and
    /// publish form: every event reaches both, once and in order per producer, across the laps of a ring spread
    /// <paramref name="factor"/> times. Shuts the disruptor down.
    /// </summary>
    public static Task PipelineSeesEveryEventAsync(ValueDisruptor<EventFields> disruptor, int factor, int producers, int events, TimeSpan bound)
        => PipelineSeesEveryEventAsync(disruptor, (first, second) => disruptor.HandleEventsWith(first).Then(second), disruptor.Start, Producers.OfValue, factor, producers, events, bound);

    /// <summary>As the value ring's overload, on a class ring: the events are objects, one per slot.</summary>
    public static Task PipelineSeesEveryEventAsync(Disruptor<ClassEvent> disruptor, int factor, int producers, int events, TimeSpan bound)
        => PipelineSeesEveryEventAsync(disruptor, (first, second) => disruptor.HandleEventsWith(first).Then(second), disruptor.Start, Producers.OfClass, factor, producers, events, bound);

    /// <summary>
    /// A batch handler on <paramref name="disruptor"/> (not yet started, of <paramref name="capacity"/> events; <paramref name="start"/>
    /// adds the handler and starts it) reads <paramref name="events"/> events, each stamped with its sequence by one producer, through spans that never run
    /// past the end of the slots of a ring spread <paramref name="factor"/> times (a batch that wraps arrives as two spans) and
    /// never hold more than the capacity. Shuts the disruptor down.
    /// </summary>
    public static async Task BatchSpansBreakAtTheEndOfTheSlotsAsync<T>(DisruptorBase<T> disruptor, int capacity, Func<IBatchEventHandler<T>, RingBufferBase<T>> start, Stamp<T> stamp, Func<T, long> stamped, int factor, long events, TimeSpan bound)
    {
        var checker = new SpanChecker<T>((long)capacity * factor, stamped);
        var ring = start(checker);
        SpreadBy(ring, factor);

        Producers.RunThreads(1, _ =>
        {
            for (long i = 0; i < events; i++)
            {
                long s = ring.Next();
                stamp(ref ring.ElementAt(s), s);
                ring.Publish(s);
            }
        }, bound);

        await disruptor.ShutdownAsync(bound);
        Assert.Null(checker.Error);
        Assert.Equal(events, checker.Count);
        Assert.True(checker.LargestSpan <= ring.BufferSize, $"a span of {checker.LargestSpan} events, more than were ever published ahead");
    }

    /// <summary>
    /// As <see cref="PipelineSeesEveryEventAsync(ValueDisruptor{EventFields}, int, int, int, TimeSpan)"/>, with two stages that
    /// only read, which <paramref name="wire"/> adds to <paramref name="disruptor"/> (not yet started) side by side or one
    /// after the other; <paramref name="start"/> starts it and returns the ring, spread <paramref name="factor"/> times by then.
    /// </summary>
    public static Task ReadersSeeEveryEventAsync<T>(DisruptorBase<T> disruptor, Action<Stage, Stage> wire, Func<RingBufferBase<T>> start, FieldsOf<T> fields, int factor, int producers, int events, TimeSpan bound)
        => SeeEveryEventAsync(disruptor, wire, start, fields, factor, producers, events, bound, secondReadsFirst: false);

    private static Task PipelineSeesEveryEventAsync<T>(DisruptorBase<T> disruptor, Action<Stage, Stage> wire, Func<RingBufferBase<T>> start, FieldsOf<T> fields, int factor, int producers, int events, TimeSpan bound)
        => SeeEveryEventAsync(disruptor, wire, start, fields, factor, producers, events, bound, secondReadsFirst: true);

    private static async Task SeeEveryEventAsync<T>(DisruptorBase<T> disruptor, Action<Stage, Stage> wire, Func<RingBufferBase<T>> start, FieldsOf<T> fields, int factor, int producers, int events, TimeSpan bound, bool secondReadsFirst)
    {
        int each = events / producers;
        long total = (long)producers * each;
        var first = secondReadsFirst ? new Stage("first", total, producers, static (ref EventFields e) => e.Stage1 = e.Value) : new Stage("first", total, producers);
        var second = secondReadsFirst
            ? new Stage("second", total, producers, verify: static e => e.Stage1 == e.Value ? null : $"stage 1 wrote {e.Stage1} for value {e.Value}")
            : new Stage("second", total, producers);
        wire(first, second);
        var ring = start();
        SpreadBy(ring, factor);

        Producers.RunThreads(producers, p => Producers.Publish(ring, p, each, fields), bound);
        StageAssert.AllSawEverything(bound, total, Expectations.SumFor(producers, each), first, second);
        await disruptor.ShutdownAsync(bound);
    }

    /// <summary>Checks that every span stays within the slots and holds the next events, in order, each stamped with its sequence.</summary>
    private sealed class SpanChecker<T>(long slots, Func<T, long> stamped) : IBatchEventHandler<T>
    {
        public long Count;
        public int LargestSpan;
        public string? Error;

        public void OnBatch(ReadOnlySpan<T> batch, long firstSequence)
        {
            LargestSpan = Math.Max(LargestSpan, batch.Length);
            if ((firstSequence % slots) + batch.Length > slots)
            {
                Error ??= $"the span from {firstSequence} runs {batch.Length} events, past the end of the slots";
            }

            for (int i = 0; i < batch.Length; i++)
            {
                if (stamped(batch[i]) != firstSequence + i || firstSequence + i != Count)
                {
                    Error ??= $"event {i} of the batch at {firstSequence} holds {stamped(batch[i])} (count {Count})";
                }

                Count++;
            }
        }
    }
}

/// <summary>Writes <paramref name="sequence"/> into <paramref name="slot"/>'s event.</summary>
internal delegate void Stamp<T>(ref T slot, long sequence);
