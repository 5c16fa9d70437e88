using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Processing;

/// <summary>
/// Run, Halt and IsRunning of hand-wired processors: which run a <c>Halt</c> stops when it lands as a run ends, and a
/// restart made as soon as <c>IsRunning</c> reads false.
/// </summary>
public sealed class ProcessorHaltTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    // Down to one slot, where every claim waits for the consumers.
    private static readonly int[] RingSizes = [1, 2, 4, 8, 64];

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void A_Halt_made_while_a_run_is_still_inside_is_spent_on_that_run_not_the_next(bool async)
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(64, new YieldingWaitStrategy());
        var handler = new EndGate();
        IEventProcessor processor = async
            ? EventProcessorFactory.CreateAsyncBatch(ring, ring.NewBarrier(), handler)
            : EventProcessorFactory.Create(ring, ring.NewBarrier(), handler);
        ring.AddGatingSequences(processor.Sequence);

        // Once the run is past its last event, halts follow one another until it leaves. A Halt after which IsRunning
        // still reads true was made while a thread was inside Run, so it belongs to that run; when every halt of a
        // round was, the next run must handle its event. (A Halt made after the run left may stop the next run:
        // IEventProcessor.Halt says so, and such rounds are not checked.)
        using var runner = new Runner(processor);
        bool allHaltsInside = false;
        int checkedRounds = 0;
        var clock = Stopwatch.StartNew();
        for (int round = 0; round < 20_000 && clock.Elapsed < TimeSpan.FromSeconds(3); round++)
        {
            long handled = handler.Handled;
            ring.Publish(ring.Next());
            handler.Arm();
            runner.StartRun();
            Spin.Until(() => handler.Handled > handled || handler.ShuttingDown, "the run to handle its event or end");
            if (handler.Handled == handled)
            {
                handler.Release();
                runner.WaitForRunEnd();
                Assert.False(allHaltsInside, $"round {round}: halts made while the last run was inside Run stopped this run before its first event ({checkedRounds} rounds checked)");
                continue;
            }

            processor.Halt();
            Spin.Until(() => handler.ShuttingDown, "the run to reach OnShutdown");
            handler.Release();
            allHaltsInside = true;
            var leaving = Stopwatch.StartNew();
            while (processor.IsRunning)
            {
                processor.Halt();
                if (!processor.IsRunning)
                {
                    allHaltsInside = false;
                }

                Assert.True(leaving.Elapsed < Bound, "the released run did not leave");
            }

            checkedRounds += allHaltsInside ? 1 : 0;
            runner.WaitForRunEnd();
        }
    }

    [Fact]
    public void A_processor_restarted_as_soon_as_IsRunning_is_false_resumes_after_its_last_event()
    {
        // IsRunning must mean "a thread is inside Run": a restart then finds the previous run gone and
        // processes what is left, instead of returning at once and leaving the ring full.
        for (int attempt = 0; attempt < 5; attempt++)
        {
            var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
            using var release = new ManualResetEventSlim();
            var handler = new PayloadRecorder(gate: release);
            var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler);
            ring.AddGatingSequences(processor.Sequence);
            var firstRun = Payloads.StartRun(processor.Run);

            // The first batch is exactly event 0, and its handler is held inside it: the other 15 events are
            // published behind it and the halt is requested before that batch can end, so the first run
            // stops at 0 whatever the scheduler does (the halt is seen before the next batch is taken).
            Payloads.Publish(ring, 1);
            Assert.True(SpinWait.SpinUntil(() => handler.Entered, Bound));
            Payloads.Publish(ring, 15);
            processor.Halt();
            release.Set();
            Assert.True(SpinWait.SpinUntil(() => !processor.IsRunning, Bound));
            Assert.Equal(0, processor.Sequence.Value);

            // Restart at once, as a supervisor would: IsRunning said no thread is inside Run any more.
            var secondRun = Payloads.StartRun(processor.Run);
            Assert.True(firstRun.Join(Bound));
            Assert.True(SpinWait.SpinUntil(() => processor.Sequence.Value == 15, Bound), $"the restarted processor stopped at {processor.Sequence.Value}");
            processor.Halt();
            Assert.True(secondRun.Join(Bound));
            handler.AssertSawExactly(16);
        }
    }

    [Fact]
    public void Run_while_a_halted_run_is_still_inside_throws()
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(8, new YieldingWaitStrategy());
        using var release = new ManualResetEventSlim();
        var handler = new PayloadRecorder(gate: release);
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler);
        ring.AddGatingSequences(processor.Sequence);
        var run = Payloads.StartRun(processor.Run);
        ring.Publish(ring.Next());
        Assert.True(SpinWait.SpinUntil(() => handler.Entered, Bound));

        // The handler is blocked inside OnEvent: the run is halted but has not returned.
        processor.Halt();
        Assert.True(processor.IsRunning);
        Assert.Throws<InvalidOperationException>(processor.Run);

        release.Set();
        Assert.True(run.Join(Bound));
        Assert.False(processor.IsRunning);
    }

    [Fact]
    [Trait("Category", "Stress")]
    public void A_processor_halted_and_restarted_while_producing_sees_every_event_once_in_order()
    {
        // A supervisor restarts the processor as soon as IsRunning is false;
        // the restarted run resumes right after the last event handled.
        StressRounds.Run(random =>
        {
            var ring = ValueRingBuffer<long>.Create(random.Next(2) == 0 ? ProducerType.Single : ProducerType.Multi, RingSizes[random.Next(RingSizes.Length)], new YieldingWaitStrategy());
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

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void A_halt_stops_a_consumer_whose_next_batch_is_always_published_already(ProducerType producerType)
    {
        // Every event is published before the run starts and each batch holds one event, so every wait finds its batch
        // there and, with one producer, never reaches the wait strategy: the halt must be seen on that path too. A halt
        // from the handler ends the run after the batch under way.
        const int Events = 1000;
        const long HaltAt = 10;
        var ring = ValueRingBuffer<long>.Create(producerType, 1024, new BusySpinWaitStrategy());
        var handler = new HaltingAt(HaltAt);
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler);
        handler.Processor = processor;
        ring.AddGatingSequences(processor.Sequence);
        for (long i = 0; i < Events; i++)
        {
            long s = ring.Next();
            ring[s] = s;
            ring.Publish(s);
        }

        var run = new Thread(processor.Run) { IsBackground = true };
        run.Start();
        Assert.True(run.Join(Bound), "the halted run returned");

        Assert.Null(handler.Error);
        Assert.Equal(HaltAt + 1, handler.Handled);
        Assert.Equal(HaltAt, processor.Sequence.Value);
    }

    [Fact]
    public void A_stray_alert_does_not_stop_a_processor_and_halts_among_stray_alerts_always_do()
    {
        // Someone alerting the barrier by hand is not a halt: the processor drops that alert and goes on. The drop clears
        // the barrier's alert flag, which a halt landing at that moment has just set: the run must still see that halt, or
        // it waits on a blocking strategy for good. The window is a few instructions wide, so this cannot force it; it runs
        // halts among a stream of stray alerts and requires every one of them to end its run.
        var ring = ValueRingBuffer<long>.CreateSingleProducer(64, new BlockingWaitStrategy());
        var barrier = ring.NewBarrier();
        var processor = EventProcessorFactory.Create(ring, barrier, new Ignores());
        ring.AddGatingSequences(processor.Sequence);

        var run = new Thread(processor.Run) { IsBackground = true };
        run.Start();
        barrier.Alert();
        long s0 = ring.Next();
        ring.Publish(s0);
        Spin.Until(() => processor.Sequence.Value == s0, "the processor to handle an event published after a stray alert");
        processor.Halt();
        Assert.True(run.Join(Bound), "the halt ended the run");

        var random = new Random(7);
        var clock = Stopwatch.StartNew();
        for (int round = 0; round < 2_000 && clock.Elapsed < TimeSpan.FromSeconds(3); round++)
        {
            using var stop = new CancellationTokenSource();
            var alerter = new Thread(() =>
            {
                while (!stop.IsCancellationRequested)
                {
                    barrier.Alert();
                    Thread.Yield();
                }
            })
            { IsBackground = true };
            run = new Thread(processor.Run) { IsBackground = true };
            run.Start();
            alerter.Start();
            Thread.SpinWait(random.Next(0, 20_000));
            processor.Halt();
            Assert.True(run.Join(Bound), $"round {round}: a halt among stray alerts did not end the run");
            stop.Cancel();
            alerter.Join();
        }
    }

    private sealed class Ignores : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
        }
    }

    /// <summary>Takes one event per batch and halts its processor on <c>haltAt</c>.</summary>
    private sealed class HaltingAt(long haltAt) : IValueEventHandler<long>
    {
        public IEventProcessor? Processor;

        public long Handled;

        // Checked by the test thread after the run: an assertion here would fail on the processor's thread.
        public string? Error;

        public int MaxBatchSize => 1;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (sequence != Handled || data != sequence)
            {
                Error ??= $"event {sequence} (value {data}) where {Handled} was due";
            }

            Handled++;
            if (sequence == haltAt)
            {
                Processor!.Halt();
            }
        }
    }

    /// <summary>One thread that calls <c>Run</c> each time it is told to, yielding in between (a new thread, or a blocking hand-off, per round is too slow).</summary>
    private sealed class Runner : IDisposable
    {
        private readonly IEventProcessor _processor;
        private readonly Thread _thread;
        private int _started;
        private int _finished;
        private volatile bool _stop;
        private Exception? _failure;

        public Runner(IEventProcessor processor)
        {
            _processor = processor;
            _thread = new Thread(Loop) { IsBackground = true, Name = "test runner" };
            _thread.Start();
        }

        public void StartRun() => Interlocked.Increment(ref _started);

        public void WaitForRunEnd()
        {
            int expected = Volatile.Read(ref _started);
            Spin.Until(() => Volatile.Read(ref _finished) == expected, "the run to end");
            Assert.Null(_failure);
        }

        public void Dispose()
        {
            _stop = true;
            _thread.Join(Bound);
        }

        private void Loop()
        {
            int done = 0;
            while (!_stop)
            {
                if (Volatile.Read(ref _started) == done)
                {
                    Thread.Yield();
                    continue;
                }

                try
                {
                    _processor.Run();
                }
                catch (Exception e)
                {
                    _failure = e;
                }

                Volatile.Write(ref _finished, ++done);
            }
        }
    }

    /// <summary>Counts events; holds each run inside <c>OnShutdown</c> until released, so the test knows when a run ends.</summary>
    private sealed class EndGate : IValueEventHandler<long>, IAsyncBatchEventHandler<long>
    {
        private long _handled;
        private volatile bool _shuttingDown;
        private volatile bool _released;

        public long Handled => Volatile.Read(ref _handled);

        public bool ShuttingDown => _shuttingDown;

        public void Arm()
        {
            _released = false;
            _shuttingDown = false;
        }

        public void Release() => _released = true;

        public void OnEvent(ref long data, long sequence, bool endOfBatch) => Interlocked.Increment(ref _handled);

        public ValueTask OnBatchAsync(EventBatch<long> batch, long firstSequence, CancellationToken cancellationToken)
        {
            Interlocked.Add(ref _handled, batch.Length);
            return default;
        }

        public void OnShutdown()
        {
            _shuttingDown = true;
            Spin.Tight(() => _released, "the test released the run");
        }
    }

    /// <summary>Bounded waits that spin, then yield (two cores: the thread waited for may need this one).</summary>
    private static class Spin
    {
        public static void Until(Func<bool> condition, string what)
        {
            var clock = Stopwatch.StartNew();
            for (int i = 0; !condition(); i++)
            {
                if (i < 200)
                {
                    Thread.SpinWait(1);
                }
                else
                {
                    Thread.Yield();
                }

                if (clock.Elapsed > Bound)
                {
                    throw new TimeoutException($"timed out waiting for {what}");
                }
            }
        }

        /// <summary>Without yielding, so that the moment the condition turns true is seen at once.</summary>
        public static void Tight(Func<bool> condition, string what)
        {
            var clock = Stopwatch.StartNew();
            while (!condition())
            {
                if (clock.Elapsed > Bound)
                {
                    throw new TimeoutException($"timed out waiting for {what}");
                }
            }
        }
    }
}
