namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>DSR0005: CreateSingleProducer -> CreateMultiProducer, ProducerType.Single -> ProducerType.Multi, at the creation site.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(MultiProducerCodeFix)), Shared]
public sealed class MultiProducerCodeFix() : DocumentCodeFixProvider("DSR0005", "Create the ring multi-producer")
{
    protected override bool CanFix(Diagnostic diagnostic) => diagnostic.AdditionalLocations.Count > 0;

    protected override SyntaxNode? Fix(SyntaxNode root, ImmutableArray<Diagnostic> diagnostics)
    {
        // Several claims share one creation site: rewrite each site once.
        var names = diagnostics
            .Select(d => NodeAt(root, d.AdditionalLocations[0]))
            .Select(Name)
            .OfType<SimpleNameSyntax>()
            .Distinct()
            .ToList();
        if (names.Count == 0)
        {
            return null;
        }

        return root.ReplaceNodes(names, (original, _) =>
        {
            var text = original.Identifier.ValueText == "CreateSingleProducer" ? "CreateMultiProducer" : "Multi";
            return original.WithIdentifier(SyntaxFactory.Identifier(text).WithTriviaFrom(original.Identifier));
        });
    }

    private static SimpleNameSyntax? Name(SyntaxNode? site)
    {
        var node = site is ArgumentSyntax argument ? argument.Expression : site;
        return node switch
        {
            InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax { Name.Identifier.ValueText: "CreateSingleProducer" } access } => access.Name,
            InvocationExpressionSyntax { Expression: IdentifierNameSyntax { Identifier.ValueText: "CreateSingleProducer" } identifier } => identifier,
            MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Single" } access => access.Name,
            _ => null,
        };
    }
}
