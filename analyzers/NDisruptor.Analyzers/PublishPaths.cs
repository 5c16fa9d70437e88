namespace NDisruptor.Analyzers;

/// <summary>
/// Whether every path through a statement publishes a claimed sequence, walked over the operation tree
/// (if/else, switch sections, blocks, using, lock, try). Loops and try/catch without a publishing finally
/// are <see cref="PathOutcome.Unknown"/>: DSR0006 then stays quiet rather than guess.
/// </summary>
internal static class PublishPaths
{
    public static (PathOutcome Outcome, string? Leak) Of(IOperation statement, System.Func<IOperation, bool> isPublish)
    {
        switch (statement)
        {
            case IBlockOperation block:
                return Sequence(block.Operations, isPublish, null);
            case IExpressionStatementOperation expression:
                return isPublish(expression.Operation) ? (PathOutcome.Always, null) : WithoutPublish(statement, isPublish);
            case IConditionalOperation { IsRef: false } conditional when conditional.Type is null || conditional.Type.SpecialType == SpecialType.System_Void:
            {
                var whenTrue = Of(conditional.WhenTrue, isPublish);
                var whenFalse = conditional.WhenFalse is null ? (PathOutcome.Never, null) : Of(conditional.WhenFalse, isPublish);
                return Branches(new[]
                {
                    (whenTrue, "the branch where the condition holds"),
                    (whenFalse, conditional.WhenFalse is null ? "the path where the condition does not hold" : "the else branch"),
                });
            }

            case ISwitchOperation @switch:
            {
                var branches = @switch.Cases
                    .Select(section => (Sequence(section.Body, isPublish, @switch), "the '" + section.Clauses.First().Syntax.ToString() + "' branch"))
                    .ToList();
                if (!@switch.Cases.Any(section => section.Clauses.Any(c => c.CaseKind == CaseKind.Default)))
                {
                    branches.Add(((PathOutcome.Never, null), "a value no case matches"));
                }

                return Branches(branches);
            }

            case IUsingOperation @using:
                return Of(@using.Body, isPublish);
            case ILockOperation @lock:
                return Of(@lock.Body, isPublish);
            case ILabeledOperation { Operation: { } labeled }:
                return Of(labeled, isPublish);
            case ITryOperation { Finally: { } @finally } when Contains(@finally, isPublish):
                return (PathOutcome.Always, null);
            case ITryOperation @try:
            {
                var body = Of(@try.Body, isPublish);
                return body.Outcome == PathOutcome.Never && !Contains(@try, isPublish) ? body
                    : body.Outcome == PathOutcome.Always && @try.Catches.All(c => Of(c.Handler, isPublish).Outcome == PathOutcome.Always) ? (PathOutcome.Always, null)
                    : (PathOutcome.Unknown, null);
            }

            default:
                return Contains(statement, isPublish) ? (PathOutcome.Unknown, null) : WithoutPublish(statement, isPublish);
        }
    }

    // Statements run in order: the first that always publishes settles it, unless one before it leaves early.
    private static (PathOutcome, string?) Sequence(System.Collections.Immutable.ImmutableArray<IOperation> statements, System.Func<IOperation, bool> isPublish, ISwitchOperation? section)
    {
        foreach (var statement in statements)
        {
            if (section is not null && statement is IBranchOperation { BranchKind: BranchKind.Break })
            {
                return (PathOutcome.Never, null); // leaves the switch section, on to the code after the switch
            }

            var (outcome, leak) = Of(statement, isPublish);
            if (outcome != PathOutcome.Never)
            {
                return (outcome, leak);
            }
        }

        return (PathOutcome.Never, null);
    }

    private static (PathOutcome, string?) Branches(System.Collections.Generic.IReadOnlyList<((PathOutcome Outcome, string? Leak) Result, string Name)> branches)
    {
        if (branches.Any(b => b.Result.Outcome == PathOutcome.Unknown))
        {
            return (PathOutcome.Unknown, null);
        }

        if (branches.FirstOrDefault(b => b.Result.Outcome == PathOutcome.Leaks) is { Name: not null } leaking)
        {
            return leaking.Result;
        }

        if (branches.All(b => b.Result.Outcome == PathOutcome.Always))
        {
            return (PathOutcome.Always, null);
        }

        if (branches.All(b => b.Result.Outcome == PathOutcome.Never))
        {
            return (PathOutcome.Never, null);
        }

        // Some branches publish and some do not: the sequence leaks on the others.
        return (PathOutcome.Leaks, branches.First(b => b.Result.Outcome == PathOutcome.Never).Name + " does not publish");
    }

    // No publish inside; leaving the method (return, throw, goto) from here skips any publish after it.
    private static (PathOutcome, string?) WithoutPublish(IOperation statement, System.Func<IOperation, bool> isPublish)
        => SequenceLifetimeAnalyzer.Descendants(statement).Any(o => o is IReturnOperation or IThrowOperation or IBranchOperation { BranchKind: BranchKind.GoTo })
            ? (PathOutcome.Leaks, "a return or throw before the publish skips it")
            : (PathOutcome.Never, null);

    private static bool Contains(IOperation root, System.Func<IOperation, bool> isPublish) => SequenceLifetimeAnalyzer.Descendants(root).Any(isPublish);
}

internal enum PathOutcome
{
    /// <summary>No path publishes (and none leaves early).</summary>
    Never,

    /// <summary>Every path publishes.</summary>
    Always,

    /// <summary>Some path finishes or leaves without publishing.</summary>
    Leaks,

    /// <summary>Loops, catch blocks and the like: not judged.</summary>
    Unknown,
}
