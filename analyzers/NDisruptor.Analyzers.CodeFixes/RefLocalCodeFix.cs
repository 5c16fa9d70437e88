namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>
/// DSR0011: var e = ring[seq];  ->  ref var e = ref ring[seq]. Not offered for a copy passed by value to a method:
/// that is not a declaration, and changing a signature is the author's call.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(RefLocalCodeFix)), Shared]
public sealed class RefLocalCodeFix() : DocumentCodeFixProvider("DSR0011", "Take a ref to the event", ValueEventCopyAnalyzer.RefLocalKey)
{
    protected override SyntaxNode? Fix(SyntaxNode root, ImmutableArray<Diagnostic> diagnostics)
    {
        var declarations = diagnostics
            .Select(d => NodeAt(root, d.Location))
            .OfType<VariableDeclaratorSyntax>()
            .Select(v => v.Parent)
            .OfType<VariableDeclarationSyntax>()
            .Where(d => d.Variables.Count == 1 && d.Variables[0].Initializer is not null && d.Type is not RefTypeSyntax
                        && d.Parent is LocalDeclarationStatementSyntax { UsingKeyword.RawKind: 0 } statement && !statement.IsConst)
            .Distinct()
            .ToList();
        return declarations.Count == 0 ? null : root.ReplaceNodes(declarations, (original, _) =>
        {
            var type = original.Type;
            var refType = SyntaxFactory.RefType(SyntaxFactory.Token(SyntaxKind.RefKeyword).WithTrailingTrivia(SyntaxFactory.Space), type.WithoutLeadingTrivia())
                .WithLeadingTrivia(type.GetLeadingTrivia());
            var variable = original.Variables[0];
            var value = variable.Initializer!.Value;
            var refValue = SyntaxFactory.RefExpression(SyntaxFactory.Token(SyntaxKind.RefKeyword).WithTrailingTrivia(SyntaxFactory.Space), value.WithoutLeadingTrivia())
                .WithLeadingTrivia(value.GetLeadingTrivia());
            return original.WithType(refType).WithVariables(SyntaxFactory.SingletonSeparatedList(variable.WithInitializer(variable.Initializer.WithValue(refValue))));
        });
    }
}
