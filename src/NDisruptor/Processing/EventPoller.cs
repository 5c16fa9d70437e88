using System;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// Pull-style consumption: the caller's own thread (a game loop, an I/O loop) takes what is available when
/// it chooses, instead of a processor thread waiting for it. The poller's sequence gates producers like a
/// consumer's.
/// </summary>
/// <typeparam name="T">The event type.</typeparam>
/// <remarks>
/// Poll from one thread at a time: the poller's sequence has a single writer. Dispose a poller you stop
/// using, or producers will wait for it forever once the ring fills; dispose it on the polling thread, or once its
/// last poll has returned, since a poll already under way is not stopped.
/// </remarks>
public sealed class EventPoller<T> : IDisposable
{
    private readonly RingBufferBase<T> _ring;
    private readonly Sequencer _sequencer;
    private readonly Sequence[] _dependents;
    private readonly AbortedSlots _aborted;

    // Written only by the polling thread; read by producers.
    private readonly Sequence _sequence = new();

    // Set by Dispose. Read by Poll on the polling thread: once the sequence no longer gates producers they may
    // overwrite any slot, so a poll after it would hand out events it never had and skip others.
    private volatile bool _disposed;

    // 1 once Dispose was called (Interlocked): the ring counts this poller as open until then.
    private int _disposeCalls;

    internal EventPoller(RingBufferBase<T> ring, Sequence[] dependents)
    {
        _ring = ring;
        _sequencer = ring.Sequencer;
        _aborted = _sequencer.Aborted;
        _dependents = dependents.Length == 0 ? [_sequencer.CursorSequence] : (Sequence[])dependents.Clone();
        // Starts where it may begin: behind the slowest upstream consumer, or at the cursor.
        _sequencer.ClaimWaiters.AddSignalling(_sequence);
        _sequencer.AddGatingSequences([_sequence], dependents);
        _sequencer.PollersChanged(1);
    }

    /// <summary>The last sequence this poller handled.</summary>
    public Sequence Sequence => _sequence;

    /// <summary>Hands every available event to <paramref name="handler"/> until it returns false.</summary>
    /// <typeparam name="THandler">The handler type: a struct handler is called directly.</typeparam>
    /// <param name="handler">The handler.</param>
    /// <returns>Whether events were handled, held back by an upstream consumer, or not there.</returns>
    /// <exception cref="ObjectDisposedException">The poller was disposed: it no longer holds producers back.</exception>
    public PollState Poll<THandler>(THandler handler)
        where THandler : IEventPollHandler<T>
    {
        if (handler is null)
        {
            throw new ArgumentNullException(nameof(handler), "handler is null; pass the IEventPollHandler<T> that should receive the events.");
        }

        if (_disposed)
        {
            throw new ObjectDisposedException(nameof(EventPoller<T>), "This poller was disposed: it no longer holds producers back, so its next slots may already hold later events. Create a new poller with NewPoller(...) to go on polling.");
        }

        long current = _sequence.Value;
        long next = current + 1;
        long available = _sequencer.GetHighestPublishedSequence(next, SequenceMath.Minimum(_dependents, long.MaxValue));
        if (next > available)
        {
            return _sequencer.CursorSequence.Value >= next ? PollState.Gating : PollState.Idle;
        }

        if (_aborted.MayContain(next))
        {
            return PollAroundAborted(handler, next, available);
        }

        long processed = current;
        try
        {
            bool more;
            do
            {
                more = handler.OnEvent(ref _ring.ElementAt(next), next, next == available);
                processed = next;
                next++;
            }
            while (more && next <= available);
        }
        finally
        {
            // Even when the handler throws, what it finished is released to producers; the event that
            // threw is handed out again by the next poll.
            StoreProgress(processed);
        }

        return PollState.Processing;
    }

    /// <summary>The slow path of <see cref="Poll{THandler}(THandler)"/> when a producer aborted a claim this recently: aborted events are skipped, never handed out.</summary>
    private PollState PollAroundAborted<THandler>(THandler handler, long next, long available)
        where THandler : IEventPollHandler<T>
    {
        // The handler's end of batch is the last event it will see, not an aborted one after it.
        long last = _aborted.LastNotAborted(next, available);
        long processed = next - 1;
        try
        {
            bool more = true;
            while (more && next <= available)
            {
                if (!_aborted.IsAborted(next))
                {
                    more = handler.OnEvent(ref _ring.ElementAt(next), next, next == last);
                }

                processed = next;
                next++;
            }

            // Aborted events right after the last one handled are skipped now, so nothing waits for them.
            while (next <= available && _aborted.IsAborted(next))
            {
                processed = next;
                next++;
            }
        }
        finally
        {
            StoreProgress(processed);
        }

        return PollState.Processing;
    }

    /// <summary>
    /// Releases what was handled to producers, and wakes whoever sleeps on this poller: consumers that wait on its
    /// sequence and asynchronous claims parked on the full ring.
    /// </summary>
    private void StoreProgress(long processed)
    {
        _sequence.SetValue(processed);
        _sequencer.SignalConsumerProgress(processed);
    }

    /// <summary>Hands every available event to <paramref name="handler"/> until it returns false.</summary>
    /// <param name="handler">The callback.</param>
    /// <returns>Whether events were handled, held back by an upstream consumer, or not there.</returns>
    /// <exception cref="ObjectDisposedException">The poller was disposed: it no longer holds producers back.</exception>
    public PollState Poll(EventPollCallback<T> handler)
    {
        ArgumentNullException.ThrowIfNull(handler);
        return Poll(new CallbackHandler(handler));
    }

    private readonly struct CallbackHandler(EventPollCallback<T> callback) : IEventPollHandler<T>
    {
        public bool OnEvent(ref T data, long sequence, bool endOfBatch) => callback(ref data, sequence, endOfBatch);
    }

    /// <summary>Stops gating producers on this poller; <c>Poll</c> then throws <see cref="ObjectDisposedException"/>.</summary>
    public void Dispose()
    {
        // Once: a second Dispose changes nothing.
        if (Interlocked.Exchange(ref _disposeCalls, 1) != 0)
        {
            return;
        }

        // Before the gate goes: a poll that starts after Dispose returned is refused.
        _disposed = true;
        _ring.RemoveGatingSequence(_sequence);
        _sequencer.ClaimWaiters.RemoveSignalling(_sequence);
        _sequencer.PollersChanged(-1);
    }
}
