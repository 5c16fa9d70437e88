using System;
using System.IO;
using System.Threading;
using NDisruptor;

namespace Eval.Config;

public sealed class ConfigChanged { public string Path = ""; public long Version; }

// Watches a folder of config files and tells the pipeline when one changes.
public sealed class ConfigWatcher : IDisposable
{
    private readonly FileSystemWatcher _watcher;
    private readonly RingBuffer<ConfigChanged> _ring = RingBuffer<ConfigChanged>.CreateSingleProducer(() => new ConfigChanged(), 64);
    private readonly Timer _poll;
    private long _version;

    public ConfigWatcher(string folder)
    {
        _watcher = new FileSystemWatcher(folder, "*.json");
        _watcher.Changed += OnChanged;
        _watcher.Renamed += (s, e) => Publish(e.FullPath);
        _poll = new Timer(_ =>
        {
            _version++; // expect: DSR0003
            Publish(folder);
        }, null, TimeSpan.FromMinutes(1), TimeSpan.FromMinutes(1));
        _watcher.EnableRaisingEvents = true;
    }

    public RingBuffer<ConfigChanged> Ring => _ring;

    private void OnChanged(object sender, FileSystemEventArgs e)
    {
        _version++; // expect: DSR0003
        Publish(e.FullPath);
    }

    private void Publish(string path)
    {
        var seq = _ring.Next(); // expect: DSR0005
        _ring[seq].Path = path;
        _ring[seq].Version = Volatile.Read(ref _version);
        _ring.Publish(seq);
    }

    public void Dispose()
    {
        _poll.Dispose();
        _watcher.Dispose();
    }
}
