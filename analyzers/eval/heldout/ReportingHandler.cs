using System;
using System.Data;
using NDisruptor;

namespace Heldout.Reporting;

public sealed class Fill { public string Venue = ""; public long Quantity; public decimal Price; }

// Writes every fill to the reporting database as it arrives.
public sealed class ReportingHandler : IEventHandler<Fill>
{
    private readonly IDbConnection _connection;
    private readonly Func<IDbConnection, IDbCommand> _prepare;
    private IDbCommand? _insert;

    public ReportingHandler(IDbConnection connection, Func<IDbConnection, IDbCommand> prepare)
    {
        _connection = connection;
        _prepare = prepare;
    }

    public void OnStart()
    {
        _connection.Open();
        _insert = _prepare(_connection);
    }

    public void OnEvent(Fill data, long sequence, bool endOfBatch)
    {
        var insert = _insert!;
        ((IDataParameter)insert.Parameters[0]!).Value = data.Venue;
        ((IDataParameter)insert.Parameters[1]!).Value = data.Quantity;
        ((IDataParameter)insert.Parameters[2]!).Value = data.Price;
        insert.ExecuteNonQuery(); // expect: DSR0009
    }

    public void OnShutdown() => _connection.Close();
}
