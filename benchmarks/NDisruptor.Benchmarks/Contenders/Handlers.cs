using System.Runtime.CompilerServices;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Contenders;

// Struct handlers, so each library compiles a processor per handler with OnEvent inlined: NDisruptor through its generic
// HandleEventsWith<THandler>, Disruptor-net (DisruptorNet, compiled in with DISRUPTOR_NET) through the processor type its
// EventProcessorFactory builds around a struct handler. The same struct serves both libraries, so their consumers run the very
// same code. None implements OnBatchStart: both libraries then skip the call (NDisruptor never runs the interface's default
// body on a boxed copy; Disruptor-net picks its no-op batch-start evaluator).
//
// The summing handlers keep their running sum in a field of their own and report it once per batch, as the queue
// contenders' consumers keep theirs in a local: state that lives with the handler, the way a struct handler is written to
// be fast. Where that field lives is the library's choice (in its processor object, or copied into the loop's frame for
// the batch), and that choice is part of what is measured. They used to add every event to a field of the shared Tally
// object instead: a read-modify-write of one heap word per event, which on an Intel host bounded every library alike at
// ~2.5 ns per event and so measured the handler rather than the libraries (docs/design.md, "Hot path").

public struct SumHandler(Tally tally) : IValueEventHandler<LongEvent>, IEventHandler<LongEventObject>
#if DISRUPTOR_NET
    , global::Disruptor.IValueEventHandler<LongEvent>
#endif
{
    private RunningSum _sum = new(tally);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void OnEvent(ref LongEvent data, long sequence, bool endOfBatch) => _sum.Add(data.Value, sequence, endOfBatch);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void OnEvent(LongEventObject data, long sequence, bool endOfBatch) => _sum.Add(data.Value, sequence, endOfBatch);
}

/// <summary>Diamond left: A = Value + 1, in parallel with the right stage.</summary>
public readonly struct DiamondLeftHandler : IValueEventHandler<StageEvent>, IEventHandler<StageEventObject>
#if DISRUPTOR_NET
    , global::Disruptor.IValueEventHandler<StageEvent>
#endif
{
    public void OnEvent(ref StageEvent data, long sequence, bool endOfBatch) => data.A = Work.DiamondLeft(data.Value);

    public void OnEvent(StageEventObject data, long sequence, bool endOfBatch) => data.A = Work.DiamondLeft(data.Value);
}

/// <summary>Pipeline stage 1: A = Value + 1.</summary>
public readonly struct PipelineStage1Handler : IValueEventHandler<StageEvent>, IEventHandler<StageEventObject>
#if DISRUPTOR_NET
    , global::Disruptor.IValueEventHandler<StageEvent>
#endif
{
    public void OnEvent(ref StageEvent data, long sequence, bool endOfBatch) => data.A = Work.PipelineStage1(data.Value);

    public void OnEvent(StageEventObject data, long sequence, bool endOfBatch) => data.A = Work.PipelineStage1(data.Value);
}

/// <summary>Pipeline stage 2: B = A * 3.</summary>
public readonly struct PipelineStage2Handler : IValueEventHandler<StageEvent>, IEventHandler<StageEventObject>
#if DISRUPTOR_NET
    , global::Disruptor.IValueEventHandler<StageEvent>
#endif
{
    public void OnEvent(ref StageEvent data, long sequence, bool endOfBatch) => data.B = Work.PipelineStage2(data.A);

    public void OnEvent(StageEventObject data, long sequence, bool endOfBatch) => data.B = Work.PipelineStage2(data.A);
}

/// <summary>Diamond right: B = Value * 2, in parallel with the left stage.</summary>
public readonly struct DiamondRightHandler : IValueEventHandler<StageEvent>, IEventHandler<StageEventObject>
#if DISRUPTOR_NET
    , global::Disruptor.IValueEventHandler<StageEvent>
#endif
{
    public void OnEvent(ref StageEvent data, long sequence, bool endOfBatch) => data.B = Work.DiamondRight(data.Value);

    public void OnEvent(StageEventObject data, long sequence, bool endOfBatch) => data.B = Work.DiamondRight(data.Value);
}

/// <summary>Pipeline stage 3: sums B.</summary>
public struct SumBHandler(Tally tally) : IValueEventHandler<StageEvent>, IEventHandler<StageEventObject>
#if DISRUPTOR_NET
    , global::Disruptor.IValueEventHandler<StageEvent>
#endif
{
    private RunningSum _sum = new(tally);

    public void OnEvent(ref StageEvent data, long sequence, bool endOfBatch) => _sum.Add(data.B, sequence, endOfBatch);

    public void OnEvent(StageEventObject data, long sequence, bool endOfBatch) => _sum.Add(data.B, sequence, endOfBatch);
}

/// <summary>Diamond join, after both left and right: sums A + B.</summary>
public struct JoinHandler(Tally tally) : IValueEventHandler<StageEvent>, IEventHandler<StageEventObject>
#if DISRUPTOR_NET
    , global::Disruptor.IValueEventHandler<StageEvent>
#endif
{
    private RunningSum _sum = new(tally);

    public void OnEvent(ref StageEvent data, long sequence, bool endOfBatch) => _sum.Add(data.A + data.B, sequence, endOfBatch);

    public void OnEvent(StageEventObject data, long sequence, bool endOfBatch) => _sum.Add(data.A + data.B, sequence, endOfBatch);
}
