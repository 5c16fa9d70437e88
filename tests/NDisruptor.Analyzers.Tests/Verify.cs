using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace NDisruptor.Analyzers.Tests;

/// <summary>
/// A small stand-in for Microsoft.CodeAnalysis.*.Testing: compiles a snippet against the runtime and the
/// NDisruptor API, runs one analyzer, and compares its diagnostics with <c>{|DSR0001:span|}</c> markup.
/// For code fixes it applies fixes one at a time until none is left, then Fix All on the original,
/// and requires both to produce the expected text (which must compile).
/// </summary>
internal static class Verify
{
    private static readonly Lazy<ImmutableArray<MetadataReference>> References = new(CreateReferences);

    private static readonly CSharpParseOptions ParseOptions = new(LanguageVersion.Latest);

    private static readonly CSharpCompilationOptions CompilationOptions = new(OutputKind.DynamicallyLinkedLibrary, nullableContextOptions: NullableContextOptions.Enable);

    /// <summary>
    /// Asserts that <typeparamref name="TAnalyzer"/> reports exactly the marked spans (of the rule <paramref name="only"/>,
    /// when the analyzer hosts several and the test is about one).
    /// </summary>
    public static async Task Analyzer<TAnalyzer>(string markup, bool referenceNDisruptor = true, string? only = null, bool executable = false)
        where TAnalyzer : DiagnosticAnalyzer, new()
    {
        var (source, expected) = Markup.Parse(markup);
        var document = CreateDocument(source, referenceNDisruptor, executable);
        var diagnostics = await AnalyzeAsync(document, new TAnalyzer());
        AssertDiagnostics(source, expected, only is null ? diagnostics : diagnostics.Where(d => d.Id == only).ToImmutableArray());
    }

    /// <summary>One rule of an analyzer that hosts several: its diagnostics only.</summary>
    public static Task Rule<TAnalyzer>(string id, string markup)
        where TAnalyzer : DiagnosticAnalyzer, new()
        => Analyzer<TAnalyzer>(markup, only: id);

    /// <summary>Asserts the diagnostics, then that single fixes and Fix All both turn the source into <paramref name="expected"/>.</summary>
    public static async Task CodeFix<TAnalyzer, TCodeFix>(string markup, string expected)
        where TAnalyzer : DiagnosticAnalyzer, new()
        where TCodeFix : CodeFixProvider, new()
    {
        var (source, spans) = Markup.Parse(markup);
        var analyzer = new TAnalyzer();
        var fix = new TCodeFix();
        var original = CreateDocument(source);
        AssertDiagnostics(source, spans, (await AnalyzeAsync(original, analyzer)).Where(d => fix.FixableDiagnosticIds.Contains(d.Id) || spans.Any(s => s.Id == d.Id)).ToImmutableArray());

        // One fix at a time, re-analyzing after each, as a user pressing Ctrl+. would.
        var document = original;
        for (var i = 0; i < 20; i++)
        {
            var diagnostic = (await AnalyzeAsync(document, analyzer)).FirstOrDefault(d => fix.FixableDiagnosticIds.Contains(d.Id));
            var action = diagnostic is null ? null : (await GetActionsAsync(document, fix, diagnostic)).FirstOrDefault();
            if (action is null)
            {
                break;
            }

            document = await ApplyAsync(document, action);
        }

        await AssertTextAsync(expected, document, "one fix at a time");

        // Fix All in document, through the provider's own FixAllProvider.
        var all = (await AnalyzeAsync(original, analyzer)).Where(d => fix.FixableDiagnosticIds.Contains(d.Id)).ToImmutableArray();
        var first = all.Select(d => GetActionsAsync(original, fix, d).Result.FirstOrDefault()).FirstOrDefault(a => a is not null);
        Assert.NotNull(first);
        var provider = fix.GetFixAllProvider();
        Assert.NotNull(provider);
        var context = new FixAllContext(original, fix, FixAllScope.Document, first!.EquivalenceKey, fix.FixableDiagnosticIds, new FixedDiagnostics(all), CancellationToken.None);
        var fixAll = await provider!.GetFixAsync(context);
        Assert.NotNull(fixAll);
        await AssertTextAsync(expected, await ApplyAsync(original, fixAll!), "Fix All");
    }

    private static async Task AssertTextAsync(string expected, Document document, string mode)
    {
        var actual = (await document.GetTextAsync()).ToString();
        Assert.True(Normalize(expected) == Normalize(actual), $"Unexpected result ({mode}):\n{actual}");
        var compilation = await document.Project.GetCompilationAsync();
        var errors = compilation!.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error).ToList();
        Assert.True(errors.Count == 0, $"Fixed code does not compile ({mode}):\n{string.Join("\n", errors)}\n{actual}");
    }

    private static string Normalize(string text) => text.Replace("\r\n", "\n", StringComparison.Ordinal).TrimEnd();

    private static Document CreateDocument(string source, bool referenceNDisruptor = true, bool executable = false)
    {
        var references = referenceNDisruptor ? References.Value : References.Value.RemoveAt(References.Value.Length - 1);
        var workspace = new AdhocWorkspace();
        var project = workspace.AddProject(ProjectInfo.Create(
            ProjectId.CreateNewId(), VersionStamp.Create(), "Test", "Test", LanguageNames.CSharp,
            compilationOptions: executable ? CompilationOptions.WithOutputKind(OutputKind.ConsoleApplication) : CompilationOptions, parseOptions: ParseOptions, metadataReferences: references));
        return workspace.AddDocument(project.Id, "Test.cs", SourceText.From(source));
    }

    private static async Task<ImmutableArray<Diagnostic>> AnalyzeAsync(Document document, DiagnosticAnalyzer analyzer)
    {
        var compilation = (await document.Project.GetCompilationAsync())!;
        var errors = compilation.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error).ToList();
        Assert.True(errors.Count == 0, "Test source does not compile:\n" + string.Join("\n", errors));
        var withAnalyzers = compilation.WithAnalyzers(ImmutableArray.Create(analyzer));
        var diagnostics = await withAnalyzers.GetAnalyzerDiagnosticsAsync();
        return diagnostics.OrderBy(d => d.Location.SourceSpan.Start).ToImmutableArray();
    }

    private static void AssertDiagnostics(string source, IReadOnlyList<(string Id, TextSpan Span)> expected, ImmutableArray<Diagnostic> actual)
    {
        string Show(string id, TextSpan span) => $"{id} '{source.Substring(span.Start, span.Length)}' at {span}";
        var want = expected.Select(e => Show(e.Id, e.Span)).OrderBy(s => s, StringComparer.Ordinal).ToList();
        var got = actual.Select(d => Show(d.Id, d.Location.SourceSpan)).OrderBy(s => s, StringComparer.Ordinal).ToList();
        Assert.True(want.SequenceEqual(got), $"Expected:\n  {string.Join("\n  ", want)}\nActual:\n  {string.Join("\n  ", got)}\nMessages:\n  {string.Join("\n  ", actual.Select(d => d.Id + ": " + d.GetMessage(System.Globalization.CultureInfo.InvariantCulture)))}");
    }

    private static async Task<List<CodeAction>> GetActionsAsync(Document document, CodeFixProvider fix, Diagnostic diagnostic)
    {
        var actions = new List<CodeAction>();
        var context = new CodeFixContext(document, diagnostic, (a, _) => actions.Add(a), CancellationToken.None);
        await fix.RegisterCodeFixesAsync(context);
        return actions;
    }

    private static async Task<Document> ApplyAsync(Document document, CodeAction action)
    {
        var operations = await action.GetOperationsAsync(CancellationToken.None);
        var solution = operations.OfType<ApplyChangesOperation>().Single().ChangedSolution;
        return solution.GetDocument(document.Id)!;
    }

    private static ImmutableArray<MetadataReference> CreateReferences()
    {
        var platform = ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!).Split(Path.PathSeparator)
            .Where(path => !Path.GetFileName(path).StartsWith("NDisruptor", StringComparison.Ordinal)) // added last, on purpose
            .Select(path => (MetadataReference)MetadataReference.CreateFromFile(path)).ToList();

        // The NDisruptor API goes in as metadata, as it does for users.
        platform.Add(MetadataReference.CreateFromFile(typeof(NDisruptor.RingBuffer<>).Assembly.Location));
        return platform.ToImmutableArray();
    }

    private sealed class FixedDiagnostics : FixAllContext.DiagnosticProvider
    {
        private readonly ImmutableArray<Diagnostic> _diagnostics;

        public FixedDiagnostics(ImmutableArray<Diagnostic> diagnostics) => _diagnostics = diagnostics;

        public override Task<IEnumerable<Diagnostic>> GetDocumentDiagnosticsAsync(Document document, CancellationToken cancellationToken)
            => Task.FromResult<IEnumerable<Diagnostic>>(_diagnostics);

        public override Task<IEnumerable<Diagnostic>> GetProjectDiagnosticsAsync(Project project, CancellationToken cancellationToken)
            => Task.FromResult<IEnumerable<Diagnostic>>(Array.Empty<Diagnostic>());

        public override Task<IEnumerable<Diagnostic>> GetAllDiagnosticsAsync(Project project, CancellationToken cancellationToken)
            => Task.FromResult<IEnumerable<Diagnostic>>(_diagnostics);
    }
}

/// <summary>Parses <c>{|ID:text|}</c> markup (nestable) into plain source plus expected (id, span) pairs.</summary>
internal static class Markup
{
    public static (string Source, List<(string Id, TextSpan Span)> Expected) Parse(string markup)
    {
        var output = new System.Text.StringBuilder();
        var open = new Stack<(string Id, int Start)>();
        var expected = new List<(string, TextSpan)>();
        for (var i = 0; i < markup.Length; i++)
        {
            if (markup[i] == '{' && i + 1 < markup.Length && markup[i + 1] == '|')
            {
                var colon = markup.IndexOf(':', i);
                open.Push((markup.Substring(i + 2, colon - i - 2), output.Length));
                i = colon;
            }
            else if (markup[i] == '|' && i + 1 < markup.Length && markup[i + 1] == '}' && open.Count > 0)
            {
                var (id, start) = open.Pop();
                expected.Add((id, TextSpan.FromBounds(start, output.Length)));
                i++;
            }
            else
            {
                output.Append(markup[i]);
            }
        }

        Assert.Empty(open);
        return (output.ToString(), expected);
    }
}
