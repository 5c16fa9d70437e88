/// <summary>One order in the ring: written by the producer, then by the risk check, read by the journal.</summary>
internal struct Order
{
    public long Id;
    public long Price;
    public long Quantity;
    public bool Rejected;
}
