using Xunit;

namespace NDisruptor.Tests.Processing;

/// <summary>
/// Whether a struct handler's OnBatchStart is called. Under NativeAOT the interface map is not always available and the
/// processor asks the handler's declared methods instead (DeclaresOnBatchStart); both ways must give the same answer, or a
/// struct handler boxes once per batch (the NativeAOT report saw 56 B per round trip) or misses its notification.
/// </summary>
public sealed class BatchStartNotificationTests
{
    [Fact]
    public void A_struct_handler_without_OnBatchStart_is_not_notified_either_way()
    {
        Assert.False(BatchStartNotification<Silent, IValueEventHandler<long>>.IsNeeded);
        Assert.False(BatchStartNotification<Silent, IValueEventHandler<long>>.DeclaresOnBatchStart());
        Assert.False(BatchStartNotification<SilentOnClassEvents, IEventHandler<object>>.IsNeeded);
        Assert.False(BatchStartNotification<SilentOnClassEvents, IEventHandler<object>>.DeclaresOnBatchStart());
    }

    [Fact]
    public void A_struct_handler_implementing_OnBatchStart_is_notified_either_way()
    {
        Assert.True(BatchStartNotification<Implicit, IValueEventHandler<long>>.IsNeeded);
        Assert.True(BatchStartNotification<Implicit, IValueEventHandler<long>>.DeclaresOnBatchStart());
        Assert.True(BatchStartNotification<Explicit, IEventHandler<object>>.IsNeeded);
        Assert.True(BatchStartNotification<Explicit, IEventHandler<object>>.DeclaresOnBatchStart());
    }

    [Fact]
    public void Any_failure_to_map_the_interface_falls_back_to_the_declared_methods()
    {
        // Under JIT, GetInterfaceMap throws ArgumentException for an interface the type does not implement; under NativeAOT
        // it threw NotSupportedException on class rings and NullReferenceException for structs implementing two libraries'
        // handler interfaces. Every one of them must fall back rather than fail the type initializer on the first batch.
        Assert.True(BatchStartNotification<Implicit, IEventHandler<object>>.IsNeeded);
        Assert.False(BatchStartNotification<Silent, IEventHandler<object>>.IsNeeded);
    }

    [Fact]
    public void A_body_from_a_derived_interface_is_notified_either_way()
    {
        Assert.True(BatchStartNotification<ThroughDerivedInterface, IValueEventHandler<long>>.IsNeeded);
        Assert.True(BatchStartNotification<ThroughDerivedInterface, IValueEventHandler<long>>.DeclaresOnBatchStart());
    }

    [Fact]
    public void Class_handlers_are_always_notified()
        => Assert.True(BatchStartNotification<ClassHandler, IValueEventHandler<long>>.IsNeeded);

    private readonly struct Silent : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
        }

        // Same name, other signature: not the interface's method.
        public void OnBatchStart(int unrelated)
        {
        }
    }

    private readonly struct SilentOnClassEvents : IEventHandler<object>
    {
        public void OnEvent(object data, long sequence, bool endOfBatch)
        {
        }
    }

    private readonly struct Implicit : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
        }

        public void OnBatchStart(long batchSize)
        {
        }
    }

    private readonly struct Explicit : IEventHandler<object>
    {
        public void OnEvent(object data, long sequence, bool endOfBatch)
        {
        }

        void IEventHandler<object>.OnBatchStart(long batchSize)
        {
        }
    }

    private interface ICountingHandler : IValueEventHandler<long>
    {
        void IValueEventHandler<long>.OnBatchStart(long batchSize)
        {
        }
    }

    private readonly struct ThroughDerivedInterface : ICountingHandler
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
        }
    }

    private sealed class ClassHandler : IValueEventHandler<long>
    {
        public void OnEvent(ref long data, long sequence, bool endOfBatch)
        {
        }
    }
}
