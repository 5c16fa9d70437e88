using System;
using System.Collections.Generic;
using System.Text;
using System.Threading;
using System.Threading.Channels;
using System.Threading.Tasks;
using NDisruptor;

namespace Heldout.Sessions;

public sealed class Frame { public int Session; public byte[] Payload = Array.Empty<byte>(); public int Length; }

// One reader loop per gateway drains the socket channel into the ring; the admin API injects control frames.
public sealed class SessionGateway
{
    private readonly RingBuffer<Frame> _ring;
    private readonly Channel<(int Session, string Text)> _inbound = Channel.CreateBounded<(int, string)>(256);

    public SessionGateway(RingBuffer<Frame> ring) => _ring = ring;

    public ChannelWriter<(int Session, string Text)> Inbound => _inbound.Writer;

    public async Task RunAsync(CancellationToken cancellationToken)
    {
        await foreach (var (session, text) in _inbound.Reader.ReadAllAsync(cancellationToken))
        {
            var seq = _ring.Next(cancellationToken); // expect: DSR0006
            var frame = _ring[seq];
            frame.Session = session;
            frame.Length = Encoding.UTF8.GetBytes(text, 0, text.Length, frame.Payload, 0);
            _ring.Publish(seq);
        }
    }

    public async Task RunSafelyAsync(CancellationToken cancellationToken)
    {
        await foreach (var (session, text) in _inbound.Reader.ReadAllAsync(cancellationToken))
        {
            var bytes = Encoding.UTF8.GetBytes(text);
            var seq = await _ring.NextAsync(cancellationToken);
            var frame = _ring[seq];
            frame.Session = session;
            frame.Payload = bytes;
            frame.Length = bytes.Length;
            _ring.Publish(seq);
        }
    }

    public bool Inject(int session, byte[] control, TimeSpan timeout)
    {
        if (!_ring.TryNext(timeout, out var seq))
        {
            return false;
        }

        var frame = _ring[seq];
        frame.Session = session;
        frame.Payload = control;
        frame.Length = control.Length;
        _ring.Publish(seq);
        return true;
    }
}
