using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Channels;
using System.Threading.Tasks;
using NDisruptor;

namespace Eval.Telemetry;

public sealed class Metric { public string Name = ""; public double Value; public long Ticks; }

// Forwards metrics to an exporter channel; a slow exporter must not hold the pipeline.
public sealed class TelemetryForwarder : IAsyncBatchEventHandler<Metric>
{
    private readonly Channel<Metric> _export = Channel.CreateBounded<Metric>(1024);
    private readonly Channel<(string Name, double Value)> _summaries = Channel.CreateUnbounded<(string, double)>();
    private Metric? _slowest;

    public ChannelReader<Metric> Export => _export.Reader;

    public void OnStart() { }
    public void OnShutdown() => _export.Writer.TryComplete();
    public void OnTimeout(long sequence) { }

    public async ValueTask OnBatchAsync(EventBatch<Metric> batch, long firstSequence, CancellationToken cancellationToken)
    {
        var first = batch.GetSpans(out var second);
        double max = 0;
        foreach (var metric in first)
        {
            if (metric.Value > max)
            {
                max = metric.Value;
                _slowest = metric; // expect: DSR0013
            }
        }

        for (var i = 0; i < batch.Length; i++)
        {
            await _export.Writer.WriteAsync(batch[i], cancellationToken); // expect: DSR0013
            await _summaries.Writer.WriteAsync((batch[i].Name, batch[i].Value), cancellationToken);
        }
    }
}
