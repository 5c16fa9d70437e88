using System;
using System.Threading;
using System.Threading.Tasks;
using System.Threading.Tasks.Sources;

namespace NDisruptor;

/// <summary>
/// One asynchronous claim parked on a full ring (see <see cref="AsyncClaimWaiters"/>): a reusable
/// <see cref="IValueTaskSource"/> with one waiter, completed by the consumer whose progress may have made room,
/// by the claim's cancellation, or by the ring closing. Pooled by its ring, so a parked claim allocates nothing.
/// </summary>
internal sealed class AsyncClaimWaiter : IValueTaskSource
{
    /// <summary>The token callback: wakes the claim if it is still parked, so that it sees its token cancelled.</summary>
    internal static readonly Action<object?> WakeOnCancel = static state => ((AsyncClaimWaiter)state!).WakeIfParked();

    private readonly AsyncClaimWaiters _owner;

    // Reset by the parking claim under the owner's lock, completed by the one thread that unlinked the waiter
    // (a consumer, the token's callback or the claim itself never completes it). RunContinuationsAsynchronously:
    // a consumer never runs the producer's continuation on its own thread.
    private ManualResetValueTaskSourceCore<bool> _core = new() { RunContinuationsAsynchronously = true };

    public AsyncClaimWaiter(AsyncClaimWaiters owner) => _owner = owner;

    // The links of the owner's parked list and free pool, the lowest gating sequence that can make room for the
    // claim, and whether the waiter is in the parked list: all read and written under the owner's lock only.
    internal AsyncClaimWaiter? Previous;
    internal AsyncClaimWaiter? Next;
    internal long WrapPoint;
    internal bool IsParked;

    /// <summary>Called by the parking claim, under the owner's lock, before the waiter joins the parked list.</summary>
    internal void Reset() => _core.Reset();

    /// <summary>Completes the wait; called once per park, by the thread that unlinked the waiter.</summary>
    internal void Wake() => _core.SetResult(true);

    /// <summary>The wait started by parking; completes when <see cref="Wake"/> runs.</summary>
    public ValueTask WaitAsync() => new(this, _core.Version);

    private void WakeIfParked()
    {
        if (_owner.TryUnpark(this))
        {
            Wake();
        }
    }

    void IValueTaskSource.GetResult(short token) => _core.GetResult(token);

    ValueTaskSourceStatus IValueTaskSource.GetStatus(short token) => _core.GetStatus(token);

    void IValueTaskSource.OnCompleted(Action<object?> continuation, object? state, short token, ValueTaskSourceOnCompletedFlags flags)
        => _core.OnCompleted(continuation, state, token, flags);
}
