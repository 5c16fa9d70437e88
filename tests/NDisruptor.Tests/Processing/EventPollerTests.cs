using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Processing;

public sealed class EventPollerTests
{
    [Fact]
    public void Poll_reports_idle_processing_and_gating()
    {
        var ring = ValueRingBuffer<long>.CreateMultiProducer(8, new BusySpinWaitStrategy());
        var upstream = new Sequence();
        ring.AddGatingSequences(upstream);
        var poller = ring.NewPoller(upstream);
        long sum = 0;
        EventPollCallback<long> add = (ref long value, long sequence, bool endOfBatch) =>
        {
            sum += value;
            return true;
        };

        Assert.Equal(PollState.Idle, poller.Poll(add));

        for (long i = 1; i <= 3; i++)
        {
            long s = ring.Next();
            ring[s] = i;
            ring.Publish(s);
        }

        Assert.Equal(PollState.Gating, poller.Poll(add)); // published, but upstream has not processed it
        upstream.SetValue(1);
        Assert.Equal(PollState.Processing, poller.Poll(add));
        Assert.Equal(3, sum);
        Assert.Equal(1, poller.Sequence.Value);
        upstream.SetValue(2);
        Assert.Equal(PollState.Processing, poller.Poll(add));
        Assert.Equal(6, sum);
        Assert.Equal(PollState.Idle, poller.Poll(add));
    }

    [Fact]
    public void Returning_false_stops_the_poll_and_the_rest_waits_for_the_next_one()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8);
        var poller = ring.NewPoller();
        ring.Publish(0, ring.Next(4));
        int calls = 0;
        Assert.Equal(PollState.Processing, poller.Poll((ref long _, long _, bool _) => ++calls < 2));
        Assert.Equal(2, calls);
        Assert.Equal(1, poller.Sequence.Value);
        Assert.Equal(PollState.Processing, poller.Poll((ref long _, long _, bool _) => ++calls > 0));
        Assert.Equal(3, poller.Sequence.Value);
    }

    [Fact]
    public void A_throwing_handler_keeps_what_it_finished_and_sees_the_failed_event_again()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8);
        var poller = ring.NewPoller();
        ring.Publish(0, ring.Next(3));
        Assert.Throws<InvalidOperationException>(() => poller.Poll((ref long _, long sequence, bool _) => sequence == 1 ? throw new InvalidOperationException() : true));
        Assert.Equal(0, poller.Sequence.Value);
        long first = -1;
        poller.Poll((ref long _, long sequence, bool _) =>
        {
            if (first < 0)
            {
                first = sequence;
            }

            return true;
        });
        Assert.Equal(1, first);
    }

    [Fact]
    public void A_polling_thread_receives_every_event_of_a_producer_thread_in_order()
    {
        const long count = 200_000;
        var ring = RingBuffer<ClassEvent>.CreateSingleProducer(() => new ClassEvent(), 64);
        var poller = ring.NewPoller();
        var consumer = new Stage("poller", count, 1);
        var handler = new StageAdapter(consumer);
        var polling = new Thread(() =>
        {
            var deadline = DateTime.UtcNow.AddSeconds(30);
            while (consumer.Count < count && DateTime.UtcNow < deadline)
            {
                if (poller.Poll(handler) != PollState.Processing)
                {
                    Thread.Yield();
                }
            }
        })
        { IsBackground = true };
        polling.Start();

        Producers.RunThreads(1, p => Producers.Publish(ring, p, count, Producers.OfClass), TimeSpan.FromSeconds(30));
        Assert.True(polling.Join(TimeSpan.FromSeconds(30)));
        StageAssert.AllSawEverything(TimeSpan.FromSeconds(1), count, Expectations.SumFor(1, count), consumer);
    }

    [Fact]
    public void A_disposed_poller_no_longer_holds_producers_back()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(4);
        var poller = ring.NewPoller();
        ring.Publish(0, ring.Next(4));
        Assert.False(ring.HasAvailableCapacity(1));
        poller.Dispose();
        Assert.True(ring.HasAvailableCapacity(4));
    }

    [Fact]
    public void A_disposed_poller_refuses_to_poll_slots_producers_may_have_reused()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(4);
        var poller = ring.NewPoller();
        Payloads.Publish(ring, 4);
        poller.Dispose();

        // Nothing holds the producer back now: it laps the four events the poller never took.
        Payloads.Publish(ring, 8);
        int calls = 0;
        EventPollCallback<long> count = (ref long value, long sequence, bool endOfBatch) => ++calls > 0;
        var refused = Assert.Throws<ObjectDisposedException>(() => poller.Poll(count));
        Assert.Contains("NewPoller", refused.Message, StringComparison.Ordinal);
        Assert.Equal(0, calls);

        poller.Dispose();
        Assert.Throws<ObjectDisposedException>(() => poller.Poll(count));
    }

    [Fact]
    public async Task An_async_consumer_behind_a_poller_is_woken_when_the_poller_moves()
    {
        // The poller is the async consumer's only dependency: the producer's publishes wake it, but it finds nothing the
        // poller let through and sleeps again. Only the poller's progress can wake it now.
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        var poller = ring.NewPoller();
        var seen = new AsyncLastSequence();
        var processor = EventProcessorFactory.CreateAsyncBatch(ring, ring.NewBarrier(poller.Sequence), seen);
        ring.AddGatingSequences(processor.Sequence);
        Task run = ((IAsyncEventProcessor)processor).RunAsync();
        var waiters = ring.Sequencer.AsyncWaitersIfAny!;
        await Waits.Until(() => waiters.ArmedCount == 1, "the async consumer to sleep", Bound);

        Payloads.Publish(ring, 4);
        await Waits.Until(() => waiters.ArmedCount == 1, "the async consumer to sleep again behind the poller", Bound);
        Assert.Equal(-1, seen.Value);
        Assert.Equal(PollState.Processing, poller.Poll(static (ref long value, long sequence, bool endOfBatch) => true));

        await Waits.Until(() => seen.Value == 3, "the async consumer to take the events the poller let through", Bound);
        processor.Halt();
        await run.WaitAsync(Bound);
    }

    [Fact]
    public void A_consumer_asleep_on_a_poller_under_AsyncWaitStrategy_is_woken_when_the_poller_moves()
    {
        // AsyncWaitStrategy parks a consumer that waits on another consumer until that one signals its progress.
        var strategy = new AsyncWaitStrategy();
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, strategy);
        var poller = ring.NewPoller();
        var seen = new LastSeen();
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(poller.Sequence), seen);
        ring.AddGatingSequences(processor.Sequence);

        // Published before the consumer runs: the only thing it can park on is the poller.
        Payloads.Publish(ring, 4);
        var thread = new Thread(processor.Run) { IsBackground = true };
        thread.Start();
        Assert.True(SpinWait.SpinUntil(() => strategy.Sleepers == 1, Bound), "the consumer to park behind the poller");
        Assert.Equal(PollState.Processing, poller.Poll(static (ref long value, long sequence, bool endOfBatch) => true));

        Assert.True(SpinWait.SpinUntil(() => seen.Value == 3, Bound), $"the consumer behind the poller saw up to {seen.Value} of 3");
        processor.Halt();
        Assert.True(thread.Join(Bound));
    }

    [Fact]
    public void Null_arguments_are_rejected()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8);
        Assert.Throws<ArgumentNullException>(() => ring.NewPoller(null!));
        var poller = ring.NewPoller();
        Assert.Throws<ArgumentNullException>(() => poller.Poll((EventPollCallback<long>)null!));
    }

    [Fact]
    public async Task A_ring_keeps_nothing_of_the_pollers_it_outlives()
    {
        // A service may make a poller per session on one long-lived ring: each disposed poller's sequence must go, not
        // stay in the list of those that wake parked claims (each new poller copied the whole list).
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8);
        AsyncClaimWaiters waiters = ring.Sequencer.ClaimWaiters;
        EventPoller<long> kept = ring.NewPoller();
        for (int i = 0; i < 1000; i++)
        {
            EventPoller<long> poller = ring.NewPoller();
            poller.Dispose();
            poller.Dispose();
        }

        Assert.Equal(1, waiters.SignallingCount);

        // The poller still open still wakes a claim parked behind it.
        ring.Publish(ring.Next(8));
        Task<long> claim = ring.NextAsync().AsTask();
        Assert.False(claim.IsCompleted);
        Assert.Equal(PollState.Processing, kept.Poll((ref long e, long s, bool end) => false));
        Assert.Equal(8, await claim.WaitAsync(Bound));
    }

    [Fact]
    public void A_poller_behind_a_consumer_starts_at_that_consumers_sequence()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8, new YieldingWaitStrategy());
        var upstream = new Sequence();
        ring.AddGatingSequences(upstream);
        Payloads.Publish(ring, 6);

        // The upstream consumer has finished 0..2 of 0..5: a poller that follows it starts there and
        // gets 3..5 once the upstream has them, instead of starting at the cursor and never seeing them.
        upstream.SetValue(2);
        using var poller = ring.NewPoller(upstream);
        var seen = new List<long>();
        EventPollCallback<long> record = (ref long e, long sequence, bool endOfBatch) =>
        {
            seen.Add(e);
            return true;
        };
        Assert.Equal(2, poller.Sequence.Value);
        Assert.Equal(PollState.Gating, poller.Poll(record));
        Assert.Empty(seen);

        upstream.SetValue(5);
        Assert.Equal(PollState.Processing, poller.Poll(record));
        Assert.Equal([3L, 4L, 5L], seen);
    }

    [Fact]
    public async Task Pollers_added_to_a_ring_nothing_gates_are_never_lapped()
    {
        // With nothing gating a single-producer ring, the producer bounds its room by what it has published, read from its
        // own field, while a poller added then starts at the cursor. On x64 the cursor store may still sit in the producer's
        // store buffer while the poller reads the cursor, and the producer's look at the (still empty) gating array pass it:
        // the poller then starts a sequence behind a lap the producer already has room for, and reads overwritten events.
        var ring = ValueRingBuffer<long>.Create(ProducerType.Single, 4, new BusySpinWaitStrategy());
        using var stop = new CancellationTokenSource();
        Task producer = Task.Factory.StartNew(() =>
        {
            while (!stop.IsCancellationRequested)
            {
                long s = ring.Next();
                ring[s] = s;
                ring.Publish(s);
            }
        }, CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default);

        string? error = null;
        var clock = System.Diagnostics.Stopwatch.StartNew();
        while (clock.ElapsedMilliseconds < 1_000 && error is null)
        {
            using var poller = ring.NewPoller();
            var checker = new SequencePayloadChecker();
            for (int polls = 0; polls < 100 && checker.Count < 8; polls++)
            {
                poller.Poll((ref long e, long sequence, bool endOfBatch) => checker.Check(e, sequence));
            }

            error = checker.Error;
        }

        stop.Cancel();
        await producer.WaitAsync(Bound);
        Assert.Null(error);
    }

    [Fact]
    [Trait("Category", "Stress")]
    public void Pollers_and_consumers_come_and_go_while_producers_run()
    {
        // A gating sequence added while the producer wraps the ring must not start behind
        // slots the producer already reused. Pollers follow the producer or a running consumer; hand-wired
        // consumers are added, run and removed alongside them.
        StressRounds.Run(random =>
        {
            var producerType = random.Next(2) == 0 ? ProducerType.Single : ProducerType.Multi;
            var ring = ValueRingBuffer<long>.Create(producerType, random.Next(2) == 0 ? 4 : 8, new YieldingWaitStrategy());
            var consumer = new SequencePayloadChecker();
            var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), consumer);
            ring.AddGatingSequences(processor.Sequence);
            var consumerThread = new Thread(processor.Run) { IsBackground = true };
            consumerThread.Start();

            using var stop = new CancellationTokenSource();
            var producer = Task.Run(() =>
            {
                while (!stop.IsCancellationRequested)
                {
                    long s = ring.Next();
                    ring[s] = s;
                    ring.Publish(s);
                }
            });

            // More threads than cores: pollers get preempted inside NewPoller, where the race was.
            var pollers = new Task<string?>[4];
            pollers[3] = Task.Run(() => ConsumersComeAndGo(ring));
            for (int p = 0; p < 3; p++)
            {
                bool followConsumer = p == 2;
                pollers[p] = Task.Run(() =>
                {
                    var clock = System.Diagnostics.Stopwatch.StartNew();
                    while (clock.ElapsedMilliseconds < 200)
                    {
                        using var poller = followConsumer ? ring.NewPoller(processor.Sequence) : ring.NewPoller();
                        var checker = new SequencePayloadChecker();
                        for (int polls = 0; polls < 1_000 && checker.Count < 16; polls++)
                        {
                            poller.Poll((ref long e, long sequence, bool endOfBatch) => checker.Check(e, sequence));
                        }

                        if (checker.Error is { } error)
                        {
                            return error;
                        }
                    }

                    return null;
                });
            }

            string?[] errors = Task.WhenAll(pollers).WaitAsync(StressRounds.RoundBound).GetAwaiter().GetResult();
            stop.Cancel();
            producer.WaitAsync(StressRounds.RoundBound).GetAwaiter().GetResult();
            processor.Halt();
            Assert.True(consumerThread.Join(StressRounds.RoundBound));
            Assert.All(errors, Assert.Null);
            Assert.Null(consumer.Error);
        });
    }

    private sealed class StageAdapter(Stage stage) : IEventPollHandler<ClassEvent>
    {
        public bool OnEvent(ref ClassEvent data, long sequence, bool endOfBatch)
        {
            ((IEventHandler<ClassEvent>)stage).OnEvent(data, sequence, endOfBatch);
            return true;
        }
    }

    /// <summary>Hand-wired consumers added to the running ring, run briefly on their own thread, then halted and removed.</summary>
    private static string? ConsumersComeAndGo(ValueRingBuffer<long> ring)
    {
        var clock = System.Diagnostics.Stopwatch.StartNew();
        while (clock.ElapsedMilliseconds < 200)
        {
            var checker = new SequencePayloadChecker();
            var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), checker);
            ring.AddGatingSequences(processor.Sequence);
            var thread = new Thread(processor.Run) { IsBackground = true };
            thread.Start();
            SpinWait.SpinUntil(() => checker.Count >= 16, 50);
            processor.Halt();
            if (!thread.Join(StressRounds.RoundBound))
            {
                return "a halted consumer did not stop";
            }

            ring.RemoveGatingSequence(processor.Sequence);
            if (checker.Error is { } error)
            {
                return error;
            }
        }

        return null;
    }

    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(20);

    /// <summary>The last sequence an async handler took, read by the test thread.</summary>
    private sealed class AsyncLastSequence : IAsyncBatchEventHandler<long>
    {
        private long _value = -1;

        public long Value => Volatile.Read(ref _value);

        public ValueTask OnBatchAsync(EventBatch<long> batch, long firstSequence, CancellationToken cancellationToken)
        {
            Volatile.Write(ref _value, firstSequence + batch.Length - 1);
            return default;
        }
    }

    /// <summary>The last sequence a handler took on its processor's thread, read by the test thread.</summary>
    private sealed class LastSeen : IValueEventHandler<long>
    {
        private long _value = -1;

        public long Value => Volatile.Read(ref _value);

        public void OnEvent(ref long data, long sequence, bool endOfBatch) => Volatile.Write(ref _value, sequence);
    }
}
