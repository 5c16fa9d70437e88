namespace NDisruptor;

/// <summary>Replays the batch at once, every time: for failures known to clear by themselves quickly.</summary>
/// <remarks>A handler that never stops asking keeps its processor busy until it is halted (a halt ends the loop).</remarks>
public sealed class ImmediateRewindStrategy : IBatchRewindStrategy
{
    /// <inheritdoc/>
    public RewindAction OnRewind(RewindableException exception, int attempts) => RewindAction.Rewind;
}
