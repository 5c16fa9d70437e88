using System;
using System.Collections.Generic;
using System.Threading;

namespace NDisruptor.Tests.Support;

public delegate void StageWrite(ref EventFields e);

/// <summary>
/// A handler for both ring kinds that checks every event it sees: sequences without gaps or repeats,
/// per-producer order, the values earlier stages wrote; optionally writes its own field. Failures are
/// recorded (a handler that threw would hide them) and asserted by the test.
/// </summary>
public sealed class Stage : IEventHandler<ClassEvent>, IValueEventHandler<EventFields>
{
    private readonly long _expected;
    private readonly StageWrite? _write;
    private readonly Func<EventFields, string?>? _verify;
    private readonly long[] _lastCounterByProducer;
    private readonly ManualResetEventSlim _done = new(false);
    private long _lastSequence = -1;
    private long _count;
    private long _sum;
    private string? _firstError;

    public Stage(string name, long expected, int producers, StageWrite? write = null, Func<EventFields, string?>? verify = null)
    {
        Name = name;
        _expected = expected;
        _write = write;
        _verify = verify;
        _lastCounterByProducer = new long[producers];
        Array.Fill(_lastCounterByProducer, -1);
        if (expected == 0)
        {
            _done.Set();
        }
    }

    public string Name { get; }

    public long Count => Volatile.Read(ref _count);

    public long Sum => Volatile.Read(ref _sum);

    public string? FirstError => Volatile.Read(ref _firstError);

    public int StartCalls;
    public int ShutdownCalls;
    public int StartThreadId;
    public int EventThreadId;
    public long BatchStarts;
    public long BatchTotal;
    public long EndOfBatchCount;

    public bool WaitDone(TimeSpan timeout) => _done.Wait(timeout);

    public void OnEvent(ClassEvent data, long sequence, bool endOfBatch) => Process(ref data.Fields, sequence, endOfBatch);

    public void OnEvent(ref EventFields data, long sequence, bool endOfBatch) => Process(ref data, sequence, endOfBatch);

    public void OnBatchStart(long batchSize)
    {
        BatchStarts++;
        BatchTotal += batchSize;
    }

    public void OnStart()
    {
        StartCalls++;
        StartThreadId = Environment.CurrentManagedThreadId;
    }

    public void OnShutdown() => ShutdownCalls++;

    private void Process(ref EventFields e, long sequence, bool endOfBatch)
    {
        EventThreadId = Environment.CurrentManagedThreadId;
        if (sequence != _lastSequence + 1)
        {
            Fail($"{Name}: sequence {sequence} after {_lastSequence}");
        }

        _lastSequence = sequence;
        if ((uint)e.Producer >= (uint)_lastCounterByProducer.Length)
        {
            Fail($"{Name}: producer {e.Producer} out of range at {sequence}");
        }
        else
        {
            if (e.Counter != _lastCounterByProducer[e.Producer] + 1)
            {
                Fail($"{Name}: producer {e.Producer} counter {e.Counter} after {_lastCounterByProducer[e.Producer]} at sequence {sequence}");
            }

            _lastCounterByProducer[e.Producer] = e.Counter;
        }

        if (e.Value != Expectations.ValueOf(e.Producer, e.Counter))
        {
            Fail($"{Name}: value {e.Value} is not the producer's at {sequence}");
        }

        if (_verify?.Invoke(e) is { } error)
        {
            Fail($"{Name}: {error} at {sequence}");
        }

        _write?.Invoke(ref e);
        if (endOfBatch)
        {
            EndOfBatchCount++;
        }

        _sum += e.Value;
        long count = _count + 1;
        Volatile.Write(ref _count, count);
        if (count == _expected)
        {
            _done.Set();
        }
        else if (count > _expected)
        {
            Fail($"{Name}: more events than published ({count} > {_expected})");
        }
    }

    private void Fail(string error) => Interlocked.CompareExchange(ref _firstError, error, null);
}

public static class Expectations
{
    public static long ValueOf(int producer, long counter) => (counter * 7) + producer + 1;

    public static long SumFor(int producers, long perProducer)
    {
        long sum = 0;
        for (int p = 0; p < producers; p++)
        {
            for (long c = 0; c < perProducer; c++)
            {
                sum += ValueOf(p, c);
            }
        }

        return sum;
    }
}
