using Xunit;

namespace NDisruptor.Tests.Sequencing;

/// <summary>
/// A multi-producer ring's lap flags, set and scanned a run at a time: on x64 set four flags to a vector store and scanned
/// four or eight to a load, the rest one at a time. The tests take every run length from the scalar path to several vectors, at every offset, and scans that wrap
/// from the last flag to the first (the next lap).
/// </summary>
public sealed class SlotFlagsTests
{
    private const int Slots = 64;

    [Fact]
    public void Setting_a_run_sets_exactly_that_run()
    {
        // Whole vectors, then the rest a flag at a time: none may reach past the run, up to one ending at the last flag. Only
        // final values are checked: a flag stored twice with the same lap (which a concurrent publish of its next lap could
        // lose in between) passes here, so SetRun's own comment is what keeps its stores apart.
        var flags = new SlotFlags(Slots);
        for (int count = 1; count <= 13; count++)
        {
            for (int start = 0; start + count <= Slots; start++)
            {
                flags.SetRun(0, Slots, -1);
                flags.SetRun(start, count, 7);
                for (int i = 0; i < Slots; i++)
                {
                    Assert.True(flags.For(i) == (i >= start && i < start + count ? 7 : -1), $"flag {i} after a run of {count} from {start}");
                }
            }
        }
    }

    [Fact]
    public void A_scan_stops_before_the_first_sequence_not_published_at_its_lap()
    {
        // Sequences from a lap of the flags on, so that a range starting near the end wraps to flags holding the next lap.
        foreach (long from in new long[] { Slots, Slots + 3, Slots + 16, (2 * Slots) - 20, (2 * Slots) - 1 })
        {
            for (int length = 1; length <= 40; length++)
            {
                // Published further than the range: the scan stops at its end.
                long last = from + length - 1;
                var flags = PublishedThrough(last + 20);
                Assert.Equal(last, flags.PublishedThrough(from, last));

                // Each sequence in turn set to the lap before its own (not yet published), then to the lap after (not its own
                // either).
                for (long gap = from; gap <= last; gap++)
                {
                    int lap = flags.LapOf(gap);
                    foreach (int wrong in new[] { lap - 1, lap + 1 })
                    {
                        flags.For(gap) = wrong;
                        Assert.True(gap - 1 == flags.PublishedThrough(from, last), $"range {from}-{last}, sequence {gap} at lap {wrong}");
                        flags.For(gap) = lap;
                    }
                }
            }
        }
    }

    [Fact]
    public void A_scan_of_an_unpublished_first_sequence_answers_the_one_before_it_and_an_empty_one_its_end()
    {
        var flags = PublishedThrough(Slots - 1);
        Assert.Equal(Slots - 1, flags.PublishedThrough(Slots, Slots + 20));
        Assert.Equal(9, flags.PublishedThrough(10, 9));
        Assert.Equal(5, flags.PublishedThrough(10, 5));
    }

    /// <summary>Flags with every sequence up to <paramref name="last"/> published, each flag holding its latest sequence's lap.</summary>
    private static SlotFlags PublishedThrough(long last)
    {
        var flags = new SlotFlags(Slots);
        for (long sequence = 0; sequence <= last; sequence++)
        {
            flags.For(sequence) = flags.LapOf(sequence);
        }

        return flags;
    }
}
