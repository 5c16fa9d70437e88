using System.Threading.Tasks;
using BenchmarkDotNet.Attributes;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Topologies;

/// <summary>
/// What every topology's BenchmarkDotNet class shares: one contender set up per benchmark (BenchmarkDotNet runs each benchmark
/// method in a process of its own, after the setup that targets it), invoked, and torn down. The benchmark methods themselves
/// are declared once per size family (<see cref="ThroughputBenchmark"/>, <see cref="Sequencer"/>, <see cref="PingPong"/>),
/// as OperationsPerInvoke must be a constant; <see cref="BenchmarkCheck"/> holds those constants to <see cref="Catalog"/>'s.
/// </summary>
/// <remarks>
/// A setup names its benchmark method (BenchmarkDotNet tells a setup nothing else), so there is one per contender; those of
/// contenders a class does not run never match and never run.
/// </remarks>
public abstract class TopologyBenchmark
{
    private TopologyRun? _run;

    /// <summary>UnicastBatch's batch size; a single event elsewhere.</summary>
    protected virtual int Batch => 1;

    [GlobalSetup(Target = ContenderName.NDisruptor)]
    public void SetupNDisruptor() => Setup(ContenderName.NDisruptor);

    [GlobalSetup(Target = ContenderName.NDisruptorClass)]
    public void SetupNDisruptorClass() => Setup(ContenderName.NDisruptorClass);

#if DISRUPTOR_NET
    [GlobalSetup(Target = ContenderName.DisruptorNet)]
    public void SetupDisruptorNet() => Setup(ContenderName.DisruptorNet);
#endif

    [GlobalSetup(Target = ContenderName.RawLimit)]
    public void SetupRawLimit() => Setup(ContenderName.RawLimit);

    [GlobalSetup(Target = ContenderName.RawTwoLines)]
    public void SetupRawTwoLines() => Setup(ContenderName.RawTwoLines);

    [GlobalSetup(Target = ContenderName.RawRing)]
    public void SetupRawRing() => Setup(ContenderName.RawRing);

    [GlobalSetup(Target = ContenderName.ConcurrentQueue)]
    public void SetupConcurrentQueue() => Setup(ContenderName.ConcurrentQueue);

    [GlobalSetup(Target = ContenderName.Channel)]
    public void SetupChannel() => Setup(ContenderName.Channel);

    [GlobalSetup(Target = ContenderName.BlockingCollection)]
    public void SetupBlockingCollection() => Setup(ContenderName.BlockingCollection);

    [GlobalSetup(Target = ContenderName.NDisruptorAsync)]
    public void SetupNDisruptorAsync() => Setup(ContenderName.NDisruptorAsync);

    [GlobalSetup(Target = ContenderName.NDisruptorListened)]
    public void SetupNDisruptorListened() => Setup(ContenderName.NDisruptorListened);

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
        Release();
    }

    /// <summary>Sets <paramref name="contender"/> up; the topologies take it from <see cref="Catalog"/> under the class's name.</summary>
    protected virtual TopologyRun Create(string contender) => Catalog.Create(Topology, contender, Batch);

    /// <summary>
    /// The topology: the name of the benchmark class. Not <c>GetType().Name</c>: BenchmarkDotNet runs a class it generates
    /// from the benchmark class (<c>Runnable_0</c>, derived from it, in an assembly of its own, emitted in process or built
    /// in a child project), so the name is that of the first class up the hierarchy that this assembly declares.
    /// </summary>
    private string Topology
    {
        get
        {
            var type = GetType();
            while (type.Assembly != typeof(TopologyBenchmark).Assembly)
            {
                type = type.BaseType!;
            }

            return type.Name;
        }
    }

    /// <summary>Frees what <see cref="Create"/> made besides the run, after the run has stopped.</summary>
    protected virtual void Release()
    {
    }

    /// <summary>One invocation of the contender set up.</summary>
    protected void Invoke() => _run!.Run();

    /// <summary>One invocation of the contender set up, for the ones whose natural API is async (channels).</summary>
    protected Task InvokeAsync() => _run!.RunAsync();

    private void Setup(string contender) => _run = Create(contender);
}

/// <summary>
/// The contenders of the single-producer throughput topologies, at <see cref="Sizes.Throughput"/>'s sizes. Adding a contender
/// to them: its name in <see cref="ContenderName"/>, its entries in <see cref="Catalog"/>, and a method here.
/// </summary>
public abstract class ThroughputBenchmark : TopologyBenchmark
{
    [Benchmark(Baseline = true, OperationsPerInvoke = Sizes.Fast)]
    public void NDisruptor() => Invoke();

    [Benchmark(OperationsPerInvoke = Sizes.Fast)]
    public void NDisruptorClass() => Invoke();

#if DISRUPTOR_NET
    [Benchmark(OperationsPerInvoke = Sizes.Fast)]
    public void DisruptorNet() => Invoke();
#endif

    [Benchmark(OperationsPerInvoke = Sizes.Spinning)]
    public void ConcurrentQueue() => Invoke();

    [Benchmark(OperationsPerInvoke = Sizes.Channel)]
    public Task Channel() => InvokeAsync();

    [Benchmark(OperationsPerInvoke = Sizes.Blocking)]
    public void BlockingCollection() => Invoke();
}
