using System;
using System.IO;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace NDisruptor.Analyzers.Tests;

/// <summary>
/// What the compiler tells a user of the library's API (no analyzer involved): mistakes the API itself turns
/// into clear compile errors.
/// </summary>
public class ApiCompileTests
{
    [Theory]
    [InlineData("new Disruptor<Box>(() => new Box(), 8).HandleEventsWith();")]
    [InlineData("new ValueDisruptor<long>(8).HandleEventsWith();")]
    [InlineData("new Disruptor<Box>(() => new Box(), 8).HandleEventsWith(new BoxHandler()).Then();")]
    [InlineData("new ValueDisruptor<long>(8).HandleEventsWith(new LongHandler()).HandleEventsWith();")]
    public void A_group_without_handlers_is_a_compile_error_that_says_to_pass_one(string statement)
    {
        var diagnostics = Compile($$"""
            using NDisruptor;
            public sealed class Box { }
            public sealed class BoxHandler : IEventHandler<Box> { public void OnEvent(Box data, long sequence, bool endOfBatch) { } }
            public sealed class LongHandler : IValueEventHandler<long> { public void OnEvent(ref long data, long sequence, bool endOfBatch) { } }
            public static class Program
            {
                public static void Wire() { {{statement}} }
            }
            """);

        var error = Assert.Single(diagnostics, d => d.Severity == DiagnosticSeverity.Error);
        Assert.Equal("CS0619", error.Id);
        Assert.Contains("Pass at least one handler", error.GetMessage(System.Globalization.CultureInfo.InvariantCulture), StringComparison.Ordinal);
    }

    private static Diagnostic[] Compile(string source)
    {
        var references = ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!).Split(Path.PathSeparator)
            .Where(path => !Path.GetFileName(path).StartsWith("NDisruptor", StringComparison.Ordinal))
            .Select(path => (MetadataReference)MetadataReference.CreateFromFile(path))
            .Append(MetadataReference.CreateFromFile(typeof(RingBuffer<>).Assembly.Location));
        var compilation = CSharpCompilation.Create(
            "ApiUse",
            [CSharpSyntaxTree.ParseText(source, new CSharpParseOptions(LanguageVersion.Latest))],
            references,
            new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, nullableContextOptions: NullableContextOptions.Enable));
        return compilation.GetDiagnostics().ToArray();
    }
}
