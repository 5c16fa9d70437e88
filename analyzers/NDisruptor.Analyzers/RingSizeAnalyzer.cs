using System.Globalization;

namespace NDisruptor.Analyzers;

/// <summary>DSR0008: a constant bufferSize passed to a ring or disruptor that is not a positive power of two.</summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class RingSizeAnalyzer() : NDisruptorAnalyzer(Descriptors.DSR0008)
{
    /// <summary>Property with the next power of two, for the code fix (absent when there is none).</summary>
    public const string RoundedKey = "Rounded";

    // Operation actions, not syntax actions + GetOperation: other analyzers have the operation trees built
    // already, and the name test below rejects almost every call before anything else is looked at.
    private protected override void OnCompilationStart(CompilationStartAnalysisContext start, KnownTypes known)
    {
        start.RegisterOperationAction(
            c =>
            {
                var arguments = c.Operation switch
                {
                    IInvocationOperation { TargetMethod.Name: "CreateSingleProducer" or "CreateMultiProducer" or "Create" } i => i.Arguments,
                    IObjectCreationOperation { Type.Name: "Disruptor" or "ValueDisruptor" } o => o.Arguments,
                    _ => ImmutableArray<IArgumentOperation>.Empty,
                };
                foreach (var argument in arguments)
                {
                    Analyze(argument, c.ReportDiagnostic, known);
                }
            },
            OperationKind.Invocation, OperationKind.ObjectCreation);
    }

    private static void Analyze(IArgumentOperation argument, System.Action<Diagnostic> report, KnownTypes known)
    {
        if (argument.ArgumentKind != ArgumentKind.Explicit || argument.Parameter?.Name != "bufferSize"
            || argument.Parameter.ContainingSymbol?.ContainingType is not { } type
            || !(known.IsRing(type) || known.IsDisruptor(type)))
        {
            return;
        }

        if (!argument.Value.ConstantValue.HasValue || argument.Value.ConstantValue.Value is not int size || IsPowerOfTwo(size))
        {
            return;
        }

        var rounded = RoundUp(size);
        var properties = rounded is null
            ? ImmutableDictionary<string, string?>.Empty
            : ImmutableDictionary<string, string?>.Empty.Add(RoundedKey, rounded.Value.ToString(CultureInfo.InvariantCulture));
        var hint = rounded is null ? string.Empty : "; use " + rounded.Value.ToString(CultureInfo.InvariantCulture);
        report(Diagnostic.Create(Descriptors.DSR0008, argument.Value.Syntax.GetLocation(), properties, size.ToString(CultureInfo.InvariantCulture), hint));
    }

    private static bool IsPowerOfTwo(int value) => value > 0 && (value & (value - 1)) == 0;

    private static int? RoundUp(int value)
    {
        if (value <= 0 || value > (1 << 30))
        {
            return null;
        }

        var result = 1;
        while (result < value)
        {
            result <<= 1;
        }

        return result;
    }
}
