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
        IObjectCreationOperation { Constructor.IsImplicitlyDeclared: false, Arguments.Length: > 0 } creation => !IsRecordStructPrimary(creation.Constructor),
        IThrowOperation or IAwaitOperation => true,
        IConversionOperation { IsImplicit: false, Conversion.IsReference: true } => true,
        IPropertyReferenceOperation { Property.IsIndexer: true } indexer => !known.IsRing(indexer.Property.ContainingType),
        IDynamicInvocationOperation or IDynamicMemberReferenceOperation => true,
        _ => false,
    };

    /// <summary>
    /// Whether this one operation throws on bad input by contract, not merely could: a <c>throw</c>, a
    /// <c>Parse</c>/<c>ParseExact</c>, <c>Convert.ToXxx(string)</c>, a <c>ThrowIf...</c> guard, a deserializer, or a
    /// call to a method with source that throws outside a catch (a validation helper). What fills an event from
    /// outside data fails this way in practice, where "any call may throw" would be true of nearly every fill.
    /// </summary>
    public static bool FailsOnBadInput(IOperation operation) => operation switch
    {
        IThrowOperation => true,
        IInvocationOperation { TargetMethod: { IsStatic: true } method } when method.Name is "Parse" or "ParseExact"
            || method.Name.StartsWith("ThrowIf", System.StringComparison.Ordinal)
            || method.Name == "Deserialize" && method.ContainingType.Name == "JsonSerializer" => true,
        IInvocationOperation { TargetMethod: { IsStatic: true, ContainingType.Name: "Convert" } method } invocation
            => method.Name.StartsWith("To", System.StringComparison.Ordinal) && invocation.Arguments.FirstOrDefault()?.Value.Type?.SpecialType == SpecialType.System_String,
        IInvocationOperation invocation => ThrowsInSource(invocation.TargetMethod),
        _ => false,
    };

    /// <summary>How a throwing operation is named in a message: <c>throw</c>, or the called method.</summary>
    public static string Describe(IOperation operation)
        => operation is IInvocationOperation invocation
            ? invocation.TargetMethod.ContainingType.ToDisplayString(SymbolDisplayFormat.MinimallyQualifiedFormat) + "." + invocation.TargetMethod.Name
            : "throw";

    // A method with source whose own body throws outside any catch (a guard or a default case): syntax only.
    private static bool ThrowsInSource(IMethodSymbol method)
        => method.DeclaringSyntaxReferences.Length == 1 && method.DeclaringSyntaxReferences[0].GetSyntax() is MethodDeclarationSyntax declaration
           && declaration.DescendantNodes(n => n is not CatchClauseSyntax and not AnonymousFunctionExpressionSyntax and not LocalFunctionStatementSyntax)
               .Any(n => n is ThrowStatementSyntax or ThrowExpressionSyntax);

    // A positional record struct's constructor only copies its arguments into the properties it declares.
    private static bool IsRecordStructPrimary(IMethodSymbol? constructor)
        => constructor is { ContainingType: { IsRecord: true, IsValueType: true } } && constructor.DeclaringSyntaxReferences.Length == 1
           && constructor.DeclaringSyntaxReferences[0].GetSyntax() is RecordDeclarationSyntax { ParameterList: not null } record
           && !record.Members.Any(m => m.DescendantNodes().OfType<EqualsValueClauseSyntax>().Any(e => e.Value is not LiteralExpressionSyntax and not IdentifierNameSyntax));

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
