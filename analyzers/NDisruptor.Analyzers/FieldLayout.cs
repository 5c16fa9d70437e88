namespace NDisruptor.Analyzers;

/// <summary>
/// Estimates where the CLR puts a type's instance fields, to tell whether two of them can share a
/// 128-byte (adjacent-line prefetch) window. Explicit layouts use their offsets; structs are sequential;
/// classes follow the CLR's auto layout: references first, then 8-, 4-, 2-, 1-byte primitives, then structs,
/// each group in declaration order. Returns null when any size is unknown, so the rule stays quiet.
/// </summary>
internal static class FieldLayout
{
    public static Dictionary<IFieldSymbol, (int Offset, int Size)>? Estimate(INamedTypeSymbol type, KnownTypes known)
    {
        var fields = type.GetMembers().OfType<IFieldSymbol>().Where(f => !f.IsStatic && !f.IsConst).ToList();
        var sizes = new Dictionary<IFieldSymbol, int>(SymbolEqualityComparer.Default);
        foreach (var field in fields)
        {
            var size = SizeOf(field.Type, known, 0);
            if (size is null)
            {
                return null;
            }

            sizes[field] = size.Value;
        }

        var result = new Dictionary<IFieldSymbol, (int, int)>(SymbolEqualityComparer.Default);
        var layout = LayoutKindOf(type, known);
        if (layout == 2 /* Explicit */)
        {
            foreach (var field in fields)
            {
                var offset = field.GetAttributes().FirstOrDefault(a => KnownTypes.Is(a.AttributeClass, known.FieldOffsetAttribute))?.ConstructorArguments.FirstOrDefault().Value as int?;
                if (offset is null)
                {
                    return null;
                }

                result[field] = (offset.Value, sizes[field]);
            }

            return result;
        }

        IEnumerable<IFieldSymbol> order = fields;
        if (type.TypeKind == TypeKind.Class && layout != 0 /* Sequential */)
        {
            order = fields.OrderBy(f => AutoGroup(f.Type, sizes[f]));
        }

        var position = 0;
        foreach (var field in order)
        {
            var size = sizes[field];
            var align = System.Math.Min(8, System.Math.Max(1, size >= 8 ? 8 : size));
            position = (position + align - 1) / align * align;
            result[field] = (position, size);
            position += size;
        }

        return result;
    }

    // 0 = Sequential, 2 = Explicit, 3 = Auto; null when not declared.
    private static int? LayoutKindOf(INamedTypeSymbol type, KnownTypes known)
    {
        var attribute = type.GetAttributes().FirstOrDefault(a => KnownTypes.Is(a.AttributeClass, known.StructLayoutAttribute));
        return attribute?.ConstructorArguments.FirstOrDefault().Value as int?;
    }

    private static int AutoGroup(ITypeSymbol type, int size)
        => type.IsReferenceType ? 0 : type.TypeKind == TypeKind.Struct && type.SpecialType == SpecialType.None ? 9 : 9 - size;

    private static int? SizeOf(ITypeSymbol type, KnownTypes known, int depth)
    {
        if (type.IsReferenceType || type.TypeKind is TypeKind.Pointer or TypeKind.FunctionPointer)
        {
            return 8;
        }

        if (type is INamedTypeSymbol { TypeKind: TypeKind.Enum, EnumUnderlyingType: { } underlying })
        {
            return SizeOf(underlying, known, depth);
        }

        switch (type.SpecialType)
        {
            case SpecialType.System_Boolean or SpecialType.System_Byte or SpecialType.System_SByte:
                return 1;
            case SpecialType.System_Char or SpecialType.System_Int16 or SpecialType.System_UInt16:
                return 2;
            case SpecialType.System_Int32 or SpecialType.System_UInt32 or SpecialType.System_Single:
                return 4;
            case SpecialType.System_Int64 or SpecialType.System_UInt64 or SpecialType.System_Double or SpecialType.System_IntPtr or SpecialType.System_UIntPtr:
                return 8;
            case SpecialType.System_Decimal:
                return 16;
        }

        if (type is not INamedTypeSymbol { TypeKind: TypeKind.Struct } named || depth > 4)
        {
            return null;
        }

        // [StructLayout(..., Size = 128)] is the usual way to pad; honour it.
        var declared = named.GetAttributes().FirstOrDefault(a => KnownTypes.Is(a.AttributeClass, known.StructLayoutAttribute))?
            .NamedArguments.FirstOrDefault(n => n.Key == "Size").Value.Value as int?;
        var instanceFields = named.GetMembers().OfType<IFieldSymbol>().Where(f => !f.IsStatic && !f.IsConst).ToList();
        if (instanceFields.Count == 0 && declared is null)
        {
            return null; // metadata types hide private fields: unknown
        }

        var sum = 0;
        foreach (var field in instanceFields)
        {
            var size = SizeOf(field.Type, known, depth + 1);
            if (size is null)
            {
                return declared;
            }

            sum += size.Value;
        }

        return System.Math.Max(sum, declared ?? 0);
    }
}
