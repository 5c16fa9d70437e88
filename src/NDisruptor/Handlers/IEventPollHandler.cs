namespace NDisruptor;

/// <summary>Receives events from <see cref="EventPoller{T}.Poll{THandler}(THandler)"/> on the polling thread.</summary>
/// <typeparam name="T">The event type.</typeparam>
public interface IEventPollHandler<T>
{
    /// <summary>Processes one event; return <see langword="false"/> to stop this poll early (the rest stays for the next poll).</summary>
    /// <param name="data">The event, by reference (the slot itself, for class and struct events alike).</param>
    /// <param name="sequence">Its sequence.</param>
    /// <param name="endOfBatch">Whether it is the last event available in this poll.</param>
    /// <returns>Whether to continue with the next available event.</returns>
    bool OnEvent(ref T data, long sequence, bool endOfBatch);
}
