namespace NDisruptor.Analyzers;

/// <summary>
/// DSR0002: handlers that see the same event at the same time, passed to one HandleEventsWith/Then call or started by
/// separate calls on one disruptor with neither after the other (see <see cref="HandlerGraph"/>); if two of them (of
/// different types) assign the same event member in OnEvent, the writes race. Handlers ordered by Then/After are never
/// compared. Two instances of one type are the sharding idiom (each handles its own sequences) and are not compared
/// either, nor are two workers of one pool (each takes its own events).
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class ParallelHandlersAnalyzer() : NDisruptorAnalyzer(Descriptors.DSR0002)
{
    private protected override void OnCompilationStart(CompilationStartAnalysisContext start, KnownTypes known)
    {
        // The graph spans a whole body, so a body with a wiring call is judged once it has been walked. Only the flag is
        // set from the operation callbacks, whose order Roslyn does not promise; the graph reads the body itself.
        start.RegisterOperationBlockStartAction(block =>
        {
            var wires = false;
            block.RegisterOperationAction(
                c => wires |= HandlerGraph.IsWiring(((IInvocationOperation)c.Operation).TargetMethod, known),
                OperationKind.Invocation);
            block.RegisterOperationBlockEndAction(end =>
            {
                if (wires)
                {
                    Analyze(HandlerGraph.Build(end.OperationBlocks, known), end.ReportDiagnostic, known, end.CancellationToken);
                }
            });
        });
    }

    private static void Analyze(HandlerGraph graph, System.Action<Diagnostic> report, KnownTypes known, System.Threading.CancellationToken cancellationToken)
    {
        // The event members each handler type writes, read once per type.
        var writes = new Dictionary<INamedTypeSymbol, HashSet<string>>(SymbolEqualityComparer.Default);
        HashSet<string> WritesOf(INamedTypeSymbol type)
        {
            if (!writes.TryGetValue(type, out var members))
            {
                writes[type] = members = known.IsHandlerType(type) ? EventWrites(type, cancellationToken) : new HashSet<string>();
            }

            return members;
        }

        var handlers = graph.Handlers;
        for (var i = 1; i < handlers.Count; i++)
        {
            var later = handlers[i];
            if (later.Type is null || WritesOf(later.Type).Count == 0)
            {
                continue;
            }

            for (var j = 0; j < i; j++)
            {
                // The writes first: most pairs share none, and that costs less to find than how the two are wired.
                var earlier = handlers[j];
                if (earlier.Type is null || SymbolEqualityComparer.Default.Equals(later.Type, earlier.Type))
                {
                    continue;
                }

                var shared = WritesOf(later.Type).Intersect(WritesOf(earlier.Type)).OrderBy(n => n, System.StringComparer.Ordinal).FirstOrDefault();
                if (shared is not null && HandlerGraph.RunInParallel(later, earlier))
                {
                    report(Diagnostic.Create(Descriptors.DSR0002, later.Argument.Syntax.GetLocation(), later.Type.Name, earlier.Type.Name, shared));
                    break;
                }
            }
        }
    }

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
