namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>
/// DSR0006: <c>try { fill; ring.Publish(seq); } catch { ring.PublishAborted(seq); throw; }</c> around the code
/// between claim and publish (<c>Publish(lo, hi)</c> becomes <c>PublishAborted(lo, hi)</c>). A finally would
/// publish a half-written event when the fill throws; an aborted publish lets consumers move past the slot
/// without any handler seeing it. The analyzer offers the fix only where the rewrite is mechanical and says
/// where the try starts (see <see cref="SequenceLifetimeAnalyzer.FixKey"/>).
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(PublishOrAbortCodeFix)), Shared]
public sealed class PublishOrAbortCodeFix() : DocumentCodeFixProvider("DSR0006", "Publish at the end of a try, PublishAborted in its catch")
{
    protected override bool CanFix(Diagnostic diagnostic)
        => diagnostic.Properties.TryGetValue(SequenceLifetimeAnalyzer.FixKey, out var fix) && fix == SequenceLifetimeAnalyzer.AbortOnThrow
           && diagnostic.AdditionalLocations.Count == 2;

    protected override SyntaxNode? Fix(SyntaxNode root, ImmutableArray<Diagnostic> diagnostics)
    {
        var ranges = diagnostics
            .Select(d => (First: NodeAt(root, d.AdditionalLocations[0]) as StatementSyntax, Publish: NodeAt(root, d.AdditionalLocations[1]) as ExpressionStatementSyntax))
            .Where(r => r.First?.Parent is BlockSyntax block && block == r.Publish?.Parent && block.Statements.IndexOf(r.First) < block.Statements.IndexOf(r.Publish!)
                        && r.Publish!.Expression is InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax })
            .Select(r => (First: r.First!, Publish: r.Publish!))
            .Distinct()
            .ToList();
        if (ranges.Count == 0)
        {
            return null;
        }

        // The analyzer offers the fix only for ranges without another claim or publish inside, so ranges never
        // overlap; several may share a block, so each is rewritten on the tree the previous ones left.
        var current = root.TrackNodes(ranges.SelectMany(r => new SyntaxNode[] { r.First, r.Publish }));
        foreach (var (first, publish) in ranges)
        {
            current = Wrap(current, current.GetCurrentNode(first)!, current.GetCurrentNode(publish)!);
        }

        return current;
    }

    private static SyntaxNode Wrap(SyntaxNode root, StatementSyntax first, ExpressionStatementSyntax publish)
    {
        var block = (BlockSyntax)first.Parent!;
        return TryCatchWrap.Wrap(root, block, block.Statements.IndexOf(first), block.Statements.IndexOf(publish), Aborted(publish));
    }

    // The same receiver and arguments, PublishAborted instead of Publish.
    private static ExpressionStatementSyntax Aborted(ExpressionStatementSyntax publish)
    {
        var call = (InvocationExpressionSyntax)publish.Expression;
        var access = (MemberAccessExpressionSyntax)call.Expression;
        var aborted = call.WithExpression(access.WithName(SyntaxFactory.IdentifierName("PublishAborted").WithTriviaFrom(access.Name)));
        return SyntaxFactory.ExpressionStatement(aborted.WithoutTrivia()).WithoutTrivia();
    }
}
