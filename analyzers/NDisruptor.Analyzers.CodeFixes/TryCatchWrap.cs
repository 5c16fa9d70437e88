namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>
/// Shared by the fixes that abort on the exception path: a run of a block's statements moved into
/// <c>try { ... } catch { abort; throw; }</c>. The catch rethrows, so the caller sees the same exception; only
/// the slot is given up (published as aborted, which no handler sees) instead of published half written.
/// </summary>
internal static class TryCatchWrap
{
    /// <summary>The root with statements <paramref name="start"/>..<paramref name="end"/> of <paramref name="block"/> in a try whose catch runs <paramref name="abort"/> and rethrows.</summary>
    public static SyntaxNode Wrap(SyntaxNode root, BlockSyntax block, int start, int end, StatementSyntax abort)
    {
        var tryStatement = SyntaxFactory.TryStatement(
                SyntaxFactory.Block(block.Statements.Skip(start).Take(end - start + 1)),
                SyntaxFactory.SingletonList(SyntaxFactory.CatchClause().WithBlock(SyntaxFactory.Block(abort, SyntaxFactory.ThrowStatement()))),
                null)
            .WithAdditionalAnnotations(Formatter.Annotation);
        var statements = block.Statements.Take(start).Append(tryStatement).Concat(block.Statements.Skip(end + 1));
        return root.ReplaceNode(block, block.WithStatements(SyntaxFactory.List(statements)));
    }
}
