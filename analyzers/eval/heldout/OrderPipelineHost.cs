using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Heldout.OrderPipeline;

public enum Side { Buy, Sell }

public enum OrderStatus { New, Accepted, Rejected, Booked }

public enum PricingMode { MarkToMarket, Limit }

public enum SinkKind { Bus, Ledger }

// One slot of the order ring: the gateway fills the first block, the stages fill the rest.
public sealed class Order
{
    public long Id;
    public string Account = "";
    public string Symbol = "";
    public Side Side;
    public int Quantity;
    public decimal LimitPrice;
    public bool IsPassive;

    public DateTimeOffset ReceivedAt;
    public long IntakeSequence;
    public long JournalOffset;
    public decimal Price;
    public decimal Notional;
    public decimal Fee;
    public string? Venue;
    public string? Region;
    public OrderStatus Status;
    public string? RejectReason;
    public string? BookingRef;
    public long PositionAfter;
    public DateTimeOffset? PublishedAt;
    public int FilledQuantity;
    public decimal AvgFillPrice;
}

public interface IQuoteSource
{
    decimal Mid(string symbol);
}

public interface IFeeSchedule
{
    decimal TakerRate(string account);
    decimal MakerRebate(string symbol);
}

public interface IRouteTable
{
    string Route(string symbol, int quantity);
    string RegionOf(string venue);
}

public interface IRiskLimits
{
    decimal MaxNotional(string account);
}

public interface IRestrictedList
{
    bool IsRestricted(string account, string symbol);
}

public interface IOrderJournal
{
    ValueTask<long> AppendAsync(long orderId, string account, string symbol, Side side, int quantity, decimal limitPrice, CancellationToken cancellationToken);
    ValueTask FlushAsync(CancellationToken cancellationToken);
}

public interface ILedger
{
    string Book(string account, string symbol, Side side, int quantity, decimal price);
    void Commit();
    void Mirror(long orderId, OrderStatus status, string? bookingRef);
}

public interface IOrderBus
{
    void Publish(long orderId, OrderStatus status, string? venue, decimal price);
    void Flush();
}

public sealed record OrderPipelineDependencies(
    IQuoteSource Quotes,
    IFeeSchedule Fees,
    IRouteTable Routes,
    IRiskLimits Limits,
    IRestrictedList Restricted,
    IOrderJournal Journal,
    ILedger Ledger,
    IOrderBus Bus,
    TimeProvider Clock);

public sealed class OrderPipelineOptions
{
    public int RingSize { get; init; } = 4096;
    public PricingMode Pricing { get; init; } = PricingMode.MarkToMarket;
    public bool ApplyMakerRebates { get; init; }
    public bool RestrictedListEnabled { get; init; } = true;
    public IReadOnlyList<SinkKind> Sinks { get; init; } = new[] { SinkKind.Bus, SinkKind.Ledger };
    public bool EnableDropCopy { get; init; }
    public string DefaultVenue { get; init; } = "XNAS";
}

// Writes every order to the journal before anything acts on it.
public sealed class JournalHandler(IOrderJournal journal) : IAsyncBatchEventHandler<Order>
{
    public async ValueTask OnBatchAsync(EventBatch<Order> batch, long firstSequence, CancellationToken cancellationToken)
    {
        for (int i = 0; i < batch.Length; i++)
        {
            var order = batch[i];
            order.JournalOffset = await journal
                .AppendAsync(order.Id, order.Account, order.Symbol, order.Side, order.Quantity, order.LimitPrice, cancellationToken)
                .ConfigureAwait(false);
        }

        await journal.FlushAsync(cancellationToken).ConfigureAwait(false);
    }
}

public sealed class IntakeStamper(TimeProvider clock) : IEventHandler<Order>
{
    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        data.ReceivedAt = clock.GetUtcNow();
        data.IntakeSequence = sequence;
    }
}

public sealed class LimitPricer : IEventHandler<Order>
{
    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        data.Price = data.LimitPrice;
        data.Notional = data.Price * data.Quantity;
    }
}

public sealed class MarkToMarketPricer(IQuoteSource quotes) : IEventHandler<Order>
{
    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        var mid = quotes.Mid(data.Symbol);
        data.Price = data.Side == Side.Buy ? Math.Min(mid, data.LimitPrice) : Math.Max(mid, data.LimitPrice);
        data.Notional = data.Price * data.Quantity;
    }
}

public sealed class VenueRouter(IRouteTable routes) : IEventHandler<Order>
{
    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        var venue = routes.Route(data.Symbol, data.Quantity);
        data.Venue = venue;
        data.Region = routes.RegionOf(venue);
    }
}

public sealed class VenueNormalizer : IEventHandler<Order>
{
    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        if (data.Venue is { Length: > 0 } venue)
        {
            data.Venue = venue.Trim().ToUpperInvariant();
        }
    }
}

public sealed class FeeCalculator(IFeeSchedule fees) : IEventHandler<Order>
{
    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        data.Fee = Math.Round(data.Notional * fees.TakerRate(data.Account), 2);
    }
}

public sealed class MakerRebateAdjuster(IFeeSchedule fees) : IEventHandler<Order>
{
    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        if (data.IsPassive)
        {
            data.Fee -= Math.Round(data.Notional * fees.MakerRebate(data.Symbol), 2);
        }
    }
}

public sealed class PreTradeRiskCheck(IRiskLimits limits) : IEventHandler<Order>
{
    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        var limit = limits.MaxNotional(data.Account);
        if (data.Notional + data.Fee > limit)
        {
            data.Status = OrderStatus.Rejected;
            data.RejectReason = $"notional {data.Notional} over limit {limit}";
            return;
        }

        data.Status = OrderStatus.Accepted;
    }
}

public sealed class RestrictedListCheck(IRestrictedList restricted) : IEventHandler<Order>
{
    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        if (data.Status == OrderStatus.Accepted && restricted.IsRestricted(data.Account, data.Symbol))
        {
            data.Status = OrderStatus.Rejected;
            data.RejectReason = "symbol is on the restricted list";
        }
    }
}

// Books accepted orders in the ledger, one commit per batch.
public sealed class BookingBatcher(ILedger ledger) : IBatchEventHandler<Order>
{
    public void OnBatch(ReadOnlySpan<Order> batch, long firstSequence)
    {
        foreach (var order in batch)
        {
            if (order.Status != OrderStatus.Accepted)
            {
                continue;
            }

            order.BookingRef = ledger.Book(order.Account, order.Symbol, order.Side, order.Quantity, order.Price);
            order.Status = OrderStatus.Booked;
        }

        ledger.Commit();
    }
}

// Keeps the running position of the accounts of its shard.
public sealed class PositionKeeper(int shard, int shards) : IEventHandler<Order>
{
    private readonly Dictionary<string, long> _positions = new(StringComparer.Ordinal);

    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        if ((StringComparer.Ordinal.GetHashCode(data.Account) & int.MaxValue) % shards != shard)
        {
            return;
        }

        if (data.Status == OrderStatus.Rejected)
        {
            return;
        }

        _positions.TryGetValue(data.Account, out var position);
        position += data.Side == Side.Buy ? data.Quantity : -data.Quantity;
        _positions[data.Account] = position;
        data.PositionAfter = position;
    }
}

public sealed class BusPublisher(IOrderBus bus, TimeProvider clock) : IEventHandler<Order>
{
    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        bus.Publish(data.Id, data.Status, data.Venue, data.Price);
        data.PublishedAt = clock.GetUtcNow();
        if (endOfBatch)
        {
            bus.Flush();
        }
    }
}

public sealed class LedgerMirror(ILedger ledger, TimeProvider clock) : IEventHandler<Order>
{
    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        ledger.Mirror(data.Id, data.Status, data.BookingRef);
        data.PublishedAt = clock.GetUtcNow();
    }
}

public sealed class DropCopyVenueFiller(string defaultVenue) : IEventHandler<Order>
{
    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        if (string.IsNullOrEmpty(data.Venue))
        {
            data.Venue = defaultVenue;
        }
    }
}

public sealed class DropCopyMirror(ILedger ledger) : IEventHandler<Order>
{
    public void OnEvent(Order data, long sequence, bool endOfBatch) => ledger.Mirror(data.Id, data.Status, data.BookingRef);
}

// Backtests fill every accepted order that crosses the historical mid.
public sealed class FillSimulator(IQuoteSource historical) : IEventHandler<Order>
{
    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        if (data.Status == OrderStatus.Rejected)
        {
            return;
        }

        var mid = historical.Mid(data.Symbol);
        var crosses = data.Side == Side.Buy ? data.LimitPrice >= mid : data.LimitPrice <= mid;
        if (crosses)
        {
            data.FilledQuantity = data.Quantity;
            data.AvgFillPrice = mid;
        }
    }
}

public sealed class OrderPipelineHost(OrderPipelineDependencies deps, OrderPipelineOptions options) : IDisposable
{
    private Disruptor<Order>? _orders;
    private Disruptor<Order>? _dropCopies;

    public RingBuffer<Order>? DropCopyRing { get; private set; }

    public RingBuffer<Order> Start(Action<EventHandlerGroup<Order>>? extend = null)
    {
        if (_orders is not null)
        {
            throw new InvalidOperationException("The order pipeline is already running.");
        }

        var disruptor = new Disruptor<Order>(() => new Order(), options.RingSize, ProducerType.Multi);
        disruptor.Name = "orders";

        // Nothing acts on an order the journal could lose; intake stamping only fills its own fields, so it runs beside it.
        var journaled = disruptor.HandleEventsWith(new JournalHandler(deps.Journal));
        disruptor.HandleEventsWith(new IntakeStamper(deps.Clock));

        EventHandlerGroup<Order> priced;
        switch (options.Pricing)
        {
            case PricingMode.Limit:
                priced = journaled.Then(new LimitPricer());
                break;
            default:
                priced = journaled.Then(new MarkToMarketPricer(deps.Quotes));
                break;
        }

        // Routing calls the route service: three workers share the load.
        var router = new VenueRouter(deps.Routes);
        var routed = priced.HandleEventsWithWorkerPool(router, new VenueRouter(deps.Routes), new VenueRouter(deps.Routes));
        disruptor.After(router).HandleEventsWith(new VenueNormalizer());

        var fees = priced.Then(new FeeCalculator(deps.Fees));
        if (options.ApplyMakerRebates)
        {
            priced.Then(new MakerRebateAdjuster(deps.Fees)); // expect: DSR0002
        }

        var risk = new PreTradeRiskCheck(deps.Limits);
        var accepted = routed.And(fees).Then(risk);
        if (options.RestrictedListEnabled)
        {
            disruptor.After(risk).HandleEventsWith(new RestrictedListCheck(deps.Restricted));
        }

        accepted.Then(new BookingBatcher(deps.Ledger)); // expect: DSR0002
        accepted.Then(new PositionKeeper(0, 2), new PositionKeeper(1, 2));

        foreach (var sink in options.Sinks)
        {
            switch (sink)
            {
                case SinkKind.Bus:
                    accepted.Then(new BusPublisher(deps.Bus, deps.Clock));
                    break;
                case SinkKind.Ledger:
                    accepted.Then(new LedgerMirror(deps.Ledger, deps.Clock)); // expect: DSR0002
                    break;
            }
        }

        extend?.Invoke(accepted);

        if (options.EnableDropCopy)
        {
            var dropCopies = new Disruptor<Order>(() => new Order(), 1024, ProducerType.Single);
            dropCopies.Name = "drop-copies";
            dropCopies.HandleEventsWith(new DropCopyVenueFiller(options.DefaultVenue)).Then(new DropCopyMirror(deps.Ledger));
            DropCopyRing = dropCopies.Start();
            _dropCopies = dropCopies;
        }

        _orders = disruptor;
        return disruptor.Start();
    }

    public async Task StopAsync(TimeSpan timeout)
    {
        if (_orders is { } orders)
        {
            await orders.ShutdownAsync(timeout).ConfigureAwait(false);
        }

        if (_dropCopies is { } dropCopies)
        {
            await dropCopies.ShutdownAsync(timeout).ConfigureAwait(false);
        }
    }

    public void Dispose()
    {
        _orders?.Dispose();
        _dropCopies?.Dispose();
    }
}

public static class BacktestPipeline
{
    public static (OrderPipelineHost Host, RingBuffer<Order> Ring) Start(OrderPipelineDependencies deps, IQuoteSource historical)
    {
        var options = new OrderPipelineOptions
        {
            Pricing = PricingMode.Limit,
            RestrictedListEnabled = false,
            Sinks = Array.Empty<SinkKind>(),
        };

        var host = new OrderPipelineHost(deps, options);
        var ring = host.Start(accepted => accepted.Then(new FillSimulator(historical)));
        return (host, ring);
    }
}
