using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Simplification;

namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>DSR0010: a plain read x -> Volatile.Read(ref x); a plain write x = v -> Volatile.Write(ref x, v) (where its value is unused).</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(VolatileCodeFix)), Shared]
public sealed class VolatileCodeFix : DocumentCodeFixProvider
{
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create("DSR0010");

    protected override string Title => "Use Volatile.Read/Write";

    protected override bool CanFix(Diagnostic diagnostic)
        => diagnostic.Properties.TryGetValue(SharedStateAnalyzer.FixKey, out var fix) && fix is "Read" or "Write";

    protected override SyntaxNode? Fix(SyntaxNode root, ImmutableArray<Diagnostic> diagnostics)
    {
        // A read passed straight as an argument shares its span with the ArgumentSyntax: take the expression.
        var targets = diagnostics
            .Select(d => (Node: NodeAt(root, d.Location) is ArgumentSyntax a ? a.Expression : NodeAt(root, d.Location) as ExpressionSyntax, Kind: d.Properties[SharedStateAnalyzer.FixKey]))
            .Where(t => t.Node is not null && (t.Kind == "Read" || t.Node is AssignmentExpressionSyntax { RawKind: (int)SyntaxKind.SimpleAssignmentExpression } assignment && IsValueUnused(assignment)))
            .GroupBy(t => t.Node!)
            .ToDictionary(g => (SyntaxNode)g.Key, g => g.First().Kind);
        if (targets.Count == 0)
        {
            return null;
        }

        return root.ReplaceNodes(targets.Keys, (original, rewritten) =>
        {
            if (targets[original] == "Read")
            {
                return Call("Read", (ExpressionSyntax)rewritten).WithTriviaFrom(original);
            }

            var assignment = (AssignmentExpressionSyntax)rewritten;
            return Call("Write", assignment.Left, assignment.Right).WithTriviaFrom(original);
        });
    }

    // Volatile.Write returns nothing: only an assignment whose value nobody uses can become one. The analyzer
    // offers the fix only for those (an expression statement, or the body of a void member or lambda).
    private static bool IsValueUnused(AssignmentExpressionSyntax assignment)
        => assignment.Parent is ExpressionStatementSyntax or ArrowExpressionClauseSyntax or LambdaExpressionSyntax;

    private static InvocationExpressionSyntax Call(string method, ExpressionSyntax target, ExpressionSyntax? value = null)
    {
        var arguments = new[] { SyntaxFactory.Argument(null, SyntaxFactory.Token(SyntaxKind.RefKeyword), target.WithoutTrivia()) }.ToList();
        if (value is not null)
        {
            arguments.Add(SyntaxFactory.Argument(value.WithoutTrivia()));
        }

        var callee = SyntaxFactory.ParseExpression("global::System.Threading.Volatile." + method).WithAdditionalAnnotations(Simplifier.Annotation);
        return SyntaxFactory.InvocationExpression(callee, SyntaxFactory.ArgumentList(SyntaxFactory.SeparatedList(arguments)));
    }
}
