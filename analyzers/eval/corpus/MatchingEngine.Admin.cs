using System;
using System.Threading;
using System.Threading.Tasks;

namespace Eval.Matching;

// Operator commands, served from the admin HTTP endpoint.
public sealed partial class MatchingEngine
{
    public long LastOrderId => Volatile.Read(ref _lastOrderId);

    public Task ResetAsync() => Task.Run(() =>
    {
        _bestBid = 0; // expect: DSR0001
    });
}
