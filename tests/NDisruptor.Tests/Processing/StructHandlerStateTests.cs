using System;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Processing;

/// <summary>
/// A struct handler's own fields. A processor runs a long batch on a copy of its struct handler and writes the copy
/// back when the batch ends, or when a call throws; the handler's state must read as if every call had run on the one
/// handler: across long and short batches, after a failure the exception handler skips, after a rewind, and in
/// <c>OnShutdown</c>.
/// </summary>
public sealed class StructHandlerStateTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task A_struct_handlers_fields_count_every_event_of_long_and_short_batches_in_order(bool classRing)
    {
        const int Events = 100_000;
        const int Held = 1_000; // published while the handler holds its first event: the next batch is at least this long
        var state = new StateSink();
        using var gate = new ManualResetEventSlim();
        var handler = new CountingHandler(state, gate, failAt: -1);
        Action<int> publish;
        Func<Task> shutdown;
        IDisposable disruptor;
        if (classRing)
        {
            var d = new Disruptor<LongBox>(static () => new LongBox(), 4096, ProducerType.Single, new YieldingWaitStrategy());
            disruptor = d;
            d.HandleEventsWith(handler);
            var ring = d.Start();
            publish = count =>
            {
                long hi = ring.Next(count);
                for (long s = hi - count + 1; s <= hi; s++)
                {
                    ring[s].Value = s;
                }

                ring.Publish(hi - count + 1, hi);
            };
            shutdown = () => d.ShutdownAsync(Bound);
        }
        else
        {
            var d = new ValueDisruptor<long>(4096, ProducerType.Single, new YieldingWaitStrategy());
            disruptor = d;
            d.HandleEventsWith(handler);
            var ring = d.Start();
            publish = count =>
            {
                long hi = ring.Next(count);
                for (long s = hi - count + 1; s <= hi; s++)
                {
                    ring[s] = s;
                }

                ring.Publish(hi - count + 1, hi);
            };
            shutdown = () => d.ShutdownAsync(Bound);
        }

        using var owner = disruptor;
        var producer = TestThreads.Start(
            () =>
            {
                // One event, then a long run while the handler holds it, then batches of every size up to 200, then
                // single events, each published only once the one before is handled: short batches at the end.
                publish(1);
                publish(Held);
                gate.Set();
                var random = new Random(7);
                long next = 1 + Held;
                while (next < Events - 100)
                {
                    int count = (int)Math.Min(random.Next(1, 201), Events - 100 - next);
                    publish(count);
                    next += count;
                }

                for (; next < Events; next++)
                {
                    Assert.True(SpinWait.SpinUntil(() => state.LastSequence == next - 1, Bound), $"the handler stopped before {next}");
                    publish(1);
                }
            },
            out var producerFault);
        Assert.True(producer.Join(Bound), "the producer did not finish");
        Assert.Null(producerFault.Value);
        Assert.True(SpinWait.SpinUntil(() => state.LastSequence == Events - 1, Bound), "not every event was handled");
        await shutdown();

        var seen = state.AtShutdown;
        Assert.Equal(0, seen.OutOfOrder); // order, values, and each batch's announced size
        Assert.Equal(Events, seen.Count);
        Assert.Equal((long)Events * (Events - 1) / 2, seen.Sum);
        Assert.True(seen.Longest >= Held, $"the longest batch had {seen.Longest} events: no batch ran on a copy");
        Assert.True(seen.Shortest <= 1, $"the shortest batch had {seen.Shortest} events: no batch ran in place");
        Assert.Equal(seen, state.AtLastBatch); // nothing changed the state between the last batch and shutdown
    }

    [Theory]
    [InlineData(false, 400, 300)] // one long batch: the failure strikes a copy of the handler 300 events in
    [InlineData(true, 400, 300)]
    [InlineData(false, 400, 399)] // the long batch's last event, handed over after its loop
    [InlineData(true, 400, 399)]
    [InlineData(false, 10, 5)] // one short batch: run inside the consume loop, with no exception region of its own
    [InlineData(true, 10, 5)] // one short batch on a class ring: run out of line
    public void A_struct_handler_that_throws_inside_a_batch_keeps_what_it_did_and_loses_no_other_event(bool classRing, int events, long failAt)
    {
        var state = new StateSink();
        var handler = new CountingHandler(state, gate: null, failAt: failAt);
        long failedAt = -1;
        if (classRing)
        {
            RunOnClassRing(handler, events, new IgnoreExceptionHandler<LongBox>((_, sequence) => failedAt = sequence));
        }
        else
        {
            RunOnValueRing(handler, events, new IgnoreExceptionHandler<long>((_, sequence) => failedAt = sequence));
        }

        // Had a long batch's copy been dropped at the failure, the count would restart from the events after it.
        Assert.Equal(failAt, failedAt);
        var seen = state.AtShutdown;
        Assert.Equal(events, seen.Longest); // one batch of every event, published before the run
        Assert.Equal(events, seen.Count); // counted before the failure check, so the failed event too
        Assert.Equal(((long)events * (events - 1) / 2) - failAt, seen.Sum);
        Assert.Equal(0, seen.OutOfOrder);
    }

    [Fact]
    public void A_rewound_batch_replays_on_the_state_the_failed_attempt_left()
    {
        const int Events = 400;
        const long FailAt = 300;
        var state = new StateSink();
        RunOnValueRing(new RewindingCountingHandler(state, FailAt), Events);

        // As if in place: the first attempt counted events 0 to 300 before it threw, and the replay counted all 400.
        Assert.Equal(1, state.Rewinds);
        Assert.Equal(FailAt + 1 + Events, state.AtShutdown.Count);
    }

    [Fact]
    public void A_struct_handler_without_state_of_its_own_sees_each_event_once_in_a_long_batch()
    {
        // A readonly struct whose state is a class it refers to: the copy and its write-back change nothing it can see.
        const int Events = 300;
        var log = new CallLog();
        RunOnValueRing(new LoggingHandler(log), Events);

        Assert.Equal(Events, log.Calls);
        Assert.Equal((long)Events * (Events - 1) / 2, log.Sum);
    }

    /// <summary>Publishes <paramref name="events"/> events carrying their sequences, then runs a hand-wired processor until it has handled them all.</summary>
    private static void RunOnValueRing<THandler>(THandler handler, int events, IExceptionHandler<long>? exceptionHandler = null)
        where THandler : IValueEventHandler<long>
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(512, new YieldingWaitStrategy());
        Payloads.Publish(ring, events);
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler, exceptionHandler);
        TestThreads.RunUntil(processor, () => processor.Sequence.Value == events - 1, Bound);
    }

    /// <summary>As <see cref="RunOnValueRing"/>, on a class ring.</summary>
    private static void RunOnClassRing<THandler>(THandler handler, int events, IExceptionHandler<LongBox> exceptionHandler)
        where THandler : IEventHandler<LongBox>
    {
        var ring = RingBuffer<LongBox>.CreateSingleProducer(static () => new LongBox(), 512, new YieldingWaitStrategy());
        long hi = ring.Next(events);
        for (long s = 0; s <= hi; s++)
        {
            ring[s].Value = s;
        }

        ring.Publish(0, hi);
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler, exceptionHandler);
        TestThreads.RunUntil(processor, () => processor.Sequence.Value == events - 1, Bound);
    }

    public sealed class LongBox
    {
        public long Value;
    }

    private readonly record struct Snapshot(long Count, long Sum, long OutOfOrder, long Longest, long Shortest);

    /// <summary>Where a handler reports its own fields: at the end of each batch and in <c>OnShutdown</c>.</summary>
    private sealed class StateSink
    {
        private long _lastSequence = -1;

        public long LastSequence => Volatile.Read(ref _lastSequence);

        public Snapshot AtLastBatch { get; private set; }

        public Snapshot AtShutdown { get; set; }

        public int Rewinds { get; set; }

        public void EndBatch(Snapshot snapshot, long sequence)
        {
            AtLastBatch = snapshot;
            Volatile.Write(ref _lastSequence, sequence); // publishes the snapshot to the test thread
        }
    }

    /// <summary>
    /// Counts, sums and checks the order of what it sees in fields of its own, and that each batch is as long as
    /// <c>OnBatchStart</c> (called on the stored handler, before any copy) announced; fails once, at <c>failAt</c>.
    /// </summary>
    private struct CountingHandler(StateSink sink, ManualResetEventSlim? gate, long failAt) : IValueEventHandler<long>, IEventHandler<LongBox>
    {
        private long _count;
        private long _sum;
        private long _expected;
        private long _outOfOrder;
        private long _batchStart;
        private long _longest;
        private long _shortest = long.MaxValue;
        private long _announced;

        public void OnBatchStart(long batchSize) => _announced = batchSize;

        public void OnEvent(ref long data, long sequence, bool endOfBatch) => Handle(data, sequence, endOfBatch);

        public void OnEvent(LongBox data, long sequence, bool endOfBatch) => Handle(data.Value, sequence, endOfBatch);

        public readonly void OnShutdown() => sink.AtShutdown = Snapshot;

        private readonly Snapshot Snapshot => new(_count, _sum, _outOfOrder, _longest, _shortest);

        private void Handle(long value, long sequence, bool endOfBatch)
        {
            if (sequence != _expected || value != sequence)
            {
                _outOfOrder++;
            }

            _expected = sequence + 1;
            _count++;
            if (endOfBatch)
            {
                long size = sequence - _batchStart + 1;
                if (size != _announced)
                {
                    _outOfOrder++;
                }

                _longest = Math.Max(_longest, size);
                _shortest = Math.Min(_shortest, size);
                _batchStart = sequence + 1;
            }

            if (sequence == failAt)
            {
                if (endOfBatch)
                {
                    sink.EndBatch(Snapshot, sequence);
                }

                throw new InvalidOperationException($"failing at {sequence}, as the test asks");
            }

            _sum += value;
            if (endOfBatch)
            {
                sink.EndBatch(Snapshot, sequence);
            }

            if (sequence == 0 && gate is not null)
            {
                Assert.True(gate.Wait(Bound), "the producer never opened the gate");
            }
        }
    }

    /// <summary>Counts what it sees in a field of its own; asks for its batch again, once, at <c>failAt</c>.</summary>
    private struct RewindingCountingHandler(StateSink sink, long failAt) : IValueEventHandler<long>, IRewindableHandler
    {
        private long _count;

        public readonly IBatchRewindStrategy RewindStrategy => new ImmediateRewindStrategy();

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            _count++;
            if (sequence == failAt && sink.Rewinds == 0)
            {
                // The rewind count lives in the sink, not in the handler: a lost copy must not also mean an endless rewind.
                sink.Rewinds++;
                throw new RewindableException("not yet, as the test asks");
            }
        }

        public readonly void OnShutdown() => sink.AtShutdown = new Snapshot(_count, 0, 0, 0, 0);
    }

    private sealed class CallLog
    {
        public long Calls;
        public long Sum;
    }

    private readonly struct LoggingHandler(CallLog log) : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            log.Calls++;
            log.Sum += data;
        }
    }
}
