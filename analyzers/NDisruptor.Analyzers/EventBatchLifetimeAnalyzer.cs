namespace NDisruptor.Analyzers;

/// <summary>
/// DSR0013: an <c>EventBatch&lt;T&gt;</c> is a view over the ring's own slots, valid until the task
/// <c>OnBatchAsync</c> returned completes; then the processor moves on and producers overwrite the slots. Awaits
/// inside OnBatchAsync are fine (they complete before its task does), and spans or refs of the batch cannot
/// cross an await at all (the compiler refuses). What can outlive the task: the batch, or a class event taken
/// from it (the slot's own object, which the producer refills), stored in a field or a field's collection, or
/// handed to work that is not awaited (a Task.Run, a thread, a timer, an async call whose task is dropped).
/// Analyzed in every method taking an EventBatch&lt;T&gt; parameter (OnBatchAsync and the helpers it hands the batch to).
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class EventBatchLifetimeAnalyzer() : NDisruptorAnalyzer(Descriptors.DSR0013)
{
    // Calls that keep what they are given: collections, queues, channels, dataflow blocks.
    private static readonly ImmutableHashSet<string> StoringNames = ImmutableHashSet.Create(
        "Add", "AddFirst", "AddLast", "Insert", "Enqueue", "TryEnqueue", "Push", "TryAdd", "TryWrite", "WriteAsync", "Post", "SendAsync", "Set", "SetValue");

    // Calls that run a delegate later, on another thread.
    private static readonly ImmutableHashSet<string> DeferringNames = ImmutableHashSet.Create(
        "Run", "StartNew", "QueueUserWorkItem", "UnsafeQueueUserWorkItem", "ContinueWith", "Register", "Schedule");

    private protected override void OnCompilationStart(CompilationStartAnalysisContext start, KnownTypes known)
    {
        if (known.EventBatch is null)
        {
            return; // an NDisruptor without async batch handlers
        }

        start.RegisterSyntaxNodeAction(c => AnalyzeMethod(c, known), SyntaxKind.MethodDeclaration);
    }

    private static void AnalyzeMethod(SyntaxNodeAnalysisContext context, KnownTypes known)
    {
        var syntax = (MethodDeclarationSyntax)context.Node;
        if (!syntax.ParameterList.Parameters.Any(p => p.Type is not null && MentionsEventBatch(p.Type))
            || context.SemanticModel.GetOperation(syntax, context.CancellationToken) is not { } body)
        {
            return;
        }

        var views = new BatchViews(known, body);
        if (!views.Any)
        {
            return;
        }

        // One report per site: a lambda that uses the batch three times is one mistake.
        var sites = new HashSet<SyntaxNode>();
        foreach (var operation in body.Descendants())
        {
            if (views.IsView(operation) && !ReadsOnlyItsShape(operation) && Escape(operation, known) is { } escape && sites.Add(escape.Site.Syntax))
            {
                context.ReportDiagnostic(Diagnostic.Create(Descriptors.DSR0013, escape.Site.Syntax.GetLocation(), operation.Syntax.ToString(), escape.How));
            }
        }
    }

    private static bool MentionsEventBatch(TypeSyntax type)
        => type.DescendantNodesAndSelf().OfType<SimpleNameSyntax>().Any(n => n.Identifier.ValueText == "EventBatch");

    /// <summary>How a view of the batch gets past the batch's task, and the operation to report; null when it does not.</summary>
    private static (IOperation Site, string How)? Escape(IOperation view, KnownTypes known)
    {
        var use = Outer(view);
        switch (use.Parent)
        {
            case ISimpleAssignmentOperation assignment when assignment.Value == use && LongLived(assignment.Target) is { } target:
                return (assignment, "is stored in '" + target + "'");
            case IArgumentOperation { Parent: IInvocationOperation call } when StoringNames.Contains(call.TargetMethod.Name) && call.Instance is not null
                                                                               && LongLived(call.Instance) is { } holder && !ClearedLater(call, call.Instance):
                return (call, "is added to '" + holder + "'");
            case IArgumentOperation { Parent: IInvocationOperation call } when NotAwaited(call, known):
                return (call, "is passed to '" + call.TargetMethod.Name + "', whose task is not awaited");
        }

        // Captured by a lambda or local function that runs later.
        return CapturedBy(view) is { } function && RunsLater(function, known) is { } later ? (later.Site, "is captured by " + later.What) : null;
    }

    // batch.Length and batch.FirstSequence are copied into the batch value itself: reading them later touches no slot.
    private static bool ReadsOnlyItsShape(IOperation view)
        => Outer(view).Parent is IPropertyReferenceOperation { Property.Name: "Length" or "FirstSequence" } shape && shape.Instance == Outer(view);

    private static IOperation Outer(IOperation operation)
    {
        while (operation.Parent is IConversionOperation or IParenthesizedOperation)
        {
            operation = operation.Parent;
        }

        return operation;
    }

    // A member of this object or a static one (or an element of a collection held there), named for the message;
    // null for locals, parameters and members of objects they hold (a temporary may well die with the batch).
    private static string? LongLived(IOperation target)
    {
        var named = false;
        for (var current = target; current is not null;)
        {
            switch (current)
            {
                case IInstanceReferenceOperation:
                    return named ? target.Syntax.ToString() : null;
                case IMemberReferenceOperation { Instance: null }:
                    return target.Syntax.ToString(); // a static
                case IMemberReferenceOperation member:
                    named |= member is not IPropertyReferenceOperation { Property.IsIndexer: true };
                    current = member.Instance;
                    continue;
                case IArrayElementReferenceOperation element:
                    current = element.ArrayReference;
                    continue;
                default:
                    return null;
            }
        }

        return null;
    }

    // A field list used as scratch space: filled, handed to awaited work, and cleared before the method returns.
    private static bool ClearedLater(IOperation add, IOperation holder)
    {
        var text = holder.Syntax.ToString();
        IOperation body = add;
        while (body.Parent is not null and not IAnonymousFunctionOperation and not ILocalFunctionOperation)
        {
            body = body.Parent;
        }

        return SequenceLifetimeAnalyzer.Descendants(body).OfType<IInvocationOperation>()
            .Any(c => c.TargetMethod.Name == "Clear" && c.Syntax.SpanStart > add.Syntax.SpanStart && c.Instance?.Syntax.ToString() == text);
    }

    // A call returning a task (or an async void method) whose result is dropped or kept in a field.
    private static bool NotAwaited(IInvocationOperation call, KnownTypes known)
    {
        var method = call.TargetMethod;
        var asyncVoid = method.IsAsync && method.ReturnsVoid;
        if (!asyncVoid && !IsTask(method.ReturnType, known))
        {
            return false;
        }

        var use = Outer(call);
        return asyncVoid || use.Parent is IExpressionStatementOperation
               || use.Parent is ISimpleAssignmentOperation { Target: IDiscardOperation } assignment && assignment.Value == use
               || use.Parent is ISimpleAssignmentOperation stored && stored.Value == use && LongLived(stored.Target) is not null;
    }

    private static bool IsTask(ITypeSymbol? type, KnownTypes known)
        => KnownTypes.Is(type, known.Task) || KnownTypes.Is(type, known.TaskOfT) || KnownTypes.Is(type, known.ValueTask) || KnownTypes.Is(type, known.ValueTaskOfT);

    private static IOperation? CapturedBy(IOperation view)
    {
        for (var p = view.Parent; p is not null; p = p.Parent)
        {
            if (p is IAnonymousFunctionOperation or ILocalFunctionOperation)
            {
                return p;
            }
        }

        return null;
    }

    // A lambda handed to Task.Run/StartNew/ContinueWith/QueueUserWorkItem/new Thread/new Timer, or to a call
    // returning a task, that is not awaited; or kept in a field. A local function is judged where it is handed on.
    private static (IOperation Site, string What)? RunsLater(IOperation function, KnownTypes known)
    {
        var use = Outer(function.Parent is IDelegateCreationOperation creation ? creation : function);
        switch (use.Parent)
        {
            case IArgumentOperation { Parent: IInvocationOperation call } when DeferringNames.Contains(call.TargetMethod.Name) || IsTask(call.TargetMethod.ReturnType, known):
                return IsAwaitedOrReturned(call, known) ? null : (call, "work that is not awaited (" + call.TargetMethod.ContainingType.Name + "." + call.TargetMethod.Name + ")");
            case IArgumentOperation { Parent: IObjectCreationOperation thread } when KnownTypes.Is(thread.Type, known.Thread) || KnownTypes.Is(thread.Type, known.Timer):
                return (thread, "a " + thread.Type!.Name + " that runs after the batch's task");
            case ISimpleAssignmentOperation assignment when assignment.Value == use && LongLived(assignment.Target) is { } target:
                return (assignment, "a delegate stored in '" + target + "'");
            case IEventAssignmentOperation subscription:
                return (subscription, "an event handler");
            default:
                return null;
        }
    }

    // await x, await x.ConfigureAwait(false), return x (new ValueTask(x) too), or a local that holds it (awaited
    // later, or gathered for WhenAll).
    private static bool IsAwaitedOrReturned(IOperation call, KnownTypes known)
    {
        var use = Outer(call);
        while (true)
        {
            if (use.Parent is IInvocationOperation { TargetMethod.Name: "ConfigureAwait" or "AsTask" } wrapper && wrapper.Instance == use)
            {
                use = Outer(wrapper);
            }
            else if (use.Parent is IArgumentOperation { Parent: IObjectCreationOperation wrapping } && IsTask(wrapping.Type, known))
            {
                use = Outer(wrapping);
            }
            else
            {
                break;
            }
        }

        return use.Parent is IAwaitOperation or IReturnOperation or IVariableInitializerOperation
               || use.Parent is ISimpleAssignmentOperation { Target: ILocalReferenceOperation }
               || use.Parent is IArgumentOperation { Parent: IInvocationOperation { Instance: ILocalReferenceOperation } };
    }

    /// <summary>
    /// What in one method body refers to the batch's slots: EventBatch values, and for class events the elements
    /// (<c>batch[i]</c>, <c>span[i]</c> of its GetSpans) and the locals holding them.
    /// </summary>
    private sealed class BatchViews
    {
        private readonly KnownTypes _known;
        private readonly HashSet<ILocalSymbol> _elementLocals = new(SymbolEqualityComparer.Default);
        private readonly HashSet<ILocalSymbol> _spanLocals = new(SymbolEqualityComparer.Default);

        public BatchViews(KnownTypes known, IOperation body)
        {
            _known = known;
            Any = body.Descendants().Any(o => o is IParameterReferenceOperation p && IsBatch(p.Type));
            if (Any)
            {
                FindLocals(body);
            }
        }

        public bool Any { get; }

        /// <summary>Whether the operation's value is the batch itself or a class event in one of its slots.</summary>
        public bool IsView(IOperation operation) => operation switch
        {
            IParameterReferenceOperation parameter => IsBatch(parameter.Type),
            ILocalReferenceOperation local => IsBatch(local.Type) || _elementLocals.Contains(local.Local),
            IPropertyReferenceOperation { Property.IsIndexer: true } indexer => IsElement(indexer),
            _ => false,
        };

        private bool IsBatch(ITypeSymbol? type) => KnownTypes.Is(type, _known.EventBatch);

        // batch[i] or span[i] of a class event.
        private bool IsElement(IPropertyReferenceOperation indexer)
            => indexer.Type is { IsReferenceType: true }
               && (IsBatch(indexer.Instance?.Type) || indexer.Instance is ILocalReferenceOperation span && _spanLocals.Contains(span.Local));

        // Two passes: locals assigned from locals found in the first pass are found in the second.
        private void FindLocals(IOperation body)
        {
            for (var pass = 0; pass < 2; pass++)
            {
                foreach (var operation in body.Descendants())
                {
                    switch (operation)
                    {
                        case IVariableDeclaratorOperation declarator when declarator.GetVariableInitializer()?.Value is { } value:
                            Track(declarator.Symbol, value);
                            break;
                        case ISimpleAssignmentOperation { Target: ILocalReferenceOperation target } assignment:
                            Track(target.Local, assignment.Value);
                            break;
                        case IForEachLoopOperation loop when loop.Locals.Length == 1:
                            TrackForEach(loop);
                            break;
                        case IInvocationOperation { TargetMethod.Name: "GetSpans" } spans when IsBatch(spans.Instance?.Type):
                            TrackSecondSpan(spans);
                            break;
                    }
                }
            }
        }

        private void Track(ILocalSymbol local, IOperation value)
        {
            var unwrapped = value is IConversionOperation conversion ? conversion.Operand : value;
            if (local.Type.IsReferenceType && IsView(unwrapped) && !IsBatch(unwrapped.Type))
            {
                _elementLocals.Add(local);
            }
            else if (unwrapped is IInvocationOperation { TargetMethod.Name: "GetSpans" } spans && IsBatch(spans.Instance?.Type) && IsClassSpan(local.Type))
            {
                _spanLocals.Add(local);
            }
        }

        // foreach (var e in first) over a span of class events.
        private void TrackForEach(IForEachLoopOperation loop)
        {
            var collection = loop.Collection is IConversionOperation conversion ? conversion.Operand : loop.Collection;
            if (collection is ILocalReferenceOperation span && _spanLocals.Contains(span.Local) && loop.Locals[0].Type.IsReferenceType)
            {
                _elementLocals.Add(loop.Locals[0]);
            }
        }

        // batch.GetSpans(out var second): the out local is a span of the batch too.
        private void TrackSecondSpan(IInvocationOperation spans)
        {
            foreach (var argument in spans.Arguments)
            {
                var local = argument.Value switch
                {
                    IDeclarationExpressionOperation { Expression: ILocalReferenceOperation declared } => declared.Local,
                    ILocalReferenceOperation reference => reference.Local,
                    _ => null,
                };
                if (local is not null && argument.Parameter?.RefKind == RefKind.Out && IsClassSpan(local.Type))
                {
                    _spanLocals.Add(local);
                }
            }
        }

        private static bool IsClassSpan(ITypeSymbol type)
            => type is INamedTypeSymbol { Name: "Span" or "ReadOnlySpan", TypeArguments.Length: 1 } span && span.TypeArguments[0].IsReferenceType;
    }
}
