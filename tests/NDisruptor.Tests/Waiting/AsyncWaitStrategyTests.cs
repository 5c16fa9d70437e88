using System;
using System.Diagnostics;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Waiting;

public sealed class AsyncWaitStrategyTests() : WaitStrategyTestBase(() => new AsyncWaitStrategy(), consumersPark: true)
{
    // Measures process CPU time: meaningless under emulation (qemu translates code on its own time), so the Arm64 leg skips it.
    [Fact]
    [Trait("Category", "CpuTime")]
    public async Task An_idle_diamond_of_four_consumers_uses_almost_no_cpu_between_bursts()
    {
        const int producers = 2;
        var strategy = new AsyncWaitStrategy();
        using var d = new ValueDisruptor<EventFields>(256, ProducerType.Multi, strategy);
        var a = new RecordingHandler(producers);
        var b = new RecordingHandler(producers);
        var c = new RecordingHandler(producers);
        var e = new RecordingBatchHandler(producers);
        d.HandleEventsWith(a).And(d.HandleEventsWith(b)).Then(c).Then(e);
        var ring = d.Start();
        var counters = new long[producers];

        // A burst, then idle, then another burst: the consumers must sleep in between and wake for the second.
        Producers.Burst(ring, counters, 20_000, Bound);
        await Waits.Until(() => d.GetSequenceValueFor(c) == ring.Cursor && strategy.Sleepers == 4, "all four consumers asleep after the first burst", Bound);
        // Let the JIT's background tier-up of the burst's code finish: it is process CPU, not the consumers'.
        await Task.Delay(1000);

        var process = Process.GetCurrentProcess();
        process.Refresh();
        TimeSpan cpuBefore = process.TotalProcessorTime;
        var wall = Stopwatch.StartNew();
        await Task.Delay(TimeSpan.FromSeconds(2));
        process.Refresh();
        double coreShare = (process.TotalProcessorTime - cpuBefore).TotalMilliseconds / wall.Elapsed.TotalMilliseconds;
        Assert.True(coreShare < 0.05, $"the idle process used {coreShare:P1} of one core over {wall.Elapsed.TotalSeconds:F1} s");

        Producers.Burst(ring, counters, 20_000, Bound);
        await d.ShutdownAsync(Bound);
        foreach (SeenLog log in new[] { a.Log, b.Log, c.Log, e.Log })
        {
            Assert.Empty(log.Errors);
            for (int p = 0; p < producers; p++)
            {
                Assert.Equal(Enumerable.Range(0, (int)counters[p]).Select(i => (long)i), log.CountersOf(p));
            }
        }
    }

    [Fact]
    public async Task Bursts_with_pauses_through_a_pipeline_and_a_diamond_deliver_every_event_in_order()
    {
        // Three producers and five consumers on two cores: consumers fall asleep on the producer and on each
        // other again and again, and every wake-up must arrive.
        const int producers = 3;
        var strategy = new AsyncWaitStrategy();
        using var d = new ValueDisruptor<EventFields>(64, ProducerType.Multi, strategy);
        var handlers = Enumerable.Range(0, 4).Select(_ => new RecordingHandler(producers)).ToArray();
        var last = new RecordingBatchHandler(producers);
        d.HandleEventsWith(handlers[0]).Then(handlers[1]).And(d.HandleEventsWith(handlers[2])).Then(handlers[3]).Then(last);
        var ring = d.Start();
        var counters = new long[producers];
        var random = new Random(11);
        for (int round = 0; round < 40; round++)
        {
            Producers.Burst(ring, counters, random.Next(1, 3_000), Bound);
            await Task.Delay(random.Next(0, 3));
        }

        await d.ShutdownAsync(Bound);
        foreach (SeenLog log in handlers.Select(h => h.Log).Append(last.Log))
        {
            Assert.Empty(log.Errors);
            for (int p = 0; p < producers; p++)
            {
                Assert.Equal(Enumerable.Range(0, (int)counters[p]).Select(i => (long)i), log.CountersOf(p));
            }
        }
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task A_fatal_fault_wakes_the_consumer_asleep_behind_the_failing_one_to_take_what_it_finished(bool asyncUpstream)
    {
        var strategy = new AsyncWaitStrategy();
        var d = new ValueDisruptor<EventFields>(16, ProducerType.Single, strategy);
        var behind = new RecordingHandler(1);
        object failing;
        if (asyncUpstream)
        {
            var handler = new AsyncFailingAt(5);
            d.HandleEventsWith(handler).Then(behind);
            failing = handler;
        }
        else
        {
            var handler = new FailingAt(5);
            d.HandleEventsWith(handler).Then(behind);
            failing = handler;
        }

        var ring = d.Start();
        await Waits.Until(() => strategy.Sleepers == (asyncUpstream ? 1 : 2), "the consumers asleep", Bound);

        // 0..9 with 3 aborted: the failing consumer handles 0..2 and 4, fails at 5 (after the consumer behind it,
        // woken by the publish, has found nothing and gone back to sleep) and keeps what it finished before 5.
        long hi = ring.Next(10);
        ring.Publish(hi - 7);
        ring.PublishAborted(hi - 6);
        ring.Publish(hi);
        await Waits.Until(() => d.Fault is not null, "the fault", Bound);
        long kept = d.GetSequenceValueFor(failing);
        Assert.True(kept >= 2, $"the failing consumer kept {kept}");

        // Nothing else will wake the consumer behind: the fault must have, after storing that progress.
        await Waits.Until(() => d.GetSequenceValueFor(behind) == kept, $"the consumer behind to take 0..{kept}", Bound);
        await Assert.ThrowsAsync<EventProcessingException>(() => d.ShutdownAsync(Bound));
        d.Dispose();
    }

    [Fact]
    public async Task Halt_wakes_consumers_asleep_on_upstream_consumers()
    {
        var strategy = new AsyncWaitStrategy();
        var d = new ValueDisruptor<EventFields>(16, ProducerType.Single, strategy);
        var first = new RecordingHandler(1);
        d.HandleEventsWith(first).Then(new RecordingHandler(1));
        d.Start();
        await Waits.Until(() => strategy.Sleepers == 2, "both consumers asleep", Bound);
        await d.ShutdownAsync(Bound);
        Assert.Equal(0, strategy.Sleepers);
        d.Dispose();
    }

    /// <summary>Fails at <c>failAt</c>, a while after the batch holding it began, so consumers woken with it settle first.</summary>
    private sealed class FailingAt(long failAt) : IValueEventHandler<EventFields>
    {
        public void OnEvent(ref EventFields data, long sequence, bool endOfBatch)
        {
            if (sequence == failAt)
            {
                Thread.Sleep(100);
                throw new InvalidOperationException($"failing at {sequence}");
            }
        }
    }

    /// <summary>The same for an async handler: fails the run that holds <c>failAt</c>.</summary>
    private sealed class AsyncFailingAt(long failAt) : IAsyncBatchEventHandler<EventFields>
    {
        public async ValueTask OnBatchAsync(EventBatch<EventFields> batch, long firstSequence, CancellationToken cancellationToken)
        {
            if (firstSequence <= failAt && failAt < firstSequence + batch.Length)
            {
                await Task.Delay(100, CancellationToken.None);
                throw new InvalidOperationException($"failing at {failAt}");
            }
        }
    }
}
