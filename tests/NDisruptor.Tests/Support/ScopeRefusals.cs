using System;

namespace NDisruptor.Tests.Support;

/// <summary>What a refused publish scope threw: a scope is a ref struct, which <c>Assert.Throws</c>'s lambda cannot capture.</summary>
internal static class ScopeRefusals
{
    /// <summary>The message of the exception disposing <paramref name="scope"/> threw, or a sentence saying it threw none.</summary>
    public static string DisposeRefusal<T>(PublishScope<T> scope) => Refusal(scope, static s => s.Dispose());

    /// <summary>As <see cref="DisposeRefusal{T}(PublishScope{T})"/>, for a batch scope.</summary>
    public static string DisposeRefusal<T>(BatchPublishScope<T> scope) => Refusal(scope, static s => s.Dispose());

    private delegate void Disposal<TScope>(TScope scope)
        where TScope : allows ref struct;

    private static string Refusal<TScope>(TScope scope, Disposal<TScope> dispose)
        where TScope : allows ref struct
    {
        try
        {
            dispose(scope);
        }
        catch (ArgumentOutOfRangeException exception)
        {
            return exception.Message;
        }

        return "the dispose published again without an exception";
    }
}
