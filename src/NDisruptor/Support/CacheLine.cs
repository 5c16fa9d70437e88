namespace NDisruptor;

/// <summary>Sizes used to keep fields that different threads write on different cache lines.</summary>
internal static class CacheLine
{
    /// <summary>
    /// Bytes of padding on each side of a hot field. x64 cores prefetch lines in adjacent pairs
    /// (2 × 64 bytes) and some Arm64 cores have 128-byte lines, so 128 bytes is the distance at which
    /// two writers stop invalidating each other's lines (docs/design.md, rule 4).
    /// </summary>
    public const int PadBytes = 128;
}
