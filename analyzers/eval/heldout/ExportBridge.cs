using System.Collections.Generic;
using System.Threading;
using System.Threading.Channels;
using System.Threading.Tasks;
using NDisruptor;

namespace Heldout.Export;

public sealed class Trade { public long Id; public string Book = ""; public decimal Amount; }

public sealed record TradeCopy(long Id, string Book, decimal Amount);

public interface IAuditSink
{
    Task FlushAsync(IReadOnlyList<TradeCopy> trades, CancellationToken cancellationToken);
}

// Hands trades to the exporter's channel; the exporter runs on its own loop.
public sealed class ExportBridge : IAsyncBatchEventHandler<Trade>
{
    private readonly Channel<Trade> _raw = Channel.CreateUnbounded<Trade>();
    private readonly Channel<TradeCopy> _copies = Channel.CreateBounded<TradeCopy>(1024);
    private Trade? _last;

    public ChannelReader<TradeCopy> Copies => _copies.Reader;

    public async ValueTask OnBatchAsync(EventBatch<Trade> batch, long firstSequence, CancellationToken cancellationToken)
    {
        for (var i = 0; i < batch.Length; i++)
        {
            var trade = batch[i];
            await _copies.Writer.WriteAsync(new TradeCopy(trade.Id, trade.Book, trade.Amount), cancellationToken);
            _raw.Writer.TryWrite(trade); // expect: DSR0013
        }

        _last = batch[batch.Length - 1]; // expect: DSR0013
    }

    public long LastId => _last?.Id ?? -1;
}

// The same hand-off done right: values copied out, the batch forgotten when the task completes.
public sealed class AuditBridge : IAsyncBatchEventHandler<Trade>
{
    private readonly List<TradeCopy> _pending = new();
    private readonly IAuditSink _sink;
    private long _lastId;

    public AuditBridge(IAuditSink sink) => _sink = sink;

    public async ValueTask OnBatchAsync(EventBatch<Trade> batch, long firstSequence, CancellationToken cancellationToken)
    {
        for (var i = 0; i < batch.Length; i++)
        {
            var trade = batch[i];
            _pending.Add(new TradeCopy(trade.Id, trade.Book, trade.Amount));
            _lastId = trade.Id;
        }

        await _sink.FlushAsync(_pending.ToArray(), cancellationToken);
        _pending.Clear();
    }

    public long LastId => _lastId;
}
