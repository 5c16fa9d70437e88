namespace NDisruptor;

/// <summary>How the sides of an inter-process ring wait for each other: producers for space, the consumer process for events.</summary>
/// <remarks>
/// Processes cannot share a monitor, so every choice polls the mapping; they differ in what they give up between looks.
/// </remarks>
public enum InterProcessWait
{
    /// <summary>Spins with a CPU hint: the lowest latency, a core each while waiting. For machines with cores to spare.</summary>
    Spinning,

    /// <summary>Spins briefly, then yields the core between looks: low latency, polite when threads outnumber cores.</summary>
    Yielding,

    /// <summary>Spins, yields, then sleeps about a millisecond between looks: next to no CPU while idle, up to a millisecond of latency.</summary>
    Sleeping,
}
