using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace NDisruptor.Analyzers;

/// <summary>
/// DSR0009: blocking inside a handler's OnEvent/OnBatch: lock, Monitor.Enter/Wait, Thread.Sleep/Join,
/// Task.Wait/WaitAll/WaitAny, .Result, GetAwaiter().GetResult(), WaitHandle.WaitOne/WaitAll/WaitAny and the
/// Wait of the slim primitives. Non-blocking forms (zero timeouts, Monitor.TryEnter without timeout,
/// .Result after an IsCompleted check) and code in lambdas (which runs elsewhere) are not reported.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class BlockingInHandlerAnalyzer : NDisruptorAnalyzer
{
    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(Descriptors.DSR0009);

    private protected override void OnCompilationStart(CompilationStartAnalysisContext start, KnownTypes known)
    {
        // OnEvent/OnBatch by name first; only their bodies are bound.
        start.RegisterSyntaxNodeAction(
            c =>
            {
                var syntax = (MethodDeclarationSyntax)c.Node;
                if (syntax.Identifier.ValueText is not ("OnEvent" or "OnBatch")
                    || c.SemanticModel.GetDeclaredSymbol(syntax, c.CancellationToken) is not { } method || !known.IsPerEventCallback(method))
                {
                    return;
                }

                var where = method.ContainingType.Name + "." + method.Name;
                var helpers = Scan(syntax, c.SemanticModel, c.ReportDiagnostic, known, where, method.ContainingType, c.CancellationToken);

                // One level of the type's own helpers called from OnEvent (same file): they run on the handler thread too.
                var seen = new HashSet<IMethodSymbol>(SymbolEqualityComparer.Default);
                foreach (var helper in helpers)
                {
                    if (seen.Add(helper) && helper.DeclaringSyntaxReferences.FirstOrDefault()?.GetSyntax(c.CancellationToken) is MethodDeclarationSyntax declaration
                        && declaration.SyntaxTree == syntax.SyntaxTree)
                    {
                        Scan(declaration, c.SemanticModel, c.ReportDiagnostic, known, where + " via " + helper.Name + "()", null, c.CancellationToken);
                    }
                }
            },
            SyntaxKind.MethodDeclaration);
    }

    // Reports the blocking calls in a body; with helpersOf, also returns the ordinary methods of that type it calls.
    private static List<IMethodSymbol> Scan(SyntaxNode body, SemanticModel model, System.Action<Diagnostic> report, KnownTypes known, string where, INamedTypeSymbol? helpersOf, System.Threading.CancellationToken cancellationToken)
    {
        var helpers = new List<IMethodSymbol>();
        foreach (var node in body.DescendantNodes(n => n is not AnonymousFunctionExpressionSyntax))
        {
            var name = node is InvocationExpressionSyntax call ? SyntaxFilters.InvokedName(call) : null;
            var candidate = node switch
            {
                LockStatementSyntax => true,
                InvocationExpressionSyntax => name is not null && BlockingNames.Contains(name),
                MemberAccessExpressionSyntax access => access.Name.Identifier.ValueText == "Result",
                _ => false,
            };
            if (candidate && model.GetOperation(node, cancellationToken) is { } operation)
            {
                Analyze(operation, report, known, where);
            }
            else if (helpersOf is not null && name is not null && helpersOf.MemberNames.Contains(name)
                     && model.GetSymbolInfo(node, cancellationToken).Symbol is IMethodSymbol { MethodKind: MethodKind.Ordinary } helper
                     && SymbolEqualityComparer.Default.Equals(helper.ContainingType, helpersOf) && !known.IsPerEventCallback(helper))
            {
                helpers.Add(helper);
            }
        }

        return helpers;
    }

    private static readonly ImmutableHashSet<string> BlockingNames = ImmutableHashSet.Create(
        "Sleep", "Join", "Enter", "TryEnter", "EnterScope", "Wait", "WaitAll", "WaitAny", "WaitOne", "SignalAndWait", "GetResult");

    private static void Analyze(IOperation operation, System.Action<Diagnostic> report, KnownTypes known, string where)
    {
        if (IsInLambda(operation))
        {
            return;
        }

        var what = operation switch
        {
            ILockOperation => "lock",
            IInvocationOperation invocation => BlockingCall(invocation, known),
            IPropertyReferenceOperation property => BlockingResult(property, known),
            _ => null,
        };
        if (what is null)
        {
            return;
        }

        var location = operation is ILockOperation ? operation.Syntax.GetFirstToken().GetLocation() : operation.Syntax.GetLocation();
        report(Diagnostic.Create(Descriptors.DSR0009, location, what, where));
    }

    private static bool IsInLambda(IOperation operation)
    {
        for (var p = operation.Parent; p is not null; p = p.Parent)
        {
            if (p is IAnonymousFunctionOperation)
            {
                return true;
            }
        }

        return false;
    }

    private static string? BlockingCall(IInvocationOperation invocation, KnownTypes known)
    {
        var method = invocation.TargetMethod;
        var type = method.ContainingType;
        var name = method.Name;
        string Show() => type.Name + "." + name;

        if (KnownTypes.Is(type, known.Thread))
        {
            return name == "Sleep" && !HasZeroArgument(invocation) || name == "Join" ? Show() : null;
        }

        if (KnownTypes.Is(type, known.Monitor))
        {
            // TryEnter without a timeout never blocks.
            return name is "Enter" or "Wait" || name == "TryEnter" && invocation.Arguments.Length > 1 && !HasZeroArgument(invocation) ? Show() : null;
        }

        if (KnownTypes.Is(type, known.Lock))
        {
            return name is "Enter" or "EnterScope" ? Show() : null;
        }

        if (KnownTypes.Is(type, known.Task) || KnownTypes.Is(type, known.TaskOfT))
        {
            return name is "Wait" or "WaitAll" or "WaitAny" && !HasZeroArgument(invocation) ? Show() : null;
        }

        if (name == "GetResult" && (KnownTypes.Is(type, known.TaskAwaiter) || KnownTypes.Is(type, known.TaskAwaiterOfT)
                                    || KnownTypes.Is(type, known.ValueTaskAwaiter) || KnownTypes.Is(type, known.ValueTaskAwaiterOfT)))
        {
            return "GetAwaiter().GetResult()";
        }

        if (name is "WaitOne" or "WaitAll" or "WaitAny" or "SignalAndWait" && DerivesFrom(type, known.WaitHandle))
        {
            return HasZeroArgument(invocation) ? null : Show();
        }

        if (name is "Wait" or "SignalAndWait" && (KnownTypes.Is(type, known.SemaphoreSlim) || KnownTypes.Is(type, known.ManualResetEventSlim)
                                                  || KnownTypes.Is(type, known.CountdownEvent) || KnownTypes.Is(type, known.Barrier)))
        {
            return HasZeroArgument(invocation) ? null : Show();
        }

        return null;
    }

    // t.Result blocks unless the method already checked t.IsCompleted* (then it is a plain read).
    private static string? BlockingResult(IPropertyReferenceOperation property, KnownTypes known)
    {
        var type = property.Property.ContainingType;
        if (property.Property.Name != "Result" || !(KnownTypes.Is(type, known.TaskOfT) || KnownTypes.Is(type, known.ValueTaskOfT)))
        {
            return null;
        }

        var receiver = property.Instance?.Syntax.ToString();
        var root = property;
        IOperation top = root;
        while (top.Parent is not null)
        {
            top = top.Parent;
        }

        var checkedFirst = top.Descendants().OfType<IPropertyReferenceOperation>()
            .Any(p => p.Property.Name.StartsWith("IsCompleted", System.StringComparison.Ordinal) && p.Instance?.Syntax.ToString() == receiver);
        return checkedFirst ? null : type.Name + ".Result";
    }

    private static bool HasZeroArgument(IInvocationOperation invocation)
        => invocation.Arguments.Any(a => a.Value.ConstantValue is { HasValue: true, Value: 0 });

    private static bool DerivesFrom(INamedTypeSymbol? type, INamedTypeSymbol? baseType)
    {
        for (var t = type; t is not null; t = t.BaseType)
        {
            if (KnownTypes.Is(t, baseType))
            {
                return true;
            }
        }

        return false;
    }
}
