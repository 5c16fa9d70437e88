using System;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace NDisruptor;

/// <summary>
/// A native memory block holding a ring's unmanaged events, with the same padding at each end as an array ring and
/// the first slot on a cache-line boundary; freed by <see cref="Dispose"/>, or by the finalizer when nobody can reach
/// the ring any more.
/// </summary>
internal sealed class NativeSlots : IDisposable
{
    private readonly long _bytes;
    private nint _block;

    private NativeSlots(long bytes, nint block, nint firstSlot)
    {
        _bytes = bytes;
        _block = block;
        FirstSlot = firstSlot;
    }

    ~NativeSlots() => Free();

    /// <summary>The address of the slot of sequence 0.</summary>
    public nint FirstSlot { get; }

    /// <summary>Allocates and zeroes room for <paramref name="bufferSize"/> events of <typeparamref name="T"/>.</summary>
    public static NativeSlots Allocate<T>(int bufferSize)
        where T : unmanaged
    {
        long size = Unsafe.SizeOf<T>();

        // As many unused slots at each end as an array ring keeps, so the first and last events stay a pad away from
        // whatever the allocator places beside the block; plus a line of slack to align the first slot.
        long padSlots = (CacheLine.PadBytes + size - 1) / size;
        long bytes = ((bufferSize + (2 * padSlots)) * size) + CacheLine.PadBytes;
        if (bytes > nint.MaxValue)
        {
            // Only a 32-bit process gets here: cut down to a pointer's width, the size would allocate a smaller block than
            // the clear below and the ring then write, past its end.
            throw new ArgumentOutOfRangeException(nameof(bufferSize), bufferSize, $"a native ring of {bufferSize} events of {size} bytes needs {bytes} bytes, more than this {IntPtr.Size * 8}-bit process can address; use a smaller bufferSize, or a 64-bit process.");
        }

        nint block = Marshal.AllocHGlobal((nint)bytes);
        Clear(block, bytes);
        GC.AddMemoryPressure(bytes);

        // Aligned, so that an event the size of a line (or a divisor of one) never straddles two lines.
        nint firstSlot = (nint)(((long)block + (padSlots * size) + CacheLine.PadBytes - 1) & ~(long)(CacheLine.PadBytes - 1));
        return new NativeSlots(bytes, block, firstSlot);
    }

    public void Dispose()
    {
        Free();
        GC.SuppressFinalize(this);
    }

    private void Free()
    {
        nint block = System.Threading.Interlocked.Exchange(ref _block, 0);
        if (block != 0)
        {
            Marshal.FreeHGlobal(block);
            GC.RemoveMemoryPressure(_bytes);
        }
    }

    private static void Clear(nint address, long bytes)
    {
        // Events start as default(T), as in an array; spans are int-sized, so a large block is cleared in pieces.
        while (bytes > 0)
        {
            int piece = (int)Math.Min(bytes, int.MaxValue);
            MemoryMarshal.CreateSpan(ref Unsafe.AddByteOffset(ref Unsafe.NullRef<byte>(), address), piece).Clear();
            address += piece;
            bytes -= piece;
        }
    }
}
