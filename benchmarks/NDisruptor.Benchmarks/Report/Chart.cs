using System;
using System.Collections.Generic;
using System.Linq;
using System.Security;
using System.Text;
using NDisruptor.Benchmarks.Infrastructure;
using static NDisruptor.Benchmarks.Report.Results;

namespace NDisruptor.Benchmarks.Report;

/// <summary>
/// A horizontal bar chart, in plain SVG: per topology, each contender's median events/s relative to NDisruptor's, on a log
/// scale (1× = NDisruptor), with whiskers for the contender's min–max iteration and the absolute rate as a label.
/// </summary>
public static class Chart
{
    private const int Width = 980;
    private const int LabelWidth = 170;
    private const int PlotLeft = LabelWidth + 10;
    private const int PlotRight = 720;
    private const int BarHeight = 16;
    private const int BarGap = 5;
    private const int GroupHeader = 26;
    private const int Top = 76;

    private static readonly Dictionary<string, string> Colors = new(StringComparer.Ordinal)
    {
        [ContenderName.NDisruptor] = "#1f77b4",
        [ContenderName.NDisruptorClass] = "#6baed6",
        [ContenderName.DisruptorNet] = "#9467bd",
        [ContenderName.RawLimit] = "#7f7f7f",
        [ContenderName.ConcurrentQueue] = "#2ca02c",
        [ContenderName.Channel] = "#ff7f0e",
        [ContenderName.BlockingCollection] = "#d62728",
    };

    public static string Svg(Results results)
    {
        var groups = ReportCommand.Groups(results)
            .Select(g => (g.Group, Baseline: g.Rows.Find(r => r.Contender == ContenderName.Baseline), g.Rows))
            .ToList();

        // Log-scale domain in whole decades around every ratio and whisker end.
        var ratios = new List<double>();
        foreach (var (_, baseline, rows) in groups)
        {
            if (baseline is null)
            {
                continue;
            }

            foreach (var row in rows)
            {
                ratios.Add(baseline.MedianNs / row.MedianNs);
                ratios.Add(baseline.MedianNs / row.MaxNs);
                ratios.Add(baseline.MedianNs / row.MinNs);
            }
        }

        double lo = ratios.Count == 0 ? 0.1 : Math.Pow(10, Math.Floor(Math.Log10(ratios.Min())));
        double hi = ratios.Count == 0 ? 10 : Math.Pow(10, Math.Ceiling(Math.Log10(ratios.Max())));
        lo = Math.Min(lo, 0.1);
        hi = Math.Max(hi, 10);
        double X(double ratio) => PlotLeft + ((PlotRight - PlotLeft) * (Math.Log10(Math.Clamp(ratio, lo, hi)) - Math.Log10(lo)) / (Math.Log10(hi) - Math.Log10(lo)));

        int cores = results.Host?.LogicalCores is > 0 ? results.Host.LogicalCores : Environment.ProcessorCount;
        int height = Top + groups.Sum(g => GroupHeader + ((g.Rows.Count + (HasDisruptorNet(g.Rows) ? 0 : 1)) * (BarHeight + BarGap))) + 40;
        var svg = new StringBuilder();
        svg.AppendLine($"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{Width}\" height=\"{height}\" viewBox=\"0 0 {Width} {height}\" font-family=\"Segoe UI, Helvetica, Arial, sans-serif\" font-size=\"12\">");
        svg.AppendLine($"<rect width=\"{Width}\" height=\"{height}\" fill=\"#ffffff\"/>");
        svg.AppendLine($"<text x=\"10\" y=\"22\" font-size=\"16\" font-weight=\"bold\">Events/s relative to NDisruptor (median; log scale; whiskers: min–max iteration)</text>");
        string machine = results.Host is { } h ? $"{h.Processor}, {h.LogicalCores} logical cores, {h.Runtime}" : "";
        svg.AppendLine($"<text x=\"10\" y=\"40\" fill=\"#555\">{Esc(machine)}{(results.StartedUtc is null ? "" : " · " + Esc(results.StartedUtc[..Math.Min(16, results.StartedUtc.Length)].Replace('T', ' ') + " UTC"))}</text>");

        int plotBottom = height - 30;
        for (double d = lo; d <= hi * 1.0001; d *= 10)
        {
            double x = X(d);
            svg.AppendLine($"<line x1=\"{F(x, "0.#")}\" y1=\"{Top - 8}\" x2=\"{F(x, "0.#")}\" y2=\"{plotBottom}\" stroke=\"#ddd\"/>");
            svg.AppendLine($"<text x=\"{F(x, "0.#")}\" y=\"{Top - 12}\" text-anchor=\"middle\" fill=\"#555\">{Esc(Ratio(d))}</text>");
            svg.AppendLine($"<text x=\"{F(x, "0.#")}\" y=\"{plotBottom + 14}\" text-anchor=\"middle\" fill=\"#555\">{Esc(Ratio(d))}</text>");
        }

        double one = X(1);
        svg.AppendLine($"<line x1=\"{F(one, "0.#")}\" y1=\"{Top - 8}\" x2=\"{F(one, "0.#")}\" y2=\"{plotBottom}\" stroke=\"#1f77b4\" stroke-dasharray=\"4 3\"/>");

        int y = Top;
        foreach (var (group, baseline, rows) in groups)
        {
            string topology = rows[0].Topology;
            string waits = Infrastructure.Suite.WaitFor(topology, cores) == Infrastructure.WaitKind.BusySpin ? "busy-spin" : "yielding";
            svg.AppendLine($"<text x=\"10\" y=\"{y + 17}\" font-size=\"13\"><tspan font-weight=\"bold\">{Esc(group)}</tspan><tspan dx=\"8\" fill=\"#555\" font-size=\"11\">{Infrastructure.Suite.ActiveThreads(topology)} threads on {cores} cores, {waits}</tspan></text>");
            if (baseline is null)
            {
                svg.AppendLine($"<text x=\"{PlotLeft}\" y=\"{y + 17}\" fill=\"#a00\">no NDisruptor result: nothing to normalize to</text>");
            }

            y += GroupHeader;
            foreach (var row in rows)
            {
                string color = Colors.TryGetValue(row.Contender, out string? c) ? c : "#999";
                svg.AppendLine($"<text x=\"{LabelWidth}\" y=\"{y + BarHeight - 4}\" text-anchor=\"end\">{Esc(row.Contender)}</text>");
                string rate = EventsPerSecondColumn.FormatRate(row.EventsPerSecond) + "/s";
                if (baseline is not null)
                {
                    double ratio = baseline.MedianNs / row.MedianNs;
                    double x = X(ratio);
                    svg.AppendLine($"<rect x=\"{PlotLeft}\" y=\"{y}\" width=\"{F(Math.Max(1, x - PlotLeft), "0.#")}\" height=\"{BarHeight}\" fill=\"{color}\"><title>{Esc($"{row.Contender}: {Ratio(ratio)} of NDisruptor, {rate}")}</title></rect>");
                    double wLo = X(baseline.MedianNs / row.MaxNs), wHi = X(baseline.MedianNs / row.MinNs);
                    int mid = y + (BarHeight / 2);
                    svg.AppendLine($"<path d=\"M{F(wLo, "0.#")} {mid}H{F(wHi, "0.#")}M{F(wLo, "0.#")} {mid - 4}V{mid + 4}M{F(wHi, "0.#")} {mid - 4}V{mid + 4}\" stroke=\"#222\" stroke-width=\"1.2\" fill=\"none\"/>");
                    svg.AppendLine($"<text x=\"{F(Math.Max(x, wHi) + 6, "0.#")}\" y=\"{y + BarHeight - 4}\">{Esc($"{Ratio(ratio)} · {rate}")}</text>");
                }
                else
                {
                    svg.AppendLine($"<text x=\"{PlotLeft}\" y=\"{y + BarHeight - 4}\">{Esc(rate)}</text>");
                }

                y += BarHeight + BarGap;
            }

            if (!HasDisruptorNet(rows))
            {
                svg.AppendLine($"<text x=\"{LabelWidth}\" y=\"{y + BarHeight - 4}\" text-anchor=\"end\" fill=\"#999\">DisruptorNet</text>");
                svg.AppendLine($"<text x=\"{PlotLeft}\" y=\"{y + BarHeight - 4}\" fill=\"#999\">{Esc(ReportCommand.NotRunDisruptorNet)}</text>");
                y += BarHeight + BarGap;
            }
        }

        svg.AppendLine("</svg>");
        return svg.ToString();
    }

    private static bool HasDisruptorNet(List<BenchmarkResult> rows) => rows.Exists(r => r.Contender == ContenderName.DisruptorNet);

    private static string Ratio(double ratio) => ratio switch
    {
        >= 10 => F(ratio, "0") + "×",
        >= 0.1 => F(ratio, "0.0#") + "×",
        _ => F(ratio, "G3") + "×",
    };

    private static string Esc(string text) => SecurityElement.Escape(text) ?? "";
}
