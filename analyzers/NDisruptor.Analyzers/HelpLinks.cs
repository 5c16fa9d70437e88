namespace NDisruptor.Analyzers;

/// <summary>
/// Where the rule pages (docs/rules/DSRnnnn.md) are published: the ONE place a help link is built from.
/// The project has no public home yet (no repository URL, no docs site), and a link to an address that does
/// not exist is worse than none, so <see cref="RulesBase"/> is empty and diagnostics carry no help link.
/// When the pages go online, set it to the address of the folder holding them (ending in '/').
/// </summary>
internal static class HelpLinks
{
    /// <summary>Address of the published docs/rules folder, ending in '/'; empty while there is none.</summary>
    public const string RulesBase = "";

    /// <summary>The page of one rule, or null while <see cref="RulesBase"/> is empty.</summary>
    public static string? For(string id) => RulesBase.Length == 0 ? null : RulesBase + id + ".md";
}
