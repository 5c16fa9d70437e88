using System;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Processing;

/// <summary>
/// Early release from an async batch handler: inside a batch whose task has not completed, releasing lets a producer on
/// a full ring and the next stage move on; every event still arrives once and in order.
/// </summary>
public sealed class AsyncEarlyReleaseTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    private const int RingSize = 8;
    private const long ReleaseAt = 4;

    [Fact]
    public async Task A_release_inside_a_pending_batch_lets_a_producer_and_the_next_stage_proceed()
    {
        using var d = new ValueDisruptor<long>(RingSize, ProducerType.Single, new YieldingWaitStrategy());
        var handler = new ReleasingAsyncHandler();
        var downstream = new PayloadRecorder();
        d.HandleEventsWith(handler).Then(downstream);
        var ring = d.Start();

        // A full ring: the async handler's first batch is 0 to 7; it releases through 4 and then waits for the test.
        long hi = ring.Next(RingSize);
        for (long s = 0; s <= hi; s++)
        {
            ring[s] = s;
        }

        ring.Publish(0, hi);
        Assert.True(handler.Released.Wait(Bound), "the handler never released");

        // Only the release frees these five slots, while the batch's task is still pending.
        var producer = Task.Run(() =>
        {
            for (long i = RingSize; i <= RingSize + ReleaseAt; i++)
            {
                long s = ring.Next();
                ring[s] = i;
                ring.Publish(s);
            }
        });
        await producer.WaitAsync(Bound);
        Assert.True(SpinWait.SpinUntil(() => downstream.Count == ReleaseAt + 1, Bound), $"the next stage saw {downstream.Count} events");
        Assert.False(handler.Finish.Task.IsCompleted);

        handler.Finish.SetResult();
        Assert.True(SpinWait.SpinUntil(() => downstream.Count == RingSize + ReleaseAt + 1, Bound), $"the next stage saw {downstream.Count} events");
        await d.ShutdownAsync(Bound);
        Assert.Equal(Enumerable.Range(0, RingSize + (int)ReleaseAt + 1).Select(i => (long)i), downstream.Seen);
        Assert.Null(handler.Error);
    }

    [Fact]
    public async Task Releasing_outside_the_batch_or_after_its_task_completed_throws()
    {
        using var d = new ValueDisruptor<long>(16, ProducerType.Single, new YieldingWaitStrategy());
        var handler = new MisusingAsyncHandler();
        d.HandleEventsWith(handler);
        handler.Progress = () => d.GetSequenceValueFor(handler);
        var ring = d.Start();
        ring.Publish(0, ring.Next(4));   // one batch: 0 to 3

        // Twice the bound: the handler's late release itself waits up to one bound for the batch's end to be stored.
        Assert.True(SpinWait.SpinUntil(() => handler.Done, 2 * Bound), "the handler's late release never ran");
        await d.ShutdownAsync(Bound);

        Assert.True(handler.EndStored, "the processor never stored the batch's end, so the late release was not tried after the batch closed");
        var beyond = Assert.IsType<ArgumentOutOfRangeException>(handler.Beyond);
        Assert.Equal("sequence", beyond.ParamName);
        Assert.Contains("outside 0 to 3", beyond.Message, StringComparison.Ordinal);
        Assert.Contains("no OnBatchAsync call", Assert.IsType<InvalidOperationException>(handler.AfterCompletion).Message, StringComparison.Ordinal);
    }

    private sealed class ReleasingAsyncHandler : IAsyncBatchEventHandler<long>, IEventReleaseAware
    {
        private EventReleaser? _releaser;

        public ManualResetEventSlim Released { get; } = new();

        public TaskCompletionSource Finish { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

        public string? Error { get; private set; }

        public void SetEventReleaser(EventReleaser releaser) => _releaser = releaser;

        public async ValueTask OnBatchAsync(EventBatch<long> batch, long firstSequence, CancellationToken cancellationToken)
        {
            for (int i = 0; i < batch.Length; i++)
            {
                if (batch[i] != firstSequence + i)
                {
                    Error ??= $"slot {firstSequence + i} holds {batch[i]}";
                }
            }

            if (firstSequence == 0)
            {
                // From a pool thread, after an await: the release follows the handler's flow, not a thread.
                await Task.Yield();
                _releaser!.Release(ReleaseAt);
                Released.Set();
                await Finish.Task.WaitAsync(Bound, cancellationToken);
            }
        }
    }

    private sealed class MisusingAsyncHandler : IAsyncBatchEventHandler<long>, IEventReleaseAware
    {
        private EventReleaser? _releaser;

        public Exception? Beyond { get; private set; }

        public Exception? AfterCompletion { get; private set; }

        public volatile bool Done;

        public volatile bool EndStored;

        /// <summary>The processor's stored sequence, which it stores only once it has closed the batch to releases.</summary>
        public Func<long>? Progress { get; set; }

        public void SetEventReleaser(EventReleaser releaser) => _releaser = releaser;

        public ValueTask OnBatchAsync(EventBatch<long> batch, long firstSequence, CancellationToken cancellationToken)
        {
            Beyond = Record(() => _releaser!.Release(firstSequence + batch.Length));

            // Released after the batch's task has completed and the processor has stored the batch's end: no call is in
            // progress any more. Waiting for the stored end, not for a while, keeps a descheduled processor thread from
            // leaving the release window open.
            long last = firstSequence + batch.Length - 1;
            _ = Task.Run(
                () =>
                {
                    EndStored = SpinWait.SpinUntil(() => Progress!() >= last, Bound);
                    AfterCompletion = Record(() => _releaser!.Release(firstSequence));
                    Done = true;
                },
                CancellationToken.None);
            return ValueTask.CompletedTask;
        }

        private static Exception? Record(Action action)
        {
            try
            {
                action();
                return null;
            }
            catch (Exception exception)
            {
                return exception;
            }
        }
    }
}
