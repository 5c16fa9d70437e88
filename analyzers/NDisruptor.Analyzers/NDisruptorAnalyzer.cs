namespace NDisruptor.Analyzers;

/// <summary>
/// What every NDisruptor analyzer does first: run concurrently, skip generated code, resolve the
/// NDisruptor types once per compilation, and do nothing at all when NDisruptor is not referenced.
/// </summary>
public abstract class NDisruptorAnalyzer : DiagnosticAnalyzer
{
    private protected NDisruptorAnalyzer(params DiagnosticDescriptor[] supported) => SupportedDiagnostics = ImmutableArray.Create(supported);

    /// <inheritdoc/>
    public sealed override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; }

    /// <inheritdoc/>
    public sealed override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.RegisterCompilationStartAction(start =>
        {
            if (KnownTypes.TryCreate(start.Compilation) is { } known)
            {
                OnCompilationStart(start, known);
            }
        });
    }

    /// <summary>Registers the analyzer's actions for a compilation that references NDisruptor.</summary>
    private protected abstract void OnCompilationStart(CompilationStartAnalysisContext start, KnownTypes known);
}
