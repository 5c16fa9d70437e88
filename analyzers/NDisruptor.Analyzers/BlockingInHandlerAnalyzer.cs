using System.Threading;

namespace NDisruptor.Analyzers;

/// <summary>
/// DSR0009: blocking inside a handler's OnEvent/OnBatch, or an async batch handler's OnBatchAsync: lock,
/// Monitor.Enter/Wait, Thread.Sleep/Join, Task.Wait/WaitAll/WaitAny, .Result, GetAwaiter().GetResult(),
/// WaitHandle.WaitOne/WaitAll/WaitAny and the Wait of the slim primitives. Followed one level down: the
/// handler's own helpers in the same file, and methods of other types declared in source that the callback
/// calls (a helper object's method that takes a lock). Non-blocking forms (zero timeouts, Monitor.TryEnter
/// without timeout, .Result after an IsCompleted check or after the task was awaited) and code in lambdas
/// (which runs elsewhere) are not reported.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class BlockingInHandlerAnalyzer() : NDisruptorAnalyzer(Descriptors.DSR0009)
{
    private static readonly ImmutableHashSet<string> BlockingNames = ImmutableHashSet.Create(
        "Sleep", "Join", "Enter", "TryEnter", "EnterScope", "Wait", "WaitAll", "WaitAny", "WaitOne", "SignalAndWait", "GetResult",
        "EnterReadLock", "EnterWriteLock", "EnterUpgradeableReadLock", "ExecuteNonQuery", "ExecuteReader", "ExecuteScalar", "Open");

    private protected override void OnCompilationStart(CompilationStartAnalysisContext start, KnownTypes known)
        => start.RegisterSyntaxNodeAction(c => AnalyzeMethod(c, known), SyntaxKind.MethodDeclaration);

    // The callbacks by name first; only their bodies (and those of the methods they call) are bound.
    private static void AnalyzeMethod(SyntaxNodeAnalysisContext context, KnownTypes known)
    {
        var syntax = (MethodDeclarationSyntax)context.Node;
        if (syntax.Identifier.ValueText is not ("OnEvent" or "OnBatch" or "OnBatchAsync")
            || context.SemanticModel.GetDeclaredSymbol(syntax, context.CancellationToken) is not { } method || !known.IsPerEventCallback(method))
        {
            return;
        }

        var scan = new Scan(context.SemanticModel, known, context.CancellationToken);
        var where = method.ContainingType.Name + "." + method.Name;
        var callees = scan.Body(syntax, context.SemanticModel, method.ContainingType, (operation, what) => Report(context, operation.Syntax, operation, what, where));

        // One level down: what the callback calls runs on the handler's thread too. The type's own helpers are
        // reported where they block; another type's method at the call (it may be fine where others call it),
        // once per call even when several implementations of an interface method block. A helper in this file is
        // the callback's code split out: what it calls in other types is followed as if the callback called it.
        var seen = new HashSet<IMethodSymbol>(SymbolEqualityComparer.Default);
        var reportedSites = new HashSet<SyntaxNode>();
        var pending = new Queue<(IMethodSymbol Callee, SyntaxNode Site)>(callees);
        while (pending.Count > 0)
        {
            var (callee, site) = pending.Dequeue();
            var own = SymbolEqualityComparer.Default.Equals(callee.ContainingType, method.ContainingType);
            var here = own && callee.DeclaringSyntaxReferences[0].SyntaxTree == syntax.SyntaxTree;
            if (here && !seen.Add(callee))
            {
                continue;
            }

            // A helper in this file is reported where it blocks; one in another file (another type's method, or the
            // handler's own in another file of a partial type) at the call, which is what this file can show.
            var via = where + " via " + (own ? callee.Name : callee.ContainingType.Name + "." + callee.Name) + "()";
            var further = scan.Callee(callee, here ? method.ContainingType : null, (operation, what) =>
            {
                if (here)
                {
                    Report(context, operation.Syntax, operation, what, via);
                }
                else if (reportedSites.Add(site))
                {
                    Report(context, site, null, what, via);
                }
            });
            foreach (var next in further.Where(n => !SymbolEqualityComparer.Default.Equals(n.Callee.ContainingType, method.ContainingType)))
            {
                pending.Enqueue(next);
            }
        }
    }

    private static void Report(SyntaxNodeAnalysisContext context, SyntaxNode node, IOperation? operation, string what, string where)
    {
        var location = operation is ILockOperation ? node.GetFirstToken().GetLocation() : node.GetLocation();
        context.ReportDiagnostic(Diagnostic.Create(Descriptors.DSR0009, location, what, where));
    }

    /// <summary>One callback's scan: finds what blocks, and the methods it calls that are worth following.</summary>
    private sealed class Scan(SemanticModel callbackModel, KnownTypes known, CancellationToken cancellationToken)
    {
        /// <summary>
        /// Hands each blocking operation of a body to <paramref name="onBlocking"/>; with <paramref name="callbackType"/>,
        /// also returns the methods it calls and where: the type's own ordinary methods, and methods of other types
        /// that have source.
        /// </summary>
        public List<(IMethodSymbol Callee, SyntaxNode Site)> Body(SyntaxNode body, SemanticModel model, INamedTypeSymbol? callbackType, System.Action<IOperation, string> onBlocking)
        {
            var callees = new List<(IMethodSymbol, SyntaxNode)>();
            foreach (var node in body.DescendantNodes(n => n is not AnonymousFunctionExpressionSyntax))
            {
                var name = node is InvocationExpressionSyntax call ? SyntaxFilters.InvokedName(call) : null;
                if (IsCandidate(node, name) && model.GetOperation(node, cancellationToken) is { } operation)
                {
                    if (!IsInLambda(operation) && Blocking(operation, known) is { } what)
                    {
                        onBlocking(operation, what);
                    }
                }
                else if (callbackType is not null && name is not null)
                {
                    callees.AddRange(FollowedCallees(node, name, model, callbackType).Select(callee => (callee, node)));
                }
            }

            return callees;
        }

        /// <summary>Scans a called method's body; with <paramref name="callbackType"/>, also returns what it calls (see <see cref="Body"/>).</summary>
        public List<(IMethodSymbol Callee, SyntaxNode Site)> Callee(IMethodSymbol callee, INamedTypeSymbol? callbackType, System.Action<IOperation, string> onBlocking)
        {
            if (callee.DeclaringSyntaxReferences.FirstOrDefault()?.GetSyntax(cancellationToken) is not MethodDeclarationSyntax declaration
                || (declaration.SyntaxTree == callbackModel.SyntaxTree ? callbackModel : ModelOf(declaration.SyntaxTree)) is not { } model)
            {
                return [];
            }

            return Body(declaration, model, callbackType, onBlocking);
        }

        // Another file's model, or null for a file of another project. In the compiler the driver's semantic model
        // provider hands back the model it already built for that file, so its operation trees are shared, not bound
        // again. In an IDE a method of a referenced project keeps its source, in a tree of that project's compilation,
        // which this compilation refuses to make a model of (it throws, and the rule stopped for the whole session).
#pragma warning disable RS1030 // a callee in another file has no other way to its model
        private SemanticModel? ModelOf(SyntaxTree tree)
            => callbackModel.Compilation.ContainsSyntaxTree(tree) ? callbackModel.Compilation.GetSemanticModel(tree) : null;
#pragma warning restore RS1030

        private static bool IsCandidate(SyntaxNode node, string? invokedName) => node switch
        {
            LockStatementSyntax => true,
            InvocationExpressionSyntax => invokedName is not null && BlockingNames.Contains(invokedName),
            MemberAccessExpressionSyntax access => access.Name.Identifier.ValueText == "Result",
            _ => false,
        };

        // The type's own ordinary methods (in any file of it), other classes' and structs' non-abstract methods with
        // source, and for an interface or abstract method, its implementations in this compilation.
        private IEnumerable<IMethodSymbol> FollowedCallees(SyntaxNode node, string name, SemanticModel model, INamedTypeSymbol callbackType)
        {
            var own = callbackType.MemberNames.Contains(name);
            if (model.GetSymbolInfo(node, cancellationToken).Symbol is not IMethodSymbol { MethodKind: MethodKind.Ordinary } callee || known.IsPerEventCallback(callee))
            {
                return [];
            }

            if (callee.IsAbstract || callee.ContainingType.TypeKind == TypeKind.Interface)
            {
                return known.Implementations.Of(callee).Where(m => !known.IsPerEventCallback(m));
            }

            if (callee.DeclaringSyntaxReferences.IsEmpty)
            {
                return [];
            }

            if (SymbolEqualityComparer.Default.Equals(callee.ContainingType, callbackType))
            {
                return own ? [callee] : [];
            }

            return callee.ContainingType is { TypeKind: TypeKind.Class or TypeKind.Struct } ? [callee] : [];
        }
    }

    private static string? Blocking(IOperation operation, KnownTypes known) => operation switch
    {
        ILockOperation => "lock",
        IInvocationOperation invocation => BlockingCall(invocation, known),
        IPropertyReferenceOperation property => BlockingResult(property, known),
        _ => null,
    };

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
        var shown = type.Name + "." + name;
        return BlockingThreadCall(invocation, known, type, name) ? shown
            : BlockingTaskCall(invocation, known, type, name) ? shown
            : IsAwaiterGetResult(known, type, name) ? (AwaitedBefore(invocation, ReceiverOfAwaiter(invocation)) ? null : "GetAwaiter().GetResult()")
            : BlockingPrimitiveCall(invocation, known, type, name) ? shown
            : BlockingDataCall(known, type, name) ? shown
            : null;
    }

    // A database round trip through System.Data's interfaces (or a provider's class implementing them):
    // IDbConnection.Open, IDbCommand.ExecuteNonQuery/ExecuteReader/ExecuteScalar.
    private static bool BlockingDataCall(KnownTypes known, INamedTypeSymbol type, string name)
        => name == "Open" ? Implements(type, known.DbConnection)
            : name is "ExecuteNonQuery" or "ExecuteReader" or "ExecuteScalar" && Implements(type, known.DbCommand);

    private static bool Implements(INamedTypeSymbol type, INamedTypeSymbol? @interface)
        => @interface is not null && (KnownTypes.Is(type, @interface) || type.AllInterfaces.Any(i => KnownTypes.Is(i, @interface)));

    // Thread.Sleep (not 0), Thread.Join, Monitor.Enter/Wait (TryEnter only with a timeout), Lock.Enter/EnterScope.
    private static bool BlockingThreadCall(IInvocationOperation invocation, KnownTypes known, INamedTypeSymbol type, string name)
    {
        if (KnownTypes.Is(type, known.Thread))
        {
            return name == "Sleep" && !HasZeroArgument(invocation) || name == "Join";
        }

        if (KnownTypes.Is(type, known.Monitor))
        {
            return name is "Enter" or "Wait" || name == "TryEnter" && invocation.Arguments.Length > 1 && !HasZeroArgument(invocation);
        }

        return KnownTypes.Is(type, known.Lock) && name is "Enter" or "EnterScope";
    }

    // task.Wait() (not after the task was awaited), Task.WaitAll/WaitAny.
    private static bool BlockingTaskCall(IInvocationOperation invocation, KnownTypes known, INamedTypeSymbol type, string name)
        => (KnownTypes.Is(type, known.Task) || KnownTypes.Is(type, known.TaskOfT))
           && name is "Wait" or "WaitAll" or "WaitAny" && !HasZeroArgument(invocation)
           && !(name == "Wait" && AwaitedBefore(invocation, invocation.Instance));

    private static bool IsAwaiterGetResult(KnownTypes known, INamedTypeSymbol type, string name)
        => name == "GetResult" && (KnownTypes.Is(type, known.TaskAwaiter) || KnownTypes.Is(type, known.TaskAwaiterOfT)
                                   || KnownTypes.Is(type, known.ValueTaskAwaiter) || KnownTypes.Is(type, known.ValueTaskAwaiterOfT));

    // t.GetAwaiter().GetResult(): the task is t.
    private static IOperation? ReceiverOfAwaiter(IInvocationOperation getResult)
        => getResult.Instance is IInvocationOperation { TargetMethod.Name: "GetAwaiter" } getAwaiter ? getAwaiter.Instance : null;

    // WaitHandle.WaitOne/WaitAll/WaitAny/SignalAndWait, ReaderWriterLockSlim's Enter*Lock and the slim primitives'
    // Wait, unless with a zero timeout.
    private static bool BlockingPrimitiveCall(IInvocationOperation invocation, KnownTypes known, INamedTypeSymbol type, string name)
    {
        var blocking = name is "WaitOne" or "WaitAll" or "WaitAny" or "SignalAndWait" && DerivesFrom(type, known.WaitHandle)
                       || name is "EnterReadLock" or "EnterWriteLock" or "EnterUpgradeableReadLock" && KnownTypes.Is(type, known.ReaderWriterLockSlim)
                       || name is "Wait" or "SignalAndWait" && (KnownTypes.Is(type, known.SemaphoreSlim) || KnownTypes.Is(type, known.ManualResetEventSlim)
                                                                || KnownTypes.Is(type, known.CountdownEvent) || KnownTypes.Is(type, known.Barrier));
        return blocking && !HasZeroArgument(invocation);
    }

    // t.Result blocks unless the method already checked t.IsCompleted* or awaited t (then it is a plain read).
    private static string? BlockingResult(IPropertyReferenceOperation property, KnownTypes known)
    {
        var type = property.Property.ContainingType;
        if (property.Property.Name != "Result" || !(KnownTypes.Is(type, known.TaskOfT) || KnownTypes.Is(type, known.ValueTaskOfT)))
        {
            return null;
        }

        var receiver = property.Instance?.Syntax.ToString();
        var checkedFirst = Root(property).Descendants().OfType<IPropertyReferenceOperation>()
            .Any(p => p.Property.Name.StartsWith("IsCompleted", System.StringComparison.Ordinal) && p.Instance?.Syntax.ToString() == receiver);
        return checkedFirst || AwaitedBefore(property, property.Instance) ? null : type.Name + ".Result";
    }

    // `await t` or `await Task.WhenAll(..., t, ...)` earlier in the method: t has completed, reading it does not block.
    // An element of an awaited collection (tasks[i], or the variable of a foreach over it) has completed too.
    private static bool AwaitedBefore(IOperation use, IOperation? task)
    {
        var names = TaskNames(use, task);
        return names.Count > 0 && Root(use).Descendants().OfType<IAwaitOperation>()
            .Any(a => a.Syntax.SpanStart < use.Syntax.SpanStart
                      && a.Operation.Syntax.DescendantNodesAndSelf().Any(n => n is ExpressionSyntax e && names.Contains(e.ToString())));
    }

    private static HashSet<string> TaskNames(IOperation use, IOperation? task)
    {
        var names = new HashSet<string>(System.StringComparer.Ordinal);
        switch (task)
        {
            case null:
                return names;
            case IArrayElementReferenceOperation element:
                names.Add(element.ArrayReference.Syntax.ToString());
                break;
            case IPropertyReferenceOperation { Property.IsIndexer: true, Instance: { } list }:
                names.Add(list.Syntax.ToString());
                break;
            case ILocalReferenceOperation local when ForEachOver(use, local.Local) is { } collection:
                names.Add(collection.Syntax.ToString());
                break;
        }

        names.Add(task.Syntax.ToString());
        return names;
    }

    private static IOperation? ForEachOver(IOperation use, ILocalSymbol variable)
    {
        for (var p = use.Parent; p is not null; p = p.Parent)
        {
            if (p is IForEachLoopOperation loop && loop.Locals.Contains(variable, SymbolEqualityComparer.Default))
            {
                return loop.Collection is IConversionOperation conversion ? conversion.Operand : loop.Collection;
            }
        }

        return null;
    }

    private static IOperation Root(IOperation operation)
    {
        while (operation.Parent is not null)
        {
            operation = operation.Parent;
        }

        return operation;
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
