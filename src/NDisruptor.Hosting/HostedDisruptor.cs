using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Logging.Abstractions;

namespace NDisruptor.Hosting;

/// <summary>
/// One wired disruptor of a host, and the hosted service that starts it with the host and drains it when the host
/// stops. Created when first resolved: its ring and publisher can be injected before the host starts it (events
/// published early wait in the ring for the consumers).
/// </summary>
/// <remarks>
/// The ring is taken from the disruptor only when someone asks for it (<see cref="Ring"/>, or the publisher's first event),
/// not when this is made: a value disruptor spreads the ring it made as it starts, unless the ring was handed out before
/// (a thread holding it could be claiming while the layout changed). Services take their publisher before the host starts
/// them, so a ring taken here at once would keep the layout it was made with in every host.
/// </remarks>
internal sealed class HostedDisruptor<T> : IHostedService, IDisposable
{
    private readonly Func<RingBufferBase<T>> _ring;
    private readonly Func<RingBufferBase<T>> _start;
    private readonly RingPublisher<T> _publisher;
    private readonly int _consumers;
    private readonly ILogger _logger;

    internal HostedDisruptor(DisruptorBase<T> disruptor, Func<RingBufferBase<T>> ring, Func<RingBufferBase<T>> start, IReadOnlyList<object> handlers, DisruptorOptions options, IServiceProvider services)
    {
        Disruptor = disruptor;
        _ring = ring;
        _start = start;
        _consumers = handlers.Count;
        Name = options.Name;
        _publisher = new RingPublisher<T>(options.Name, disruptor, ring);
        ILoggerFactory loggers = services.GetService<ILoggerFactory>() ?? NullLoggerFactory.Instance;
        _logger = loggers.CreateLogger("NDisruptor.Hosting");
        var lifetime = services.GetService<IHostApplicationLifetime>();
        foreach (object handler in handlers)
        {
            disruptor.SetExceptionHandler(handler, new HostedExceptionHandler<T>(options.Name, handler.GetType().Name, options.OnHandlerFault, _logger, lifetime));
        }

        services.GetService<HostedHandlers>()?.Register(handlers, options.Name, _logger);
    }

    public string Name { get; }

    public DisruptorBase<T> Disruptor { get; }

    /// <summary>The ring, handed out: a value ring read before the host starts keeps the layout it was made with.</summary>
    public RingBufferBase<T> Ring => _ring();

    public IEventPublisher<T> Publisher => _publisher;

    public Task StartAsync(CancellationToken cancellationToken)
    {
        RingBufferBase<T> ring = _start();
        Log.Started(_logger, Name, ring.BufferSize, ring.ProducerType, _consumers);
        return Task.CompletedTask;
    }

    /// <summary>
    /// Refuses further publishing, waits for the consumers to handle everything published before, then stops them;
    /// when the host's shutdown timeout (<paramref name="cancellationToken"/>) runs out first, halts them where they
    /// are and says so. Never throws: a consumer's fault was logged when it happened, and is logged again here.
    /// </summary>
    public async Task StopAsync(CancellationToken cancellationToken)
    {
        long claimedBeforeStop = _publisher.Close();
        Task? shutdown = null;
        try
        {
            if (!Disruptor.HasStarted)
            {
                // A host whose start failed before it reached this service stops it all the same. There is nothing to drain
                // (and nothing to wait for: no consumer would publish-wait here), and the shutdown keeps it from starting later.
                await Disruptor.ShutdownAsync(Timeout.InfiniteTimeSpan).ConfigureAwait(false);
                Log.StoppedUnstarted(_logger, Name, Ring.Cursor);
                return;
            }

            await WhenPublished(claimedBeforeStop, cancellationToken).ConfigureAwait(false);
            shutdown = Disruptor.ShutdownAsync(Timeout.InfiniteTimeSpan);
            await shutdown.WaitAsync(cancellationToken).ConfigureAwait(false);
            Log.Stopped(_logger, Name, Ring.Cursor);
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            Log.NotDrained(_logger, Name, Ring.Cursor, Ring.GetMinimumGatingSequence());
            Disruptor.Halt();

            // The shutdown finishes once the halted threads leave; a fault it rethrows then was logged when it happened.
            _ = shutdown?.ContinueWith(static t => t.Exception, CancellationToken.None, TaskContinuationOptions.OnlyOnFaulted | TaskContinuationOptions.ExecuteSynchronously, TaskScheduler.Default);
        }
        catch (InvalidOperationException exception) when (Disruptor.Fault is null)
        {
            // No consumer failed, yet events are left: something published through the ring itself (not the closed
            // publisher) while the disruptor stopped, or halted it meanwhile. The exception says how far each got.
            Log.StoppedUnhandled(_logger, exception, Name);
        }
        catch (Exception exception)
        {
            // A consumer faulted (already logged by its exception handler): the host stops normally.
            Log.StoppedFaulted(_logger, exception, Name);
        }
    }

    /// <summary>
    /// Waits until the cursor reaches <paramref name="sequence"/>, the claim of a publish under way on a single-producer ring
    /// when the stop began (see <see cref="RingPublisher{T}.Close"/>): the drain compares the consumers with the cursor, and
    /// would otherwise stop them before that event is published. Its translator throwing publishes it aborted, which moves
    /// the cursor too; a consumer's fault ends the wait, as nothing would handle the event.
    /// </summary>
    private async Task WhenPublished(long sequence, CancellationToken cancellationToken)
    {
        while (Ring.Cursor < sequence && Disruptor.Fault is null)
        {
            await Task.Delay(1, cancellationToken).ConfigureAwait(false);
        }
    }

    public void Dispose()
    {
        _ = _publisher.Close();
        Disruptor.Dispose();
    }
}
