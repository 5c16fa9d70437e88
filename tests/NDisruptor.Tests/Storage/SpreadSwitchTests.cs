using System;
using NDisruptor.Tests.Support;
using Xunit;

namespace NDisruptor.Tests.Storage;

/// <summary>Tests that set a process-wide AppContext switch: their collection runs alone, so no other test makes a ring meanwhile.</summary>
[CollectionDefinition(Name, DisableParallelization = true)]
public sealed class AppContextSwitchCollection
{
    public const string Name = "AppContext switches";
}

/// <summary>The switch a service sets to keep its rings to their capacity (docs/design.md, "Memory layout").</summary>
[Collection(AppContextSwitchCollection.Name)]
public sealed class SpreadSwitchTests
{
    // The name users write in their project files: a literal here, so that renaming the library's constant breaks this test.
    private const string Switch = "NDisruptor.SpreadSlots";

    [Theory]
    [InlineData(ProducerType.Single)]
    [InlineData(ProducerType.Multi)]
    public void The_spread_slots_switch_set_to_false_keeps_a_ring_to_its_capacity(ProducerType producerType)
    {
        const int capacity = 65536;
        bool wasSet = AppContext.TryGetSwitch(Switch, out bool before);
        AppContext.SetSwitch(Switch, false);
        try
        {
            var ring = ValueRingBuffer<long>.Create(producerType, capacity, new BusySpinWaitStrategy());
            SpreadAssert.NotSpread(ring);
            Assert.InRange(RingInternals.Entries(ring).Length, capacity, capacity + 1024); // the capacity and its padding, not 8 times it
            if (producerType == ProducerType.Multi)
            {
                Assert.Equal(capacity + (2 * 32), RingInternals.Flags(ring.Sequencer).Length);
            }

            // The switch is the default's: a ring created with a lap of its own spreads to it all the same (64 times: past the
            // default's bound, so the default's spread could not pass for it).
            SpreadAssert.SpreadBy(ValueRingBuffer<long>.Create(producerType, capacity, new BusySpinWaitStrategy(), 32L << 20), 64);
        }
        finally
        {
            // There is no way to unset a switch; unset reads as true.
            AppContext.SetSwitch(Switch, !wasSet || before);
        }

        SpreadAssert.SpreadBy(ValueRingBuffer<long>.Create(producerType, capacity, new BusySpinWaitStrategy()), 8);
    }
}
