using System;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.InterProcessPeer;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.InterProcess;

/// <summary>
/// Rings shared between real processes: the test process consumes (or publishes) and tests/InterProcessPeer, started as
/// a process of its own, publishes (or consumes), dying where a test needs it to.
/// </summary>
public sealed class InterProcessRingTests : IDisposable
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(60);

    // Each test's rings in a folder of their own, removed afterwards.
    private readonly string _directory = Directory.CreateTempSubdirectory("ndisruptor-ipc-").FullName;

    public void Dispose() => Directory.Delete(_directory, recursive: true);

    [Fact]
    public async Task Two_producer_processes_deliver_every_event_once_and_in_order_per_producer()
    {
        const long PerProducer = 100_000;
        using var ring = InterProcessRing<PeerEvent>.Create("two", 256, Options(), new YieldingWaitStrategy());
        var log = new PeerLog(2);
        using (var disruptor = new ValueDisruptor<PeerEvent>(ring.RingBuffer))
        {
            disruptor.HandleEventsWith(log);
            disruptor.Start();
            ring.Start();

            using var first = PeerProcess.Start("produce", _directory, "two", "0", $"{PerProducer}");
            using var second = PeerProcess.Start("produce", _directory, "two", "1", $"{PerProducer}");
            AssertExitedCleanly(first);
            AssertExitedCleanly(second);
            Assert.True(log.WaitForCount(2 * PerProducer, Bound), $"{log.Count} of {2 * PerProducer} events; {log.FirstError}");
            await disruptor.ShutdownAsync(Bound);
        }

        Assert.Null(log.FirstError);
        Assert.Equal(PerProducer, log.NextCounterOf(0));
        Assert.Equal(PerProducer, log.NextCounterOf(1));
        Assert.Equal(0, ring.AbandonedClaims);
        Assert.Null(ring.Fault);
    }

    [Fact]
    public async Task A_producer_process_that_dies_between_claim_and_publish_stalls_nobody_for_long()
    {
        // Producer 0 claims three slots after 20,000 events and dies holding them; producer 1 keeps publishing behind them.
        // The first skip waits for the timeout and finds the process gone; the other two follow at once.
        var options = Options();
        options.AbandonedClaimTimeout = TimeSpan.FromMilliseconds(200);
        using var ring = InterProcessRing<PeerEvent>.Create("abandoned", 256, options, new YieldingWaitStrategy());
        var log = new PeerLog(2);
        using (var disruptor = new ValueDisruptor<PeerEvent>(ring.RingBuffer))
        {
            disruptor.HandleEventsWith(log);
            disruptor.Start();
            ring.Start();

            using var dying = PeerProcess.Start("produce", _directory, "abandoned", "0", "50000", "20000");
            using var living = PeerProcess.Start("produce", _directory, "abandoned", "1", "50000");
            Assert.True(dying.WaitForExit(Bound), dying.Output);
            Assert.Contains("abandoning after 20000", dying.Output, StringComparison.Ordinal);
            AssertExitedCleanly(living);
            Assert.True(log.WaitForCount(70_000, Bound), $"{log.Count} of 70,000 events; {log.FirstError}");

            // The dying claim may come after the living producer's last event: then nothing waits behind it, and the
            // pump skips it once the timeout has passed, after the events above arrived.
            Assert.True(SpinWait.SpinUntil(() => ring.AbandonedClaims == 3, Bound), $"{ring.AbandonedClaims} claims skipped");
            await disruptor.ShutdownAsync(Bound);
        }

        Assert.Null(log.FirstError);
        Assert.Equal(20_000, log.NextCounterOf(0));
        Assert.Equal(50_000, log.NextCounterOf(1));
    }

    [Fact]
    public async Task A_new_consumer_process_takes_over_where_a_dead_one_stopped()
    {
        const long Events = 20_000;
        using var deadConsumer = PeerProcess.Start("consume", _directory, "takeover", "256", "5000");
        Assert.True(deadConsumer.WaitForLine("consuming", Bound), deadConsumer.Output);

        using var publisher = InterProcessPublisher<PeerEvent>.Open("takeover", Options());
        Assert.True(publisher.IsConsumerAlive);
        long counter = 0;

        // Until the consumer dies after 5,000 events and the ring fills: then the waiting claim notices and throws.
        var gone = Assert.Throws<InvalidOperationException>(() =>
        {
            for (; counter < Events; counter++)
            {
                Publish(publisher, 7, counter);
            }
        });
        Assert.Contains("has exited", gone.Message, StringComparison.Ordinal);
        Assert.True(deadConsumer.WaitForExit(Bound));
        Assert.False(publisher.IsConsumerAlive);

        var log = new PeerLog(8) { AllowRestart = true };
        using var ring = InterProcessRing<PeerEvent>.Create("takeover", 256, Options(), new YieldingWaitStrategy());
        using (var disruptor = new ValueDisruptor<PeerEvent>(ring.RingBuffer))
        {
            disruptor.HandleEventsWith(log);
            disruptor.Start();
            ring.Start();
            Assert.True(publisher.IsConsumerAlive);
            for (; counter < Events; counter++)
            {
                Publish(publisher, 7, counter);
            }

            Assert.True(SpinWait.SpinUntil(() => log.NextCounterOf(7) == Events || log.FirstError is not null, Bound), $"up to {log.NextCounterOf(7)}; {log.FirstError}");
            await disruptor.ShutdownAsync(Bound);
        }

        // At least once: the dead consumer was inside its 5,000th event (counter 4,999) when it died, so the new one
        // resumes at or before it, and at most a ring (256) before it, since producers could not run further ahead.
        Assert.Null(log.FirstError);
        Assert.InRange(log.FirstCounterOf(7), 4_999 - 256, 4_999);
    }

    [Fact]
    public void A_second_consumer_is_refused_while_the_first_process_lives()
    {
        using var consumer = PeerProcess.Start("consume", _directory, "owned", "64", "1000000000");
        Assert.True(consumer.WaitForLine("consuming", Bound), consumer.Output);
        var ex = Assert.Throws<InvalidOperationException>(() => InterProcessRing<PeerEvent>.Create("owned", 64, Options()));
        Assert.Contains("already consumes", ex.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_new_consumer_waits_for_a_consumer_that_closed_the_ring_to_remove_it_then_creates_it_anew()
    {
        // A consumer's Dispose marks the ring closed, then removes its file. A consumer process starting in between must
        // not take over that file: producers opening the ring by its name would never find it.
        using var closer = StartAnotherLiveProcess();
        string path = ClosedRingFile("closed", closer.Id);

        var creating = Task.Run(() => InterProcessRing<PeerEvent>.Create("closed", 16, Options()));
        await Task.Delay(300);
        Assert.False(creating.IsCompleted, "the new consumer should wait while the closed ring's file is still there");

        File.Delete(path);
        using var ring = await creating.WaitAsync(Bound);
        AssertNewRingOfThisProcess(ring);
    }

    [Theory]
    [InlineData(true)]  // the consumer that closed it died before removing it
    [InlineData(false)] // it could not remove it, and left no process id for the next one to wait for
    public void A_ring_left_closed_is_replaced_at_once(bool closerDied)
    {
        int closer = 0;
        if (closerDied)
        {
            // A process that exits at once: the peer refuses an unknown mode with exit code 2.
            using var gone = PeerProcess.Start("no-such-mode", _directory);
            Assert.True(gone.WaitForExit(Bound));
            Assert.True(gone.ExitCode == 2, gone.Output);
            closer = gone.Id;
        }

        ClosedRingFile("left", closer);
        using var ring = InterProcessRing<PeerEvent>.Create("left", 16, Options());
        AssertNewRingOfThisProcess(ring);
    }

    [Fact]
    public void A_consumer_that_closed_the_ring_and_never_removes_it_is_named_after_two_seconds()
    {
        using var closer = StartAnotherLiveProcess();
        string path = ClosedRingFile("stuck", closer.Id);

        var ex = Assert.Throws<InvalidOperationException>(() => InterProcessRing<PeerEvent>.Create("stuck", 16, Options()));
        Assert.Contains($"Process {closer.Id} closed the inter-process ring", ex.Message, StringComparison.Ordinal);
        Assert.True(File.Exists(path), "a live closer's file is its to remove");

        // Nothing of the refused call stays behind: once the file is gone, the ring is created.
        File.Delete(path);
        using var ring = InterProcessRing<PeerEvent>.Create("stuck", 16, Options());
        AssertNewRingOfThisProcess(ring);
    }

    [Fact]
    public void Dispose_leaves_the_ring_to_a_process_that_took_it_over()
    {
        using var other = StartAnotherLiveProcess();
        var ring = InterProcessRing<PeerEvent>.Create("taken", 16, Options());
        WriteConsumer(ring.Path, other.Id, SharedLayout.ConsumerRunning);

        ring.Dispose();
        Assert.True(File.Exists(ring.Path), "the file is the other consumer's now");
        Assert.Equal((other.Id, SharedLayout.ConsumerRunning), ReadConsumer(ring.Path));
    }

    [Fact]
    public async Task A_slow_live_producer_is_waited_for_not_skipped()
    {
        // A claim held for several timeouts by a process that lives (this one) must still be delivered: skipping it
        // would let the slot be reused under the producer's late write.
        var options = Options();
        options.AbandonedClaimTimeout = TimeSpan.FromMilliseconds(50);
        using var ring = InterProcessRing<PeerEvent>.Create("slow", 16, options, new YieldingWaitStrategy());
        var log = new PeerLog(1);
        using (var disruptor = new ValueDisruptor<PeerEvent>(ring.RingBuffer))
        {
            disruptor.HandleEventsWith(log);
            disruptor.Start();
            ring.Start();
            using var publisher = InterProcessPublisher<PeerEvent>.Open("slow", options);
            long s = publisher.Next();
            Thread.Sleep(300);
            ref PeerEvent e = ref publisher[s];
            (e.Producer, e.Counter, e.Check) = (0, 0, PeerEvent.CheckOf(0, 0));
            publisher.Publish(s);
            Publish(publisher, 0, 1);
            Assert.True(log.WaitForCount(2, Bound), $"{log.Count} of 2 events; {log.FirstError}");
            await disruptor.ShutdownAsync(Bound);
        }

        Assert.Null(log.FirstError);
        Assert.Equal(0, ring.AbandonedClaims);
    }

    [Fact]
    public void A_second_consumer_in_the_same_process_is_refused()
    {
        using var ring = InterProcessRing<PeerEvent>.Create("twice", 16, Options());
        var ex = Assert.Throws<InvalidOperationException>(() => InterProcessRing<PeerEvent>.Create("twice", 16, Options()));
        Assert.Contains("already consumes", ex.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Start_before_any_consumer_is_refused()
    {
        using var ring = InterProcessRing<PeerEvent>.Create("unconsumed", 16, Options());
        var ex = Assert.Throws<InvalidOperationException>(ring.Start);
        Assert.Contains("overwrite events unread", ex.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Producers_learn_that_the_consumers_were_halted()
    {
        using var ring = InterProcessRing<PeerEvent>.Create("halted", 8, Options(), new YieldingWaitStrategy());
        using var publisher = InterProcessPublisher<PeerEvent>.Open("halted", Options());
        using (var disruptor = new ValueDisruptor<PeerEvent>(ring.RingBuffer))
        {
            disruptor.HandleEventsWith(new Discard());
            disruptor.Start();
            ring.Start();
            disruptor.Halt();

            // The pump's next local claim finds the local ring closed; the pump stops and says so in the file.
            var ex = Assert.Throws<InvalidOperationException>(() =>
            {
                for (long i = 0; i < 1_000; i++)
                {
                    Publish(publisher, 0, i);
                }
            });
            Assert.Contains("stopped consuming", ex.Message, StringComparison.Ordinal);

            // A halt is no fault of the pump's.
            Assert.Null(ring.Fault);
        }
    }

    [Fact]
    public void A_halted_ring_reads_stopping_until_its_last_consumer_has_left_its_batch()
    {
        // A halted handler finishes the batch it is in, reading the file's slots: until it has, the ring must not be taken
        // over, since the new consumer process would let producers write those slots again.
        using var ring = InterProcessRing<PeerEvent>.Create("stopping", 8, Options(), new YieldingWaitStrategy());
        using var publisher = InterProcessPublisher<PeerEvent>.Open("stopping", Options());
        using var entered = new ManualResetEventSlim();
        using var gate = new ManualResetEventSlim();
        using (var disruptor = new ValueDisruptor<PeerEvent>(ring.RingBuffer))
        {
            disruptor.HandleEventsWith(new Gated(entered, gate));
            disruptor.Start();
            ring.Start();
            Publish(publisher, 0, 0);
            Assert.True(entered.Wait(Bound));
            disruptor.Halt();

            // The pump finds the local ring closed and stops: producers learn it at once, as before.
            var ex = Assert.Throws<InvalidOperationException>(() =>
            {
                for (long i = 1; i < 1_000; i++)
                {
                    Publish(publisher, 0, i);
                }
            });
            Assert.Contains("stopped consuming", ex.Message, StringComparison.Ordinal);
            Assert.Equal((Environment.ProcessId, SharedLayout.ConsumerStopping), ReadConsumer(ring.Path));

            gate.Set();
            Assert.True(
                SpinWait.SpinUntil(() => ReadConsumer(ring.Path) == (Environment.ProcessId, SharedLayout.ConsumerStopped), Bound),
                $"the ring read {ReadConsumer(ring.Path)} after its last consumer left");
        }
    }

    [Fact]
    public void A_ring_whose_live_consumer_process_is_stopping_is_not_taken_over()
    {
        if (OperatingSystem.IsWindows())
        {
            Assert.Skip("a live process of another id is started with the Unix sleep command");
        }
        else
        {
            string path = CopyOfALiveRing("stopping-owner", gating: 5);
            using var owner = System.Diagnostics.Process.Start("sleep", "60");
            WriteConsumer(path, owner.Id, SharedLayout.ConsumerStopping);

            var ex = Assert.Throws<InvalidOperationException>(() => InterProcessRing<PeerEvent>.Create("stopping-owner", 16, Options()));
            Assert.Contains($"Process {owner.Id} stopped consuming", ex.Message, StringComparison.Ordinal);
            Assert.Contains("still handling events", ex.Message, StringComparison.Ordinal);
            Assert.Equal((owner.Id, SharedLayout.ConsumerStopping), ReadConsumer(path));

            // Producers are refused as for a stopped ring.
            using (var publisher = InterProcessPublisher<PeerEvent>.Open("stopping-owner", Options()))
            {
                Assert.False(publisher.IsConsumerAlive);
            }

            // Once that process is gone, nothing reads the slots any more: the ring is taken over.
            owner.Kill();
            Assert.True(owner.WaitForExit(Bound));
            using var ring = InterProcessRing<PeerEvent>.Create("stopping-owner", 16, Options());
            Assert.Equal((Environment.ProcessId, SharedLayout.ConsumerRunning), ReadConsumer(ring.Path));
        }
    }

    [Fact]
    public void A_file_others_may_open_or_a_link_is_refused()
    {
        if (OperatingSystem.IsWindows())
        {
            Assert.Skip("Unix file modes and links only");
        }
        else
        {
            string open = Path.Combine(_directory, "ndisruptor-open.ring");
            File.WriteAllBytes(open, new byte[4096]);
            File.SetUnixFileMode(open, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.OtherRead | UnixFileMode.OtherWrite);
            var mode = Assert.Throws<InvalidDataException>(() => InterProcessPublisher<PeerEvent>.Open("open", Options()));
            Assert.Contains("lets any user read or write it", mode.Message, StringComparison.Ordinal);

            using var target = InterProcessRing<PeerEvent>.Create("target", 16, Options());
            File.CreateSymbolicLink(Path.Combine(_directory, "ndisruptor-link.ring"), target.Path);
            var link = Assert.Throws<InvalidDataException>(() => InterProcessPublisher<PeerEvent>.Open("link", Options()));
            Assert.Contains("is a link", link.Message, StringComparison.Ordinal);
        }
    }

    [Fact]
    public async Task Threads_of_one_process_share_a_publisher()
    {
        using var ring = InterProcessRing<PeerEvent>.Create("threads", 64, Options(), new YieldingWaitStrategy());
        var log = new PeerLog(3);
        using (var disruptor = new ValueDisruptor<PeerEvent>(ring.RingBuffer))
        {
            disruptor.HandleEventsWith(log);
            disruptor.Start();
            ring.Start();
            using var publisher = InterProcessPublisher<PeerEvent>.Open("threads", Options());
            Producers.RunThreads(3, p =>
            {
                for (long i = 0; i < 30_000; i++)
                {
                    Publish(publisher, p, i);
                }
            }, Bound);
            Assert.True(log.WaitForCount(90_000, Bound), $"{log.Count} of 90,000; {log.FirstError}");
            await disruptor.ShutdownAsync(Bound);
        }

        Assert.Null(log.FirstError);
    }

    [Fact]
    public async Task A_claim_its_producer_aborts_reaches_no_consumer_and_holds_nobody_up()
    {
        // A producer process whose fill fails gives the claim up; the pump passes it on as aborted. Each round claims three
        // slots, publishes the outer two and aborts the middle one, whose slot holds a poison event (a counter the log
        // never expects); every fifth round aborts a claimed pair as well: 340 slots in all, over 20 laps of the 16.
        using var ring = InterProcessRing<PeerEvent>.Create("abort", 16, Options(), new YieldingWaitStrategy());
        var log = new PeerLog(1);
        long counter = 0;
        using (var disruptor = new ValueDisruptor<PeerEvent>(ring.RingBuffer))
        {
            disruptor.HandleEventsWith(log);
            disruptor.Start();
            ring.Start();
            using var publisher = InterProcessPublisher<PeerEvent>.Open("abort", Options());
            for (int round = 0; round < 100; round++)
            {
                long hi = publisher.Next(3);
                Fill(publisher, hi - 2, counter++);
                Fill(publisher, hi - 1, long.MaxValue);
                Fill(publisher, hi, counter++);
                publisher.Publish(hi - 2);
                publisher.PublishAborted(hi - 1);
                publisher.Publish(hi);
                if (round % 5 == 0)
                {
                    long pair = publisher.Next(2);
                    Fill(publisher, pair - 1, long.MaxValue);
                    Fill(publisher, pair, long.MaxValue);
                    publisher.PublishAborted(pair - 1, pair);
                }
            }

            Assert.True(log.WaitForCount(counter, Bound), $"{log.Count} of {counter}; {log.FirstError}");

            // A claim is settled once, either way. The first claim below stays unsettled until the end, so the pump cannot
            // pass the two claims after it, whatever the speed of this machine: every refusal is the double settle's.
            long first = publisher.Next();
            Fill(publisher, first, counter++);
            long twoLater = publisher.Next(2);
            Fill(publisher, twoLater - 1, counter++);
            Fill(publisher, twoLater, long.MaxValue);
            publisher.PublishAborted(twoLater);
            Assert.Contains($"sequence {twoLater} was already aborted", Assert.Throws<ArgumentOutOfRangeException>(() => publisher.Publish(twoLater)).Message, StringComparison.Ordinal);
            publisher.Publish(twoLater - 1);
            Assert.Contains($"sequence {twoLater - 1} was already published", Assert.Throws<ArgumentOutOfRangeException>(() => publisher.PublishAborted(twoLater - 1)).Message, StringComparison.Ordinal);

            // What was not claimed cannot be aborted.
            var refused = Assert.Throws<ArgumentOutOfRangeException>(() => publisher.PublishAborted(twoLater + 1));
            Assert.Contains("publish or abort what Next returned", refused.Message, StringComparison.Ordinal);

            publisher.Publish(first);
            Assert.True(log.WaitForCount(counter, Bound), $"{log.Count} of {counter}; {log.FirstError}");
            await disruptor.ShutdownAsync(Bound);
        }

        Assert.Null(log.FirstError);
        Assert.Equal(counter, log.NextCounterOf(0));
        Assert.Equal(0, ring.AbandonedClaims);
    }

    [Fact]
    public async Task ShutdownAsync_drains_what_producers_published_before_the_pump_moved_it()
    {
        // A sleeping pump looks at the file about once a millisecond: events published just before the shutdown are in the
        // file but not yet in the local ring. The drain must wait for them, or the pump stops with them unread and the
        // ring's disposal deletes them with the file.
        var options = Options();
        options.Wait = InterProcessWait.Sleeping;
        for (int round = 0; round < 20; round++)
        {
            string name = $"drain{round}";
            using var ring = InterProcessRing<PeerEvent>.Create(name, 64, options, new YieldingWaitStrategy());
            var log = new PeerLog(1);
            using (var disruptor = new ValueDisruptor<PeerEvent>(ring.RingBuffer))
            {
                disruptor.HandleEventsWith(log);
                disruptor.Start();
                ring.Start();
                using var publisher = InterProcessPublisher<PeerEvent>.Open(name, options);
                for (long i = 0; i < 40; i++)
                {
                    Publish(publisher, 0, i);
                    if (i % 10 == 3)
                    {
                        // An aborted claim in the run: the drain passes it as the pump does.
                        publisher.PublishAborted(publisher.Next());
                    }
                }

                await disruptor.ShutdownAsync(Bound);
            }

            Assert.Null(log.FirstError);
            Assert.Equal(40, log.Count);
        }
    }

    [Fact]
    public void A_worker_pools_Shutdown_drains_what_producers_published_before_the_pump_moved_it()
    {
        // As above, for a worker pool wired by hand: its Shutdown waits for the events in the file, not for the local cursor.
        var options = Options();
        options.Wait = InterProcessWait.Sleeping;
        for (int round = 0; round < 20; round++)
        {
            string name = $"pooldrain{round}";
            using var ring = InterProcessRing<PeerEvent>.Create(name, 64, options, new YieldingWaitStrategy());
            var log = new PeerLog(1);
            var pool = WorkerPool.Create(ring.RingBuffer, [log]);
            pool.Start();
            ring.Start();
            using (var publisher = InterProcessPublisher<PeerEvent>.Open(name, options))
            {
                for (long i = 0; i < 40; i++)
                {
                    Publish(publisher, 0, i);
                }

                pool.Shutdown(Bound);
            }

            Assert.Null(log.FirstError);
            Assert.Equal(40, log.Count);
        }
    }

    [Fact]
    public async Task The_drain_counts_on_the_pump_from_the_moment_Start_returns()
    {
        // Events already in the file when the pump is started are owed to the consumers at once, whether or not the pump's
        // new thread has run yet: a shutdown in between must wait for them, not halt the consumers at the local cursor.
        using var ring = InterProcessRing<PeerEvent>.Create("owed", 64, Options(), new YieldingWaitStrategy());
        var log = new PeerLog(1);
        using (var disruptor = new ValueDisruptor<PeerEvent>(ring.RingBuffer))
        {
            disruptor.HandleEventsWith(log);
            disruptor.Start();
            using (var publisher = InterProcessPublisher<PeerEvent>.Open("owed", Options()))
            {
                for (long i = 0; i < 5; i++)
                {
                    Publish(publisher, 0, i);
                }
            }

            ring.Start();
            Assert.Equal(4, ring.RingBuffer.OwedThrough);
            await disruptor.ShutdownAsync(Bound);
        }

        Assert.Null(log.FirstError);
        Assert.Equal(5, log.Count);
    }

    [Fact]
    public async Task ShutdownAsync_does_not_wait_for_events_no_pump_will_bring()
    {
        // The ring was never started: what producers publish into the file never reaches this process's consumers, so a
        // drain that waited for it would wait until its timeout.
        using var ring = InterProcessRing<PeerEvent>.Create("unpumped", 64, Options(), new YieldingWaitStrategy());
        var log = new PeerLog(1);
        using var disruptor = new ValueDisruptor<PeerEvent>(ring.RingBuffer);
        disruptor.HandleEventsWith(log);
        disruptor.Start();
        using var publisher = InterProcessPublisher<PeerEvent>.Open("unpumped", Options());
        Publish(publisher, 0, 0);

        await disruptor.ShutdownAsync(TimeSpan.FromSeconds(20)).WaitAsync(TimeSpan.FromSeconds(10));
        Assert.Equal(0, log.Count);
    }

    [Theory]
    [InlineData(false, UnixFileMode.UserRead | UnixFileMode.UserWrite)]
    [InlineData(true, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.GroupRead | UnixFileMode.GroupWrite)]
    public void The_file_is_owner_only_unless_shared_with_the_group(bool shareWithGroup, UnixFileMode expected)
    {
        var options = Options();
        options.ShareWithGroup = shareWithGroup;
        using var ring = InterProcessRing<PeerEvent>.Create("mode", 16, options);
        if (OperatingSystem.IsWindows())
        {
            Assert.Skip("Unix file modes only: on Windows the file takes the folder's access rules");
        }
        else
        {
            Assert.Equal(expected, File.GetUnixFileMode(ring.Path));
        }
    }

    [Theory]
    [InlineData("../escape")]
    [InlineData("a/b")]
    [InlineData(".hidden")]
    [InlineData("")]
    [InlineData("spaces are not allowed")]
    public void A_name_that_is_not_a_plain_file_name_is_refused(string name)
    {
        var ex = Assert.Throws<ArgumentException>(() => InterProcessRing<PeerEvent>.Create(name, 16, Options()));
        Assert.Equal("name", ex.ParamName);
        Assert.Throws<ArgumentException>(() => InterProcessPublisher<PeerEvent>.Open(name, Options()));
    }

    [Fact]
    public void Opening_a_ring_nobody_created_says_to_start_the_consumer_first()
    {
        var ex = Assert.Throws<InvalidOperationException>(() => InterProcessPublisher<PeerEvent>.Open("absent", Options()));
        Assert.Contains("consumer process", ex.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(0, "shorter than")]
    [InlineData(100, "shorter than")]
    [InlineData(4096, "does not start with an NDisruptor ring header")]
    public void Garbage_files_are_refused_by_both_sides(int length, string reason)
    {
        string path = Path.Combine(_directory, "ndisruptor-garbage.ring");
        var bytes = new byte[length];
        new Random(length).NextBytes(bytes);
        File.WriteAllBytes(path, bytes);
        if (!OperatingSystem.IsWindows())
        {
            // Private, as a ring file is: the content is what is under test here, not the mode.
            File.SetUnixFileMode(path, UnixFileMode.UserRead | UnixFileMode.UserWrite);
        }

        var publisherError = Assert.Throws<InvalidDataException>(() => InterProcessPublisher<PeerEvent>.Open("garbage", Options()));
        Assert.Contains(reason, publisherError.Message, StringComparison.Ordinal);
        var consumerError = Assert.Throws<InvalidDataException>(() => InterProcessRing<PeerEvent>.Create("garbage", 16, Options()));
        Assert.Contains(reason, consumerError.Message, StringComparison.Ordinal);
        Assert.True(File.Exists(path), "a file that is not ours is never deleted");
    }

    [Theory]
    [InlineData(8, 9, "layout version 9")]                    // version
    [InlineData(16, 8, "events of 8 bytes")]                  // event size
    [InlineData(20, 1000, "not a power of two")]              // ring size
    [InlineData(20, int.MaxValue, "not a power of two")]      // a hostile ring size
    [InlineData(20, 1 << 30, "not a power of two between")]   // too large to describe this file
    [InlineData(20, 32, "bytes and says")]                    // a ring size that does not fit the file
    [InlineData(24, 5, "neither Single nor Multi")]           // producer type
    [InlineData(28, 3, "LayoutVersion is 3")]                 // the user's layout version
    public void A_header_that_does_not_describe_this_file_and_event_is_refused(int offset, int value, string reason)
    {
        using var ring = InterProcessRing<PeerEvent>.Create("header", 16, Options());
        using (var file = new FileStream(ring.Path, FileMode.Open, FileAccess.ReadWrite, FileShare.ReadWrite))
        {
            file.Position = offset;
            file.Write(BitConverter.GetBytes(value));
        }

        var ex = Assert.Throws<InvalidDataException>(() => InterProcessPublisher<PeerEvent>.Open("header", Options()));
        Assert.Contains(reason, ex.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(1L << 62, 1L << 62)] // nothing claimed and unconsumed, but past any ring's reach
    [InlineData(long.MaxValue - 16, long.MaxValue - 8)] // a ring's worth claimed, where the room arithmetic would overflow
    public void Positions_past_any_rings_reach_are_refused_to_a_new_consumer(long gating, long claimed)
    {
        // A copy of a live ring's file: its consumer is this process, so only the positions can refuse it.
        string path = SharedMapping.PathFor("far", _directory);
        using (var ring = InterProcessRing<PeerEvent>.Create("template", 16, Options()))
        {
            File.Copy(ring.Path, path);
        }

        using (var file = new FileStream(path, FileMode.Open, FileAccess.ReadWrite, FileShare.ReadWrite))
        {
            file.Position = SharedLayout.GatingOffset;
            file.Write(BitConverter.GetBytes(gating));
            file.Position = SharedLayout.ClaimOffset;
            file.Write(BitConverter.GetBytes(claimed));
        }

        var ex = Assert.Throws<InvalidDataException>(() => InterProcessRing<PeerEvent>.Create("far", 16, Options()));
        Assert.Contains("positions are inconsistent", ex.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_takeover_refused_for_its_positions_leaves_the_consumer_word_as_it_found_it()
    {
        // A ring whose consumer process stopped, with positions no ring reaches: the takeover swapped this process in as
        // running before it read them, and must swap the word back, not leave the ring claimed by a consumer that never ran.
        using var gone = PeerProcess.Start("no-such-mode", _directory);
        Assert.True(gone.WaitForExit(Bound));
        string path = CopyOfALiveRing("refused", gating: 1L << 62);
        WriteConsumer(path, gone.Id, SharedLayout.ConsumerStopped);

        var ex = Assert.Throws<InvalidDataException>(() => InterProcessRing<PeerEvent>.Create("refused", 16, Options()));
        Assert.Contains("positions are inconsistent", ex.Message, StringComparison.Ordinal);
        Assert.Equal((gone.Id, SharedLayout.ConsumerStopped), ReadConsumer(path));
    }

    [Fact]
    public void Another_event_type_or_layout_version_is_refused()
    {
        using var ring = InterProcessRing<PeerEvent>.Create("types", 16, Options());
        var size = Assert.Throws<InvalidDataException>(() => InterProcessPublisher<long>.Open("types", Options()));
        Assert.Contains("same event struct", size.Message, StringComparison.Ordinal);
        var options = Options();
        options.LayoutVersion = 2;
        var version = Assert.Throws<InvalidDataException>(() => InterProcessPublisher<PeerEvent>.Open("types", options));
        Assert.Contains("LayoutVersion", version.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_full_ring_makes_a_timed_claim_give_up_without_claiming()
    {
        using var ring = InterProcessRing<PeerEvent>.Create("full", 8, Options());
        using var publisher = InterProcessPublisher<PeerEvent>.Open("full", Options());
        long hi = publisher.Next(8);
        publisher.Publish(0, hi);
        Assert.False(publisher.TryNext(1, TimeSpan.FromMilliseconds(50), out _));
        Assert.False(publisher.TryNext(out _));

        // A timeout under a millisecond is waited out too, not read as "try once".
        foreach (TimeSpan timeout in new[] { TimeSpan.FromMilliseconds(0.5), TimeSpan.FromTicks(9_000) })
        {
            var clock = System.Diagnostics.Stopwatch.StartNew();
            Assert.False(publisher.TryNext(1, timeout, out _));
            Assert.True(clock.Elapsed >= timeout, $"a claim with a timeout of {timeout} gave up after {clock.Elapsed}");
        }

        // Nothing was claimed by the failed tries: the next claim after room frees is 8.
        var processor = EventProcessorFactory.Create(ring.RingBuffer, ring.RingBuffer.NewBarrier(), new Discard());
        ring.RingBuffer.AddGatingSequences(processor.Sequence);
        var run = Payloads.StartRun(processor.Run);
        ring.Start();
        Assert.True(publisher.TryNext(1, Bound, out long next));
        Assert.Equal(8, next);
        publisher.Publish(next);
        Assert.True(SpinWait.SpinUntil(() => processor.Sequence.Value == 8, Bound));
        processor.Halt();
        Assert.True(run.Join(Bound));
    }

    [Fact]
    public void A_wait_that_is_not_an_InterProcessWait_is_refused_by_the_options()
    {
        var options = Options();
        var ex = Assert.Throws<ArgumentOutOfRangeException>(() => options.Wait = (InterProcessWait)42);
        Assert.Contains("Wait 42", ex.Message, StringComparison.Ordinal);
        Assert.Equal(InterProcessWait.Yielding, options.Wait);
    }

    [Fact]
    public void Publishing_what_was_not_claimed_is_refused()
    {
        using var ring = InterProcessRing<PeerEvent>.Create("unclaimed", 16, Options());
        using var publisher = InterProcessPublisher<PeerEvent>.Open("unclaimed", Options());
        Assert.Throws<ArgumentOutOfRangeException>(() => publisher.Publish(0));
        long s = publisher.Next();
        Assert.Throws<ArgumentOutOfRangeException>(() => publisher.Publish(s, s + 1));
        Assert.Throws<ArgumentOutOfRangeException>(() => publisher.Publish(-5));
        Assert.Throws<ArgumentOutOfRangeException>(() => publisher.Next(0));
        Assert.Throws<ArgumentOutOfRangeException>(() => publisher.Next(17));
        publisher.Publish(s);
    }

    [Fact]
    public void Dispose_waits_for_the_consumers_to_stop_then_closes_the_ring_for_producers()
    {
        var ring = InterProcessRing<PeerEvent>.Create("closing", 8, Options());
        try
        {
            DisposeAfterTheConsumerStops(ring);
        }
        finally
        {
            ring.Dispose();
        }
    }

    private void DisposeAfterTheConsumerStops(InterProcessRing<PeerEvent> ring)
    {
        var processor = EventProcessorFactory.Create(ring.RingBuffer, ring.RingBuffer.NewBarrier(), new Discard());
        ring.RingBuffer.AddGatingSequences(processor.Sequence);
        var run = Payloads.StartRun(processor.Run);
        ring.Start();
        Assert.True(SpinWait.SpinUntil(() => processor.IsRunning, Bound));
        Assert.Throws<InvalidOperationException>(ring.Dispose);

        using var publisher = InterProcessPublisher<PeerEvent>.Open("closing", Options());
        processor.Halt();
        Assert.True(run.Join(Bound));
        ring.Dispose();
        Assert.False(File.Exists(ring.Path));
        Assert.False(publisher.IsConsumerAlive);

        // A publish says its event would never be read; a claim on the full ring learns the same while it waits.
        long s = publisher.Next();
        var publish = Assert.Throws<InvalidOperationException>(() => publisher.Publish(s));
        Assert.Contains("never be read", publish.Message, StringComparison.Ordinal);
        var claim = Assert.Throws<InvalidOperationException>(() =>
        {
            for (int i = 0; i < 100; i++)
            {
                publisher.Next();
            }
        });
        Assert.Contains("closed", claim.Message, StringComparison.Ordinal);
    }

    private static void Fill(InterProcessPublisher<PeerEvent> publisher, long sequence, long counter)
    {
        ref PeerEvent e = ref publisher[sequence];
        e.Producer = 0;
        e.Counter = counter;
        e.Check = PeerEvent.CheckOf(0, counter);
    }

    private static void Publish(InterProcessPublisher<PeerEvent> publisher, int producer, long counter)
    {
        long s = publisher.Next();
        ref PeerEvent e = ref publisher[s];
        e.Producer = producer;
        e.Counter = counter;
        e.Check = PeerEvent.CheckOf(producer, counter);
        publisher.Publish(s);
    }

    private static void AssertExitedCleanly(PeerProcess peer)
    {
        Assert.True(peer.WaitForExit(Bound), peer.Output);
        Assert.True(peer.ExitCode == 0, $"exit {peer.ExitCode}: {peer.Output}");
    }

    private InterProcessRingOptions Options() => new() { Directory = _directory, Wait = InterProcessWait.Yielding };

    /// <summary>A live process other than this one (a peer consuming a ring of its own), to name in a consumer word.</summary>
    private PeerProcess StartAnotherLiveProcess()
    {
        var peer = PeerProcess.Start("consume", _directory, "stand-in", "64", "1000000000");
        if (!peer.WaitForLine("consuming", Bound))
        {
            string output = peer.Output;
            peer.Dispose();
            Assert.Fail(output);
        }

        return peer;
    }

    /// <summary>The file of ring <paramref name="name"/> as process <paramref name="closer"/> left it when it closed the ring (see <see cref="CopyOfALiveRing"/>).</summary>
    private string ClosedRingFile(string name, int closer)
    {
        string path = CopyOfALiveRing(name, gating: 5);
        WriteConsumer(path, closer, SharedLayout.ConsumerClosed);
        return path;
    }

    /// <summary>A copy of a live ring's file, named for <paramref name="name"/>, its positions moved to <paramref name="gating"/> so that a ring made anew tells itself apart.</summary>
    private string CopyOfALiveRing(string name, long gating)
    {
        string path = SharedMapping.PathFor(name, _directory);
        using (var ring = InterProcessRing<PeerEvent>.Create($"{name}-template", 16, Options()))
        {
            File.Copy(ring.Path, path);
        }

        using var file = new FileStream(path, FileMode.Open, FileAccess.ReadWrite, FileShare.ReadWrite);
        file.Position = SharedLayout.GatingOffset;
        file.Write(BitConverter.GetBytes(gating));
        file.Position = SharedLayout.ClaimOffset;
        file.Write(BitConverter.GetBytes(gating));
        return path;
    }

    private static void WriteConsumer(string path, int processId, int state)
    {
        using var file = new FileStream(path, FileMode.Open, FileAccess.ReadWrite, FileShare.ReadWrite | FileShare.Delete);
        file.Position = SharedLayout.ConsumerOffset;
        file.Write(BitConverter.GetBytes(SharedLayout.ConsumerWord(processId, state)));
    }

    private static (int ProcessId, int State) ReadConsumer(string path)
    {
        using var file = new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete);
        var word = new byte[8];
        file.Position = SharedLayout.ConsumerOffset;
        file.ReadExactly(word);
        long value = BitConverter.ToInt64(word);
        return (SharedLayout.ConsumerPidOf(value), SharedLayout.ConsumerStateOf(value));
    }

    private static void AssertNewRingOfThisProcess(InterProcessRing<PeerEvent> ring)
    {
        Assert.Equal((Environment.ProcessId, SharedLayout.ConsumerRunning), ReadConsumer(ring.Path));
        using var file = new FileStream(ring.Path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete);
        var position = new byte[8];
        file.Position = SharedLayout.GatingOffset;
        file.ReadExactly(position);
        Assert.Equal(Sequence.InitialValue, BitConverter.ToInt64(position));
    }

    /// <summary>Says it entered its first event, then waits in it for the gate.</summary>
    private sealed class Gated(ManualResetEventSlim entered, ManualResetEventSlim gate) : IValueEventHandler<PeerEvent>
    {
        public void OnEvent(ref PeerEvent data, long sequence, bool endOfBatch)
        {
            entered.Set();
            gate.Wait(Bound);
        }
    }

    private sealed class Discard : IValueEventHandler<PeerEvent>
    {
        public void OnEvent(ref PeerEvent data, long sequence, bool endOfBatch)
        {
        }
    }
}
