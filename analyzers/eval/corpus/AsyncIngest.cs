using System;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Eval.AsyncIngest;

public sealed class Line { public string Text = ""; public long Number; }

// Copies a stream of lines into the ring without holding a thread while the ring is full.
public sealed class AsyncIngest
{
    private readonly RingBuffer<Line> _ring;

    public AsyncIngest(RingBuffer<Line> ring) => _ring = ring;

    public async Task PumpAsync(TextReader reader, CancellationToken cancellationToken)
    {
        long number = 0;
        while (true)
        {
            var seq = await _ring.NextAsync(cancellationToken); // expect: DSR0006
            var text = await reader.ReadLineAsync(cancellationToken);
            if (text is null)
            {
                _ring.PublishAborted(seq);
                return;
            }

            _ring[seq].Text = text;
            _ring[seq].Number = ++number;
            _ring.Publish(seq);
        }
    }

    public async Task PumpSafelyAsync(TextReader reader, CancellationToken cancellationToken)
    {
        long number = 0;
        string? text;
        while ((text = await reader.ReadLineAsync(cancellationToken)) is not null)
        {
            var seq = await _ring.NextAsync(cancellationToken).ConfigureAwait(false);
            _ring[seq].Text = text;
            _ring[seq].Number = ++number;
            _ring.Publish(seq);
        }
    }
}
