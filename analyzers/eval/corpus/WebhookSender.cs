using System;
using System.Collections.Concurrent;
using System.Net.Http;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Eval.Webhooks;

public sealed class Notification { public string Url = ""; public string Body = ""; public int Attempts; }

// Posts notifications; failed ones are retried later by a background loop.
public sealed class WebhookSender : IAsyncBatchEventHandler<Notification>
{
    private readonly HttpClient _http;
    private readonly ConcurrentQueue<Notification> _retries = new();
    private readonly Func<Task<bool>> _circuitOpen;

    public WebhookSender(HttpClient http, Func<Task<bool>> circuitOpen) { _http = http; _circuitOpen = circuitOpen; }

    public void OnStart() { }
    public void OnShutdown() { }
    public void OnTimeout(long sequence) { }

    public async ValueTask OnBatchAsync(EventBatch<Notification> batch, long firstSequence, CancellationToken cancellationToken)
    {
        if (_circuitOpen().Result) // expect: DSR0009
        {
            return;
        }

        for (var i = 0; i < batch.Length; i++)
        {
            var n = batch[i];
            using var content = new StringContent(n.Body);
            try
            {
                using var response = await _http.PostAsync(n.Url, content, cancellationToken);
                response.EnsureSuccessStatusCode();
            }
            catch (HttpRequestException)
            {
                n.Attempts++;
                _retries.Enqueue(n); // expect: DSR0013
            }
        }
    }

    public int PendingRetries => _retries.Count;
}
