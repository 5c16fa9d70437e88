using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Processing;

/// <summary>
/// Early release: a handler inside a long batch reports what it has finished, and producers and downstream
/// consumers move on before the batch ends; with real threads, checking every event.
/// </summary>
public sealed class EarlyReleaseTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    private const int RingSize = 8;
    private const long ReleaseAt = 4;

    // The producer's claims after the first full ring, which only the release lets through: slot s is free once
    // the consumer's sequence reaches s - RingSize.
    private const long LastClaimAfterRelease = ReleaseAt + RingSize;

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void A_release_midway_lets_a_producer_on_a_full_ring_and_the_next_stage_proceed_before_the_batch_ends(bool batchHandler)
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(RingSize, new YieldingWaitStrategy());
        var downstream = new Recorder();
        var producerDone = new ManualResetEventSlim();
        IEventProcessor releasing;
        if (batchHandler)
        {
            var handler = new ReleasingBatchHandler(downstream, producerDone);
            releasing = EventProcessorFactory.CreateBatch(ring, ring.NewBarrier(), handler);
        }
        else
        {
            var handler = new ReleasingEventHandler(downstream, producerDone);
            releasing = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler);
        }

        var next = EventProcessorFactory.Create(ring, ring.NewBarrier(releasing.Sequence), downstream);
        ring.AddGatingSequences(next.Sequence);

        // A full ring before the consumers start: their first batch is 0 to 7.
        long hi = ring.Next(RingSize);
        for (long s = 0; s <= hi; s++)
        {
            ring[s] = s;
        }

        ring.Publish(0, hi);
        var runs = new[] { TestThreads.Start(releasing.Run, out var releasingFault), TestThreads.Start(next.Run, out var nextFault) };

        // Blocked until the release: the ring is full and the first batch waits for this producer to finish.
        var producer = TestThreads.Start(
            () =>
            {
                for (long i = RingSize; i <= LastClaimAfterRelease; i++)
                {
                    long s = ring.Next();
                    ring[s] = i;
                    ring.Publish(s);
                }

                producerDone.Set();
            },
            out var producerFault);
        Assert.True(producer.Join(Bound), "the producer never got past the full ring");
        Assert.True(SpinWait.SpinUntil(() => downstream.Count == LastClaimAfterRelease + 1, Bound));

        releasing.Halt();
        next.Halt();
        Assert.All(runs, run => Assert.True(run.Join(Bound)));
        Assert.Null(producerFault.Value);
        Assert.Null(releasingFault.Value);
        Assert.Null(nextFault.Value);
        Assert.Equal(Enumerable.Range(0, (int)LastClaimAfterRelease + 1).Select(i => (long)i), downstream.Values);
    }

    [Fact]
    public void A_struct_handler_gets_the_releaser_on_the_copy_its_processor_calls()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        var seen = new SeenSequences();
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), new ReleasingStruct(seen));
        seen.Processor = processor;
        ring.AddGatingSequences(processor.Sequence);
        ring.Publish(0, ring.Next(10));

        TestThreads.RunUntil(processor, () => processor.Sequence.Value == 9, Bound);
        Assert.Equal(Enumerable.Range(0, 9).Select(i => (long)i), seen.AfterRelease); // each release stored at once
    }

    [Fact]
    public void Releasing_outside_the_events_handled_so_far_throws_naming_the_range()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        var handler = new MisusingHandler();
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler);
        ring.AddGatingSequences(processor.Sequence);
        ring.Publish(0, ring.Next(4));              // one batch: 0 to 3

        TestThreads.RunUntil(processor, () => processor.Sequence.Value == 3, Bound);

        var ahead = Assert.IsType<ArgumentOutOfRangeException>(handler.Ahead);
        Assert.Equal("sequence", ahead.ParamName);
        Assert.Contains("outside 0 to 1", ahead.Message, StringComparison.Ordinal); // handling event 1: 0 to 1
        var before = Assert.IsType<ArgumentOutOfRangeException>(handler.Before);
        Assert.Contains("-1 is outside 0 to 1", before.Message, StringComparison.Ordinal);
        Assert.Contains("OnStart", Assert.IsType<InvalidOperationException>(handler.InOnStart).Message, StringComparison.Ordinal);
        Assert.Contains("thread", Assert.IsType<InvalidOperationException>(handler.FromAnotherThread).Message, StringComparison.Ordinal);
    }

    // Inside the first batch, after releasing through ReleaseAt: wait until the producer and the next stage got
    // past what only the release allows, so the test fails (after Bound) if the release did not take effect.
    private static void AwaitOthersPastTheRelease(Recorder downstream, ManualResetEventSlim producerDone)
    {
        Assert.True(producerDone.Wait(Bound), "the producer stayed blocked after the release");
        Assert.True(SpinWait.SpinUntil(() => downstream.Count >= ReleaseAt + 1, Bound), "the next stage did not see the released events");
    }

    private sealed class Recorder : IValueEventHandler<long>
    {
        private readonly ConcurrentQueue<long> _values = new();

        public int Count => _values.Count;

        public IEnumerable<long> Values => _values;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            Assert.Equal(sequence, data);
            _values.Enqueue(sequence);
        }
    }

    private sealed class ReleasingEventHandler(Recorder downstream, ManualResetEventSlim producerDone) : IValueEventHandler<long>, IEventReleaseAware
    {
        private EventReleaser? _releaser;

        public void SetEventReleaser(EventReleaser releaser) => _releaser = releaser;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (sequence == ReleaseAt)
            {
                _releaser!.Release(sequence);
                AwaitOthersPastTheRelease(downstream, producerDone);
            }
        }
    }

    private sealed class ReleasingBatchHandler(Recorder downstream, ManualResetEventSlim producerDone) : IBatchEventHandler<long>, IEventReleaseAware
    {
        private EventReleaser? _releaser;

        public void SetEventReleaser(EventReleaser releaser) => _releaser = releaser;

        public void OnBatch(ReadOnlySpan<long> batch, long firstSequence)
        {
            if (firstSequence == 0)
            {
                Assert.Equal(RingSize, batch.Length);
                _releaser!.Release(ReleaseAt);
                AwaitOthersPastTheRelease(downstream, producerDone);
            }
        }
    }

    private sealed class SeenSequences
    {
        public IEventProcessor? Processor;
        public List<long> AfterRelease { get; } = [];
    }

    private struct ReleasingStruct(SeenSequences seen) : IValueEventHandler<long>, IEventReleaseAware
    {
        private EventReleaser? _releaser;

        public void SetEventReleaser(EventReleaser releaser) => _releaser = releaser;

        public readonly void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (!endOfBatch)
            {
                _releaser!.Release(sequence);
                seen.AfterRelease.Add(seen.Processor!.Sequence.Value);
            }
        }
    }

    private sealed class MisusingHandler : IValueEventHandler<long>, IEventReleaseAware
    {
        private EventReleaser? _releaser;

        public Exception? Ahead, Before, InOnStart, FromAnotherThread;

        public void SetEventReleaser(EventReleaser releaser) => _releaser = releaser;

        public void OnStart() => InOnStart = Catch(() => _releaser!.Release(0));

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (sequence == 1)
            {
                Ahead = Catch(() => _releaser!.Release(2));
                Before = Catch(() => _releaser!.Release(-1));
                var other = new Thread(() => FromAnotherThread = Catch(() => _releaser!.Release(1)));
                other.Start();
                other.Join();
            }
        }

        private static Exception? Catch(Action action)
        {
            try
            {
                action();
                return null;
            }
            catch (Exception e)
            {
                return e;
            }
        }
    }
}
