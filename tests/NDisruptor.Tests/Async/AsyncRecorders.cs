using System;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Abort;
using NDisruptor.Tests.Support;

namespace NDisruptor.Tests.Async;

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
