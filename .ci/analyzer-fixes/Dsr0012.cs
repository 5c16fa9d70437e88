// DSR0012: a publish scope whose catch neither aborts nor finishes the event. Fix: scope.Abort() first in the catch.
// And a scope whose fill throws on bad input with no catch in the method. Fix: try { ... } catch { scope.Abort(); throw; }.
using System;
using NDisruptor;

namespace FixSamples;

public sealed class Fill { public long Quantity; public string? Venue; }

public static class Fills
{
    public static void Send(RingBuffer<Fill> ring, string venue, string quantity)
    {
        using var scope = ring.PublishEvent();
        scope.Event().Venue = venue;
        try
        {
            scope.Event().Quantity = long.Parse(quantity, System.Globalization.CultureInfo.InvariantCulture);
        }
        catch (FormatException)
        {
            Console.Error.WriteLine("bad quantity: " + quantity);
            throw;
        }
    }

    public static void SendAll(RingBuffer<Fill> ring, string[] quantities)
    {
        using var batch = ring.PublishEvents(quantities.Length);
        for (var i = 0; i < quantities.Length; i++)
        {
            try { batch.Event(i).Quantity = long.Parse(quantities[i], System.Globalization.CultureInfo.InvariantCulture); }
            catch (FormatException) { continue; }
        }
    }

    public static void SendOrLog(RingBuffer<Fill> ring, string quantity)
    {
        try
        {
            using var scope = ring.PublishEvent(); // DSR0012 stays: the catch is outside the scope's block, where the scope cannot be aborted
            scope.Event().Quantity = long.Parse(quantity, System.Globalization.CultureInfo.InvariantCulture);
        }
        catch (FormatException e)
        {
            Console.Error.WriteLine(e.Message);
        }
    }

    public static void SendParsed(RingBuffer<Fill> ring, string venue, string quantity)
    {
        using var scope = ring.PublishEvent();
        scope.Event().Venue = venue;
        scope.Event().Quantity = long.Parse(quantity, System.Globalization.CultureInfo.InvariantCulture);
    }
}
