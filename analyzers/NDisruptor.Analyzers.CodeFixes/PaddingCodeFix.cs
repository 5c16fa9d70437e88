using System.Globalization;
using Microsoft.CodeAnalysis.Text;

namespace NDisruptor.Analyzers.CodeFixes;

/// <summary>
/// DSR0004 (where mechanical): inserts enough <c>long</c> padding fields before the reported field to put it
/// 128 bytes after its neighbour. The padding is never read, so CS0169/IDE0051 are disabled around it.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(PaddingCodeFix)), Shared]
public sealed class PaddingCodeFix() : DocumentCodeFixProvider("DSR0004", "Pad the field onto its own cache lines", SharedStateAnalyzer.PadKey)
{
    protected override SyntaxNode? Fix(SyntaxNode root, ImmutableArray<Diagnostic> diagnostics)
    {
        var text = root.SyntaxTree.GetText();
        var changes = diagnostics
            .Select(d => (Field: NodeAt(root, d.Location)?.FirstAncestorOrSelf<FieldDeclarationSyntax>(), Diagnostic: d))
            .Where(t => t.Field is not null)
            .GroupBy(t => t.Field!)
            .Select(g => Insertion(text, g.Key, g.First().Diagnostic))
            .ToList();
        return changes.Count == 0 ? null : root.SyntaxTree.WithChangedText(text.WithChanges(changes)).GetRoot();
    }

    // Text, not nodes: #pragma lines are trivia and read far more clearly written out.
    private static TextChange Insertion(SourceText text, FieldDeclarationSyntax field, Diagnostic diagnostic)
    {
        var count = int.Parse(diagnostic.Properties[SharedStateAnalyzer.PadKey]!, CultureInfo.InvariantCulture);
        var name = field.Declaration.Variables.First().Identifier.ValueText.TrimStart('_');
        var line = text.Lines.GetLineFromPosition(field.SpanStart);
        var indent = text.ToString(TextSpan.FromBounds(line.Start, field.SpanStart));
        var names = string.Join(", ", Enumerable.Range(1, count).Select(i => $"_padBefore{char.ToUpperInvariant(name[0])}{name.Substring(1)}{i}"));
        var newLine = text.Lines.Count > 1 ? text.ToString(TextSpan.FromBounds(text.Lines[0].End, text.Lines[0].EndIncludingLineBreak)) : "\n";
        var padding = $"#pragma warning disable CS0169, IDE0051 // padding against false sharing (DSR0004){newLine}"
                      + $"{indent}private long {names};{newLine}"
                      + $"#pragma warning restore CS0169, IDE0051{newLine}";
        return new TextChange(new TextSpan(line.Start, 0), padding);
    }
}
