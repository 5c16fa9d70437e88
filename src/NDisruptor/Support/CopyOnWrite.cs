using System;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// Arrays that several threads read without a lock and a few change rarely (gating sequences, signalling sequences, async
/// signals): a change builds a new array and installs it by compare-and-swap, trying again if another change came first.
/// </summary>
/// <remarks>
/// Readers take the array once and walk it, never seeing it change under them; the exchange is a full fence, which the
/// callers' orderings rely on (see <see cref="Sequencer.AddGatingSequences(Sequence[], Sequence[])"/>).
/// </remarks>
internal static class CopyOnWrite
{
    /// <summary>Installs <paramref name="array"/> with <paramref name="items"/> appended.</summary>
    public static void Append<T>(ref T[] array, params ReadOnlySpan<T> items)
        where T : class
    {
        T[] current;
        do
        {
            current = Volatile.Read(ref array);
        }
        while (Interlocked.CompareExchange(ref array, [.. current, .. items], current) != current);
    }

    /// <summary>Installs <paramref name="array"/> without <paramref name="item"/>; false if it was not there.</summary>
    public static bool Remove<T>(ref T[] array, T item)
        where T : class
    {
        T[] current;
        int index;
        do
        {
            current = Volatile.Read(ref array);
            index = Array.IndexOf(current, item);
            if (index < 0)
            {
                return false;
            }
        }
        while (Interlocked.CompareExchange(ref array, [.. current.AsSpan(0, index), .. current.AsSpan(index + 1)], current) != current);
        return true;
    }
}
