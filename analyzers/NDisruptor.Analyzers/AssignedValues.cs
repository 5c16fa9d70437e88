namespace NDisruptor.Analyzers;

/// <summary>
/// The values a body assigns to its locals, and to the fields and properties of its own object, of some types; and the one
/// a read is sure to see: the last assignment before it, if that assignment runs whenever the read does and no later one
/// can come round a loop first.
/// </summary>
internal sealed class AssignedValues
{
    private readonly Dictionary<ISymbol, List<(IOperation Assignment, IOperation Value)>> _assignments = new(SymbolEqualityComparer.Default);

    // Variables also written some other way (out or ref, ??=, a deconstruction): what they hold at a read is not followed.
    private readonly HashSet<ISymbol> _untracked = new(SymbolEqualityComparer.Default);

    private readonly KnownTypes _known;

    /// <param name="blocks">The body's operation blocks.</param>
    /// <param name="tracked">Which variables to follow, by type.</param>
    /// <param name="known">The compilation's NDisruptor and BCL types.</param>
    public AssignedValues(IEnumerable<IOperation> blocks, System.Func<ITypeSymbol, bool> tracked, KnownTypes known)
    {
        _known = known;
        foreach (var operation in blocks.SelectMany(block => block.Descendants()))
        {
            if (Variable(operation) is { } reference && tracked(reference.Type) && IsOtherWrite(operation))
            {
                _untracked.Add(reference.Symbol);
                continue;
            }

            var (variable, type, value) = operation switch
            {
                IVariableDeclaratorOperation { Initializer.Value: { } initial } declarator => ((ISymbol?)declarator.Symbol, declarator.Symbol.Type, initial),
                ISimpleAssignmentOperation assignment when Variable(assignment.Target) is { } target => (target.Symbol, target.Type, assignment.Value),
                _ => (null, null, null),
            };
            if (variable is null || type is null || value is null || !tracked(type))
            {
                continue;
            }

            if (!_assignments.TryGetValue(variable, out var values))
            {
                _assignments[variable] = values = new List<(IOperation, IOperation)>();
            }

            values.Add((operation, value));
        }
    }

    /// <summary>Whether the body assigns the variable <paramref name="read"/> reads anywhere.</summary>
    public bool IsAssigned(IOperation read)
        => Variable(read) is { } variable && (_untracked.Contains(variable.Symbol) || _assignments.ContainsKey(variable.Symbol));

    /// <summary>The value <paramref name="read"/> is sure to see, or null when that depends on the path taken or is not assigned here.</summary>
    public IOperation? ValueAt(IOperation read)
        => CandidatesAt(read) is { Candidates: { Count: 1 } candidates } && ControlScopes.Encloses(candidates[0].Assignment, read) ? candidates[0].Value : null;

    /// <summary>
    /// The values <paramref name="read"/> may see: the last assignment before it that runs whenever the read does, and every
    /// one after it (on some paths only), with where the last of them ends. Null when a value may come from elsewhere: a
    /// lambda, a later pass of a loop, another kind of write, or nothing assigned here.
    /// </summary>
    public (List<(IOperation Assignment, IOperation Value)> Candidates, int Formed)? CandidatesAt(IOperation read)
    {
        if (Variable(read) is not { } variable || _untracked.Contains(variable.Symbol) || !_assignments.TryGetValue(variable.Symbol, out var values))
        {
            return null;
        }

        // An assignment completes at its end: `g = g.Then(x)` reads the value before it.
        var at = read.Syntax.SpanStart;
        var before = new List<(IOperation Assignment, IOperation Value)>();
        foreach (var value in values)
        {
            // An assignment in a lambda or local function runs whenever that is called, before the read or after it.
            if (!ControlScopes.InSameFunction(value.Assignment, read))
            {
                return null;
            }

            if (value.Assignment.Syntax.Span.End <= at)
            {
                before.Add(value);
            }
            else if (ControlScopes.InOneLoop(value.Assignment, read))
            {
                return null;
            }
        }

        before.Sort((a, b) => a.Assignment.Syntax.Span.End.CompareTo(b.Assignment.Syntax.Span.End));
        var sure = before.FindLastIndex(value => ControlScopes.Encloses(value.Assignment, read));
        var candidates = before.GetRange(System.Math.Max(sure, 0), before.Count - System.Math.Max(sure, 0));
        return candidates.Count == 0 ? null : (candidates, candidates[candidates.Count - 1].Assignment.Syntax.Span.End);
    }

    // A local, or a field or property of the body's own object: what the body alone decides the value of.
    private static (ISymbol Symbol, ITypeSymbol Type)? Variable(IOperation operation) => OperationFacts.Unwrap(operation) switch
    {
        ILocalReferenceOperation local => (local.Local, local.Local.Type),
        IFieldReferenceOperation { Instance: null or IInstanceReferenceOperation } field => (field.Field, field.Field.Type),
        IPropertyReferenceOperation { Instance: null or IInstanceReferenceOperation, Property.Parameters.Length: 0 } property => (property.Property, property.Property.Type),
        _ => null,
    };

    // Any write but the plain assignments followed above: out or ref, ??=, a deconstruction.
    private bool IsOtherWrite(IOperation reference)
        => !(reference.Parent is ISimpleAssignmentOperation assignment && assignment.Target == reference)
           && FieldAccess.Classify(reference, _known).Kind is not (AccessKind.PlainRead or AccessKind.AtomicRead or AccessKind.ReadModifyWriteSource);
}
