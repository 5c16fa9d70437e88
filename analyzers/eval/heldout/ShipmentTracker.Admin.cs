using System.Collections.Generic;

namespace Heldout.Shipping;

public sealed partial class ShipmentTracker
{
    private readonly object _snapshotGate = new();
    private Dictionary<string, string> _snapshot = new();

    private void PublishSnapshot()
    {
        lock (_snapshotGate)
        {
            _snapshot = new Dictionary<string, string>(_lastDepot);
        }
    }

    public string? DepotOf(string parcel)
    {
        lock (_snapshotGate)
        {
            return _snapshot.TryGetValue(parcel, out var depot) ? depot : null;
        }
    }
}
