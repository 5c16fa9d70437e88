namespace NDisruptor;

/// <summary>A consumer that runs on its own thread: it waits on a barrier and moves its own sequence forward.</summary>
public interface IEventProcessor
{
    /// <summary>The processor's sequence: the last event it finished. Only the processor's thread writes it.</summary>
    Sequence Sequence { get; }

    /// <summary>Whether <see cref="Run"/> is executing.</summary>
    bool IsRunning { get; }

    /// <summary>The handler this processor calls.</summary>
    object Handler { get; }

    /// <summary>Processes events on the calling thread until halted.</summary>
    /// <exception cref="System.InvalidOperationException">The processor is already running.</exception>
    void Run();

    /// <summary>Asks the processor to stop after the event it is handling; returns at once.</summary>
    void Halt();
}
