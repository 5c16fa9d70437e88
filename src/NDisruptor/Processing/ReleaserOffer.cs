namespace NDisruptor;

/// <summary>Hands a releaser to a handler held by value in an invoker, so that the copy the processor calls keeps it.</summary>
internal static class ReleaserOffer
{
    /// <summary>
    /// Boxes <paramref name="handler"/>, sets the releaser on the box and copies the box back: a struct handler's
    /// <see cref="IEventReleaseAware.SetEventReleaser"/> called through the interface would otherwise run on a
    /// temporary copy. Once per processor, at construction: the box is garbage at once.
    /// </summary>
    public static void To<THandler>(ref THandler handler, EventReleaser releaser)
    {
        object boxed = handler!;
        ((IEventReleaseAware)boxed).SetEventReleaser(releaser);
        handler = (THandler)boxed;
    }
}
