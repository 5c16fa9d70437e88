using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Heldout.Repositories;

public sealed class CustomerChanged { public Guid Customer; public string Email = ""; public int Version; }

public interface IRepository<T>
{
    void Upsert(Guid id, T value);
    bool TryGet(Guid id, out T? value);
}

public interface IAuditLog
{
    void Append(string line);
}

// The relational store: a single connection, so callers take turns.
public sealed class SqlRepository<T> : IRepository<T>
{
    private readonly SemaphoreSlim _connection = new(1, 1);
    private readonly Dictionary<Guid, T> _rows = new();

    public void Upsert(Guid id, T value)
    {
        _connection.Wait();
        try
        {
            _rows[id] = value;
        }
        finally
        {
            _connection.Release();
        }
    }

    public bool TryGet(Guid id, out T? value)
    {
        _connection.Wait();
        try
        {
            return _rows.TryGetValue(id, out value);
        }
        finally
        {
            _connection.Release();
        }
    }
}

// Appends to an in-memory queue a background task drains.
public sealed class QueuedAuditLog : IAuditLog, IDisposable
{
    private readonly ConcurrentQueue<string> _lines = new();
    private readonly ManualResetEventSlim _stopped = new();

    public void Append(string line) => _lines.Enqueue(line);

    public void Dispose()
    {
        _stopped.Wait(TimeSpan.FromSeconds(5));
        _stopped.Dispose();
    }
}

public sealed class CustomerProjection : IEventHandler<CustomerChanged>
{
    private readonly IRepository<string> _emails;
    private readonly IAuditLog _audit;

    public CustomerProjection(IRepository<string> emails, IAuditLog audit)
    {
        _emails = emails;
        _audit = audit;
    }

    public void OnEvent(CustomerChanged data, long sequence, bool endOfBatch)
    {
        _audit.Append(data.Customer + " v" + data.Version);
        _emails.Upsert(data.Customer, data.Email); // expect: DSR0009
    }
}

// A cache in front of the repository, read on the handler thread only.
public sealed class CustomerCacheWarmer : IEventHandler<CustomerChanged>
{
    private readonly Dictionary<Guid, string> _cache = new();
    private readonly IAuditLog _audit;

    public CustomerCacheWarmer(IAuditLog audit) => _audit = audit;

    public void OnEvent(CustomerChanged data, long sequence, bool endOfBatch)
    {
        _cache[data.Customer] = data.Email;
        if (endOfBatch)
        {
            _audit.Append("cache size " + _cache.Count);
        }
    }
}
