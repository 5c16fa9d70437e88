using System;
using System.Collections.Generic;
using System.Threading;
using Xunit;

namespace NDisruptor.Tests.Support;

/// <summary>For tests on a ring of longs whose every event carries its own sequence, often with hand-wired processors.</summary>
internal static class Payloads
{
    /// <summary>Publishes <paramref name="count"/> events, each carrying its sequence.</summary>
    public static void Publish(ValueRingBuffer<long> ring, int count)
    {
        for (int i = 0; i < count; i++)
        {
            long s = ring.Next();
            ring[s] = s;
            ring.Publish(s);
        }
    }

    /// <summary>Calls <paramref name="run"/> (a processor's <c>Run</c>) on a background thread.</summary>
    public static Thread StartRun(Action run)
    {
        var thread = new Thread(() =>
        {
            try
            {
                run();
            }
            catch (EventProcessingException)
            {
                // A faulting run is the test's business; it checks the sequence.
            }
        })
        { IsBackground = true };
        thread.Start();
        return thread;
    }
}

/// <summary>Records every event it sees (payload = sequence), optionally slow, gated or failing once.</summary>
internal sealed class PayloadRecorder(TimeSpan delay = default, ManualResetEventSlim? gate = null, long failOnceAt = -1) : IValueEventHandler<long>
{
    private readonly object _lock = new();
    private readonly List<long> _seen = [];
    private volatile bool _entered;
    private bool _failed;

    public bool Entered => _entered;

    public int Count
    {
        get
        {
            lock (_lock)
            {
                return _seen.Count;
            }
        }
    }

    public long[] Seen
    {
        get
        {
            lock (_lock)
            {
                return [.. _seen];
            }
        }
    }

    public void OnEvent(ref long data, long sequence, bool endOfBatch)
    {
        _entered = true;
        gate?.Wait();
        if (delay > TimeSpan.Zero)
        {
            Thread.Sleep(delay);
        }

        Assert.Equal(sequence, data);
        lock (_lock)
        {
            _seen.Add(data);
        }

        if (sequence == failOnceAt && !_failed)
        {
            _failed = true;
            throw new InvalidOperationException($"handler failed at {sequence}");
        }
    }

    public void AssertSawExactly(long count)
    {
        long[] seen = Seen;
        Assert.Equal(count, seen.Length);
        for (long i = 0; i < count; i++)
        {
            Assert.Equal(i, seen[i]);
        }
    }
}
