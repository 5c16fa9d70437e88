using System;
using System.Collections.Generic;

namespace NDisruptor.Tests.Support;

/// <summary>The payload's Value for an event whose claim is aborted: a handler that sees it has seen a half-written event.</summary>
internal static class Poison
{
    public const long Value = -1;
}

/// <summary>Records, per producer, the counters a consumer saw, and anything wrong (poison, a gap in sequences it was handed).</summary>
internal sealed class SeenLog(int producers)
{
    private readonly List<long>[] _counters = CreateLists(producers);

    public List<string> Errors { get; } = [];

    public long LastSequence { get; private set; } = -1;

    public IReadOnlyList<long> CountersOf(int producer) => _counters[producer];

    public void Record(in EventFields e, long sequence)
    {
        if (sequence <= LastSequence && Errors.Count < 10)
        {
            Errors.Add($"sequence {sequence} after {LastSequence}");
        }

        LastSequence = sequence;
        if (e.Value == Poison.Value)
        {
            if (Errors.Count < 10)
            {
                Errors.Add($"aborted event at sequence {sequence} (producer {e.Producer}, counter {e.Counter}) reached a handler");
            }

            return;
        }

        _counters[e.Producer].Add(e.Counter);
    }

    private static List<long>[] CreateLists(int n)
    {
        var lists = new List<long>[n];
        for (int i = 0; i < n; i++)
        {
            lists[i] = [];
        }

        return lists;
    }
}

internal sealed class RecordingHandler(int producers) : IValueEventHandler<EventFields>
{
    public SeenLog Log { get; } = new(producers);

    public void OnEvent(ref EventFields data, long sequence, bool endOfBatch) => Log.Record(data, sequence);
}

internal sealed class RecordingBatchHandler(int producers) : IBatchEventHandler<EventFields>
{
    public SeenLog Log { get; } = new(producers);

    public void OnBatch(ReadOnlySpan<EventFields> batch, long firstSequence)
    {
        for (int i = 0; i < batch.Length; i++)
        {
            Log.Record(batch[i], firstSequence + i);
        }
    }
}

internal sealed class RecordingClassHandler(int producers) : IEventHandler<ClassEvent>
{
    public SeenLog Log { get; } = new(producers);

    public void OnEvent(ClassEvent data, long sequence, bool endOfBatch) => Log.Record(data.Fields, sequence);
}
