using System;

namespace NDisruptor;

/// <summary>
/// Declares that a field or property has exactly one writing thread (the single-writer principle).
/// The NDisruptor analyzers report DSR0001 when the member is written from more than one execution context.
/// </summary>
/// <remarks>
/// The attribute has no run-time effect: it documents ownership for readers and lets the build check it.
/// </remarks>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property, AllowMultiple = false, Inherited = false)]
public sealed class SingleWriterAttribute : Attribute
{
    /// <summary>Creates the attribute.</summary>
    public SingleWriterAttribute()
    {
    }

    /// <summary>Creates the attribute, naming the thread or role that owns the member.</summary>
    /// <param name="owner">Who writes the member, for example "producer" or "journal consumer".</param>
    public SingleWriterAttribute(string owner) => Owner = owner;

    /// <summary>Who writes the member, when given.</summary>
    public string? Owner { get; }
}
