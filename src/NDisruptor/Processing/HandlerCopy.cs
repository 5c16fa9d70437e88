using System.Runtime.CompilerServices;

namespace NDisruptor;

/// <summary>
/// When a processor runs a batch on a copy of its struct handler rather than on the handler stored in the processor.
/// </summary>
/// <remarks>
/// A struct handler lives in a field of its processor, so every write to its own fields (a running total, a count,
/// the last sequence seen) is a store to the processor object, read back by the next event: a chain through memory
/// that the core cannot run ahead of. On an Intel Xeon host that chain set the pace of a whole 1P-1C stream, at
/// ~2.3-2.4 ns per event (Disruptor-net, which keeps it, ~2.6). Copied into the loop's own stack frame, the same
/// handler ran at ~0.9-1.2 ns per event: that core carries a store and a load of one stack slot far faster
/// (docs/design.md, "Hot path").
/// <para>
/// The copy is written back when the batch ends, and also when a call throws (a <c>finally</c>), before any
/// exception handler runs: every lifecycle call, the exception handler, a rewind and the next batch see the state
/// the handler left, exactly as if it had run in place. Nothing else calls a struct handler while a batch runs: the
/// processor holds it, and only its thread calls it. Another thread reading <see cref="IEventProcessor.Handler"/>
/// (a boxed copy, for identification) may see the state of the last long batch's start, as it could already see
/// any stale or torn state: it was never a synchronized read.
/// </para>
/// <para>
/// With every batch on a copy, a one-event hop (single-threaded) took ~9 ns longer, twice its time: the protected
/// region, the copies and the write-back's GC write barrier. So only
/// batches of at least <see cref="MinimumBatch"/> events do, where that is under 0.15 ns per event, through a method
/// of their own: the processor's loop for shorter batches is the one it had before. Class handlers never run on a
/// copy: their invokers call them through the interface, and a copy of a reference would change nothing.
/// </para>
/// <para>
/// Such a batch hands its last event to the handler after the loop, not inside it: in the loop <c>endOfBatch</c> is the
/// constant <see langword="false"/>, so whatever an inlined handler does at the end of a batch drops out of the loop
/// with the per-event compare. Code compiled without a profile (NativeAOT) kept that rare block in the loop and jumped
/// over it on every event (19 instructions and two taken jumps an event in the Diamond's join, 11 and one without it);
/// the Diamond's NativeAOT twin took 1.19x the time of the JIT build before the change, and with it 1.03x (docs/design.md,
/// "Hot path"). A long batch is never empty, so its last event is always there to hand over.
/// </para>
/// </remarks>
internal static class HandlerCopy
{
    /// <summary>The fewest events a batch needs to run on a copy of the handler.</summary>
    internal const long MinimumBatch = 64;

    /// <summary>Whether the batch <paramref name="next"/>..<paramref name="available"/> is long enough to run on a copy.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static bool Pays(long next, long available) => available - next >= MinimumBatch - 1;
}
