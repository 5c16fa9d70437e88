using System;
using System.Runtime.CompilerServices;
using System.Runtime.ExceptionServices;

namespace NDisruptor;

/// <summary>
/// Tells a publish scope's <c>Dispose</c> whether an exception was thrown on its thread since the claim,
/// which is how a scope disposed by an exception unwinding through its <c>using</c> block knows that its
/// event may be half-written and must be published as aborted.
/// </summary>
/// <remarks>
/// <para>
/// C# gives <c>Dispose</c> no way to ask "is an exception propagating?", so every exception thrown on a
/// thread bumps that thread's count (a first-chance handler, registered once per process; it runs on the
/// throwing thread, before any catch or finally). A scope notes the count when it claims and compares it
/// when disposed: unchanged means no exception at all, the normal path, and the scope publishes. Changed
/// means one was thrown inside the block: unwinding through it, or thrown and caught inside it. The scope
/// cannot tell those apart, so it aborts unless the producer said the event was complete
/// (<c>Complete()</c>), which code that catches exceptions while filling an event must call.
/// </para>
/// <para>
/// The normal path costs a thread-static read at the claim and one at <c>Dispose</c> (an inlined TLS
/// access). A scope is a ref struct: it never leaves its thread, so thread-static state is its own.
/// </para>
/// </remarks>
internal static class UnwindDetector
{
    // Written only by the owning thread (the first-chance handler runs on the throwing thread).
    [ThreadStatic]
    private static int t_thrown;

    // The scope last completed on this thread: written by Complete(), read by Dispose on the same thread.
    [ThreadStatic]
    private static object? t_completedRing;

    [ThreadStatic]
    private static long t_completedSequence;

    static UnwindDetector() => AppDomain.CurrentDomain.FirstChanceException += OnFirstChance;

    /// <summary>How many exceptions were thrown on this thread: note it at the claim.</summary>
    public static int ThrownOnThisThread
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => t_thrown;
    }

    /// <summary>Records that the scope for <paramref name="sequence"/> of <paramref name="ring"/> holds a complete event.</summary>
    public static void MarkComplete(object ring, long sequence)
    {
        t_completedRing = ring;
        t_completedSequence = sequence;
    }

    /// <summary>
    /// Whether a scope claimed when the count was <paramref name="thrownAtClaim"/> must publish normally:
    /// no exception since, or its event was marked complete.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool ShouldPublish(int thrownAtClaim, object ring, long sequence)
        => t_thrown == thrownAtClaim || WasCompleted(ring, sequence);

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static bool WasCompleted(object ring, long sequence)
        => ReferenceEquals(t_completedRing, ring) && t_completedSequence == sequence;

    private static void OnFirstChance(object? sender, FirstChanceExceptionEventArgs e) => t_thrown++;
}
