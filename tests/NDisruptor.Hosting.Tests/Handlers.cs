using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Threading;
using Microsoft.Extensions.Hosting;

namespace NDisruptor.Hosting.Tests;

public sealed class Order
{
    public string Source = "";
    public long Id;
    public long Journalled = -1;
    public long Replicated = -1;
}

public struct Tick
{
    public long Id;
}

/// <summary>A singleton every handler registers with, so that tests can inspect handlers the host created.</summary>
public sealed class Ledger
{
    public ConcurrentQueue<Recorder> Handlers { get; } = new();

    public ManualResetEventSlim Gate { get; } = new(true);

    public long FailAt { get; set; } = -1;

    public int SlowEvents { get; set; }
}

/// <summary>Checks every event it sees: in order, once, from one source, and (after the first stage) handled upstream.</summary>
public abstract class Recorder
{
    private readonly Ledger _ledger;
    private readonly HashSet<string> _sources = [];

    protected Recorder(Ledger ledger)
    {
        _ledger = ledger;
        ledger.Handlers.Enqueue(this);
    }

    public long Count { get; private set; }

    public string? Error { get; private set; }

    public IReadOnlyCollection<string> Sources => _sources;

    protected Ledger Ledger => _ledger;

    protected void See(long id, long sequence, string source)
    {
        if (id != Count || sequence != Count)
        {
            Error ??= $"{GetType().Name} saw id {id} at sequence {sequence} after {Count} events";
        }

        _sources.Add(source);
        Count++;
    }

    protected void Fail(string message) => Error ??= message;
}

public sealed class Journaller(Ledger ledger) : Recorder(ledger), IEventHandler<Order>
{
    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        See(data.Id, sequence, data.Source);
        data.Journalled = data.Id;
    }
}

public sealed class Replicator(Ledger ledger) : Recorder(ledger), IEventHandler<Order>
{
    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        See(data.Id, sequence, data.Source);
        data.Replicated = data.Id;
    }
}

/// <summary>The last stage: waits for the ledger's gate, is slow for the first few events, fails where told.</summary>
public sealed class Business(Ledger ledger, IHostApplicationLifetime lifetime) : Recorder(ledger), IEventHandler<Order>
{
    public IHostApplicationLifetime Lifetime { get; } = lifetime;

    public void OnEvent(Order data, long sequence, bool endOfBatch)
    {
        if (!Ledger.Gate.Wait(TimeSpan.FromSeconds(60)))
        {
            Fail("gate never opened");
        }

        if (sequence < Ledger.SlowEvents)
        {
            Thread.Sleep(2);
        }

        See(data.Id, sequence, data.Source);
        if (data.Journalled != data.Id || data.Replicated != data.Id)
        {
            Fail($"order {data.Id} reached business before both upstream handlers");
        }

        if (sequence == Ledger.FailAt)
        {
            throw new InvalidOperationException($"business rejects order {data.Id}");
        }
    }
}

public sealed class TickCounter(Ledger ledger) : Recorder(ledger), IValueEventHandler<Tick>
{
    public void OnEvent(ref Tick data, long sequence, bool endOfBatch) => See(data.Id, sequence, "ticks");
}
