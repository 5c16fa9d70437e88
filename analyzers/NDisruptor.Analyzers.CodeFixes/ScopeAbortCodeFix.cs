using System.Collections.Generic;

namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>
/// DSR0012: the scope aborted on the exception path, so its Dispose publishes the slot as aborted and no handler
/// sees what was half written. One provider for both forms of the rule (dotnet format applies one fix per rule):
/// <list type="bullet">
/// <item><c>catch (...) { scope.Abort(); ... }</c> for a catch inside the scope's block (the analyzer names the
/// scope in <see cref="PublishScopeAnalyzer.ScopeKey"/>); a catch around the whole using cannot reach the scope;</item>
/// <item><c>try { ... } catch { scope.Abort(); throw; }</c> around the block's statements when the block throws with
/// no catch in the method (<see cref="PublishScopeAnalyzer.WrapKey"/>): for <c>using var</c> the statements after
/// the declaration (the scope lives to the end of its block), for <c>using (...) { }</c> the using's block.</item>
/// </list>
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(ScopeAbortCodeFix)), Shared]
public sealed class ScopeAbortCodeFix() : DocumentCodeFixProvider("DSR0012", "Abort the scope on the exception path")
{
    protected override bool CanFix(Diagnostic diagnostic)
        => diagnostic.Properties.ContainsKey(PublishScopeAnalyzer.ScopeKey) || diagnostic.Properties.ContainsKey(PublishScopeAnalyzer.WrapKey);

    protected override SyntaxNode? Fix(SyntaxNode root, ImmutableArray<Diagnostic> diagnostics)
    {
        var catches = diagnostics
            .Where(d => d.Properties.ContainsKey(PublishScopeAnalyzer.ScopeKey))
            .Select(d => (Catch: root.FindToken(d.Location.SourceSpan.Start).Parent as CatchClauseSyntax, Scope: d.Properties[PublishScopeAnalyzer.ScopeKey]!))
            .Where(c => c.Catch is not null)
            .GroupBy(c => c.Catch!)
            .ToDictionary(g => g.Key, g => g.Select(c => c.Scope).Distinct().ToList());
        var wraps = diagnostics
            .Where(d => d.Properties.ContainsKey(PublishScopeAnalyzer.WrapKey))
            .Select(d => (Declaration: NodeAt(root, d.Location), Scope: d.Properties[PublishScopeAnalyzer.WrapKey]!))
            .Where(w => w.Declaration is not null && RegionOf(w.Declaration) is not null)
            .Select(w => (Declaration: w.Declaration!, w.Scope))
            .ToList();
        if (catches.Count == 0 && wraps.Count == 0)
        {
            return null;
        }

        // Both kinds may share a document: each edit finds its node again in the tree the others left.
        var current = root.TrackNodes(catches.Keys.Concat(wraps.Select(w => w.Declaration)));
        var scopesOf = catches.ToDictionary(c => (SyntaxNode)current.GetCurrentNode(c.Key)!, c => c.Value);
        current = current.ReplaceNodes(scopesOf.Keys, (original, rewritten) => AbortFirst((CatchClauseSyntax)rewritten, scopesOf[original]));
        foreach (var (declaration, scope) in wraps)
        {
            if (current.GetCurrentNode(declaration) is { } now && RegionOf(now) is var (block, start))
            {
                current = TryCatchWrap.Wrap(current, block, start, block.Statements.Count - 1, SyntaxFactory.ParseStatement(scope + ".Abort();"));
            }
        }

        return current;
    }

    // A catch inside two scopes' blocks aborts both; each call before the first statement, on a line of its own
    // indented like it (or on the same line when the catch is written on one).
    private static CatchClauseSyntax AbortFirst(CatchClauseSyntax @catch, IEnumerable<string> scopes)
    {
        var block = @catch.Block;
        var indent = block.Statements.FirstOrDefault()?.GetLeadingTrivia() ?? default;
        var newLine = block.OpenBraceToken.TrailingTrivia.LastOrDefault(t => t.IsKind(SyntaxKind.EndOfLineTrivia));
        var after = block.Statements.Count == 0 ? SyntaxFactory.ElasticLineFeed : newLine.IsKind(SyntaxKind.EndOfLineTrivia) ? newLine : SyntaxFactory.Space;
        var aborts = scopes.Select(scope => SyntaxFactory.ParseStatement(scope + ".Abort();")
            .WithLeadingTrivia(indent).WithTrailingTrivia(after)
            .WithAdditionalAnnotations(Formatter.Annotation));
        return @catch.WithBlock(block.WithStatements(SyntaxFactory.List(aborts.Concat(block.Statements))));
    }

    // The block and the index of the first statement the scope covers.
    private static (BlockSyntax Block, int Start)? RegionOf(SyntaxNode declaration)
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
