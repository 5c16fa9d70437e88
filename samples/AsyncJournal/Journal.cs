using System.Buffers.Text;
using NDisruptor;

/// <summary>
/// The async stage: formats a whole batch into one reused buffer and writes it with one awaited call, so a
/// burst of orders costs one system call, and the stage holds no thread while the disk works.
/// </summary>
internal sealed class Journal(string path) : IAsyncBatchEventHandler<Order>, IAsyncDisposable
{
    // Longest line: two longs, a price, and ",rejected", with separators.
    private const int MaxLine = 80;

    private readonly FileStream _file = new(path, FileMode.Create, FileAccess.Write, FileShare.Read, bufferSize: 0, useAsync: true);
    private byte[] _buffer = new byte[64 * MaxLine];

    /// <summary>How many writes the journal made (read after shutdown).</summary>
    public long Batches { get; private set; }

    // Caps a batch so that one buffer always holds it.
    public int MaxBatchSize => 1024;

    // Quiet for a second: make what was written durable now rather than at the next order.
    public TimeSpan IdleTimeout => TimeSpan.FromSeconds(1);

    public void OnTimeout(long sequence) => _file.Flush(flushToDisk: true);

    public async ValueTask OnBatchAsync(EventBatch<Order> batch, long firstSequence, CancellationToken cancellationToken)
    {
        int needed = batch.Length * MaxLine;
        if (_buffer.Length < needed)
        {
            _buffer = new byte[needed];
        }

        int length = 0;
        for (int i = 0; i < batch.Length; i++)
        {
            length += Format(in batch[i], _buffer.AsSpan(length));
        }

        // The batch's slots stay ours until this completes: the ring does not reuse them before.
        await _file.WriteAsync(_buffer.AsMemory(0, length), cancellationToken);
        Batches++;
    }

    public ValueTask DisposeAsync() => _file.DisposeAsync();

    private static int Format(in Order order, Span<byte> line)
    {
        Utf8Formatter.TryFormat(order.Id, line, out int written);
        line[written++] = (byte)',';
        Utf8Formatter.TryFormat(order.Price, line[written..], out int n);
        written += n;
        line[written++] = (byte)',';
        Utf8Formatter.TryFormat(order.Quantity, line[written..], out n);
        written += n;
        if (order.Rejected)
        {
            ",rejected"u8.CopyTo(line[written..]);
            written += ",rejected".Length;
        }

        line[written++] = (byte)'\n';
        return written;
    }
}
