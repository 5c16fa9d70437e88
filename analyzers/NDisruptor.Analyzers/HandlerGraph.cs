namespace NDisruptor.Analyzers;

/// <summary>
/// The consumers one body wires with the DSL, and which of them run after which: enough to tell handlers that see the
/// same event at the same time (<see cref="RunInParallel"/>). Handlers added by separate calls on one disruptor
/// (<c>d.HandleEventsWith(a); d.HandleEventsWith(b);</c>) run in parallel as surely as handlers of one call.
/// </summary>
/// <remarks>
/// Built from the calls alone: <c>HandleEventsWith</c> on a disruptor starts handlers after nothing; <c>Then</c> (or
/// <c>HandleEventsWith</c>) on a group starts them after the group's handlers; <c>After(h, ...)</c> names handlers
/// registered earlier in the body, by the local, parameter, field or property passed (a worker of a pool stands for the
/// whole pool, as the DSL makes it); <c>And</c> joins two groups. Disruptor and group locals (and the body's own fields and
/// properties) are followed through their assignments (<see cref="AssignedValues"/>). Where a group's handlers cannot all be known (a group from a method call, a
/// field or a parameter, <c>After</c> given something not registered here, a local assigned on one path only), the
/// handlers started after it are compared with the other handlers of their own call only: whatever they wait for might be
/// the handler they would be compared with.
/// </remarks>
internal sealed class HandlerGraph
{
    private readonly KnownTypes _known;
    private readonly AssignedValues _values;
    private readonly Dictionary<IInvocationOperation, Group?> _groups = new();
    private readonly List<Handler> _handlers = new();

    private HandlerGraph(ImmutableArray<IOperation> blocks, KnownTypes known)
    {
        _known = known;
        _values = new AssignedValues(blocks, type => known.IsDisruptor(type) || known.IsHandlerGroup(type));
    }

    /// <summary>The handlers registered in the body, in source order.</summary>
    public IReadOnlyList<Handler> Handlers => _handlers;

    /// <summary>The graph of the DSL calls in a body's operation <paramref name="blocks"/>.</summary>
    public static HandlerGraph Build(ImmutableArray<IOperation> blocks, KnownTypes known)
    {
        var graph = new HandlerGraph(blocks, known);

        // Inner calls end first: a fluent chain's groups are made from the inside out, each found made when the next asks.
        var calls = blocks.SelectMany(block => block.Descendants()).OfType<IInvocationOperation>().Where(call => IsWiring(call.TargetMethod, known));
        foreach (var call in calls.OrderBy(call => call.Syntax.Span.End).ToList())
        {
            graph.Evaluate(call);
        }

        graph._handlers.Sort((a, b) => a.Argument.Syntax.SpanStart.CompareTo(b.Argument.Syntax.SpanStart));
        return graph;
    }

    /// <summary>Whether <paramref name="method"/> is one of the DSL's wiring methods, on a disruptor or a group; the name is tested first.</summary>
    public static bool IsWiring(IMethodSymbol method, KnownTypes known)
        => method.Name is "HandleEventsWith" or "Then" or "After" or "And" or "HandleEventsWithWorkerPool" or "ThenWorkerPool"
           && (known.IsDisruptor(method.ContainingType) || known.IsHandlerGroup(method.ContainingType));

    /// <summary>
    /// Whether <paramref name="a"/> and <paramref name="b"/> may handle one event at the same time: passed to one call
    /// (but for two workers of one pool, which each take their own events), or started by separate calls of one function on
    /// one disruptor with neither waiting for the other, unless the calls never both run (<see cref="ControlScopes.Exclusive"/>).
    /// </summary>
    public static bool RunInParallel(Handler a, Handler b)
    {
        if (a.Call == b.Call)
        {
            return !a.Pooled;
        }

        return SameRoot(a.Root, b.Root)
               && a.Before is not null && b.Before is not null
               && !a.Before.Contains(b) && !b.Before.Contains(a)
               && ControlScopes.InSameFunction(a.Call, b.Call)
               && !ControlScopes.Exclusive(a.Call, b.Call);
    }

    // The group the wiring call returns, made (and its handlers registered) once, whichever use asks first.
    private Group? Evaluate(IInvocationOperation call)
    {
        if (_groups.TryGetValue(call, out var made))
        {
            return made;
        }

        var group = IsWiring(call.TargetMethod, _known) ? Make(call) : null;
        _groups[call] = group;
        return group;
    }

    private Group? Make(IInvocationOperation call)
    {
        var name = call.TargetMethod.Name;
        var onDisruptor = _known.IsDisruptor(call.TargetMethod.ContainingType);
        if (name == "After")
        {
            return onDisruptor ? Named(RootOf(call.Instance, call), call) : null;
        }

        if (name == "And")
        {
            var left = GroupOf(call.Instance);
            var right = call.Arguments.Length == 1 ? GroupOf(call.Arguments[0].Value) : null;
            if (left is null || right is null)
            {
                return null;
            }

            var root = SameRoot(left.Root, right.Root) ? left.Root : null;
            return new Group(root, left.Members.Concat(right.Members).ToList(), left.Complete && right.Complete && root is not null);
        }

        // HandleEventsWith on a disruptor starts after nothing; Then and HandleEventsWith on a group after its handlers.
        var after = onDisruptor ? new Group(RootOf(call.Instance, call), new List<Handler>(), complete: true) : GroupOf(call.Instance);
        var before = after is { Complete: true } ? Ancestors(after) : null;
        var pooled = name.EndsWith("WorkerPool", System.StringComparison.Ordinal);
        var started = new List<Handler>();
        foreach (var value in ArgumentValues(call))
        {
            var handler = new Handler(value, value.Type as INamedTypeSymbol, call, after?.Root, before, pooled);
            started.Add(handler);
            _handlers.Add(handler);
        }

        return new Group(after?.Root, started, before is not null);
    }

    // Every handler a handler started after the group waits for, or null when one of them waits for something unknown.
    private static HashSet<Handler>? Ancestors(Group group)
    {
        var before = new HashSet<Handler>();
        foreach (var member in group.Members)
        {
            if (member.Before is null)
            {
                return null;
            }

            before.Add(member);
            before.UnionWith(member.Before);
        }

        return before;
    }

    // After(h1, h2): the handlers last registered before the call under the symbols passed. The DSL makes a pool's worker
    // stand for its whole pool, so one worker brings in the others.
    private Group Named(object root, IInvocationOperation call)
    {
        var members = new List<Handler>();
        var complete = true;
        foreach (var value in ArgumentValues(call))
        {
            var symbol = SymbolOf(value);
            var found = symbol is null
                ? null
                : _handlers.LastOrDefault(h => h.Argument.Syntax.SpanStart < call.Syntax.SpanStart && SymbolEqualityComparer.Default.Equals(SymbolOf(h.Argument), symbol) && SameRoot(h.Root, root));
            if (found is null)
            {
                complete = false;
            }
            else
            {
                members.AddRange(found.Pooled ? _handlers.Where(h => h.Call == found.Call) : new[] { found });
            }
        }

        return new Group(root, members, complete);
    }

    private Group? GroupOf(IOperation? expression)
        => expression is null ? null : OperationFacts.Unwrap(expression) switch
        {
            IInvocationOperation call => Evaluate(call),
            { } read => _values.ValueAt(read) is { } value ? GroupOf(value) : null,
        };

    // What identifies a disruptor across calls: the value a local, field or property surely holds at the call when the
    // body assigns it, else a parameter, field or property itself; otherwise the call, shared with nothing.
    private object RootOf(IOperation? instance, IInvocationOperation call)
    {
        if (instance is null || SymbolOf(instance) is not { } symbol)
        {
            return call;
        }

        if (!_values.IsAssigned(instance))
        {
            return symbol is ILocalSymbol ? call : symbol;
        }

        var value = _values.ValueAt(instance);
        return value is null ? call : SymbolOf(value) is not null ? RootOf(value, call) : value;
    }

    private static IEnumerable<IOperation> ArgumentValues(IInvocationOperation call)
    {
        foreach (var argument in call.Arguments)
        {
            // Handlers given as params, or as an array written out in the call, each stand for themselves.
            if (OperationFacts.Unwrap(argument.Value) is IArrayCreationOperation { Initializer: { } initializer })
            {
                foreach (var element in initializer.ElementValues)
                {
                    yield return OperationFacts.Unwrap(element);
                }
            }
            else if (argument.ArgumentKind != ArgumentKind.ParamArray)
            {
                yield return OperationFacts.Unwrap(argument.Value);
            }
        }
    }

    private static ISymbol? SymbolOf(IOperation value) => OperationFacts.Unwrap(value) switch
    {
        ILocalReferenceOperation local => local.Local,
        IParameterReferenceOperation parameter => parameter.Parameter,
        IFieldReferenceOperation { Instance: null or IInstanceReferenceOperation } field => field.Field,
        IPropertyReferenceOperation { Instance: null or IInstanceReferenceOperation, Property.Parameters.Length: 0 } property => property.Property,
        _ => null,
    };

    // Disruptors are told apart by symbol (a parameter, a field) or by the operation that made one (a local's value, a call).
    private static bool SameRoot(object? a, object? b)
        => a is ISymbol x && b is ISymbol y ? SymbolEqualityComparer.Default.Equals(x, y) : a is not null && ReferenceEquals(a, b);

    /// <summary>
    /// A handler registered by <see cref="Call"/>: <see cref="Root"/> identifies its disruptor (null when unknown),
    /// <see cref="Before"/> holds every handler it waits for, directly or not (null when that cannot be known).
    /// </summary>
    internal sealed class Handler(IOperation argument, INamedTypeSymbol? type, IInvocationOperation call, object? root, HashSet<Handler>? before, bool pooled)
    {
        public IOperation Argument { get; } = argument;
        public INamedTypeSymbol? Type { get; } = type;
        public IInvocationOperation Call { get; } = call;
        public object? Root { get; } = root;
        public HashSet<Handler>? Before { get; } = before;

        /// <summary>One of a worker pool's handlers, which take turns at events rather than each seeing every one.</summary>
        public bool Pooled { get; } = pooled;
    }

    /// <summary>What a wiring call returns: handlers on one disruptor; <see cref="Complete"/> when every one of them is known.</summary>
    private sealed class Group(object? root, List<Handler> members, bool complete)
    {
        public object? Root { get; } = root;
        public List<Handler> Members { get; } = members;
        public bool Complete { get; } = complete;
    }
}
