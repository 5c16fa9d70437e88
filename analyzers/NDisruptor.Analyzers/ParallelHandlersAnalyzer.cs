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
    /// Names of event members OnEvent assigns (data.Price = ..., data.Count++, data.Total += ...), or OnBatch and
    /// OnBatchAsync through the batch (batch[i].Price = ..., foreach (var order in batch) order.Price = ...).
    /// Read from syntax: the handler may live in another file, and asking the compilation for its semantic
    /// model from here is not allowed (RS1030). Matching the parameter name is exact enough for assignments.
    /// </summary>
    private static HashSet<string> EventWrites(INamedTypeSymbol type, System.Threading.CancellationToken cancellationToken)
    {
        var writes = new HashSet<string>(System.StringComparer.Ordinal);
        foreach (var method in type.GetMembers().OfType<IMethodSymbol>().Where(m => m.Parameters.Length > 0))
        {
            var perEvent = method.Name.EndsWith("OnEvent", System.StringComparison.Ordinal);
            if (!perEvent && !method.Name.EndsWith("OnBatch", System.StringComparison.Ordinal) && !method.Name.EndsWith("OnBatchAsync", System.StringComparison.Ordinal))
            {
                continue;
            }

            foreach (var reference in method.DeclaringSyntaxReferences)
            {
                var body = reference.GetSyntax(cancellationToken);
                var batch = method.Parameters[0];
                var events = perEvent ? EventNames.Of(batch.Name) : EventNames.OfBatch(body, batch.Name, batch.Type is INamedTypeSymbol { TypeArguments.Length: 1 } batchType && batchType.TypeArguments[0].IsReferenceType);
                foreach (var (helper, helperParameter) in CollectWrites(body, events, writes))
                {
                    // One level of the type's own helpers that the method hands an event to: Apply(data), Fill(ref data).
                    foreach (var callee in type.GetMembers(helper).OfType<IMethodSymbol>().Where(m => m.Parameters.Length > helperParameter))
                    {
                        foreach (var calleeReference in callee.DeclaringSyntaxReferences)
                        {
                            CollectWrites(calleeReference.GetSyntax(cancellationToken), EventNames.Of(callee.Parameters[helperParameter].Name), writes);
                        }
                    }
                }
            }
        }

        return writes;
    }

    // Adds the event members the body assigns through the events' names; returns the calls that pass an event on
    // (invoked name, argument position).
    private static List<(string Name, int Position)> CollectWrites(SyntaxNode body, EventNames events, HashSet<string> writes)
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
            if (FirstMemberOf(target, events) is { } member)
            {
                writes.Add(member);
            }

            if (node is InvocationExpressionSyntax { Expression: IdentifierNameSyntax or MemberAccessExpressionSyntax { Expression: ThisExpressionSyntax } } invocation
                && SyntaxFilters.InvokedName(invocation) is { } name)
            {
                var arguments = invocation.ArgumentList.Arguments;
                for (var i = 0; i < arguments.Count; i++)
                {
                    if (arguments[i].NameColon is null && arguments[i].Expression is IdentifierNameSyntax { Identifier.ValueText: var passed } && events.Events.Contains(passed))
                    {
                        handedOn.Add((name, i));
                    }
                }
            }
        }

        return handedOn;
    }

    // data.A or data.A.B -> "A"; in a batch handler also batch[i].A.
    private static string? FirstMemberOf(ExpressionSyntax? target, EventNames events)
    {
        while (target is MemberAccessExpressionSyntax access)
        {
            if (events.IsEvent(access.Expression))
            {
                return access.Name.Identifier.ValueText;
            }

            target = access.Expression;
        }

        return null;
    }

    /// <summary>
    /// The names an event goes by in a handler method: OnEvent's parameter; in a batch handler, the loop variables and
    /// locals taken from the batch (foreach (var order in batch), ref var tick = ref batch[i]), besides batch[i] itself.
    /// The batch's own names are the parameter and what is taken from it whole: spans (var first = batch.GetSpans(out var
    /// second)) and slices.
    /// </summary>
    private sealed class EventNames
    {
        public HashSet<string> Events { get; } = new(System.StringComparer.Ordinal);

        private HashSet<string> Batches { get; } = new(System.StringComparer.Ordinal);

        public static EventNames Of(string parameter) => new() { Events = { parameter } };

        /// <param name="body">The batch handler's method.</param>
        /// <param name="batch">Its batch parameter's name.</param>
        /// <param name="eventsAreObjects">Whether the events are objects, which a plain local copies the reference of, not the event.</param>
        public static EventNames OfBatch(SyntaxNode body, string batch, bool eventsAreObjects)
        {
            var names = new EventNames { Batches = { batch } };

            // Source order: a name is taken from the batch before it is used.
            foreach (var node in body.DescendantNodes())
            {
                switch (node)
                {
                    case ForEachStatementSyntax loop when names.IsBatch(loop.Expression):
                        names.Events.Add(loop.Identifier.ValueText);
                        break;
                    case VariableDeclaratorSyntax { Initializer.Value: var value } declarator:
                        var taken = value is RefExpressionSyntax byRef ? byRef.Expression : value;
                        if (names.IsElement(taken) && (eventsAreObjects || value is RefExpressionSyntax))
                        {
                            names.Events.Add(declarator.Identifier.ValueText);
                        }
                        else if (names.IsBatch(taken))
                        {
                            names.Batches.Add(declarator.Identifier.ValueText);
                        }

                        break;
                    case DeclarationExpressionSyntax { Designation: SingleVariableDesignationSyntax second } declaration
                        when declaration.Parent is ArgumentSyntax { Parent.Parent: InvocationExpressionSyntax call } && names.IsBatch(call):
                        names.Batches.Add(second.Identifier.ValueText);
                        break;
                }
            }

            return names;
        }

        public bool IsEvent(ExpressionSyntax expression)
            => expression is IdentifierNameSyntax { Identifier.ValueText: var name } ? Events.Contains(name) : IsElement(expression);

        // batch[i], first[i]: an element of the batch or of a span taken from it.
        private bool IsElement(ExpressionSyntax expression) => expression is ElementAccessExpressionSyntax { Expression: IdentifierNameSyntax { Identifier.ValueText: var name } } && Batches.Contains(name);

        // batch, batch.GetSpans(out var second), first.Slice(1): the batch, or something taken from it whole.
        private bool IsBatch(ExpressionSyntax expression)
        {
            while (true)
            {
                switch (expression)
                {
                    case IdentifierNameSyntax { Identifier.ValueText: var name }:
                        return Batches.Contains(name);
                    case InvocationExpressionSyntax invocation:
                        expression = invocation.Expression;
                        break;
                    case MemberAccessExpressionSyntax access:
                        expression = access.Expression;
                        break;
                    default:
                        return false;
                }
            }
        }
    }
}
