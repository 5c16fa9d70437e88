using System;
using System.Collections.Generic;
using System.Runtime.ExceptionServices;
using System.Threading;

namespace NDisruptor.Benchmarks.Infrastructure;

/// <summary>Dedicated background threads whose failures are rethrown on the benchmark thread instead of killing the process.</summary>
public sealed class Workers
{
    private readonly List<Thread> _threads = [];
    private volatile ExceptionDispatchInfo? _failure;

    public void Start(string name, Action body)
    {
        var thread = new Thread(() =>
        {
            try
            {
                body();
            }
#pragma warning disable CA1031 // rethrown on the benchmark thread by ThrowIfFailed
            catch (Exception ex)
#pragma warning restore CA1031
            {
                _failure = ExceptionDispatchInfo.Capture(ex);
            }
        })
        {
            IsBackground = true,
            Name = name,
        };
        _threads.Add(thread);
        thread.Start();
    }

    public void ThrowIfFailed() => _failure?.Throw();

    public void JoinAll()
    {
        foreach (var thread in _threads)
        {
            if (!thread.Join(Spin.Timeout))
            {
                throw new TimeoutException($"Thread {thread.Name} did not stop within {Spin.Timeout.TotalSeconds:F0} s.");
            }
        }

        ThrowIfFailed();
    }
}
