namespace NDisruptor.Analyzers;

/// <summary>
/// DSR0012: a publish scope (<c>using var scope = ring.PublishEvent()</c>, <c>PublishEvents(n)</c>, or the scope
/// of <c>TryPublishEvent</c>) always publishes when disposed, and aborts only when <c>Abort()</c> was called.
/// So an exception path through its block that neither aborts nor finishes the event publishes it half written
/// (or, before the first write, with the slot's previous contents): a catch inside the block that leaves the
/// block or swallows a failed fill, or a catch around the whole using that an exception from the block reaches
/// after Dispose has published. A catch that aborts, or writes the event itself (a deliberate fallback or error
/// mark), is fine.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class PublishScopeAnalyzer() : NDisruptorAnalyzer(Descriptors.DSR0012)
{
    /// <summary>Property set on diagnostics at a catch inside the block: the fix inserts <c>scope.Abort();</c> first in it.</summary>
    public const string ScopeKey = "Scope";

    /// <summary>
    /// Property set on diagnostics at a scope whose block throws with no catch in the method: the fix wraps the
    /// block's statements in <c>try { ... } catch { scope.Abort(); throw; }</c>.
    /// </summary>
    public const string WrapKey = "Wrap";

    private protected override void OnCompilationStart(CompilationStartAnalysisContext start, KnownTypes known)
    {
        if (known.PublishScope is null)
        {
            return; // an NDisruptor without scopes
        }

        // Using statements and declarations are rare operations: the driver calls these for nothing else.
        start.RegisterOperationAction(c => AnalyzeUsing((IUsingOperation)c.Operation, c.ReportDiagnostic, known), OperationKind.Using);
        start.RegisterOperationAction(c => AnalyzeUsingDeclaration((IUsingDeclarationOperation)c.Operation, c.ReportDiagnostic, known), OperationKind.UsingDeclaration);
    }

    private static void AnalyzeUsing(IUsingOperation @using, System.Action<Diagnostic> report, KnownTypes known)
    {
        if (ScopeResource(@using.Resources, known) is var (local, syntax))
        {
            Analyze(new ScopeRegion(local, syntax, @using, ImmutableArray.Create(@using.Body)), report, known);
        }
    }

    // using (var scope = ring.PublishEvent()) declares it; using (scope) names one from TryPublishEvent(out var scope).
    private static (ILocalSymbol Local, SyntaxNode Syntax)? ScopeResource(IOperation resources, KnownTypes known)
    {
        switch (resources)
        {
            case IVariableDeclarationGroupOperation group:
                var declarator = group.Declarations.SelectMany(d => d.Declarators).FirstOrDefault(d => known.IsPublishScope(d.Symbol.Type));
                return declarator is null ? null : (declarator.Symbol, declarator.Syntax);
            case ILocalReferenceOperation reference when known.IsPublishScope(reference.Local.Type):
                return (reference.Local, reference.Syntax);
            default:
                return null;
        }
    }

    private static void AnalyzeUsingDeclaration(IUsingDeclarationOperation declaration, System.Action<Diagnostic> report, KnownTypes known)
    {
        var declarator = declaration.DeclarationGroup.Declarations.SelectMany(d => d.Declarators).FirstOrDefault(d => known.IsPublishScope(d.Symbol.Type));
        if (declarator is null || declaration.Parent is not IBlockOperation block)
        {
            return;
        }

        // The scope lives to the end of the block: every statement after the declaration is its region.
        var index = block.Operations.IndexOf(declaration);
        Analyze(new ScopeRegion(declarator.Symbol, declarator.Syntax, declaration, block.Operations.RemoveRange(0, index + 1)), report, known);
    }

    private static void Analyze(ScopeRegion region, System.Action<Diagnostic> report, KnownTypes known)
    {
        foreach (var @try in region.Statements.SelectMany(SequenceLifetimeAnalyzer.Descendants).OfType<ITryOperation>())
        {
            foreach (var @catch in @try.Catches)
            {
                if (InnerCatchHazard(region, @try, @catch) is { } why)
                {
                    var location = @catch.Syntax is CatchClauseSyntax clause ? clause.CatchKeyword.GetLocation() : @catch.Syntax.GetLocation();
                    var properties = ImmutableDictionary<string, string?>.Empty.Add(ScopeKey, region.Scope.Name);
                    report(Diagnostic.Create(Descriptors.DSR0012, location, properties, region.Scope.Name, why));
                }
            }
        }

        if (OuterCatch(region.Anchor) is { } outer)
        {
            if (FirstUncoveredThrow(region, o => Throwing.Throws(o, known)) is not null)
            {
                var line = outer.Syntax.GetLocation().GetLineSpan().StartLinePosition.Line + 1;
                var why = "an exception thrown in its block reaches the catch at line " + line.ToString(System.Globalization.CultureInfo.InvariantCulture)
                          + " after Dispose published the event as it was";
                report(Diagnostic.Create(Descriptors.DSR0012, region.Declaration.GetLocation(), region.Scope.Name, why));
            }
        }
        else if (!AbortsAnywhere(region) && FirstUncoveredThrow(region, Throwing.FailsOnBadInput) is { } failing)
        {
            // No catch in the method: the exception leaves it through the scope's Dispose, which publishes.
            var why = "'" + Throwing.Describe(failing) + "' in its block throws on bad input, and with no catch in the method Dispose publishes the event as far as it was written";
            var properties = ImmutableDictionary<string, string?>.Empty;
            // Not offered where wrapping the rest of the block in a try would not compile: a yield cannot sit in a try with a
            // catch, and a local function moved into the try is out of reach of the code before it.
            if (!region.Statements.SelectMany(SequenceLifetimeAnalyzer.Descendants).Any(o => o is IReturnOperation { Kind: OperationKind.YieldReturn })
                && !region.Statements.Any(s => s is ILocalFunctionOperation))
            {
                properties = properties.Add(WrapKey, region.Scope.Name);
            }

            report(Diagnostic.Create(Descriptors.DSR0012, region.Declaration.GetLocation(), properties, region.Scope.Name, why));
        }
    }

    // scope.Abort() anywhere in the block: the code handles its failure paths itself (even if only some of them).
    private static bool AbortsAnywhere(ScopeRegion region)
        => region.Statements.SelectMany(SequenceLifetimeAnalyzer.Descendants)
            .Any(o => o is IInvocationOperation { TargetMethod.Name: "Abort", Instance: ILocalReferenceOperation target } && region.IsScope(target.Local));

    // Why a catch inside the block publishes a half-written event, or null when it does not.
    private static string? InnerCatchHazard(ScopeRegion region, ITryOperation @try, ICatchClauseOperation @catch)
    {
        if (Handles(region, @catch.Handler))
        {
            return null;
        }

        if (LeavesRegion(region, @catch.Handler))
        {
            return "this catch leaves the scope without aborting, so Dispose publishes the event as far as it was written";
        }

        return WritesEvent(region, @try.Body)
            ? "this catch swallows an exception from the event's fill, and Dispose then publishes the event half written"
            : null;
    }

    // Abort() called, the scope handed on by reference, or the event written (a fallback value, an error mark).
    private static bool Handles(ScopeRegion region, IOperation handler)
        => SequenceLifetimeAnalyzer.Descendants(handler).Any(o =>
               o is IInvocationOperation { TargetMethod.Name: "Abort", Instance: ILocalReferenceOperation target } && region.IsScope(target.Local)
               || o is IArgumentOperation { Value: ILocalReferenceOperation passed, Parameter.RefKind: not RefKind.None } && region.IsScope(passed.Local))
           || WritesEvent(region, handler);

    /// <summary>Whether code under <paramref name="root"/> writes the scope's event (or calls a method on it).</summary>
    private static bool WritesEvent(ScopeRegion region, IOperation root)
        => SequenceLifetimeAnalyzer.Descendants(root).Any(o => IsEventRoot(region, o) && IsWrittenThrough(o));

    // scope.Event() / scope.Event(i), or a local that holds the event (ref var e = ref scope.Event(), var e = scope.Event()).
    private static bool IsEventRoot(ScopeRegion region, IOperation operation) => operation switch
    {
        IInvocationOperation { TargetMethod.Name: "Event", Instance: ILocalReferenceOperation scope } => region.IsScope(scope.Local),
        ILocalReferenceOperation local => region.IsEventAlias(local.Local),
        _ => false,
    };

    // The event, or a member chain ending at it, assigned, incremented, passed on by reference (or, for a class
    // event, at all: the callee fills the slot's object), or called a method on.
    private static bool IsWrittenThrough(IOperation eventRoot)
    {
        var current = eventRoot;
        while (current.Parent is IMemberReferenceOperation member && member.Instance == current)
        {
            current = member;
        }

        return current.Parent switch
        {
            IInvocationOperation call => call.Instance == current,
            ISimpleAssignmentOperation assignment when assignment.Target == current => current != eventRoot || IsWriteThroughAlias(assignment, eventRoot),
            ICompoundAssignmentOperation compound => compound.Target == current,
            ICoalesceAssignmentOperation coalesce => coalesce.Target == current,
            IIncrementOrDecrementOperation => true,
            IArgumentOperation argument => argument.Parameter?.RefKind is RefKind.Ref or RefKind.Out || current.Type?.IsReferenceType == true,
            _ => false,
        };
    }

    // e = value writes the slot through a ref local (or through scope.Event() itself); e = ref other and a class
    // event's local pointed at another object only re-point the local.
    private static bool IsWriteThroughAlias(ISimpleAssignmentOperation assignment, IOperation eventRoot)
        => !assignment.IsRef && (eventRoot is not ILocalReferenceOperation local || local.Local.RefKind != RefKind.None);

    // throw (a rethrow too), return, goto, or break/continue to a loop outside the region.
    private static bool LeavesRegion(ScopeRegion region, IOperation handler)
        => SequenceLifetimeAnalyzer.Descendants(handler).Any(o => o switch
        {
            IThrowOperation or IReturnOperation or IBranchOperation { BranchKind: BranchKind.GoTo } => true,
            IBranchOperation { BranchKind: BranchKind.Break or BranchKind.Continue } branch => !region.Contains(TargetOf(branch)),
            _ => false,
        });

    private static IOperation? TargetOf(IBranchOperation branch)
    {
        for (var p = branch.Parent; p is not null; p = p.Parent)
        {
            if (p is ILoopOperation || p is ISwitchOperation && branch.BranchKind == BranchKind.Break)
            {
                return p;
            }
        }

        return null;
    }

    /// <summary>The nearest try with a catch whose body holds <paramref name="anchor"/>, within the same function.</summary>
    private static ITryOperation? OuterCatch(IOperation anchor)
    {
        var child = anchor;
        for (var p = anchor.Parent; p is not null and not IAnonymousFunctionOperation and not ILocalFunctionOperation; child = p, p = p.Parent)
        {
            if (p is ITryOperation { Catches.Length: > 0 } @try && @try.Body == child)
            {
                return @try;
            }
        }

        return null;
    }

    // The first operation in the region matching `throws` outside any inner try/catch (those are judged by the inner check).
    private static IOperation? FirstUncoveredThrow(ScopeRegion region, System.Func<IOperation, bool> throws)
    {
        var stack = new Stack<IOperation>(region.Statements.Reverse());
        while (stack.Count > 0)
        {
            var current = stack.Pop();
            if (current is ITryOperation { Catches.Length: > 0 })
            {
                continue;
            }

            if (throws(current))
            {
                return current;
            }

            foreach (var child in current.ChildOperations.Reverse())
            {
                if (child is not IAnonymousFunctionOperation and not ILocalFunctionOperation)
                {
                    stack.Push(child);
                }
            }
        }

        return null;
    }

    /// <summary>A scope local, where it is declared, the using that holds it and the statements it covers.</summary>
    private sealed class ScopeRegion
    {
        private HashSet<ILocalSymbol>? _aliases;

        public ScopeRegion(ILocalSymbol scope, SyntaxNode declaration, IOperation anchor, ImmutableArray<IOperation> statements)
        {
            Scope = scope;
            Declaration = declaration;
            Anchor = anchor;
            Statements = statements;
        }

        public ILocalSymbol Scope { get; }

        public SyntaxNode Declaration { get; }

        public IOperation Anchor { get; }

        public ImmutableArray<IOperation> Statements { get; }

        public bool IsScope(ILocalSymbol local) => SymbolEqualityComparer.Default.Equals(local, Scope);

        public bool IsEventAlias(ILocalSymbol local) => (_aliases ??= FindAliases()).Contains(local);

        public bool Contains(IOperation? operation)
            => operation is not null && Statements.Any(s => s.Syntax.SyntaxTree == operation.Syntax.SyntaxTree && s.Syntax.Span.Contains(operation.Syntax.Span));

        // Locals initialized from the event (ref locals alias the slot; for class events a plain local holds the slot's object).
        private HashSet<ILocalSymbol> FindAliases()
        {
            var aliases = new HashSet<ILocalSymbol>(SymbolEqualityComparer.Default);
            foreach (var declarator in Statements.SelectMany(SequenceLifetimeAnalyzer.Descendants).OfType<IVariableDeclaratorOperation>())
            {
                var value = declarator.GetVariableInitializer()?.Value;
                while (value is IConversionOperation conversion)
                {
                    value = conversion.Operand;
                }

                if (value is IInvocationOperation { TargetMethod.Name: "Event", Instance: ILocalReferenceOperation scope } && IsScope(scope.Local)
                    && (declarator.Symbol.RefKind != RefKind.None || declarator.Symbol.Type.IsReferenceType))
                {
                    aliases.Add(declarator.Symbol);
                }
            }

            return aliases;
        }
    }
}
