namespace NDisruptor.Benchmarks.Topologies;

/// <summary>1P-2C then a join: left (adds 1) and right (doubles) consume in parallel, the join sums both results. 4 threads, so yielding on 2 cores.</summary>
public class Diamond : ThroughputBenchmark;
