using System;
using System.Globalization;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Eval.Ledger;

public struct Entry { public long Account; public long Cents; public long Reference; }

// Turns transfer requests into two ledger entries, claimed together.
public sealed class LedgerProducer
{
    private readonly ValueRingBuffer<Entry> _ring;

    public LedgerProducer(ValueRingBuffer<Entry> ring) => _ring = ring;

    public void Transfer(long from, long to, string amount, long reference)
    {
        using var pair = _ring.PublishEvents(2); // expect: DSR0012
        ref var debit = ref pair.Event(0);
        ref var credit = ref pair.Event(1);
        var cents = long.Parse(amount, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture);
        debit.Account = from; debit.Cents = -cents; debit.Reference = reference;
        credit.Account = to; credit.Cents = cents; credit.Reference = reference;
    }

    public bool TryTransfer(long from, long to, string amount, long reference)
    {
        using var pair = _ring.PublishEvents(2);
        try
        {
            var cents = long.Parse(amount, CultureInfo.InvariantCulture);
            pair.Event(0) = new Entry { Account = from, Cents = -cents, Reference = reference };
            pair.Event(1) = new Entry { Account = to, Cents = cents, Reference = reference };
            return true;
        }
        catch (FormatException) // expect: DSR0012
        {
            return false;
        }
    }

    public async Task<bool> TransferWithinAsync(long from, long to, long cents, TimeSpan budget, CancellationToken cancellationToken)
    {
        if (!_ring.TryNext(2, budget, out var hi))
        {
            return false;
        }

        var lo = hi - 1;
        _ring[lo] = new Entry { Account = from, Cents = -cents };
        _ring[hi] = new Entry { Account = to, Cents = cents };
        _ring.Publish(lo, hi);
        await Task.Yield();
        return true;
    }
}
