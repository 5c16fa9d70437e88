using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Heldout.Settlement;

// A payment instruction read from the bank's file; the worker marks it settled.
public sealed class Instruction
{
    public string Account { get; set; } = "";

    public long Cents { get; set; }

    public bool Settled { get; set; }
}

public interface ILedger
{
    void Post(string account, long cents);
}

public sealed class BankLedger : ILedger
{
    private readonly object _journal = new();
    private readonly List<string> _entries = new();

    void ILedger.Post(string account, long cents)
    {
        Monitor.Enter(_journal);
        try
        {
            _entries.Add(account + ":" + cents);
        }
        finally
        {
            Monitor.Exit(_journal);
        }
    }
}

public interface IClock
{
    DateTimeOffset Now { get; }
    Task DelayAsync(TimeSpan delay, CancellationToken cancellationToken);
}

public sealed class SystemClock : IClock
{
    public DateTimeOffset Now => DateTimeOffset.UtcNow;

    public Task DelayAsync(TimeSpan delay, CancellationToken cancellationToken) => Task.Delay(delay, cancellationToken);
}

// Settles instructions in batches; retries wait asynchronously.
public sealed class SettlementWorker : IAsyncBatchEventHandler<Instruction>
{
    private readonly ILedger _ledger;
    private readonly IClock _clock;

    public SettlementWorker(ILedger ledger, IClock clock)
    {
        _ledger = ledger;
        _clock = clock;
    }

    public async ValueTask OnBatchAsync(EventBatch<Instruction> batch, long firstSequence, CancellationToken cancellationToken)
    {
        for (var i = 0; i < batch.Length; i++)
        {
            var instruction = batch[i];
            if (instruction.Cents == 0)
            {
                await _clock.DelayAsync(TimeSpan.FromMilliseconds(1), cancellationToken);
                continue;
            }

            _ledger.Post(instruction.Account, instruction.Cents); // expect: DSR0009
            instruction.Settled = true;
        }
    }
}
