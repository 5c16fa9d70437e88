namespace NDisruptor.Analyzers;

/// <summary>
/// DSR0002: handlers passed to one HandleEventsWith/Then call run in parallel on the same event; if two of
/// them (of different types) assign the same event member in OnEvent, the writes race. Handlers ordered
/// by Then/After are separate calls and never compared. Two instances of one type are the sharding idiom
/// (each handles its own sequences) and are not compared either.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class ParallelHandlersAnalyzer() : NDisruptorAnalyzer(Descriptors.DSR0002)
{
    private protected override void OnCompilationStart(CompilationStartAnalysisContext start, KnownTypes known)
    {
        start.RegisterOperationAction(
            c =>
            {
                if (c.Operation is IInvocationOperation { TargetMethod.Name: "HandleEventsWith" or "Then" } call)
                {
                    Analyze(call, c.ReportDiagnostic, known, c.CancellationToken);
                }
            },
            OperationKind.Invocation);
    }

    private static void Analyze(IInvocationOperation call, System.Action<Diagnostic> report, KnownTypes known, System.Threading.CancellationToken cancellationToken)
    {
        if (call.TargetMethod.Name is not ("HandleEventsWith" or "Then") || call.TargetMethod.ContainingType?.ContainingNamespace?.ToDisplayString() != "NDisruptor")
        {
            return;
        }

        var handlers = new List<(IOperation Argument, INamedTypeSymbol Type, HashSet<string> Writes)>();
        foreach (var argument in call.Arguments)
        {
            var values = argument.ArgumentKind == ArgumentKind.ParamArray && argument.Value is IArrayCreationOperation { Initializer: { } initializer }
                ? initializer.ElementValues
                : ImmutableArray.Create(argument.Value);
            foreach (var value in values)
            {
                var handler = Unwrap(value);
                if (handler.Type is INamedTypeSymbol type && known.IsHandlerType(type))
                {
                    handlers.Add((handler, type, EventWrites(type, cancellationToken)));
                }
            }
        }

        for (var i = 1; i < handlers.Count; i++)
        {
            for (var j = 0; j < i; j++)
            {
                var (later, earlier) = (handlers[i], handlers[j]);
                if (SymbolEqualityComparer.Default.Equals(later.Type, earlier.Type))
                {
                    continue;
                }

                var shared = later.Writes.Intersect(earlier.Writes).OrderBy(n => n, System.StringComparer.Ordinal).FirstOrDefault();
                if (shared is not null)
                {
                    report(Diagnostic.Create(Descriptors.DSR0002, later.Argument.Syntax.GetLocation(), later.Type.Name, earlier.Type.Name, shared));
                    break;
                }
            }
        }
    }

    private static IOperation Unwrap(IOperation operation) => operation is IConversionOperation c ? Unwrap(c.Operand) : operation;

    /// <summary>
    /// Names of event members OnEvent assigns (data.Price = ..., data.Count++, data.Total += ...).
    /// Read from syntax: the handler may live in another file, and asking the compilation for its semantic
    /// model from here is not allowed (RS1030). Matching the parameter name is exact enough for assignments.
    /// </summary>
    private static HashSet<string> EventWrites(INamedTypeSymbol type, System.Threading.CancellationToken cancellationToken)
    {
        var writes = new HashSet<string>(System.StringComparer.Ordinal);
        var onEvent = type.GetMembers().OfType<IMethodSymbol>().Where(m => m.Name.EndsWith("OnEvent", System.StringComparison.Ordinal) && m.Parameters.Length > 0);
        foreach (var method in onEvent)
        {
            var parameter = method.Parameters[0].Name;
            foreach (var reference in method.DeclaringSyntaxReferences)
            {
                foreach (var (helper, helperParameter) in CollectWrites(reference.GetSyntax(cancellationToken), parameter, writes))
                {
                    // One level of the type's own helpers that OnEvent hands the event to: Apply(data), Fill(ref data).
                    foreach (var callee in type.GetMembers(helper).OfType<IMethodSymbol>().Where(m => m.Parameters.Length > helperParameter))
                    {
                        foreach (var calleeReference in callee.DeclaringSyntaxReferences)
                        {
                            CollectWrites(calleeReference.GetSyntax(cancellationToken), callee.Parameters[helperParameter].Name, writes);
                        }
                    }
                }
            }
        }

        return writes;
    }

    // Adds the event members the body assigns through `parameter`; returns the calls that pass the event on
    // (invoked name, argument position).
    private static List<(string Name, int Position)> CollectWrites(SyntaxNode body, string parameter, HashSet<string> writes)
    {
        var handedOn = new List<(string, int)>();
        foreach (var node in body.DescendantNodes())
        {
            var target = node switch
            {
                AssignmentExpressionSyntax a => a.Left,
                PostfixUnaryExpressionSyntax p when p.IsKind(SyntaxKind.PostIncrementExpression) || p.IsKind(SyntaxKind.PostDecrementExpression) => p.Operand,
                PrefixUnaryExpressionSyntax p when p.IsKind(SyntaxKind.PreIncrementExpression) || p.IsKind(SyntaxKind.PreDecrementExpression) => p.Operand,
                _ => null,
            };
            if (FirstMemberOf(target, parameter) is { } member)
            {
                writes.Add(member);
            }

            if (node is InvocationExpressionSyntax { Expression: IdentifierNameSyntax or MemberAccessExpressionSyntax { Expression: ThisExpressionSyntax } } invocation
                && SyntaxFilters.InvokedName(invocation) is { } name)
            {
                var arguments = invocation.ArgumentList.Arguments;
                for (var i = 0; i < arguments.Count; i++)
                {
                    if (arguments[i].NameColon is null && arguments[i].Expression is IdentifierNameSyntax { Identifier.ValueText: var passed } && passed == parameter)
                    {
                        handedOn.Add((name, i));
                    }
                }
            }
        }

        return handedOn;
    }

    // data.A or data.A.B -> "A"
    private static string? FirstMemberOf(ExpressionSyntax? target, string parameter)
    {
        while (target is MemberAccessExpressionSyntax access)
        {
            if (access.Expression is IdentifierNameSyntax identifier && identifier.Identifier.ValueText == parameter)
            {
                return access.Name.Identifier.ValueText;
            }

            target = access.Expression;
        }

        return null;
    }
}
