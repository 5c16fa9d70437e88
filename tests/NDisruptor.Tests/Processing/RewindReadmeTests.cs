using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using Xunit;

namespace NDisruptor.Tests.Processing.ReadmeRewind;

/// <summary>The README's "Rewinding and releasing a batch" snippet, compiled here and checked to be there verbatim.</summary>
public sealed class RewindReadmeTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(30);

    [Fact]
    public void The_README_shows_this_files_snippet_verbatim()
    {
        // Both files are copied beside the test binaries by the project.
        string copies = Path.Combine(AppContext.BaseDirectory, "Readme");
        string source = File.ReadAllText(Path.Combine(copies, "RewindReadmeTests.cs"));
        const string Begin = "// README snippet begins\n";
        int start = source.IndexOf(Begin, StringComparison.Ordinal) + Begin.Length;
        string snippet = source[start..source.IndexOf("// README snippet ends", start, StringComparison.Ordinal)].Replace("\r\n", "\n", StringComparison.Ordinal);
        string readme = File.ReadAllText(Path.Combine(copies, "README.md")).Replace("\r\n", "\n", StringComparison.Ordinal);
        Assert.Contains("```csharp\n" + snippet + "```", readme, StringComparison.Ordinal);
    }

    [Fact]
    public async Task The_snippets_handlers_deliver_every_trade_once_after_a_busy_bus_and_releases()
    {
        const int Trades = 5_000;
        int busy = 2;
        var sent = new List<long>();
        var indexed = new List<long>();
        using var d = new ValueDisruptor<Trade>(1024, ProducerType.Single, new YieldingWaitStrategy());
        var sender = new BatchSender(batch =>
        {
            if (busy-- > 0)
            {
                return false;
            }

            sent.AddRange(batch.Select(t => t.Price));
            return true;
        });
        d.HandleEventsWith(sender).Then(new Indexer(t => indexed.Add(t.Price)));
        var ring = d.Start();
        for (int i = 0; i < Trades; i++)
        {
            long s = ring.Next();
            ring[s].Price = i;
            ring.Publish(s);
        }

        await d.ShutdownAsync(Bound);
        Assert.Equal(Enumerable.Range(0, Trades).Select(i => (long)i), sent);
        Assert.Equal(Enumerable.Range(0, Trades).Select(i => (long)i), indexed);
    }
}

internal struct Trade
{
    public long Price;
}

// README snippet begins
// Sends each batch as one message. When the bus is busy, the whole batch comes again (at most 3 times,
// 50 ms apart), then the failure goes to the exception handler; later stages see each event once.
sealed class BatchSender(Func<List<Trade>, bool> trySend) : IValueEventHandler<Trade>, IRewindableHandler
{
    private readonly List<Trade> _batch = [];

    public IBatchRewindStrategy RewindStrategy { get; } = new GiveUpRewindStrategy(3, TimeSpan.FromMilliseconds(50));

    public void OnBatchStart(long batchSize) => _batch.Clear();        // a replay starts here too

    public void OnEvent(ref Trade trade, long sequence, bool endOfBatch)
    {
        _batch.Add(trade);
        if (endOfBatch && !trySend(_batch)) throw new RewindableException("bus busy");
    }
}

// Works through long batches and says every 1,000 events "done up to here": producers waiting on a full
// ring and the stages behind it move on before the batch ends.
sealed class Indexer(Action<Trade> index) : IValueEventHandler<Trade>, IEventReleaseAware
{
    private EventReleaser? _releaser;

    public void SetEventReleaser(EventReleaser releaser) => _releaser = releaser;

    public void OnEvent(ref Trade trade, long sequence, bool endOfBatch)
    {
        index(trade);
        if (sequence % 1000 == 999) _releaser!.Release(sequence);  // never past the event in hand
    }
}
// README snippet ends
