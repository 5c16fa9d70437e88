using System;
using System.Collections.Generic;
using System.IO;

namespace Eval.Persistence;

// A tiny append-only store shared by several components.
public sealed class AppendStore
{
    private readonly Stream _file;
    private readonly object _gate = new();
    private readonly List<long> _offsets = new();

    public AppendStore(Stream file) => _file = file;

    public long Append(ReadOnlySpan<byte> record)
    {
        lock (_gate)
        {
            var offset = _file.Position;
            _file.Write(record);
            _offsets.Add(offset);
            return offset;
        }
    }

    public int Count { get { lock (_gate) { return _offsets.Count; } } }
}
