using System;
using System.Diagnostics;
using System.Threading;
using NDisruptor;

namespace Eval.Child;

public sealed class OutputLine { public string Text = ""; public bool Heartbeat; }

// Lines a child process writes go to the pipeline; a heartbeat keeps downstream watchdogs quiet.
public sealed class ChildOutputGateway : IDisposable
{
    private readonly Process _child;
    private readonly RingBuffer<OutputLine> _lines = RingBuffer<OutputLine>.CreateSingleProducer(() => new OutputLine(), 256);
    private readonly Timer _heartbeat;

    public ChildOutputGateway(string fileName)
    {
        _child = new Process { StartInfo = new ProcessStartInfo(fileName) { RedirectStandardOutput = true, UseShellExecute = false } };
        _child.OutputDataReceived += OnOutput;
        _heartbeat = new Timer(_ => SendHeartbeat(), null, 1000, 1000);
        _child.Start();
        _child.BeginOutputReadLine();
    }

    public RingBuffer<OutputLine> Lines => _lines;

    private void OnOutput(object sender, DataReceivedEventArgs e)
    {
        if (e.Data is null) return;
        var seq = _lines.Next();
        _lines[seq].Text = e.Data;
        _lines[seq].Heartbeat = false;
        _lines.Publish(seq);
    }

    private void SendHeartbeat()
    {
        var seq = _lines.Next(); // expect: DSR0005
        _lines[seq].Text = "";
        _lines[seq].Heartbeat = true;
        _lines.Publish(seq);
    }

    public void Dispose()
    {
        _heartbeat.Dispose();
        _child.Dispose();
    }
}
