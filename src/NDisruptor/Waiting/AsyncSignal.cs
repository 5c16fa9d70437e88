using System;
using System.Threading;
using System.Threading.Tasks;
using System.Threading.Tasks.Sources;

namespace NDisruptor;

/// <summary>
/// One async processor's wake-up: a reusable <see cref="IValueTaskSource"/> with one waiter, set by a
/// producer or an upstream processor only while the waiter is armed. Awaiting it blocks no thread and
/// allocates nothing (the core is reset and reused; the await continues on the thread pool).
/// </summary>
internal sealed class AsyncSignal : IValueTaskSource
{
    private readonly AsyncWaiters _owner;

    // Only the waiter's own code touches the core between Arm and the await; the one signaller that wins
    // the exchange on _armed completes it. RunContinuationsAsynchronously: a producer never runs the
    // consumer's batch on its own thread.
    private ManualResetValueTaskSourceCore<bool> _core = new() { RunContinuationsAsynchronously = true };

    // 1 while the waiter is armed. Set by the waiter (Arm), cleared by exactly one exchanger: the waiter
    // (TryDisarm) or a signaller (Set), whoever comes first.
    private int _armed;

    public AsyncSignal(AsyncWaiters owner) => _owner = owner;

    /// <summary>
    /// Arms the waiter, then makes the arming and every other thread's earlier stores meet: after this returns,
    /// the waiter's re-check of its dependencies sees any sequence a signaller stored before its read of the armed
    /// count, and a signaller that reads the count later sees the waiter armed. Either way no wake-up is lost.
    /// </summary>
    /// <remarks>
    /// An asymmetric Dekker: signallers (every publish, every batch) store, then read the armed count without a
    /// fence; the waiter, which arms only when it ran out of events, pays a process-wide barrier for both sides
    /// (a membarrier call on Linux: a few microseconds, once per idle transition, where a fence per publish cost
    /// the producer ~10-20 ns on every event).
    /// </remarks>
    public void Arm()
    {
        _core.Reset();
        Volatile.Write(ref _armed, 1);
        _owner.CountArmed(+1);
        Interlocked.MemoryBarrierProcessWide();
    }

    /// <summary>Disarms after a re-check found work; false when a signaller already took it (then await <see cref="WaitAsync"/>).</summary>
    public bool TryDisarm()
    {
        if (Interlocked.Exchange(ref _armed, 0) == 0)
        {
            return false;
        }

        _owner.CountArmed(-1);
        return true;
    }

    /// <summary>Completes the wait if the waiter is armed; otherwise does nothing.</summary>
    public void Set()
    {
        if (Interlocked.Exchange(ref _armed, 0) == 1)
        {
            _owner.CountArmed(-1);
            _core.SetResult(true);
        }
    }

    /// <summary>The wait started by <see cref="Arm"/>; completes when a signaller sets it.</summary>
    public ValueTask WaitAsync() => new(this, _core.Version);

    void IValueTaskSource.GetResult(short token) => _core.GetResult(token);

    ValueTaskSourceStatus IValueTaskSource.GetStatus(short token) => _core.GetStatus(token);

    void IValueTaskSource.OnCompleted(Action<object?> continuation, object? state, short token, ValueTaskSourceOnCompletedFlags flags)
        => _core.OnCompleted(continuation, state, token, flags);
}
