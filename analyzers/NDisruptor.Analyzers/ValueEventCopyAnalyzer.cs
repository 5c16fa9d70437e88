namespace NDisruptor.Analyzers;

/// <summary>
/// DSR0011: <c>var e = valueRing[seq];</c> (or <c>var e = data;</c> for <c>ref data</c> in OnEvent, or
/// <c>var e = scope.Event();</c>) copies the struct; writing e.Field then changes only the copy.
/// Reported only when the copy is written and never used as a whole afterwards (stored back, passed on,
/// returned), so deliberate snapshots stay quiet. The same holds for the event passed by value to a method
/// (declared in source) that writes its parameter: <c>Fill(ring[seq])</c> with <c>void Fill(Tick t)</c>.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class ValueEventCopyAnalyzer() : NDisruptorAnalyzer(Descriptors.DSR0011)
{
    /// <summary>Property set when the code fix applies: the copy is a local declaration it can turn into a ref local.</summary>
    public const string RefLocalKey = "RefLocal";

    private protected override void OnCompilationStart(CompilationStartAnalysisContext start, KnownTypes known)
    {
        start.RegisterSyntaxNodeAction(c => AnalyzeDeclarator(c, known), SyntaxKind.VariableDeclarator);
        start.RegisterSyntaxNodeAction(c => AnalyzeArgument(c, known), SyntaxKind.Argument);
    }

    private static void AnalyzeDeclarator(SyntaxNodeAnalysisContext context, KnownTypes known)
    {
        if (IsCandidate((VariableDeclaratorSyntax)context.Node)
            && context.SemanticModel.GetOperation(context.Node, context.CancellationToken) is IVariableDeclaratorOperation declarator)
        {
            Analyze(declarator, context.ReportDiagnostic, known);
        }
    }

    // ring[seq], scope.Event(), or a bare name inside an OnEvent (the ref data parameter).
    private static bool IsCandidate(VariableDeclaratorSyntax declarator)
        => declarator.Parent?.Parent is LocalDeclarationStatementSyntax && declarator.Initializer?.Value is { } value && IsEventShaped(value, declarator);

    private static bool IsEventShaped(ExpressionSyntax value, SyntaxNode site) => value switch
    {
        ElementAccessExpressionSyntax => true,
        InvocationExpressionSyntax invocation => SyntaxFilters.InvokedName(invocation) == "Event",
        IdentifierNameSyntax => site.FirstAncestorOrSelf<MethodDeclarationSyntax>()?.Identifier.ValueText is "OnEvent",
        _ => false,
    };

    private static void Analyze(IVariableDeclaratorOperation declarator, System.Action<Diagnostic> report, KnownTypes known)
    {
        var local = declarator.Symbol;
        if (local.RefKind != RefKind.None || local.Type is not { TypeKind: TypeKind.Struct, SpecialType: SpecialType.None }
            || declarator.GetVariableInitializer()?.Value is not { } value || !IsEventReference(value, known))
        {
            return;
        }

        IOperation root = declarator;
        while (root.Parent is not null)
        {
            root = root.Parent;
        }

        if (WrittenMember(root, r => r is ILocalReferenceOperation l && SymbolEqualityComparer.Default.Equals(l.Local, local)) is { } written)
        {
            // A ref local does not compile in an async method or an iterator before C# 13, nor across an await or a yield
            // after: there the write goes through the event itself, and no fix is offered.
            if (IsAsyncOrIterator(local.ContainingSymbol, root))
            {
                var direct = $"'{local.Name}' is a copy of the value event; the write to '{written}' is lost. Write to the event itself ('{value.Syntax}.{written} = ...'): a ref local cannot live across an await or a yield";
                report(Diagnostic.Create(Descriptors.DSR0011, declarator.Syntax.GetLocation(), direct));
                return;
            }

            var message = $"'{local.Name}' is a copy of the value event; the write to '{written}' is lost. Use 'ref var {local.Name} = ref ...'";
            var properties = ImmutableDictionary<string, string?>.Empty.Add(RefLocalKey, "");
            report(Diagnostic.Create(Descriptors.DSR0011, declarator.Syntax.GetLocation(), properties, message));
        }
    }

    // The function declaring the local: async, or an iterator (a yield in the body it owns, not in a nested function).
    private static bool IsAsyncOrIterator(ISymbol function, IOperation body)
        => function is IMethodSymbol { IsAsync: true }
           || SequenceLifetimeAnalyzer.Descendants(body).Any(o => o is IReturnOperation { Kind: OperationKind.YieldReturn or OperationKind.YieldBreak });

    // Fill(ring[seq]) where Fill(Tick t) writes t.Price: the callee fills its own copy.
    private static void AnalyzeArgument(SyntaxNodeAnalysisContext context, KnownTypes known)
    {
        var syntax = (ArgumentSyntax)context.Node;
        if (!syntax.RefKindKeyword.IsKind(SyntaxKind.None) || !IsEventShaped(syntax.Expression, syntax)
            || context.SemanticModel.GetOperation(syntax, context.CancellationToken) is not IArgumentOperation argument
            || argument.Parameter is not { RefKind: RefKind.None, Type: { TypeKind: TypeKind.Struct, SpecialType: SpecialType.None } } parameter
            || !IsEventReference(argument.Value, known)
            || WrittenInCallee(parameter, context.SemanticModel, context.CancellationToken) is not { } written)
        {
            return;
        }

        var callee = parameter.ContainingSymbol.Name;
        var message = $"'{syntax.Expression}' is passed by value to '{callee}', which writes '{written}' of its copy; the write is lost. Take the parameter by 'ref'";
        context.ReportDiagnostic(Diagnostic.Create(Descriptors.DSR0011, syntax.GetLocation(), message));
    }

    // The member the callee writes through its by-value parameter, when it never uses the copy as a whole.
    private static string? WrittenInCallee(IParameterSymbol parameter, SemanticModel callerModel, System.Threading.CancellationToken cancellationToken)
    {
        if (parameter.ContainingSymbol is not IMethodSymbol { MethodKind: MethodKind.Ordinary or MethodKind.LocalFunction } method
            || method.DeclaringSyntaxReferences.FirstOrDefault()?.GetSyntax(cancellationToken) is not { } declaration)
        {
            return null;
        }

        // A callee of another project (an IDE keeps its source, in a tree this compilation has no model of) goes unread, as
        // it does when the project is built against that project's assembly.
        if (!callerModel.Compilation.ContainsSyntaxTree(declaration.SyntaxTree))
        {
            return null;
        }

        var model = declaration.SyntaxTree == callerModel.SyntaxTree ? callerModel : ModelOf(callerModel.Compilation, declaration.SyntaxTree);
        var body = declaration switch
        {
            MethodDeclarationSyntax m => (SyntaxNode?)m.Body ?? m.ExpressionBody,
            LocalFunctionStatementSyntax f => (SyntaxNode?)f.Body ?? f.ExpressionBody,
            _ => null,
        };
        return body is not null && model.GetOperation(body, cancellationToken) is { } operation
            ? WrittenMember(operation, r => r is IParameterReferenceOperation p && SymbolEqualityComparer.Default.Equals(p.Parameter, parameter))
            : null;
    }

    // A callee in another file: in the compiler the driver's semantic model provider hands back the model it
    // already built for that file.
#pragma warning disable RS1030 // a callee in another file has no other way to its model
    private static SemanticModel ModelOf(Compilation compilation, SyntaxTree tree) => compilation.GetSemanticModel(tree);
#pragma warning restore RS1030

    // The first member written through the copy, or null when none is or the copy escapes as a whole.
    private static string? WrittenMember(IOperation root, System.Func<IOperation, bool> isCopy)
    {
        string? written = null;
        foreach (var use in root.Descendants().Where(isCopy))
        {
            switch (Classify(use))
            {
                case Use.Escapes:
                    return null;
                case Use.MemberWrite:
                    written ??= ((IMemberReferenceOperation)use.Parent!).Member.Name;
                    break;
            }
        }

        return written;
    }

    private enum Use
    {
        MemberRead,
        MemberWrite,
        Escapes,
    }

    private static Use Classify(IOperation use)
    {
        for (var p = use.Parent; p is not null; p = p.Parent)
        {
            if (p is IAnonymousFunctionOperation or ILocalFunctionOperation)
            {
                return Use.Escapes; // captured: a ref local could not be, so leave it alone
            }
        }

        // e.A = 1, e.A.B = 1, e.A++, e.A += 1: a write through a chain of members ending at e.
        IOperation current = use;
        while (current.Parent is IFieldReferenceOperation or IPropertyReferenceOperation { Property.Parameters.Length: 0 }
               && ((IMemberReferenceOperation)current.Parent).Instance == current)
        {
            current = current.Parent;
            var isWrite = current.Parent switch
            {
                ISimpleAssignmentOperation a => a.Target == current,
                ICompoundAssignmentOperation c => c.Target == current,
                ICoalesceAssignmentOperation c => c.Target == current,
                IIncrementOrDecrementOperation => true,
                IArgumentOperation { Parameter.RefKind: RefKind.Ref or RefKind.Out } => true,
                _ => false,
            };
            if (isWrite)
            {
                return use.Parent is IMemberReferenceOperation ? Use.MemberWrite : Use.Escapes;
            }

            if (current.Type is { IsValueType: false })
            {
                return Use.MemberRead; // e.List.Add(x) mutates a shared object, not the copy
            }
        }

        return current == use ? Use.Escapes : Use.MemberRead;
    }

    private static bool IsEventReference(IOperation value, KnownTypes known)
    {
        switch (value)
        {
            case IPropertyReferenceOperation { Property.ReturnsByRef: true } indexer:
                return known.IsRing(indexer.Property.ContainingType) || KnownTypes.Is(indexer.Property.ContainingType, known.EventBatch);
            case IInvocationOperation { TargetMethod.ReturnsByRef: true } invocation:
                return known.IsRing(invocation.TargetMethod.ContainingType) || known.IsPublishScope(invocation.TargetMethod.ContainingType);
            case IParameterReferenceOperation { Parameter: { RefKind: RefKind.Ref, ContainingSymbol: IMethodSymbol method } }:
                return known.IsPerEventCallback(method);
            default:
                return false;
        }
    }
}
