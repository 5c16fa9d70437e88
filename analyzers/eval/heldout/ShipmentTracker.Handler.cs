using System;
using System.Collections.Generic;
using NDisruptor;

namespace Heldout.Shipping;

public sealed class ShipmentScanned { public string Parcel = ""; public string Depot = ""; public DateTimeOffset At; public bool Late; }

// Tracks where each parcel was last scanned; the admin half (other file) serves the dashboard.
public sealed partial class ShipmentTracker : IEventHandler<ShipmentScanned>
{
    private readonly Dictionary<string, string> _lastDepot = new();
    private readonly TimeSpan _lateAfter;

    public ShipmentTracker(TimeSpan lateAfter) => _lateAfter = lateAfter;

    public void OnEvent(ShipmentScanned data, long sequence, bool endOfBatch)
    {
        _lastDepot[data.Parcel] = data.Depot;
        data.Late = DateTimeOffset.UtcNow - data.At > _lateAfter;
        if (endOfBatch)
        {
            PublishSnapshot(); // expect: DSR0009
        }
    }

    private int CountLate(IEnumerable<ShipmentScanned> scans)
    {
        var late = 0;
        foreach (var scan in scans)
        {
            if (scan.Late)
            {
                late++;
            }
        }

        return late;
    }
}
