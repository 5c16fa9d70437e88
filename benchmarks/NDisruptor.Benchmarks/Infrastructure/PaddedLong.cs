using System.Runtime.InteropServices;
using System.Threading;

namespace NDisruptor.Benchmarks.Infrastructure;

/// <summary>
/// A long alone on its cache lines: 128 bytes on each side, so neither a neighbour on the same 64-byte line
/// nor the adjacent-line prefetcher couples it to another thread's data.
/// </summary>
[StructLayout(LayoutKind.Explicit, Size = 256)]
public struct PaddedLong
{
    [FieldOffset(128)]
    public long Value;

    public readonly long ReadAcquire() => Volatile.Read(in Value);

    public void WriteRelease(long value) => Volatile.Write(ref Value, value);
}

/// <summary>A reference-type holder for a <see cref="PaddedLong"/> that several objects share.</summary>
public sealed class PaddedCounter
{
    private PaddedLong _value;

    public long Read() => _value.ReadAcquire();

    public void Write(long value) => _value.WriteRelease(value);
}
