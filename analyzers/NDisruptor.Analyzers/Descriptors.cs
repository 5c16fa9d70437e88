namespace NDisruptor.Analyzers;

/// <summary>All diagnostic descriptors, in one place so IDs and categories stay consistent (help links: <see cref="HelpLinks"/>).</summary>
public static class Descriptors
{
    public static readonly DiagnosticDescriptor DSR0001 = Create(
        "DSR0001", "Single-writer member written from several execution contexts",
        "'{0}' is marked [SingleWriter] but is written from {1} execution contexts ({2})",
        "Concurrency", DiagnosticSeverity.Warning,
        "A [SingleWriter] member must be written by one thread only; writes from several contexts race.");

    public static readonly DiagnosticDescriptor DSR0002 = Create(
        "DSR0002", "Parallel handlers write the same event field",
        "'{0}' and '{1}' run in parallel and both write '{2}' of the event; order them with Then/After",
        "Concurrency", DiagnosticSeverity.Warning,
        "Handlers passed to the same HandleEventsWith call, or started by separate calls with neither after the other, consume the same event concurrently, so their writes to one field race.");

    public static readonly DiagnosticDescriptor DSR0003 = Create(
        "DSR0003", "Non-atomic read-modify-write on a shared field",
        "'{0}' is updated non-atomically here but {1}; use Interlocked",
        "Concurrency", DiagnosticSeverity.Warning,
        "x++, x += n and x = x + n are a read, an add and a write; concurrent writers lose updates.");

    public static readonly DiagnosticDescriptor DSR0004 = Create(
        "DSR0004", "Fields written by different threads may share a cache line",
        "{0}",
        "Performance", DiagnosticSeverity.Warning,
        "Two hot fields written by different threads within 128 bytes of each other make the cache line ping-pong between cores (false sharing).");

    public static readonly DiagnosticDescriptor DSR0005 = Create(
        "DSR0005", "Single-producer ring claimed from several execution contexts",
        "Single-producer ring '{0}' is claimed or published from {1} execution contexts; create it multi-producer",
        "Concurrency", DiagnosticSeverity.Warning,
        "A single-producer sequencer does not synchronize claims; claiming from two threads hands out the same sequence twice.");

    public static readonly DiagnosticDescriptor DSR0006 = Create(
        "DSR0006", "Claimed sequence not published on every path",
        "Sequence '{0}' claimed here is {1}; consumers will stall forever",
        "Reliability", DiagnosticSeverity.Warning,
        "Every claimed sequence must be published, also when the code between claim and publish throws: publish at the end of a try and PublishAborted in its catch, or use a publish scope.");

    public static readonly DiagnosticDescriptor DSR0007 = Create(
        "DSR0007", "Event used after its sequence was published",
        "Event '{0}' is used after sequence '{1}' was published; consumers may already be reading it",
        "Concurrency", DiagnosticSeverity.Warning,
        "Once published, the slot belongs to the consumers and is later reused by the producer; touching it races.");

    public static readonly DiagnosticDescriptor DSR0008 = Create(
        "DSR0008", "Ring size must be a power of two",
        "Ring size {0} is not a power of two{1}",
        "Usage", DiagnosticSeverity.Error,
        "Rings index slots with a bit mask; their size must be a positive power of two.");

    public static readonly DiagnosticDescriptor DSR0009 = Create(
        "DSR0009", "Blocking call inside an event handler",
        "'{0}' blocks the handler thread inside {1}; every consumer behind it stalls",
        "Performance", DiagnosticSeverity.Warning,
        "An OnEvent that blocks stalls its processor and, through gating, the producers. Hand blocking work to another thread.");

    public static readonly DiagnosticDescriptor DSR0010 = Create(
        "DSR0010", "Field accessed both plainly and through Volatile/Interlocked",
        "'{0}' is accessed through Volatile/Interlocked elsewhere but {1} plainly here from another thread; use Volatile.{2}",
        "Concurrency", DiagnosticSeverity.Warning,
        "Mixing plain and volatile accesses of one field across threads loses the ordering the volatile accesses were meant to give.");

    public static readonly DiagnosticDescriptor DSR0011 = Create(
        "DSR0011", "Value event copied and then written",
        "{0}",
        "Correctness", DiagnosticSeverity.Warning,
        "Indexing a ValueRingBuffer (or reading ref data) into a plain local, or passing it by value, copies the struct; writes to the copy never reach the ring.");

    public static readonly DiagnosticDescriptor DSR0012 = Create(
        "DSR0012", "Publish scope's exception path does not abort",
        "'{0}' publishes its event when disposed: {1}; call {0}.Abort() on that path",
        "Reliability", DiagnosticSeverity.Warning,
        "A publish scope always publishes on Dispose and aborts only when Abort() was called; an exception caught without Abort(), or one that leaves the method through the scope, publishes the half-written event to every handler.");

    public static readonly DiagnosticDescriptor DSR0013 = Create(
        "DSR0013", "Event batch used after its task completes",
        "'{0}' {1}: the batch's slots are overwritten once OnBatchAsync's task completes; copy what you keep",
        "Concurrency", DiagnosticSeverity.Warning,
        "An EventBatch<T> and the class events in it are the ring's own slots, valid only until the task OnBatchAsync returned completes; kept longer, they change under the reader.");

    private static DiagnosticDescriptor Create(string id, string title, string message, string category, DiagnosticSeverity severity, string description)
        => new(id, title, message, category, severity, isEnabledByDefault: true, description: description, helpLinkUri: HelpLinks.For(id));
}
