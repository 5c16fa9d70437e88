using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>
/// Events (or round trips) per invocation, per kind of contender, so one invocation lasts at least ~10 ms on this machine
/// without the slow contenders taking seconds. Each is a benchmark's OperationsPerInvoke: results are per event.
/// The constants are there for the attributes (which take nothing else); <see cref="Of"/> groups them by topology for
/// <see cref="Catalog"/>, and <see cref="BenchmarkCheck"/> fails at start-up where an attribute and the catalog disagree.
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

    /// <summary>The sizes of every single-producer throughput topology (Unicast, UnicastBatch, Pipeline, Multicast, Diamond).</summary>
    public static readonly SizeFamily Throughput = new(Fast, Spinning, Channel, Blocking);

    /// <summary>The sizes of the three-producer topology; its worker-pool experiment (seven busy threads) hands events over as slowly as a channel.</summary>
    public static readonly SizeFamily Sequencer = new(SequencerFast, SequencerSpinning, SequencerChannel, SequencerBlocking, Pool: SequencerChannel);

    /// <summary>The round trips of ping-pong: the spinning queue keeps up with the rings, channels and blocking queues wake a thread.</summary>
    public static readonly SizeFamily PingPong = new(PingPongSpinning, PingPongSpinning, PingPongWaking, PingPongWaking);

    /// <summary>The sizes <paramref name="topology"/>'s contenders run.</summary>
    public static SizeFamily Of(string topology) => topology switch
    {
        "Sequencer" => Sequencer,
        "PingPong" => PingPong,
        _ => Throughput,
    };
}

/// <summary>Events per invocation of each kind of contender in a family of topologies.</summary>
/// <param name="Ring">The rings, the raw limits and the experiments on them.</param>
/// <param name="Spinning">ConcurrentQueue.</param>
/// <param name="Channel">Channel.</param>
/// <param name="Blocking">BlockingCollection.</param>
/// <param name="Pool">The worker-pool experiment, where it is slower than the rings; <paramref name="Ring"/> when null.</param>
public sealed record SizeFamily(int Ring, int Spinning, int Channel, int Blocking, int? Pool = null)
{
    /// <summary>Events per invocation of <paramref name="contender"/>.</summary>
    public int Of(string contender) => contender switch
    {
        ContenderName.ConcurrentQueue => Spinning,
        ContenderName.Channel => Channel,
        ContenderName.BlockingCollection => Blocking,
        ContenderName.NDisruptorWorkerPool => Pool ?? Ring,
        _ => Ring,
    };
}
