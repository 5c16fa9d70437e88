using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Threading;
using NDisruptor;

namespace Heldout.Payments;

public sealed class Payment { public Guid Id; public string Account = ""; public long Cents; public DateTimeOffset At; }

public interface IPaymentRepository
{
    void Save(Payment payment);
    long Total(string account);
}

public interface IPaymentMetrics
{
    void Observe(long cents);
}

// The store the projection writes to; the HTTP read side shares it.
public sealed class InMemoryPaymentRepository : IPaymentRepository
{
    private readonly Dictionary<string, long> _totals = new();
    private readonly object _sync = new();

    public void Save(Payment payment)
    {
        lock (_sync)
        {
            _totals[payment.Account] = (_totals.TryGetValue(payment.Account, out var t) ? t : 0) + payment.Cents;
        }
    }

    public long Total(string account)
    {
        lock (_sync)
        {
            return _totals.TryGetValue(account, out var t) ? t : 0;
        }
    }
}

public sealed class CountingPaymentMetrics : IPaymentMetrics
{
    private long _count;
    private long _cents;

    public void Observe(long cents)
    {
        Interlocked.Increment(ref _count);
        Interlocked.Add(ref _cents, cents);
    }

    public long Count => Interlocked.Read(ref _count);
}

public interface IAccountIndex
{
    void Touch(string account);
}

public sealed class ConcurrentAccountIndex : IAccountIndex
{
    private readonly ConcurrentDictionary<string, DateTimeOffset> _seen = new();

    public void Touch(string account) => _seen[account] = DateTimeOffset.UtcNow;
}

// Projects payments into the repository the queries read.
public sealed class PaymentsProjection(IPaymentRepository repository, IPaymentMetrics metrics, IAccountIndex index) : IEventHandler<Payment>
{
    public void OnEvent(Payment data, long sequence, bool endOfBatch)
    {
        metrics.Observe(data.Cents);
        index.Touch(data.Account);
        repository.Save(data); // expect: DSR0009
    }
}
