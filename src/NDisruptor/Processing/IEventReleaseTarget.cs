namespace NDisruptor;

/// <summary>The processor behind an <see cref="EventReleaser"/>: it validates and stores the release.</summary>
internal interface IEventReleaseTarget
{
    /// <summary>Stores <paramref name="sequence"/> as the processor's progress, after checking it (see <see cref="EventReleaser.Release"/>).</summary>
    void Release(long sequence);
}
