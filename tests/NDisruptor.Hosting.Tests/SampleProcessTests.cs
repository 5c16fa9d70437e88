using System;
using System.Globalization;
using System.Linq;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using static NDisruptor.Hosting.Tests.TestHost;

namespace NDisruptor.Hosting.Tests;

/// <summary>
/// samples/Hosting as a user runs it, on this build's Generic Host: a real process, stopped by Ctrl+C or by a failing
/// handler, must end in order with the exit code and totals the sample promises.
/// </summary>
public sealed partial class SampleProcessTests
{
    // More orders than the feed can publish in the test's lifetime: only Ctrl+C ends this run.
    private const string Endless = "100000000000";

    [Fact]
    public async Task Ctrl_C_mid_stream_drains_what_was_published_and_exits_0_with_matching_totals()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() || OperatingSystem.IsMacOS(), "sends SIGINT, which Windows does not have");
        using var sample = SampleProcess.Start(Endless);
        Assert.True(sample.WaitForLine("Application started.", Bound), sample.Output);
        await Task.Delay(500); // mid-stream: the feed is publishing, the handlers are behind it

        Signals.Interrupt(sample.Process);
        Assert.True(await sample.WaitForExitAsync(Bound), sample.Output);

        Assert.True(sample.Process.ExitCode == 0, $"exit code {sample.Process.ExitCode}\n{sample.Output}");
        long published = Number(SingleMatch(sample, Published()));
        Assert.Equal(published, Number(SingleMatch(sample, Settled())));
        Assert.InRange(published, 1, 100_000_000_000 - 1);
    }

    [Fact]
    public async Task A_failing_handler_stops_the_sample_in_order_with_exit_code_2_and_no_unhandled_exception()
    {
        using var sample = SampleProcess.Start(Endless, "1000"); // order 1000 has a negative amount: RiskCheck throws

        // Nothing stops it but the fault: the default StopApplication stops the host, and the feed stops on its token
        // or on the publisher's DisruptorStoppedException, whichever comes first.
        Assert.True(await sample.WaitForExitAsync(Bound), sample.Output);

        string output = sample.Output;
        Assert.True(sample.Process.ExitCode == 2, $"exit code {sample.Process.ExitCode}\n{output}");
        Assert.Contains("Disruptor 'orders': handler RiskCheck failed at sequence 1000; the consumer stops and the application is stopping", output, StringComparison.Ordinal);
        Assert.Contains("Disruptor 'orders' stopped with a faulted consumer", output, StringComparison.Ordinal);
        Assert.Contains("hosting stopped by a handler fault after", output, StringComparison.Ordinal);
        Assert.DoesNotContain("BackgroundService failed", output, StringComparison.Ordinal);
        Assert.DoesNotContain("Unhandled exception", output, StringComparison.Ordinal);
    }

    private static Match SingleMatch(SampleProcess sample, Regex regex) => Assert.Single(sample.Lines.Select(l => regex.Match(l)), m => m.Success);

    private static long Number(Match match) => long.Parse(match.Groups[1].Value, NumberStyles.AllowThousands, CultureInfo.InvariantCulture);

    [GeneratedRegex(@"published (\d+) orders")]
    private static partial Regex Published();

    [GeneratedRegex(@"^hosting ok: ([\d,]+) orders journalled, risk-checked and settled before the host stopped")]
    private static partial Regex Settled();
}
