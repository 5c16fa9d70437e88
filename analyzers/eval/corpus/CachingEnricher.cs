using System;
using System.Collections.Concurrent;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Eval.Enrichment;

public sealed class Payment { public string Merchant = ""; public string? Category; }

public interface IMerchantDirectory { Task<string> CategoryOfAsync(string merchant, CancellationToken cancellationToken); }

// Looks up the merchant category of each payment, with a cache and a crude rate limit.
public sealed class CachingEnricher : IAsyncBatchEventHandler<Payment>
{
    private readonly ConcurrentDictionary<string, string> _cache = new();
    private readonly IMerchantDirectory _directory;
    private readonly SemaphoreSlim _lookups = new(8);
    private int _throttled;

    public CachingEnricher(IMerchantDirectory directory) => _directory = directory;

    public void OnStart() { }
    public void OnShutdown() { }
    public void OnTimeout(long sequence) { }

    public async ValueTask OnBatchAsync(EventBatch<Payment> batch, long firstSequence, CancellationToken cancellationToken)
    {
        for (var i = 0; i < batch.Length; i++)
        {
            var payment = batch[i];
            if (_cache.TryGetValue(payment.Merchant, out var category))
            {
                payment.Category = category;
                continue;
            }

            if (_throttled > 100)
            {
                Thread.Sleep(50); // expect: DSR0009
                _throttled = 0;
            }

            payment.Category = await LookupAsync(payment.Merchant, cancellationToken);
        }
    }

    private async Task<string> LookupAsync(string merchant, CancellationToken cancellationToken)
    {
        if (!_lookups.Wait(0))
        {
            _throttled++;
            await _lookups.WaitAsync(cancellationToken);
        }

        try
        {
            var category = await _directory.CategoryOfAsync(merchant, cancellationToken);
            _cache[merchant] = category;
            return category;
        }
        finally
        {
            _lookups.Release();
        }
    }
}
