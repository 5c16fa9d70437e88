using Microsoft.CodeAnalysis.Simplification;

namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>Plain reads and writes rewritten as Volatile.Read/Write: the DSR0010 fix, and the DSR0003 fix's follow-ups.</summary>
internal static class VolatileAccess
{
    /// <summary>The read at a location; a read passed straight as an argument shares its span with the ArgumentSyntax.</summary>
    public static ExpressionSyntax? ReadAt(SyntaxNode root, Location location)
        => location.IsInSource && root.FindNode(location.SourceSpan, getInnermostNodeForTie: false) is { } node
            ? node is ArgumentSyntax argument ? argument.Expression : node as ExpressionSyntax
            : null;

    /// <summary>The assignment at a location, when its value is unused (Volatile.Write returns nothing).</summary>
    public static AssignmentExpressionSyntax? WriteAt(SyntaxNode root, Location location)
        => ReadAt(root, location) is AssignmentExpressionSyntax { RawKind: (int)SyntaxKind.SimpleAssignmentExpression } assignment && IsValueUnused(assignment)
            ? assignment
            : null;

    /// <summary><paramref name="read"/> (its rewritten form) as Volatile.Read(ref read).</summary>
    public static ExpressionSyntax Read(ExpressionSyntax read) => Call("Read", read).WithTriviaFrom(read);

    /// <summary><paramref name="assignment"/> (its rewritten form) as Volatile.Write(ref target, value).</summary>
    public static ExpressionSyntax Write(AssignmentExpressionSyntax assignment) => Call("Write", assignment.Left, assignment.Right).WithTriviaFrom(assignment);

    // An expression statement, or the body of a void member or lambda: the analyzer offers Write only for those.
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
