namespace NDisruptor.Analyzers;

/// <summary>
/// The shared-state family: who writes which field from which execution context.
/// DSR0001 single-writer violations, DSR0003 racy read-modify-writes, DSR0004 false sharing,
/// DSR0010 mixed plain/volatile access, and DSR0005 (<see cref="SingleProducerRule"/>) on the same model. Accesses are
/// gathered per type, all parts of a partial type together, from one semantic-model action per file (see
/// <see cref="TypeScope"/>), so the rules run live in the IDE; accesses to a field from other types are not seen
/// (documented limitation).
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class SharedStateAnalyzer() : NDisruptorAnalyzer(Descriptors.DSR0001, Descriptors.DSR0003, Descriptors.DSR0004, Descriptors.DSR0005, Descriptors.DSR0010)
{
    /// <summary>Property set on DSR0003/DSR0010 diagnostics telling the code fix what to write.</summary>
    public const string FixKey = "Fix";

    /// <summary>
    /// On a DSR0003 with the Interlocked fix: one letter per additional location, R or W. Once the field is updated
    /// with Interlocked, these plain reads and writes of it from other threads mix plain and atomic access
    /// (DSR0010), so the fix turns them into Volatile.Read/Write in the same edit; fixing one rule then never leaves
    /// the other's diagnostics behind, whichever order fixes are applied in.
    /// </summary>
    public const string ThenVolatileKey = "ThenVolatile";

    /// <summary>On DSR0004: how many longs of padding to insert before the reported field (when that is mechanical).</summary>
    public const string PadKey = "PadLongs";

    private protected override void OnCompilationStart(CompilationStartAnalysisContext start, KnownTypes known)
        => start.RegisterSemanticModelAction(c => AnalyzeFile(c, known));

    // Per file (see TypeScope for why): each type declared here, judged with all its parts (a partial type's other
    // files included), reporting what lies in this file; each file of a partial type reports its own share.
    private static void AnalyzeFile(SemanticModelAnalysisContext context, KnownTypes known)
    {
        var model = context.SemanticModel;
        var tree = model.SyntaxTree;
        var declarations = TypeScope.Declarations(tree.GetRoot(context.CancellationToken))
            .Select(d => (Declaration: d, Type: TypeScope.TypeOf(d, model, context.CancellationToken)))
            .Where(d => d.Type is not null)
            .GroupBy(d => d.Type!, SymbolEqualityComparer.Default);
        foreach (var parts in declarations)
        {
            var type = (INamedTypeSymbol)parts.Key!;
            var scope = new TypeScope(type, context.CancellationToken);
            AnalyzeType(scope, known);
            if (!scope.IsEmpty)
            {
                var report = context.ReportDiagnostic;
                scope.Run(TypeScope.AllParts(type, parts.Select(p => p.Declaration), model, context.CancellationToken), d => ReportIn(tree, d, report));
            }
        }
    }

    private static void ReportIn(SyntaxTree tree, Diagnostic diagnostic, System.Action<Diagnostic> report)
    {
        if (diagnostic.Location.SourceTree == tree)
        {
            report(diagnostic);
        }
    }

    private static void AnalyzeType(TypeScope context, KnownTypes known)
    {
        var type = context.Symbol;

        // Without a handler callback, a thread-starting call or an atomic, every rule needs evidence this type
        // cannot have: skip it before any method body is bound. One token scan answers both questions.
        var (concurrency, singleProducer) = SyntaxFilters.Mentions(type, SyntaxFilters.ConcurrencyNames, SingleProducerRule.SingleProducerNames, context.CancellationToken);
        if (!concurrency && !known.IsHandlerType(type))
        {
            return;
        }

        // One model per type, shared by every rule of the family (DSR0005 included).
        var model = new ContextModel(type, known);
        if (singleProducer)
        {
            SingleProducerRule.Register(context, known, model);
        }

        new TypeAnalysis(type, known, model).Register(context);
    }

    /// <summary>
    /// The per-type state of DSR0001/3/4/10. Callbacks only classify (a look at the parent) and keep the operation;
    /// where each access runs is worked out at the end, and only for types that have other threads or atomics at all.
    /// </summary>
    private sealed class TypeAnalysis
    {
        private readonly INamedTypeSymbol _type;
        private readonly KnownTypes _known;
        private readonly ContextModel _model;
        private readonly List<(IMemberReferenceOperation Reference, ISymbol Containing, AccessKind Kind, bool Interlocked, ISymbol? Root)> _references = new();
        private readonly List<(IArrayElementReferenceOperation Element, ISymbol Containing)> _slotWrites = new();
        private bool _anyAtomic;

        public TypeAnalysis(INamedTypeSymbol type, KnownTypes known, ContextModel model)
        {
            _type = type;
            _known = known;
            _model = model;
        }

        public void Register(TypeScope context)
        {
            context.RegisterOperationAction(c => _model.Record(c.Operation, c.ContainingSymbol), ContextModel.RecordedKinds);
            context.RegisterOperationAction(RecordMember, OperationKind.FieldReference, OperationKind.PropertyReference);
            context.RegisterOperationAction(RecordSlot, OperationKind.ArrayElementReference);
            context.RegisterSymbolEndAction(End);
        }

        private void RecordMember(TypeOperationContext context)
        {
            var reference = (IMemberReferenceOperation)context.Operation;
            if ((reference is IFieldReferenceOperation { Field.IsConst: false } || reference is IPropertyReferenceOperation p && HasSingleWriter(p.Property, _known))
                && FieldAccess.TryGetStorage(reference, _known, out var root))
            {
                var (kind, interlocked) = FieldAccess.Classify(reference, _known);
                _anyAtomic |= kind is AccessKind.AtomicRead or AccessKind.AtomicWrite;
                _references.Add((reference, context.ContainingSymbol, kind, interlocked, root));
            }
        }

        private void RecordSlot(TypeOperationContext context)
        {
            var element = (IArrayElementReferenceOperation)context.Operation;
            var (kind, _) = FieldAccess.Classify(element, _known);
            if (kind is not (AccessKind.PlainRead or AccessKind.ReadModifyWriteSource or AccessKind.AtomicRead) && element.Indices.Length == 1)
            {
                _slotWrites.Add((element, context.ContainingSymbol));
            }
        }

        private void End(TypeEndContext end)
        {
            // One thread and no atomics: none of the rules can fire.
            if (!_model.HasConcurrency && !_anyAtomic)
            {
                return;
            }

            ReportSlots(end, _model, _slotWrites);

            // One group per piece of storage: a member of this object (or a static), or a member of the object a
            // local or parameter holds. An object held only by a local of one unit is private to each run of it.
            var byStorage = Accesses().GroupBy(a => (a.Member, a.Root), StorageComparer.Instance)
                .Where(g => g.Key.Root is null || !IsPrivateToOneRun(g.Key.Root, g))
                .ToList();
            foreach (var storage in byStorage)
            {
                var list = storage.OrderBy(a => a.Syntax.SyntaxTree.FilePath, System.StringComparer.Ordinal).ThenBy(a => a.Syntax.SpanStart).ToList();
                var reported = ReportSingleWriter(end, _known, _model, storage.Key.Member, list);
                ReportReadModifyWrite(end, _known, _model, storage.Key.Member, list, reported);
                ReportMixedAccess(end, _model, storage.Key.Member, list);
            }

            var ownFields = byStorage.Where(g => g.Key.Root is null).Select(g => (g.Key.Member, (IEnumerable<FieldAccess>)g)).ToList();
            ReportFalseSharing(end, _known, _type, _model, ownFields);
        }

        // Each recorded reference with the unit it runs in; a write into a struct field also writes the fields holding it.
        private IEnumerable<FieldAccess> Accesses()
        {
            foreach (var (reference, containing, kind, interlocked, root) in _references)
            {
                if (IsInNameof(reference))
                {
                    continue;
                }

                var unit = _model.UnitOf(reference, containing);
                var method = containing as IMethodSymbol;
                yield return new FieldAccess(reference.Member, kind, interlocked, unit, method, reference, root);

                // _head.Value = x also writes the struct field _head (what false sharing is about).
                if (reference is IFieldReferenceOperation field && kind is not AccessKind.PlainRead and not AccessKind.ReadModifyWriteSource)
                {
                    foreach (var outer in FieldAccess.EnclosingStructFields(field))
                    {
                        yield return new FieldAccess(outer.Field, AccessKind.OtherRef, false, unit, method, reference, root);
                    }
                }
            }
        }
    }

    private static bool IsPrivateToOneRun(ISymbol root, IEnumerable<FieldAccess> accesses)
    {
        var unit = accesses.First().Unit;
        return accesses.All(a => Equals(a.Unit, unit)) && ContextModel.Declares(unit, root);
    }

    private sealed class StorageComparer : IEqualityComparer<(ISymbol Member, ISymbol? Root)>
    {
        public static readonly StorageComparer Instance = new();

        public bool Equals((ISymbol Member, ISymbol? Root) x, (ISymbol Member, ISymbol? Root) y)
            => SymbolEqualityComparer.Default.Equals(x.Member, y.Member) && SymbolEqualityComparer.Default.Equals(x.Root, y.Root);

        public int GetHashCode((ISymbol Member, ISymbol? Root) obj)
            => SymbolEqualityComparer.Default.GetHashCode(obj.Member) * 31 + (obj.Root is null ? 0 : SymbolEqualityComparer.Default.GetHashCode(obj.Root));
    }

    private static bool IsInNameof(IOperation operation)
    {
        for (var p = operation.Parent; p is not null; p = p.Parent)
        {
            if (p is INameOfOperation)
            {
                return true;
            }
        }

        return false;
    }

    private static bool HasSingleWriter(ISymbol member, KnownTypes known)
        => known.SingleWriterAttribute is not null && member.GetAttributes().Any(a => KnownTypes.Is(a.AttributeClass, known.SingleWriterAttribute));

    private static HashSet<ExecContext> ContextsOf(ContextModel model, IEnumerable<FieldAccess> accesses)
    {
        var set = new HashSet<ExecContext>();
        foreach (var access in accesses)
        {
            set.UnionWith(model.ContextsOf(access.Unit).Where(c => c.Kind != ContextKind.Construction));
        }

        return set;
    }

    // DSR0001: a [SingleWriter] member written from two or more contexts. Every write outside the
    // first writer's context is reported, so each offending site is visible where it is.
    // Returns the writes it reported, so no other rule reports the same write again.
    private static HashSet<SyntaxNode>? ReportSingleWriter(TypeEndContext context, KnownTypes known, ContextModel model, ISymbol member, List<FieldAccess> list)
    {
        if (!HasSingleWriter(member, known))
        {
            return null;
        }

        var writes = list.Where(a => a.IsWrite && model.ContextsOf(a.Unit).Any(c => c.Kind != ContextKind.Construction)).ToList();
        var all = ContextsOf(model, writes);
        if (ExecContext.Weight(all) < 2)
        {
            return null;
        }

        var reported = new HashSet<SyntaxNode>();
        // The owner is the handler's thread when it writes the member (what [SingleWriter] on a handler's state means),
        // else the first writer in source order.
        var primary = all.FirstOrDefault(c => c.Kind == ContextKind.Handler && !c.IsMany)
                      ?? model.ContextsOf(writes[0].Unit).First(c => c.Kind != ContextKind.Construction);
        var count = all.Any(c => c.IsMany) ? "many" : all.Count.ToString(System.Globalization.CultureInfo.InvariantCulture);
        foreach (var write in writes)
        {
            var contexts = model.ContextsOf(write.Unit).Where(c => c.Kind != ContextKind.Construction).ToList();
            if (contexts.Count == 1 && contexts[0] == primary && !primary.IsMany)
            {
                continue;
            }

            reported.Add(write.Syntax);
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.DSR0001, write.Syntax.GetLocation(), member.Name, count, ExecContext.Describe(all)));
        }

        return reported;
    }

    // DSR0003: x++ / x += n / x = x + n outside a lock, on a field written from several contexts
    // or also updated with Interlocked (which says the author knows it is shared).
    // A write already reported as a single-writer violation (DSR0001) is not reported again.
    private static void ReportReadModifyWrite(TypeEndContext context, KnownTypes known, ContextModel model, ISymbol member, List<FieldAccess> list, HashSet<SyntaxNode>? alreadyReported)
    {
        if (member is not IFieldSymbol field)
        {
            return;
        }

        var reports = new List<(FieldAccess Update, string Reason, bool Fixable)>();
        foreach (var rmw in list.Where(a => a.Kind == AccessKind.ReadModifyWrite && !a.InLock && alreadyReported?.Contains(a.Syntax) != true))
        {
            if (!model.ContextsOf(rmw.Unit).Any(c => c.Kind != ContextKind.Construction))
            {
                continue;
            }

            // Contexts that certainly finished before this statement (a Parallel.For above it) do not race with it.
            var others = list.Where(a => a.IsWrite && !(a.InLock && rmw.InLock));
            var writers = ContextsOf(model, others).Where(c => c.MayRunConcurrentlyWith(rmw.Unit, rmw.Syntax)).ToList();
            string? reason = null;
            if (ExecContext.Weight(writers) >= 2)
            {
                reason = "it is written from " + ExecContext.Describe(writers);
            }
            else if (list.Any(a => a.ViaInterlocked && a.Kind == AccessKind.AtomicWrite
                                   && model.ContextsOf(a.Unit).Any(c => c.MayRunConcurrentlyWith(rmw.Unit, rmw.Syntax))))
            {
                reason = "it is also updated with Interlocked";
            }

            if (reason is not null)
            {
                reports.Add((rmw, reason, InterlockedFixApplies(rmw.Operation, field.Type, known)));
            }
        }

        if (reports.Count == 0)
        {
            return;
        }

        var fixedUpdates = new HashSet<FieldAccess>(reports.Where(r => r.Fixable).Select(r => r.Update));
        var (followUps, kinds) = fixedUpdates.Count == 0 ? (null, "") : AccessesMixedOnceInterlocked(model, field, list, fixedUpdates);
        foreach (var (rmw, reason, fixable) in reports)
        {
            var properties = ImmutableDictionary<string, string?>.Empty.Add(FixKey, fixable ? "Interlocked" : null);
            if (fixable && kinds.Length > 0)
            {
                properties = properties.Add(ThenVolatileKey, kinds);
            }

            context.ReportDiagnostic(Diagnostic.Create(Descriptors.DSR0003, rmw.Syntax.Parent!.GetLocation(), fixable ? followUps : null, properties, member.Name, reason));
        }
    }

    // The plain accesses DSR0010 would report (with its fix) once these updates use Interlocked, and did not before:
    // their locations and one letter each, R or W.
    private static (Location[] Locations, string Kinds) AccessesMixedOnceInterlocked(ContextModel model, IFieldSymbol field, List<FieldAccess> list, HashSet<FieldAccess> updates)
    {
        var now = new HashSet<FieldAccess>(MixedAccesses(model, field, list).Select(m => m.Access));
        var after = list.Select(a => updates.Contains(a) ? a.AsInterlockedUpdate() : a).ToList();
        var added = MixedAccesses(model, field, after).Where(m => m.Fix is not null && !now.Contains(m.Access)).ToList();
        return (added.Select(m => m.Location).ToArray(), string.Concat(added.Select(m => m.Fix![0])));
    }

    // The code fix rewrites statements only (an Interlocked call's value is the new value, not x++'s old one), only
    // the shapes Interlocked.Increment/Decrement/Add express (x = x + n with x spelled the same on both sides, so
    // the fix can tell the operand from the field), and only where the compilation has that Interlocked overload
    // for the field's type (uint/ulong came with .NET 5; Add of a negated amount needs a signed type).
    private static bool InterlockedFixApplies(IOperation reference, ITypeSymbol type, KnownTypes known)
    {
        var update = reference.Parent;
        var method = update switch
        {
            IIncrementOrDecrementOperation { Kind: OperationKind.Increment } => "Increment",
            IIncrementOrDecrementOperation => "Decrement",
            ICompoundAssignmentOperation { OperatorKind: BinaryOperatorKind.Add } => "Add",
            ICompoundAssignmentOperation { OperatorKind: BinaryOperatorKind.Subtract } => "Subtract",
            ISimpleAssignmentOperation { Value: IBinaryOperation { OperatorKind: BinaryOperatorKind.Add } b }
                when SpelledAlike(b.LeftOperand, reference) || SpelledAlike(b.RightOperand, reference) => "Add",
            ISimpleAssignmentOperation { Value: IBinaryOperation { OperatorKind: BinaryOperatorKind.Subtract } b }
                when SpelledAlike(b.LeftOperand, reference) => "Subtract",
            _ => null,
        };
        if (method is null || update!.Parent is not IExpressionStatementOperation)
        {
            return false;
        }

        if (method == "Subtract")
        {
            method = "Add";
            if (type.SpecialType is not (SpecialType.System_Int32 or SpecialType.System_Int64))
            {
                return false;
            }
        }

        return known.Interlocked is { } interlocked
               && interlocked.GetMembers(method).OfType<IMethodSymbol>().Any(m => m.Parameters.Length > 0 && m.Parameters[0].RefKind == RefKind.Ref
                                                                                 && SymbolEqualityComparer.Default.Equals(m.Parameters[0].Type, type));
    }

    private static bool SpelledAlike(IOperation a, IOperation b) => SyntaxFactory.AreEquivalent(a.Syntax, b.Syntax, topLevel: false);

    // DSR0010: a field some code accesses through Volatile/Interlocked, accessed plainly from another thread.
    // The owner (a context that writes it) reading its own field plainly is fine.
    private static void ReportMixedAccess(TypeEndContext context, ContextModel model, ISymbol member, List<FieldAccess> list)
    {
        if (member is not IFieldSymbol field)
        {
            return;
        }

        foreach (var (access, fix, location) in MixedAccesses(model, field, list))
        {
            var write = access.Kind == AccessKind.PlainWrite;
            var properties = ImmutableDictionary<string, string?>.Empty.Add(FixKey, fix);
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.DSR0010, location, properties, member.Name, write ? "written" : "read", write ? "Write" : "Read"));
        }
    }

    // The plain accesses DSR0010 reports, with what its fix writes ("Read", "Write" or none) and where it points.
    private static IEnumerable<(FieldAccess Access, string? Fix, Location Location)> MixedAccesses(ContextModel model, IFieldSymbol field, List<FieldAccess> list)
    {
        if (field.IsVolatile || !list.Any(a => a.IsAtomic))
        {
            yield break;
        }

        var everyone = ContextsOf(model, list);
        if (ExecContext.Weight(everyone) < 2)
        {
            yield break;
        }

        var owners = ContextsOf(model, list.Where(a => a.IsWrite));
        foreach (var access in list.Where(a => a.IsPlain && !a.InLock))
        {
            var mine = model.ContextsOf(access.Unit).Where(c => c.Kind != ContextKind.Construction).ToList();
            if (mine.Count == 0)
            {
                continue;
            }

            // A plain write races only with atomic *writes* from another thread; the single owner writing
            // plainly while monitors use Volatile.Read is the ordinary single-writer idiom.
            var atomicElsewhere = ContextsOf(model, list.Where(a => a.Kind == AccessKind.AtomicWrite))
                .Where(c => c.MayRunConcurrentlyWith(access.Unit, access.Syntax))
                .Any(c => !mine.Contains(c) || c.IsMany);
            var racing = access.Kind == AccessKind.PlainWrite
                ? atomicElsewhere
                : mine.Any(c => !owners.Contains(c)) && owners.Any(c => !mine.Contains(c) && c.MayRunConcurrentlyWith(access.Unit, access.Syntax));
            if (!racing)
            {
                continue;
            }

            var write = access.Kind == AccessKind.PlainWrite;
            var fix = !IsVolatileType(field.Type) ? null
                : write ? (access.Operation.Parent is ISimpleAssignmentOperation { Parent: IExpressionStatementOperation } ? "Write" : null)
                : access.Syntax.Parent is RefExpressionSyntax ? null : "Read";
            yield return (access, fix, write ? access.Syntax.Parent!.GetLocation() : access.Syntax.GetLocation());
        }
    }

    private static bool IsVolatileType(ITypeSymbol type)
        => type.IsReferenceType && type.TypeKind != TypeKind.TypeParameter
           || type.SpecialType is SpecialType.System_Boolean or SpecialType.System_Byte or SpecialType.System_SByte
               or SpecialType.System_Int16 or SpecialType.System_UInt16 or SpecialType.System_Int32 or SpecialType.System_UInt32
               or SpecialType.System_Int64 or SpecialType.System_UInt64 or SpecialType.System_Single or SpecialType.System_Double
               or SpecialType.System_IntPtr or SpecialType.System_UIntPtr;

    // DSR0004 (fields): two hot fields of this type written by different threads within 128 bytes.
    private static void ReportFalseSharing(TypeEndContext context, KnownTypes known, INamedTypeSymbol type, ContextModel model, List<(ISymbol Key, IEnumerable<FieldAccess> Accesses)> byMember)
    {
        var hot = new List<(IFieldSymbol Field, HashSet<ExecContext> Writers, HashSet<IMethodSymbol> AtomicMethods)>();
        foreach (var member in byMember)
        {
            if (member.Key is not IFieldSymbol { IsStatic: false } field || !SymbolEqualityComparer.Default.Equals(field.ContainingType, type))
            {
                continue;
            }

            var writes = member.Accesses.Where(a => a.IsWrite && model.ContextsOf(a.Unit).Any(c => c.Kind != ContextKind.Construction)).ToList();
            // Per event (handler), per iteration (loop, Parallel.For/ForEach body) or a steady atomic: hot.
            // A thread that writes a field once (even many such threads) is not.
            var hotWrites = writes.Where(a => a.InLoop || a.IsSteadyAtomicWrite
                                              || model.ContextsOf(a.Unit).Any(c => c.Kind == ContextKind.Handler || c.IsMany && c.JoinsBeforeReturn)).ToList();
            if (hotWrites.Count == 0)
            {
                continue;
            }

            var methods = new HashSet<IMethodSymbol>(hotWrites.Where(a => a.IsSteadyAtomicWrite && a.Method is not null).Select(a => a.Method!), SymbolEqualityComparer.Default);
            hot.Add((field, ContextsOf(model, writes), methods));
        }

        if (hot.Count < 2)
        {
            return;
        }

        var layout = FieldLayout.Estimate(type, known);
        if (layout is null)
        {
            return;
        }

        var reported = new HashSet<IFieldSymbol>(SymbolEqualityComparer.Default);
        foreach (var a in hot)
        {
            foreach (var b in hot)
            {
                var (offsetA, sizeA) = layout[a.Field];
                var (offsetB, sizeB) = layout[b.Field];
                if (offsetB <= offsetA || reported.Contains(b.Field) || sizeA >= 128 || sizeB >= 128 || offsetB - offsetA >= 128)
                {
                    continue;
                }

                var differentThreads = !a.Writers.Overlaps(b.Writers);
                var differentAtomicWriters = a.AtomicMethods.Count > 0 && b.AtomicMethods.Count > 0 && !a.AtomicMethods.Overlaps(b.AtomicMethods)
                                             && a.Writers.All(c => c.Kind == ContextKind.External) && b.Writers.All(c => c.Kind == ContextKind.External);
                if (!differentThreads && !differentAtomicWriters)
                {
                    continue;
                }

                reported.Add(b.Field);
                var by = differentThreads
                    ? $"'{a.Field.Name}' ({ExecContext.Describe(a.Writers)}) and '{b.Field.Name}' ({ExecContext.Describe(b.Writers)})"
                    : $"'{a.Field.Name}' ({string.Join(", ", a.AtomicMethods.Select(m => m.Name))}) and '{b.Field.Name}' ({string.Join(", ", b.AtomicMethods.Select(m => m.Name))})";
                var message = $"{by} are written by different threads but sit about {offsetB - offsetA} bytes apart; pad them at least 128 bytes apart";
                var properties = ImmutableDictionary<string, string?>.Empty;
                if (IsMechanicallyPaddable(type, a.Field, b.Field, known))
                {
                    var longs = (128 - (offsetB - offsetA) + 7) / 8;
                    properties = properties.Add(PadKey, longs.ToString(System.Globalization.CultureInfo.InvariantCulture));
                }

                context.ReportDiagnostic(Diagnostic.Create(Descriptors.DSR0004, b.Field.Locations.FirstOrDefault(), properties, message));
            }
        }
    }

    // Padding longs land between the two fields only when both sit in the 8-byte group of an auto-layout class
    // (the CLR keeps declaration order within a size group) or in a sequential struct; never for explicit layouts.
    // The fix inserts them before the second field's declaration, so not for two fields of one declaration
    // (`long _head, _tail;`), which would stay side by side.
    private static bool IsMechanicallyPaddable(INamedTypeSymbol type, IFieldSymbol first, IFieldSymbol second, KnownTypes known)
    {
        static bool EightBytePrimitive(ITypeSymbol t) => t.SpecialType is SpecialType.System_Int64 or SpecialType.System_UInt64 or SpecialType.System_Double;
        var explicitLayout = type.GetAttributes().Any(a => KnownTypes.Is(a.AttributeClass, known.StructLayoutAttribute) && a.ConstructorArguments.FirstOrDefault().Value is 2);
        return !explicitLayout && (type.TypeKind == TypeKind.Struct || EightBytePrimitive(first.Type) && EightBytePrimitive(second.Type))
               && second.DeclaringSyntaxReferences.Length == 1
               && first.DeclaringSyntaxReferences.All(r => r.SyntaxTree == second.DeclaringSyntaxReferences[0].SyntaxTree) // parts of one partial type in other files have no order to pad within
               && !(second.DeclaringSyntaxReferences[0].GetSyntax().Parent is VariableDeclarationSyntax declaration
                    && first.DeclaringSyntaxReferences.Any(r => declaration.Span.Contains(r.Span)));
    }

    // DSR0004 (slots): array[worker] hammered in a loop by a body that many threads run, the index being the
    // worker's own (a Parallel.For index or a captured per-worker local): neighbours share cache lines.
    private static void ReportSlots(TypeEndContext context, ContextModel model, List<(IArrayElementReferenceOperation Element, ISymbol Containing)> slots)
    {
        foreach (var (element, containing) in slots)
        {
            var unit = model.UnitOf(element, containing);
            if (!ContextModel.IsInLoop(element) || unit is not SyntaxNode lambda || !model.ContextsOf(unit).Any(c => c.IsMany) || element.Type is null)
            {
                continue;
            }

            var index = element.Indices[0];
            var perWorker = index switch
            {
                IParameterReferenceOperation p => p.Parameter.Locations.Any(l => l.SourceTree == lambda.SyntaxTree && lambda.Span.Contains(l.SourceSpan)),
                ILocalReferenceOperation l => l.Local.Locations.All(r => !lambda.Span.Contains(r.SourceSpan)),
                _ => false,
            };
            var size = element.Type.IsReferenceType ? 8 : element.Type.SpecialType != SpecialType.None ? 8 : 64;
            if (!perWorker || size >= 64)
            {
                continue;
            }

            var name = element.ArrayReference.Syntax.ToString();
            var message = $"Slots of '{name}' are written in a loop by concurrent workers, each at its own index; neighbouring slots share a cache line. Pad each slot to 128 bytes or accumulate in a local";
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.DSR0004, element.Syntax.GetLocation(), message));
        }
    }
}
