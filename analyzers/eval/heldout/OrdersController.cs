using System;
using System.Globalization;
using NDisruptor;

namespace Heldout.Orders;

public sealed class OrderEvent { public string Symbol = ""; public long Quantity; public decimal Limit; public string Side = ""; public bool Rejected; }

public sealed record PlaceOrderRequest(string Symbol, string Quantity, string Limit, string Side);

public sealed record PlaceOrderResponse(bool Accepted, long Sequence, string? Error);

// The HTTP endpoint's code behind: each request becomes one event on the order ring.
public sealed class OrdersController
{
    private readonly RingBuffer<OrderEvent> _ring;

    public OrdersController(RingBuffer<OrderEvent> ring) => _ring = ring;

    public PlaceOrderResponse Place(PlaceOrderRequest request)
    {
        using var scope = _ring.PublishEvent(); // expect: DSR0012
        var order = scope.Event();
        order.Symbol = request.Symbol;
        order.Quantity = long.Parse(request.Quantity, CultureInfo.InvariantCulture);
        order.Limit = decimal.Parse(request.Limit, CultureInfo.InvariantCulture);
        order.Side = request.Side;
        return new PlaceOrderResponse(true, scope.Sequence, null);
    }

    public PlaceOrderResponse PlaceValidated(PlaceOrderRequest request)
    {
        if (!long.TryParse(request.Quantity, NumberStyles.Integer, CultureInfo.InvariantCulture, out var quantity)
            || !decimal.TryParse(request.Limit, NumberStyles.Number, CultureInfo.InvariantCulture, out var limit))
        {
            return new PlaceOrderResponse(false, -1, "quantity and limit must be numbers");
        }

        using var scope = _ring.PublishEvent();
        var order = scope.Event();
        order.Symbol = request.Symbol.Trim().ToUpperInvariant();
        order.Quantity = quantity;
        order.Limit = limit;
        order.Side = request.Side;
        return new PlaceOrderResponse(true, scope.Sequence, null);
    }

    public PlaceOrderResponse Amend(PlaceOrderRequest request)
    {
        using (var scope = _ring.PublishEvent()) // expect: DSR0012
        {
            var order = scope.Event();
            order.Symbol = request.Symbol;
            order.Side = request.Side switch
            {
                "BUY" or "SELL" => request.Side,
                _ => throw new ArgumentException("side must be BUY or SELL, not " + request.Side, nameof(request)),
            };
            order.Quantity = Convert.ToInt64(request.Quantity, CultureInfo.InvariantCulture);
            return new PlaceOrderResponse(true, scope.Sequence, null);
        }
    }

    public PlaceOrderResponse TryPlace(PlaceOrderRequest request)
    {
        if (!_ring.TryPublishEvent(out var scope))
        {
            return new PlaceOrderResponse(false, -1, "busy, retry later");
        }

        using (scope)
        {
            try
            {
                var order = scope.Event();
                order.Symbol = request.Symbol;
                order.Quantity = long.Parse(request.Quantity, CultureInfo.InvariantCulture);
                order.Limit = decimal.Parse(request.Limit, CultureInfo.InvariantCulture);
                return new PlaceOrderResponse(true, scope.Sequence, null);
            }
            catch (FormatException e)
            {
                scope.Abort();
                return new PlaceOrderResponse(false, -1, e.Message);
            }
        }
    }

    public PlaceOrderResponse PlaceOrReject(PlaceOrderRequest request)
    {
        using var scope = _ring.PublishEvent();
        var order = scope.Event();
        order.Symbol = request.Symbol;
        try
        {
            order.Quantity = long.Parse(request.Quantity, CultureInfo.InvariantCulture);
        }
        catch (FormatException)
        {
            order.Rejected = true;
        }

        return new PlaceOrderResponse(!order.Rejected, scope.Sequence, null);
    }
}
