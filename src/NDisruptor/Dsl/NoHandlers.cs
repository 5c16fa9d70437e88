namespace NDisruptor;

/// <summary>
/// The message of the parameterless <c>HandleEventsWith()</c> and <c>Then()</c> overloads. They exist only to
/// turn a call without handlers into a compile error that says what to do: without them the call matches
/// every <c>params</c> overload equally and the compiler reports only an ambiguity (CS0121).
/// </summary>
internal static class NoHandlers
{
    public const string Message = "Pass at least one handler: a group without handlers consumes nothing. Write HandleEventsWith(handler) or Then(handler).";
}
