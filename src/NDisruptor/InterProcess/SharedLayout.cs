using System;
using System.IO;
using System.Runtime.CompilerServices;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// Where everything lives in an inter-process ring's mapping, and the header that describes it. Every offset is computed
/// here from the ring's size and the event's size, both validated, never read from the file: a corrupted or hostile file
/// can make the header fail validation, but cannot make either side read or write outside the mapping.
/// </summary>
/// <remarks>
/// Each field that one side writes gets a 128-byte block of its own (docs/design.md, "Memory layout"), so producers
/// claiming never invalidate the line the consumer process publishes its progress on, and the reverse.
/// <code>
///   0  header (written once by the creating consumer process, read by everyone)
///  128  claim cursor (producers: atomic compare-and-swap, or the single producer's store)
///  256  gating sequence (the consumer process: what its consumers finished; producers must not lap it)
///  384  consumer block: process id and state (the consumer process)
///  512  producer registry: a generation count, then one process id per open publisher (producers, on open and close)
///  896  published flags: one long per slot, the sequence last published in it (producers)
///       owners: one long per slot, the claiming process id and the sequence's low 32 bits (producers)
///       events, from a 128-byte boundary, then 128 bytes of padding
/// </code>
/// </remarks>
internal readonly struct SharedLayout
{
    /// <summary>"NDRING01": the first eight bytes of every ring file, little-endian.</summary>
    public const long Magic = 0x3130474E4952444E;

    /// <summary>The version of this layout and of the protocol its words follow (2: the stopping state); a file with another is refused.</summary>
    public const int Version = 2;

    /// <summary>The largest ring a file may describe: keeps every size arithmetic below overflow.</summary>
    public const int MaxBufferSize = 1 << 26;

    public const int MaxEventSize = 1 << 16;

    private const int Block = CacheLine.PadBytes;

    public const int ClaimOffset = 1 * Block;
    public const int GatingOffset = 2 * Block;
    public const int ConsumerOffset = 3 * Block;

    /// <summary>How many publishers (of any processes) may have the ring open at once.</summary>
    public const int MaxPublishers = 64;

    public const int RegistryGenerationOffset = 4 * Block;
    public const int RegistryOffset = (4 * Block) + 8;
    public const int FlagsOffset = 7 * Block;

    // Header fields, in the first block.
    private const int VersionField = 8;
    private const int ControlBytesField = 12;
    private const int EventSizeField = 16;
    private const int BufferSizeField = 20;
    private const int ProducerTypeField = 24;
    private const int LayoutVersionField = 28;
    private const int TotalLengthField = 32;
    private const int ReadyField = 40;

    public SharedLayout(int bufferSize, int eventSize)
    {
        BufferSize = bufferSize;
        EventSize = eventSize;
        OwnersOffset = FlagsOffset + (8L * bufferSize);
        SlotsOffset = AlignUp(OwnersOffset + (8L * bufferSize) + Block);
        TotalLength = SlotsOffset + ((long)bufferSize * eventSize) + Block;
    }

    public int BufferSize { get; }

    public int EventSize { get; }

    public long OwnersOffset { get; }

    public long SlotsOffset { get; }

    public long TotalLength { get; }

    /// <summary>
    /// Consumer states: consuming; closed by <c>Dispose</c>; stopped because its consumers were halted or its pump failed;
    /// stopping, as stopped, while some of its consumers may still be handling events they read from the slots.
    /// </summary>
    /// <remarks>
    /// Producers tell stopping from running (their claims can never complete), and another process may take the ring over
    /// only once it is stopped, or its process is gone: taken over while stopping, producers would write the slots the old
    /// process's handlers were still reading.
    /// </remarks>
    public const int ConsumerRunning = 1;
    public const int ConsumerClosed = 2;
    public const int ConsumerStopped = 3;
    public const int ConsumerStopping = 4;

    /// <summary>
    /// The consumer block: one 8-byte word holding the consumer process's id and its state, <c>(state &lt;&lt; 32) | id</c>.
    /// It is only ever read and written whole, never as two ints, so that both halves are always seen together and the
    /// packing means the same on either byte order. A consumer closing the ring, one taking it over and the pump marking it
    /// stopped each swap the whole word: whoever swaps first wins, and the others see what it did.
    /// </summary>
    public static ref long ConsumerAt(nint @base) => ref Int64At(@base + ConsumerOffset);

    /// <summary>The consumer word, read with acquire.</summary>
    public static long ReadConsumer(nint @base) => Volatile.Read(ref ConsumerAt(@base));

    public static long ConsumerWord(int processId, int state) => (uint)processId | ((long)state << 32);

    public static int ConsumerPidOf(long word) => (int)word;

    public static int ConsumerStateOf(long word) => (int)(word >> 32);

    public static ref long Int64At(nint address) => ref Unsafe.AddByteOffset(ref Unsafe.NullRef<long>(), address);

    public static ref int Int32At(nint address) => ref Unsafe.AddByteOffset(ref Unsafe.NullRef<int>(), address);

    /// <summary>Writes the header of a new file, whose bytes are all zero; <see cref="MarkReady"/> comes after the rest is set up.</summary>
    public void WriteHeader(nint @base, ProducerType producerType, int layoutVersion)
    {
        Int64At(@base) = Magic;
        Int32At(@base + VersionField) = Version;
        Int32At(@base + ControlBytesField) = FlagsOffset;
        Int32At(@base + EventSizeField) = EventSize;
        Int32At(@base + BufferSizeField) = BufferSize;
        Int32At(@base + ProducerTypeField) = (int)producerType;
        Int32At(@base + LayoutVersionField) = layoutVersion;
        Int64At(@base + TotalLengthField) = TotalLength;
    }

    /// <summary>Release: everything the creator wrote before is visible to a process that sees the flag.</summary>
    public static void MarkReady(nint @base) => Volatile.Write(ref Int32At(@base + ReadyField), 1);

    public static bool IsReady(nint @base) => Volatile.Read(ref Int32At(@base + ReadyField)) == 1;

    /// <summary>
    /// Waits up to a second for a creator that is still writing the header (the file is zero until it starts); returns
    /// at once for a file whose first bytes are something else, which <see cref="Read"/> then refuses.
    /// </summary>
    public static void WaitUntilReady(nint @base, string path)
    {
        long deadline = Environment.TickCount64 + 1000;
        while (!IsReady(@base))
        {
            long magic = Volatile.Read(ref Int64At(@base));
            if (magic != 0 && magic != Magic)
            {
                return;
            }

            if (Environment.TickCount64 > deadline)
            {
                throw Invalid(path, "its creator did not finish setting it up (it may have died while creating it)");
            }

            Thread.Sleep(1);
        }
    }

    /// <summary>The registry entry <paramref name="index"/>: the process id of an open publisher, or 0.</summary>
    public static ref int PublisherAt(nint @base, int index) => ref Int32At(@base + RegistryOffset + (4 * index));

    /// <summary>
    /// Reads and checks the header of a mapped file of <paramref name="fileLength"/> bytes (at least one block, checked by
    /// the caller) for events of <paramref name="eventSize"/> bytes; throws <see cref="InvalidDataException"/> naming what
    /// does not match.
    /// </summary>
    public static SharedLayout Read(nint @base, long fileLength, int eventSize, int layoutVersion, string path)
    {
        long magic = Int64At(@base);
        if (magic != Magic)
        {
            throw Invalid(path, $"it does not start with an NDisruptor ring header (found 0x{magic:X16})");
        }

        int version = Int32At(@base + VersionField);
        if (version != Version)
        {
            throw Invalid(path, $"it has layout version {version} and this library reads version {Version}; use the same NDisruptor version in every process");
        }

        int controlBytes = Int32At(@base + ControlBytesField);
        int fileEventSize = Int32At(@base + EventSizeField);
        int bufferSize = Int32At(@base + BufferSizeField);
        int type = Int32At(@base + ProducerTypeField);
        int fileLayoutVersion = Int32At(@base + LayoutVersionField);
        long totalLength = Int64At(@base + TotalLengthField);
        if (controlBytes != FlagsOffset)
        {
            throw Invalid(path, $"its control block is {controlBytes} bytes, not {FlagsOffset}");
        }

        if (eventSize > MaxEventSize)
        {
            throw Invalid(path, $"this process's event type is {eventSize} bytes, above the inter-process limit of {MaxEventSize}");
        }

        if (fileEventSize != eventSize)
        {
            throw Invalid(path, $"it holds events of {fileEventSize} bytes and this process's event type is {eventSize} bytes; both processes must use the same event struct");
        }

        if (fileLayoutVersion != layoutVersion)
        {
            throw Invalid(path, $"its LayoutVersion is {fileLayoutVersion} and this process asked for {layoutVersion}; both processes must compile the same event layout and set the same LayoutVersion");
        }

        if (bufferSize < 1 || bufferSize > MaxBufferSize || !SequenceMath.IsPowerOfTwo(bufferSize))
        {
            throw Invalid(path, $"its ring size {bufferSize} is not a power of two between 1 and {MaxBufferSize}");
        }

        if (type is not ((int)ProducerType.Single or (int)ProducerType.Multi))
        {
            throw Invalid(path, $"its producer type {type} is neither Single nor Multi");
        }

        var layout = new SharedLayout(bufferSize, eventSize);
        if (totalLength != layout.TotalLength || fileLength != layout.TotalLength)
        {
            throw Invalid(path, $"it is {fileLength} bytes and says {totalLength}, where a ring of {bufferSize} events of {eventSize} bytes takes {layout.TotalLength}");
        }

        return layout;
    }

    /// <summary>The refusal for a file that is not a ring this process can use.</summary>
    public static InvalidDataException Invalid(string path, string reason)
        => new($"{path} is not a usable inter-process ring: {reason}. If it is left over from an older run, delete it and start the consumer process again.");

    /// <summary>The slot's published flag: the sequence last published in it (-1 before any), or <see cref="AbortedFlag"/> of it.</summary>
    public ref long FlagOf(nint @base, long sequence) => ref Int64At(@base + FlagsOffset + (nint)(8 * (sequence & (BufferSize - 1))));

    /// <summary>
    /// The flag of a slot whose producer gave its claim up (<c>PublishAborted</c>): the sequence with a bit that no position
    /// reaches (they stay below 2^62: a consumer process refuses a file whose claims got there), so it is told apart from a
    /// publish and from the initial -1.
    /// </summary>
    public static long AbortedFlag(long sequence) => sequence | (1L << 62);

    /// <summary>Whether <paramref name="flag"/> settles <paramref name="sequence"/>: published or aborted, the pump moves it on.</summary>
    public static bool Settles(long flag, long sequence) => flag == sequence || flag == AbortedFlag(sequence);

    /// <summary>The slot's owner record: the claiming process id in the high half, the sequence's low 32 bits in the low half.</summary>
    public ref long OwnerOf(nint @base, long sequence) => ref Int64At(@base + (nint)OwnersOffset + (nint)(8 * (sequence & (BufferSize - 1))));

    public static long OwnerRecord(int processId, long sequence) => ((long)processId << 32) | (uint)sequence;

    private static long AlignUp(long offset) => (offset + Block - 1) & ~(long)(Block - 1);
}
