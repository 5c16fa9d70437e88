using System;

namespace NDisruptor.Benchmarks.Infrastructure;

/// <summary>
/// Facts shared by the benchmarks and the report generator: ring sizes, thread counts per topology,
/// and the wait strategy each contender uses, so the report states exactly what ran.
/// </summary>
public static class Suite
{
    /// <summary>Ring (and bounded-queue) capacity for the throughput topologies, as in the paper's tests (64K).</summary>
    public const int RingSize = 65536;

    /// <summary>
    /// The large-ring experiment's capacity: 8 MiB of long events (and 4 MiB of flags with several producers), past a core's private
    /// cache (512 KiB to 2 MiB on current x64 parts), where <see cref="RingSize"/>'s 512 KiB fits in it.
    /// </summary>
    public const int LargeRingSize = 1 << 20;

    /// <summary>
    /// The long-lap experiment's lap: the slots of a <see cref="RingSize"/> ring span at least 32 MiB (64 times its capacity of
    /// long events, 32 times of the Pipeline's 24-byte events), past the 32 MiB L3 of one AMD chiplet, where the default's 4 MiB
    /// stays in it.
    /// </summary>
    public const long LongLapBytes = 32L << 20;

    /// <summary>
    /// The short-lap experiment's lap: the 4 MiB a value ring of small events is spread to by default, which a disruptor whose
    /// consumers all wait on the cursor alone now spreads further, to 32 MiB, as it starts; a ring made beforehand keeps it.
    /// </summary>
    public const long ShortLapBytes = 4L << 20;

    /// <summary>The worker-pool experiment's ring: a pool's workers each hold a claim ahead, so a small ring fills and drains often.</summary>
    public const int PoolRingSize = 1024;

    /// <summary>The worker-pool experiment's workers: with its three producers, seven busy threads.</summary>
    public const int PoolWorkers = 4;

    /// <summary>Ring capacity for ping-pong: at most one message is in flight.</summary>
    public const int PingPongRingSize = 1024;

    /// <summary>Environment variable through which the host process tells the benchmark processes the artifacts folder.</summary>
    public const string ArtifactsVariable = "NDISRUPTOR_BENCH_ARTIFACTS";

    /// <summary>The environment variable naming a folder that holds the Disruptor-net package; set, the DisruptorNet contender is built in.</summary>
    public const string DisruptorNetFeedVariable = "DISRUPTOR_NET_FEED";

    /// <summary>Whether this build includes the DisruptorNet contender.</summary>
#if DISRUPTOR_NET
    public const bool HasDisruptorNet = true;
#else
    public const bool HasDisruptorNet = false;
#endif

    /// <summary>The topologies, in the order of the paper and of the report.</summary>
    public static readonly string[] Topologies = ["Unicast", "UnicastBatch", "Pipeline", "Sequencer", "Multicast", "Diamond", "PingPong"];

    /// <summary>
    /// Whether a BenchmarkDotNet class is a topology (or a variant of one: Metrics, Async) rather than a single-threaded
    /// micro-benchmark (Micro/), which has no threads to place and no wait strategy.
    /// </summary>
    public static bool IsTopology(string type) =>
        Array.IndexOf(Topologies, type) >= 0
        || (type.EndsWith("Metrics", StringComparison.Ordinal) && IsTopology(type[..^"Metrics".Length]))
        || (type.EndsWith("Async", StringComparison.Ordinal) && IsTopology(type[..^"Async".Length]));

    /// <summary>Threads that run (and may spin) at once in a topology; the benchmark thread counts as the (first) producer.</summary>
    public static int ActiveThreads(string topology) => topology switch
    {
        "Unicast" or "UnicastBatch" or "PingPong" => 2,
        "Pipeline" or "Multicast" or "Diamond" => 4,
        "Sequencer" => 4,

        // The meter's cost (UnicastMetrics, PipelineMetrics) runs the same threads as the topology it measures.
        _ when topology.EndsWith("Metrics", StringComparison.Ordinal) => ActiveThreads(topology[..^"Metrics".Length]),

        // The async consumer row (UnicastAsync) runs a producer and a thread-pool consumer: the topology's threads.
        _ when topology.EndsWith("Async", StringComparison.Ordinal) => ActiveThreads(topology[..^"Async".Length]),
        _ => throw new ArgumentOutOfRangeException(nameof(topology), topology, "Unknown topology."),
    };

    /// <summary>Busy-spin where every active thread has a core, yielding where the topology oversubscribes the machine.</summary>
    public static WaitKind WaitFor(string topology, int cores) =>
        ActiveThreads(topology) <= cores ? WaitKind.BusySpin : WaitKind.Yielding;

    /// <summary>The wait strategy of this process's run of a topology.</summary>
    public static WaitKind WaitFor(string topology) => WaitFor(topology, Environment.ProcessorCount);

    /// <summary>How a contender waits in a topology on a machine with <paramref name="cores"/> logical cores.</summary>
    public static string DescribeWait(string topology, string contender, int cores)
    {
        var kind = WaitFor(topology, cores);
        return contender switch
        {
            ContenderName.NDisruptor or ContenderName.NDisruptorClass or ContenderName.NDisruptorListened => kind == WaitKind.BusySpin ? "BusySpinWaitStrategy" : "YieldingWaitStrategy",
            ContenderName.DisruptorNet => kind == WaitKind.BusySpin ? "BusySpinWaitStrategy (Disruptor-net's)" : "YieldingWaitStrategy (Disruptor-net's)",
            ContenderName.RawLimit or ContenderName.RawTwoLines or ContenderName.RawRing => "busy spin (pause hint)",
            ContenderName.ConcurrentQueue => kind == WaitKind.BusySpin ? "busy spin (pause hint)" : "SpinWait (spins, then yields)",
            ContenderName.Channel => "async/await (thread-pool continuations)",
            ContenderName.NDisruptorAsync => "async batch handler (armed signal, no spinning)",
            ContenderName.BlockingCollection => "blocking Add/Take (spins, then kernel wait)",
            _ => "?",
        };
    }
}
