using System;

namespace NDisruptor;

/// <summary>Replays the batch after a fixed pause, every time: gives the failing resource time to recover.</summary>
/// <remarks>The pause holds the processor's thread; a halt ends it at once (within a millisecond).</remarks>
public sealed class PausingRewindStrategy : IBatchRewindStrategy
{
    private readonly RewindAction _action;

    /// <summary>Creates the strategy.</summary>
    /// <param name="pause">How long to wait before each replay; zero or more.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="pause"/> is negative.</exception>
    public PausingRewindStrategy(TimeSpan pause) => _action = RewindAction.RewindAfter(pause);

    /// <summary>The pause before each replay.</summary>
    public TimeSpan Pause => _action.Pause;

    /// <inheritdoc/>
    public RewindAction OnRewind(RewindableException exception, int attempts) => _action;
}
