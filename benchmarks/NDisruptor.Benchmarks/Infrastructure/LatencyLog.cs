using System;
using System.Globalization;
using System.IO;
using System.Text.Json;

namespace NDisruptor.Benchmarks.Infrastructure;

/// <summary>
/// Writes a histogram's percentiles next to BenchmarkDotNet's results. Each benchmark runs in its own process,
/// so the host tells that process the artifacts folder through <see cref="Suite.ArtifactsVariable"/>.
/// </summary>
public static class LatencyLog
{
    /// <summary>The folder, under the artifacts folder, that holds one JSON file per topology and contender.</summary>
    public const string FolderName = "latency";

    public static void Write(string topology, string contender, LatencyHistogram histogram)
    {
        string? artifacts = Environment.GetEnvironmentVariable(Suite.ArtifactsVariable);
        if (string.IsNullOrEmpty(artifacts) || histogram.Count == 0)
        {
            return;
        }

        string folder = Path.Combine(artifacts, FolderName);
        Directory.CreateDirectory(folder);
        string path = Path.Combine(folder, $"{topology}.{contender}.json");
        using var stream = File.Create(path);
        using var json = new Utf8JsonWriter(stream, new JsonWriterOptions { Indented = true });
        json.WriteStartObject();
        json.WriteString("Topology", topology);
        json.WriteString("Contender", contender);
        json.WriteString("WrittenUtc", DateTime.UtcNow.ToString("O", CultureInfo.InvariantCulture));
        json.WriteNumber("Count", histogram.Count);
        json.WriteNumber("MinNs", histogram.MinNanoseconds);
        json.WriteNumber("MeanNs", histogram.MeanNanoseconds);
        json.WriteNumber("P50Ns", histogram.PercentileNanoseconds(50));
        json.WriteNumber("P99Ns", histogram.PercentileNanoseconds(99));
        json.WriteNumber("P999Ns", histogram.PercentileNanoseconds(99.9));
        json.WriteNumber("MaxNs", histogram.MaxNanoseconds);
        json.WriteEndObject();
    }
}
