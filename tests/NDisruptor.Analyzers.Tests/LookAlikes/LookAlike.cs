namespace NDisruptor.Analyzers.Tests.LookAlikes;

/// <summary>
/// Idiomatic code that looks like a rule's target but is correct: each must stay silent. Kept as named
/// snippets so a failure names the idiom; the usings every snippet may need come first.
/// </summary>
internal static class LookAlike
{
    public const string Usings = "using System; using System.Collections.Generic; using System.Threading; using System.Threading.Tasks; using NDisruptor;\n"
        + "public sealed class E { public long V; public long Price; public string? Name; }\n"
        + "public struct Tick { public long Price; public long Volume; }\n";

    /// <summary>The groups of one file as one table: names start with their rule's id, so they never clash.</summary>
    public static Dictionary<string, string> Merge(params Dictionary<string, string>[] groups)
        => groups.SelectMany(g => g).ToDictionary(c => c.Key, c => c.Value, System.StringComparer.Ordinal);

    /// <summary>Runs the analyzer that hosts the rule the snippet's name starts with, and requires it to stay silent.</summary>
    public static Task StaysSilent(string name, string code) => name.Substring(0, 7) switch
    {
        "DSR0001" or "DSR0003" or "DSR0004" or "DSR0005" or "DSR0010" => V.Analyzer<SharedStateAnalyzer>(Usings + code),
        "DSR0002" => V.Analyzer<ParallelHandlersAnalyzer>(Usings + code),
        "DSR0006" or "DSR0007" => V.Analyzer<SequenceLifetimeAnalyzer>(Usings + code),
        "DSR0008" => V.Analyzer<RingSizeAnalyzer>(Usings + code),
        "DSR0009" => V.Analyzer<BlockingInHandlerAnalyzer>(Usings + code),
        "DSR0011" => V.Analyzer<ValueEventCopyAnalyzer>(Usings + code),
        "DSR0012" => V.Analyzer<PublishScopeAnalyzer>(Usings + code),
        "DSR0013" => V.Analyzer<EventBatchLifetimeAnalyzer>(Usings + code),
        _ => throw new System.ArgumentException("a look-alike's name starts with its rule's id, not '" + name + "'", nameof(name)),
    };

    public static TheoryData<string> Names(IReadOnlyDictionary<string, string> cases)
    {
        var data = new TheoryData<string>();
        foreach (var name in cases.Keys.OrderBy(n => n, System.StringComparer.Ordinal))
        {
            data.Add(name);
        }

        return data;
    }
}
