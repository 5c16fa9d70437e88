namespace NDisruptor.Analyzers;

/// <summary>
/// Whether every path through a statement publishes a claimed sequence, walked over the operation tree
/// (if/else, switch sections, blocks, using, lock, try). Loops and try/catch without a publishing finally
/// are <see cref="PathOutcome.Unknown"/>: DSR0006 then stays quiet rather than guess.
/// </summary>
internal static class PublishPaths
{
    public static (PathOutcome Outcome, string? Leak) Of(IOperation statement, System.Func<IOperation, bool> isPublish)
        => Of(statement, isPublish, throwLeaks: true);

    // throwLeaks false: inside a try whose catches settle the sequence, a throw is theirs to handle, and only the other
    // ways out (return, goto, break or continue past the try) skip the publish unseen.
    private static (PathOutcome Outcome, string? Leak) Of(IOperation statement, System.Func<IOperation, bool> isPublish, bool throwLeaks)
    {
        switch (statement)
        {
            case IBlockOperation block:
                return Sequence(block.Operations, isPublish, null, throwLeaks);
            case IExpressionStatementOperation expression:
                return isPublish(expression.Operation) ? (PathOutcome.Always, null) : WithoutPublish(statement, throwLeaks);
            case IConditionalOperation { IsRef: false } conditional when conditional.Type is null || conditional.Type.SpecialType == SpecialType.System_Void:
            {
                var whenTrue = Of(conditional.WhenTrue, isPublish, throwLeaks);
                var whenFalse = conditional.WhenFalse is null ? (PathOutcome.Never, null) : Of(conditional.WhenFalse, isPublish, throwLeaks);
                return Branches(new[]
                {
                    (whenTrue, "the branch where the condition holds"),
                    (whenFalse, conditional.WhenFalse is null ? "the path where the condition does not hold" : "the else branch"),
                });
            }

            case ISwitchOperation @switch:
            {
                var branches = @switch.Cases
                    .Select(section => (Sequence(section.Body, isPublish, @switch, throwLeaks), "the '" + section.Clauses.First().Syntax.ToString() + "' branch"))
                    .ToList();
                if (!@switch.Cases.Any(section => section.Clauses.Any(c => c.CaseKind == CaseKind.Default)))
                {
                    branches.Add(((PathOutcome.Never, null), "a value no case matches"));
                }

                return Branches(branches);
            }

            case IUsingOperation @using:
                return Of(@using.Body, isPublish, throwLeaks);
            case ILockOperation @lock:
                return Of(@lock.Body, isPublish, throwLeaks);
            case ILabeledOperation { Operation: { } labeled }:
                return Of(labeled, isPublish, throwLeaks);
            case ITryOperation { Finally: { } @finally } when Contains(@finally, isPublish):
                return (PathOutcome.Always, null);
            case ITryOperation @try:
            {
                var body = Of(@try.Body, isPublish, throwLeaks);
                if (body.Outcome == PathOutcome.Never && !Contains(@try, isPublish))
                {
                    return body;
                }

                if (body.Outcome == PathOutcome.Always && @try.Catches.All(c => Of(c.Handler, isPublish, throwLeaks).Outcome == PathOutcome.Always))
                {
                    return (PathOutcome.Always, null);
                }

                // A return (or goto, break, continue) out of the try runs no catch: whatever the catches do, that path
                // leaves the sequence unpublished, as the shape DSR0006's own fix writes would once a guard is added to it.
                var leaving = Of(@try.Body, isPublish, throwLeaks: false);
                return leaving.Outcome == PathOutcome.Leaks ? leaving : (PathOutcome.Unknown, null);
            }

            default:
                return Contains(statement, isPublish) ? (PathOutcome.Unknown, null) : WithoutPublish(statement, throwLeaks);
        }
    }

    // Statements run in order: the first that always publishes settles it, unless one before it leaves early.
    private static (PathOutcome, string?) Sequence(System.Collections.Immutable.ImmutableArray<IOperation> statements, System.Func<IOperation, bool> isPublish, ISwitchOperation? section, bool throwLeaks)
    {
        foreach (var statement in statements)
        {
            if (section is not null && statement is IBranchOperation { BranchKind: BranchKind.Break })
            {
                return (PathOutcome.Never, null); // leaves the switch section, on to the code after the switch
            }

            var (outcome, leak) = Of(statement, isPublish, throwLeaks);
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

    // No publish inside; leaving from here (return, throw, goto, or a break or continue out of it) skips any publish after it.
    private static (PathOutcome, string?) WithoutPublish(IOperation statement, bool throwLeaks)
        => SequenceLifetimeAnalyzer.JumpsOut(statement, countThrow: throwLeaks)
            ? (PathOutcome.Leaks, throwLeaks ? "a return or throw before the publish skips it" : "a return (or jump) out of the try before the publish skips it, and no catch runs for it")
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
