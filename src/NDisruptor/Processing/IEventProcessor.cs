namespace NDisruptor;

/// <summary>A consumer that runs on its own thread: it waits on a barrier and moves its own sequence forward.</summary>
public interface IEventProcessor
{
    /// <summary>The processor's sequence: the last event it finished. Only the processor's thread writes it.</summary>
    Sequence Sequence { get; }

    /// <summary>
    /// Whether a thread is inside <see cref="Run"/>. It stays true after <see cref="Halt"/> until that thread
    /// has finished its batch, stored its sequence and left; once it reads false, <see cref="Run"/> may be
    /// called again and resumes after the last event handled.
    /// </summary>
    bool IsRunning { get; }

    /// <summary>The handler this processor calls.</summary>
    object Handler { get; }

    /// <summary>Processes events on the calling thread until halted.</summary>
    /// <exception cref="System.InvalidOperationException">Another thread is inside <see cref="Run"/> (<see cref="IsRunning"/> is true).</exception>
    void Run();

    /// <summary>
    /// Asks the processor to stop once it finishes the batch it is handling (or, if no thread is inside
    /// <see cref="Run"/>, the next run to stop before handling anything); returns at once. A halt made while a
    /// thread is inside <see cref="Run"/> is spent on that run, however close to its end: if
    /// <see cref="IsRunning"/> still reads true after <see cref="Halt"/> returns, the next run is not stopped by it.
    /// </summary>
    void Halt();
}
