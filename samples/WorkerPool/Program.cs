using NDisruptor;

// Four workers share the jobs: each job goes to exactly one of them, whichever is free. The journal behind
// the pool sees every job once the worker that had it is done, in sequence order.
var disruptor = new ValueDisruptor<Job>(1024, ProducerType.Single, new BlockingWaitStrategy());
disruptor.HandleEventsWithWorkerPool(new Resize(), new Resize(), new Resize(), new Resize())
         .Then(new Journal());
ValueRingBuffer<Job> ring = disruptor.Start();
Publish(ring);
await disruptor.ShutdownAsync(TimeSpan.FromSeconds(5));   // drains: every job resized, then journalled

// The same pool wired by hand: its workers' sequences gate the ring as soon as it exists.
var jobs = ValueRingBuffer<Job>.CreateSingleProducer(1024, new BlockingWaitStrategy());
WorkerPool<Job> pool = WorkerPool.Create(jobs, new[] { new Resize(), new Resize() });
pool.Start();
Publish(jobs);
pool.Shutdown(TimeSpan.FromSeconds(5));                   // drains, halts, joins the workers' threads
Console.WriteLine($"by hand: {jobs.Cursor + 1} jobs, the pool is through {pool.Progress}");

static void Publish(ValueRingBuffer<Job> ring)
{
    for (int size = 1; size <= 1000; size++)
    {
        using var scope = ring.PublishEvent();
        scope.Event().Size = size;
    }
}

internal struct Job { public int Size, Thumbnail; }

internal sealed class Resize : IValueEventHandler<Job>
{
    public void OnEvent(ref Job job, long sequence, bool endOfBatch) => job.Thumbnail = job.Size / 2; // slow work here
}

internal sealed class Journal : IValueEventHandler<Job>
{
    private long _total;

    public void OnEvent(ref Job job, long sequence, bool endOfBatch) => _total += job.Thumbnail;

    public void OnShutdown() => Console.WriteLine($"journal: thumbnails total {_total}");
}
