// DSR0010: plain accesses of fields other threads access through Volatile/Interlocked. Fix: Volatile.Read/Write.
using System;
using System.Threading;

namespace FixSamples;

public sealed class Progress
{
    private long _done;
    private bool _stop;

    public void Start() => new Thread(() =>
    {
        while (!Volatile.Read(ref _stop))
        {
            Interlocked.Increment(ref _done);
        }

        Volatile.Write(ref _stop, true);
    }).Start();

    public void Print() => Console.WriteLine(_done);

    public void Reset() => _stop = false;

    public void Watch() => new Thread(() => { while (!_stop) Thread.Sleep(1); Console.WriteLine("stopped"); }).Start();
}
