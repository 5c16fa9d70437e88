using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace NDisruptor.Analyzers;

/// <summary>
/// DSR0011: <c>var e = valueRing[seq];</c> (or <c>var e = data;</c> for <c>ref data</c> in OnEvent, or
/// <c>var e = scope.Event();</c>) copies the struct; writing e.Field then changes only the copy.
/// Reported only when the copy is written and never used as a whole afterwards (stored back, passed on,
/// returned), so deliberate snapshots stay quiet.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class ValueEventCopyAnalyzer : NDisruptorAnalyzer
{
    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.DSR0011);

    private protected override void OnCompilationStart(CompilationStartAnalysisContext start, KnownTypes known)
    {
        start.RegisterSyntaxNodeAction(
            c =>
            {
                if (IsCandidate((VariableDeclaratorSyntax)c.Node)
                    && c.SemanticModel.GetOperation(c.Node, c.CancellationToken) is IVariableDeclaratorOperation declarator)
                {
                    Analyze(declarator, c.ReportDiagnostic, known);
                }
            },
            SyntaxKind.VariableDeclarator);
    }

    // ring[seq], scope.Event(), or a bare name inside an OnEvent (the ref data parameter).
    private static bool IsCandidate(VariableDeclaratorSyntax declarator)
        => declarator.Parent?.Parent is LocalDeclarationStatementSyntax
           && declarator.Initializer?.Value switch
           {
               ElementAccessExpressionSyntax => true,
               InvocationExpressionSyntax invocation => SyntaxFilters.InvokedName(invocation) == "Event",
               IdentifierNameSyntax => declarator.FirstAncestorOrSelf<MethodDeclarationSyntax>()?.Identifier.ValueText is "OnEvent",
               _ => false,
           };

    private static void Analyze(IVariableDeclaratorOperation declarator, System.Action<Diagnostic> report, KnownTypes known)
    {
        var local = declarator.Symbol;
        if (local.RefKind != RefKind.None || local.Type is not { TypeKind: TypeKind.Struct, SpecialType: SpecialType.None }
            || declarator.GetVariableInitializer()?.Value is not { } value || !IsEventReference(value, known))
        {
            return;
        }

        IOperation root = declarator;
        while (root.Parent is not null)
        {
            root = root.Parent;
        }

        string? written = null;
        foreach (var use in root.Descendants().OfType<ILocalReferenceOperation>().Where(r => SymbolEqualityComparer.Default.Equals(r.Local, local)))
        {
            switch (Classify(use))
            {
                case Use.Escapes:
                    return;
                case Use.MemberWrite:
                    written ??= ((IMemberReferenceOperation)use.Parent!).Member.Name;
                    break;
            }
        }

        if (written is not null)
        {
            report(Diagnostic.Create(Descriptors.DSR0011, declarator.Syntax.GetLocation(), local.Name, written));
        }
    }

    private enum Use
    {
        MemberRead,
        MemberWrite,
        Escapes,
    }

    private static Use Classify(ILocalReferenceOperation use)
    {
        for (var p = use.Parent; p is not null; p = p.Parent)
        {
            if (p is IAnonymousFunctionOperation or ILocalFunctionOperation)
            {
                return Use.Escapes; // captured: a ref local could not be, so leave it alone
            }
        }

        // e.A = 1, e.A.B = 1, e.A++, e.A += 1: a write through a chain of members ending at e.
        IOperation current = use;
        while (current.Parent is IFieldReferenceOperation or IPropertyReferenceOperation { Property.Parameters.Length: 0 }
               && ((IMemberReferenceOperation)current.Parent).Instance == current)
        {
            current = current.Parent;
            var isWrite = current.Parent switch
            {
                ISimpleAssignmentOperation a => a.Target == current,
                ICompoundAssignmentOperation c => c.Target == current,
                ICoalesceAssignmentOperation c => c.Target == current,
                IIncrementOrDecrementOperation => true,
                IArgumentOperation { Parameter.RefKind: RefKind.Ref or RefKind.Out } => true,
                _ => false,
            };
            if (isWrite)
            {
                return use.Parent is IMemberReferenceOperation ? Use.MemberWrite : Use.Escapes;
            }

            if (current.Type is { IsValueType: false })
            {
                return Use.MemberRead; // e.List.Add(x) mutates a shared object, not the copy
            }
        }

        return current == use ? Use.Escapes : Use.MemberRead;
    }

    private static bool IsEventReference(IOperation value, KnownTypes known)
    {
        switch (value)
        {
            case IPropertyReferenceOperation { Property.ReturnsByRef: true } indexer:
                return known.IsRing(indexer.Property.ContainingType);
            case IInvocationOperation { TargetMethod.ReturnsByRef: true } invocation:
                return known.IsRing(invocation.TargetMethod.ContainingType) || KnownTypes.Is(invocation.TargetMethod.ContainingType, known.PublishScope)
                       || invocation.TargetMethod.ContainingType?.Name == "BatchPublishScope";
            case IParameterReferenceOperation { Parameter: { RefKind: RefKind.Ref, ContainingSymbol: IMethodSymbol method } }:
                return known.IsPerEventCallback(method);
            default:
                return false;
        }
    }
}
