using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace NDisruptor.Analyzers;

/// <summary>
/// DSR0005 (reported by <see cref="SharedStateAnalyzer"/>, which hosts it so both share one symbol-start
/// registration and one execution-context model per type): a ring created single-producer (CreateSingleProducer, Create(ProducerType.Single, ...), or a
/// Disruptor constructed with ProducerType.Single) whose Next/TryNext/Publish/PublishEvent calls run in more
/// than one execution context. Only rings held in a local or field whose creation is visible in the same
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
        // Holder (local or field) -> the syntax that made it single-producer (what the fix rewrites).
        var singleRings = new ConcurrentDictionary<ISymbol, SyntaxNode>(SymbolEqualityComparer.Default);
        var singleDisruptors = new ConcurrentDictionary<ISymbol, SyntaxNode>(SymbolEqualityComparer.Default);

        // ring holder <- disruptor holder (ring = d.Start() / d.RingBuffer), resolved at the end.
        var ringsFromDisruptors = new List<(ISymbol Ring, ISymbol Disruptor)>();
        var claims = new List<(ISymbol Holder, IInvocationOperation Call, ISymbol Containing)>();

        context.RegisterOperationAction(c =>
        {
            var (target, value) = c.Operation switch
            {
                ISimpleAssignmentOperation a => (Holder(a.Target), a.Value),
                IVariableDeclaratorOperation d => (d.Symbol, d.GetVariableInitializer()?.Value),
                IFieldInitializerOperation f when f.InitializedFields.Length == 1 => (f.InitializedFields[0], f.Value),
                _ => ((ISymbol?)null, (IOperation?)null),
            };
            if (target is null || value is null)
            {
                return;
            }

            // Cheap exits first: this runs for every assignment and declaration in the type.
            value = Unwrap(value);
            if (!IsRingOrDisruptor(value.Type, known))
            {
                return;
            }

            if (SingleProducerSite(value, known) is { } site)
            {
                if (known.IsRing(value.Type))
                {
                    singleRings.TryAdd(target, site);
                }
                else
                {
                    singleDisruptors.TryAdd(target, site);
                }
            }
            else if (known.IsRing(value.Type) && DisruptorHolder(value, known) is { } disruptor)
            {
                ringsFromDisruptors.Add((target, disruptor));
            }
        }, OperationKind.SimpleAssignment, OperationKind.VariableDeclarator, OperationKind.FieldInitializer);

        context.RegisterOperationAction(c =>
        {
            var call = (IInvocationOperation)c.Operation;
            if (!ClaimMethods.Contains(call.TargetMethod.Name) || call.Instance is null || !known.IsRing(call.Instance.Type))
            {
                return;
            }

            var instance = Unwrap(call.Instance);
            var holder = DisruptorHolder(instance, known) ?? Holder(instance);
            if (holder is not null)
            {
                claims.Add((holder, call, c.ContainingSymbol));
            }
        }, OperationKind.Invocation);

        context.RegisterSymbolEndAction(end =>
        {
            foreach (var (ring, disruptor) in ringsFromDisruptors)
            {
                if (singleDisruptors.TryGetValue(disruptor, out var site))
                {
                    singleRings.TryAdd(ring, site);
                }
            }

            foreach (var group in claims.GroupBy(c => c.Holder, SymbolEqualityComparer.Default))
            {
                if (!singleRings.TryGetValue(group.Key!, out var site) && !singleDisruptors.TryGetValue(group.Key!, out site))
                {
                    continue;
                }

                // In the order the calls run within a statement: ring.Publish(ring.Next()) claims before it publishes;
                // the parts of a partial type by file, so every file's analysis picks the same first claimer.
                var ordered = group.OrderBy(c => c.Call.Syntax.SyntaxTree.FilePath, System.StringComparer.Ordinal).ThenBy(c => c.Call.Syntax.Span.End).Select(c => (c.Call, Unit: model.UnitOf(c.Call, c.Containing))).ToList();

                // A ring held in a local belongs to one run of the code that declares it (a thread's own lambda,
                // one Parallel body, one call): claims there are one producer however many runs there are. Only
                // claims from code it is handed to (a lambda started from there) are other contexts.
                // A local function declared there and run only by that code (not started elsewhere) counts as it.
                var owner = group.Key is ILocalSymbol local ? new ExecContext(ContextKind.Spawned, "the code that creates '" + local.Name + "'") : null;
                var declaring = group.Key is ILocalSymbol held ? model.UnitDeclaring(held) : null;
                IEnumerable<ExecContext> ContextsOfClaim(object unit)
                    => owner is not null && (ContextModel.Declares(unit, group.Key!)
                                             || declaring is not null && unit is IMethodSymbol { MethodKind: MethodKind.LocalFunction } function
                                                && function.DeclaringSyntaxReferences.All(r => ContextModel.Declares(declaring, function))
                                                && model.ContextsOf(unit).All(model.ContextsOf(declaring).Contains))
                        ? new[] { owner }
                        : model.ContextsOf(unit);
                var all = ordered.SelectMany(c => ContextsOfClaim(c.Unit)).Where(c => c.Kind != ContextKind.Construction).Distinct().ToList();
                if (ExecContext.Weight(all) < 2)
                {
                    continue;
                }

                // One report per context beyond the first claimer's (and for the first when it is many threads), at the
                // first call that context makes: its Next and its Publish are one mistake, not two. The fix rewrites
                // the creation site.
                var primary = all.First();
                var count = all.Any(c => c.IsMany) ? "many" : all.Count.ToString(System.Globalization.CultureInfo.InvariantCulture);
                var reported = new HashSet<IInvocationOperation>();
                foreach (var context in all.Where(c => c != primary || c.IsMany))
                {
                    var first = ordered.First(c => ContextsOfClaim(c.Unit).Contains(context)).Call;
                    if (reported.Add(first))
                    {
                        end.ReportDiagnostic(Diagnostic.Create(Descriptors.DSR0005, first.Syntax.GetLocation(), new[] { site.GetLocation() }, group.Key!.Name, count));
                    }
                }
            }
        });
    }

    private static IOperation Unwrap(IOperation operation)
    {
        while (operation is IConversionOperation conversion)
        {
            operation = conversion.Operand;
        }

        return operation;
    }

    private static ISymbol? Holder(IOperation operation) => Unwrap(operation) switch
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
        return instance is not null && name is "Start" or "RingBuffer" && IsDisruptor(instance.Type, known) ? Holder(instance) : null;
    }

    // Rings and disruptors are sealed: comparing the exact type is enough here.
    private static bool IsRingOrDisruptor(ITypeSymbol? type, KnownTypes known)
        => type is INamedTypeSymbol { IsGenericType: true } named
           && (KnownTypes.Is(named, known.RingBuffer) || KnownTypes.Is(named, known.ValueRingBuffer) || IsDisruptor(named, known) || KnownTypes.Is(named, known.RingBufferBase));

    private static bool IsDisruptor(ITypeSymbol? type, KnownTypes known) => KnownTypes.Is(type, known.Disruptor) || KnownTypes.Is(type, known.ValueDisruptor);

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
            case IObjectCreationOperation creation when IsDisruptor(creation.Type, known):
                return SingleArgument(creation.Arguments, known);
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
