// DSR0003: a counter two threads bump non-atomically. Fix: Interlocked.Increment/Add.
using System.Threading;

namespace FixSamples;

public sealed class Hits
{
    private long _hits;
    private int _errors;

    public void Start()
    {
        new Thread(() => { for (var i = 0; i < 100; i++) _hits++; }).Start();
        new Thread(() => { for (var i = 0; i < 100; i++) { _hits += 2; _errors = _errors + 1; } }).Start();
        new Thread(() => { for (var i = 0; i < 100; i++) { _errors -= 1; } }).Start();
    }

    public long Value => Interlocked.Read(ref _hits) + Volatile.Read(ref _errors);
}
