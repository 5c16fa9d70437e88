using System;

namespace NDisruptor;

/// <summary>What an <see cref="IBatchRewindStrategy"/> decided for a batch whose handler asked for it again.</summary>
public readonly struct RewindAction
{
    private readonly bool _giveUp;

    private RewindAction(bool giveUp, TimeSpan pause)
    {
        _giveUp = giveUp;
        Pause = pause;
    }

    /// <summary>Replay the batch at once.</summary>
    public static RewindAction Rewind => default;

    /// <summary>
    /// Stop rewinding: the <see cref="RewindableException"/> goes to the processor's exception handler like any
    /// other failure (at the sequence of the event, or the first of the span, whose call threw).
    /// </summary>
    public static RewindAction GiveUp => new(giveUp: true, TimeSpan.Zero);

    /// <summary>Whether this is <see cref="GiveUp"/>.</summary>
    public bool IsGiveUp => _giveUp;

    /// <summary>How long the processor waits before the replay; zero for none. A halt ends the wait at once.</summary>
    public TimeSpan Pause { get; }

    /// <summary>Replay the batch after <paramref name="pause"/>, unless the processor is halted meanwhile.</summary>
    /// <param name="pause">How long to wait; zero or more.</param>
    /// <returns>The action.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="pause"/> is negative.</exception>
    public static RewindAction RewindAfter(TimeSpan pause)
    {
        if (pause < TimeSpan.Zero)
        {
            throw new ArgumentOutOfRangeException(nameof(pause), pause, $"pause {pause} is negative; pass TimeSpan.Zero (or use RewindAction.Rewind) to replay at once.");
        }

        return new(giveUp: false, pause);
    }
}
