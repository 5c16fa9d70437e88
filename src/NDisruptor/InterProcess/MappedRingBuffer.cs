using System.Threading;

namespace NDisruptor;

/// <summary>
/// The consumer process's view of an inter-process ring: a single-producer value ring over the mapped events, whose one
/// producer is the pump that republishes what producer processes published (see <see cref="InterProcessRing{T}"/>).
/// </summary>
internal sealed class MappedRingBuffer<T> : ValueRingBuffer<T>
    where T : unmanaged
{
    private readonly nint _base;
    private readonly SharedLayout _layout;

    // Whether the pump runs (set as its thread is started, cleared by the thread as it leaves): without it nothing past the
    // cursor will ever arrive, so nothing past it is owed. Under _scan, which also keeps the file mapped for a scan under way: the owner
    // unmaps the file only after the pump's thread has left (its Dispose joins it), and the thread cannot say it left
    // while a scan holds the lock.
    private readonly object _scan = new();
    private bool _pumping;

    public MappedRingBuffer(nint @base, SharedLayout layout, IWaitStrategy? waitStrategy, long lastPublished)
        : base(layout.BufferSize, ProducerType.Single, waitStrategy, @base + (nint)layout.SlotsOffset)
    {
        _base = @base;
        _layout = layout;
        ((SingleProducerSequencer)Sequencer).StartAfter(lastPublished);
    }

    /// <summary>
    /// The local cursor, and past it the run of slots producer processes published (or aborted) that the pump has not
    /// republished yet: a shutdown that drained the consumers only up to the local cursor would stop the pump with those unread, and
    /// the ring's disposal would delete them with the file.
    /// </summary>
    /// <remarks>
    /// Read on the shutting-down thread while the pump runs. The cursor first: the flags of what the pump republishes
    /// meanwhile still hold their sequences (a slot is written again only a lap later, after the consumers read it), so
    /// the scan passes them and ends where the pump's own scan would. The run ends at the first claim not settled yet:
    /// what is published after it arrives only once that claim is published, aborted, or given up as abandoned.
    /// </remarks>
    internal override long OwedThrough
    {
        get
        {
            lock (_scan)
            {
                long hi = Cursor;
                if (!_pumping)
                {
                    return hi;
                }

                long limit = hi + BufferSize;
                while (hi < limit && SharedLayout.Settles(Volatile.Read(ref _layout.FlagOf(_base, hi + 1)), hi + 1))
                {
                    hi++;
                }

                return hi;
            }
        }
    }

    /// <summary>Called as the pump's thread is started (true) and by that thread as it leaves (false).</summary>
    internal void Pumping(bool running)
    {
        lock (_scan)
        {
            _pumping = running;
        }
    }
}
