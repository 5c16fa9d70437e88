using System;
using System.Collections.Immutable;
using System.IO;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;

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

    /// <summary>
    /// Runs <typeparamref name="TAnalyzer"/> on <paramref name="source"/>, which does not compile (code as it is being typed), and
    /// asserts that it failed nowhere: an analyzer's exception surfaces as AD0001, which fails builds that treat warnings as errors.
    /// </summary>
    public static async Task AnalyzerSurvives<TAnalyzer>(string source)
        where TAnalyzer : DiagnosticAnalyzer, new()
    {
        var compilation = (await CreateDocument(source, referenceNDisruptor: true, executable: false).Project.GetCompilationAsync())!;
        Assert.Contains(compilation.GetDiagnostics(), d => d.Severity == DiagnosticSeverity.Error);
        var diagnostics = await compilation.WithAnalyzers(ImmutableArray.Create<DiagnosticAnalyzer>(new TAnalyzer())).GetAnalyzerDiagnosticsAsync();
        Assert.DoesNotContain(diagnostics, d => d.Id == "AD0001");
    }

    /// <summary>
    /// Asserts that <typeparamref name="TAnalyzer"/> reports exactly the marked spans of a project that references another
    /// project of the same solution, <paramref name="library"/>, as an IDE does: a compilation reference, whose symbols keep
    /// their source, in syntax trees that are not the analyzed compilation's (the command line references its output instead).
    /// </summary>
    public static async Task AnalyzerWithProjectReference<TAnalyzer>(string library, string markup)
        where TAnalyzer : DiagnosticAnalyzer, new()
    {
        var (source, expected) = Markup.Parse(markup);
        var workspace = new AdhocWorkspace();
        var libraryProject = workspace.AddProject(ProjectInfo.Create(
            ProjectId.CreateNewId(), VersionStamp.Create(), "Library", "Library", LanguageNames.CSharp,
            compilationOptions: CompilationOptions, parseOptions: ParseOptions, metadataReferences: References.Value));
        workspace.AddDocument(libraryProject.Id, "Library.cs", SourceText.From(library));
        var app = workspace.AddProject(ProjectInfo.Create(
            ProjectId.CreateNewId(), VersionStamp.Create(), "App", "App", LanguageNames.CSharp,
            compilationOptions: CompilationOptions, parseOptions: ParseOptions, metadataReferences: References.Value,
            projectReferences: [new ProjectReference(libraryProject.Id)]));
        var document = workspace.AddDocument(app.Id, "Test.cs", SourceText.From(source));
        var compilation = (await document.Project.GetCompilationAsync())!;
        Assert.Contains(compilation.References, r => r is CompilationReference);
        var diagnostics = await AnalyzeAsync(document, new TAnalyzer());
        AssertDiagnostics(source, expected, diagnostics);
    }

    /// <summary>Asserts that <typeparamref name="TAnalyzer"/> reports exactly the marked spans of each file of a project of several.</summary>
    public static async Task AnalyzerOnFiles<TAnalyzer>(params string[] markups)
        where TAnalyzer : DiagnosticAnalyzer, new()
    {
        var parsed = markups.Select(Markup.Parse).ToList();
        var project = CreateProject(parsed.Select(p => p.Source).ToList());
        var diagnostics = await AnalyzeProjectAsync(project, ImmutableArray.Create<DiagnosticAnalyzer>(new TAnalyzer()));
        foreach (var (document, (source, spans)) in project.Documents.OrderBy(d => d.Name, StringComparer.Ordinal).Zip(parsed))
        {
            var tree = await document.GetSyntaxTreeAsync();
            AssertDiagnostics(source, spans, diagnostics.Where(d => d.Location.SourceTree == tree).ToImmutableArray());
        }
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

        // One fix at a time, re-analyzing after each, as a user pressing Ctrl+. would (on any diagnostic that
        // offers one: those that do not are skipped, as the user would skip them).
        var document = original;
        for (var i = 0; i < 20; i++)
        {
            CodeAction? action = null;
            foreach (var diagnostic in (await AnalyzeAsync(document, analyzer)).Where(d => fix.FixableDiagnosticIds.Contains(d.Id)))
            {
                action = (await GetActionsAsync(document, fix, diagnostic)).FirstOrDefault();
                if (action is not null)
                {
                    break;
                }
            }

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

    /// <summary>Asserts the diagnostics, and that the fix offers nothing for any of them.</summary>
    public static async Task NoCodeFix<TAnalyzer, TCodeFix>(string markup)
        where TAnalyzer : DiagnosticAnalyzer, new()
        where TCodeFix : CodeFixProvider, new()
    {
        var (source, spans) = Markup.Parse(markup);
        var fix = new TCodeFix();
        var document = CreateDocument(source);
        var diagnostics = (await AnalyzeAsync(document, new TAnalyzer())).Where(d => fix.FixableDiagnosticIds.Contains(d.Id)).ToImmutableArray();
        AssertDiagnostics(source, spans, diagnostics);
        foreach (var diagnostic in diagnostics)
        {
            var actions = await GetActionsAsync(document, fix, diagnostic);
            Assert.True(actions.Count == 0, $"A fix is offered for {diagnostic}");
        }
    }

    /// <summary>
    /// Applies the fixes the way <c>dotnet format analyzers</c> does, over a project of several documents: one
    /// diagnostic id after another, each time analyzing the project anew, registering the fix for its first
    /// diagnostic and running the provider's Fix All once over the solution. dotnet format takes the ids in an
    /// order that changes from run to run (a hash set of strings), so every order is tried. Each must leave no
    /// diagnostic that offers a fix, compile, and produce the same text, <paramref name="expected"/> when given.
    /// </summary>
    public static async Task FixAllInEveryOrder(
        ImmutableArray<DiagnosticAnalyzer> analyzers, ImmutableArray<CodeFixProvider> fixes, IReadOnlyList<string> markups, IReadOnlyList<string>? expected = null)
    {
        var parsed = markups.Select(Markup.Parse).ToList();
        var original = CreateProject(parsed.Select(p => p.Source).ToList());
        var fixableIds = fixes.SelectMany(f => f.FixableDiagnosticIds).ToImmutableHashSet();
        var before = await AnalyzeProjectAsync(original, analyzers);
        foreach (var (document, (source, spans)) in original.Documents.OrderBy(d => d.Name, StringComparer.Ordinal).Zip(parsed))
        {
            var tree = await document.GetSyntaxTreeAsync();
            AssertDiagnostics(source, spans, before.Where(d => d.Location.SourceTree == tree && (fixableIds.Contains(d.Id) || spans.Any(s => s.Id == d.Id))).ToImmutableArray());
        }

        var ids = before.Select(d => d.Id).Where(fixableIds.Contains).Distinct().OrderBy(id => id, StringComparer.Ordinal).ToList();
        string[]? first = null;
        foreach (var order in Permutations(ids))
        {
            var project = original;
            foreach (var id in order)
            {
                project = await FixAllOnceAsync(project, analyzers, fixes.First(f => f.FixableDiagnosticIds.Contains(id)), id);
            }

            var mode = "Fix All in the order " + string.Join(", ", order);
            var texts = await Task.WhenAll(project.Documents.OrderBy(d => d.Name, StringComparer.Ordinal).Select(async d => (await d.GetTextAsync()).ToString()));
            foreach (var diagnostic in (await AnalyzeProjectAsync(project, analyzers)).Where(d => fixableIds.Contains(d.Id)))
            {
                var document = project.GetDocument(diagnostic.Location.SourceTree)!;
                var offered = (await Task.WhenAll(fixes.Where(f => f.FixableDiagnosticIds.Contains(diagnostic.Id)).Select(f => GetActionsAsync(document, f, diagnostic)))).SelectMany(a => a);
                Assert.True(!offered.Any(), $"{mode} left a diagnostic that offers a fix: {diagnostic}\n{string.Join("\n", texts)}");
            }

            for (var i = 0; i < texts.Length; i++)
            {
                await AssertTextAsync(expected?[i] ?? first?[i] ?? texts[i], project.Documents.OrderBy(d => d.Name, StringComparer.Ordinal).ElementAt(i), mode);
            }

            first ??= texts;
        }
    }

    private static async Task<Project> FixAllOnceAsync(Project project, ImmutableArray<DiagnosticAnalyzer> analyzers, CodeFixProvider fix, string id)
    {
        var diagnostics = (await AnalyzeProjectAsync(project, analyzers)).Where(d => d.Id == id).ToImmutableArray();
        if (diagnostics.IsEmpty)
        {
            return project;
        }

        // Like dotnet format: the first diagnostic's action only lends its equivalence key (none when it offers no fix).
        var document = project.GetDocument(diagnostics[0].Location.SourceTree)!;
        var action = (await GetActionsAsync(document, fix, diagnostics[0])).FirstOrDefault();
        var context = new FixAllContext(document, fix, FixAllScope.Solution, action?.EquivalenceKey!, new[] { id }, new ProjectDiagnostics(diagnostics), CancellationToken.None);
        var fixAll = await fix.GetFixAllProvider()!.GetFixAsync(context);
        return fixAll is null ? project : (await ApplyAsync(document, fixAll)).Project;
    }

    private static IEnumerable<string[]> Permutations(IReadOnlyList<string> items)
    {
        if (items.Count <= 1)
        {
            yield return items.ToArray();
            yield break;
        }

        for (var i = 0; i < items.Count; i++)
        {
            foreach (var rest in Permutations(items.Where((_, j) => j != i).ToList()))
            {
                yield return rest.Prepend(items[i]).ToArray();
            }
        }
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

    private static Project CreateProject(IReadOnlyList<string> sources)
    {
        var project = CreateDocument(sources[0], name: "Test0.cs").Project;
        for (var i = 1; i < sources.Count; i++)
        {
            project = project.AddDocument($"Test{i}.cs", SourceText.From(sources[i]), filePath: $"Test{i}.cs").Project;
        }

        return project;
    }

    private static async Task<ImmutableArray<Diagnostic>> AnalyzeProjectAsync(Project project, ImmutableArray<DiagnosticAnalyzer> analyzers)
    {
        var compilation = (await project.GetCompilationAsync())!;
        var errors = compilation.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error).ToList();
        Assert.True(errors.Count == 0, "Test source does not compile:\n" + string.Join("\n", errors));
        var diagnostics = await compilation.WithAnalyzers(analyzers).GetAnalyzerDiagnosticsAsync();
        return diagnostics.OrderBy(d => d.Location.SourceTree!.FilePath, StringComparer.Ordinal).ThenBy(d => d.Location.SourceSpan.Start).ToImmutableArray();
    }

    private static Document CreateDocument(string source, bool referenceNDisruptor = true, bool executable = false, string name = "Test.cs")
    {
        var references = referenceNDisruptor ? References.Value : References.Value.RemoveAt(References.Value.Length - 1);
        var workspace = new AdhocWorkspace();
        var project = workspace.AddProject(ProjectInfo.Create(
            ProjectId.CreateNewId(), VersionStamp.Create(), "Test", "Test", LanguageNames.CSharp,
            compilationOptions: executable ? CompilationOptions.WithOutputKind(OutputKind.ConsoleApplication) : CompilationOptions, parseOptions: ParseOptions, metadataReferences: references));
        return workspace.AddDocument(DocumentInfo.Create(DocumentId.CreateNewId(project.Id), name, loader: TextLoader.From(TextAndVersion.Create(SourceText.From(source), VersionStamp.Create())), filePath: name));
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

    /// <summary>A project's diagnostics, handed out per document by file path as dotnet format does.</summary>
    private sealed class ProjectDiagnostics : FixAllContext.DiagnosticProvider
    {
        private readonly ImmutableArray<Diagnostic> _diagnostics;

        public ProjectDiagnostics(ImmutableArray<Diagnostic> diagnostics) => _diagnostics = diagnostics;

        public override Task<IEnumerable<Diagnostic>> GetDocumentDiagnosticsAsync(Document document, CancellationToken cancellationToken)
            => Task.FromResult(_diagnostics.Where(d => d.Location.SourceTree?.FilePath == document.FilePath));

        public override Task<IEnumerable<Diagnostic>> GetProjectDiagnosticsAsync(Project project, CancellationToken cancellationToken)
            => Task.FromResult<IEnumerable<Diagnostic>>(_diagnostics);

        public override Task<IEnumerable<Diagnostic>> GetAllDiagnosticsAsync(Project project, CancellationToken cancellationToken)
            => Task.FromResult<IEnumerable<Diagnostic>>(_diagnostics);
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
