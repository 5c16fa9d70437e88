using System;
using System.Runtime.ExceptionServices;
using System.Threading;

namespace NDisruptor.Benchmarks.Infrastructure;

/// <summary>
/// Extra producer threads for the multi-producer topology. <see cref="Run"/> starts every helper on its part and runs
/// part 0 on the calling (benchmark) thread. Helpers park on a semaphore between invocations, so they burn no core
/// while the consumer drains; the caller learns completion from the consumer's progress, which implies every part was published.
/// </summary>
/// <remarks>
/// Every contender's part is a method kept out of line (<c>NoInlining</c>), so that all its producer threads run one compile
/// of its loop, made for that loop alone. Under dynamic PGO the JIT devirtualizes the call through <c>part</c> and would
/// inline the loop twice, into <see cref="Loop"/> and into the contender's <c>RunOnce</c>. There it held values on the stack
/// (a store on every event, and a reload of one) that the loop compiled on its own keeps in registers, the hazard the Unicast
/// producer loops are kept out of line for. NDisruptor's ring lost up to a third of its speed that way, which NativeAOT, with
/// no profile to devirtualize by, never showed (docs/design.md, "Three producers on two cores").
/// </remarks>
public sealed class ProducerGang : IDisposable
{
    private readonly Action<int> _part;
    private readonly Thread[] _threads;
    private readonly SemaphoreSlim[] _go;
    private volatile bool _stopping;
    private ExceptionDispatchInfo? _failure;

    public ProducerGang(int helpers, Action<int> part)
    {
        _part = part;
        _threads = new Thread[helpers];
        _go = new SemaphoreSlim[helpers];
        for (int i = 0; i < helpers; i++)
        {
            int index = i + 1;
            _go[i] = new SemaphoreSlim(0);
            _threads[i] = new Thread(() => Loop(index)) { IsBackground = true, Name = $"producer-{index}" };
            _threads[i].Start();
        }
    }

    /// <summary>Publishes parts 1..helpers on the helper threads and part 0 here.</summary>
    public void Run()
    {
        _failure?.Throw();
        foreach (var go in _go)
        {
            go.Release();
        }

        _part(0);
    }

    public void Dispose()
    {
        _stopping = true;
        foreach (var go in _go)
        {
            go.Release();
        }

        foreach (var thread in _threads)
        {
            thread.Join(Spin.Timeout);
        }

        foreach (var go in _go)
        {
            go.Dispose();
        }
    }

    private void Loop(int index)
    {
        var go = _go[index - 1];
        while (true)
        {
            go.Wait();
            if (_stopping)
            {
                return;
            }

            try
            {
                _part(index);
            }
#pragma warning disable CA1031 // a helper's failure is rethrown on the benchmark thread by the next Run
            catch (Exception ex)
#pragma warning restore CA1031
            {
                _failure = ExceptionDispatchInfo.Capture(ex);
                return;
            }
        }
    }
}
