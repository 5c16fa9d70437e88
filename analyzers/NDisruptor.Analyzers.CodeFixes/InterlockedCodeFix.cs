using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Simplification;

namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>DSR0003: x++ / x-- / x += n / x -= n / x = x + n  ->  Interlocked.Increment/Decrement/Add (statements only).</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(InterlockedCodeFix)), Shared]
public sealed class InterlockedCodeFix : DocumentCodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create("DSR0003");

    protected override string Title => "Use Interlocked";

    protected override bool CanFix(Diagnostic diagnostic)
        => diagnostic.Properties.TryGetValue(SharedStateAnalyzer.FixKey, out var fix) && fix == "Interlocked";

    protected override SyntaxNode? Fix(SyntaxNode root, ImmutableArray<Diagnostic> diagnostics)
    {
        var targets = diagnostics.Select(d => NodeAt(root, d.Location)).OfType<ExpressionSyntax>()
            .Where(e => e.Parent is ExpressionStatementSyntax || e.Parent is ForStatementSyntax f && f.Incrementors.Contains(e))
            .Where(e => Rewrite(e) is not null)
            .ToList();
        return targets.Count == 0 ? null : root.ReplaceNodes(targets, (original, _) => Rewrite(original)!.WithTriviaFrom(original));
    }

    private static InvocationExpressionSyntax? Rewrite(ExpressionSyntax expression)
    {
        switch (expression)
        {
            case PostfixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.PostIncrementExpression } p:
                return Call("Increment", p.Operand);
            case PrefixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.PreIncrementExpression } p:
                return Call("Increment", p.Operand);
            case PostfixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.PostDecrementExpression } p:
                return Call("Decrement", p.Operand);
            case PrefixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.PreDecrementExpression } p:
                return Call("Decrement", p.Operand);
            case AssignmentExpressionSyntax { RawKind: (int)SyntaxKind.AddAssignmentExpression } a:
                return Call("Add", a.Left, a.Right);
            case AssignmentExpressionSyntax { RawKind: (int)SyntaxKind.SubtractAssignmentExpression } a:
                return Call("Add", a.Left, Negate(a.Right));
            case AssignmentExpressionSyntax { RawKind: (int)SyntaxKind.SimpleAssignmentExpression } a when a.Right is BinaryExpressionSyntax b:
                var same = SyntaxFactory.AreEquivalent(b.Left, a.Left);
                if (b.IsKind(SyntaxKind.AddExpression) && (same || SyntaxFactory.AreEquivalent(b.Right, a.Left)))
                {
                    return Call("Add", a.Left, same ? b.Right : b.Left);
                }

                return b.IsKind(SyntaxKind.SubtractExpression) && same ? Call("Add", a.Left, Negate(b.Right)) : null;
            default:
                return null;
        }
    }

    // -n for simple operands, -(a + b) otherwise.
    private static PrefixUnaryExpressionSyntax Negate(ExpressionSyntax value)
    {
        value = value.WithoutTrivia();
        var operand = value is LiteralExpressionSyntax or IdentifierNameSyntax or MemberAccessExpressionSyntax or InvocationExpressionSyntax
            ? value
            : SyntaxFactory.ParenthesizedExpression(value);
        return SyntaxFactory.PrefixUnaryExpression(SyntaxKind.UnaryMinusExpression, operand);
    }

    private static InvocationExpressionSyntax Call(string method, ExpressionSyntax target, ExpressionSyntax? value = null)
    {
        var arguments = SyntaxFactory.SeparatedList(new[]
        {
            SyntaxFactory.Argument(null, SyntaxFactory.Token(SyntaxKind.RefKeyword), target.WithoutTrivia()),
        }.Concat(value is null ? Enumerable.Empty<ArgumentSyntax>() : new[] { SyntaxFactory.Argument(value.WithoutTrivia()) }));
        var callee = SyntaxFactory.ParseExpression("global::System.Threading.Interlocked." + method).WithAdditionalAnnotations(Simplifier.Annotation);
        return SyntaxFactory.InvocationExpression(callee, SyntaxFactory.ArgumentList(arguments));
    }
}
