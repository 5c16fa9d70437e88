using System.Globalization;

namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>
/// DSR0008: replace a constant ring size with the next power of two. The analyzer has already folded the
/// constant (a literal, <c>48 * 64</c>, <c>rate * seconds</c> of two consts, <c>(1 &lt;&lt; 10) - 1</c>) and passes
/// the rounded value; the argument becomes that literal. When the argument was an expression, it is kept
/// beside the literal in a comment so the intent it spelled out is not lost. Named constants themselves are
/// not edited: they may size other things too.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(PowerOfTwoCodeFix)), Shared]
public sealed class PowerOfTwoCodeFix() : DocumentCodeFixProvider("DSR0008", "Round the ring size up to a power of two", RingSizeAnalyzer.RoundedKey)
{
    protected override SyntaxNode? Fix(SyntaxNode root, ImmutableArray<Diagnostic> diagnostics)
    {
        var sizes = diagnostics
            .Select(d => (Node: SizeExpression(NodeAt(root, d.Location)), Value: int.Parse(d.Properties[RingSizeAnalyzer.RoundedKey]!, CultureInfo.InvariantCulture)))
            .Where(t => t.Node is not null)
            .GroupBy(t => t.Node!)
            .ToDictionary(g => (SyntaxNode)g.Key, g => g.First().Value);
        return sizes.Count == 0 ? null : root.ReplaceNodes(sizes.Keys, (original, _) => Rounded((ExpressionSyntax)original, sizes[original]));
    }

    private static ExpressionSyntax? SizeExpression(SyntaxNode? node)
        => node is ArgumentSyntax argument ? argument.Expression : node as ExpressionSyntax;

    private static LiteralExpressionSyntax Rounded(ExpressionSyntax original, int value)
    {
        var literal = SyntaxFactory.LiteralExpression(SyntaxKind.NumericLiteralExpression, SyntaxFactory.Literal(value));
        if (original is LiteralExpressionSyntax)
        {
            return literal.WithTriviaFrom(original);
        }

        // "*/" cannot occur in an expression outside a string, and strings are never constant sizes.
        var comment = SyntaxFactory.Comment("/* " + original.WithoutTrivia().ToString() + ", rounded up to a power of two */");
        return literal.WithLeadingTrivia(original.GetLeadingTrivia())
            .WithTrailingTrivia(SyntaxFactory.TriviaList(SyntaxFactory.Space, comment).AddRange(original.GetTrailingTrivia()));
    }
}
