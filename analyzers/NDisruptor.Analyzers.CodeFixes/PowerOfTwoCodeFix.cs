using System.Collections.Immutable;
using System.Composition;
using System.Globalization;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>DSR0008: replace a literal ring size with the next power of two.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(PowerOfTwoCodeFix)), Shared]
public sealed class PowerOfTwoCodeFix : DocumentCodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create("DSR0008");

    protected override string Title => "Round the ring size up to a power of two";

    protected override bool CanFix(Diagnostic diagnostic) => diagnostic.Properties.ContainsKey(RingSizeAnalyzer.RoundedKey);

    protected override SyntaxNode? Fix(SyntaxNode root, ImmutableArray<Diagnostic> diagnostics)
    {
        var literals = diagnostics
            .Select(d => (Node: Literal(NodeAt(root, d.Location)), Value: int.Parse(d.Properties[RingSizeAnalyzer.RoundedKey]!, CultureInfo.InvariantCulture)))
            .Where(t => t.Node is not null)
            .ToDictionary(t => (SyntaxNode)t.Node!, t => t.Value);
        return literals.Count == 0 ? null : root.ReplaceNodes(literals.Keys, (original, _) =>
            SyntaxFactory.LiteralExpression(SyntaxKind.NumericLiteralExpression, SyntaxFactory.Literal(literals[original])).WithTriviaFrom(original));
    }

    // Only a literal is rewritten: a named constant may be used elsewhere, the user decides.
    private static LiteralExpressionSyntax? Literal(SyntaxNode? node)
        => (node is ArgumentSyntax argument ? argument.Expression : node) as LiteralExpressionSyntax;
}
