using NDisruptor;

/// <summary>The business stage: synchronous, on its own consumer thread, writing its verdict into the slot.</summary>
internal sealed class RiskCheck : IValueEventHandler<Order>
{
    public void OnEvent(ref Order order, long sequence, bool endOfBatch) => order.Rejected = order.Quantity <= 0;
}
