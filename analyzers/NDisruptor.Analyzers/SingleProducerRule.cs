namespace NDisruptor.Analyzers;

/// <summary>
/// DSR0005 (reported by <see cref="SharedStateAnalyzer"/>, which hosts it so both share one walk of the type's
/// code and one execution-context model per type): a ring created single-producer (CreateSingleProducer, Create(ProducerType.Single, ...), or a
/// Disruptor constructed with ProducerType.Single, or around such a ring) whose Next/TryNext/Publish/PublishEvent calls
/// run in more than one execution context. Only rings held in a local or field whose creation is visible in the same
/// type are tracked: a ring passed in from elsewhere may well be multi-producer.
/// </summary>
internal static class SingleProducerRule
{
    private static readonly ImmutableHashSet<string> ClaimMethods = ImmutableHashSet.Create(
        "Next", "TryNext", "NextAsync", "Publish", "PublishAborted", "PublishEvent", "PublishEvents", "TryPublishEvent", "TryPublishEvents");

    /// <summary>Names without which a type cannot hold a single-producer ring whose creation it shows.</summary>
    public static readonly ImmutableHashSet<string> SingleProducerNames = ImmutableHashSet.Create("CreateSingleProducer", "Single");

    /// <summary>Registers DSR0005 for a type that mentions a single-producer creation and may run on several threads.</summary>
    public static void Register(TypeScope context, KnownTypes known, ContextModel model)
    {
        var analysis = new Analysis(known, model);
        context.RegisterOperationAction(analysis.RecordHolder, OperationKind.SimpleAssignment, OperationKind.VariableDeclarator, OperationKind.FieldInitializer, OperationKind.PropertyInitializer);
        context.RegisterOperationAction(analysis.RecordClaim, OperationKind.Invocation);
        context.RegisterSymbolEndAction(analysis.End);
    }

    /// <summary>A ring held in a local: the one context of the runs of the code declaring it, and that code's unit.</summary>
    private sealed class LocalOwner
    {
        public LocalOwner(ILocalSymbol local, ExecContext context, object? declaring)
        {
            Local = local;
            Context = context;
            Declaring = declaring;
        }

        public ILocalSymbol Local { get; }

        public ExecContext Context { get; }

        public object? Declaring { get; }
    }

    /// <summary>One type's rings and disruptors, where they were made single-producer, and every claim on them.</summary>
    private sealed class Analysis
    {
        private readonly KnownTypes _known;
        private readonly ContextModel _model;

        // Holder (local or field) -> the syntax that made it single-producer (what the fix rewrites).
        private readonly Dictionary<ISymbol, SyntaxNode> _singleRings = new(SymbolEqualityComparer.Default);
        private readonly Dictionary<ISymbol, SyntaxNode> _singleDisruptors = new(SymbolEqualityComparer.Default);

        // ring holder <- disruptor holder (ring = d.Start() / d.RingBuffer), resolved at the end.
        private readonly List<(ISymbol Ring, ISymbol Disruptor)> _ringsFromDisruptors = new();

        // disruptor holder <- ring holder (d = new Disruptor<T>(ring)), resolved at the end: the disruptor's ring is that
        // ring, so claims through either holder are claims on one ring.
        private readonly List<(ISymbol Disruptor, ISymbol Ring)> _disruptorsOverRings = new();

        // Holders also given a ring or disruptor whose kind this rule cannot see (passed in, multi-producer, computed): a
        // disruptor link through one of them may join claims on different rings, so none is followed.
        private readonly HashSet<ISymbol> _unknownKind = new(SymbolEqualityComparer.Default);
        private readonly List<(ISymbol Holder, IInvocationOperation Call, ISymbol Containing)> _claims = new();

        public Analysis(KnownTypes known, ContextModel model)
        {
            _known = known;
            _model = model;
        }

        /// <summary>Assignments, declarations and field initializers that put a ring or disruptor into a holder.</summary>
        public void RecordHolder(TypeOperationContext context)
        {
            var (target, value) = context.Operation switch
            {
                ISimpleAssignmentOperation a => (Holder(a.Target), a.Value),
                IVariableDeclaratorOperation d => (d.Symbol, d.GetVariableInitializer()?.Value),
                IFieldInitializerOperation f when f.InitializedFields.Length == 1 => (f.InitializedFields[0], f.Value),
                IPropertyInitializerOperation p when p.InitializedProperties.Length == 1 => (p.InitializedProperties[0], p.Value),
                _ => ((ISymbol?)null, (IOperation?)null),
            };
            if (target is null || value is null)
            {
                return;
            }

            // Cheap exits first: this runs for every assignment and declaration in the type.
            value = OperationFacts.Unwrap(value);
            if (!IsRingOrDisruptor(value.Type, _known))
            {
                return;
            }

            if (SingleProducerSite(value, _known) is { } site)
            {
                var holders = _known.IsRing(value.Type) ? _singleRings : _singleDisruptors;
                if (!holders.ContainsKey(target))
                {
                    holders[target] = site;
                }
            }
            else if (_known.IsRing(value.Type) && DisruptorHolder(value, _known) is { } disruptor)
            {
                _ringsFromDisruptors.Add((target, disruptor));
            }
            else if (RingArgument(value, _known) is { } ring && Holder(ring) is { } ringHolder)
            {
                _disruptorsOverRings.Add((target, ringHolder));
            }
            else
            {
                _unknownKind.Add(target);
            }
        }

        /// <summary>Next/TryNext/Publish/... on a ring held in a local, field or property (or a disruptor's ring).</summary>
        public void RecordClaim(TypeOperationContext context)
        {
            var call = (IInvocationOperation)context.Operation;
            if (!ClaimMethods.Contains(call.TargetMethod.Name) || call.Instance is null || !_known.IsRing(call.Instance.Type))
            {
                return;
            }

            var instance = OperationFacts.Unwrap(call.Instance);
            if ((DisruptorHolder(instance, _known) ?? Holder(instance)) is { } holder)
            {
                _claims.Add((holder, call, context.ContainingSymbol));
            }
        }

        public void End(TypeEndContext end)
        {
            // Holders that stand for one ring, each mapped to the holder its claims are counted under. First the disruptors made
            // around a ring, so that a ring taken back from one (d.Start()) resolves below; a disruptor holder linked to
            // two rings, or either holder also given something else, is not followed.
            var sameRing = new Dictionary<ISymbol, ISymbol>(SymbolEqualityComparer.Default);
            foreach (var group in _disruptorsOverRings.GroupBy(l => l.Disruptor, SymbolEqualityComparer.Default))
            {
                var ring = group.First().Ring;
                if (group.All(l => SymbolEqualityComparer.Default.Equals(l.Ring, ring)) && !_unknownKind.Contains(group.Key!) && !_unknownKind.Contains(ring)
                    && _singleRings.TryGetValue(ring, out var site) && !_singleDisruptors.ContainsKey(group.Key!))
                {
                    _singleDisruptors[group.Key!] = site;
                    sameRing[group.Key!] = ring;
                }
            }

            foreach (var (ring, disruptor) in _ringsFromDisruptors)
            {
                if (_singleDisruptors.TryGetValue(disruptor, out var site) && !_singleRings.ContainsKey(ring))
                {
                    _singleRings[ring] = site;

                    // A disruptor made around a ring gives back that ring; one that made its own is named by the first
                    // holder its ring is taken into, and claims through it (d.RingBuffer) count under that holder.
                    if (sameRing.TryGetValue(disruptor, out var around))
                    {
                        sameRing[ring] = around;
                    }
                    else
                    {
                        sameRing[disruptor] = ring;
                    }
                }
            }

            foreach (var group in _claims.GroupBy(c => sameRing.TryGetValue(c.Holder, out var ring) ? ring : c.Holder, SymbolEqualityComparer.Default))
            {
                if (_singleRings.TryGetValue(group.Key!, out var site) || _singleDisruptors.TryGetValue(group.Key!, out site))
                {
                    // A ring local that a disruptor in a field or property also holds has left the code that made it: its
                    // claims there are not one run of that code.
                    var escaped = group.Any(c => c.Holder is not ILocalSymbol);
                    ReportHolder(end, group.Key!, site, group, escaped);
                }
            }
        }

        // One report per context beyond the first claimer's (and for the first when it is many threads), at the first
        // call that context makes: its Next and its Publish are one mistake, not two. The fix rewrites the creation site.
        private void ReportHolder(TypeEndContext end, ISymbol holder, SyntaxNode site, IEnumerable<(ISymbol Holder, IInvocationOperation Call, ISymbol Containing)> claims, bool escaped)
        {
            // In the order the calls run within a statement: ring.Publish(ring.Next()) claims before it publishes;
            // the parts of a partial type by file, so every file's analysis picks the same first claimer.
            var owner = holder is ILocalSymbol local && !escaped ? new LocalOwner(local, new ExecContext(ContextKind.Spawned, "the code that creates '" + local.Name + "'"), _model.UnitDeclaring(local)) : null;
            var ordered = claims.OrderBy(c => c.Call.Syntax.SyntaxTree.FilePath, System.StringComparer.Ordinal).ThenBy(c => c.Call.Syntax.Span.End)
                .Select(c => (c.Call, Contexts: ContextsOfClaim(owner, _model.UnitOf(c.Call, c.Containing)).ToList()))
                .ToList();
            var all = ordered.SelectMany(c => c.Contexts).Where(c => c.Kind != ContextKind.Construction).Distinct().ToList();
            if (ExecContext.Weight(all) < 2)
            {
                return;
            }

            var primary = all.First();
            var count = all.Any(c => c.IsMany) ? "many" : all.Count.ToString(System.Globalization.CultureInfo.InvariantCulture);
            var reported = new HashSet<IInvocationOperation>();
            foreach (var context in all.Where(c => c != primary || c.IsMany))
            {
                var first = ordered.First(c => c.Contexts.Contains(context)).Call;
                if (reported.Add(first))
                {
                    end.ReportDiagnostic(Diagnostic.Create(Descriptors.DSR0005, first.Syntax.GetLocation(), new[] { site.GetLocation() }, holder.Name, count));
                }
            }
        }

        // A ring held in a local belongs to one run of the code that declares it (a thread's own lambda, one Parallel
        // body, one call): claims there are one producer however many runs there are. Only claims from code it is
        // handed to (a lambda started from there) are other contexts. A local function declared there and run only
        // by that code (not started elsewhere) counts as it.
        private IEnumerable<ExecContext> ContextsOfClaim(LocalOwner? owner, object unit)
        {
            if (owner is null)
            {
                return _model.ContextsOf(unit);
            }

            var ownRun = ContextModel.Declares(unit, owner.Local) || owner.Declaring is not null && IsLocalFunctionRunOnlyBy(unit, owner.Declaring);
            return ownRun ? new[] { owner.Context } : _model.ContextsOf(unit);
        }

        private bool IsLocalFunctionRunOnlyBy(object unit, object declaring)
            => unit is IMethodSymbol { MethodKind: MethodKind.LocalFunction } function
               && function.DeclaringSyntaxReferences.All(r => ContextModel.Declares(declaring, function))
               && _model.ContextsOf(unit).All(_model.ContextsOf(declaring).Contains);
    }

    private static ISymbol? Holder(IOperation operation) => OperationFacts.Unwrap(operation) switch
    {
        ILocalReferenceOperation l => l.Local,
        IFieldReferenceOperation f => f.Field,
        IPropertyReferenceOperation { Property.Parameters.Length: 0 } p => p.Property,
        _ => null,
    };

    // d.Start() / d.RingBuffer where d is a local or field holding a Disruptor.
    private static ISymbol? DisruptorHolder(IOperation operation, KnownTypes known)
    {
        var (instance, name) = operation switch
        {
            IInvocationOperation i => (i.Instance, i.TargetMethod.Name),
            IPropertyReferenceOperation p => (p.Instance, p.Property.Name),
            _ => ((IOperation?)null, ""),
        };
        return instance is not null && name is "Start" or "RingBuffer" && known.IsDisruptor(instance.Type) ? Holder(instance) : null;
    }

    // Disruptors are sealed; a value ring may be a subclass (a NativeRingBuffer), which IsRing follows to its base.
    private static bool IsRingOrDisruptor(ITypeSymbol? type, KnownTypes known)
        => type is INamedTypeSymbol { IsGenericType: true } named && (known.IsDisruptor(named) || known.IsRing(named));

    // The ring a disruptor is made around (new Disruptor<T>(ring)), unwrapped; null for a disruptor that makes its own.
    private static IOperation? RingArgument(IOperation operation, KnownTypes known)
        => operation is IObjectCreationOperation creation && known.IsDisruptor(creation.Type)
           && creation.Arguments.FirstOrDefault(a => a.Parameter?.Name == "ring" && a.ArgumentKind == ArgumentKind.Explicit) is { } ring
            ? OperationFacts.Unwrap(ring.Value)
            : null;

    /// <summary>The node that makes a creation single-producer: the CreateSingleProducer call or the ProducerType.Single argument.</summary>
    private static SyntaxNode? SingleProducerSite(IOperation value, KnownTypes known)
    {
        switch (value)
        {
            case IInvocationOperation invocation when known.IsRing(invocation.TargetMethod.ContainingType):
                if (invocation.TargetMethod.Name == "CreateSingleProducer")
                {
                    return invocation.Syntax;
                }

                return SingleArgument(invocation.Arguments, known);
            case IObjectCreationOperation creation when known.IsDisruptor(creation.Type):
                // Around a ring made right there (new ValueDisruptor<T>(ValueRingBuffer<T>.Create(ProducerType.Single, ...))):
                // that creation is the site.
                return RingArgument(creation, known) is { } ring ? SingleProducerSite(ring, known) : SingleArgument(creation.Arguments, known);
            default:
                return null;
        }
    }

    private static SyntaxNode? SingleArgument(ImmutableArray<IArgumentOperation> arguments, KnownTypes known)
    {
        var argument = arguments.FirstOrDefault(a => a.Parameter?.Name == "producerType" && a.ArgumentKind == ArgumentKind.Explicit);
        if (argument is null || !KnownTypes.Is(argument.Value.Type, known.ProducerType))
        {
            return null; // the default is Multi
        }

        var single = known.ProducerType!.GetMembers("Single").OfType<IFieldSymbol>().FirstOrDefault();
        var constant = argument.Value.ConstantValue;
        return single is not null && constant.HasValue && Equals(constant.Value, single.ConstantValue) ? argument.Value.Syntax : null;
    }
}
