using System;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;
using M = NDisruptor.DisruptorMetrics;
using Xunit;

namespace NDisruptor.Tests.Diagnostics;

/// <summary>
/// Every instrument of the NDisruptor meter, read by a real <see cref="System.Diagnostics.Metrics.MeterListener"/>
/// from running disruptors and checked against the sequences they report on.
/// </summary>
public sealed class MetricsTests
{
    private const int BufferSize = 16;
    private const long Events = 2_000;
    private const long GateAt = 100;
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(60);

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public async Task Aborted_events_are_counted_whichever_way_they_were_aborted(ProducerType producerType)
    {
        string name = $"aborts-{producerType}-{Guid.NewGuid():N}";
        using var probe = new MetricsProbe(name);
        using var d = new ValueDisruptor<Tick>(BufferSize, producerType, new YieldingWaitStrategy()) { Name = name };
        var journal = new Journaller();
        d.HandleEventsWith(journal);
        ValueRingBuffer<Tick> ring = d.Start();

        ring.PublishAborted(ring.Next());
        long hi = ring.Next(2);
        ring.PublishAborted(hi - 1, hi);
        using (var scope = ring.PublishEvent())
        {
            scope.Abort();
        }

        Assert.Throws<InvalidOperationException>(() => ring.PublishEvent(static (ref Tick t, long s, int v) => throw new InvalidOperationException("fill failed"), 0));
        ring.PublishEvents(static (ref Tick t, long s, long v) => t.Value = v, new long[] { 1, 2 });
        Wait(() => d.GetSequenceValueFor(journal) == ring.Cursor);

        // Collected while the disruptor runs: a shut-down disruptor is no longer reported.
        probe.Collect();
        Assert.Equal(5, probe.Observed(M.ProducerAborted));
        await d.ShutdownAsync(Bound);
        Assert.Equal(2, journal.Count);
    }

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public async Task A_listener_reads_every_instrument_of_a_running_diamond(ProducerType producerType)
    {
        string name = $"diamond-{producerType}-{Guid.NewGuid():N}";
        using var probe = new MetricsProbe(name);
        var d = new ValueDisruptor<Tick>(BufferSize, producerType, new YieldingWaitStrategy()) { Name = name };
        var journal = new Journaller();
        var replicator = new Replicator();
        var business = new Business(GateAt);
        d.HandleEventsWith(journal, replicator).Then(business);
        d.SetConsumerName(replicator, "replicate");
        ValueRingBuffer<Tick> ring = d.Start();

        var producer = Task.Run(() =>
        {
            for (long i = 0; i < Events; i++)
            {
                long sequence = ring.Next();
                ring[sequence].Value = i;
                ring.Publish(sequence);
            }
        });

        // The business handler stops at GateAt; the producer fills the ring behind it and waits for space.
        Assert.True(business.Blocked.Wait(Bound));
        Sequencer sequencer = ring.Sequencer;

        // A producer facing a full ring waits before it claims, with one producer or several: a multi-producer cursor,
        // which counts claims, holds no claim of the waiting producer, so everything in it is published.
        Wait(() => sequencer.FullWaits >= 1 && ring.Cursor - d.GetSequenceValueFor(business) == BufferSize
            && d.GetSequenceValueFor(journal) == ring.Cursor && d.GetSequenceValueFor(replicator) == ring.Cursor);

        // Nothing moves now: every value is determined by the sequences.
        long cursor = ring.Cursor;
        long businessAt = d.GetSequenceValueFor(business);
        probe.Collect();
        Assert.Equal(BufferSize, probe.Observed(M.RingSize));
        Assert.Equal(cursor + 1, probe.Observed(M.ProducerEvents));
        Assert.Equal(Math.Min(cursor - businessAt, BufferSize), probe.Observed(M.RingUsage));
        Assert.Equal(BufferSize, probe.Observed(M.RingUsage));
        Assert.Equal(sequencer.FullWaits, probe.Observed(M.ProducerFull));
        Assert.Equal(cursor + 1, probe.Observed(M.ConsumerEvents, nameof(Journaller)));
        Assert.Equal(cursor + 1, probe.Observed(M.ConsumerEvents, "replicate"));
        Assert.Equal(businessAt + 1, probe.Observed(M.ConsumerEvents, nameof(Business)));
        Assert.Equal(0, probe.Observed(M.ConsumerLag, nameof(Journaller)));
        Assert.Equal(0, probe.Observed(M.ConsumerLag, "replicate"));
        Assert.Equal(cursor - businessAt, probe.Observed(M.ConsumerLag, nameof(Business)));
        Assert.True(businessAt < GateAt, $"business published {businessAt} while blocked on {GateAt}");

        business.Gate.Set();
        await producer.WaitAsync(Bound);
        Wait(() => d.GetSequenceValueFor(business) == Events - 1);
        probe.Collect();
        Assert.Equal(Events, probe.Observed(M.ProducerEvents));
        Assert.Equal(0, probe.Observed(M.RingUsage));
        Assert.True(probe.Observed(M.ProducerFull) >= 1);
        Assert.Equal(sequencer.FullWaits, probe.Observed(M.ProducerFull));
        Assert.Equal(0, probe.Observed(M.ProducerAborted));
        foreach (string consumer in new[] { nameof(Journaller), "replicate", nameof(Business) })
        {
            Assert.Equal(Events, probe.Observed(M.ConsumerEvents, consumer));
            Assert.Equal(0, probe.Observed(M.ConsumerLag, consumer));

            // The listener was on from the start: every event was in exactly one recorded batch.
            (long sum, long count) = probe.Recorded(M.ConsumerBatchSize, consumer);
            Assert.Equal(Events, sum);
            Assert.InRange(count, 1, Events);
            Assert.Equal((0, 0), probe.Recorded(M.ConsumerErrors, consumer));
        }

        // Every event went through every stage, in order, once.
        Assert.Equal(Events, journal.Count);
        Assert.Equal(Events, replicator.Count);
        Assert.Equal(Events, business.Count);
        Assert.Null(business.Error);

        Assert.Contains($"{M.RingSize} {{event}}", probe.Units);
        Assert.Contains($"{M.ProducerFull} {{wait}}", probe.Units);
        Assert.Contains($"{M.ProducerAborted} {{event}}", probe.Units);

        // A shut-down disruptor stops reporting.
        await d.ShutdownAsync(Bound);
        probe.Collect();
        Assert.Equal(0, probe.ObservedCount);
        d.Dispose();
    }

    [Fact]
    public async Task Errors_count_every_exception_passed_to_the_exception_handler()
    {
        string name = $"errors-{Guid.NewGuid():N}";
        using var probe = new MetricsProbe(name);
        var failing = new FailEvery(7);
        await RunThroughEvents(name, failing, d => d.HandleEventsWith(failing));
        Assert.Equal(Events / 7 + 1, failing.Thrown);
        Assert.Equal((failing.Thrown, failing.Thrown), probe.Recorded(M.ConsumerErrors, nameof(FailEvery)));
    }

    [Fact]
    public async Task An_async_handler_records_batch_sizes_and_errors_like_a_synchronous_one()
    {
        string name = $"async-{Guid.NewGuid():N}";
        using var probe = new MetricsProbe(name);
        var failing = new AsyncFailEvery(7);
        await RunThroughEvents(name, failing, d => d.HandleEventsWith(failing));

        // Every event reached a batch, and every batch was recorded; each failed batch is one error.
        (long sum, long count) = probe.Recorded(M.ConsumerBatchSize, nameof(AsyncFailEvery));
        Assert.Equal(Events, sum);
        Assert.Equal(failing.Batches, count);
        Assert.True(failing.Thrown > 0);
        Assert.Equal((failing.Thrown, failing.Thrown), probe.Recorded(M.ConsumerErrors, nameof(AsyncFailEvery)));
    }

    [Fact]
    public void A_hand_wired_ring_reports_while_registered_and_consumers_of_one_type_get_distinct_names()
    {
        string name = $"hand-{Guid.NewGuid():N}";
        using var probe = new MetricsProbe(name);
        var ring = RingBuffer<Box>.CreateSingleProducer(() => new Box(), BufferSize, new YieldingWaitStrategy());
        IEventProcessor first = EventProcessorFactory.Create(ring, ring.NewBarrier(), new Nop());
        IEventProcessor second = EventProcessorFactory.Create(ring, ring.NewBarrier(), new Nop());
        using EventPoller<Box> poller = ring.NewPoller();
        ring.AddGatingSequences(first.Sequence, second.Sequence);

        MetricsRegistration metrics = DisruptorMetrics.Register(ring, name);
        Assert.Equal(nameof(Nop), metrics.AddConsumer(first));
        Assert.Equal($"{nameof(Nop)}#2", metrics.AddConsumer(second));
        metrics.AddConsumer("poller", poller.Sequence);
        Assert.Throws<ArgumentException>(() => metrics.AddConsumer("poller", poller.Sequence));
        Assert.Throws<ArgumentException>(() => metrics.AddConsumer(" ", poller.Sequence));

        for (int i = 0; i < 5; i++)
        {
            ring.Publish(ring.Next());
        }

        var thread = new Thread(first.Run) { IsBackground = true };
        thread.Start();
        Wait(() => first.Sequence.Value == 4);
        probe.Collect();
        Assert.Equal(5, probe.Observed(M.ProducerEvents));
        Assert.Equal(5, probe.Observed(M.RingUsage));
        Assert.Equal(5, probe.Observed(M.ConsumerEvents, nameof(Nop)));
        Assert.Equal(0, probe.Observed(M.ConsumerLag, nameof(Nop)));
        Assert.Equal(5, probe.Observed(M.ConsumerLag, $"{nameof(Nop)}#2"));
        Assert.Equal(5, probe.Observed(M.ConsumerLag, "poller"));

        metrics.Dispose();
        probe.Collect();
        Assert.Equal(0, probe.ObservedCount);
        Assert.Throws<ObjectDisposedException>(() => metrics.AddConsumer("late", poller.Sequence));
        first.Halt();
        Assert.True(thread.Join(Bound));
    }

    [Fact]
    public void A_ring_nobody_references_stops_reporting_without_being_disposed()
    {
        string name = $"weak-{Guid.NewGuid():N}";
        using var probe = new MetricsProbe(name);
        MetricsRegistration registration = RegisterAndDropRing(name);
        probe.Collect();
        Assert.Equal(BufferSize, probe.Observed(M.RingSize));

        for (int i = 0; i < 10 && probe.ObservedCount > 0; i++)
        {
            GC.Collect();
            GC.WaitForPendingFinalizers();
            probe.Collect();
        }

        Assert.Equal(0, probe.ObservedCount);
        GC.KeepAlive(registration);
    }

    [Fact]
    public void Registrations_dropped_without_Dispose_keep_neither_their_rings_nor_their_processors_alive()
    {
        string name = $"dropped-{Guid.NewGuid():N}";
        using var probe = new MetricsProbe(name);
        var dropped = new WeakReference[20][];
        for (int i = 0; i < dropped.Length; i++)
        {
            dropped[i] = RegisterProcessorAndDropEverything(name);
        }

        for (int i = 0; i < 10 && Array.Exists(dropped, refs => Array.Exists(refs, r => r.IsAlive)); i++)
        {
            GC.Collect();
            GC.WaitForPendingFinalizers();
        }

        int alive = Array.FindAll(dropped, refs => Array.Exists(refs, r => r.IsAlive)).Length;
        Assert.True(alive == 0, $"{alive} of {dropped.Length} rings (or their processors) survived a full collection");
        probe.Collect();
        Assert.Equal(0, probe.ObservedCount);
    }

    [Fact]
    public void A_disruptor_halted_before_Start_reports_nothing()
    {
        string name = $"halted-first-{Guid.NewGuid():N}";
        using var probe = new MetricsProbe(name);
        var d = new Disruptor<Box>(() => new Box(), BufferSize, ProducerType.Single, new YieldingWaitStrategy()) { Name = name };
        d.HandleEventsWith(new Nop());
        d.Halt();
        Assert.Throws<InvalidOperationException>(() => d.Start());
        probe.Collect();
        Assert.Equal(0, probe.ObservedCount);
        d.Dispose();
    }

    [Fact]
    public async Task A_Halt_racing_Start_never_leaves_the_disruptor_reported()
    {
        // One name for every round: a round that leaves its disruptor reported shows up at its own check.
        string name = $"halt-vs-start-{Guid.NewGuid():N}";
        using var probe = new MetricsProbe(name);
        using var go = new Barrier(2);
        for (int round = 0; round < 300; round++)
        {
            var d = new Disruptor<Box>(() => new Box(), BufferSize, ProducerType.Single, new YieldingWaitStrategy()) { Name = name };
            d.HandleEventsWith(new Nop());
            Task start = Task.Run(() =>
            {
                go.SignalAndWait();
                try
                {
                    d.Start();
                }
                catch (InvalidOperationException)
                {
                    // The Halt came first: a halted disruptor does not start.
                }
            });
            go.SignalAndWait();
            d.Halt();
            await start.WaitAsync(Bound);

            probe.Collect();
            Assert.True(probe.ObservedCount == 0, $"round {round}: the halted disruptor is still reported");
            d.Dispose();
        }
    }

    [Fact]
    public void A_registration_disposed_while_a_processor_is_being_added_leaves_the_processor_recording_nothing()
    {
        string name = $"add-vs-dispose-{Guid.NewGuid():N}";
        using var probe = new MetricsProbe(name);
        var ring = RingBuffer<Box>.CreateSingleProducer(() => new Box(), BufferSize, new YieldingWaitStrategy());
        IEventProcessor processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), new Nop());
        ring.AddGatingSequences(processor.Sequence);
        var run = new Thread(processor.Run) { IsBackground = true };
        run.Start();

        // Names the processor's default name would take: AddConsumer searches for a free suffix while it holds the
        // registration's lock (milliseconds with this many), so Dispose arrives while it is inside and waits for
        // that lock. The gap that matters is the moment the lock is released.
        const int taken = 500;
        var other = new Sequence();
        string processorName = $"{nameof(Nop)}#{taken + 1}";
        var random = new Random(7);
        var clock = System.Diagnostics.Stopwatch.StartNew();
        for (int round = 0; round < 1_000 && clock.Elapsed < TimeSpan.FromSeconds(3); round++)
        {
            MetricsRegistration registration = DisruptorMetrics.Register(ring, name);
            registration.AddConsumer(nameof(Nop), other);
            for (int i = 2; i <= taken; i++)
            {
                registration.AddConsumer($"{nameof(Nop)}#{i}", other);
            }

            int adding = 0;
            string? added = null;
            var add = new Thread(() =>
            {
                Volatile.Write(ref adding, 1);
                try
                {
                    added = registration.AddConsumer(processor);
                }
                catch (ObjectDisposedException)
                {
                    // Dispose came first: nothing was attached.
                }
            })
            { IsBackground = true };
            int delay = random.Next(0, 1_000);
            var dispose = new Thread(() =>
            {
                SpinWait.SpinUntil(() => Volatile.Read(ref adding) != 0, Bound);
                Thread.SpinWait(delay);
                registration.Dispose();
            })
            { IsBackground = true };
            add.Start();
            dispose.Start();
            Assert.True(dispose.Join(Bound));
            Assert.True(add.Join(Bound));
            Assert.True(added is null || added == processorName, $"round {round}: the processor was added as {added}");

            // One event: a processor still attached to the disposed registration records its batch size.
            ring.Publish(ring.Next());
            Wait(() => processor.Sequence.Value == ring.Cursor);
            Assert.True(probe.Recorded(M.ConsumerBatchSize, processorName).Count == 0, $"round {round}: the processor records under a disposed registration");
        }

        processor.Halt();
        Assert.True(run.Join(Bound));
    }

    [Fact]
    public void Names_are_checked()
    {
        var d = new Disruptor<Box>(() => new Box(), BufferSize);
        Assert.Equal(nameof(Box), d.Name);
        var a = new Nop();
        var b = new Nop();
        d.HandleEventsWith(a, b);
        Assert.Throws<ArgumentException>(() => d.Name = " ");
        d.SetConsumerName(a, "a");
        Assert.Throws<ArgumentException>(() => d.SetConsumerName(b, "a"));
        Assert.Throws<ArgumentException>(() => d.SetConsumerName(new Nop(), "c"));
        Assert.Throws<ArgumentNullException>(() => DisruptorMetrics.Register<Box>(null!));
        d.Start();
        Assert.Throws<InvalidOperationException>(() => d.Name = "late");
        Assert.Throws<InvalidOperationException>(() => d.SetConsumerName(b, "late"));
        d.Dispose();
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static MetricsRegistration RegisterAndDropRing(string name)
        => DisruptorMetrics.Register(RingBuffer<Box>.CreateSingleProducer(() => new Box(), BufferSize), name);

    /// <summary>A hand-wired ring and processor, metered and then forgotten: returns weak references to both.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static WeakReference[] RegisterProcessorAndDropEverything(string name)
    {
        var ring = RingBuffer<Box>.CreateSingleProducer(() => new Box(), BufferSize);
        IEventProcessor processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), new Nop());
        ring.AddGatingSequences(processor.Sequence);
        MetricsRegistration registration = DisruptorMetrics.Register(ring, name);
        registration.AddConsumer(processor);
        return [new WeakReference(ring), new WeakReference(processor)];
    }

    /// <summary>Runs <see cref="Events"/> events through a handler whose failures are ignored (each one counted), then shuts down.</summary>
    private static async Task RunThroughEvents(string name, object handler, Action<Disruptor<Box>> wire)
    {
        var d = new Disruptor<Box>(() => new Box(), BufferSize, ProducerType.Single, new YieldingWaitStrategy()) { Name = name };
        wire(d);
        d.SetExceptionHandler(handler, new IgnoreExceptionHandler<Box>());
        RingBuffer<Box> ring = d.Start();
        for (long i = 0; i < Events; i++)
        {
            using var scope = ring.PublishEvent();
        }

        Wait(() => d.GetSequenceValueFor(handler) == Events - 1);
        await d.ShutdownAsync(Bound);
    }

    private static void Wait(Func<bool> condition)
    {
        Assert.True(SpinWait.SpinUntil(condition, Bound), "condition not reached within the bound");
    }

    public struct Tick
    {
        public long Value;
        public long Journalled;
        public long Replicated;
    }

    public sealed class Box
    {
        public long Value;
    }

    private abstract class Checked
    {
        public long Count;
        public string? Error;

        protected void See(long sequence)
        {
            if (sequence != Count && Error is null)
            {
                Error = $"{GetType().Name} saw {sequence} after {Count - 1}";
            }

            Count++;
        }
    }

    private sealed class Journaller : Checked, IValueEventHandler<Tick>
    {
        public void OnEvent(ref Tick data, long sequence, bool endOfBatch)
        {
            See(sequence);
            data.Journalled = data.Value;
        }
    }

    private sealed class Replicator : Checked, IValueEventHandler<Tick>
    {
        public void OnEvent(ref Tick data, long sequence, bool endOfBatch)
        {
            See(sequence);
            data.Replicated = data.Value;
        }
    }

    private sealed class Business(long gateAt) : Checked, IValueEventHandler<Tick>
    {
        public readonly ManualResetEventSlim Blocked = new();
        public readonly ManualResetEventSlim Gate = new();

        public void OnEvent(ref Tick data, long sequence, bool endOfBatch)
        {
            See(sequence);
            if (data.Journalled != sequence || data.Replicated != sequence || data.Value != sequence)
            {
                Error ??= $"event {sequence} reached business as {data.Value}/{data.Journalled}/{data.Replicated}";
            }

            if (sequence == gateAt)
            {
                Blocked.Set();
                Gate.Wait(Bound);
            }
        }
    }

    private sealed class Nop : IEventHandler<Box>
    {
        public void OnEvent(Box data, long sequence, bool endOfBatch)
        {
        }
    }

    private sealed class AsyncFailEvery(long period) : IAsyncBatchEventHandler<Box>
    {
        public long Thrown;
        public long Batches;

        public ValueTask OnBatchAsync(EventBatch<Box> batch, long firstSequence, CancellationToken cancellationToken)
        {
            Batches++;
            long last = firstSequence + batch.Length - 1;
            if (last / period != (firstSequence - 1) / period || firstSequence == 0)
            {
                // The batch holds a multiple of the period: fail it (the handler skips it and carries on).
                Thrown++;
                throw new InvalidOperationException($"failing the batch {firstSequence}..{last}");
            }

            return default;
        }
    }

    private sealed class FailEvery(long period) : IEventHandler<Box>
    {
        public long Thrown;

        public void OnEvent(Box data, long sequence, bool endOfBatch)
        {
            if (sequence % period == 0)
            {
                Thrown++;
                throw new InvalidOperationException($"failing on {sequence}");
            }
        }
    }
}
