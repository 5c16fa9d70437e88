namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>DSR0010: a plain read x -> Volatile.Read(ref x); a plain write x = v -> Volatile.Write(ref x, v) (where its value is unused).</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(VolatileCodeFix)), Shared]
public sealed class VolatileCodeFix() : DocumentCodeFixProvider("DSR0010", "Use Volatile.Read/Write")
{
    protected override bool CanFix(Diagnostic diagnostic)
        => diagnostic.Properties.TryGetValue(SharedStateAnalyzer.FixKey, out var fix) && fix is "Read" or "Write";

    protected override SyntaxNode? Fix(SyntaxNode root, ImmutableArray<Diagnostic> diagnostics)
    {
        var targets = diagnostics
            .Select(d => (Node: d.Properties[SharedStateAnalyzer.FixKey] == "Read" ? VolatileAccess.ReadAt(root, d.Location) : VolatileAccess.WriteAt(root, d.Location), Kind: d.Properties[SharedStateAnalyzer.FixKey]))
            .Where(t => t.Node is not null)
            .GroupBy(t => t.Node!)
            .ToDictionary(g => (SyntaxNode)g.Key, g => g.First().Kind);
        if (targets.Count == 0)
        {
            return null;
        }

        // A write whose value is itself a reported read: the rewritten node already holds Volatile.Read.
        return root.ReplaceNodes(targets.Keys, (original, rewritten) => targets[original] == "Read"
            ? VolatileAccess.Read((ExpressionSyntax)rewritten)
            : VolatileAccess.Write((AssignmentExpressionSyntax)rewritten));
    }
}
