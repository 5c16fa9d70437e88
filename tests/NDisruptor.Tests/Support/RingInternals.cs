using System.Reflection;

namespace NDisruptor.Tests.Support;

/// <summary>The private arrays behind a ring, for tests of its memory layout: read through reflection, never written.</summary>
internal static class RingInternals
{
    private const BindingFlags Instance = BindingFlags.Instance | BindingFlags.NonPublic;

    /// <summary>The array a value or class ring keeps its events in, padding included (null for native and mapped rings).</summary>
    public static T[] Entries<T>(RingBufferBase<T> ring)
        => (T[])typeof(RingBufferBase<T>).GetField("_entries", Instance)!.GetValue(ring)!;

    /// <summary>A multi-producer sequencer's publication flags, padding included.</summary>
    public static int[] Flags(Sequencer sequencer) => ArrayOf(((MultiProducerSequencer)sequencer).Flags);

    /// <summary>The flags a multi-producer ring's own claims publish through: its copy of its sequencer's handle.</summary>
    public static int[] PublishedFlags<T>(RingBufferBase<T> ring)
        => ArrayOf((SlotFlags)typeof(RingBufferBase<T>).GetField("_multiFlags", Instance)!.GetValue(ring)!);

    private static int[] ArrayOf(SlotFlags flags)
        => (int[])typeof(SlotFlags).GetField("_array", Instance)!.GetValue(flags)!;
}
