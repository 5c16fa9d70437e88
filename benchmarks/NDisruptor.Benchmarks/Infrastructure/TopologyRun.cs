using System;
using System.Threading.Tasks;

namespace NDisruptor.Benchmarks.Infrastructure;

/// <summary>One contender set up for one topology: <see cref="Run"/> is one benchmark invocation.</summary>
public abstract class TopologyRun : IDisposable
{
    protected TopologyRun(string topology, string contender, int events)
    {
        Topology = topology;
        Contender = contender;
        Events = events;
        Wait = Suite.WaitFor(topology);
    }

    public string Topology { get; }

    public string Contender { get; }

    /// <summary>Events (or round trips) per invocation; must equal the benchmark's OperationsPerInvoke.</summary>
    public int Events { get; }

    public WaitKind Wait { get; }

    /// <summary>
    /// Batches the final consumer has seen end so far (endOfBatch), the mean over parallel final consumers; null where the
    /// contender has no batches (queues, raw rings). Read between invocations: events / batches is the average batch.
    /// </summary>
    public virtual double? Batches => null;

    /// <summary>Invocations completed so far.</summary>
    protected long Invocations { get; private set; }

    protected Workers Workers { get; } = new();

    /// <summary>Publishes <see cref="Events"/> events, waits until the last consumer has seen them all, and checks its result.</summary>
    public void Run()
    {
        RunOnce();
        Invocations++;
        Workers.ThrowIfFailed();
    }

    /// <summary>The asynchronous form of <see cref="Run"/>, for contenders whose natural API is async (channels).</summary>
    public async Task RunAsync()
    {
        await RunOnceAsync().ConfigureAwait(false);
        Invocations++;
        Workers.ThrowIfFailed();
    }

    protected virtual void RunOnce() => throw new NotSupportedException($"{Contender} runs asynchronously: call RunAsync.");

    protected virtual Task RunOnceAsync() => throw new NotSupportedException($"{Contender} runs synchronously: call Run.");

    /// <summary>Throws when a consumer's result differs from the expected one: a benchmark that drops events measures nothing.</summary>
    protected void Check(string what, long actual, long expected)
    {
        if (actual != expected)
        {
            throw new InvalidOperationException(
                $"{Topology}/{Contender}: {what} is {actual}, expected {expected} after {Invocations + 1} invocations.");
        }
    }

    /// <summary>Waits for a consumer's progress counter; busy or yielding as the topology prescribes.</summary>
    protected void AwaitProgress(PaddedCounter progress, long target, string consumer) =>
        Spin.UntilAtLeast(progress, target, Wait, $"{Topology}/{Contender} {consumer}");

    public void Dispose()
    {
        Stop();
        GC.SuppressFinalize(this);
    }

    /// <summary>Stops every thread of the contender and checks none failed.</summary>
    protected abstract void Stop();

    /// <summary>Sum of f(i) for i in [0, count): the expected consumer result of one invocation.</summary>
    public static long SumOf(int count, Func<long, long> f)
    {
        long sum = 0;
        for (long i = 0; i < count; i++)
        {
            sum += f(i);
        }

        return sum;
    }
}
