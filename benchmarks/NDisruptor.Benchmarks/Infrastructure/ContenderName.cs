using System;
using System.Collections.Generic;
using System.Linq;

namespace NDisruptor.Benchmarks.Infrastructure;

/// <summary>
/// The contenders' names. A name is at once a BenchmarkDotNet method (and so a key of the JSON results the report reads),
/// a <see cref="Topologies.Catalog"/> entry, a <c>compare --contenders</c> value and a row of both reports: it is spelled
/// here only, so that none of them can drift from the others.
/// </summary>
public static class ContenderName
{
    /// <summary>The value ring (<c>ValueDisruptor&lt;T&gt;</c>): the baseline every ratio is taken against.</summary>
    public const string NDisruptor = "NDisruptor";

    /// <summary>The class ring (<c>Disruptor&lt;T&gt;</c>).</summary>
    public const string NDisruptorClass = "NDisruptorClass";

    /// <summary>Disruptor-net 7, compiled in only when <see cref="Suite.DisruptorNetFeedVariable"/> is set.</summary>
    public const string DisruptorNet = "DisruptorNet";

    /// <summary>Two padded counters or a bare SPSC array: the floor any ring is measured against.</summary>
    public const string RawLimit = "RawLimit";

    public const string ConcurrentQueue = "ConcurrentQueue";

    public const string Channel = "Channel";

    public const string BlockingCollection = "BlockingCollection";

    /// <summary>UnicastAsync's NDisruptor side: an async batch handler on the thread pool.</summary>
    public const string NDisruptorAsync = "NDisruptorAsync";

    /// <summary>The metrics benchmarks' NDisruptor under a listener on every instrument.</summary>
    public const string NDisruptorListened = "NDisruptorListened";

    /// <summary>Experiment: NDisruptor spinning without a CPU hint, as Disruptor-net does.</summary>
    public const string NDisruptorNoPause = "NDisruptorNoPause";

    /// <summary>Unicast on a <c>NativeRingBuffer&lt;T&gt;</c>: the value ring with its slots in native memory (comparison mode only).</summary>
    public const string NDisruptorNative = "NDisruptorNative";

    /// <summary>
    /// Experiment: Unicast or Sequencer on a value ring of <see cref="Suite.LargeRingSize"/> slots, whose events and flags no longer fit
    /// in one core's cache, spread to 32 MiB by the disruptor's start as the default ring is (comparison mode only).
    /// </summary>
    public const string NDisruptorLargeRing = "NDisruptorLargeRing";

    /// <summary>
    /// Experiment: Unicast or UnicastBatch on the value ring with its slots kept to its capacity (the <c>NDisruptor.SpreadSlots</c>
    /// switch set to false in its worker process), to time against the spread ring in the same rounds (comparison mode only).
    /// </summary>
    public const string NDisruptorUnspread = "NDisruptorUnspread";

    /// <summary>
    /// Experiment: Unicast, UnicastBatch or the Pipeline on a value ring created with a lap of <see cref="Suite.LongLapBytes"/>
    /// (<c>ValueRingBuffer&lt;T&gt;.Create(..., lapBytes)</c>), to time against the default layout in the same rounds (comparison
    /// mode only). In Unicast and its batches that is the layout the disruptor's start gives the ring it made; in the Pipeline,
    /// whose stages follow one another, the start keeps the 4 MiB spread.
    /// </summary>
    public const string NDisruptorLongLap = "NDisruptorLongLap";

    /// <summary>
    /// Experiment: Unicast, UnicastBatch, the Sequencer or Multicast on a value ring created with a lap of
    /// <see cref="Suite.ShortLapBytes"/>, the 4 MiB spread these topologies had before the disruptor's start spread the ring it
    /// made to 32 MiB, to time against it in the same rounds (comparison mode only).
    /// </summary>
    public const string NDisruptorShortLap = "NDisruptorShortLap";

    /// <summary>
    /// Experiment: Unicast, UnicastBatch, the Sequencer or the Pipeline on a class ring created with a lap of
    /// <see cref="Suite.LongLapBytes"/> (<c>RingBuffer&lt;T&gt;.Create(..., lapBytes)</c>), to time against the class ring's
    /// default in the same rounds (comparison mode only).
    /// </summary>
    public const string NDisruptorClassLongLap = "NDisruptorClassLongLap";

    /// <summary>
    /// Unicast through a worker pool of one worker: the pool's claim per event; the Sequencer's three producers feeding a pool
    /// of <see cref="Suite.PoolWorkers"/> workers on a <see cref="Suite.PoolRingSize"/>-slot ring, more busy threads than
    /// small machines have cores (comparison mode only).
    /// </summary>
    public const string NDisruptorWorkerPool = "NDisruptorWorkerPool";

    /// <summary>Unicast through NDisruptor's inter-process ring (comparison mode only).</summary>
    public const string NDisruptorIpc = "NDisruptorIpc";

    /// <summary>Unicast through Disruptor-net's IPC ring (comparison mode only).</summary>
    public const string DisruptorNetIpc = "DisruptorNetIpc";

    /// <summary>
    /// Experiment: PingPong over two rings made for several producers (the DSL's default producer type), one thread at a time publishing to each:
    /// what a multi-producer claim and publish add to a round trip; Unicast and UnicastBatch on a value ring made for several
    /// producers with one publishing (comparison mode only).
    /// </summary>
    public const string NDisruptorMulti = "NDisruptorMulti";

    /// <summary>
    /// Experiment: PingPong on value rings whose consumers wait with <c>YieldingWaitStrategy</c>, whose spin phase covers a round
    /// trip, instead of the busy spin; Unicast and UnicastBatch with that strategy, two threads on their own cores (comparison
    /// mode only).
    /// </summary>
    public const string NDisruptorYielding = "NDisruptorYielding";

    /// <summary>Experiment: a busy spin that also prefetches the awaited slot.</summary>
    public const string NDisruptorPrefetch = "NDisruptorPrefetch";

    /// <summary>The raw round trip with each value on a cache line apart from its counter: the floor PingPong is judged against.</summary>
    public const string RawTwoLines = "RawTwoLines";

    /// <summary>The raw round trip with each value in the next slot of a ring-sized array, written before the counter.</summary>
    public const string RawRing = "RawRing";

    /// <summary>Experiment: RawRing in the same memory with one slot per cache line (comparison mode only).</summary>
    public const string RawLineRing = "RawLineRing";

    /// <summary>Experiment: RawRing on eight consecutive slots, one or two lines (comparison mode only).</summary>
    public const string RawOneLineRing = "RawOneLineRing";

    /// <summary>Experiment: RawRing whose echo finds its slot from the value it expects, not the one it read (comparison mode only).</summary>
    public const string RawKnownSlotRing = "RawKnownSlotRing";

    /// <summary>
    /// The value ring compiled ahead of time: <see cref="NDisruptor"/> run by a worker of this program published with NativeAOT,
    /// interleaved with the JIT's (comparison mode only, see <c>Compare/NativeAotWorker.cs</c>).
    /// </summary>
    public const string NDisruptorAot = "NDisruptorAot";

    /// <summary>The class ring compiled ahead of time: <see cref="NDisruptorClass"/> as <see cref="NDisruptorAot"/> runs the value ring.</summary>
    public const string NDisruptorClassAot = "NDisruptorClassAot";

    /// <summary>Each NativeAOT twin and the contender it runs ahead of time, in report order.</summary>
    public static readonly (string Twin, string Jit)[] AotTwins = [(NDisruptorAot, NDisruptor), (NDisruptorClassAot, NDisruptorClass)];

    /// <summary>The contender a NativeAOT twin runs, or null for a contender that is not one.</summary>
    public static string? JitContenderOf(string name) => Array.Find(AotTwins, t => t.Twin == name).Jit;

    /// <summary>Whether <paramref name="names"/> (a --contenders list, or none) names a NativeAOT twin.</summary>
    public static bool NamesTwin(IEnumerable<string>? names) => names?.Any(n => JitContenderOf(n) is not null) ?? false;

    /// <summary>The contender every ratio is taken against.</summary>
    public const string Baseline = NDisruptor;

    /// <summary>The contenders of the topologies, in the order of both reports (and of BenchmarkDotNet's runs and lists).</summary>
    public static readonly string[] ReportOrder = [NDisruptor, NDisruptorClass, NDisruptorAot, NDisruptorClassAot, DisruptorNet, RawLimit, ConcurrentQueue, Channel, BlockingCollection];

    /// <summary>A contender's place in <see cref="ReportOrder"/>; the rest (experiments) after it, in the order given.</summary>
    public static int OrderOf(string name) => Array.IndexOf(ReportOrder, name) is var i && i >= 0 ? i : int.MaxValue;
}
