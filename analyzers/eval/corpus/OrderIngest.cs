using System;
using System.Globalization;
using System.IO;
using NDisruptor;

namespace Eval.Orders;

public sealed class Order { public string Symbol = ""; public long Quantity; public decimal Price; public bool Rejected; }

// Reads "SYM,QTY,PRICE" lines from a socket stream and publishes one order per line.
public sealed class OrderIngest
{
    private readonly RingBuffer<Order> _ring;
    private readonly TextWriter _log;
    private long _badLines;

    public OrderIngest(RingBuffer<Order> ring, TextWriter log) { _ring = ring; _log = log; }

    public long BadLines => _badLines;

    public void Accept(string line)
    {
        using var scope = _ring.PublishEvent();
        var order = scope.Event();
        var parts = line.Split(',');
        order.Symbol = parts[0];
        try
        {
            order.Quantity = long.Parse(parts[1], CultureInfo.InvariantCulture);
            order.Price = decimal.Parse(parts[2], CultureInfo.InvariantCulture);
        }
        catch (FormatException e) // expect: DSR0012
        {
            _badLines++;
            _log.WriteLine($"bad order line '{line}': {e.Message}");
        }
    }

    public void AcceptChecked(string line)
    {
        using var scope = _ring.PublishEvent();
        var order = scope.Event();
        try
        {
            var parts = line.Split(',');
            order.Symbol = parts[0];
            order.Quantity = long.Parse(parts[1], CultureInfo.InvariantCulture);
            order.Price = decimal.Parse(parts[2], CultureInfo.InvariantCulture);
        }
        catch (Exception e) when (e is FormatException or IndexOutOfRangeException)
        {
            scope.Abort();
            _log.WriteLine($"dropped '{line}'");
        }
    }

    public void AcceptOrReject(string line)
    {
        using var scope = _ring.PublishEvent();
        var order = scope.Event();
        try
        {
            order.Quantity = long.Parse(line, CultureInfo.InvariantCulture);
        }
        catch (FormatException)
        {
            order.Rejected = true;
        }
    }
}
