using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Eval.Reconcile;

public sealed class Fill { public string Venue = ""; public long Quantity; }

public sealed class VenueClient
{
    public Task<long> PositionAsync(string venue, CancellationToken cancellationToken) => Task.FromResult(0L);
}

// Compares our fills with each venue's reported position, one batch at a time.
public sealed class Reconciler : IAsyncBatchEventHandler<Fill>
{
    private readonly VenueClient _client;
    private readonly Dictionary<string, long> _ours = new();
    private readonly List<string> _mismatches = new();

    public Reconciler(VenueClient client) => _client = client;

    public IReadOnlyList<string> Mismatches => _mismatches;

    public void OnStart() { }
    public void OnShutdown() { }
    public void OnTimeout(long sequence) { }

    public async ValueTask OnBatchAsync(EventBatch<Fill> batch, long firstSequence, CancellationToken cancellationToken)
    {
        var venues = new HashSet<string>();
        for (var i = 0; i < batch.Length; i++)
        {
            var fill = batch[i];
            _ours[fill.Venue] = _ours.TryGetValue(fill.Venue, out var q) ? q + fill.Quantity : fill.Quantity;
            venues.Add(fill.Venue);
        }

        var checks = new List<(string Venue, Task<long> Position)>();
        foreach (var venue in venues) checks.Add((venue, _client.PositionAsync(venue, cancellationToken)));
        await Task.WhenAll(checks.ConvertAll(c => c.Position));
        foreach (var (venue, position) in checks)
        {
            if (position.Result != _ours[venue]) _mismatches.Add(venue);
        }
    }
}
