namespace NDisruptor;

/// <summary>How many threads may claim and publish on a ring.</summary>
public enum ProducerType
{
    /// <summary>Exactly one thread publishes: claims need no atomic instruction. Publishing from two threads corrupts the ring (the analyzers report DSR0005).</summary>
    Single,

    /// <summary>Any number of threads publish: a claim is one atomic add.</summary>
    Multi,
}
