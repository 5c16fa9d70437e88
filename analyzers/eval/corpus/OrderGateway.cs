using System;
using System.Net.Sockets;
using System.Text;
using System.Threading;
using NDisruptor;

namespace Eval.Gateway;

public sealed class Inbound { public string Text = ""; public int Session; }

// Accepts FIX-like text messages from one socket and publishes them.
public sealed class OrderGateway
{
    private readonly Socket _socket;
    private readonly byte[] _buffer = new byte[4096];
    private readonly RingBuffer<Inbound> _ring = RingBuffer<Inbound>.CreateSingleProducer(() => new Inbound(), 1024);
    private int _session;

    public OrderGateway(Socket socket) => _socket = socket;

    public RingBuffer<Inbound> Ring => _ring;

    public void Start(int session)
    {
        _session = session;
        _socket.BeginReceive(_buffer, 0, _buffer.Length, SocketFlags.None, OnReceive, null);
    }

    public void Inject(string adminMessage)
    {
        using var scope = _ring.PublishEvent();
        scope.Event().Text = adminMessage;
        scope.Event().Session = -1;
    }

    private void OnReceive(IAsyncResult result)
    {
        var n = _socket.EndReceive(result);
        if (n == 0) return;
        using (var scope = _ring.PublishEvent()) // expect: DSR0005
        {
            scope.Event().Text = Encoding.ASCII.GetString(_buffer, 0, n);
            scope.Event().Session = _session;
        }

        _socket.BeginReceive(_buffer, 0, _buffer.Length, SocketFlags.None, OnReceive, null);
    }
}
