using System.Collections.Concurrent;

namespace NDisruptor.Analyzers;

/// <summary>
/// The source implementations of interface and abstract methods, so a rule can follow a call made through an
/// interface (<c>_store.Save(x)</c> with <c>_store</c> an <c>IStore</c>) to the code that runs. The compilation's
/// concrete types are listed once, on the first such question, and each method's answer is kept: the rules ask
/// only for calls they already decided to follow, never per syntax node.
/// </summary>
internal sealed class Implementations
{
    private readonly Compilation _compilation;
    private readonly object _gate = new();
    private ImmutableArray<INamedTypeSymbol> _types;
    private HashSet<INamedTypeSymbol>? _bases;
    private readonly ConcurrentDictionary<IMethodSymbol, ImmutableArray<IMethodSymbol>> _byMethod = new(SymbolEqualityComparer.Default);

    public Implementations(Compilation compilation) => _compilation = compilation;

    /// <summary>The methods with source that implement (or override) <paramref name="method"/>, an interface or abstract method.</summary>
    public ImmutableArray<IMethodSymbol> Of(IMethodSymbol method) => _byMethod.GetOrAdd(method.OriginalDefinition, Find);

    private ImmutableArray<IMethodSymbol> Find(IMethodSymbol method)
    {
        var found = ImmutableArray.CreateBuilder<IMethodSymbol>();
        var (types, bases) = Types();
        if (!bases.Contains(method.ContainingType.OriginalDefinition))
        {
            return ImmutableArray<IMethodSymbol>.Empty; // no source type implements it: a library's interface, most often
        }

        foreach (var type in types)
        {
            var implementation = method.ContainingType.TypeKind == TypeKind.Interface ? ImplementationIn(type, method) : OverrideIn(type, method);
            if (implementation is { IsAbstract: false, DeclaringSyntaxReferences.IsEmpty: false })
            {
                found.Add(implementation);
            }
        }

        return found.ToImmutable();
    }

    private static IMethodSymbol? ImplementationIn(INamedTypeSymbol type, IMethodSymbol method)
        => type.AllInterfaces
            .Where(i => SymbolEqualityComparer.Default.Equals(i.OriginalDefinition, method.ContainingType))
            .SelectMany(i => i.GetMembers(method.Name))
            .Where(m => SymbolEqualityComparer.Default.Equals(m.OriginalDefinition, method))
            .Select(m => type.FindImplementationForInterfaceMember(m) as IMethodSymbol)
            .FirstOrDefault(m => m is not null);

    private static IMethodSymbol? OverrideIn(INamedTypeSymbol type, IMethodSymbol method)
    {
        foreach (var candidate in type.GetMembers(method.Name).OfType<IMethodSymbol>())
        {
            for (var overridden = candidate.OverriddenMethod; overridden is not null; overridden = overridden.OverriddenMethod)
            {
                if (SymbolEqualityComparer.Default.Equals(overridden.OriginalDefinition, method))
                {
                    return candidate;
                }
            }
        }

        return null;
    }

    // The compilation's own classes and structs that can be instantiated, nested ones included, and every interface
    // and base class they implement or derive from (so a library interface no source type implements costs one lookup).
    private (ImmutableArray<INamedTypeSymbol> Types, HashSet<INamedTypeSymbol> Bases) Types()
    {
        lock (_gate)
        {
            if (_bases is null)
            {
                var types = ImmutableArray.CreateBuilder<INamedTypeSymbol>();
                var bases = new HashSet<INamedTypeSymbol>(SymbolEqualityComparer.Default);
                var pending = new Stack<INamespaceOrTypeSymbol>();
                pending.Push(_compilation.Assembly.GlobalNamespace);
                while (pending.Count > 0)
                {
                    foreach (var member in pending.Pop().GetMembers())
                    {
                        if (member is INamespaceOrTypeSymbol container)
                        {
                            pending.Push(container);
                        }

                        if (member is INamedTypeSymbol { TypeKind: TypeKind.Class or TypeKind.Struct, IsAbstract: false } type)
                        {
                            types.Add(type);
                            bases.UnionWith(type.AllInterfaces.Select(i => i.OriginalDefinition));
                            for (var b = type.BaseType; b is not null; b = b.BaseType)
                            {
                                bases.Add(b.OriginalDefinition);
                            }
                        }
                    }
                }

                _types = types.ToImmutable();
                _bases = bases;
            }

            return (_types, _bases);
        }
    }
}
