using System.Threading.Tasks;

namespace NDisruptor;

/// <summary>A processor that runs on the thread pool rather than on a thread of its own: the DSL starts it with <see cref="RunAsync"/>.</summary>
internal interface IAsyncEventProcessor : IEventProcessor
{
    /// <summary>Processes events until halted, without holding a thread while it waits.</summary>
    Task RunAsync();
}
