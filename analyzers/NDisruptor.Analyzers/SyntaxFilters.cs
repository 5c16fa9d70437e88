using System.Threading;

namespace NDisruptor.Analyzers;

/// <summary>
/// Cheap syntactic pre-filters. Asking the semantic model about a node binds its whole method body,
/// which is most of an analyzer's cost; looking at names first keeps the analyzers off code that
/// cannot be about rings at all.
/// </summary>
internal static class SyntaxFilters
{
    /// <summary>The simple name a call invokes: <c>ring.Next()</c> and <c>Next()</c> give "Next".</summary>
    public static string? InvokedName(InvocationExpressionSyntax invocation) => NameOf(invocation.Expression);

    public static string? NameOf(ExpressionSyntax? expression) => expression switch
    {
        MemberAccessExpressionSyntax access => access.Name.Identifier.ValueText,
        MemberBindingExpressionSyntax binding => binding.Name.Identifier.ValueText,
        SimpleNameSyntax name => name.Identifier.ValueText,
        AliasQualifiedNameSyntax alias => alias.Name.Identifier.ValueText,
        QualifiedNameSyntax qualified => qualified.Right.Identifier.ValueText,
        _ => null,
    };

    /// <summary>
    /// Names through which code of a type can end up on another thread (or share state atomically). "async" stands for the
    /// keyword: an async method (returning a ValueTask, say, and awaiting a PeriodicTimer) runs its continuations on pool
    /// threads without naming anything else here.
    /// </summary>
    public static readonly ImmutableHashSet<string> ConcurrencyNames = ImmutableHashSet.Create(
        "async", "Run", "StartNew", "Thread", "QueueUserWorkItem", "UnsafeQueueUserWorkItem", "Timer", "Elapsed",
        "Parallel", "Task", "Interlocked", "Volatile",
        "BeginReceive", "BeginReceiveFrom", "BeginSend", "BeginSendTo", "BeginAccept", "BeginConnect", "BeginRead", "BeginWrite");

    /// <summary>
    /// Events other libraries raise on threads of their own (see <see cref="ContextModel"/>). Their names are common
    /// words (a property called Created), so they count only where a handler is added: followed by <c>+=</c>.
    /// </summary>
    public static readonly ImmutableHashSet<string> ForeignEventNames = ImmutableHashSet.Create(
        "Changed", "Created", "Deleted", "Renamed", "Error", "Exited", "OutputDataReceived", "ErrorDataReceived",
        "DataReceived", "ErrorReceived", "PinChanged", "Completed");

    /// <summary>
    /// Whether the type's declarations mention any of <paramref name="first"/> (or subscribe to one of
    /// <see cref="ForeignEventNames"/>) and any of <paramref name="second"/> (one token scan, no binding).
    /// </summary>
    public static (bool First, bool Second) Mentions(INamedTypeSymbol type, ImmutableHashSet<string> first, ImmutableHashSet<string> second, CancellationToken cancellationToken)
    {
        bool a = false, b = false;
        foreach (var reference in type.DeclaringSyntaxReferences)
        {
            foreach (var token in reference.GetSyntax(cancellationToken).DescendantTokens())
            {
                // async is a contextual keyword: where it makes a method or lambda async, it is not an identifier token.
                if (token.IsKind(SyntaxKind.IdentifierToken) || token.IsKind(SyntaxKind.AsyncKeyword))
                {
                    a |= first.Contains(token.ValueText) || ForeignEventNames.Contains(token.ValueText) && token.GetNextToken().IsKind(SyntaxKind.PlusEqualsToken);
                    b |= second.Contains(token.ValueText);
                    if (a && b)
                    {
                        return (true, true);
                    }
                }
            }
        }

        return (a, b);
    }

    /// <summary>True when one of the type's declarations mentions one of <paramref name="names"/> (a token scan, no binding).</summary>
    public static bool Mentions(INamedTypeSymbol type, ImmutableHashSet<string> names, CancellationToken cancellationToken)
        => type.DeclaringSyntaxReferences.Any(reference => reference.GetSyntax(cancellationToken).DescendantTokens()
            .Any(token => token.IsKind(SyntaxKind.IdentifierToken) && names.Contains(token.ValueText)));
}
