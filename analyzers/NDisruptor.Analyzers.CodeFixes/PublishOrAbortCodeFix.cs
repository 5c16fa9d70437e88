using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Formatting;

namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>
/// DSR0006: wraps the statements between claim and publish in try { ... } finally { publish; }.
/// Not offered when a local declared in between is used after the publish (it would fall out of scope).
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(PublishInFinallyCodeFix)), Shared]
public sealed class PublishInFinallyCodeFix : DocumentCodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create("DSR0006");

    protected override string Title => "Publish in a finally block";

    protected override bool CanFix(Diagnostic diagnostic)
        => diagnostic.Properties.ContainsKey(SequenceLifetimeAnalyzer.FixKey) && diagnostic.AdditionalLocations.Count == 2;

    protected override SyntaxNode? Fix(SyntaxNode root, ImmutableArray<Diagnostic> diagnostics)
    {
        var ranges = diagnostics
            .Select(d => (First: NodeAt(root, d.AdditionalLocations[0]) as StatementSyntax, Publish: NodeAt(root, d.AdditionalLocations[1]) as StatementSyntax))
            .Where(r => r.First?.Parent is BlockSyntax && r.First.Parent == r.Publish?.Parent)
            .Select(r => (r.First!, r.Publish!))
            .Where(r => CanMove(r.Item1, r.Item2))
            .ToList();
        if (ranges.Count == 0)
        {
            return null;
        }

        // Ranges never overlap (each ends at its own publish); rewrite them one by one on tracked nodes.
        var current = root.TrackNodes(ranges.SelectMany(r => new[] { r.Item1, r.Item2 }));
        foreach (var (first, publish) in ranges)
        {
            var currentFirst = current.GetCurrentNode(first)!;
            var currentPublish = current.GetCurrentNode(publish)!;
            var block = (BlockSyntax)currentFirst.Parent!;
            var start = block.Statements.IndexOf(currentFirst);
            var end = block.Statements.IndexOf(currentPublish);
            var moved = block.Statements.Skip(start).Take(end - start);
            var tryStatement = SyntaxFactory.TryStatement(
                    SyntaxFactory.Block(moved),
                    default,
                    SyntaxFactory.FinallyClause(SyntaxFactory.Block(currentPublish)))
                .WithAdditionalAnnotations(Formatter.Annotation);
            var statements = block.Statements.Take(start).Append(tryStatement).Concat(block.Statements.Skip(end + 1));
            current = current.ReplaceNode(block, block.WithStatements(SyntaxFactory.List(statements)));
        }

        return current;
    }

    private static bool CanMove(StatementSyntax first, StatementSyntax publish)
    {
        var block = (BlockSyntax)first.Parent!;
        var start = block.Statements.IndexOf(first);
        var end = block.Statements.IndexOf(publish);
        if (start < 0 || end <= start)
        {
            return false;
        }

        var declared = new HashSet<string>(block.Statements.Skip(start).Take(end - start)
            .OfType<LocalDeclarationStatementSyntax>()
            .SelectMany(s => s.Declaration.Variables.Select(v => v.Identifier.ValueText)));
        var usedAfter = block.Statements.Skip(end).SelectMany(s => s.DescendantNodesAndSelf().OfType<IdentifierNameSyntax>());
        return !usedAfter.Any(i => declared.Contains(i.Identifier.ValueText));
    }
}
