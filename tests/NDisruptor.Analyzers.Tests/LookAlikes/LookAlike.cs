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
