using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Heldout.Telemetry;

[Flags]
public enum SampleFlags
{
    None = 0,
    Outlier = 1,
    Alerted = 2,
    Forwarded = 4,
}

public enum ClockSource { HostClock, Ntp }

// One metric sample as the agents report it (key, host, time, value) plus what the stages derive from it.
public struct MetricSample
{
    public long MetricKey;
    public int HostId;
    public long TimestampTicks;
    public double Value;

    public int SeriesId;
    public long BucketStart;
    public double Normalized;
    public double Rate;
    public SampleFlags Flags;
    public bool Dropped;
}

public readonly record struct RemotePoint(int SeriesId, long TimestampTicks, double Value, SampleFlags Flags);

public interface ISkewTable
{
    long SkewTicks(int hostId);
}

public interface INtpClock
{
    long OffsetTicks { get; }
}

public interface IUnitTable
{
    double ScaleFor(long metricKey);
}

public interface ISeriesIndex
{
    int Resolve(long metricKey, int hostId);
}

public interface IAlertRules
{
    bool IsBreached(int seriesId, double value, double rate);
    void Raise(int seriesId, double value);
}

public interface IRemoteWriteClient
{
    ValueTask WriteAsync(ReadOnlyMemory<RemotePoint> points, CancellationToken cancellationToken);
}

public interface IHistogramSink
{
    void Record(int seriesId, long bucketStart, double value);
}

public interface ISnapshotStore
{
    ValueTask SaveAsync(long firstSequence, MetricSample[] samples, CancellationToken cancellationToken);
}

public sealed record TelemetryDependencies(
    ISkewTable Skew,
    INtpClock Ntp,
    IUnitTable Units,
    ISeriesIndex Series,
    IAlertRules Alerts,
    IRemoteWriteClient RemoteWrite,
    IHistogramSink Histograms,
    ISnapshotStore Snapshots);

public sealed class TelemetryOptions
{
    public int RingSize { get; init; } = 16384;
    public ClockSource Clock { get; init; } = ClockSource.HostClock;
    public TimeSpan BucketWidth { get; init; } = TimeSpan.FromSeconds(10);
    public double OutlierSigma { get; init; } = 4;
    public int DownsampleEvery { get; init; } = 1;
    public int RemoteWriteBatch { get; init; } = 512;
    public bool ReplayEnabled { get; init; }
    public int ReplayRingSize { get; init; } = 1024;
}

public sealed class ClockSkewCorrector(ISkewTable skew) : IValueEventHandler<MetricSample>
{
    public void OnEvent(ref MetricSample data, long sequence, bool endOfBatch)
        => data.TimestampTicks -= skew.SkewTicks(data.HostId);
}

public sealed class NtpTimestampAligner(INtpClock ntp) : IValueEventHandler<MetricSample>
{
    public void OnEvent(ref MetricSample data, long sequence, bool endOfBatch)
        => data.TimestampTicks += ntp.OffsetTicks;
}

public sealed class BucketAssigner(long widthTicks) : IValueEventHandler<MetricSample>
{
    public void OnEvent(ref MetricSample data, long sequence, bool endOfBatch)
        => data.BucketStart = data.TimestampTicks - data.TimestampTicks % widthTicks;
}

public sealed class UnitNormalizer(IUnitTable units) : IValueEventHandler<MetricSample>
{
    public void OnEvent(ref MetricSample data, long sequence, bool endOfBatch)
        => data.Normalized = data.Value * units.ScaleFor(data.MetricKey);
}

public sealed class SeriesResolver(ISeriesIndex index) : IValueEventHandler<MetricSample>
{
    public void OnEvent(ref MetricSample data, long sequence, bool endOfBatch)
        => data.SeriesId = index.Resolve(data.MetricKey, data.HostId);
}

public sealed class RateCalculator : IValueEventHandler<MetricSample>
{
    private readonly Dictionary<int, (long Ticks, double Value)> _last = new();

    public void OnEvent(ref MetricSample data, long sequence, bool endOfBatch)
    {
        if (_last.TryGetValue(data.SeriesId, out var previous) && data.TimestampTicks > previous.Ticks)
        {
            data.Rate = (data.Normalized - previous.Value) / TimeSpan.FromTicks(data.TimestampTicks - previous.Ticks).TotalSeconds;
        }
        else
        {
            data.Rate = 0;
        }

        _last[data.SeriesId] = (data.TimestampTicks, data.Normalized);
    }
}

// Flags samples further than sigma deviations from the series' moving average, and drops them.
public sealed class OutlierFilter(double sigma) : IValueEventHandler<MetricSample>
{
    private const double Alpha = 0.05;
    private readonly Dictionary<int, (double Mean, double Variance)> _stats = new();

    public void OnEvent(ref MetricSample data, long sequence, bool endOfBatch)
    {
        var (mean, variance) = _stats.TryGetValue(data.SeriesId, out var s) ? s : (data.Normalized, 0d);
        var deviation = data.Normalized - mean;
        if (variance > 0 && Math.Abs(deviation) > sigma * Math.Sqrt(variance))
        {
            data.Flags |= SampleFlags.Outlier;
            data.Dropped = true;
        }

        mean += Alpha * deviation;
        variance = (1 - Alpha) * (variance + Alpha * deviation * deviation);
        _stats[data.SeriesId] = (mean, variance);
    }
}

// Keeps one sample in keepEvery per metric key.
public sealed class DownsampleMarker(int keepEvery) : IValueEventHandler<MetricSample>
{
    private readonly Dictionary<long, int> _seen = new();

    public void OnEvent(ref MetricSample data, long sequence, bool endOfBatch)
    {
        _seen.TryGetValue(data.MetricKey, out var n);
        _seen[data.MetricKey] = n + 1;
        data.Dropped = n % keepEvery != 0;
    }
}

public sealed class AlertEvaluator(IAlertRules rules) : IValueEventHandler<MetricSample>
{
    public void OnEvent(ref MetricSample data, long sequence, bool endOfBatch)
    {
        if (data.Dropped || !rules.IsBreached(data.SeriesId, data.Normalized, data.Rate))
        {
            return;
        }

        data.Flags |= SampleFlags.Alerted;
        rules.Raise(data.SeriesId, data.Normalized);
    }
}

// Ships the kept samples to the remote-write endpoint, one request per batch.
public sealed class RemoteWriteForwarder(IRemoteWriteClient client, int capacity) : IAsyncBatchEventHandler<MetricSample>
{
    private readonly RemotePoint[] _buffer = new RemotePoint[capacity];

    public int MaxBatchSize => _buffer.Length;

    public ValueTask OnBatchAsync(EventBatch<MetricSample> batch, long firstSequence, CancellationToken cancellationToken)
    {
        var first = batch.GetSpans(out var second);
        var count = 0;
        foreach (ref var sample in first)
        {
            if (sample.Dropped)
            {
                continue;
            }

            _buffer[count++] = new RemotePoint(sample.SeriesId, sample.TimestampTicks, sample.Normalized, sample.Flags);
            sample.Flags |= SampleFlags.Forwarded;
        }

        foreach (ref var sample in second)
        {
            if (sample.Dropped)
            {
                continue;
            }

            _buffer[count++] = new RemotePoint(sample.SeriesId, sample.TimestampTicks, sample.Normalized, sample.Flags);
            sample.Flags |= SampleFlags.Forwarded;
        }

        return count == 0 ? ValueTask.CompletedTask : client.WriteAsync(_buffer.AsMemory(0, count), cancellationToken);
    }
}

public sealed class HistogramWriter(IHistogramSink sink) : IBatchEventHandler<MetricSample>
{
    public void OnBatch(ReadOnlySpan<MetricSample> batch, long firstSequence)
    {
        foreach (ref readonly var sample in batch)
        {
            if (!sample.Dropped)
            {
                sink.Record(sample.SeriesId, sample.BucketStart, sample.Normalized);
            }
        }
    }
}

// Persists the samples as received, without the pipeline's own flags, for replay.
public sealed class SnapshotRecorder(ISnapshotStore store) : IAsyncBatchEventHandler<MetricSample>
{
    public async ValueTask OnBatchAsync(EventBatch<MetricSample> batch, long firstSequence, CancellationToken cancellationToken)
    {
        var snapshots = new MetricSample[batch.Length];
        for (int i = 0; i < batch.Length; i++)
        {
            var snapshot = batch[i];
            snapshot.Flags = SampleFlags.None;
            snapshots[i] = snapshot;
        }

        await store.SaveAsync(firstSequence, snapshots, cancellationToken).ConfigureAwait(false);
    }
}

public sealed class TelemetryFanout(TelemetryDependencies deps, TelemetryOptions options) : IDisposable
{
    private ValueDisruptor<MetricSample>? _live;
    private ValueDisruptor<MetricSample>? _replay;

    public ValueRingBuffer<MetricSample>? ReplayRing { get; private set; }

    public ValueRingBuffer<MetricSample> Start()
    {
        var live = new ValueDisruptor<MetricSample>(options.RingSize, ProducerType.Multi);
        live.Name = "telemetry";

        var aligned = options.Clock == ClockSource.Ntp
            ? live.HandleEventsWith(new NtpTimestampAligner(deps.Ntp))
            : live.HandleEventsWith(new ClockSkewCorrector(deps.Skew));
        var bucketed = aligned.Then(new BucketAssigner(options.BucketWidth.Ticks));

        var normalized = live.HandleEventsWith(new UnitNormalizer(deps.Units));
        var resolved = live.HandleEventsWithWorkerPool(new SeriesResolver(deps.Series), new SeriesResolver(deps.Series));

        var derived = resolved.And(normalized).And(bucketed)
            .Then(new RateCalculator(), new OutlierFilter(options.OutlierSigma));

        if (options.DownsampleEvery > 1)
        {
            // Downsampling only needs the raw key, so it starts straight off the ring.
            live.HandleEventsWith(new DownsampleMarker(options.DownsampleEvery)); // expect: DSR0002
        }

        derived.Then(new RemoteWriteForwarder(deps.RemoteWrite, options.RemoteWriteBatch));
        derived.Then(new AlertEvaluator(deps.Alerts)); // expect: DSR0002
        derived.Then(new HistogramWriter(deps.Histograms));
        derived.Then(new SnapshotRecorder(deps.Snapshots));

        if (options.ReplayEnabled)
        {
            // Replayed snapshots are re-evaluated against the current alert rules only.
            var replay = new ValueDisruptor<MetricSample>(options.ReplayRingSize, ProducerType.Single);
            replay.Name = "telemetry-replay";
            replay.HandleEventsWith(new UnitNormalizer(deps.Units))
                .Then(new AlertEvaluator(deps.Alerts));
            ReplayRing = replay.Start();
            _replay = replay;
        }

        _live = live;
        return live.Start();
    }

    public async Task StopAsync(TimeSpan timeout)
    {
        if (_live is { } live)
        {
            await live.ShutdownAsync(timeout).ConfigureAwait(false);
        }

        if (_replay is { } replay)
        {
            await replay.ShutdownAsync(timeout).ConfigureAwait(false);
        }
    }

    public void Dispose()
    {
        _live?.Dispose();
        _replay?.Dispose();
    }
}
