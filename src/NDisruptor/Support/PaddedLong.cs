using System.Runtime.InteropServices;

namespace NDisruptor;

/// <summary>
/// A <see cref="long"/> with <see cref="CacheLine.PadBytes"/> of empty space on each side.
/// </summary>
/// <remarks>
/// .NET cannot align an object to a cache line, so the value is isolated by padding both sides:
/// whatever the runtime places before or after this struct (an object header, another object,
/// another field) is at least 128 bytes away. Every hot field in NDisruptor is one of these.
/// </remarks>
[StructLayout(LayoutKind.Explicit, Size = CacheLine.PadBytes + sizeof(long) + CacheLine.PadBytes)]
internal struct PaddedLong
{
    [FieldOffset(CacheLine.PadBytes)]
    public long Value;
}
