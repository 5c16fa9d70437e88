using System;
using System.Collections.Generic;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Processing;

/// <summary>
/// Failures inside batches whose handler calls have no exception region of their own (the common batch: no aborted
/// events in it, a handler that does not release early): the failure unwinds the consume loop, is handled there as in any
/// batch (skip, rewind, stop), the batch's end is stored, and the loop starts again right after it. Every test publishes
/// its events before the processor runs, on one thread, so the batches are known exactly.
/// </summary>
public sealed class FailedBatchTests
{
    [Fact]
    public void Several_skipped_failures_in_one_batch_leave_every_event_handed_out_once_and_the_batch_whole()
    {
        var handler = new ScriptedHandler { Fail = (sequence, visit) => sequence is 2 or 6 or 9 && visit == 1 ? new InvalidOperationException($"fails at {sequence}") : null };
        var (ring, processor, failures) = Wire(handler, haltOnFailureAt: 9);
        Payloads.Publish(ring, 10);

        processor.Run();

        // Each failure's progress is the event before it: the skips before it counted as handled.
        Assert.Equal([(2L, 1L), (6L, 5L), (9L, 8L)], failures.Seen);
        Assert.Equal([0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L], handler.Seen);
        Assert.Equal([10L], handler.BatchStarts);
        Assert.Equal([9L], handler.EndsOfBatch);
        Assert.Equal(9, processor.Sequence.Value);
        Assert.Null(handler.Error);
    }

    [Fact]
    public void A_rewind_in_a_batch_after_the_first_replays_that_batch_only()
    {
        var handler = new ScriptedHandler { MaxBatchSize = 5, Fail = (sequence, visit) => sequence == 6 && visit == 1 ? new RewindableException("transient") : null, HaltAt = 9 };
        var (ring, processor, failures) = Wire(handler);
        Payloads.Publish(ring, 10);

        processor.Run();

        Assert.Empty(failures.Seen);
        Assert.Equal([0L, 1L, 2L, 3L, 4L, 5L, 6L, 5L, 6L, 7L, 8L, 9L], handler.Seen);
        Assert.Equal([5L, 5L, 5L], handler.BatchStarts);
        Assert.Equal(9, processor.Sequence.Value);
        Assert.Null(handler.Error);
    }

    [Fact]
    public void A_rewind_after_a_skip_in_an_earlier_batch_replays_from_its_own_batch_start()
    {
        var handler = new ScriptedHandler
        {
            MaxBatchSize = 5,
            Fail = (sequence, visit) => visit != 1 ? null : sequence == 2 ? new InvalidOperationException("fails at 2") : sequence == 6 ? new RewindableException("transient") : null,
            HaltAt = 9,
        };
        var (ring, processor, failures) = Wire(handler);
        Payloads.Publish(ring, 10);

        processor.Run();

        Assert.Equal([(2L, 1L)], failures.Seen);
        Assert.Equal([0L, 1L, 2L, 3L, 4L, 5L, 6L, 5L, 6L, 7L, 8L, 9L], handler.Seen);
        Assert.Equal(9, processor.Sequence.Value);
        Assert.Null(handler.Error);
    }

    [Fact]
    public void A_halt_during_the_rewinds_of_a_later_batch_keeps_the_earlier_batch_and_a_restart_replays_the_later_one()
    {
        var handler = new ScriptedHandler { MaxBatchSize = 5, Fail = (sequence, _) => sequence == 6 ? new RewindableException("keeps failing") : null };
        var (ring, processor, failures) = Wire(handler);
        handler.OnRewindAttempt = attempts =>
        {
            if (attempts == 3)
            {
                processor.Halt();
            }
        };
        Payloads.Publish(ring, 10);

        processor.Run();
        Assert.Equal(4, processor.Sequence.Value);

        // The restart begins at the failed batch's start; the handler no longer fails.
        handler.Fail = null;
        handler.HaltAt = 9;
        int before = handler.Seen.Count;
        processor.Run();
        Assert.Equal([5L, 6L, 7L, 8L, 9L], handler.Seen[before..]);
        Assert.Equal(9, processor.Sequence.Value);
        Assert.Null(handler.Error);
        Assert.Empty(failures.Seen);
    }

    [Fact]
    public void A_halt_requested_while_a_failure_is_skipped_ends_the_run_after_the_rest_of_the_batch()
    {
        var handler = new ScriptedHandler { Fail = (sequence, visit) => sequence == 3 && visit == 1 ? new InvalidOperationException("fails at 3") : null };
        var (ring, processor, failures) = Wire(handler, haltOnFailureAt: 3);
        Payloads.Publish(ring, 10);

        processor.Run();
        Assert.Equal([0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L], handler.Seen);
        Assert.Equal(9, processor.Sequence.Value);

        // A restart continues after the batch.
        handler.HaltAt = 10;
        Payloads.Publish(ring, 1);
        processor.Run();
        Assert.Equal(10, handler.Seen[^1]);
        Assert.Equal(10, processor.Sequence.Value);
        Assert.Null(handler.Error);
        Assert.Equal([(3L, 2L)], failures.Seen);
    }

    [Fact]
    public void A_fatal_failure_mid_batch_on_a_class_ring_keeps_the_progress_before_it_and_a_restart_hands_it_out_again()
    {
        var ring = RingBuffer<Box>.CreateSingleProducer(static () => new Box(), 16, new YieldingWaitStrategy());
        var handler = new BoxHandler(failOnceAt: 5);
        var processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler);
        handler.Processor = processor;
        ring.AddGatingSequences(processor.Sequence);
        for (int i = 0; i < 10; i++)
        {
            long s = ring.Next();
            ring[s].Value = s;
            ring.Publish(s);
        }

        Assert.Throws<EventProcessingException>(processor.Run);
        Assert.Equal(4, processor.Sequence.Value);

        processor.Run();
        Assert.Equal([0L, 1L, 2L, 3L, 4L, 5L, 5L, 6L, 7L, 8L, 9L], handler.Seen);
        Assert.Equal(9, processor.Sequence.Value);
        Assert.Null(handler.Error);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void A_batch_handler_failing_in_the_second_span_of_a_wrapped_batch_counts_that_span_as_handled_once(bool fatal)
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        var handler = new SpanRecorder(failSpanAt: 16);
        IEventProcessor? processor = null;

        // Skipped, the failed span counts as handled through 19 and the handler's own halt at 19 never comes: the
        // exception handler halts instead.
        var failures = new FailureLog(() => processor!.Halt(), rethrow: fatal, haltAt: 16);
        processor = EventProcessorFactory.CreateBatch(ring, ring.NewBarrier(), handler, failures);
        failures.Processor = processor;
        ring.AddGatingSequences(processor.Sequence);
        handler.Processor = processor;

        // 0..11 first, so that 12..19 then wrap past the ring's end: spans 12..15 and 16..19.
        handler.HaltAt = 11;
        Payloads.Publish(ring, 12);
        processor.Run();
        handler.HaltAt = 19;
        Payloads.Publish(ring, 8);

        if (fatal)
        {
            var fault = Assert.Throws<EventProcessingException>(processor.Run);
            Assert.Equal(16, fault.Sequence);
            Assert.Equal([(16L, 15L)], failures.Seen);
            Assert.Equal(15, processor.Sequence.Value);
        }
        else
        {
            processor.Run();
            Assert.Equal([(16L, 15L)], failures.Seen);
            Assert.Equal(19, processor.Sequence.Value);
        }

        Assert.Equal([0L, 12L, 16L], handler.SpanStarts);
        Assert.Null(handler.Error);
    }

    private static (ValueRingBuffer<long> Ring, IEventProcessor Processor, FailureLog Failures) Wire(ScriptedHandler handler, long haltOnFailureAt = -1)
    {
        var ring = ValueRingBuffer<long>.CreateSingleProducer(16, new YieldingWaitStrategy());
        IEventProcessor? processor = null;
        var failures = new FailureLog(() => processor!.Halt(), rethrow: false, haltAt: haltOnFailureAt);
        processor = EventProcessorFactory.Create(ring, ring.NewBarrier(), handler, failures);
        failures.Processor = processor;
        handler.Processor = processor;
        ring.AddGatingSequences(processor.Sequence);
        return (ring, processor, failures);
    }

    /// <summary>Records each failure with the processor's progress when it is reported; skips it, or rethrows (fatal).</summary>
    private sealed class FailureLog(Action? halt, bool rethrow, long haltAt = -1) : IExceptionHandler<long>
    {
        public IEventProcessor? Processor { get; set; }

        public List<(long Sequence, long Progress)> Seen { get; } = [];

        public void HandleEventException(Exception exception, long sequence, long data)
        {
            Seen.Add((sequence, Processor!.Sequence.Value));
            if (rethrow)
            {
                throw new EventProcessingException(sequence, exception);
            }

            if (sequence == haltAt)
            {
                halt?.Invoke();
            }
        }

        public void HandleOnStartException(Exception exception) => throw exception;

        public void HandleOnShutdownException(Exception exception) => throw exception;
    }

    /// <summary>
    /// Records events, batch starts and ends of batches (payload = sequence); throws what <see cref="Fail"/> says for a
    /// sequence and its visit (1 for the first), and halts its processor when it handles <see cref="HaltAt"/>.
    /// </summary>
    private sealed class ScriptedHandler : IValueEventHandler<long>, IRewindableHandler, IBatchRewindStrategy
    {
        private readonly Dictionary<long, int> _visits = [];

        public IEventProcessor Processor { get; set; } = null!;

        // What the handler found wrong, checked by the test after the run: an assertion thrown here would reach the
        // processor as a handler failure, which is what these tests exercise.
        public string? Error { get; private set; }

        public Func<long, int, Exception?>? Fail { get; set; }

        public Action<int>? OnRewindAttempt { get; set; }

        public long HaltAt { get; set; } = -1;

        public int MaxBatchSize { get; init; } = int.MaxValue;

        public List<long> Seen { get; } = [];

        public List<long> BatchStarts { get; } = [];

        public List<long> EndsOfBatch { get; } = [];

        public IBatchRewindStrategy RewindStrategy => this;

        public RewindAction OnRewind(RewindableException exception, int attempts)
        {
            OnRewindAttempt?.Invoke(attempts);
            return RewindAction.Rewind;
        }

        public void OnBatchStart(long batchSize) => BatchStarts.Add(batchSize);

        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
            Error ??= data == sequence ? null : $"event {sequence} holds {data}";
            Seen.Add(sequence);
            if (endOfBatch)
            {
                EndsOfBatch.Add(sequence);
            }

            int visit = _visits[sequence] = _visits.GetValueOrDefault(sequence) + 1;
            if (Fail?.Invoke(sequence, visit) is { } failure)
            {
                throw failure;
            }

            if (sequence == HaltAt)
            {
                Processor.Halt();
            }
        }
    }

    /// <summary>Records each span's first sequence; fails the first span starting at the given sequence once.</summary>
    private sealed class SpanRecorder(long failSpanAt) : IBatchEventHandler<long>
    {
        private bool _failed;

        public IEventProcessor Processor { get; set; } = null!;

        public long HaltAt { get; set; } = -1;

        // Checked by the test after the run (see ScriptedHandler.Error).
        public string? Error { get; private set; }

        public List<long> SpanStarts { get; } = [];

        public void OnBatch(ReadOnlySpan<long> batch, long firstSequence)
        {
            SpanStarts.Add(firstSequence);
            for (int i = 0; i < batch.Length; i++)
            {
                Error ??= batch[i] == firstSequence + i ? null : $"slot {i} of the span at {firstSequence} holds {batch[i]}";
            }

            if (firstSequence == failSpanAt && !_failed)
            {
                _failed = true;
                throw new InvalidOperationException($"span at {firstSequence} fails");
            }

            if (firstSequence + batch.Length - 1 >= HaltAt)
            {
                Processor.Halt();
            }
        }
    }

    private sealed class Box
    {
        public long Value;
    }

    /// <summary>A class-ring handler: records payloads, fails once at a sequence, halts its processor at the ninth event.</summary>
    private sealed class BoxHandler(long failOnceAt) : IEventHandler<Box>
    {
        private bool _failed;

        public IEventProcessor Processor { get; set; } = null!;

        // Checked by the test after the run (see ScriptedHandler.Error).
        public string? Error { get; private set; }

        public List<long> Seen { get; } = [];

        public void OnEvent(Box data, long sequence, bool endOfBatch)
        {
            Error ??= data.Value == sequence ? null : $"event {sequence} holds {data.Value}";
            Seen.Add(sequence);
            if (sequence == failOnceAt && !_failed)
            {
                _failed = true;
                throw new InvalidOperationException($"fails at {sequence}");
            }

            if (sequence == 9)
            {
                Processor.Halt();
            }
        }
    }
}
