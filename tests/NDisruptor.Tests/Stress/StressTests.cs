using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Dsl;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Stress;

/// <summary>
/// The critical pairs of the Disruptor, run as many short randomised rounds (see <see cref="StressRounds"/>):
/// every event's payload is checked against its sequence or its producer's counter.
/// </summary>
[Trait("Category", "Stress")]
public sealed class StressTests
{
    // Down to one slot, where every claim waits for the consumers.
    private static readonly int[] Sizes = [1, 2, 4, 8, 64];

    // The shared producers claim batches of up to five.
    private static readonly int[] BatchSizes = [8, 16, 64, 1024];

    [Fact]
    public void Publish_and_consume_in_random_shapes()
    {
        // Producer type, ring size, graph and wait strategy vary per round; producers mix Next, scopes,
        // TryNext and Publish(lo, hi) batches.
        StressRounds.Run(random =>
        {
            var producerType = random.Next(2) == 0 ? ProducerType.Single : ProducerType.Multi;
            int producers = producerType == ProducerType.Single ? 1 : random.Next(2, 5);
            int size = BatchSizes[random.Next(BatchSizes.Length)];
            long perProducer = random.Next(500, 5_000);
            var kind = random.Next(2) == 0 ? RingKind.Value : RingKind.Class;
            using var d = new TestDisruptor(kind, size, producerType, TopologyTests.Create(random.Next(3) switch { 0 => "Yielding", 1 => "Blocking", _ => "Sleeping" }));
            long total = producers * perProducer;
            var first = new Stage("first", total, producers);
            var second = new Stage("second", total, producers);
            var last = new Stage("last", total, producers);
            switch (random.Next(3))
            {
                case 0:
                    d.Handle(d.Handle(null, first), second, last); // pipeline into a multicast
                    break;
                case 1:
                    d.Handle(d.Handle(null, first, second), last); // diamond
                    break;
                default:
                    d.Handle(d.Handle(d.Handle(null, first), second), last); // pipeline
                    break;
            }

            d.Start();
            Producers.RunThreads(producers, p => d.Publish(p, perProducer), StressRounds.RoundBound);
            StageAssert.AllSawEverything(StressRounds.RoundBound, total, Expectations.SumFor(producers, perProducer), first, second, last);
            d.ShutdownAsync(StressRounds.RoundBound).GetAwaiter().GetResult();
        });
    }

    [Fact]
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

    [Fact]
    public void A_processor_halted_and_restarted_while_producing_sees_every_event_once_in_order()
    {
        // A supervisor restarts the processor as soon as IsRunning is false;
        // the restarted run resumes right after the last event handled.
        StressRounds.Run(random =>
        {
            var ring = ValueRingBuffer<long>.Create(random.Next(2) == 0 ? ProducerType.Single : ProducerType.Multi, Sizes[random.Next(Sizes.Length)], new YieldingWaitStrategy());
            var consumer = new SequencePayloadChecker();
            var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), consumer);
            ring.AddGatingSequences(processor.Sequence);
            const long Events = 20_000;
            var producer = Task.Run(() =>
            {
                for (long i = 0; i < Events; i++)
                {
                    long s = ring.Next();
                    ring[s] = s;
                    ring.Publish(s);
                }
            });

            var runs = new List<Thread>();
            var deadline = DateTime.UtcNow + StressRounds.RoundBound;
            while (processor.Sequence.Value < Events - 1)
            {
                Assert.True(DateTime.UtcNow < deadline, $"stuck at {processor.Sequence.Value}; {consumer.Error}");
                var run = new Thread(processor.Run) { IsBackground = true };
                runs.Add(run);
                run.Start();

                // A supervisor halts a run that has started: before its thread is inside Run, IsRunning is
                // still false, and restarting then would put two threads into Run (the second is refused).
                while (!processor.IsRunning && run.IsAlive)
                {
                    Thread.Yield();
                }

                Thread.SpinWait(random.Next(10, 20_000));
                processor.Halt();
                while (processor.IsRunning)
                {
                    Thread.Yield();
                }
            }

            producer.WaitAsync(StressRounds.RoundBound).GetAwaiter().GetResult();
            foreach (Thread run in runs)
            {
                Assert.True(run.Join(StressRounds.RoundBound));
            }

            Assert.Null(consumer.Error);
            Assert.Equal(Events, consumer.Count);
        });
    }

    [Fact]
    public void Shutdown_racing_Start_always_drains_or_reports()
    {
        // Whatever the interleaving, a ShutdownAsync that returns normally has let the
        // consumers handle every event published before it was called.
        StressRounds.Run(random =>
        {
            using var d = new ValueDisruptor<long>(64, ProducerType.Single, new YieldingWaitStrategy());
            var consumer = new SequencePayloadChecker();
            d.HandleEventsWith(consumer);
            var ring = d.RingBuffer;
            int published = random.Next(1, 64);
            for (int i = 0; i < published; i++)
            {
                long s = ring.Next();
                ring[s] = s;
                ring.Publish(s);
            }

            var start = Task.Run(d.Start);
            Thread.SpinWait(random.Next(0, 5_000));
            while (!d.HasStarted)
            {
                Thread.Yield();
            }

            d.ShutdownAsync(StressRounds.RoundBound).GetAwaiter().GetResult();
            start.GetAwaiter().GetResult();
            Assert.Null(consumer.Error);
            Assert.Equal(published, consumer.Count);
        });
    }
}
