using System;

namespace NDisruptor;

/// <summary>Where an inter-process ring's file lives, who may open it, and how its sides wait.</summary>
/// <remarks>Both sides of a ring must agree on <see cref="Directory"/> and <see cref="LayoutVersion"/>.</remarks>
public sealed class InterProcessRingOptions
{
    private TimeSpan _abandonedClaimTimeout = TimeSpan.FromSeconds(5);
    private InterProcessWait _wait = InterProcessWait.Yielding;

    /// <summary>
    /// The directory of the ring's file; null for the default: <c>/dev/shm</c> where it exists (memory, never written to
    /// disk), the temporary directory otherwise.
    /// </summary>
    public string? Directory { get; set; }

    /// <summary>
    /// Whether the file is created readable and writable by the owner's group too (mode 0660) rather than by its owner
    /// alone (0600, the default). Anyone who can open the file can read every event and inject events: share it with a
    /// group only when every member is trusted.
    /// </summary>
    public bool ShareWithGroup { get; set; }

    /// <summary>
    /// A number both sides set for the event layout they compiled: the file records the creator's, and a process whose
    /// number differs is refused. The event size is checked in any case; this catches same-size layouts that differ.
    /// </summary>
    public int LayoutVersion { get; set; }

    /// <summary>How producers wait for space and the consumer process waits for events (<see cref="InterProcessWait.Yielding"/> by default).</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not one of <see cref="InterProcessWait"/>'s.</exception>
    public InterProcessWait Wait
    {
        get => _wait;
        set
        {
            if (!Enum.IsDefined(value))
            {
                throw new ArgumentOutOfRangeException(nameof(value), value, $"Wait {(int)value} is not an InterProcessWait; use InterProcessWait.{string.Join(", InterProcessWait.", Enum.GetNames<InterProcessWait>())}.");
            }

            _wait = value;
        }
    }

    /// <summary>
    /// How long a claimed but unpublished slot may hold up the consumer process before it checks whether the claiming
    /// process died (and then skips the slot as aborted). Five seconds by default: far longer than any live producer
    /// takes between claim and publish.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not positive.</exception>
    public TimeSpan AbandonedClaimTimeout
    {
        get => _abandonedClaimTimeout;
        set
        {
            if (value <= TimeSpan.Zero)
            {
                throw new ArgumentOutOfRangeException(nameof(value), value, $"AbandonedClaimTimeout {value} must be positive; the default is 5 seconds.");
            }

            _abandonedClaimTimeout = value;
        }
    }
}
