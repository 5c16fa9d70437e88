using System.Runtime.InteropServices;

namespace NDisruptor;

/// <summary>
/// A <see cref="PaddedLong"/> with a spare word on each side of its value, for a note the value's writers keep on the
/// value's own cache line (see <see cref="Sequence.Mark"/>).
/// </summary>
/// <remarks>
/// Only the spare word in the value's 16-byte block is ever used, so nothing but the value's own line is written: the
/// padding isolates the pair as it isolates a <see cref="PaddedLong"/>'s value.
/// </remarks>
[StructLayout(LayoutKind.Explicit, Size = CacheLine.PadBytes + sizeof(long) + CacheLine.PadBytes)]
internal struct MarkedLong
{
    [FieldOffset(CacheLine.PadBytes - sizeof(long))]
    public long Below;

    [FieldOffset(CacheLine.PadBytes)]
    public long Value;

    [FieldOffset(CacheLine.PadBytes + sizeof(long))]
    public long Above;
}
