namespace NDisruptor.Benchmarks.Topologies;

/// <summary>
/// Events (or round trips) per invocation, per kind of contender, so one invocation lasts at least ~10 ms on this machine
/// without the slow contenders taking seconds. Each is a benchmark's OperationsPerInvoke: results are per event.
/// </summary>
public static class Sizes
{
    /// <summary>Ring-based contenders (NDisruptor, raw limit): tens to hundreds of millions of events/s.</summary>
    public const int Fast = 1 << 22;

    /// <summary>ConcurrentQueue with a spinning consumer.</summary>
    public const int Spinning = 1 << 21;

    /// <summary>Bounded channels.</summary>
    public const int Channel = 1 << 20;

    /// <summary>BlockingCollection: a kernel wait whenever a side runs dry.</summary>
    public const int Blocking = 1 << 18;

    /// <summary>Three producers: multiples of 3.</summary>
    public const int SequencerFast = 3 << 20;
    public const int SequencerSpinning = 3 << 19;
    public const int SequencerChannel = 3 << 18;
    public const int SequencerBlocking = 3 << 16;

    /// <summary>Round trips: spinning contenders take well under a microsecond each, async/blocking ones tens of microseconds.</summary>
    public const int PingPongSpinning = 1 << 17;
    public const int PingPongWaking = 1 << 13;
}
