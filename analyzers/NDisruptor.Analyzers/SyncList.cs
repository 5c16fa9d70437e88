using System.Collections;
using System.Collections.Generic;
using System.Linq;

namespace NDisruptor.Analyzers;

/// <summary>
/// What operation callbacks (run concurrently) collect for a type's symbol-end action: adds take a lock,
/// reading happens once all callbacks are done. Cheaper than ConcurrentBag, which allocates a ThreadLocal
/// per instance, and these are made per analyzed type.
/// </summary>
internal sealed class SyncList<T> : IEnumerable<T>
{
    private readonly List<T> _items = new();

    public bool IsEmpty
    {
        get
        {
            lock (_items)
            {
                return _items.Count == 0;
            }
        }
    }

    public void Add(T item)
    {
        lock (_items)
        {
            _items.Add(item);
        }
    }

    /// <summary>Enumerates a snapshot (symbol end: every callback has returned).</summary>
    public IEnumerator<T> GetEnumerator()
    {
        lock (_items)
        {
            return _items.ToArray().AsEnumerable().GetEnumerator();
        }
    }

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
}
