using System.Collections.Generic;
using System.Threading;

namespace NDisruptor.Tests.Support;

/// <summary>
/// What a recording handler saw on its processor's thread: how many events, the first one out of sequence order, the
/// sequences that ended a batch and the sizes announced by <c>OnBatchStart</c>. <see cref="Count"/> is written with release
/// semantics, so a test thread that reads it with acquire and finds it complete may read the rest.
/// </summary>
internal sealed class EndOfBatchLog
{
    public readonly List<long> EndsOfBatch = [];
    public readonly List<long> Starts = [];
    public int Count;
    public long FirstOutOfOrder = -1;

    /// <summary>Records one event; events are expected from sequence 0 on, one after another.</summary>
    public void Saw(long sequence, bool endOfBatch)
    {
        if (sequence != Count && FirstOutOfOrder < 0)
        {
            FirstOutOfOrder = sequence;
        }

        if (endOfBatch)
        {
            EndsOfBatch.Add(sequence);
        }

        Volatile.Write(ref Count, Count + 1);
    }
}
