using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Processing;

/// <summary>
/// Rewindable batches: a handler throwing <see cref="RewindableException"/> gets its batch again, with the same
/// bounds, as its strategy decides; downstream stages see every event once, in order.
/// </summary>
public sealed class RewindTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task A_rewind_in_the_middle_of_a_pipeline_hands_every_event_downstream_once_in_order(bool batchHandler)
    {
        const int Events = 20_000;
        using var d = new ValueDisruptor<long>(64, ProducerType.Single, new YieldingWaitStrategy());
        var first = new Recorder();
        var last = new Recorder();
        var strategy = new RecordingStrategy(new ImmediateRewindStrategy());
        var perEvent = new FlakyEventHandler(strategy, failFirstVisitOf: s => s % 97 == 5);
        var spans = new FlakyBatchHandler(strategy, failFirstVisitOf: s => s % 97 == 5);
        if (batchHandler)
        {
            d.HandleEventsWith(first).Then(spans).Then(last);
        }
        else
        {
            d.HandleEventsWith(first).Then(perEvent).Then(last);
        }

        var ring = d.Start();
        var producer = TestThreads.Start(
            () =>
            {
                for (long i = 0; i < Events; i++)
                {
                    long s = ring.Next();
                    ring[s] = i;
                    ring.Publish(s);
                }
            },
            out var producerFault);
        Assert.True(producer.Join(Bound));
        await d.ShutdownAsync(Bound);
        Assert.Null(producerFault.Value);

        Assert.Equal(Enumerable.Range(0, Events).Select(i => (long)i), first.Values);
        Assert.Equal(Enumerable.Range(0, Events).Select(i => (long)i), last.Values);
        Assert.True(strategy.Calls > 0, "no rewind happened");
        if (batchHandler)
        {
            Assert.Equal(0, spans.ReplaysNotCoveringTheFailure);
        }
        else
        {
            Assert.Equal(0, perEvent.ReplaysWithOtherBounds);
            Assert.True(perEvent.Replays > 0);
        }
    }

    [Fact]
    public void The_immediate_strategy_replays_until_the_batch_succeeds_counting_attempts()
    {
        var strategy = new RecordingStrategy(new ImmediateRewindStrategy());
        var handler = new FlakyEventHandler(strategy, failTimes: 3, at: 3);
        var run = RunOnce(handler, events: 10);

        Assert.Equal([1, 2, 3], strategy.Attempts);
        Assert.Equal(Enumerable.Range(0, 10).Select(i => (long)i), handler.Handled);
        Assert.Equal(9, run.Sequence.Value);
    }

    [Fact]
    public void The_pausing_strategy_waits_before_each_replay()
    {
        var pause = TimeSpan.FromMilliseconds(40);
        var handler = new FlakyEventHandler(new PausingRewindStrategy(pause), failTimes: 2, at: 3);
        RunOnce(handler, events: 10);

        Assert.Equal(3, handler.BatchStarts.Count);
        for (int i = 1; i < handler.BatchStarts.Count; i++)
        {
            Assert.True(handler.BatchStarts[i] - handler.BatchStarts[i - 1] >= pause, $"replay {i} came after {handler.BatchStarts[i] - handler.BatchStarts[i - 1]}, before the {pause} pause");
        }

        Assert.Equal(Enumerable.Range(0, 10).Select(i => (long)i), handler.Handled);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Giving_up_hands_the_failure_to_the_exception_handler_at_the_failing_sequence(bool batchHandler)
    {
        var failures = new ConcurrentQueue<(Exception, long)>();
        var exceptionHandler = new IgnoreExceptionHandler<long>((e, s) => failures.Enqueue((e, s)));
        var strategy = new GiveUpRewindStrategy(2);
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        Publish(ring, 10);
        IEventProcessor processor;
        Func<int> visitsOfFailure;
        if (batchHandler)
        {
            var handler = new FlakyBatchHandler(strategy, failFirstVisitOf: _ => false) { AlwaysFailAt = 3 };
            processor = EventProcessorFactory.CreateBatch(ring, ring.NewBarrier(), handler, exceptionHandler);
            visitsOfFailure = () => handler.Calls;
        }
        else
        {
            var handler = new FlakyEventHandler(strategy, failTimes: int.MaxValue, at: 3);
            processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler, exceptionHandler);
            visitsOfFailure = () => handler.Visits(3);
        }

        TestThreads.RunUntil(processor, () => processor.Sequence.Value == 9, Bound);

        var (exception, sequence) = Assert.Single(failures);
        Assert.IsType<RewindableException>(exception);
        Assert.Equal(batchHandler ? 0 : 3, sequence); // a batch handler's failure is its whole span, from 0
        Assert.Equal(3, visitsOfFailure()); // the first try and two rewinds
    }

    [Fact]
    public void Giving_up_under_the_default_exception_handler_stops_and_keeps_the_progress_before_the_failure()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        Publish(ring, 10);
        var handler = new FlakyEventHandler(new GiveUpRewindStrategy(1), failTimes: int.MaxValue, at: 3);
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler);

        var ex = Assert.Throws<EventProcessingException>(processor.Run);
        Assert.Equal(3, ex.Sequence);
        Assert.IsType<RewindableException>(ex.InnerException);
        Assert.Equal(2, processor.Sequence.Value);
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public void A_halt_during_rewinds_exits_promptly_and_a_restart_replays_the_batch(bool pausing)
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        Publish(ring, 10);
        IBatchRewindStrategy strategy = pausing ? new PausingRewindStrategy(TimeSpan.FromMinutes(10)) : new ImmediateRewindStrategy();
        var handler = new FlakyEventHandler(strategy, failTimes: int.MaxValue, at: 3);
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler);
        var runner = TestThreads.Start(processor.Run, out var fault);
        Assert.True(SpinWait.SpinUntil(() => handler.Visits(3) > 0, Bound));

        processor.Halt();
        Assert.True(runner.Join(Bound), "the halt did not end the rewinds");
        Assert.Null(fault.Value);
        Assert.Equal(-1, processor.Sequence.Value); // nothing of the failing batch counts as handled

        handler.StopFailing();
        TestThreads.RunUntil(processor, () => processor.Sequence.Value == 9, Bound);
        Assert.Equal(Enumerable.Range(0, 10).Select(i => (long)i), handler.Handled);
    }

    [Fact]
    public void A_rewind_after_an_early_release_is_refused_with_an_InvalidOperationException()
    {
        var failures = new ConcurrentQueue<(Exception, long)>();
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        Publish(ring, 10);
        var handler = new ReleasingThenRewinding();
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler, new IgnoreExceptionHandler<long>((e, s) => failures.Enqueue((e, s))));

        TestThreads.RunUntil(processor, () => processor.Sequence.Value == 9, Bound);

        var (exception, sequence) = Assert.Single(failures);
        var refused = Assert.IsType<InvalidOperationException>(exception);
        Assert.IsType<RewindableException>(refused.InnerException);
        Assert.Contains("releasing it through 2", refused.Message, StringComparison.Ordinal);
        Assert.Equal(5, sequence);
        Assert.Equal(1, handler.Visits5); // never replayed
    }

    [Fact]
    public void After_a_skipped_failure_a_rewind_replays_from_the_event_after_it()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        Publish(ring, 10);
        var handler = new SkipThenRewind();
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler, new IgnoreExceptionHandler<long>());

        TestThreads.RunUntil(processor, () => processor.Sequence.Value == 9, Bound);
        Assert.Equal([10L, 7L], handler.BatchSizes); // the replay: 3 to 9
        Assert.Equal([1, 1, 1, 2, 2, 2, 2, 1, 1, 1], handler.Visits);
    }

    [Fact]
    public void A_handler_that_does_not_opt_in_fails_as_for_any_exception()
    {
        var failures = new ConcurrentQueue<long>();
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        Publish(ring, 10);
        var handler = new NotRewindable();
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler, new IgnoreExceptionHandler<long>((_, s) => failures.Enqueue(s)));

        TestThreads.RunUntil(processor, () => processor.Sequence.Value == 9, Bound);
        Assert.Equal([4L], failures);
        Assert.Equal(10, handler.Calls);
    }

    [Fact]
    public void Bad_rewind_settings_are_refused_naming_the_value()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        var nullStrategy = Assert.Throws<ArgumentException>(() => EventProcessorFactory.Create(ring, ring.NewBarrier(), new FlakyEventHandler(null!, failTimes: 0, at: 0)));
        Assert.Contains("RewindStrategy is null", nullStrategy.Message, StringComparison.Ordinal);

        var rewinds = Assert.Throws<ArgumentOutOfRangeException>(() => new GiveUpRewindStrategy(0));
        Assert.Contains("maxRewinds 0", rewinds.Message, StringComparison.Ordinal);
        var pause = Assert.Throws<ArgumentOutOfRangeException>(() => new PausingRewindStrategy(TimeSpan.FromSeconds(-1)));
        Assert.Equal("pause", pause.ParamName);
        Assert.Throws<ArgumentOutOfRangeException>(() => RewindAction.RewindAfter(TimeSpan.FromTicks(-1)));
    }

    private static void Publish(ValueRingBuffer<long> ring, int events)
    {
        long hi = ring.Next(events);
        for (long s = 0; s <= hi; s++)
        {
            ring[s] = s;
        }

        ring.Publish(0, hi);
    }

    private static IEventProcessor RunOnce<THandler>(THandler handler, int events)
        where THandler : IValueEventHandler<long>
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        Publish(ring, events);
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler);
        TestThreads.RunUntil(processor, () => processor.Sequence.Value == events - 1, Bound);
        return processor;
    }

    private sealed class Recorder : IValueEventHandler<long>
    {
        public List<long> Values { get; } = [];

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            Assert.Equal(sequence, data);
            Values.Add(data);
        }
    }

    private sealed class RecordingStrategy(IBatchRewindStrategy inner) : IBatchRewindStrategy
    {
        public List<int> Attempts { get; } = [];

        public int Calls => Volatile.Read(ref _calls);

        private int _calls;

        public RewindAction OnRewind(RewindableException exception, int attempts)
        {
            Attempts.Add(attempts);
            Interlocked.Increment(ref _calls);
            return inner.OnRewind(exception, attempts);
        }
    }

    /// <summary>Fails on chosen events with <see cref="RewindableException"/>; checks each replay has its batch's bounds.</summary>
    private sealed class FlakyEventHandler : IValueEventHandler<long>, IRewindableHandler
    {
        private readonly Func<long, bool> _failFirstVisitOf;
        private readonly HashSet<long> _visited = [];
        private readonly ConcurrentDictionary<long, int> _visits = new();
        private readonly Stopwatch _clock = Stopwatch.StartNew();
        private readonly long _at;
        private int _failTimes;
        private long _size;
        private long _first = -1;
        private (long First, long Size)? _failed;

        public FlakyEventHandler(IBatchRewindStrategy strategy, Func<long, bool> failFirstVisitOf)
        {
            RewindStrategy = strategy;
            _failFirstVisitOf = failFirstVisitOf;
            _at = -1;
        }

        public FlakyEventHandler(IBatchRewindStrategy strategy, int failTimes, long at)
        {
            RewindStrategy = strategy;
            _failFirstVisitOf = _ => false;
            _failTimes = failTimes;
            _at = at;
        }

        public IBatchRewindStrategy RewindStrategy { get; }

        public List<long> Handled { get; } = [];

        public List<TimeSpan> BatchStarts { get; } = [];

        public int Replays;

        public int ReplaysWithOtherBounds;

        public int Visits(long sequence) => _visits.TryGetValue(sequence, out int n) ? n : 0;

        public void StopFailing() => Volatile.Write(ref _failTimes, 0);

        public void OnBatchStart(long batchSize)
        {
            BatchStarts.Add(_clock.Elapsed);
            _size = batchSize;
            _first = -1;
        }

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (_first < 0)
            {
                _first = sequence;
                if (_failed is { } failed)
                {
                    Replays++;
                    ReplaysWithOtherBounds += failed != (sequence, _size) ? 1 : 0;
                    _failed = null;
                }
            }

            Assert.Equal(sequence == _first + _size - 1, endOfBatch);
            _visits.AddOrUpdate(sequence, 1, static (_, n) => n + 1);
            if ((_failFirstVisitOf(sequence) && _visited.Add(sequence)) || (sequence == _at && Volatile.Read(ref _failTimes) > 0))
            {
                _failTimes--;
                _failed = (_first, _size);

                // The events handled before the failure in this batch are handed out again: forget them.
                Handled.RemoveAll(s => s >= _first);
                throw new RewindableException($"transient failure at {sequence}");
            }

            Handled.Add(sequence);
        }
    }

    /// <summary>A batch handler failing with <see cref="RewindableException"/>; checks each replay starts at or before the failed span.</summary>
    private sealed class FlakyBatchHandler(IBatchRewindStrategy strategy, Func<long, bool> failFirstVisitOf) : IBatchEventHandler<long>, IRewindableHandler
    {
        private readonly HashSet<long> _visited = [];
        private long _failedSpan = -1;

        public IBatchRewindStrategy RewindStrategy => strategy;

        public long AlwaysFailAt { get; init; } = -1;

        public int Calls;

        public int ReplaysNotCoveringTheFailure;

        public void OnBatch(ReadOnlySpan<long> batch, long firstSequence)
        {
            Calls++;
            if (_failedSpan >= 0)
            {
                ReplaysNotCoveringTheFailure += firstSequence > _failedSpan ? 1 : 0;
                _failedSpan = -1;
            }

            for (int i = 0; i < batch.Length; i++)
            {
                long sequence = firstSequence + i;
                Assert.Equal(sequence, batch[i]);
                if ((failFirstVisitOf(sequence) && _visited.Add(sequence)) || sequence == AlwaysFailAt)
                {
                    _failedSpan = firstSequence;
                    throw new RewindableException($"transient failure at {sequence}");
                }
            }
        }
    }

    private sealed class ReleasingThenRewinding : IValueEventHandler<long>, IRewindableHandler, IEventReleaseAware
    {
        private EventReleaser? _releaser;

        public IBatchRewindStrategy RewindStrategy { get; } = new ImmediateRewindStrategy();

        public int Visits5;

        public void SetEventReleaser(EventReleaser releaser) => _releaser = releaser;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (sequence == 2)
            {
                _releaser!.Release(2);
            }

            if (sequence == 5 && ++Visits5 == 1)
            {
                throw new RewindableException();
            }
        }
    }

    private sealed class SkipThenRewind : IValueEventHandler<long>, IRewindableHandler
    {
        public IBatchRewindStrategy RewindStrategy { get; } = new ImmediateRewindStrategy();

        public List<long> BatchSizes { get; } = [];

        public int[] Visits { get; } = new int[10];

        public void OnBatchStart(long batchSize) => BatchSizes.Add(batchSize);

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            Visits[sequence]++;
            if (sequence == 2)
            {
                throw new InvalidOperationException("skipped by the exception handler");
            }

            if (sequence == 6 && Visits[sequence] == 1)
            {
                throw new RewindableException();
            }
        }
    }

    private sealed class NotRewindable : IValueEventHandler<long>
    {
        public int Calls;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            Calls++;
            if (sequence == 4)
            {
                throw new RewindableException();
            }
        }
    }
}
