namespace NDisruptor;

/// <summary>A callback for <see cref="EventPoller{T}.Poll(EventPollCallback{T})"/>.</summary>
/// <typeparam name="T">The event type.</typeparam>
/// <param name="data">The event, by reference.</param>
/// <param name="sequence">Its sequence.</param>
/// <param name="endOfBatch">Whether it is the last available event.</param>
/// <returns>Whether to continue with the next available event.</returns>
public delegate bool EventPollCallback<T>(ref T data, long sequence, bool endOfBatch);
