using System.Collections.Concurrent;
using System.Collections.Generic;
using Microsoft.Extensions.Logging;

namespace NDisruptor.Hosting;

/// <summary>
/// Which hosted disruptor each handler instance of one container runs in, to warn when one instance runs in two: a
/// handler registered as a singleton and named in two disruptors' graphs.
/// </summary>
/// <remarks>
/// Each disruptor calls its handlers from its own consumer threads, so such an instance is called from two threads at
/// once, where a handler is written for one (its fields unguarded). Only a warning: a handler made safe for concurrent
/// calls may be shared on purpose. Within one disruptor the same instance twice is refused by the graph itself.
/// </remarks>
internal sealed class HostedHandlers
{
    private readonly ConcurrentDictionary<object, string> _owners = new(ReferenceEqualityComparer.Instance);

    /// <summary>Records <paramref name="handlers"/> as disruptor <paramref name="disruptor"/>'s; warns of each another one runs.</summary>
    public void Register(IEnumerable<object> handlers, string disruptor, ILogger logger)
    {
        foreach (object handler in handlers)
        {
            string owner = _owners.GetOrAdd(handler, disruptor);
            if (owner != disruptor)
            {
                Log.SharedHandler(logger, disruptor, handler.GetType().Name, owner);
            }
        }
    }
}
