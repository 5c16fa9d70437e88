using System;
using System.Threading;
using NDisruptor;

namespace Eval.Heartbeats;

public sealed class Beat { public string Node = ""; public long At; }

// Tracks the last heartbeat seen per node; a timer checks for silent nodes.
public sealed class HeartbeatMonitor : IEventHandler<Beat>, IDisposable
{
    private readonly System.Timers.Timer _check = new(1000);
    private long _lastBeat;
    private long _missed;

    public HeartbeatMonitor()
    {
        _check.Elapsed += (s, e) =>
        {
            if (Environment.TickCount64 - Volatile.Read(ref _lastBeat) > 3000)
            {
                _missed++;
            }
        };
        _check.Start();
    }

    public long Missed => Interlocked.Read(ref _missed);

    public void OnEvent(Beat data, long sequence, bool endOfBatch)
    {
        Volatile.Write(ref _lastBeat, data.At);
    }

    public void Dispose() => _check.Dispose();
}
