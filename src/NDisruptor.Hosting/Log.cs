using System;
using Microsoft.Extensions.Logging;

namespace NDisruptor.Hosting;

/// <summary>Every message NDisruptor.Hosting logs (source-generated: no allocation when the level is off).</summary>
internal static partial class Log
{
    [LoggerMessage(1, LogLevel.Error, "Disruptor '{Disruptor}': handler {Consumer} failed at sequence {Sequence}; {Outcome}")]
    public static partial void HandlerFailed(ILogger logger, Exception exception, string disruptor, string consumer, long sequence, string outcome);

    [LoggerMessage(2, LogLevel.Error, "Disruptor '{Disruptor}': handler {Consumer} failed in {Phase}; {Outcome}")]
    public static partial void LifecycleFailed(ILogger logger, Exception exception, string disruptor, string consumer, string phase, string outcome);

    [LoggerMessage(3, LogLevel.Information, "Disruptor '{Disruptor}' started: {BufferSize} slots, {ProducerType} producer, {Consumers} consumers")]
    public static partial void Started(ILogger logger, string disruptor, int bufferSize, ProducerType producerType, int consumers);

    [LoggerMessage(4, LogLevel.Information, "Disruptor '{Disruptor}' drained and stopped at sequence {Cursor}")]
    public static partial void Stopped(ILogger logger, string disruptor, long cursor);

    [LoggerMessage(5, LogLevel.Warning, "Disruptor '{Disruptor}' was halted before its consumers drained (cursor {Cursor}, slowest consumer {Slowest}): the host's shutdown timeout ran out")]
    public static partial void NotDrained(ILogger logger, string disruptor, long cursor, long slowest);

    [LoggerMessage(6, LogLevel.Error, "Disruptor '{Disruptor}' stopped with a faulted consumer")]
    public static partial void StoppedFaulted(ILogger logger, Exception exception, string disruptor);

    [LoggerMessage(7, LogLevel.Warning, "Disruptor '{Disruptor}' stopped without having started (the host stopped before it started it): no consumer ran, so nothing published to it was handled (cursor {Cursor})")]
    public static partial void StoppedUnstarted(ILogger logger, string disruptor, long cursor);

    [LoggerMessage(8, LogLevel.Warning, "Disruptor '{Disruptor}': handler {Handler} is the same instance that disruptor '{Other}' runs, so the two call it from two threads at once; unless it is safe for concurrent calls, register it as transient (or leave it unregistered: one instance per place in a graph)")]
    public static partial void SharedHandler(ILogger logger, string disruptor, string handler, string other);

    [LoggerMessage(9, LogLevel.Error, "Disruptor '{Disruptor}' stopped with events unhandled")]
    public static partial void StoppedUnhandled(ILogger logger, Exception exception, string disruptor);
}
