using System;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Dsl;

public sealed class LifecycleTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Fact]
    public void Start_twice_is_rejected()
    {
        using var d = new ValueDisruptor<long>(8);
        d.HandleEventsWith(new CountingHandler());
        d.Start();
        var ex = Assert.Throws<InvalidOperationException>(() => d.Start());
        Assert.Contains("Start was already called", ex.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Handlers_and_exception_handlers_cannot_be_added_after_start()
    {
        using var d = new Disruptor<ClassEvent>(() => new ClassEvent(), 8);
        var first = new Stage("first", 0, 1);
        var group = d.HandleEventsWith(first);
        d.Start();

        var ex = Assert.Throws<InvalidOperationException>(() => d.HandleEventsWith(new Stage("late", 0, 1)));
        Assert.Contains("after Start", ex.Message, StringComparison.Ordinal);
        Assert.Throws<InvalidOperationException>(() => group.Then(new Stage("late", 0, 1)));
        Assert.Throws<InvalidOperationException>(() => d.SetDefaultExceptionHandler(new IgnoreExceptionHandler<ClassEvent>()));
    }

    [Fact]
    public void Bad_handler_arguments_are_rejected()
    {
        using var d = new ValueDisruptor<long>(8);
        Assert.Throws<ArgumentException>(() => d.HandleEventsWith(Array.Empty<IValueEventHandler<long>>()));
        var ex = Assert.Throws<ArgumentNullException>(() => d.HandleEventsWith(new CountingHandler(), null!));
        Assert.Contains("handler 1 is null", ex.Message, StringComparison.Ordinal);
        var handler = new CountingHandler();
        d.HandleEventsWith(handler);
        Assert.Throws<ArgumentException>(() => d.HandleEventsWith(handler));
        Assert.Throws<ArgumentException>(() => d.After(new CountingHandler()));
    }

    [Fact]
    public async Task ShutdownAsync_drains_everything_published_before_stopping()
    {
        using var d = new ValueDisruptor<long>(1024, ProducerType.Single, new SleepingWaitStrategy());
        var handler = new CountingHandler { Delay = true };
        d.HandleEventsWith(handler);
        var ring = d.Start();
        for (int i = 0; i < 500; i++)
        {
            ring.Publish(ring.Next());
        }

        await d.ShutdownAsync(Bound);
        Assert.Equal(500, handler.Count);
    }

    [Fact]
    public async Task ShutdownAsync_times_out_when_a_handler_is_stuck_and_says_where_things_stand()
    {
        var release = new ManualResetEventSlim(false);
        using var d = new ValueDisruptor<long>(8, ProducerType.Single, new YieldingWaitStrategy());
        d.HandleEventsWith(new BlockedHandler(release));
        var ring = d.Start();
        ring.Publish(ring.Next());

        var ex = await Assert.ThrowsAsync<TimeoutException>(() => d.ShutdownAsync(TimeSpan.FromMilliseconds(100)));
        Assert.Contains("cursor 0", ex.Message, StringComparison.Ordinal);
        release.Set();
    }

    [Fact]
    public async Task After_chains_handlers_behind_ones_added_earlier()
    {
        using var d = new ValueDisruptor<EventFields>(16, ProducerType.Single, new YieldingWaitStrategy());
        var a = new Stage("a", 2000, 1, write: (ref EventFields e) => e.Stage1 = e.Value + 1);
        var b = new Stage("b", 2000, 1, write: (ref EventFields e) => e.Stage2 = e.Value + 2);
        var e = new Stage("e", 2000, 1, verify: x => x.Stage1 == x.Value + 1 && x.Stage2 == x.Value + 2 ? null : "ran before a and b");
        d.HandleEventsWith(a);
        d.HandleEventsWith(b);
        d.After(a, b).HandleEventsWith(e);
        d.Start();

        Producers.RunThreads(1, p => Producers.Publish(d.RingBuffer, p, 2000, Producers.OfValue), Bound);
        StageAssert.AllSawEverything(Bound, 2000, Expectations.SumFor(1, 2000), a, b, e);
        await d.ShutdownAsync(Bound);
    }

    [Fact]
    public async Task Group_And_waits_for_both_groups()
    {
        using var d = new Disruptor<ClassEvent>(() => new ClassEvent(), 16, ProducerType.Single, new YieldingWaitStrategy());
        var a = new Stage("a", 2000, 1, write: (ref EventFields e) => e.Stage1 = 1);
        var b = new Stage("b", 2000, 1, write: (ref EventFields e) => e.Stage2 = 2);
        var join = new Stage("join", 2000, 1, verify: x => x.Stage1 == 1 && x.Stage2 == 2 ? null : "ran early");
        d.HandleEventsWith(a).And(d.HandleEventsWith(b)).Then(join);
        d.Start();

        Producers.RunThreads(1, p => Producers.Publish(d.RingBuffer, p, 2000, Producers.OfClass), Bound);
        StageAssert.AllSawEverything(Bound, 2000, Expectations.SumFor(1, 2000), a, b, join);
        await d.ShutdownAsync(Bound);
    }

    [Fact]
    public async Task Halt_stops_consumers_and_releases_waiting_producers()
    {
        using var d = new ValueDisruptor<long>(4, ProducerType.Single, new BlockingWaitStrategy());
        var release = new ManualResetEventSlim(false);
        d.HandleEventsWith(new BlockedHandler(release));
        var ring = d.Start();
        Exception? producerError = null;
        var producer = new Thread(() =>
        {
            try
            {
                for (int i = 0; i < 100; i++)
                {
                    ring.Publish(ring.Next());
                }
            }
            catch (InvalidOperationException ex)
            {
                producerError = ex;
            }
        })
        { IsBackground = true };
        producer.Start();
        Thread.Sleep(20);

        d.Halt();
        release.Set();
        Assert.True(producer.Join(Bound));
        Assert.NotNull(producerError);
        await d.ShutdownAsync(Bound);
    }

    [Fact]
    public async Task Shutdown_before_start_does_nothing_and_negative_timeouts_are_rejected()
    {
        using var d = new ValueDisruptor<long>(8);
        await d.ShutdownAsync(TimeSpan.FromSeconds(1));
        await Assert.ThrowsAsync<ArgumentOutOfRangeException>(() => d.ShutdownAsync(TimeSpan.FromSeconds(-5)));
        Assert.False(d.HasStarted);
    }

    [Fact]
    public void Start_without_a_handler_throws_because_nothing_would_gate_the_producers()
    {
        // With no consumer nothing stops producers from lapping the ring and overwriting events unseen.
        using var value = new ValueDisruptor<long>(16);
        var ex = Assert.Throws<InvalidOperationException>(() => value.Start());
        Assert.Contains("add handlers with HandleEventsWith before Start", ex.Message, StringComparison.Ordinal);
        Assert.False(value.HasStarted);

        using var reference = new Disruptor<ClassEvent>(() => new ClassEvent(), 16);
        Assert.Throws<InvalidOperationException>(() => reference.Start());

        // Once a handler is added the same disruptor starts.
        var handler = new CountingHandler();
        value.HandleEventsWith(handler);
        var ring = value.Start();
        ring.Publish(ring.Next());
        Assert.True(SpinWait.SpinUntil(() => Volatile.Read(ref handler.Count) == 1, TimeSpan.FromSeconds(30)));
    }

    private sealed class CountingHandler : IValueEventHandler<long>
    {
        public long Count;
        public bool Delay;

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (Delay && sequence % 100 == 0)
            {
                Thread.Sleep(1);
            }

            Count++;
        }
    }

    private sealed class BlockedHandler(ManualResetEventSlim release) : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch) => release.Wait();
    }
}
