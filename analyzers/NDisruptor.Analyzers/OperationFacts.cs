namespace NDisruptor.Analyzers;

/// <summary>Small facts about operation trees that several analyzers ask.</summary>
internal static class OperationFacts
{
    /// <summary>The operation under any implicit or explicit conversions: <c>(IEventHandler&lt;T&gt;)handler</c> gives <c>handler</c>.</summary>
    public static IOperation Unwrap(IOperation operation)
    {
        while (operation is IConversionOperation conversion)
        {
            operation = conversion.Operand;
        }

        return operation;
    }

    /// <summary>Whether <paramref name="inner"/> is <paramref name="outer"/> or lies inside it (both of one operation tree).</summary>
    public static bool Contains(IOperation outer, IOperation inner)
    {
        for (IOperation? operation = inner; operation is not null; operation = operation.Parent)
        {
            if (operation == outer)
            {
                return true;
            }
        }

        return false;
    }
}
