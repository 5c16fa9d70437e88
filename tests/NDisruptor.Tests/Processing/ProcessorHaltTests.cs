using System;
using System.Diagnostics;
using System.Threading;
using System.Threading.Tasks;
using Xunit;

namespace NDisruptor.Tests.Processing;

/// <summary>Which run a <c>Halt</c> stops, when it lands as a run ends; both processor kinds, hand-wired.</summary>
public sealed class ProcessorHaltTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

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
