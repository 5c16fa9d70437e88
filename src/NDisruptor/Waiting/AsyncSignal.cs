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
    /// Arms the waiter. A full fence (the interlocked increment) follows the store, so the waiter's re-check
    /// of its dependencies cannot move above it; it pairs with the fence in <see cref="AsyncWaiters.WakeArmed"/>.
    /// </summary>
    public void Arm()
    {
        _core.Reset();
        Volatile.Write(ref _armed, 1);
        _owner.CountArmed(+1);
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
