using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Threading;

namespace NDisruptor.Benchmarks.Contenders;

/// <summary>The value-ring event of Unicast, Sequencer, Multicast and PingPong: one long, as in the paper.</summary>
public struct LongEvent
{
    public long Value;
}

/// <summary>The value-ring event of Pipeline and Diamond: the value and the results of the two intermediate stages.</summary>
public struct StageEvent
{
    public long Value;
    public long A;
    public long B;
}

/// <summary>The class-ring counterpart of <see cref="LongEvent"/>.</summary>
public sealed class LongEventObject
{
    public long Value;
}

/// <summary>The class-ring counterpart of <see cref="StageEvent"/>.</summary>
public sealed class StageEventObject
{
    public long Value;
    public long A;
    public long B;
}

/// <summary>
/// What a final consumer reports to the benchmark thread, on cache lines of its own: the running sum (plain writes,
/// consumer only), the batches it has seen end, and the last sequence handled (a release write at the end of each batch,
/// read by the benchmark thread). The batch count shares the line the consumer writes anyway, so counting costs one
/// increment per batch and no extra line.
/// </summary>
[StructLayout(LayoutKind.Explicit, Size = 256)]
public struct TallyData
{
    [FieldOffset(128)]
    public long Sum;

    [FieldOffset(136)]
    public long Sequence;

    [FieldOffset(144)]
    public long Batches;
}

public sealed class Tally
{
    private TallyData _data;

    public Tally() => _data.Sequence = -1;

    public long Sum => Volatile.Read(ref _data.Sum);

    public long Sequence => Volatile.Read(ref _data.Sequence);

    /// <summary>Batches ended so far; exact once <see cref="Sequence"/> has been seen at the last event, whose release write follows the count.</summary>
    public long Batches => Volatile.Read(ref _data.Batches);

    /// <summary>Consumer thread only, at the end of each batch: the running sum so far and the batch's last sequence.</summary>
    public void EndBatch(long sum, long sequence)
    {
        _data.Sum = sum;
        _data.Batches++;
        Volatile.Write(ref _data.Sequence, sequence); // after the sum and the count, which it publishes
    }
}

/// <summary>
/// A final handler's running sum, kept in the handler (not in the <see cref="Tally"/>) and reported to its tally at the
/// end of each batch. A mutable struct, held in a mutable field of the handler struct that holds it.
/// </summary>
public struct RunningSum(Tally tally)
{
    private long _sum;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Add(long value, long sequence, bool endOfBatch)
    {
        _sum += value;
        if (endOfBatch)
        {
            tally.EndBatch(_sum, sequence);
        }
    }
}
