namespace NDisruptor.Benchmarks.Topologies;

/// <summary>1P-3C chained: producer → stage 1 (adds 1) → stage 2 (triples) → stage 3 (sums); 4 threads, so yielding on 2 cores.</summary>
public class Pipeline : ThroughputBenchmark;
