using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;

namespace NDisruptor.Tests.Async;

/// <summary>Awaits the token forever inside its first batch.</summary>
internal sealed class BlockingAsyncHandler(TaskCompletionSource entered) : IAsyncBatchEventHandler<EventFields>
{
    private volatile bool _sawCancellation;
    private volatile bool _shutDown;

    public bool SawCancellation => _sawCancellation;

    public bool ShutDown => _shutDown;

    public async ValueTask OnBatchAsync(EventBatch<EventFields> batch, long firstSequence, CancellationToken cancellationToken)
    {
        entered.TrySetResult();
        try
        {
            await Task.Delay(Timeout.Infinite, cancellationToken);
        }
        catch (OperationCanceledException)
        {
            _sawCancellation = true;
            throw;
        }
    }

    public void OnShutdown() => _shutDown = true;
}

/// <summary>Takes <c>duration</c> over its first batch, whatever the token says.</summary>
internal sealed class UncancellableAsyncHandler(TaskCompletionSource entered, TimeSpan duration) : IAsyncBatchEventHandler<EventFields>
{
    private volatile bool _finished;
    private volatile bool _shutDown;

    public bool Finished => _finished;

    public bool ShutDown => _shutDown;

    public async ValueTask OnBatchAsync(EventBatch<EventFields> batch, long firstSequence, CancellationToken cancellationToken)
    {
        entered.TrySetResult();
        await Task.Delay(duration, CancellationToken.None);
        _finished = true;
    }

    public void OnShutdown() => _shutDown = true;
}

/// <summary>Disposes its own disruptor from inside its first batch and times that call.</summary>
internal sealed class SelfDisposingAsyncHandler : IAsyncBatchEventHandler<EventFields>
{
    private readonly object _lock = new();
    private volatile bool _shutDown;
    private TimeSpan? _disposeTook;

    public IDisposable? Disruptor { get; set; }

    public TimeSpan? DisposeTook
    {
        get
        {
            lock (_lock)
            {
                return _disposeTook;
            }
        }
    }

    public bool ShutDown => _shutDown;

    public async ValueTask OnBatchAsync(EventBatch<EventFields> batch, long firstSequence, CancellationToken cancellationToken)
    {
        await Task.Yield();
        var clock = Stopwatch.StartNew();
        Disruptor!.Dispose();
        lock (_lock)
        {
            _disposeTook = clock.Elapsed;
        }
    }

    public void OnShutdown() => _shutDown = true;
}

/// <summary>Fails (after going asynchronous) on the batch that holds <c>failAt</c>; records what it handled.</summary>
internal sealed class FailingAsyncHandler(long failAt, int maxBatch = int.MaxValue) : IAsyncBatchEventHandler<EventFields>
{
    private volatile bool _shutDown;

    public List<long> Handled { get; } = [];

    public bool ShutDown => _shutDown;

    public int MaxBatchSize => maxBatch;

    public async ValueTask OnBatchAsync(EventBatch<EventFields> batch, long firstSequence, CancellationToken cancellationToken)
    {
        await Task.Yield();
        if (firstSequence <= failAt && failAt < firstSequence + batch.Length)
        {
            throw new InvalidOperationException($"failing at {failAt}");
        }

        for (int i = 0; i < batch.Length; i++)
        {
            Handled.Add(firstSequence + i);
        }
    }

    public void OnShutdown() => _shutDown = true;
}

/// <summary>Records the sequences of event exceptions and carries on.</summary>
internal sealed class RecordingExceptionHandler : IExceptionHandler<EventFields>
{
    public List<long> Sequences { get; } = [];

    public void HandleEventException(Exception exception, long sequence, EventFields data) => Sequences.Add(sequence);

    public void HandleOnStartException(Exception exception)
    {
    }

    public void HandleOnShutdownException(Exception exception)
    {
    }
}
