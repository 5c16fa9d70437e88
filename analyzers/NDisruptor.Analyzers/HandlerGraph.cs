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
/// properties) are followed through their assignments (<see cref="AssignedValues"/>). A group whose handlers are not all
/// known (one of several a variable may hold, one of a <c>?:</c>'s two, one from a method call or a parameter, an
/// <c>After</c> given something not registered here) still says when it was formed: every handler registered after that is
/// none of its handlers, and is compared with the handlers started after it as with any other.
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
        _values = new AssignedValues(blocks, type => known.IsDisruptor(type) || known.IsHandlerGroup(type), known);
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

        // A handler registered before a group of unknown handlers was formed may be one of them, or wait for one: not compared
        // with the handlers started after that group.
        return SameRoot(a.Root, b.Root)
               && !a.Before.Contains(b) && !b.Before.Contains(a)
               && a.Unknowns.All(unknown => unknown.Formed <= b.Position) && b.Unknowns.All(unknown => unknown.Formed <= a.Position)
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
            var right = call.Arguments.Length == 1 ? GroupOf(call.Arguments[0].Value) : Unknown(null, call);
            var root = SameRoot(left.Root, right.Root) ? left.Root : null;
            return new Group(root, left.Members.Concat(right.Members).ToList(), left.Unknowns.Concat(right.Unknowns).ToList());
        }

        // HandleEventsWith on a disruptor starts after nothing; Then and HandleEventsWith on a group after its handlers.
        var after = onDisruptor ? new Group(RootOf(call.Instance, call), new List<Handler>(), new List<UnknownHandlers>()) : GroupOf(call.Instance);
        var before = new HashSet<Handler>();
        var unknowns = new List<UnknownHandlers>(after.Unknowns);
        foreach (var member in after.Members)
        {
            before.Add(member);
            before.UnionWith(member.Before);
            unknowns.AddRange(member.Unknowns);
        }

        var pooled = name.EndsWith("WorkerPool", System.StringComparison.Ordinal);
        var started = new List<Handler>();
        foreach (var value in ArgumentValues(call))
        {
            var handler = new Handler(value, value.Type as INamedTypeSymbol, call, after.Root, before, unknowns, pooled);
            started.Add(handler);
            _handlers.Add(handler);
        }

        return new Group(after.Root, started, new List<UnknownHandlers>());
    }

    // After(h1, h2): the handlers last registered before the call under the symbols passed. The DSL makes a pool's worker
    // stand for its whole pool, so one worker brings in the others. Something not registered here may be any handler
    // registered before the call.
    private Group Named(object root, IInvocationOperation call)
    {
        var members = new List<Handler>();
        var unknowns = new List<UnknownHandlers>();
        foreach (var value in ArgumentValues(call))
        {
            var symbol = SymbolOf(value);
            var found = symbol is null
                ? null
                : _handlers.LastOrDefault(h => h.Argument.Syntax.SpanStart < call.Syntax.SpanStart && SymbolEqualityComparer.Default.Equals(SymbolOf(h.Argument), symbol) && SameRoot(h.Root, root));
            if (found is null)
            {
                unknowns.Add(new UnknownHandlers(call.Syntax.Span.End));
            }
            else
            {
                members.AddRange(found.Pooled ? _handlers.Where(h => h.Call == found.Call) : new[] { found });
            }
        }

        return new Group(root, members, unknowns);
    }

    // The group an expression stands for. Where its handlers are not all known, what can still be said: when it was formed,
    // and its disruptor if every group it may be shares one.
    private Group GroupOf(IOperation? expression)
    {
        switch (expression is null ? null : OperationFacts.Unwrap(expression))
        {
            case IInvocationOperation call:
                return Evaluate(call) ?? Unknown(null, call);
            case IConditionalOperation conditional:
                return Unknown(CommonRoot(new[] { conditional.WhenTrue, conditional.WhenFalse }), conditional);
            case { } read when _values.ValueAt(read) is { } value:
                return GroupOf(value);
            case { } read when _values.CandidatesAt(read) is var (candidates, formed):
                return new Group(CommonRoot(candidates.Select(candidate => candidate.Value)), new List<Handler>(), new List<UnknownHandlers> { new(formed) });
            case { } other:
                return Unknown(null, other);
            default:
                return new Group(null, new List<Handler>(), new List<UnknownHandlers>());
        }
    }

    // A group of unknown handlers, all registered by the time `formedBy` completes.
    private static Group Unknown(object? root, IOperation formedBy)
        => new(root, new List<Handler>(), new List<UnknownHandlers> { new(formedBy.Syntax.Span.End) });

    // The disruptor every one of the groups is on, or null.
    private object? CommonRoot(IEnumerable<IOperation?> expressions)
    {
        object? root = null;
        foreach (var expression in expressions)
        {
            var group = GroupOf(expression);
            if (group.Root is null || (root is not null && !SameRoot(root, group.Root)))
            {
                return null;
            }

            root = group.Root;
        }

        return root;
    }

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
    /// <see cref="Before"/> holds every known handler it waits for, directly or not, and <see cref="Unknowns"/> the groups
    /// of unknown handlers it waits for besides.
    /// </summary>
    internal sealed class Handler(IOperation argument, INamedTypeSymbol? type, IInvocationOperation call, object? root, HashSet<Handler> before, List<UnknownHandlers> unknowns, bool pooled)
    {
        public IOperation Argument { get; } = argument;
        public INamedTypeSymbol? Type { get; } = type;
        public IInvocationOperation Call { get; } = call;
        public object? Root { get; } = root;
        public HashSet<Handler> Before { get; } = before;
        public List<UnknownHandlers> Unknowns { get; } = unknowns;

        /// <summary>One of a worker pool's handlers, which take turns at events rather than each seeing every one.</summary>
        public bool Pooled { get; } = pooled;

        /// <summary>Where in the source the handler is registered: handlers registered later are registered after it.</summary>
        public int Position => Argument.Syntax.SpanStart;
    }

    /// <summary>Handlers not known one by one, all registered by <see cref="Formed"/> (a source position).</summary>
    internal sealed class UnknownHandlers(int formed)
    {
        public int Formed { get; } = formed;
    }

    /// <summary>What a wiring call returns: handlers on one disruptor, those known one by one and groups of unknown ones.</summary>
    private sealed class Group(object? root, List<Handler> members, List<UnknownHandlers> unknowns)
    {
        public object? Root { get; } = root;
        public List<Handler> Members { get; } = members;
        public List<UnknownHandlers> Unknowns { get; } = unknowns;
    }
}
