namespace NDisruptor.Benchmarks.Topologies;

/// <summary>1P-3C parallel: every consumer sees every event and sums it (queues: one queue per consumer, the producer writes each value three times). 4 threads, so yielding on 2 cores.</summary>
public class Multicast : ThroughputBenchmark;
