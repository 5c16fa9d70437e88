using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;

namespace NDisruptor.Analyzers;

/// <summary>
/// Whether code can throw in practice, shared by the rules about claims and scopes: calls (other than the
/// ring's and the scopes' own members and a few pure BCL helpers), class constructions, throw, await, casts
/// and indexers of collections. Field and local access, arithmetic and the ring indexer cannot (null
/// references and overflow are not considered: counting them would make every statement "throwing").
/// </summary>
internal static class Throwing
{
    /// <summary>Whether <paramref name="statement"/> (lambdas and local functions excluded: they run later) can throw.</summary>
    public static bool MayThrow(IOperation statement, KnownTypes known)
        => SequenceLifetimeAnalyzer.Descendants(statement).Any(operation => Throws(operation, known));

    /// <summary>Whether this one operation (not its children) can throw.</summary>
    public static bool Throws(IOperation operation, KnownTypes known) => operation switch
    {
        IInvocationOperation invocation => !IsSafeCall(invocation.TargetMethod, known),
        IObjectCreationOperation { Type.IsReferenceType: true } => true,
        IObjectCreationOperation { Constructor.IsImplicitlyDeclared: false, Arguments.Length: > 0 } => true,
        IThrowOperation or IAwaitOperation => true,
        IConversionOperation { IsImplicit: false, Conversion.IsReference: true } => true,
        IPropertyReferenceOperation { Property.IsIndexer: true } indexer => !known.IsRing(indexer.Property.ContainingType),
        IDynamicInvocationOperation or IDynamicMemberReferenceOperation => true,
        _ => false,
    };

    private static bool IsSafeCall(IMethodSymbol method, KnownTypes known)
    {
        var type = method.ContainingType;
        if (known.IsRing(type) || known.IsPublishScope(type))
        {
            return true;
        }

        var name = type?.ToDisplayString();
        return name is "System.Math" or "System.MathF" or "System.Threading.Volatile" or "System.Threading.Interlocked";
    }
}
