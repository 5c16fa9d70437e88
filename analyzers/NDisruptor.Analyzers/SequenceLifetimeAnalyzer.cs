namespace NDisruptor.Analyzers;

/// <summary>
/// The claim/publish protocol within one method body.
/// DSR0006: a sequence from Next/TryNext that is not published on every path (or not in a finally when the
/// code in between can throw). DSR0007: the event of a sequence touched after that sequence was published.
/// The analysis follows the statement list the claim sits in; when the sequence escapes (returned, stored,
/// passed to another method) or the publish is nested in ways it cannot follow, it stays quiet.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class SequenceLifetimeAnalyzer() : NDisruptorAnalyzer(Descriptors.DSR0006, Descriptors.DSR0007)
{
    /// <summary>
    /// Set on DSR0006 when the fix applies mechanically: the statements from the first additional location up to
    /// the publish statement (the second, in the same block) go into a try that ends with the publish, and a
    /// catch publishes the same sequences as aborted and rethrows.
    /// </summary>
    public const string FixKey = "Fix";

    /// <summary>The <see cref="FixKey"/> value: publish at the end of a try, PublishAborted in its catch.</summary>
    public const string AbortOnThrow = "AbortOnThrow";

    private protected override void OnCompilationStart(CompilationStartAnalysisContext start, KnownTypes known)
    {
        start.RegisterOperationAction(
            c =>
            {
                if (c.Operation is IInvocationOperation { TargetMethod.Name: "Next" or "NextAsync" or "TryNext" or "Publish" } call)
                {
                    AnalyzeInvocation(call, c.ReportDiagnostic, known);
                }
            },
            OperationKind.Invocation);
    }

    private static void AnalyzeInvocation(IInvocationOperation call, System.Action<Diagnostic> context, KnownTypes known)
    {
        if (call.Instance is null || !known.IsRing(call.Instance.Type))
        {
            return;
        }

        switch (call.TargetMethod.Name)
        {
            case "Next" or "NextAsync" or "TryNext":
                AnalyzeClaim(context, known, call);
                break;
            case "Publish":
                AnalyzePublish(context, known, call);
                break;
        }
    }

    // ---------------------------------------------------------------- DSR0006

    private static void AnalyzeClaim(System.Action<Diagnostic> context, KnownTypes known, IInvocationOperation claim)
    {
        var found = FindClaimedRegion(claim);
        if (found is null)
        {
            return; // the sequence goes somewhere we do not follow: not ours to judge
        }

        var (sequence, rest) = found.Value;

        // The local must live in the claim's own block: a captured or outer variable may be published elsewhere.
        if (!IsDeclaredInEnclosingBlock(claim, sequence))
        {
            return;
        }

        for (var i = 0; i < rest.Count; i++)
        {
            var statement = rest[i];
            var before = rest.Take(i).ToList();
            if (IsPublishOf(statement is IExpressionStatementOperation e ? e.Operation : null, sequence, known))
            {
                if (before.Any(s => JumpsOut(s) && !IsPublishingGuard(s, sequence, known)))
                {
                    Report(context, claim, sequence, "not published on every path (a jump before the publish skips it)");
                }
                else if (before.Any(s => Throwing.MayThrow(s, known)))
                {
                    var wrapFrom = AbortOnThrowStart(rest, i, known);
                    var locations = wrapFrom < 0 ? null : new[] { rest[wrapFrom].Syntax.GetLocation(), statement.Syntax.GetLocation() };
                    Report(context, claim, sequence, "not published if the code before the publish throws; publish at the end of a try and PublishAborted in its catch", locations);
                }

                return;
            }

            if (statement is ITryOperation { Finally: { } @finally } && Descendants(@finally).Any(o => IsPublishOf(o, sequence, known)))
            {
                if (before.Any(s => JumpsOut(s)))
                {
                    Report(context, claim, sequence, "not published on every path (a jump before the try skips it)");
                }
                else if (before.Any(s => Throwing.MayThrow(s, known)))
                {
                    Report(context, claim, sequence, "not published if the code before the try/finally throws; move it into the try");
                }

                return;
            }

            // if (text is null) { ring.PublishAborted(seq); return; }: that path is settled, the others go on below.
            if (IsPublishingGuard(statement, sequence, known))
            {
                continue;
            }

            if (Descendants(statement).Any(o => IsPublishOf(o, sequence, known)))
            {
                // Publishes nested in if/else, switch sections, using, lock, try: follow every path through them.
                // With a later publish as well, some path publishes twice or is ordered in a way not judged here.
                if (!rest.Skip(i + 1).Any(s => Descendants(s).Any(o => IsPublishOf(o, sequence, known)))
                    && PublishPaths.Of(statement, o => IsPublishOf(o, sequence, known)) is (PathOutcome.Leaks, { } leak))
                {
                    Report(context, claim, sequence, "not published on every path: " + leak);
                }

                return;
            }

            if (Escapes(statement, sequence, known))
            {
                return;
            }
        }

        Report(context, claim, sequence, "never published");
    }

    // An if without else whose branch publishes (or aborts) the sequence on every path and then leaves.
    private static bool IsPublishingGuard(IOperation statement, ILocalSymbol sequence, KnownTypes known)
        => statement is IConditionalOperation { WhenFalse: null, WhenTrue: { } whenTrue }
           && JumpsOut(whenTrue)
           && PublishPaths.Of(whenTrue, o => IsPublishOf(o, sequence, known)).Outcome == PathOutcome.Always;

    private static void Report(System.Action<Diagnostic> context, IInvocationOperation claim, ILocalSymbol sequence, string what, Location[]? fixLocations = null)
    {
        var properties = fixLocations is null ? ImmutableDictionary<string, string?>.Empty : ImmutableDictionary<string, string?>.Empty.Add(FixKey, AbortOnThrow);
        context(Diagnostic.Create(Descriptors.DSR0006, claim.Syntax.GetLocation(), fixLocations, properties, sequence.Name, what));
    }

    /// <summary>
    /// Where the try of the fix starts (an index into <paramref name="rest"/>), or -1 when the rewrite is not
    /// mechanical. The try ends with the publish, so the catch can only name what is declared before the try:
    /// leading statements that cannot throw and declare a local the publish or the code after it uses (lo of a
    /// batch) stay in front of it. Not mechanical: such a local declared by code that can throw, another claim
    /// or publish in between (interleaved claims), a local function, label or using declaration in between (its
    /// scope would shrink to the try), a publish the catch cannot repeat as it is (a receiver or argument with
    /// side effects, no member access), or a ring without PublishAborted.
    /// </summary>
    private static int AbortOnThrowStart(List<IOperation> rest, int publishIndex, KnownTypes known)
    {
        var publishStatement = rest[publishIndex];
        if (publishStatement is not IExpressionStatementOperation { Operation: IInvocationOperation { TargetMethod.Name: "Publish" } publish }
            || publishStatement.Syntax.Parent is not BlockSyntax
            || publish.Syntax is not InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax }
            || !HasPublishAborted(publish.TargetMethod)
            || publish.Instance!.DescendantsAndSelf().Concat(publish.Arguments.SelectMany(a => a.Descendants())).Any(HasSideEffects))
        {
            return -1;
        }

        // Locals the catch (the publish's arguments) or the statements after the publish still need.
        var usedLater = new HashSet<ILocalSymbol>(
            rest.Skip(publishIndex).SelectMany(s => s.DescendantsAndSelf()).OfType<ILocalReferenceOperation>().Select(r => r.Local),
            SymbolEqualityComparer.Default);
        var start = 0;
        for (var j = 0; j < publishIndex; j++)
        {
            if (DeclaredLocals(rest[j]).Any(usedLater.Contains))
            {
                start = j + 1;
            }
        }

        for (var j = 0; j < publishIndex; j++)
        {
            var statement = rest[j];
            var blocked = (j < start ? Throwing.MayThrow(statement, known) : statement is ILocalFunctionOperation or ILabeledOperation or IUsingDeclarationOperation)
                          || statement.DescendantsAndSelf().Any(o => o is IInvocationOperation { TargetMethod.Name: "Next" or "TryNext" or "NextAsync" or "Publish" or "PublishAborted" } call
                                                                     && call.Instance is not null && known.IsRing(call.Instance.Type));
            if (blocked)
            {
                return -1;
            }
        }

        return start;
    }

    private static bool HasPublishAborted(IMethodSymbol publish)
        => publish.ContainingType.GetMembers("PublishAborted").OfType<IMethodSymbol>().Any(m => m.Parameters.Length == publish.Parameters.Length);

    // What the catch would do twice if it repeated the publish's receiver and arguments.
    private static bool HasSideEffects(IOperation operation)
        => operation is IInvocationOperation or IAssignmentOperation or IIncrementOrDecrementOperation or IAwaitOperation
            or IObjectCreationOperation or IDynamicInvocationOperation;

    // Locals a statement puts into its block's scope: declarations, out variables and pattern variables.
    private static IEnumerable<ILocalSymbol> DeclaredLocals(IOperation statement)
        => statement.DescendantsAndSelf().Select(o => o switch
        {
            IVariableDeclaratorOperation declarator => declarator.Symbol,
            IDeclarationPatternOperation { DeclaredSymbol: ILocalSymbol local } => local,
            IDeclarationExpressionOperation { Expression: ILocalReferenceOperation reference } => reference.Local,
            _ => null,
        }).OfType<ILocalSymbol>();

    private static bool IsDeclaredInEnclosingBlock(IOperation claim, ILocalSymbol local)
    {
        var block = claim.Parent;
        while (block is not null and not IBlockOperation)
        {
            block = block.Parent;
        }

        return block is not null && block.Syntax.SyntaxTree == claim.Syntax.SyntaxTree
               && local.DeclaringSyntaxReferences.Any(r => r.SyntaxTree == block.Syntax.SyntaxTree && block.Syntax.Span.Contains(r.Span));
    }

    /// <summary>
    /// The local holding the claimed sequence and the statements that run while it is claimed: after
    /// <c>var s = ring.Next(...)</c> (a token or a count as well) or <c>var s = await ring.NextAsync(...)</c>; and for
    /// <c>TryNext</c> (with or without a timeout), only where it returned true.
    /// </summary>
    private static (ILocalSymbol Sequence, List<IOperation> Statements)? FindClaimedRegion(IInvocationOperation claim)
        => claim.TargetMethod.Name == "TryNext" ? FindTryClaimedRegion(claim) : FindNextClaimedRegion(claim);

    // var s = ring.Next(); s = ring.Next(); var s = await ring.NextAsync(ct).ConfigureAwait(false);
    private static (ILocalSymbol, List<IOperation>)? FindNextClaimedRegion(IInvocationOperation claim)
    {
        var (value, awaited) = ValueUse(claim);
        if (claim.TargetMethod.Name == "NextAsync" && !awaited)
        {
            return null; // the task is kept: whoever awaits it owns the sequence
        }

        ILocalSymbol? local = value.Parent switch
        {
            IVariableInitializerOperation { Parent: IVariableDeclaratorOperation declarator } => declarator.Symbol,
            ISimpleAssignmentOperation { Target: ILocalReferenceOperation target, Parent: IExpressionStatementOperation } assignment when assignment.Value == value => target.Local,
            _ => null,
        };
        return local is not null && StatementAndRest(claim) is { } rest ? (local, rest) : null;
    }

    // The operation whose value is the claimed sequence: the call, or the await of NextAsync's task (through
    // conversions and ConfigureAwait).
    private static (IOperation Value, bool Awaited) ValueUse(IInvocationOperation claim)
    {
        IOperation current = claim;
        var awaited = false;
        while (true)
        {
            switch (current.Parent)
            {
                case IConversionOperation conversion:
                    current = conversion;
                    continue;
                case IInvocationOperation { TargetMethod.Name: "ConfigureAwait" } configure when configure.Instance == current && !awaited:
                    current = configure;
                    continue;
                case IAwaitOperation await when !awaited:
                    current = await;
                    awaited = true;
                    continue;
                default:
                    return (current, awaited);
            }
        }
    }

    // TryNext(out seq) / TryNext(timeout, out seq) / TryNext(n, timeout, out hi): the sequence is claimed only when it returns true.
    private static (ILocalSymbol, List<IOperation>)? FindTryClaimedRegion(IInvocationOperation claim)
    {
        var outArgument = claim.Arguments.FirstOrDefault(a => a.Parameter?.RefKind == RefKind.Out);
        var sequence = outArgument?.Value switch
        {
            ILocalReferenceOperation l => l.Local,
            IDeclarationExpressionOperation { Expression: ILocalReferenceOperation d } => d.Local,
            _ => null,
        };
        if (sequence is null)
        {
            return null;
        }

        // bool claimed = ring.TryNext(...); if (claimed) ... / if (!claimed) return;
        if (claim.Parent is IVariableInitializerOperation { Parent: IVariableDeclaratorOperation flag } && flag.Symbol.Type.SpecialType == SpecialType.System_Boolean)
        {
            return RegionAfterFlag(claim, flag.Symbol, sequence);
        }

        var (condition, negated) = ConditionHolding(claim);
        switch (condition.Parent)
        {
            // if (ring.TryNext(out var s)) { ... }, also as the last operand of &&.
            case IConditionalOperation conditional when conditional.Condition == condition && !negated && conditional.WhenTrue is { } whenTrue:
                return (sequence, Statements(whenTrue));

            // if (!ring.TryNext(out var s)) return; ...
            case IConditionalOperation conditional when conditional.Condition == condition && negated && conditional.WhenFalse is null && JumpsOut(conditional.WhenTrue):
                return StatementAndRest(conditional) is { } rest ? (sequence, rest) : null;

            // while (!ring.TryNext(timeout, out s)) { ... } then the claimed code: the loop ends only on success (unless it breaks).
            case IWhileLoopOperation { ConditionIsTop: true, ConditionIsUntil: false } loop when loop.Condition == condition && negated
                                                                                               && !Descendants(loop.Body).Any(o => o is IBranchOperation { BranchKind: BranchKind.Break } b && BreaksOut(b, loop)):
                return StatementAndRest(loop) is { } after ? (sequence, after) : null;
            default:
                return null;
        }
    }

    // The condition a TryNext sits in and whether it is negated: the call itself, !call, or the last operand of &&
    // (the rest of the chain must hold too, so the success branch is still the claimed one).
    private static (IOperation Condition, bool Negated) ConditionHolding(IInvocationOperation claim)
    {
        IOperation current = claim;
        var negated = false;
        if (current.Parent is IUnaryOperation { OperatorKind: UnaryOperatorKind.Not } not)
        {
            current = not;
            negated = true;
        }

        while (!negated && current.Parent is IBinaryOperation { OperatorKind: BinaryOperatorKind.ConditionalAnd } and && and.RightOperand == current)
        {
            current = and;
        }

        return (current, negated);
    }

    // bool claimed = ring.TryNext(...); followed by if (claimed) { ... } or if (!claimed) return;
    private static (ILocalSymbol, List<IOperation>)? RegionAfterFlag(IInvocationOperation claim, ILocalSymbol flag, ILocalSymbol sequence)
    {
        var rest = StatementAndRest(claim);
        if (rest is null || rest.Count == 0 || rest[0] is not IConditionalOperation { WhenFalse: null } conditional)
        {
            return null;
        }

        var condition = conditional.Condition;
        if (condition is ILocalReferenceOperation reference && SymbolEqualityComparer.Default.Equals(reference.Local, flag))
        {
            return (sequence, Statements(conditional.WhenTrue));
        }

        return condition is IUnaryOperation { OperatorKind: UnaryOperatorKind.Not, Operand: ILocalReferenceOperation negated }
               && SymbolEqualityComparer.Default.Equals(negated.Local, flag) && JumpsOut(conditional.WhenTrue)
            ? (sequence, rest.Skip(1).ToList())
            : null;
    }

    private static List<IOperation> Statements(IOperation branch) => branch is IBlockOperation b ? b.Operations.ToList() : new List<IOperation> { branch };

    // A break inside the loop's body that leaves this loop (not a nested loop or switch).
    private static bool BreaksOut(IBranchOperation branch, ILoopOperation loop)
    {
        for (var p = branch.Parent; p is not null && p != loop; p = p.Parent)
        {
            if (p is ILoopOperation or ISwitchOperation)
            {
                return false;
            }
        }

        return true;
    }

    // The statements after the one containing operation, in its block.
    private static List<IOperation>? StatementAndRest(IOperation operation)
    {
        // The statements of a block, or of a switch section written without braces (`case 1: var s = ring.Next(); ...`),
        // whose statements hang off the section itself: past it lie the statements after the whole switch.
        var statement = operation;
        while (statement.Parent is not null and not IBlockOperation and not ISwitchCaseOperation)
        {
            if (statement.Parent is IAnonymousFunctionOperation or ILocalFunctionOperation)
            {
                return null;
            }

            statement = statement.Parent;
        }

        var siblings = statement.Parent switch
        {
            IBlockOperation block => block.Operations,
            ISwitchCaseOperation section => section.Body,
            _ => default,
        };
        if (siblings.IsDefault)
        {
            return null;
        }

        var index = siblings.IndexOf(statement);
        return siblings.Skip(index + 1).ToList();
    }

    private static bool IsPublishOf(IOperation? operation, ILocalSymbol sequence, KnownTypes known)
        // PublishAborted publishes too: consumers move past the sequence, so nothing waits on it.
        => operation is IInvocationOperation { TargetMethod.Name: "Publish" or "PublishAborted" } publish
           && publish.Instance is not null && known.IsRing(publish.Instance.Type)
           && publish.Arguments.Any(a => Descendants(a).Any(o => IsReference(o, sequence)));

    private static bool IsReference(IOperation operation, ILocalSymbol local)
        => operation is ILocalReferenceOperation r && SymbolEqualityComparer.Default.Equals(r.Local, local);

    /// <summary>Operations below <paramref name="root"/>, not entering lambdas or local functions (they run later).</summary>
    internal static IEnumerable<IOperation> Descendants(IOperation root)
    {
        var stack = new Stack<IOperation>();
        stack.Push(root);
        while (stack.Count > 0)
        {
            var current = stack.Pop();
            yield return current;
            foreach (var child in current.ChildOperations)
            {
                if (child is not IAnonymousFunctionOperation and not ILocalFunctionOperation)
                {
                    stack.Push(child);
                }
            }
        }
    }

    /// <summary>return, throw (unless <paramref name="countThrow"/> is false), goto, yield break, or break/continue that leave the statement.</summary>
    internal static bool JumpsOut(IOperation statement, bool countThrow = true)
    {
        foreach (var operation in Descendants(statement))
        {
            switch (operation)
            {
                case IThrowOperation when !countThrow:
                    break;
                case IReturnOperation:
                case IThrowOperation:
                case IBranchOperation { BranchKind: BranchKind.GoTo }:
                    return true;
                case IBranchOperation branch when !IsInside(branch, statement):
                    return true;
            }
        }

        return false;

        // break/continue whose loop or switch is itself inside the statement stay inside it.
        static bool IsInside(IBranchOperation branch, IOperation statement)
        {
            for (var p = branch.Parent; p is not null && p != statement.Parent; p = p.Parent)
            {
                if (p is ILoopOperation || (p is ISwitchOperation && branch.BranchKind == BranchKind.Break))
                {
                    return true;
                }
            }

            return false;
        }
    }

    /// <summary>The sequence leaves our sight: returned, stored, captured, or passed to a method other than the ring's indexer/Publish.</summary>
    private static bool Escapes(IOperation statement, ILocalSymbol sequence, KnownTypes known)
    {
        foreach (var operation in Descendants(statement).Where(o => IsReference(o, sequence)))
        {
            var parent = operation.Parent;
            while (parent is IConversionOperation or IParenthesizedOperation)
            {
                parent = parent.Parent;
            }

            // Arithmetic and comparisons derive values (lo = hi - n + 1, s <= hi); indexing the ring reads the slot.
            var safe = parent is IBinaryOperation
                       || parent is IArgumentOperation { Parent: IPropertyReferenceOperation { Property.IsIndexer: true } indexer } && known.IsRing(indexer.Property.ContainingType);
            if (!safe)
            {
                return true;
            }
        }

        // Captured by a lambda or local function: it may be published there.
        return statement.Descendants().OfType<IAnonymousFunctionOperation>().Any(f => f.Descendants().Any(o => IsReference(o, sequence)))
               || statement.Descendants().OfType<ILocalFunctionOperation>().Any(f => f.Descendants().Any(o => IsReference(o, sequence)));
    }

    // ---------------------------------------------------------------- DSR0007

    private static void AnalyzePublish(System.Action<Diagnostic> context, KnownTypes known, IInvocationOperation publish)
    {
        var sequences = publish.Arguments.SelectMany(a => Descendants(a)).OfType<ILocalReferenceOperation>().Select(r => r.Local).ToList();
        if (sequences.Count == 0 || publish.Instance is null)
        {
            return;
        }

        // Walk out through blocks and finally clauses only: a publish inside if/loop/switch may not run.
        IOperation statement = publish;
        while (statement.Parent is { } parent)
        {
            switch (parent)
            {
                case IExpressionStatementOperation or IConversionOperation:
                    statement = parent;
                    continue;
                case IBlockOperation block:
                    ReportUsesAfter(context, known, block, statement, sequences);
                    if (block.Parent is ITryOperation tryOperation && tryOperation.Finally == block)
                    {
                        statement = tryOperation;
                        continue;
                    }

                    if (block.Parent is IBlockOperation)
                    {
                        statement = block;
                        continue;
                    }

                    return;
                default:
                    return;
            }
        }
    }

    private static void ReportUsesAfter(System.Action<Diagnostic> context, KnownTypes known, IBlockOperation block, IOperation statement, List<ILocalSymbol> sequences)
    {
        var index = block.Operations.IndexOf(statement);
        if (index < 0)
        {
            return;
        }

        // Event locals taken from the ring at one of the published sequences, declared before the publish.
        // From a value ring only a ref local aliases the slot: a plain local is a copy, the producer's own.
        var events = block.Operations.Take(index)
            .SelectMany(s => s.Descendants().OfType<IVariableDeclaratorOperation>())
            .Where(d => d.GetVariableInitializer()?.Value is { } value && IsSlotOf(OperationFacts.Unwrap(value), sequences, known)
                        && (d.Symbol.RefKind != RefKind.None || !((IPropertyReferenceOperation)OperationFacts.Unwrap(value)).Property.ReturnsByRef))
            .Select(d => d.Symbol)
            .ToList();

        foreach (var later in block.Operations.Skip(index + 1))
        {
            foreach (var operation in Descendants(later))
            {
                if (operation is ISimpleAssignmentOperation { Target: ILocalReferenceOperation target } && (events.Contains(target.Local) || sequences.Contains(target.Local)))
                {
                    return; // re-pointed at another slot / sequence: what follows is about that one
                }

                if (operation is ILocalReferenceOperation use && events.Contains(use.Local))
                {
                    Report(use, use.Local.Name);
                }
                else if (IsSlotOf(operation, sequences, known))
                {
                    Report(operation, operation.Syntax.ToString());
                }
            }
        }

        void Report(IOperation use, string name)
            => context(Diagnostic.Create(Descriptors.DSR0007, use.Syntax.GetLocation(), name, sequences[0].Name));
    }

    // ring[seq] (or ring[seq + i]) for one of the sequences.
    private static bool IsSlotOf(IOperation operation, List<ILocalSymbol> sequences, KnownTypes known)
        => operation is IPropertyReferenceOperation { Property.IsIndexer: true } indexer && known.IsRing(indexer.Property.ContainingType)
           && indexer.Arguments.Any(a => Descendants(a).OfType<ILocalReferenceOperation>().Any(r => sequences.Contains(r.Local)));
}
