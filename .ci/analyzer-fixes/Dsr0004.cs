// DSR0004: two counters of two threads on one cache line. Fix: padding between them.
using System.Threading;

namespace FixSamples;

public sealed class Pipeline
{
    private long _produced;
    private long _consumed;

    public void Start()
    {
        new Thread(() => { while (true) _produced++; }).Start();
        new Thread(() => { while (true) _consumed++; }).Start();
    }
}
