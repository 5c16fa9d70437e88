namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>
/// DSR0012 for a scope whose block throws with no catch in the method: the block's statements go into
/// <c>try { ... } catch { scope.Abort(); throw; }</c>, so the exception still leaves the method but the scope's
/// Dispose publishes the slot as aborted. For <c>using var</c> the statements after the declaration (the scope
/// lives to the end of its block); for <c>using (...) { }</c> the using's block. The analyzer names the scope in
/// <see cref="PublishScopeAnalyzer.WrapKey"/> where the rewrite keeps the code's meaning.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(AbortOnThrowCodeFix)), Shared]
public sealed class AbortOnThrowCodeFix() : DocumentCodeFixProvider("DSR0012", "Abort the scope when its block throws", PublishScopeAnalyzer.WrapKey)
{
    protected override SyntaxNode? Fix(SyntaxNode root, ImmutableArray<Diagnostic> diagnostics)
    {
        // Nested scopes are wrapped inside out: the inner one's statements sit in the outer one's range.
        var ranges = diagnostics
            .Select(d => (Range: RegionOf(NodeAt(root, d.Location)), Scope: d.Properties[PublishScopeAnalyzer.WrapKey]!))
            .Where(r => r.Range is not null)
            .Select(r => (Block: r.Range!.Value.Block, r.Range.Value.Start, r.Scope))
            .Distinct()
            .OrderByDescending(r => r.Block.SpanStart)
            .ToList();
        if (ranges.Count == 0)
        {
            return null;
        }

        var current = root.TrackNodes(ranges.Select(r => r.Block));
        foreach (var (block, start, scope) in ranges)
        {
            var now = current.GetCurrentNode(block)!;
            current = TryCatchWrap.Wrap(current, now, start, now.Statements.Count - 1, SyntaxFactory.ParseStatement(scope + ".Abort();"));
        }

        return current;
    }

    // The block and the index of the first statement the scope covers.
    private static (BlockSyntax Block, int Start)? RegionOf(SyntaxNode? declaration)
    {
        for (var node = declaration; node is not null; node = node.Parent)
        {
            switch (node)
            {
                case LocalDeclarationStatementSyntax { Parent: BlockSyntax block } local when local.UsingKeyword != default:
                    var start = block.Statements.IndexOf(local) + 1;
                    return start < block.Statements.Count ? (block, start) : null;
                case UsingStatementSyntax { Statement: BlockSyntax { Statements.Count: > 0 } body }:
                    return (body, 0);
                case StatementSyntax:
                    return null;
            }
        }

        return null;
    }
}
