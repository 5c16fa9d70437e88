using System.Collections.Concurrent;

namespace NDisruptor.Analyzers;

internal enum ContextKind
{
    /// <summary>Constructors and initializers: they run before the object is shared, so they never count.</summary>
    Construction,

    /// <summary>Whatever thread calls the type's public surface; one context per type.</summary>
    External,

    /// <summary>The processor thread running a handler's OnEvent/OnStart/... (one per handler type).</summary>
    Handler,

    /// <summary>A lambda or method handed to Task.Run, new Thread, a Timer, Parallel.*, ...</summary>
    Spawned,
}

/// <summary>One execution context: a thread (or, when <see cref="IsMany"/>, several) that runs some code of a type.</summary>
internal sealed class ExecContext
{
    public ExecContext(ContextKind kind, string description, bool isMany = false, SyntaxNode? spawnSite = null, object? spawnUnit = null, bool joinsBeforeReturn = false)
    {
        Kind = kind;
        Description = description;
        IsMany = isMany;
        SpawnSite = spawnSite;
        SpawnUnit = spawnUnit;
        JoinsBeforeReturn = joinsBeforeReturn;
    }

    public ContextKind Kind { get; }

    public string Description { get; }

    /// <summary>A Parallel body or something spawned in a loop: several threads run it at once.</summary>
    public bool IsMany { get; }

    public SyntaxNode? SpawnSite { get; }

    public object? SpawnUnit { get; }

    /// <summary>Parallel.* blocks until its bodies finish, so code after it in the spawning unit is ordered after them.</summary>
    public bool JoinsBeforeReturn { get; }

    /// <summary>
    /// False when this context certainly does not overlap <paramref name="node"/> (in <paramref name="unit"/>):
    /// the node runs before the spawn (starting a thread publishes everything written before it), or after a
    /// Parallel.* call that has joined its bodies. For spawns in a loop, "the spawn" is the whole loop.
    /// </summary>
    public bool MayRunConcurrentlyWith(object unit, SyntaxNode node)
    {
        if (SpawnSite is null || !Equals(SpawnUnit, unit) || SpawnSite.SyntaxTree != node.SyntaxTree)
        {
            return true;
        }

        return !(node.Span.End <= SpawnSite.SpanStart || JoinsBeforeReturn && node.SpanStart >= SpawnSite.Span.End);
    }

    /// <summary>How many threads the contexts stand for: a "many" context alone is already a race.</summary>
    public static int Weight(IEnumerable<ExecContext> contexts)
        => contexts.Where(c => c.Kind != ContextKind.Construction).Sum(c => c.IsMany ? 2 : 1);

    public static string Describe(IEnumerable<ExecContext> contexts)
        => string.Join(", ", contexts.Where(c => c.Kind != ContextKind.Construction).Select(c => c.Description).Distinct());
}

/// <summary>
/// Per-type model of which execution contexts run which code. Code is grouped in "units": a method,
/// a local function, or a spawned lambda. Operation callbacks only record spawn roots and calls between
/// the type's own methods (cheap); everything else is resolved lazily at symbol end, and only for types
/// where it can matter. Contexts propagate along calls, so a private helper called only from OnEvent runs
/// in the handler context.
/// </summary>
internal sealed class ContextModel
{
    // Methods that call a lambda once per element: a thread started in it is one thread per element.
    private static readonly ImmutableHashSet<string> PerElementCalls = ImmutableHashSet.Create("Select", "SelectMany", "ForEach");

    private readonly INamedTypeSymbol _type;
    private readonly KnownTypes _known;
    private readonly ConcurrentDictionary<object, ExecContext> _spawnRoots = new();
    private readonly List<(IOperation Site, ISymbol Containing, IMethodSymbol Callee)> _calls = new();

    // Delegates held in a local before they reach a thread-starting API: `Action work = () => ...; new Thread(work)`.
    private readonly List<(ILocalSymbol Local, object Target)> _localDelegates = new();
    private readonly List<(ILocalSymbol Local, ExecContext Context)> _localSpawns = new();
    private readonly ExecContext _external;
    private readonly ExecContext _construction = new(ContextKind.Construction, "construction");
    private readonly ExecContext _handler;

    // Continuations of the type's async methods run on thread-pool threads while their caller goes on.
    private readonly ExecContext _async;
    private Dictionary<object, HashSet<ExecContext>>? _resolved;
    private bool _localSpawnsResolved;
    private int _hasAsync;

    public ContextModel(INamedTypeSymbol type, KnownTypes known)
    {
        _type = type;
        _known = known;
        _external = new ExecContext(ContextKind.External, "callers of " + type.Name);
        _handler = new ExecContext(ContextKind.Handler, type.Name + ".OnEvent");
        _async = new ExecContext(ContextKind.Spawned, "async methods of " + type.Name);
    }

    /// <summary>Whether any code of the type can run on a thread other than its callers'.</summary>
    public bool HasConcurrency => !_spawnRoots.IsEmpty || _localSpawns.Count > 0 || _hasAsync != 0 || _known.IsHandlerType(_type);

    /// <summary>The unit whose code contains <paramref name="operation"/>. Valid once all callbacks ran (symbol end).</summary>
    public object UnitOf(IOperation operation, ISymbol containingSymbol)
    {
        ResolveLocalSpawns();
        for (var current = operation.Parent; current is not null; current = current.Parent)
        {
            if (current is IAnonymousFunctionOperation lambda && _spawnRoots.ContainsKey(lambda.Syntax))
            {
                return lambda.Syntax;
            }

            if (current is ILocalFunctionOperation local)
            {
                return local.Symbol;
            }
        }

        return containingSymbol is IMethodSymbol m ? m.OriginalDefinition : containingSymbol;
    }

    /// <summary>The operation kinds <see cref="Record"/> wants to see.</summary>
    public static readonly OperationKind[] RecordedKinds =
    {
        OperationKind.Invocation, OperationKind.DelegateCreation, OperationKind.ObjectCreation, OperationKind.PropertyReference,
    };

    /// <summary>
    /// Records what links code to execution contexts: calls to the type's own methods and property accessors,
    /// delegates handed to thread-starting APIs (directly or through a local), and async methods.
    /// </summary>
    public void Record(IOperation operation, ISymbol containingSymbol)
    {
        if (containingSymbol is IMethodSymbol { IsAsync: true } && _hasAsync == 0)
        {
            System.Threading.Interlocked.Exchange(ref _hasAsync, 1);
        }

        switch (operation)
        {
            case IInvocationOperation invocation:
                if (IsOwn(invocation.TargetMethod))
                {
                    _calls.Add((invocation, containingSymbol, invocation.TargetMethod.OriginalDefinition));
                }
                else
                {
                    RecordLocalSpawns(invocation.Arguments, containingSymbol);
                }

                break;
            case IObjectCreationOperation creation:
                RecordLocalSpawns(creation.Arguments, containingSymbol);
                break;
            case IPropertyReferenceOperation property when SymbolEqualityComparer.Default.Equals(property.Property.ContainingType?.OriginalDefinition, _type):
                // A property is two methods: reading runs the getter, assigning the setter, x++ / x += n both.
                var accessed = property.Property.OriginalDefinition;
                var (reads, writes) = property.Parent switch
                {
                    ISimpleAssignmentOperation a when a.Target == property => (false, true),
                    ICompoundAssignmentOperation c when c.Target == property => (true, true),
                    ICoalesceAssignmentOperation c when c.Target == property => (true, true),
                    IIncrementOrDecrementOperation => (true, true),
                    _ => (true, false),
                };
                if (reads && accessed.GetMethod is { } getter)
                {
                    _calls.Add((property, containingSymbol, getter));
                }

                if (writes && accessed.SetMethod is { } setter)
                {
                    _calls.Add((property, containingSymbol, setter));
                }

                break;
            case IDelegateCreationOperation { Target: IAnonymousFunctionOperation lambda } creation:
                if (Spawn(creation, containingSymbol) is { } context)
                {
                    _spawnRoots.TryAdd(lambda.Syntax, context);
                }
                else if (LocalHolding(creation) is { } local)
                {
                    _localDelegates.Add((local, lambda.Syntax));
                }

                break;
            case IDelegateCreationOperation { Target: IMethodReferenceOperation reference } creation when IsOwn(reference.Method):
                var spawned = Spawn(creation, containingSymbol);
                if (spawned is not null)
                {
                    _spawnRoots.TryAdd(reference.Method.OriginalDefinition, spawned);
                }
                else
                {
                    // A method group stored or passed elsewhere still runs code of this type; treat it as a call.
                    _calls.Add((creation, containingSymbol, reference.Method.OriginalDefinition));
                    if (LocalHolding(creation) is { } local)
                    {
                        _localDelegates.Add((local, reference.Method.OriginalDefinition));
                    }
                }

                break;
        }
    }

    // `Action work = () => ...;` or `work = () => ...;`: the local a delegate is stored in.
    private static ILocalSymbol? LocalHolding(IOperation creation)
    {
        var parent = creation.Parent;
        while (parent is IConversionOperation)
        {
            parent = parent.Parent;
        }

        return parent switch
        {
            IVariableInitializerOperation { Parent: IVariableDeclaratorOperation declarator } => declarator.Symbol,
            ISimpleAssignmentOperation { Target: ILocalReferenceOperation target } => target.Local,
            _ => null,
        };
    }

    // A delegate-typed local passed to Task.Run / new Thread / ...: whatever was stored in it runs there.
    private void RecordLocalSpawns(ImmutableArray<IArgumentOperation> arguments, ISymbol containingSymbol)
    {
        foreach (var argument in arguments)
        {
            var value = argument.Value;
            while (value is IConversionOperation conversion)
            {
                value = conversion.Operand;
            }

            if (value is ILocalReferenceOperation { Local.Type.TypeKind: TypeKind.Delegate } local && Spawn(value, containingSymbol) is { } context)
            {
                _localSpawns.Add((local.Local, context));
            }
        }
    }

    // Turns delegates stored in locals and later spawned into spawn roots; before any unit is resolved.
    private void ResolveLocalSpawns()
    {
        if (_localSpawnsResolved)
        {
            return;
        }

        _localSpawnsResolved = true;
        foreach (var (local, context) in _localSpawns)
        {
            foreach (var (holder, target) in _localDelegates)
            {
                if (SymbolEqualityComparer.Default.Equals(holder, local))
                {
                    _spawnRoots.TryAdd(target, context);
                }
            }
        }
    }

    private bool IsOwn(IMethodSymbol method)
        => method.MethodKind == MethodKind.LocalFunction || SymbolEqualityComparer.Default.Equals(method.ContainingType?.OriginalDefinition, _type);

    /// <summary>The contexts that may run <paramref name="unit"/>. Call after all operations were recorded.</summary>
    public IReadOnlyCollection<ExecContext> ContextsOf(object unit)
    {
        _resolved ??= Freeze();
        if (_resolved.TryGetValue(unit, out var set))
        {
            return set;
        }

        // Field and property initializers run during construction; anything unreached serves the callers.
        return unit is IFieldSymbol or IPropertySymbol ? new[] { _construction } : new[] { _external };
    }

    private Dictionary<object, HashSet<ExecContext>> Freeze()
    {
        ResolveLocalSpawns();
        var edges = _calls.GroupBy(c => UnitOf(c.Site, c.Containing)).ToDictionary(g => g.Key, g => g.Select(c => (object)c.Callee).ToList());
        var result = new Dictionary<object, HashSet<ExecContext>>();
        var roots = _spawnRoots.Select(pair => (pair.Key, pair.Value)).ToList();
        foreach (var method in _type.GetMembers().OfType<IMethodSymbol>())
        {
            if (method.MethodKind is MethodKind.Constructor or MethodKind.StaticConstructor)
            {
                roots.Add((method, _construction));
            }
            else if (_known.IsHandlerThreadMethod(method))
            {
                roots.Add((method, _handler));
            }
            else if (method.IsAsync && !AwaitedByOwnCallers(method))
            {
                roots.Add((method, _async));
            }
        }

        foreach (var (unit, context) in roots)
        {
            Propagate(unit, context, edges, result);
        }

        // Code no other context reaches serves the type's callers, and so does everything it calls: a helper
        // called from a timer callback AND from a public method runs on both.
        var callerEntries = _type.GetMembers().OfType<IMethodSymbol>().Select(m => (object)m.OriginalDefinition)
            .Concat(edges.Keys)
            .Where(unit => !result.ContainsKey(unit))
            .ToList();
        foreach (var unit in callerEntries)
        {
            Propagate(unit, _external, edges, result);
        }

        return result;
    }

    // An async helper that the type's own code calls and always awaits (or returns) runs as part of its callers'
    // flow: the caller waits for it, so it is not a context of its own. Handed on as a delegate, or called and
    // left running, or called by nobody here (an entry point), it is.
    private bool AwaitedByOwnCallers(IMethodSymbol method)
    {
        var sites = _calls.Where(c => SymbolEqualityComparer.Default.Equals(c.Callee, method.OriginalDefinition)).Select(c => c.Site).ToList();
        return sites.Count > 0 && sites.All(IsAwaitedOrReturned);
    }

    private static bool IsAwaitedOrReturned(IOperation call)
    {
        if (call is not IInvocationOperation)
        {
            return false;
        }

        var use = call;
        while (use.Parent is IConversionOperation || use.Parent is IInvocationOperation { TargetMethod.Name: "ConfigureAwait" } configure && configure.Instance == use)
        {
            use = use.Parent;
        }

        return use.Parent is IAwaitOperation or IReturnOperation;
    }

    private static void Propagate(object root, ExecContext context, Dictionary<object, List<object>> edges, Dictionary<object, HashSet<ExecContext>> result)
    {
        var stack = new Stack<object>();
        stack.Push(root);
        while (stack.Count > 0)
        {
            var current = stack.Pop();
            if (!result.TryGetValue(current, out var set))
            {
                result[current] = set = new HashSet<ExecContext>();
            }

            if (!set.Add(context) || !edges.TryGetValue(current, out var callees))
            {
                continue;
            }

            foreach (var callee in callees)
            {
                stack.Push(callee);
            }
        }
    }

    /// <summary>Classifies the consumer of a delegate: null when it is not a thread-starting API.</summary>
    private ExecContext? Spawn(IOperation? delegateValue, ISymbol containingSymbol)
    {
        var parent = delegateValue is IDelegateCreationOperation or ILocalReferenceOperation ? delegateValue.Parent : null;
        while (parent is IConversionOperation)
        {
            parent = parent.Parent;
        }

        string? what = null;
        var many = false;
        var joins = false;
        IOperation? site = null;
        switch (parent)
        {
            case IArgumentOperation { Parent: IInvocationOperation invocation }:
                var method = invocation.TargetMethod;
                var type = method.ContainingType;
                site = invocation;
                if ((KnownTypes.Is(type, _known.Task) || KnownTypes.Is(type, _known.TaskOfT)) && method.Name == "Run")
                {
                    what = "Task.Run";
                }
                else if ((KnownTypes.Is(type, _known.TaskFactory) || KnownTypes.Is(type, _known.TaskFactoryOfT)) && method.Name == "StartNew")
                {
                    what = "Task.Factory.StartNew";
                }
                else if (KnownTypes.Is(type, _known.ThreadPool) && method.Name.EndsWith("QueueUserWorkItem", System.StringComparison.Ordinal))
                {
                    what = "ThreadPool.QueueUserWorkItem";
                }
                else if (KnownTypes.Is(type, _known.Parallel) && method.Name is "For" or "ForEach" or "ForAsync" or "ForEachAsync")
                {
                    what = "Parallel." + method.Name + " body";
                    many = true;
                    joins = method.Name is "For" or "ForEach";
                }
                else if (KnownTypes.Is(type, _known.Parallel) && method.Name == "Invoke")
                {
                    what = "Parallel.Invoke action"; // each action is its own context
                    joins = true;
                }

                break;
            case IArgumentOperation { Parent: IObjectCreationOperation creation }:
                site = creation;
                var created = creation.Constructor?.ContainingType;
                if (KnownTypes.Is(created, _known.Thread))
                {
                    what = "new Thread";
                }
                else if (KnownTypes.Is(created, _known.Timer))
                {
                    what = "Timer callback";
                }
                else if (KnownTypes.Is(created, _known.Task) || KnownTypes.Is(created, _known.TaskOfT))
                {
                    what = "new Task";
                }

                break;
            case IEventAssignmentOperation { Adds: true } subscription
                when subscription.EventReference is IEventReferenceOperation e && _known.ForeignEventSource(e.Event.ContainingType) is { } source:
                site = subscription;
                what = source + "." + e.Event.Name + " handler";
                break;
        }

        // socket.BeginReceive(..., OnReceive, state): the AsyncCallback runs on an I/O completion thread.
        if (what is null && parent is IArgumentOperation { Parent: IInvocationOperation begin } callback
            && KnownTypes.Is(callback.Parameter?.Type, _known.AsyncCallback) && begin.TargetMethod.Name.StartsWith("Begin", System.StringComparison.Ordinal))
        {
            site = begin;
            what = "AsyncCallback of " + begin.TargetMethod.ContainingType.Name + "." + begin.TargetMethod.Name;
        }

        if (what is null || site is null)
        {
            return null;
        }

        // Spawning in a loop starts one thread per iteration, all running the same code; so does spawning in a lambda that a
        // query or ForEach calls per element (Enumerable.Range(0, n).Select(_ => Task.Run(Pump))).
        var region = site.Syntax;
        var p = site.Parent;
        for (; p is not null && p is not IAnonymousFunctionOperation && p is not ILocalFunctionOperation; p = p.Parent)
        {
            if (p is ILoopOperation)
            {
                many = true;
                region = p.Syntax; // the outermost loop around the spawn
            }
        }

        if (p is IAnonymousFunctionOperation { Parent: IDelegateCreationOperation { Parent: IArgumentOperation { Parent: IInvocationOperation perElement } } }
            && PerElementCalls.Contains(perElement.TargetMethod.Name))
        {
            many = true;
            region = perElement.Syntax;
        }

        if (many && region != site.Syntax)
        {
            what += " (in a loop)";
        }

        var line = site.Syntax.GetLocation().GetLineSpan().StartLinePosition.Line + 1;
        var spawnUnit = UnitOfSite(site, containingSymbol);
        return new ExecContext(ContextKind.Spawned, what + " at line " + line, many, region, spawnUnit, joins);
    }

    // The unit of a spawn site, without registering anything (avoids recursion through Spawn).
    private static object UnitOfSite(IOperation site, ISymbol containingSymbol)
    {
        for (var current = site.Parent; current is not null; current = current.Parent)
        {
            if (current is IAnonymousFunctionOperation lambda)
            {
                return lambda.Syntax;
            }

            if (current is ILocalFunctionOperation local)
            {
                return local.Symbol;
            }
        }

        return containingSymbol is IMethodSymbol m ? m.OriginalDefinition : containingSymbol;
    }

    /// <summary>The unit whose code declares a local: a method, a local function or a started lambda (null if unclear).</summary>
    public object? UnitDeclaring(ILocalSymbol local)
    {
        ResolveLocalSpawns();
        switch (local.ContainingSymbol)
        {
            case IMethodSymbol { MethodKind: MethodKind.AnonymousFunction } lambda:
                var syntax = lambda.DeclaringSyntaxReferences.FirstOrDefault()?.GetSyntax();
                return syntax is not null && _spawnRoots.ContainsKey(syntax) ? syntax : null;
            case IMethodSymbol method:
                return method.OriginalDefinition;
            default:
                return null;
        }
    }

    /// <summary>
    /// True when <paramref name="symbol"/> (a local or parameter) is declared inside <paramref name="unit"/>: each run
    /// of the unit then has its own, so an object only it holds is private to that run.
    /// </summary>
    public static bool Declares(object unit, ISymbol symbol)
    {
        foreach (var declaration in symbol.DeclaringSyntaxReferences)
        {
            switch (unit)
            {
                case SyntaxNode lambda when lambda.SyntaxTree == declaration.SyntaxTree && lambda.Span.Contains(declaration.Span):
                    return true;
                case ISymbol method when method.DeclaringSyntaxReferences.Any(r => r.SyntaxTree == declaration.SyntaxTree && r.Span.Contains(declaration.Span)):
                    return true;
            }
        }

        return false;
    }

    /// <summary>True when <paramref name="operation"/> sits in a loop within its own unit (a "hot" write).</summary>
    public static bool IsInLoop(IOperation operation) => HasAncestorInUnit<ILoopOperation>(operation);

    /// <summary>True inside a lock statement: such code is serialized with other code under the lock.</summary>
    public static bool IsInLock(IOperation operation) => HasAncestorInUnit<ILockOperation>(operation);

    private static bool HasAncestorInUnit<T>(IOperation operation)
        where T : IOperation
    {
        for (var p = operation.Parent; p is not null && p is not IAnonymousFunctionOperation && p is not ILocalFunctionOperation; p = p.Parent)
        {
            if (p is T)
            {
                return true;
            }
        }

        return false;
    }
}
