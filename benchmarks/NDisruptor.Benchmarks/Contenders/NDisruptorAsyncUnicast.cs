using System.Threading;
using System.Threading.Tasks;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Contenders;

/// <summary>The async consumer's work: the same sum as <see cref="SumHandler"/>, a batch at a time.</summary>
public sealed class AsyncSumHandler(Tally tally) : IAsyncBatchEventHandler<LongEvent>
{
    private long _sum;

    public ValueTask OnBatchAsync(EventBatch<LongEvent> batch, long firstSequence, CancellationToken cancellationToken)
    {
        long sum = _sum;
        for (int i = 0; i < batch.Length; i++)
        {
            sum += batch[i].Value;
        }

        _sum = sum;
        if (batch.Length > 0)
        {
            tally.EndBatch(sum, firstSequence + batch.Length - 1);
        }

        return default; // completed synchronously: no allocation, the processor goes straight to the next batch
    }
}

/// <summary>
/// Unicast with the consumer an async batch handler on the thread pool, the NDisruptor side of the async row
/// (the other side is <see cref="ChannelUnicast"/>: a channel reader task doing the same sum).
/// </summary>
public sealed class NDisruptorAsyncUnicast : NDisruptorRun
{
    private readonly ValueDisruptor<LongEvent> _disruptor;
    private readonly ValueRingBuffer<LongEvent> _ring;
    private readonly long _expectedPerRun;

    public NDisruptorAsyncUnicast(string topology, int events)
        : base(topology, ContenderName.NDisruptorAsync, events)
    {
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        _disruptor = new ValueDisruptor<LongEvent>(Suite.RingSize, ProducerType.Single, new YieldingWaitStrategy());
        _disruptor.HandleEventsWith(new AsyncSumHandler(Tally));
        _ring = _disruptor.Start();
    }

    protected override void RunOnce()
    {
        // Unicast's loop, in a method of its own for the reason given there.
        NDisruptorUnicast.PublishOneAtATime(_ring, Events);
        AwaitAndCheck(Tally, _expectedPerRun, "async consumer");
    }

    protected override void Stop() => NDisruptorSetup.Shutdown(_disruptor);
}
