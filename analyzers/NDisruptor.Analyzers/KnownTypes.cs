using System;
using System.Runtime.CompilerServices;

namespace NDisruptor.Analyzers;

/// <summary>
/// The NDisruptor and BCL types the analyzers match, resolved once per compilation by metadata name
/// (the analyzers never reference the core assembly, so any NDisruptor version is understood).
/// </summary>
internal sealed class KnownTypes
{
    // NDisruptor's own types come from its assembly (one lookup each); BCL types are resolved on first use, since
    // Compilation.GetTypeByMetadataName searches every reference and most analyses need only a few of them.
    private KnownTypes(Compilation c, INamedTypeSymbol ringBuffer)
    {
        RingBuffer = ringBuffer;
        var assembly = ringBuffer.ContainingAssembly;
        RingBufferBase = assembly.GetTypeByMetadataName("NDisruptor.RingBufferBase`1");
        ValueRingBuffer = assembly.GetTypeByMetadataName("NDisruptor.ValueRingBuffer`1");
        PublishScope = assembly.GetTypeByMetadataName("NDisruptor.PublishScope`1");
        BatchPublishScope = assembly.GetTypeByMetadataName("NDisruptor.BatchPublishScope`1");
        EventHandler = assembly.GetTypeByMetadataName("NDisruptor.IEventHandler`1");
        ValueEventHandler = assembly.GetTypeByMetadataName("NDisruptor.IValueEventHandler`1");
        BatchEventHandler = assembly.GetTypeByMetadataName("NDisruptor.IBatchEventHandler`1");
        AsyncBatchEventHandler = assembly.GetTypeByMetadataName("NDisruptor.IAsyncBatchEventHandler`1");
        EventBatch = assembly.GetTypeByMetadataName("NDisruptor.EventBatch`1");
        Disruptor = assembly.GetTypeByMetadataName("NDisruptor.Disruptor`1");
        ValueDisruptor = assembly.GetTypeByMetadataName("NDisruptor.ValueDisruptor`1");
        EventHandlerGroup = assembly.GetTypeByMetadataName("NDisruptor.EventHandlerGroup`1");
        ValueEventHandlerGroup = assembly.GetTypeByMetadataName("NDisruptor.ValueEventHandlerGroup`1");
        ProducerType = assembly.GetTypeByMetadataName("NDisruptor.ProducerType");
        SingleWriterAttribute = assembly.GetTypeByMetadataName("NDisruptor.SingleWriterAttribute");
        _task = Lazy(c, "System.Threading.Tasks.Task");
        _taskOfT = Lazy(c, "System.Threading.Tasks.Task`1");
        _valueTask = Lazy(c, "System.Threading.Tasks.ValueTask");
        _valueTaskOfT = Lazy(c, "System.Threading.Tasks.ValueTask`1");
        _taskFactory = Lazy(c, "System.Threading.Tasks.TaskFactory");
        _taskFactoryOfT = Lazy(c, "System.Threading.Tasks.TaskFactory`1");
        _parallel = Lazy(c, "System.Threading.Tasks.Parallel");
        _thread = Lazy(c, "System.Threading.Thread");
        _threadPool = Lazy(c, "System.Threading.ThreadPool");
        _timer = Lazy(c, "System.Threading.Timer");
        _timersTimer = Lazy(c, "System.Timers.Timer");
        _fileSystemWatcher = Lazy(c, "System.IO.FileSystemWatcher");
        _process = Lazy(c, "System.Diagnostics.Process");
        _serialPort = Lazy(c, "System.IO.Ports.SerialPort");
        _socketAsyncEventArgs = Lazy(c, "System.Net.Sockets.SocketAsyncEventArgs");
        _asyncCallback = Lazy(c, "System.AsyncCallback");
        _interlocked = Lazy(c, "System.Threading.Interlocked");
        _volatile = Lazy(c, "System.Threading.Volatile");
        _monitor = Lazy(c, "System.Threading.Monitor");
        _waitHandle = Lazy(c, "System.Threading.WaitHandle");
        _semaphoreSlim = Lazy(c, "System.Threading.SemaphoreSlim");
        _readerWriterLockSlim = Lazy(c, "System.Threading.ReaderWriterLockSlim");
        _manualResetEventSlim = Lazy(c, "System.Threading.ManualResetEventSlim");
        _countdownEvent = Lazy(c, "System.Threading.CountdownEvent");
        _barrier = Lazy(c, "System.Threading.Barrier");
        _lock = Lazy(c, "System.Threading.Lock");
        _taskAwaiter = Lazy(c, "System.Runtime.CompilerServices.TaskAwaiter");
        _taskAwaiterOfT = Lazy(c, "System.Runtime.CompilerServices.TaskAwaiter`1");
        _valueTaskAwaiter = Lazy(c, "System.Runtime.CompilerServices.ValueTaskAwaiter");
        _valueTaskAwaiterOfT = Lazy(c, "System.Runtime.CompilerServices.ValueTaskAwaiter`1");
        _structLayoutAttribute = Lazy(c, "System.Runtime.InteropServices.StructLayoutAttribute");
        _threadStaticAttribute = Lazy(c, "System.ThreadStaticAttribute");
        _threadLocal = Lazy(c, "System.Threading.ThreadLocal`1");
        _asyncLocal = Lazy(c, "System.Threading.AsyncLocal`1");
        _fieldOffsetAttribute = Lazy(c, "System.Runtime.InteropServices.FieldOffsetAttribute");
        _dbCommand = Lazy(c, "System.Data.IDbCommand");
        _dbConnection = Lazy(c, "System.Data.IDbConnection");
        _implementations = new(() => new Implementations(c));
    }

    private static Lazy<INamedTypeSymbol?> Lazy(Compilation compilation, string name) => new(() => compilation.GetTypeByMetadataName(name));

    public INamedTypeSymbol RingBuffer { get; }
    public INamedTypeSymbol? RingBufferBase { get; }
    public INamedTypeSymbol? ValueRingBuffer { get; }
    public INamedTypeSymbol? PublishScope { get; }
    public INamedTypeSymbol? BatchPublishScope { get; }
    public INamedTypeSymbol? EventHandler { get; }
    public INamedTypeSymbol? ValueEventHandler { get; }
    public INamedTypeSymbol? BatchEventHandler { get; }
    public INamedTypeSymbol? AsyncBatchEventHandler { get; }
    public INamedTypeSymbol? EventBatch { get; }
    public INamedTypeSymbol? Disruptor { get; }
    public INamedTypeSymbol? ValueDisruptor { get; }
    public INamedTypeSymbol? EventHandlerGroup { get; }
    public INamedTypeSymbol? ValueEventHandlerGroup { get; }
    public INamedTypeSymbol? ProducerType { get; }
    public INamedTypeSymbol? SingleWriterAttribute { get; }
    private readonly Lazy<INamedTypeSymbol?> _task;
    public INamedTypeSymbol? Task => _task.Value;
    private readonly Lazy<INamedTypeSymbol?> _taskOfT;
    public INamedTypeSymbol? TaskOfT => _taskOfT.Value;
    private readonly Lazy<INamedTypeSymbol?> _valueTask;
    public INamedTypeSymbol? ValueTask => _valueTask.Value;
    private readonly Lazy<INamedTypeSymbol?> _valueTaskOfT;
    public INamedTypeSymbol? ValueTaskOfT => _valueTaskOfT.Value;
    private readonly Lazy<INamedTypeSymbol?> _taskFactory;
    public INamedTypeSymbol? TaskFactory => _taskFactory.Value;
    private readonly Lazy<INamedTypeSymbol?> _taskFactoryOfT;
    public INamedTypeSymbol? TaskFactoryOfT => _taskFactoryOfT.Value;
    private readonly Lazy<INamedTypeSymbol?> _parallel;
    public INamedTypeSymbol? Parallel => _parallel.Value;
    private readonly Lazy<INamedTypeSymbol?> _thread;
    public INamedTypeSymbol? Thread => _thread.Value;
    private readonly Lazy<INamedTypeSymbol?> _threadPool;
    public INamedTypeSymbol? ThreadPool => _threadPool.Value;
    private readonly Lazy<INamedTypeSymbol?> _timer;
    public INamedTypeSymbol? Timer => _timer.Value;
    private readonly Lazy<INamedTypeSymbol?> _timersTimer;
    public INamedTypeSymbol? TimersTimer => _timersTimer.Value;
    private readonly Lazy<INamedTypeSymbol?> _fileSystemWatcher;
    private readonly Lazy<INamedTypeSymbol?> _process;
    private readonly Lazy<INamedTypeSymbol?> _serialPort;
    private readonly Lazy<INamedTypeSymbol?> _socketAsyncEventArgs;
    private readonly Lazy<INamedTypeSymbol?> _asyncCallback;
    public INamedTypeSymbol? AsyncCallback => _asyncCallback.Value;
    private readonly Lazy<INamedTypeSymbol?> _interlocked;
    public INamedTypeSymbol? Interlocked => _interlocked.Value;
    private readonly Lazy<INamedTypeSymbol?> _volatile;
    public INamedTypeSymbol? Volatile => _volatile.Value;
    private readonly Lazy<INamedTypeSymbol?> _monitor;
    public INamedTypeSymbol? Monitor => _monitor.Value;
    private readonly Lazy<INamedTypeSymbol?> _waitHandle;
    public INamedTypeSymbol? WaitHandle => _waitHandle.Value;
    private readonly Lazy<INamedTypeSymbol?> _readerWriterLockSlim;
    public INamedTypeSymbol? ReaderWriterLockSlim => _readerWriterLockSlim.Value;
    private readonly Lazy<INamedTypeSymbol?> _semaphoreSlim;
    public INamedTypeSymbol? SemaphoreSlim => _semaphoreSlim.Value;
    private readonly Lazy<INamedTypeSymbol?> _manualResetEventSlim;
    public INamedTypeSymbol? ManualResetEventSlim => _manualResetEventSlim.Value;
    private readonly Lazy<INamedTypeSymbol?> _countdownEvent;
    public INamedTypeSymbol? CountdownEvent => _countdownEvent.Value;
    private readonly Lazy<INamedTypeSymbol?> _barrier;
    public INamedTypeSymbol? Barrier => _barrier.Value;
    private readonly Lazy<INamedTypeSymbol?> _lock;
    public INamedTypeSymbol? Lock => _lock.Value;
    private readonly Lazy<INamedTypeSymbol?> _taskAwaiter;
    public INamedTypeSymbol? TaskAwaiter => _taskAwaiter.Value;
    private readonly Lazy<INamedTypeSymbol?> _taskAwaiterOfT;
    public INamedTypeSymbol? TaskAwaiterOfT => _taskAwaiterOfT.Value;
    private readonly Lazy<INamedTypeSymbol?> _valueTaskAwaiter;
    public INamedTypeSymbol? ValueTaskAwaiter => _valueTaskAwaiter.Value;
    private readonly Lazy<INamedTypeSymbol?> _valueTaskAwaiterOfT;
    public INamedTypeSymbol? ValueTaskAwaiterOfT => _valueTaskAwaiterOfT.Value;
    private readonly Lazy<INamedTypeSymbol?> _structLayoutAttribute;
    public INamedTypeSymbol? StructLayoutAttribute => _structLayoutAttribute.Value;
    private readonly Lazy<INamedTypeSymbol?> _fieldOffsetAttribute;
    public INamedTypeSymbol? FieldOffsetAttribute => _fieldOffsetAttribute.Value;
    private readonly Lazy<INamedTypeSymbol?> _threadStaticAttribute;
    public INamedTypeSymbol? ThreadStaticAttribute => _threadStaticAttribute.Value;
    private readonly Lazy<INamedTypeSymbol?> _threadLocal;
    public INamedTypeSymbol? ThreadLocal => _threadLocal.Value;
    private readonly Lazy<INamedTypeSymbol?> _asyncLocal;
    public INamedTypeSymbol? AsyncLocal => _asyncLocal.Value;
    private readonly Lazy<INamedTypeSymbol?> _dbCommand;
    public INamedTypeSymbol? DbCommand => _dbCommand.Value;
    private readonly Lazy<INamedTypeSymbol?> _dbConnection;
    public INamedTypeSymbol? DbConnection => _dbConnection.Value;
    private readonly Lazy<Implementations> _implementations;

    /// <summary>The compilation's implementations of interface and abstract methods, built on first use.</summary>
    public Implementations Implementations => _implementations.Value;

    /// <summary>[ThreadStatic] fields: every thread sees its own copy, so they are never shared.</summary>
    public bool IsThreadStatic(IFieldSymbol field)
        => field.IsStatic && ThreadStaticAttribute is not null && field.GetAttributes().Any(a => Is(a.AttributeClass, ThreadStaticAttribute));

    /// <summary>
    /// Library types whose events are raised on threads of their own (a timer's, the file-watching thread, the
    /// process-exit wait, the serial port's event thread, a socket's I/O completion): a handler added to one of
    /// their events runs concurrently with the code that added it. Returns the type's name, or null.
    /// </summary>
    public string? ForeignEventSource(INamedTypeSymbol? type)
    {
        var sources = new[] { TimersTimer, _fileSystemWatcher.Value, _process.Value, _serialPort.Value, _socketAsyncEventArgs.Value };
        for (var t = type; t is not null; t = t.BaseType)
        {
            if (sources.Any(source => Is(t, source)))
            {
                return t.Name;
            }
        }

        return null;
    }

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

    /// <summary>True for Disruptor&lt;T&gt; and ValueDisruptor&lt;T&gt;.</summary>
    public bool IsDisruptor(ITypeSymbol? type) => Is(type, Disruptor) || Is(type, ValueDisruptor);

    /// <summary>True for the groups the DSL's wiring returns: EventHandlerGroup&lt;T&gt; and ValueEventHandlerGroup&lt;T&gt;.</summary>
    public bool IsHandlerGroup(ITypeSymbol? type) => Is(type, EventHandlerGroup) || Is(type, ValueEventHandlerGroup);

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

    /// <summary>PublishScope&lt;T&gt; or BatchPublishScope&lt;T&gt;: a claim published when the scope is disposed.</summary>
    public bool IsPublishScope(ITypeSymbol? type) => Is(type, PublishScope) || Is(type, BatchPublishScope);

    /// <summary>
    /// True when the type implements one of the handler interfaces: its OnEvent runs on a processor thread (an
    /// async batch handler's OnBatchAsync on pool threads, one batch at a time: one context all the same).
    /// </summary>
    public bool IsHandlerType(INamedTypeSymbol? type)
        => type is not null && type.AllInterfaces.Any(i => Is(i, EventHandler) || Is(i, ValueEventHandler) || Is(i, BatchEventHandler) || Is(i, AsyncBatchEventHandler));

    /// <summary>Methods a processor calls on its own thread: they form one execution context per handler type.</summary>
    public bool IsHandlerThreadMethod(IMethodSymbol method)
        => method.MethodKind == MethodKind.Ordinary || method.MethodKind == MethodKind.ExplicitInterfaceImplementation
            ? IsHandlerCallbackName(method) && IsHandlerType(method.ContainingType)
            : false;

    /// <summary>The per-event callbacks (OnEvent / OnBatch / OnBatchAsync), where blocking is reported.</summary>
    public bool IsPerEventCallback(IMethodSymbol method)
        => (Name(method) is "OnEvent" or "OnBatch" or "OnBatchAsync") && IsHandlerType(method.ContainingType);

    private static bool IsHandlerCallbackName(IMethodSymbol method)
        => Name(method) is "OnEvent" or "OnBatch" or "OnBatchAsync" or "OnStart" or "OnShutdown" or "OnBatchStart" or "OnTimeout";

    // Explicit implementations are named "NDisruptor.IEventHandler<E>.OnEvent"; compare the simple name.
    private static string Name(IMethodSymbol method)
    {
        var name = method.Name;
        var dot = name.LastIndexOf('.');
        return dot < 0 ? name : name.Substring(dot + 1);
    }
}
