namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>
/// DSR0012: <c>catch (...) { scope.Abort(); ... }</c>: the scope's Dispose then publishes the event as aborted, so
/// no handler sees what was half written. Offered for catches inside the scope's block (the analyzer names the
/// scope in <see cref="PublishScopeAnalyzer.ScopeKey"/>); a catch around the whole using cannot reach the scope.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(AbortInCatchCodeFix)), Shared]
public sealed class AbortInCatchCodeFix() : DocumentCodeFixProvider("DSR0012", "Abort the scope in the catch", PublishScopeAnalyzer.ScopeKey)
{
    protected override SyntaxNode? Fix(SyntaxNode root, ImmutableArray<Diagnostic> diagnostics)
    {
        var catches = diagnostics
            .Select(d => (Catch: root.FindToken(d.Location.SourceSpan.Start).Parent as CatchClauseSyntax, Scope: d.Properties[PublishScopeAnalyzer.ScopeKey]!))
            .Where(c => c.Catch is not null)
            .GroupBy(c => c.Catch!)
            .ToDictionary(g => g.Key, g => g.Select(c => c.Scope).Distinct().ToList());
        if (catches.Count == 0)
        {
            return null;
        }

        // A catch inside two scopes' blocks aborts both; nested catches are rewritten inside out.
        return root.ReplaceNodes(catches.Keys, (original, current) =>
        {
            // Each call before the first statement, on a line of its own indented like it (or on the same line
            // when the catch is written on one).
            var block = current.Block;
            var indent = block.Statements.FirstOrDefault()?.GetLeadingTrivia() ?? default;
            var newLine = block.OpenBraceToken.TrailingTrivia.LastOrDefault(t => t.IsKind(SyntaxKind.EndOfLineTrivia));
            var after = block.Statements.Count == 0 ? SyntaxFactory.ElasticLineFeed : newLine.IsKind(SyntaxKind.EndOfLineTrivia) ? newLine : SyntaxFactory.Space;
            var aborts = catches[original].Select(scope => SyntaxFactory.ParseStatement(scope + ".Abort();")
                .WithLeadingTrivia(indent).WithTrailingTrivia(after)
                .WithAdditionalAnnotations(Formatter.Annotation));
            return current.WithBlock(block.WithStatements(SyntaxFactory.List(aborts.Concat(block.Statements))));
        });
    }
}
