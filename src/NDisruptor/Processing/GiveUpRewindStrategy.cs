using System;

namespace NDisruptor;

/// <summary>
/// Replays a batch at most a given number of times (after an optional pause), then gives up: the next
/// <see cref="RewindableException"/> of that batch goes to the exception handler as a failure.
/// </summary>
public sealed class GiveUpRewindStrategy : IBatchRewindStrategy
{
    private readonly RewindAction _rewind;

    /// <summary>Creates the strategy.</summary>
    /// <param name="maxRewinds">How many times one batch may be replayed; at least 1.</param>
    /// <param name="pause">How long to wait before each replay; zero (the default) replays at once.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="maxRewinds"/> is below 1, or <paramref name="pause"/> is negative.</exception>
    public GiveUpRewindStrategy(int maxRewinds, TimeSpan pause = default)
    {
        if (maxRewinds < 1)
        {
            throw new ArgumentOutOfRangeException(nameof(maxRewinds), maxRewinds, $"maxRewinds {maxRewinds} must be at least 1; a handler that should never rewind need not implement IRewindableHandler.");
        }

        MaxRewinds = maxRewinds;
        _rewind = RewindAction.RewindAfter(pause);
    }

    /// <summary>How many times one batch may be replayed.</summary>
    public int MaxRewinds { get; }

    /// <inheritdoc/>
    public RewindAction OnRewind(RewindableException exception, int attempts)
        => attempts > MaxRewinds ? RewindAction.GiveUp : _rewind;
}
