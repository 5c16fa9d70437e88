using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;

namespace NDisruptor.Tests.Processing;

// The async batch handlers AsyncBatchHandlerTests runs: recorders first, then handlers that block, fail or dispose their disruptor.

/// <summary>Records every event it is handed; every <c>yieldEvery</c>-th batch really goes asynchronous (Task.Yield) before handling.</summary>
internal sealed class RecordingAsyncHandler(int producers, int yieldEvery = 3) : IAsyncBatchEventHandler<EventFields>
{
    private long _batches;

    public SeenLog Log { get; } = new(producers);

    public long Batches => Volatile.Read(ref _batches);

    public async ValueTask OnBatchAsync(EventBatch<EventFields> batch, long firstSequence, CancellationToken cancellationToken)
    {
        if (++_batches % yieldEvery == 0)
        {
            await Task.Yield();
        }

        for (int i = 0; i < batch.Length; i++)
        {
            Log.Record(batch[i], firstSequence + i);
            batch[i].Stage1 = batch[i].Counter + 1;
        }
    }
}

/// <summary>The same for class events.</summary>
internal sealed class RecordingAsyncClassHandler(int producers) : IAsyncBatchEventHandler<ClassEvent>
{
    private long _batches;

    public SeenLog Log { get; } = new(producers);

    public async ValueTask OnBatchAsync(EventBatch<ClassEvent> batch, long firstSequence, CancellationToken cancellationToken)
    {
        if (++_batches % 2 == 0)
        {
            await Task.Yield();
        }

        for (int i = 0; i < batch.Length; i++)
        {
            Log.Record(batch[i].Fields, firstSequence + i);
        }
    }
}

/// <summary>Checks that the async stage upstream wrote each event before this handler saw it.</summary>
internal sealed class AfterAsyncChecker(int producers) : IValueEventHandler<EventFields>
{
    public SeenLog Log { get; } = new(producers);

    public void OnEvent(ref EventFields data, long sequence, bool endOfBatch)
    {
        if (data.Stage1 != data.Counter + 1 && Log.Errors.Count < 10)
        {
            Log.Errors.Add($"sequence {sequence} reached the downstream handler before the async stage wrote it");
        }

        Log.Record(data, sequence);
    }
}

/// <summary>Counts events and batches, completing synchronously: the steady state of the zero-allocation test.</summary>
internal sealed class CountingAsyncHandler : IAsyncBatchEventHandler<EventFields>
{
    private long _events;
    private long _batches;

    public long Events => Volatile.Read(ref _events);

    public long Batches => Volatile.Read(ref _batches);

    public ValueTask OnBatchAsync(EventBatch<EventFields> batch, long firstSequence, CancellationToken cancellationToken)
    {
        Volatile.Write(ref _batches, _batches + 1);
        Volatile.Write(ref _events, _events + batch.Length);
        return default;
    }
}

/// <summary>
/// Awaits the token forever inside its first batch: through <see cref="Task.Delay(int, CancellationToken)"/>, whose
/// cancellation resumes the handler on the pool, or (<paramref name="resumedByTheCanceller"/>) through a task the token's own
/// callback cancels, which resumes the handler on whatever thread runs that callback.
/// </summary>
internal sealed class BlockingAsyncHandler(TaskCompletionSource entered, bool resumedByTheCanceller = false) : IAsyncBatchEventHandler<EventFields>
{
    private volatile bool _sawCancellation;
    private volatile bool _shutDown;
    private volatile int _cancelledOn;
    private volatile int _shutDownOn;

    public bool SawCancellation => _sawCancellation;

    public bool ShutDown => _shutDown;

    /// <summary>The managed thread that went on after the cancelled await.</summary>
    public int CancelledOn => _cancelledOn;

    /// <summary>The managed thread that called <see cref="OnShutdown"/>.</summary>
    public int ShutDownOn => _shutDownOn;

    public async ValueTask OnBatchAsync(EventBatch<EventFields> batch, long firstSequence, CancellationToken cancellationToken)
    {
        entered.TrySetResult();
        try
        {
            if (resumedByTheCanceller)
            {
                var cancelled = new TaskCompletionSource();
                using var registration = cancellationToken.Register(() => cancelled.TrySetCanceled(cancellationToken));
                await cancelled.Task;
            }
            else
            {
                await Task.Delay(Timeout.Infinite, cancellationToken);
            }
        }
        catch (OperationCanceledException)
        {
            _cancelledOn = Environment.CurrentManagedThreadId;
            _sawCancellation = true;
            throw;
        }
    }

    public void OnShutdown()
    {
        _shutDownOn = Environment.CurrentManagedThreadId;
        _shutDown = true;
    }
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
