namespace NDisruptor;

/// <summary>
/// Decides what a processor does when its <see cref="IRewindableHandler"/> throws a <see cref="RewindableException"/>:
/// replay the batch now, replay it after a pause, or give up. Called on the processor's thread.
/// </summary>
/// <remarks>
/// Ready-made: <see cref="ImmediateRewindStrategy"/>, <see cref="PausingRewindStrategy"/>,
/// <see cref="GiveUpRewindStrategy"/>. A strategy shared by several handlers is called from several threads.
/// </remarks>
public interface IBatchRewindStrategy
{
    /// <summary>Decides what to do with a batch whose handler asked for it again.</summary>
    /// <param name="exception">What the handler threw.</param>
    /// <param name="attempts">How many times this batch has asked so far, this time included: 1 on the first.</param>
    /// <returns>What the processor does.</returns>
    RewindAction OnRewind(RewindableException exception, int attempts);
}
