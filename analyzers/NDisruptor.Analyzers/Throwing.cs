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
        IInvocationOperation invocation => FailsByName(invocation.TargetMethod.Name, invocation.TargetMethod.ContainingType?.Name,
                                               invocation.Arguments.FirstOrDefault()?.Value.Type?.SpecialType == SpecialType.System_String)
                                           || ThrowsInSource(invocation.TargetMethod),
        _ => false,
    };

    // Parse/ParseExact (not TryParse), ThrowIf... guards, JsonSerializer.Deserialize, Convert.ToXxx of a string. By
    // name, so the same test serves a call's operation and a helper's syntax (where the argument's type is unknown).
    private static bool FailsByName(string name, string? type, bool stringArgument)
        => name is "Parse" or "ParseExact" || name.StartsWith("ThrowIf", System.StringComparison.Ordinal)
           || name == "Deserialize" && type == "JsonSerializer"
           || type == "Convert" && stringArgument && name.StartsWith("To", System.StringComparison.Ordinal);

    /// <summary>How a throwing operation is named in a message: <c>throw</c>, or the called method.</summary>
    public static string Describe(IOperation operation)
        => operation is IInvocationOperation invocation
            ? invocation.TargetMethod.ContainingType.ToDisplayString(SymbolDisplayFormat.MinimallyQualifiedFormat) + "." + invocation.TargetMethod.Name
            : "throw";

    // A method or local function with source whose own body throws, or parses, outside any try/catch (a validation
    // helper, a default case, a price parser): syntax only, and no further calls are followed.
    private static bool ThrowsInSource(IMethodSymbol method)
        => method.DeclaringSyntaxReferences.Length == 1
           && method.DeclaringSyntaxReferences[0].GetSyntax() is (MethodDeclarationSyntax or LocalFunctionStatementSyntax) and var declaration
           && declaration.DescendantNodes(n => n == declaration || n is not TryStatementSyntax { Catches.Count: > 0 } and not AnonymousFunctionExpressionSyntax and not LocalFunctionStatementSyntax)
               .Any(n => n is ThrowStatementSyntax or ThrowExpressionSyntax
                         || n is InvocationExpressionSyntax call && SyntaxFilters.InvokedName(call) is { } name
                            && FailsByName(name, (call.Expression as MemberAccessExpressionSyntax)?.Expression is IdentifierNameSyntax type ? type.Identifier.ValueText : null, stringArgument: true));

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
