using System;
using System.Collections.Generic;
using Microsoft.CodeAnalysis.Simplification;

namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>
/// DSR0003: x++ / x-- / x += n / x -= n / x = x + n  ->  Interlocked.Increment/Decrement/Add, where the value is
/// unused (a statement, a for incrementor, the body of a void member or lambda). The field's plain accesses from
/// other threads that the Interlocked update would make mixed (DSR0010) become Volatile.Read/Write in the same
/// edit: the analyzer lists them (<see cref="SharedStateAnalyzer.ThenVolatileKey"/>).
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(InterlockedCodeFix)), Shared]
public sealed class InterlockedCodeFix() : DocumentCodeFixProvider("DSR0003", "Use Interlocked")
{
    protected override bool CanFix(Diagnostic diagnostic)
        => diagnostic.Properties.TryGetValue(SharedStateAnalyzer.FixKey, out var fix) && fix == "Interlocked";

    protected override SyntaxNode? Fix(SyntaxNode root, ImmutableArray<Diagnostic> diagnostics)
    {
        // One pass over the document: several diagnostics may name the same follow-up, and an update's operand
        // may itself be a follow-up read (x = x + y), so rewrites apply to the already rewritten children.
        var edits = new Dictionary<SyntaxNode, Func<SyntaxNode, SyntaxNode>>();
        foreach (var diagnostic in diagnostics)
        {
            if (NodeAt(root, diagnostic.Location) is ExpressionSyntax update && IsValueUnused(update) && Rewrite(update) is not null)
            {
                edits[update] = rewritten => Rewrite((ExpressionSyntax)rewritten)!.WithTriviaFrom(rewritten);
            }

            AddFollowUps(root, diagnostic, edits);
        }

        return edits.Count == 0 ? null : root.ReplaceNodes(edits.Keys, (original, rewritten) => edits[original](rewritten));
    }

    private static void AddFollowUps(SyntaxNode root, Diagnostic diagnostic, Dictionary<SyntaxNode, Func<SyntaxNode, SyntaxNode>> edits)
    {
        if (!diagnostic.Properties.TryGetValue(SharedStateAnalyzer.ThenVolatileKey, out var kinds) || kinds is null || kinds.Length != diagnostic.AdditionalLocations.Count)
        {
            return;
        }

        for (var i = 0; i < kinds.Length; i++)
        {
            var location = diagnostic.AdditionalLocations[i];
            if (kinds[i] == 'R' && VolatileAccess.ReadAt(root, location) is { } read)
            {
                edits[read] = rewritten => VolatileAccess.Read((ExpressionSyntax)rewritten);
            }
            else if (kinds[i] == 'W' && VolatileAccess.WriteAt(root, location) is { } write)
            {
                edits[write] = rewritten => VolatileAccess.Write((AssignmentExpressionSyntax)rewritten);
            }
        }
    }

    // An Interlocked call's value is the new value, not x++'s old one: only where nobody reads it. The analyzer
    // offers the fix only there, whether the statement is written out or implied by an expression body.
    private static bool IsValueUnused(ExpressionSyntax update)
        => update.Parent is ExpressionStatementSyntax or ArrowExpressionClauseSyntax or LambdaExpressionSyntax
           || update.Parent is ForStatementSyntax loop && loop.Incrementors.Contains(update);

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
