using System;

namespace NDisruptor;

/// <summary>
/// A design invariant did not hold (see <see cref="Invariant"/>): a bug in NDisruptor, never a user's mistake,
/// which gets an argument or lifecycle exception instead. Thrown by Debug builds only.
/// </summary>
internal sealed class InvariantException(string message) : Exception(message);
