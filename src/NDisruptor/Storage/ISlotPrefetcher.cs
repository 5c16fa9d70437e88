namespace NDisruptor;

/// <summary>A ring whose single producer's claims prefetch the slots it will write (see <see cref="SlotPrefetch"/>).</summary>
internal interface ISlotPrefetcher
{
    /// <summary>Prefetches the lines of the slots of sequences <paramref name="first"/> to <paramref name="last"/>.</summary>
    void PrefetchSlots(long first, long last);
}
