using System;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Dsl;

/// <summary>Worker pools as stages of a disruptor graph, on real threads, for both ring kinds.</summary>
public sealed class WorkerPoolDslTests
{
    private const int Producers2 = 2;
    private const long PerProducer = 100_000;
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(60);

    [Theory]
    [InlineData(RingKind.Value)]
    [InlineData(RingKind.Class)]
    public async Task Stage_pool_stage_hands_every_event_once_and_in_order_to_the_last_stage(RingKind kind)
    {
        using var d = new TestDisruptor(kind, 64, ProducerType.Multi, new YieldingWaitStrategy());
        long total = Producers2 * PerProducer;
        var first = new Stage("first", total, Producers2, write: (ref EventFields e) => e.Stage1 = e.Value * 2);
        var pool = Enumerable.Range(0, 3).Select(_ => new PoolWorker(total, verifyFirstStage: true)).ToArray();
        var last = new Stage("last", total, Producers2, verify: e => e.Stage2 == 1 ? null : $"handled {e.Stage2} times by the pool before the last stage");
        d.Handle(d.HandleWorkerPool(d.Handle(null, first), pool), last);
        d.Start();

        Producers.RunThreads(Producers2, p => d.Publish(p, PerProducer), Bound);
        await d.ShutdownAsync(Bound);

        // The last stage checks each event's sequence, its producer's order and the pool's one write; the pool's
        // workers together saw every event once.
        long sum = Expectations.SumFor(Producers2, PerProducer);
        Assert.Null(first.FirstError);
        Assert.Null(last.FirstError);
        Assert.All(pool, w => Assert.Null(w.Error));
        Assert.Equal(total, last.Count);
        Assert.Equal(sum, last.Sum);
        Assert.Equal(total, pool.Sum(w => w.Count));
        Assert.Equal(sum, pool.Sum(w => w.Sum));
    }

    [Fact]
    public async Task A_pool_first_and_a_stage_after_one_of_its_workers_follows_the_whole_pool()
    {
        using var d = new ValueDisruptor<EventFields>(64, ProducerType.Single, new YieldingWaitStrategy());
        var pool = Enumerable.Range(0, 3).Select(_ => new PoolWorker(PerProducer, verifyFirstStage: false)).ToArray();
        var last = new Stage("last", PerProducer, 1, verify: e => e.Stage2 == 1 ? null : "the pool's write is not visible");
        d.HandleEventsWithWorkerPool(pool);

        // One worker's sequence says nothing about its siblings' events: After stands for the whole pool.
        d.After(pool[1]).HandleEventsWith(last);
        var ring = d.Start();

        Producers.RunThreads(1, p => Producers.Publish(ring, p, PerProducer, Producers.OfValue), Bound);
        await d.ShutdownAsync(Bound);

        Assert.Null(last.FirstError);
        Assert.Equal(PerProducer, last.Count);
        Assert.Equal(PerProducer, pool.Sum(w => w.Count));
        Assert.Equal(ring.Cursor, d.GetSequenceValueFor(pool[0]));
    }

    [Fact]
    public async Task A_fatal_fault_in_a_worker_stops_the_pool_and_ShutdownAsync_rethrows_it()
    {
        using var d = new ValueDisruptor<EventFields>(64, ProducerType.Single, new YieldingWaitStrategy());
        var pool = Enumerable.Range(0, 3).Select(_ => new PoolWorker(1_000, verifyFirstStage: false, failAt: 500)).ToArray();
        d.HandleEventsWithWorkerPool(pool);
        var ring = d.Start();

        // The producers are released with an exception once the pool stops: publish what fits.
        Producers.RunThreads(1, p =>
        {
            try
            {
                Producers.Publish(ring, p, 1_000, Producers.OfValue);
            }
            catch (InvalidOperationException)
            {
            }
        }, Bound);

        var fault = await Assert.ThrowsAsync<EventProcessingException>(() => d.ShutdownAsync(Bound));
        Assert.Equal(500, fault.Sequence);
        Assert.True(d.GetSequenceValueFor(pool[0]) < 500);
    }

    [Fact]
    public async Task A_worker_exception_handler_that_returns_skips_the_event_and_the_pool_goes_on()
    {
        using var d = new ValueDisruptor<EventFields>(64, ProducerType.Single, new YieldingWaitStrategy());
        var pool = Enumerable.Range(0, 2).Select(_ => new PoolWorker(2_000, verifyFirstStage: false, failAt: 700)).ToArray();
        var reported = new CountingExceptionHandler();
        d.SetDefaultExceptionHandler(reported);
        d.HandleEventsWithWorkerPool(pool);
        var ring = d.Start();

        Producers.RunThreads(1, p => Producers.Publish(ring, p, 2_000, Producers.OfValue), Bound);
        await d.ShutdownAsync(Bound);

        Assert.Equal(700, Assert.Single(reported.Sequences));
        Assert.Equal(1_999, pool.Sum(w => w.Count));
    }

    [Fact]
    public void Bad_arguments_and_wiring_after_start_are_refused()
    {
        using var d = new Disruptor<ClassEvent>(() => new ClassEvent(), 64);
        var worker = new PoolWorker(1, verifyFirstStage: false);
        Assert.Throws<ArgumentException>(() => d.HandleEventsWithWorkerPool(Array.Empty<PoolWorker>()));
        Assert.Throws<ArgumentNullException>(() => d.HandleEventsWithWorkerPool(worker, null!));
        var twice = Assert.Throws<ArgumentException>(() => d.HandleEventsWithWorkerPool(worker, worker));
        Assert.Contains("already added", twice.Message, StringComparison.Ordinal);
        d.HandleEventsWith(new Stage("a", 1, 1));
        d.Start();
        Assert.Throws<InvalidOperationException>(() => d.HandleEventsWithWorkerPool(new PoolWorker(1, verifyFirstStage: false)));
    }

    /// <summary>A worker: checks the stage before it wrote, counts the event in <see cref="EventFields.Stage2"/>.</summary>
    private sealed class PoolWorker(long expected, bool verifyFirstStage, long failAt = -1) : IEventHandler<ClassEvent>, IValueEventHandler<EventFields>
    {
        public long Count;
        public long Sum;
        public string? Error;

        public void OnEvent(ClassEvent data, long sequence, bool endOfBatch) => Handle(ref data.Fields, sequence);

        public void OnEvent(ref EventFields data, long sequence, bool endOfBatch) => Handle(ref data, sequence);

        private void Handle(ref EventFields e, long sequence)
        {
            if (sequence == failAt)
            {
                throw new FormatException($"bad event {sequence}");
            }

            if (verifyFirstStage && e.Stage1 != e.Value * 2)
            {
                Error ??= $"the first stage's write is not visible at {sequence}";
            }

            // The producers clear it: the last stage finds 1 when exactly one worker handled the event.
            e.Stage2++;
            Sum += e.Value;
            if (++Count > expected)
            {
                Error ??= "more events than published";
            }
        }
    }

    private sealed class CountingExceptionHandler : IExceptionHandler<EventFields>
    {
        public System.Collections.Concurrent.ConcurrentBag<long> Sequences { get; } = [];

        public void HandleEventException(Exception exception, long sequence, EventFields data) => Sequences.Add(sequence);

        public void HandleOnStartException(Exception exception) => throw exception;

        public void HandleOnShutdownException(Exception exception) => throw exception;
    }
}
