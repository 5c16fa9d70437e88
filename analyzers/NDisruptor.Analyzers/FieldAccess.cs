namespace NDisruptor.Analyzers;

internal enum AccessKind
{
    PlainRead,
    PlainWrite,

    /// <summary>x++, x += n, x = x + n: a read, a computation and a write that another writer can interleave.</summary>
    ReadModifyWrite,

    /// <summary>The read half of x = x + n (reported through its write, never on its own).</summary>
    ReadModifyWriteSource,
    AtomicRead,
    AtomicWrite,

    /// <summary>Passed by ref/out to some other method: may write, but is neither plain nor atomic.</summary>
    OtherRef,
}

/// <summary>One access to a field (or [SingleWriter] property) and where it runs.</summary>
internal sealed class FieldAccess
{
    public FieldAccess(ISymbol member, AccessKind kind, bool viaInterlocked, object unit, IMethodSymbol? method, IOperation operation, ISymbol? root = null)
    {
        Operation = operation;
        Root = root;
        IsSteadyAtomicWrite = kind == AccessKind.AtomicWrite && member is IFieldSymbol { Type.IsValueType: true }
            && operation.Parent is IArgumentOperation { Parent: IInvocationOperation call }
            && (call.TargetMethod.Name is "Increment" or "Decrement" or "Add"
                || call.TargetMethod.Name == "Write" && call.Arguments.Length == 2 && !call.Arguments[1].Value.ConstantValue.HasValue);
        Member = member;
        Kind = kind;
        ViaInterlocked = viaInterlocked;
        Unit = unit;
        Method = method;
        Syntax = operation.Syntax;
        InLock = ContextModel.IsInLock(operation);
        InLoop = ContextModel.IsInLoop(operation);
    }

    private FieldAccess(FieldAccess plain, AccessKind kind, bool viaInterlocked)
    {
        Operation = plain.Operation;
        Root = plain.Root;
        IsSteadyAtomicWrite = kind == AccessKind.AtomicWrite && plain.Member is IFieldSymbol { Type.IsValueType: true };
        Member = plain.Member;
        Kind = kind;
        ViaInterlocked = viaInterlocked;
        Unit = plain.Unit;
        Method = plain.Method;
        Syntax = plain.Syntax;
        InLock = plain.InLock;
        InLoop = plain.InLoop;
    }

    public ISymbol Member { get; }

    /// <summary>
    /// Which object the member belongs to: null for this object (or a static), else the local or parameter
    /// the receiver chain starts from (two locals may hold two different objects).
    /// </summary>
    public ISymbol? Root { get; }

    public IOperation Operation { get; }
    public AccessKind Kind { get; }
    public bool ViaInterlocked { get; }
    public object Unit { get; }
    public IMethodSymbol? Method { get; }
    public SyntaxNode Syntax { get; }
    public bool InLock { get; }
    public bool InLoop { get; }

    /// <summary>
    /// Interlocked.Increment/Decrement/Add, or Volatile.Write of a computed number: how sequences and counters
    /// advance, over and over. Exchange/CompareExchange and Volatile.Write of a constant are usually one-off
    /// state changes (started, halted, faulted, closed).
    /// </summary>
    public bool IsSteadyAtomicWrite { get; }

    /// <summary>This read-modify-write as the DSR0003 fix leaves it: an Interlocked update at the same place.</summary>
    public FieldAccess AsInterlockedUpdate() => new(this, AccessKind.AtomicWrite, viaInterlocked: true);

    public bool IsWrite => Kind is AccessKind.PlainWrite or AccessKind.ReadModifyWrite or AccessKind.AtomicWrite or AccessKind.OtherRef;

    public bool IsAtomic => Kind is AccessKind.AtomicRead or AccessKind.AtomicWrite;

    public bool IsPlain => Kind is AccessKind.PlainRead or AccessKind.PlainWrite;

    /// <summary>
    /// Whose storage a member reference touches. False when it is not shared at all ([ThreadStatic] fields,
    /// anything reached through ThreadLocal&lt;T&gt;.Value or AsyncLocal&lt;T&gt;.Value) or when the object cannot be
    /// named (an array element, a call's result): then nothing can be said about who else touches it.
    /// Otherwise <paramref name="root"/> is null for this object and statics, or the local/parameter the
    /// receiver chain starts from.
    /// </summary>
    public static bool TryGetStorage(IMemberReferenceOperation reference, KnownTypes known, out ISymbol? root)
    {
        root = null;
        if (reference.Member is IFieldSymbol field && known.IsThreadStatic(field))
        {
            return false;
        }

        for (var instance = reference.Instance; ; )
        {
            switch (instance is null ? null : Skip(instance))
            {
                case null:
                case IInstanceReferenceOperation:
                    return true;
                case IFieldReferenceOperation outer:
                    if (known.IsThreadStatic(outer.Field))
                    {
                        return false;
                    }

                    instance = outer.Instance;
                    break;
                case IPropertyReferenceOperation property:
                    if (known.IsThreadLocalValue(property.Property) || property.Property.Parameters.Length > 0)
                    {
                        return false;
                    }

                    instance = property.Instance;
                    break;
                case ILocalReferenceOperation local:
                    root = local.Local;
                    return true;
                case IParameterReferenceOperation parameter:
                    root = parameter.Parameter;
                    return true;
                default:
                    return false;
            }
        }
    }

    /// <summary>Classifies a field/property reference by the operation that consumes it.</summary>
    public static (AccessKind Kind, bool ViaInterlocked) Classify(IOperation reference, KnownTypes known)
    {
        var parent = reference.Parent;
        switch (parent)
        {
            // Any by-reference parameter: .NET 9+ declares Volatile.Read/Interlocked.Read as 'ref readonly'.
            case IArgumentOperation { Parameter: { } parameter, Parent: IInvocationOperation invocation }
                when parameter.RefKind != RefKind.None:
                var type = invocation.TargetMethod.ContainingType;
                if (KnownTypes.Is(type, known.Interlocked))
                {
                    return (invocation.TargetMethod.Name == "Read" ? AccessKind.AtomicRead : AccessKind.AtomicWrite, true);
                }

                if (KnownTypes.Is(type, known.Volatile))
                {
                    return (invocation.TargetMethod.Name == "Read" ? AccessKind.AtomicRead : AccessKind.AtomicWrite, false);
                }

                return (AccessKind.OtherRef, false);
            case IArgumentOperation { Parameter.RefKind: RefKind.Out }:
                return (AccessKind.PlainWrite, false);
            case IIncrementOrDecrementOperation:
            case ICompoundAssignmentOperation compound when compound.Target == reference:
                return (AccessKind.ReadModifyWrite, false);
            case ISimpleAssignmentOperation assignment when assignment.Target == reference:
                return (IsSelfArithmetic(assignment) ? AccessKind.ReadModifyWrite : AccessKind.PlainWrite, false);
            case ICoalesceAssignmentOperation coalesce when coalesce.Target == reference:
                return (AccessKind.ReadModifyWrite, false);
        }

        // (a, b) = ...: the reference sits in the deconstruction's target tuple, perhaps nested, and is written.
        for (var p = parent; p is ITupleOperation or IConversionOperation or IDeconstructionAssignmentOperation; p = p.Parent)
        {
            if (p is IDeconstructionAssignmentOperation deconstruction)
            {
                if (OperationFacts.Contains(deconstruction.Target, reference))
                {
                    return (AccessKind.PlainWrite, false);
                }

                break;
            }
        }

        // The source operand of x = x + n is part of the read-modify-write.
        for (var p = parent; p is IBinaryOperation or IConversionOperation or IParenthesizedOperation; p = p.Parent)
        {
            if (p.Parent is ISimpleAssignmentOperation a && a.Value == p && IsSelfArithmetic(a))
            {
                return (AccessKind.ReadModifyWriteSource, false);
            }
        }

        return (AccessKind.PlainRead, false);
    }

    /// <summary>x = x + n (also x = n + x, x = x - n, ...): same member, same receiver text.</summary>
    private static bool IsSelfArithmetic(ISimpleAssignmentOperation assignment)
    {
        if (Skip(assignment.Value) is not IBinaryOperation binary)
        {
            return false;
        }

        return SameMember(assignment.Target, Skip(binary.LeftOperand)) || SameMember(assignment.Target, Skip(binary.RightOperand));
    }

    private static IOperation Skip(IOperation operation)
    {
        while (operation is IConversionOperation or IParenthesizedOperation)
        {
            operation = operation is IConversionOperation c ? c.Operand : ((IParenthesizedOperation)operation).Operand;
        }

        return operation;
    }

    private static bool SameMember(IOperation a, IOperation b)
        => a is IMemberReferenceOperation ma && b is IMemberReferenceOperation mb
           && SymbolEqualityComparer.Default.Equals(ma.Member, mb.Member)
           && ReceiverText(ma) == ReceiverText(mb);

    private static string ReceiverText(IMemberReferenceOperation reference)
        => reference.Instance is null or IInstanceReferenceOperation ? "this" : reference.Instance.Syntax.ToString();

    /// <summary>Writes through a struct-typed field (_head.Value = 1) also write the field itself (_head).</summary>
    public static IEnumerable<IFieldReferenceOperation> EnclosingStructFields(IFieldReferenceOperation reference)
    {
        for (var instance = reference.Instance; instance is IFieldReferenceOperation outer && outer.Field.Type.IsValueType; instance = outer.Instance)
        {
            yield return outer;
        }
    }
}
