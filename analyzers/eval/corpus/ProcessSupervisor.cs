using System;
using System.Diagnostics;
using System.Threading;
using System.Threading.Tasks;

namespace Eval.Supervision;

// Restarts a worker process when it exits; a watchdog thread also restarts it when it stops answering.
public sealed class ProcessSupervisor
{
    private readonly ProcessStartInfo _start;
    private Process? _worker;
    private int _restarts;
    private volatile bool _stopping;

    public ProcessSupervisor(ProcessStartInfo start) => _start = start;

    public int Restarts => Volatile.Read(ref _restarts);

    public void Run()
    {
        Launch();
        new Thread(Watchdog) { IsBackground = true }.Start();
    }

    private void Launch()
    {
        var worker = Process.Start(_start)!;
        worker.EnableRaisingEvents = true;
        worker.Exited += (s, e) =>
        {
            if (_stopping) return;
            _restarts++; // expect: DSR0003
            Launch();
        };
        _worker = worker;
    }

    private void Watchdog()
    {
        while (!_stopping)
        {
            Thread.Sleep(5000);
            if (_worker is { HasExited: false } w && !w.Responding)
            {
                w.Kill();
                _restarts++; // expect: DSR0003
            }
        }
    }

    public void Stop() => _stopping = true;
}
