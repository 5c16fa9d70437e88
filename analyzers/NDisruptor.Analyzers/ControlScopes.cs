namespace NDisruptor.Analyzers;

/// <summary>
/// Whether two operations of one body both run, read from the constructs around them (branches, loop bodies, catch
/// clauses, functions) rather than from a control flow graph: what a rule needs to skip code that can never run
/// together, cheaply and on the safe side.
/// </summary>
internal static class ControlScopes
{
    /// <summary>
    /// Whether <paramref name="a"/> and <paramref name="b"/> never both run: they sit on different branches of one
    /// <c>if</c>, <c>?:</c>, <c>switch</c> or <c>switch</c> expression, or one sits in a branch that ends by leaving the
    /// body (<c>return</c>, <c>throw</c>) and the other comes after that <c>if</c> or <c>switch</c>. Never inside one
    /// loop, whose passes may each take another branch.
    /// </summary>
    public static bool Exclusive(IOperation a, IOperation b)
    {
        if (InOneLoop(a, b))
        {
            return false;
        }

        var pathA = Around(a);
        var pathB = Around(b);
        foreach (var scope in pathA)
        {
            if (scope.IsBranch && pathB.Any(other => other.Owner == scope.Owner && other.Body != scope.Body))
            {
                return true;
            }
        }

        return LeavesBefore(pathA, b) || LeavesBefore(pathB, a);
    }

    /// <summary>Whether both lie in the same function: the body itself, or one lambda or local function of it.</summary>
    public static bool InSameFunction(IOperation a, IOperation b) => FunctionOf(a) == FunctionOf(b);

    /// <summary>
    /// Whether <paramref name="assignment"/> runs whenever <paramref name="read"/> does, as far as the constructs around it
    /// tell: every branch, loop body, catch clause and function around the assignment holds the read too.
    /// </summary>
    public static bool Encloses(IOperation assignment, IOperation read) => Around(assignment).All(scope => OperationFacts.Contains(scope.Body, read));

    /// <summary>Whether a loop holds both <paramref name="a"/> and <paramref name="b"/>, so that either may run after the other.</summary>
    public static bool InOneLoop(IOperation a, IOperation b)
        => Around(a).Any(scope => scope.Owner is ILoopOperation && OperationFacts.Contains(scope.Body, b));

    // One of the path's branches ends by leaving the body, and `other` comes after that branch's if or switch.
    private static bool LeavesBefore(List<Scope> path, IOperation other)
        => path.Any(scope => scope.IsBranch
                             && other.Syntax.SpanStart >= scope.Owner.Syntax.Span.End
                             && !OperationFacts.Contains(scope.Owner, other)
                             && AlwaysLeaves(scope.Body));

    // The branch's last statement returns or throws: every pass through it leaves. A jump somewhere inside proves nothing
    // (it may sit in a nested if, or be caught), and break and continue only end a pass of a switch or loop.
    private static bool AlwaysLeaves(IOperation branch)
    {
        var last = branch switch
        {
            IBlockOperation block => block.Operations.LastOrDefault(),
            ISwitchCaseOperation section => section.Body.LastOrDefault(),
            _ => branch,
        };
        while (last is IBlockOperation nested)
        {
            last = nested.Operations.LastOrDefault();
        }

        return last is IReturnOperation { Kind: OperationKind.Return } or IThrowOperation or IExpressionStatementOperation { Operation: IThrowOperation };
    }

    private static IOperation? FunctionOf(IOperation operation)
    {
        for (var parent = operation.Parent; parent is not null; parent = parent.Parent)
        {
            if (parent is IAnonymousFunctionOperation or ILocalFunctionOperation)
            {
                return parent;
            }
        }

        return null;
    }

    // The constructs around the operation, innermost first, each with the part of it the operation sits in.
    private static List<Scope> Around(IOperation operation)
    {
        var scopes = new List<Scope>();
        for (var child = operation; child.Parent is { } parent; child = parent)
        {
            var kind = parent switch
            {
                IConditionalOperation conditional when child == conditional.WhenTrue || child == conditional.WhenFalse => ScopeKind.Branch,
                ISwitchOperation when child is ISwitchCaseOperation => ScopeKind.Branch,
                ISwitchExpressionOperation when child is ISwitchExpressionArmOperation => ScopeKind.Branch,
                ILoopOperation loop when child == loop.Body => ScopeKind.Repeated,
                ITryOperation when child is ICatchClauseOperation => ScopeKind.Repeated,
                IAnonymousFunctionOperation or ILocalFunctionOperation => ScopeKind.Repeated,
                _ => ScopeKind.None,
            };
            if (kind != ScopeKind.None)
            {
                scopes.Add(new Scope(parent, child, kind == ScopeKind.Branch));
            }
        }

        return scopes;
    }

    private enum ScopeKind
    {
        None,

        // One of several alternatives: two operations on different ones never both run.
        Branch,

        // Runs any number of times, maybe never (a loop body, a catch clause, a lambda): not an alternative to anything.
        Repeated,
    }

    /// <summary>A construct (<see cref="Owner"/>) and the part of it (<see cref="Body"/>) an operation sits in.</summary>
    private readonly struct Scope(IOperation owner, IOperation body, bool isBranch)
    {
        public IOperation Owner { get; } = owner;
        public IOperation Body { get; } = body;
        public bool IsBranch { get; } = isBranch;
    }
}
