using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis.CodeActions;

namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>
/// Shared plumbing: a fix is a pure rewrite of one document's syntax root for a set of diagnostics.
/// A single fix passes one diagnostic; Fix All passes all of a document's at once, so a fix can merge
/// diagnostics that share a rewrite site (e.g. two claims of one single-producer ring).
/// </summary>
public abstract class DocumentCodeFixProvider : CodeFixProvider
{
    private readonly string? _fixKey;

    /// <summary>
    /// A fix of the rule <paramref name="diagnosticId"/>, offered as <paramref name="title"/> (also its Fix All); with
    /// <paramref name="fixKey"/>, only for diagnostics carrying that property (the analyzer's word that the fix applies).
    /// </summary>
    protected DocumentCodeFixProvider(string diagnosticId, string title, string? fixKey = null)
    {
        FixableDiagnosticIds = ImmutableArray.Create(diagnosticId);
        Title = title;
        _fixKey = fixKey;
    }

    public sealed override ImmutableArray<string> FixableDiagnosticIds { get; }

    protected string Title { get; }

    /// <summary>Whether this diagnostic can be fixed mechanically (the analyzer passes hints in properties).</summary>
    protected virtual bool CanFix(Diagnostic diagnostic) => _fixKey is null || diagnostic.Properties.ContainsKey(_fixKey);

    /// <summary>The rewritten root, or null when nothing applies.</summary>
    protected abstract SyntaxNode? Fix(SyntaxNode root, ImmutableArray<Diagnostic> diagnostics);

    public sealed override FixAllProvider GetFixAllProvider()
        => FixAllProvider.Create(async (context, document, diagnostics) => (Document?)await ApplyAsync(document, diagnostics.Where(Applies).ToImmutableArray(), context.CancellationToken).ConfigureAwait(false));

    public sealed override Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        foreach (var diagnostic in context.Diagnostics.Where(Applies))
        {
            context.RegisterCodeFix(
                CodeAction.Create(Title, ct => ApplyAsync(context.Document, ImmutableArray.Create(diagnostic), ct), equivalenceKey: GetType().Name),
                diagnostic);
        }

        return Task.CompletedTask;
    }

    // Fixes rewrite one document: a diagnostic pointing into another file (a partial type's other half holds the
    // ring's creation or a field's other accesses) is left without one rather than edited half-way.
    private bool Applies(Diagnostic diagnostic)
        => diagnostic.AdditionalLocations.All(l => l.SourceTree == diagnostic.Location.SourceTree) && CanFix(diagnostic);

    private async Task<Document> ApplyAsync(Document document, ImmutableArray<Diagnostic> diagnostics, CancellationToken cancellationToken)
    {
        if (diagnostics.IsEmpty)
        {
            return document;
        }

        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        var fixedRoot = root is null ? null : Fix(root, diagnostics);
        return fixedRoot is null ? document : document.WithSyntaxRoot(fixedRoot);
    }

    /// <summary>The node a diagnostic (or one of its additional locations) points at.</summary>
    protected static SyntaxNode? NodeAt(SyntaxNode root, Location location)
        => location.IsInSource ? root.FindNode(location.SourceSpan, getInnermostNodeForTie: false) : null;
}
