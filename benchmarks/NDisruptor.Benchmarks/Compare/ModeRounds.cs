namespace NDisruptor.Benchmarks.Compare;

/// <summary>
/// Rounds of one comparison that its ratio targets are judged on together (<see cref="Comparison.TargetModes"/>): one
/// placement mode's, named by its median probe, or all of them (<see cref="Probe"/> null), <see cref="Pooled"/> when they span
/// several modes because none had enough rounds of its own. A mode with too few rounds is not <see cref="Judged"/>.
/// </summary>
public sealed record ModeRounds(double? Probe, int[] Rounds, bool Judged, bool Pooled)
{
    /// <summary>" at ~133 ns (16 rounds)", " over all 8 rounds (...)", " (3 rounds, ...)", or "" for all rounds of one mode.</summary>
    public string Label =>
        Probe is { } probe ? $" at ~{probe:0} ns ({Count})"
        : Pooled ? $" over all {Count} (no placement mode had {Placement.RoundsToJudge})"
        : Rounds.Length < Placement.RoundsToJudge ? $" ({Count}, fewer than {Placement.RoundsToJudge})"
        : "";

    private string Count => Rounds.Length == 1 ? "1 round" : $"{Rounds.Length} rounds";
}
