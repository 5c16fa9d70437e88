namespace NDisruptor;

/// <summary>
/// How a consumer waits for a sequence to become available: the trade between latency and CPU use.
/// </summary>
/// <remarks>
/// Called by one consumer thread per barrier, only when that consumer has caught up, so the call is
/// amortized over a whole batch. Implementations must call <see cref="SequenceBarrier.CheckAlert"/>
/// in their loops so that a halt ends the wait, and call a spin hint in any busy loop (<see cref="System.Threading.Thread.SpinWait(int)"/>, or <c>X86Base.Pause</c> on x64 and <c>ArmBase.Yield</c> on Arm64).
/// </remarks>
public interface IWaitStrategy
{
    /// <summary>
    /// Waits until <see cref="SequenceBarrier.DependentSequence"/> reaches <paramref name="sequence"/>, the
    /// barrier is alerted (<see cref="AlertException"/>), or the strategy's timeout passes.
    /// </summary>
    /// <param name="sequence">The sequence the consumer wants next.</param>
    /// <param name="barrier">The barrier the consumer waits on: its cursor, dependencies and alert state.</param>
    /// <returns>
    /// The highest sequence the dependencies have reached (it may be below <paramref name="sequence"/> for
    /// strategies that return early), or <see cref="SequenceWaitResult.Timeout"/>.
    /// </returns>
    SequenceWaitResult WaitFor(long sequence, SequenceBarrier barrier);

    /// <summary>Wakes consumers parked by this strategy. Producers call it after each publish when <see cref="IsBlockingStrategy"/> is true.</summary>
    void SignalAllWhenBlocking();

    /// <summary>
    /// Whether consumers may park, so that producers must call <see cref="SignalAllWhenBlocking"/>.
    /// Read once when a sequencer is built: spinning strategies return false and cost producers nothing.
    /// </summary>
    bool IsBlockingStrategy { get; }
}
