using System.Linq;
using System.Runtime.CompilerServices;
using Microsoft.CodeAnalysis;

namespace NDisruptor.Analyzers;

/// <summary>
/// The NDisruptor and BCL types the analyzers match, resolved once per compilation by metadata name
/// (the analyzers never reference the core assembly, so any NDisruptor version is understood).
/// </summary>
internal sealed class KnownTypes
{
    private KnownTypes(Compilation c, INamedTypeSymbol ringBuffer)
    {
        RingBuffer = ringBuffer;
        RingBufferBase = c.GetTypeByMetadataName("NDisruptor.RingBufferBase`1");
        ValueRingBuffer = c.GetTypeByMetadataName("NDisruptor.ValueRingBuffer`1");
        PublishScope = c.GetTypeByMetadataName("NDisruptor.PublishScope`1");
        EventHandler = c.GetTypeByMetadataName("NDisruptor.IEventHandler`1");
        ValueEventHandler = c.GetTypeByMetadataName("NDisruptor.IValueEventHandler`1");
        BatchEventHandler = c.GetTypeByMetadataName("NDisruptor.IBatchEventHandler`1");
        Disruptor = c.GetTypeByMetadataName("NDisruptor.Disruptor`1");
        ValueDisruptor = c.GetTypeByMetadataName("NDisruptor.ValueDisruptor`1");
        ProducerType = c.GetTypeByMetadataName("NDisruptor.ProducerType");
        SingleWriterAttribute = c.GetTypeByMetadataName("NDisruptor.SingleWriterAttribute");

        Task = c.GetTypeByMetadataName("System.Threading.Tasks.Task");
        TaskOfT = c.GetTypeByMetadataName("System.Threading.Tasks.Task`1");
        ValueTask = c.GetTypeByMetadataName("System.Threading.Tasks.ValueTask");
        ValueTaskOfT = c.GetTypeByMetadataName("System.Threading.Tasks.ValueTask`1");
        TaskFactory = c.GetTypeByMetadataName("System.Threading.Tasks.TaskFactory");
        TaskFactoryOfT = c.GetTypeByMetadataName("System.Threading.Tasks.TaskFactory`1");
        Parallel = c.GetTypeByMetadataName("System.Threading.Tasks.Parallel");
        Thread = c.GetTypeByMetadataName("System.Threading.Thread");
        ThreadPool = c.GetTypeByMetadataName("System.Threading.ThreadPool");
        Timer = c.GetTypeByMetadataName("System.Threading.Timer");
        TimersTimer = c.GetTypeByMetadataName("System.Timers.Timer");
        Interlocked = c.GetTypeByMetadataName("System.Threading.Interlocked");
        Volatile = c.GetTypeByMetadataName("System.Threading.Volatile");
        Monitor = c.GetTypeByMetadataName("System.Threading.Monitor");
        WaitHandle = c.GetTypeByMetadataName("System.Threading.WaitHandle");
        SemaphoreSlim = c.GetTypeByMetadataName("System.Threading.SemaphoreSlim");
        ManualResetEventSlim = c.GetTypeByMetadataName("System.Threading.ManualResetEventSlim");
        CountdownEvent = c.GetTypeByMetadataName("System.Threading.CountdownEvent");
        Barrier = c.GetTypeByMetadataName("System.Threading.Barrier");
        Lock = c.GetTypeByMetadataName("System.Threading.Lock");
        TaskAwaiter = c.GetTypeByMetadataName("System.Runtime.CompilerServices.TaskAwaiter");
        TaskAwaiterOfT = c.GetTypeByMetadataName("System.Runtime.CompilerServices.TaskAwaiter`1");
        ValueTaskAwaiter = c.GetTypeByMetadataName("System.Runtime.CompilerServices.ValueTaskAwaiter");
        ValueTaskAwaiterOfT = c.GetTypeByMetadataName("System.Runtime.CompilerServices.ValueTaskAwaiter`1");
        StructLayoutAttribute = c.GetTypeByMetadataName("System.Runtime.InteropServices.StructLayoutAttribute");
        ThreadStaticAttribute = c.GetTypeByMetadataName("System.ThreadStaticAttribute");
        ThreadLocal = c.GetTypeByMetadataName("System.Threading.ThreadLocal`1");
        AsyncLocal = c.GetTypeByMetadataName("System.Threading.AsyncLocal`1");
        FieldOffsetAttribute = c.GetTypeByMetadataName("System.Runtime.InteropServices.FieldOffsetAttribute");
    }

    public INamedTypeSymbol RingBuffer { get; }
    public INamedTypeSymbol? RingBufferBase { get; }
    public INamedTypeSymbol? ValueRingBuffer { get; }
    public INamedTypeSymbol? PublishScope { get; }
    public INamedTypeSymbol? EventHandler { get; }
    public INamedTypeSymbol? ValueEventHandler { get; }
    public INamedTypeSymbol? BatchEventHandler { get; }
    public INamedTypeSymbol? Disruptor { get; }
    public INamedTypeSymbol? ValueDisruptor { get; }
    public INamedTypeSymbol? ProducerType { get; }
    public INamedTypeSymbol? SingleWriterAttribute { get; }
    public INamedTypeSymbol? Task { get; }
    public INamedTypeSymbol? TaskOfT { get; }
    public INamedTypeSymbol? ValueTask { get; }
    public INamedTypeSymbol? ValueTaskOfT { get; }
    public INamedTypeSymbol? TaskFactory { get; }
    public INamedTypeSymbol? TaskFactoryOfT { get; }
    public INamedTypeSymbol? Parallel { get; }
    public INamedTypeSymbol? Thread { get; }
    public INamedTypeSymbol? ThreadPool { get; }
    public INamedTypeSymbol? Timer { get; }
    public INamedTypeSymbol? TimersTimer { get; }
    public INamedTypeSymbol? Interlocked { get; }
    public INamedTypeSymbol? Volatile { get; }
    public INamedTypeSymbol? Monitor { get; }
    public INamedTypeSymbol? WaitHandle { get; }
    public INamedTypeSymbol? SemaphoreSlim { get; }
    public INamedTypeSymbol? ManualResetEventSlim { get; }
    public INamedTypeSymbol? CountdownEvent { get; }
    public INamedTypeSymbol? Barrier { get; }
    public INamedTypeSymbol? Lock { get; }
    public INamedTypeSymbol? TaskAwaiter { get; }
    public INamedTypeSymbol? TaskAwaiterOfT { get; }
    public INamedTypeSymbol? ValueTaskAwaiter { get; }
    public INamedTypeSymbol? ValueTaskAwaiterOfT { get; }
    public INamedTypeSymbol? StructLayoutAttribute { get; }
    public INamedTypeSymbol? FieldOffsetAttribute { get; }
    public INamedTypeSymbol? ThreadStaticAttribute { get; }
    public INamedTypeSymbol? ThreadLocal { get; }
    public INamedTypeSymbol? AsyncLocal { get; }

    /// <summary>[ThreadStatic] fields: every thread sees its own copy, so they are never shared.</summary>
    public bool IsThreadStatic(IFieldSymbol field)
        => field.IsStatic && ThreadStaticAttribute is not null && field.GetAttributes().Any(a => Is(a.AttributeClass, ThreadStaticAttribute));

    /// <summary>ThreadLocal&lt;T&gt;.Value / AsyncLocal&lt;T&gt;.Value: storage private to a thread (or async flow).</summary>
    public bool IsThreadLocalValue(IPropertySymbol property)
        => property.Name == "Value" && (Is(property.ContainingType, ThreadLocal) || Is(property.ContainingType, AsyncLocal));

    // One resolution per compilation, shared by every NDisruptor analyzer: each GetTypeByMetadataName searches
    // all references, and seven analyzers resolving forty names each showed up in build profiles.
    private static readonly ConditionalWeakTable<Compilation, StrongBox<KnownTypes?>> Cache = new();

    /// <summary>Returns null when NDisruptor is not referenced: every analyzer then registers nothing.</summary>
    public static KnownTypes? TryCreate(Compilation compilation)
        => Cache.GetValue(compilation, c => new StrongBox<KnownTypes?>(c.GetTypeByMetadataName("NDisruptor.RingBuffer`1") is { } ring ? new KnownTypes(c, ring) : null)).Value;

    public static bool Is(ITypeSymbol? type, INamedTypeSymbol? known)
        => type is not null && known is not null && SymbolEqualityComparer.Default.Equals(type.OriginalDefinition, known);

    /// <summary>True for RingBuffer&lt;T&gt;, ValueRingBuffer&lt;T&gt; and anything deriving from their shared base.</summary>
    public bool IsRing(ITypeSymbol? type)
    {
        for (var t = type as INamedTypeSymbol; t is not null; t = t.BaseType)
        {
            if (Is(t, RingBuffer) || Is(t, ValueRingBuffer) || Is(t, RingBufferBase))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>True when the type implements one of the handler interfaces (its OnEvent runs on a processor thread).</summary>
    public bool IsHandlerType(INamedTypeSymbol? type)
        => type is not null && type.AllInterfaces.Any(i => Is(i, EventHandler) || Is(i, ValueEventHandler) || Is(i, BatchEventHandler));

    /// <summary>Methods a processor calls on its own thread: they form one execution context per handler type.</summary>
    public bool IsHandlerThreadMethod(IMethodSymbol method)
        => method.MethodKind == MethodKind.Ordinary || method.MethodKind == MethodKind.ExplicitInterfaceImplementation
            ? IsHandlerCallbackName(method) && IsHandlerType(method.ContainingType)
            : false;

    /// <summary>The per-event callbacks (OnEvent / OnBatch), where blocking is reported.</summary>
    public bool IsPerEventCallback(IMethodSymbol method)
        => (Name(method) is "OnEvent" or "OnBatch") && IsHandlerType(method.ContainingType);

    private static bool IsHandlerCallbackName(IMethodSymbol method)
        => Name(method) is "OnEvent" or "OnBatch" or "OnStart" or "OnShutdown" or "OnBatchStart" or "OnTimeout";

    // Explicit implementations are named "NDisruptor.IEventHandler<E>.OnEvent"; compare the simple name.
    private static string Name(IMethodSymbol method)
    {
        var name = method.Name;
        var dot = name.LastIndexOf('.');
        return dot < 0 ? name : name.Substring(dot + 1);
    }
}
