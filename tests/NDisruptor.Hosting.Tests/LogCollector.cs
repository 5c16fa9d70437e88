using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.Extensions.Logging;

namespace NDisruptor.Hosting.Tests;

/// <summary>A logger provider that keeps every entry, so that tests can read what the host logged.</summary>
internal sealed class LogCollector : ILoggerProvider
{
    private readonly object _lock = new();
    private readonly List<Entry> _entries = [];

    public IReadOnlyList<Entry> Entries
    {
        get
        {
            lock (_lock)
            {
                return [.. _entries];
            }
        }
    }

    public ILogger CreateLogger(string categoryName) => new Logger(this, categoryName);

    public void Dispose()
    {
    }

    public Entry Single(LogLevel level, string containing)
        => Assert.Single(Entries, e => e.Level == level && e.Message.Contains(containing, StringComparison.Ordinal));

    public bool Any(LogLevel level, string containing) => Entries.Any(e => e.Level == level && e.Message.Contains(containing, StringComparison.Ordinal));

    internal sealed record Entry(string Category, LogLevel Level, string Message, Exception? Exception);

    private sealed class Logger(LogCollector owner, string category) : ILogger
    {
        public IDisposable? BeginScope<TState>(TState state)
            where TState : notnull => null;

        public bool IsEnabled(LogLevel logLevel) => true;

        public void Log<TState>(LogLevel logLevel, EventId eventId, TState state, Exception? exception, Func<TState, Exception?, string> formatter)
        {
            lock (owner._lock)
            {
                owner._entries.Add(new Entry(category, logLevel, formatter(state, exception), exception));
            }
        }
    }
}
