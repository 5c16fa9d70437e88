using System.Collections.Generic;
using System.Threading.Tasks;

namespace NDisruptor.Benchmarks.Micro;

/// <summary>
/// Runs every task it is given at once, on the thread that queues it: Disruptor-net's processors have no public Run,
/// so the single-threaded micro-benchmarks start them on this to drive them on the benchmark's own thread.
/// </summary>
internal sealed class InlineScheduler : TaskScheduler
{
    public static readonly InlineScheduler Instance = new();

    protected override void QueueTask(Task task) => TryExecuteTask(task);

    protected override bool TryExecuteTaskInline(Task task, bool taskWasPreviouslyQueued) => TryExecuteTask(task);

    protected override IEnumerable<Task>? GetScheduledTasks() => null;
}
