using System.Threading;

namespace NDisruptor.Tests.Support;

/// <summary>
/// A consumer of rings whose producer writes each event's own sequence into it: every event it sees must
/// carry its sequence, and sequences must come one after another from where it started.
/// </summary>
public sealed class SequencePayloadChecker : IValueEventHandler<long>
{
    private long _expected = long.MinValue;
    private long _count;
    private string? _error;

    public long Count => Volatile.Read(ref _count);

    public string? Error => Volatile.Read(ref _error);

    public void OnEvent(ref long data, long sequence, bool endOfBatch) => Check(data, sequence);

    /// <summary>Checks one event; returns whether it was right.</summary>
    public bool Check(long data, long sequence)
    {
        if (_expected != long.MinValue && sequence != _expected)
        {
            Fail($"sequence {sequence} arrived where {_expected} was due");
        }

        if (data != sequence)
        {
            Fail($"sequence {sequence} carried the payload of {data}");
        }

        _expected = sequence + 1;
        Volatile.Write(ref _count, _count + 1);
        return data == sequence;
    }

    private void Fail(string message) => Interlocked.CompareExchange(ref _error, message, null);
}
