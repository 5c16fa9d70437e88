using System;
using System.Diagnostics.CodeAnalysis;
using System.Reflection;

namespace NDisruptor;

/// <summary>
/// Whether a processor must call a handler's <c>OnBatchStart</c>, decided once per handler type.
/// </summary>
/// <remarks>
/// <c>OnBatchStart</c> has an empty default body on the handler interfaces. For a struct handler that
/// does not implement it, calling it would run that default body on a boxed copy: one allocation per
/// batch, for nothing. Skipping such a call changes nothing but the allocation. Class handlers are always
/// called (no boxing); reflection here runs once per type, outside the hot path.
/// </remarks>
/// <typeparam name="THandler">The handler type.</typeparam>
/// <typeparam name="TInterface">The handler interface declaring <c>OnBatchStart</c>.</typeparam>
internal static class BatchStartNotification<[DynamicallyAccessedMembers(HandlerReflection.Members)] THandler, [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicMethods | DynamicallyAccessedMemberTypes.NonPublicMethods)] TInterface>
{
    /// <summary>Read in the per-batch path: a JIT-time constant once the processor is optimized.</summary>
    public static readonly bool IsNeeded = !typeof(THandler).IsValueType || ImplementsOnBatchStart();

    private static bool ImplementsOnBatchStart()
    {
        InterfaceMapping map;
        try
        {
            map = typeof(THandler).GetInterfaceMap(typeof(TInterface));
        }
#pragma warning disable CA1031 // any failure to map falls back to the handler's own methods (see DeclaresOnBatchStart)
        catch (Exception)
#pragma warning restore CA1031
        {
            // NativeAOT could not map the interface. It keeps no metadata for an interface constructed over a class
            // event type in shared generic code (NotSupportedException, seen on class rings), and its reflection
            // runtime threw NullReferenceException while mapping the value-ring handlers of the benchmarks' Pipeline
            // and Diamond, structs that implement handler interfaces of two libraries. Without this catch, the type
            // initializer failed on the first batch and the default exception handler stopped every struct handler's
            // processor at sequence 0. The handler's own methods are kept (the annotation above), so ask them instead.
            return DeclaresOnBatchStart();
        }

        for (int i = 0; i < map.InterfaceMethods.Length; i++)
        {
            if (map.InterfaceMethods[i].Name == "OnBatchStart")
            {
                // Resolved to the interface's own default body: the struct does not implement it. A body from an interface
                // derived from it, which the struct also implements, must be called like the struct's own.
                return map.TargetMethods[i].DeclaringType != typeof(TInterface);
            }
        }

        throw new InvalidOperationException($"{typeof(TInterface).Name} declares no OnBatchStart.");
    }

    // A struct implements OnBatchStart by declaring it, publicly (OnBatchStart) or explicitly
    // (Namespace.Interface<T>.OnBatchStart), or through an interface derived from the handler interface that supplies a
    // body; a struct has no base type that could implement it instead. Derived interfaces are not searched for a body:
    // implementing one counts as implementing OnBatchStart, so that a body is never skipped (where there is none, the call
    // reaches the empty default body on a boxed copy, once per batch). An explicit OnBatchStart of another interface
    // (another library's, or the same one over another event type) counts too, at the same cost.
    internal static bool DeclaresOnBatchStart()
    {
        foreach (var method in typeof(THandler).GetMethods(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
        {
            if ((method.Name == "OnBatchStart" || method.Name.EndsWith(".OnBatchStart", StringComparison.Ordinal)) && method.GetParameters() is [{ ParameterType: var type }] && type == typeof(long))
            {
                return true;
            }
        }

        foreach (Type implemented in typeof(THandler).GetInterfaces())
        {
            if (implemented != typeof(TInterface) && typeof(TInterface).IsAssignableFrom(implemented))
            {
                return true;
            }
        }

        return false;
    }
}

/// <summary>
/// What of a handler type <see cref="BatchStartNotification{THandler, TInterface}"/> reflects on. Every generic
/// parameter that carries a handler type down to it says so with this, so that NativeAOT keeps the handler's method
/// metadata and can map its interface (without it, GetInterfaceMap throws NotSupportedException there).
/// </summary>
internal static class HandlerReflection
{
    public const DynamicallyAccessedMemberTypes Members =
        DynamicallyAccessedMemberTypes.PublicMethods | DynamicallyAccessedMemberTypes.NonPublicMethods | DynamicallyAccessedMemberTypes.Interfaces;
}
