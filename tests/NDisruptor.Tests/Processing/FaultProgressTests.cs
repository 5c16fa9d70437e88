using System;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Processing;

/// <summary>
/// A fatal fault is told at once (the disruptor records it and closes the ring; a host stops the application), so
/// the consumer's progress through the last event before the failed call must be stored before the exception
/// handler is even asked: whoever looks then finds what the consumer finished, and a restart hands out none of it
/// again. Each test fails inside a batch whose earlier events the loop would store only at the batch's end.
/// </summary>
public sealed class FaultProgressTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    public enum HandlerKind
    {
        Event,
        Batch,
        Async,
    }

    [Theory]
    [InlineData(HandlerKind.Event, 5)]
    [InlineData(HandlerKind.Batch, 4)]
    [InlineData(HandlerKind.Async, 4)]
    public async Task The_exception_handler_of_a_fatal_fault_finds_the_progress_before_the_failed_call_stored(HandlerKind kind, long failedCall)
    {
        using var d = new ValueDisruptor<long>(16, ProducerType.Multi, new YieldingWaitStrategy());
        object handler = kind switch
        {
            HandlerKind.Event => new FailingEvents(failAt: 5),
            HandlerKind.Batch => new FailingBatches(failAt: 5),
            _ => new FailingAsyncBatches(failAt: 5),
        };
        _ = kind switch
        {
            HandlerKind.Event => d.HandleEventsWith((IValueEventHandler<long>)handler),
            HandlerKind.Batch => d.HandleEventsWith((IBatchEventHandler<long>)handler),
            _ => d.HandleEventsWith((IAsyncBatchEventHandler<long>)handler),
        };
        var probe = new ProgressProbe(() => d.GetSequenceValueFor(handler));
        d.SetExceptionHandler(handler, probe);
        PublishOneBatchWithAbortedThree(d.Start());

        var fault = await Assert.ThrowsAsync<EventProcessingException>(() => d.ShutdownAsync(Bound));
        Assert.Equal(failedCall, fault.Sequence);
        Assert.Equal(failedCall - 1, probe.ProgressSeen);
        Assert.Equal(failedCall - 1, d.GetSequenceValueFor(handler));
    }

    [Fact]
    public async Task A_fatal_OnBatchStart_after_an_aborted_event_keeps_the_runs_before_it()
    {
        using var d = new ValueDisruptor<long>(16, ProducerType.Multi, new YieldingWaitStrategy());
        var handler = new FailingSecondBatchStart();
        d.HandleEventsWith(handler);
        var probe = new ProgressProbe(() => d.GetSequenceValueFor(handler));
        d.SetExceptionHandler(handler, probe);
        PublishOneBatchWithAbortedThree(d.Start());

        // 0..2 handled, 3 aborted, then the run from 4 failed before any of it reached the handler.
        var fault = await Assert.ThrowsAsync<EventProcessingException>(() => d.ShutdownAsync(Bound));
        Assert.Equal(4, fault.Sequence);
        Assert.Equal(3, probe.ProgressSeen);
        Assert.Equal(3, d.GetSequenceValueFor(handler));
        Assert.Equal(3, handler.Events);
    }

    [Fact]
    public async Task A_skipped_failure_wakes_the_consumer_asleep_downstream()
    {
        // The stage stores its progress through a failed event its exception handler skipped, then goes on with the batch;
        // the consumer behind it, asleep on the AsyncWaitStrategy, must be woken by that store, not only by the batch's end
        // (here held back at event 8 until the follower has seen event 5).
        using var d = new ValueDisruptor<long>(16, ProducerType.Single, new AsyncWaitStrategy());
        using var gate = new ManualResetEventSlim();
        var stage = new SkippingStage(failAt: 5, holdAt: 8, gate);
        var follower = new PayloadRecorder();
        d.HandleEventsWith(stage).Then(follower);
        // The exception handler returns only once the follower has handled what the store before it woke it for, and
        // so is asleep again when the skip is stored.
        d.SetExceptionHandler(stage, new IgnoreExceptionHandler<long>((_, _) => SpinWait.SpinUntil(() => follower.Count == 5, Bound)));
        var ring = d.Start();
        long hi = ring.Next(10);
        for (long s = hi - 9; s <= hi; s++)
        {
            ring[s] = s;
        }

        ring.Publish(hi - 9, hi);
        bool sawSkipped = SpinWait.SpinUntil(() => follower.Count >= 6, TimeSpan.FromSeconds(10));
        gate.Set();
        Assert.True(sawSkipped, $"the follower saw {follower.Count} events while the stage held event 8, not the 6 through the skipped one");
        await d.ShutdownAsync(Bound);
        follower.AssertSawExactly(10);
    }

    /// <summary>
    /// 0..9 with 3 aborted, reaching the consumer as one batch: on a multi-producer ring nothing is available until
    /// 0 is published, so 0 goes last, alone (a range sets its flags one by one), and the consumer then finds all ten
    /// at once.
    /// </summary>
    private static void PublishOneBatchWithAbortedThree(ValueRingBuffer<long> ring)
    {
        long hi = ring.Next(10);
        long lo = hi - 9;
        Assert.Equal(0, lo);
        ring.Publish(4, hi);
        ring.PublishAborted(3);
        ring.Publish(1, 2);
        ring.Publish(lo);
    }

    /// <summary>Records the consumer's progress when asked about a failure, then makes the failure fatal.</summary>
    private sealed class ProgressProbe(Func<long> progress) : IExceptionHandler<long>
    {
        private long _progressSeen = long.MinValue;

        public long ProgressSeen => Volatile.Read(ref _progressSeen);

        public void HandleEventException(Exception exception, long sequence, long data)
        {
            Volatile.Write(ref _progressSeen, progress());
            throw new InvalidOperationException($"fatal at {sequence}", exception);
        }

        public void HandleOnStartException(Exception exception) => throw exception;

        public void HandleOnShutdownException(Exception exception) => throw exception;
    }

    private sealed class FailingEvents(long failAt) : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (sequence == failAt)
            {
                throw new InvalidOperationException($"failed at {sequence}");
            }
        }
    }

    private sealed class FailingBatches(long failAt) : IBatchEventHandler<long>
    {
        public void OnBatch(ReadOnlySpan<long> batch, long firstSequence)
        {
            if (firstSequence <= failAt && failAt < firstSequence + batch.Length)
            {
                throw new InvalidOperationException($"failed at {failAt}");
            }
        }
    }

    private sealed class FailingAsyncBatches(long failAt) : IAsyncBatchEventHandler<long>
    {
        public async ValueTask OnBatchAsync(EventBatch<long> batch, long firstSequence, CancellationToken cancellationToken)
        {
            await Task.Yield();
            if (firstSequence <= failAt && failAt < firstSequence + batch.Length)
            {
                throw new InvalidOperationException($"failed at {failAt}");
            }
        }
    }

    private sealed class FailingSecondBatchStart : IValueEventHandler<long>
    {
        private int _batchStarts;

        public long Events;

        public void OnBatchStart(long batchSize)
        {
            if (++_batchStarts == 2)
            {
                throw new InvalidOperationException("batch start failed");
            }
        }

        public void OnEvent(ref long data, long sequence, bool endOfBatch) => Events++;
    }

    /// <summary>Fails at one event, and holds another until its gate opens.</summary>
    private sealed class SkippingStage(long failAt, long holdAt, ManualResetEventSlim gate) : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            if (sequence == holdAt)
            {
                gate.Wait(Bound);
            }

            if (sequence == failAt)
            {
                throw new InvalidOperationException($"event {sequence} is bad");
            }
        }
    }
}
