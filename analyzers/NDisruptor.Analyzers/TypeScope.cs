using System;
using System.Threading;

namespace NDisruptor.Analyzers;

/// <summary>An operation of the analyzed type's code and the member it belongs to.</summary>
internal readonly struct TypeOperationContext
{
    public TypeOperationContext(IOperation operation, ISymbol containingSymbol)
    {
        Operation = operation;
        ContainingSymbol = containingSymbol;
    }

    public IOperation Operation { get; }

    public ISymbol ContainingSymbol { get; }
}

/// <summary>The end of a type's analysis: every operation was seen.</summary>
internal readonly struct TypeEndContext
{
    private readonly Action<Diagnostic> _report;

    public TypeEndContext(Action<Diagnostic> report, CancellationToken cancellationToken)
    {
        _report = report;
        CancellationToken = cancellationToken;
    }

    public CancellationToken CancellationToken { get; }

    public void ReportDiagnostic(Diagnostic diagnostic) => _report(diagnostic);
}

/// <summary>
/// Per-type analysis, registered like a symbol-start action (operation callbacks, then an end callback) but run
/// from a semantic-model action: the type's member bodies' operation trees (built once per file and shared with
/// every other analyzer) are walked here and the end callback runs right after. That keeps the analysis live in
/// the IDE per document without any symbol-start action, whose mere registration makes the analyzer driver track
/// the completion of every member of every type: the largest single cost of these rules in build profiles.
/// A partial type is analyzed whole, from each of its files (see <see cref="AllParts"/>); each file reports its own diagnostics.
/// </summary>
internal sealed class TypeScope
{
    private readonly List<(OperationKind[] Kinds, Action<TypeOperationContext> Callback)> _operations = new();
    private readonly List<Action<TypeEndContext>> _ends = new();

    public TypeScope(INamedTypeSymbol symbol, CancellationToken cancellationToken)
    {
        Symbol = symbol;
        CancellationToken = cancellationToken;
    }

    public INamedTypeSymbol Symbol { get; }

    public CancellationToken CancellationToken { get; }

    public bool IsEmpty => _operations.Count == 0 && _ends.Count == 0;

    public void RegisterOperationAction(Action<TypeOperationContext> callback, params OperationKind[] kinds) => _operations.Add((kinds, callback));

    public void RegisterSymbolEndAction(Action<TypeEndContext> callback) => _ends.Add(callback);

    /// <summary>Walks the members' operations of the type's declarations (each with the model of its file), then ends.</summary>
    public void Run(IEnumerable<(SyntaxNode Declaration, SemanticModel Model)> declarations, Action<Diagnostic> report)
    {
        var byKind = new Dictionary<OperationKind, List<Action<TypeOperationContext>>>();
        foreach (var (kinds, callback) in _operations)
        {
            foreach (var kind in kinds)
            {
                if (!byKind.TryGetValue(kind, out var list))
                {
                    byKind[kind] = list = new List<Action<TypeOperationContext>>();
                }

                list.Add(callback);
            }
        }

        foreach (var (root, containing) in declarations.SelectMany(d => Bodies(d.Declaration, d.Model, CancellationToken)))
        {
            foreach (var operation in root.DescendantsAndSelf())
            {
                if (byKind.TryGetValue(operation.Kind, out var callbacks))
                {
                    var context = new TypeOperationContext(operation, containing);
                    foreach (var callback in callbacks)
                    {
                        callback(context);
                    }
                }
            }
        }

        var end = new TypeEndContext(report, CancellationToken);
        foreach (var callback in _ends)
        {
            callback(end);
        }
    }

    /// <summary>
    /// The declarations of <paramref name="type"/> to analyze from the file of <paramref name="model"/>, where
    /// <paramref name="here"/> are its parts: those alone when the type lives in this file, every part with its own
    /// file's model when it is partial across files (a race between two files' halves of one class is one race).
    /// </summary>
    public static IEnumerable<(SyntaxNode Declaration, SemanticModel Model)> AllParts(INamedTypeSymbol type, IEnumerable<SyntaxNode> here, SemanticModel model, CancellationToken cancellationToken)
    {
        if (type.DeclaringSyntaxReferences.All(r => r.SyntaxTree == model.SyntaxTree))
        {
            return here.Select(d => (d, model));
        }

        var models = new Dictionary<SyntaxTree, SemanticModel> { [model.SyntaxTree] = model };
        return type.DeclaringSyntaxReferences
            .Select(r => r.GetSyntax(cancellationToken))
            .Where(d => d is TypeDeclarationSyntax or CompilationUnitSyntax)
            .Select(d => (d, models.TryGetValue(d.SyntaxTree, out var known) ? known : models[d.SyntaxTree] = ModelOf(model.Compilation, d.SyntaxTree)))
            .ToList();
    }

    // The other files of a partial type. In the compiler the driver's semantic model provider hands back the model
    // it builds for that file anyway, so the operation trees walked here are shared, not bound twice.
#pragma warning disable RS1030 // the parts of a partial type in other files have no other way to their models
    private static SemanticModel ModelOf(Compilation compilation, SyntaxTree tree) => compilation.GetSemanticModel(tree);
#pragma warning restore RS1030

    /// <summary>The type declarations of a file (nested ones included) and the file's top-level statements.</summary>
    public static IEnumerable<SyntaxNode> Declarations(SyntaxNode root)
        => root.DescendantNodesAndSelf(n => n is CompilationUnitSyntax or BaseNamespaceDeclarationSyntax or TypeDeclarationSyntax)
            .Where(n => n is TypeDeclarationSyntax || n is CompilationUnitSyntax unit && unit.Members.OfType<GlobalStatementSyntax>().Any());

    /// <summary>The symbol a declaration from <see cref="Declarations"/> declares.</summary>
    public static INamedTypeSymbol? TypeOf(SyntaxNode declaration, SemanticModel model, CancellationToken cancellationToken) => declaration switch
    {
        TypeDeclarationSyntax type => model.GetDeclaredSymbol(type, cancellationToken),
        CompilationUnitSyntax unit => (model.GetDeclaredSymbol(unit, cancellationToken) as IMethodSymbol)?.ContainingType,
        _ => null,
    };

    // Each executable piece of the type's code and the member it belongs to, as the driver would report them
    // (an expression-bodied property's code belongs to its getter).
    private static IEnumerable<(IOperation Root, ISymbol Containing)> Bodies(SyntaxNode declaration, SemanticModel model, CancellationToken cancellationToken)
    {
        if (declaration is CompilationUnitSyntax unit)
        {
            if (model.GetDeclaredSymbol(unit, cancellationToken) is IMethodSymbol entry && model.GetOperation(unit, cancellationToken) is { } body)
            {
                yield return (body, entry);
            }

            yield break;
        }

        foreach (var member in ((TypeDeclarationSyntax)declaration).Members)
        {
            switch (member)
            {
                case BaseMethodDeclarationSyntax method when method.Body is not null || method.ExpressionBody is not null:
                    if (model.GetDeclaredSymbol(method, cancellationToken) is { } methodSymbol && model.GetOperation(method, cancellationToken) is { } methodBody)
                    {
                        yield return (methodBody, methodSymbol);
                    }

                    break;
                case BasePropertyDeclarationSyntax property:
                    var propertySymbol = model.GetDeclaredSymbol(property, cancellationToken);
                    var arrow = (property as PropertyDeclarationSyntax)?.ExpressionBody ?? (property as IndexerDeclarationSyntax)?.ExpressionBody;
                    if (arrow is not null && (propertySymbol as IPropertySymbol)?.GetMethod is { } getter && model.GetOperation(arrow, cancellationToken) is { } arrowBody)
                    {
                        yield return (arrowBody, getter);
                    }

                    foreach (var accessor in property.AccessorList?.Accessors ?? default)
                    {
                        if ((accessor.Body is not null || accessor.ExpressionBody is not null)
                            && model.GetDeclaredSymbol(accessor, cancellationToken) is { } accessorSymbol && model.GetOperation(accessor, cancellationToken) is { } accessorBody)
                        {
                            yield return (accessorBody, accessorSymbol);
                        }
                    }

                    if (property is PropertyDeclarationSyntax { Initializer: { } initializer } && propertySymbol is not null
                        && model.GetOperation(initializer, cancellationToken) is { } initializerOperation)
                    {
                        yield return (initializerOperation, propertySymbol);
                    }

                    break;
                case BaseFieldDeclarationSyntax field:
                    foreach (var variable in field.Declaration.Variables)
                    {
                        if (variable.Initializer is { } value && model.GetDeclaredSymbol(variable, cancellationToken) is { } fieldSymbol
                            && model.GetOperation(value, cancellationToken) is { } valueOperation)
                        {
                            yield return (valueOperation, fieldSymbol);
                        }
                    }

                    break;
            }
        }
    }
}
