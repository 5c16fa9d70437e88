using System;
using System.Threading;
using NDisruptor.InterProcessPeer;

namespace NDisruptor.Tests.InterProcess;

/// <summary>
/// Checks every event from the peers: each producer's counters arrive in order, each once (a restart may begin again
/// from an earlier counter, see <see cref="AllowRestart"/>), with an intact check value, and sequences only grow.
/// </summary>
internal sealed class PeerLog(int producers) : IValueEventHandler<PeerEvent>
{
    private readonly long[] _next = new long[producers];
    private readonly long[] _first = InitialFirsts(producers);
    private long _lastSequence = -1;
    private long _count;

    public string? FirstError { get; private set; }

    /// <summary>Lets each producer's first counter be above 0: a consumer that took over starts where the dead one stopped.</summary>
    public bool AllowRestart { get; init; }

    public long Count => Interlocked.Read(ref _count);

    public long FirstCounterOf(int producer) => Volatile.Read(ref _first[producer]);

    public long NextCounterOf(int producer) => Volatile.Read(ref _next[producer]);

    public void OnEvent(ref PeerEvent data, long sequence, bool endOfBatch)
    {
        if (FirstError is not null)
        {
            return;
        }

        if ((uint)data.Producer >= (uint)_next.Length)
        {
            FirstError = $"sequence {sequence}: producer {data.Producer} does not exist";
            return;
        }

        if (data.Check != PeerEvent.CheckOf(data.Producer, data.Counter))
        {
            FirstError = $"sequence {sequence}: producer {data.Producer} counter {data.Counter} has check {data.Check}";
            return;
        }

        if (sequence <= _lastSequence)
        {
            FirstError = $"sequence {sequence} after {_lastSequence}";
            return;
        }

        _lastSequence = sequence;
        ref long next = ref _next[data.Producer];
        if (_first[data.Producer] < 0 && AllowRestart)
        {
            Volatile.Write(ref _first[data.Producer], data.Counter);
            next = data.Counter;
        }
        else if (_first[data.Producer] < 0)
        {
            Volatile.Write(ref _first[data.Producer], data.Counter);
        }

        if (data.Counter != next)
        {
            FirstError = $"sequence {sequence}: producer {data.Producer} sent counter {data.Counter}, expected {next}";
            return;
        }

        Volatile.Write(ref next, next + 1);
        Interlocked.Increment(ref _count);
    }

    public bool WaitForCount(long count, TimeSpan timeout) => SpinWait.SpinUntil(() => Count >= count || FirstError is not null, timeout);

    private static long[] InitialFirsts(int producers)
    {
        var firsts = new long[producers];
        Array.Fill(firsts, -1);
        return firsts;
    }
}
