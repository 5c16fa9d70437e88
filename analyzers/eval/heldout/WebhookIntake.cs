using System;
using System.Globalization;
using System.Text.Json;
using NDisruptor;

namespace Heldout.Webhooks;

public enum Provider { Unknown, Stripe, Adyen }

public sealed class Webhook { public Provider Provider; public Guid Id; public DateTimeOffset At; public string Kind = ""; public long Amount; }

public sealed record WebhookBody(string Id, string Kind, long Amount, string At);

// Receives provider callbacks from the HTTP layer and queues them for processing.
public sealed class WebhookIntake
{
    private readonly RingBuffer<Webhook> _ring;

    public WebhookIntake(RingBuffer<Webhook> ring) => _ring = ring;

    public void Receive(string provider, string json)
    {
        using var scope = _ring.PublishEvent(); // expect: DSR0012
        var hook = scope.Event();
        hook.Provider = Enum.Parse<Provider>(provider, ignoreCase: true);
        var body = JsonSerializer.Deserialize<WebhookBody>(json)!;
        hook.Id = Guid.Parse(body.Id);
        hook.Kind = body.Kind;
        hook.Amount = body.Amount;
        hook.At = DateTimeOffset.ParseExact(body.At, "O", CultureInfo.InvariantCulture);
    }

    public bool TryReceive(string provider, string json)
    {
        if (!Enum.TryParse<Provider>(provider, ignoreCase: true, out var parsedProvider))
        {
            return false;
        }

        WebhookBody? body;
        try
        {
            body = JsonSerializer.Deserialize<WebhookBody>(json);
        }
        catch (JsonException)
        {
            return false;
        }

        if (body is null || !Guid.TryParse(body.Id, out var id))
        {
            return false;
        }

        using var scope = _ring.PublishEvent();
        var hook = scope.Event();
        hook.Provider = parsedProvider;
        hook.Id = id;
        hook.Kind = body.Kind;
        hook.Amount = body.Amount;
        hook.At = DateTimeOffset.UtcNow;
        return true;
    }

    public bool ReceiveIfRoom(string kind, long amount)
    {
        if (!_ring.TryPublishEvent(out var scope))
        {
            return false;
        }

        using (scope) // expect: DSR0012
        {
            var hook = scope.Event();
            hook.Kind = kind;
            hook.Amount = amount;
            EnsurePositive(amount);
        }

        return true;
    }

    public void ReceiveOrAbort(string kind, long amount)
    {
        using var scope = _ring.PublishEvent();
        var hook = scope.Event();
        hook.Kind = kind;
        if (amount < 0)
        {
            scope.Abort();
            throw new ArgumentOutOfRangeException(nameof(amount), amount, "amounts are positive");
        }

        hook.Amount = amount;
    }

    private static void EnsurePositive(long amount)
    {
        if (amount <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(amount), amount, "amounts are positive");
        }
    }
}
