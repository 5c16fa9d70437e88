using System;
using System.Net.Sockets;
using System.Threading;

namespace Eval.Network;

// Counts bytes received on a socket and reports the rate once a second.
public sealed class SocketReceiver : IDisposable
{
    private readonly Socket _socket;
    private readonly SocketAsyncEventArgs _args = new();
    private readonly Timer _report;
    private long _bytes;
    private long _lastReported;

    public SocketReceiver(Socket socket)
    {
        _socket = socket;
        _args.SetBuffer(new byte[8192], 0, 8192);
        _args.Completed += OnCompleted;
        _report = new Timer(_ => Report(), null, 1000, 1000);
        if (!_socket.ReceiveAsync(_args)) OnCompleted(this, _args);
    }

    public Action<long>? RateReported { get; set; }

    private void OnCompleted(object? sender, SocketAsyncEventArgs e)
    {
        if (e.SocketError != SocketError.Success || e.BytesTransferred == 0) return;
        Interlocked.Add(ref _bytes, e.BytesTransferred);
        if (!_socket.ReceiveAsync(e)) OnCompleted(this, e);
    }

    private void Report()
    {
        var now = _bytes; // expect: DSR0010
        RateReported?.Invoke(now - _lastReported);
        _lastReported = now;
    }

    public void Dispose()
    {
        _report.Dispose();
        _args.Dispose();
    }
}
