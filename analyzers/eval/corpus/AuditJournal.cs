using System;
using System.IO;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Eval.Audit;

public sealed class AuditRecord { public long Account; public decimal Amount; public string Note = ""; }

public interface IAuditMetrics { Task RecordAsync(AuditRecord record); }

// Appends every record to a journal file, flushing once per batch.
public sealed class AuditJournal : IAsyncBatchEventHandler<AuditRecord>
{
    private readonly Stream _journal;
    private readonly IAuditMetrics _metrics;
    private long _lastFlushed;

    public AuditJournal(Stream journal, IAuditMetrics metrics) { _journal = journal; _metrics = metrics; }

    public long LastFlushed => Volatile.Read(ref _lastFlushed);

    public void OnStart() { }
    public void OnShutdown() => _journal.Flush();
    public void OnTimeout(long sequence) { }

    public async ValueTask OnBatchAsync(EventBatch<AuditRecord> batch, long firstSequence, CancellationToken cancellationToken)
    {
        for (var i = 0; i < batch.Length; i++)
        {
            var record = batch[i];
            var line = Encoding.UTF8.GetBytes($"{record.Account};{record.Amount};{record.Note}\n");
            await _journal.WriteAsync(line, cancellationToken);
            if (record.Amount > 10_000m)
            {
                _ = _metrics.RecordAsync(record); // expect: DSR0013
            }
        }

        await _journal.FlushAsync(cancellationToken);
        Volatile.Write(ref _lastFlushed, firstSequence + batch.Length - 1);
    }
}
