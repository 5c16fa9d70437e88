using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Heldout.Caching;

public sealed class Refresh { public string Key = ""; public int Generation; }

// A hosted-service style loop plus a timer that both poke the cache counters.
public sealed class CacheRefreshService : IDisposable
{
    private readonly RingBuffer<Refresh> _ring;
    private readonly Timer _timer;
    private int _generation;
    private long _timerTicks;
    private long _lastRefresh; // expect: DSR0004

    public CacheRefreshService(RingBuffer<Refresh> ring)
    {
        _ring = ring;
        _timer = new Timer(_ => OnTick(), null, TimeSpan.FromSeconds(1), TimeSpan.FromSeconds(1));
    }

    public Task ExecuteAsync(IEnumerable<string> keys, CancellationToken stoppingToken) => Task.Run(async () =>
    {
        while (!stoppingToken.IsCancellationRequested)
        {
            foreach (var key in keys)
            {
                _generation++; // expect: DSR0003
                Interlocked.Exchange(ref _lastRefresh, DateTime.UtcNow.Ticks);
                using var scope = _ring.PublishEvent();
                scope.Event().Key = key;
                scope.Event().Generation = _generation;
            }

            await Task.Delay(500, stoppingToken);
        }
    }, stoppingToken);

    private void OnTick()
    {
        _generation++; // expect: DSR0003
        Interlocked.Increment(ref _timerTicks);
    }

    public bool IsStale(TimeSpan age) => DateTime.UtcNow.Ticks - _lastRefresh > age.Ticks; // expect: DSR0010

    public long TimerTicks => Interlocked.Read(ref _timerTicks);

    public void Dispose() => _timer.Dispose();
}
