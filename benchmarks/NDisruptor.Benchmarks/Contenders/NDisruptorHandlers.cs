using System.Runtime.CompilerServices;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Contenders;

// Struct handlers, so NDisruptor compiles a processor per handler with OnEvent inlined (HandleEventsWith<THandler>).
// Each implements OnBatchStart, even empty: the interface's default body would run on a boxed copy.

public readonly struct SumHandler(Tally tally) : IValueEventHandler<LongEvent>, IEventHandler<LongEventObject>
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void OnEvent(ref LongEvent data, long sequence, bool endOfBatch) => tally.Add(data.Value, sequence, endOfBatch);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void OnEvent(LongEventObject data, long sequence, bool endOfBatch) => tally.Add(data.Value, sequence, endOfBatch);

    public void OnBatchStart(long batchSize)
    {
    }
}

/// <summary>Diamond left: A = Value + 1, in parallel with the right stage.</summary>
public readonly struct DiamondLeftHandler : IValueEventHandler<StageEvent>, IEventHandler<StageEventObject>
{
    public void OnEvent(ref StageEvent data, long sequence, bool endOfBatch) => data.A = Work.DiamondLeft(data.Value);

    public void OnEvent(StageEventObject data, long sequence, bool endOfBatch) => data.A = Work.DiamondLeft(data.Value);

    public void OnBatchStart(long batchSize)
    {
    }
}

/// <summary>Pipeline stage 1: A = Value + 1.</summary>
public readonly struct PipelineStage1Handler : IValueEventHandler<StageEvent>, IEventHandler<StageEventObject>
{
    public void OnEvent(ref StageEvent data, long sequence, bool endOfBatch) => data.A = Work.PipelineStage1(data.Value);

    public void OnEvent(StageEventObject data, long sequence, bool endOfBatch) => data.A = Work.PipelineStage1(data.Value);

    public void OnBatchStart(long batchSize)
    {
    }
}

/// <summary>Pipeline stage 2: B = A * 3.</summary>
public readonly struct PipelineStage2Handler : IValueEventHandler<StageEvent>, IEventHandler<StageEventObject>
{
    public void OnEvent(ref StageEvent data, long sequence, bool endOfBatch) => data.B = Work.PipelineStage2(data.A);

    public void OnEvent(StageEventObject data, long sequence, bool endOfBatch) => data.B = Work.PipelineStage2(data.A);

    public void OnBatchStart(long batchSize)
    {
    }
}

/// <summary>Diamond right: B = Value * 2, in parallel with the left stage.</summary>
public readonly struct DiamondRightHandler : IValueEventHandler<StageEvent>, IEventHandler<StageEventObject>
{
    public void OnEvent(ref StageEvent data, long sequence, bool endOfBatch) => data.B = Work.DiamondRight(data.Value);

    public void OnEvent(StageEventObject data, long sequence, bool endOfBatch) => data.B = Work.DiamondRight(data.Value);

    public void OnBatchStart(long batchSize)
    {
    }
}

/// <summary>Pipeline stage 3: sums B.</summary>
public readonly struct SumBHandler(Tally tally) : IValueEventHandler<StageEvent>, IEventHandler<StageEventObject>
{
    public void OnEvent(ref StageEvent data, long sequence, bool endOfBatch) => tally.Add(data.B, sequence, endOfBatch);

    public void OnEvent(StageEventObject data, long sequence, bool endOfBatch) => tally.Add(data.B, sequence, endOfBatch);

    public void OnBatchStart(long batchSize)
    {
    }
}

/// <summary>Diamond join, after both left and right: sums A + B.</summary>
public readonly struct JoinHandler(Tally tally) : IValueEventHandler<StageEvent>, IEventHandler<StageEventObject>
{
    public void OnEvent(ref StageEvent data, long sequence, bool endOfBatch) => tally.Add(data.A + data.B, sequence, endOfBatch);

    public void OnEvent(StageEventObject data, long sequence, bool endOfBatch) => tally.Add(data.A + data.B, sequence, endOfBatch);

    public void OnBatchStart(long batchSize)
    {
    }
}
