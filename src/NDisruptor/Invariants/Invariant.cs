using System;
using System.Diagnostics;
using System.Runtime.CompilerServices;

namespace NDisruptor;

/// <summary>
/// Checks of what docs/design.md states and the code relies on without testing it in Release: who writes which
/// field, how far a consumer moves, which lap a flag may hold. Compiled only into Debug builds, where the tests
/// run, so the stress rounds trip a broken invariant at the line that breaks it instead of showing a wrong sum
/// later; Release builds contain no trace of them.
/// </summary>
internal static class Invariant
{
    /// <summary>Throws <see cref="InvariantException"/> naming <paramref name="what"/> unless <paramref name="condition"/> holds (Debug builds only).</summary>
    /// <remarks>Pass a constant for <paramref name="what"/>: the consumers' loops allocate nothing, in Debug builds too, and the tests check it.</remarks>
    [Conditional("DEBUG")]
    public static void Holds(bool condition, string what, [CallerArgumentExpression(nameof(condition))] string expression = "")
    {
        if (!condition)
        {
            throw new InvariantException($"Invariant broken: {what} ({expression}).");
        }
    }

    /// <summary>Throws unless the calling thread is <paramref name="owner"/>, the thread a field's comment names as its only writer (Debug builds only).</summary>
    [Conditional("DEBUG")]
    public static void OnThread(int owner, string what)
    {
        int current = Environment.CurrentManagedThreadId;
        if (current != owner)
        {
            throw new InvariantException($"Invariant broken: {what} is written only by thread {owner}, but thread {current} writes it.");
        }
    }
}
