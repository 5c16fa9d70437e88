using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using BenchmarkDotNet.Attributes;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Compare;

/// <summary>
/// One operation <c>compare micro</c> times: a single-threaded micro-benchmark (<c>Micro/</c>) of NDisruptor's and its
/// Disruptor-net twin, the benchmark of the same class named as ours with <see cref="ContenderName.DisruptorNet"/> in front.
/// Found by their <see cref="BenchmarkAttribute"/>s, so a new pair in those classes is compared with no list to keep.
/// </summary>
public sealed class MicroPair
{
    private MicroPair(Type type, MethodInfo ours, MethodInfo theirs, int operationsPerCall)
    {
        Type = type;
        Ours = ours;
        Theirs = theirs;
        OperationsPerCall = operationsPerCall;
    }

    /// <summary>The benchmark class, whose setup both operations share.</summary>
    public Type Type { get; }

    /// <summary>NDisruptor's benchmark.</summary>
    public MethodInfo Ours { get; }

    /// <summary>Disruptor-net's benchmark of the same operation.</summary>
    public MethodInfo Theirs { get; }

    /// <summary>Operations (events, waits, hops) per call of either benchmark.</summary>
    public int OperationsPerCall { get; }

    /// <summary>"PublishPath.NextPublish": how the command line and the report name it.</summary>
    public string Name => $"{Type.Name}.{Ours.Name}";

    /// <summary>Every pair, by class name, then in the order of the class's source; none in a build without Disruptor-net.</summary>
    public static IReadOnlyList<MicroPair> All { get; } = Find();

    /// <summary>The pair called <paramref name="name"/> (its class's name may be left out where no other class has the name).</summary>
    public static MicroPair Named(string name)
    {
        var found = All.Where(p => p.Name == name || p.Ours.Name == name).ToList();
        return found.Count switch
        {
            1 => found[0],
            0 => throw new ArgumentException($"No micro-benchmark pair is called {name}; the pairs are {string.Join(", ", All.Select(p => p.Name))}.", nameof(name)),
            _ => throw new ArgumentException($"{name} names {string.Join(" and ", found.Select(p => p.Name))}; name the class too.", nameof(name)),
        };
    }

    /// <summary>A fresh instance of the class, set up as BenchmarkDotNet would, with both operations bound to it.</summary>
    public Bench Create()
    {
        object instance = Activator.CreateInstance(Type)!;
        Each<GlobalSetupAttribute>(instance);
        return new Bench(this, instance, Bind(Ours, instance), Bind(Theirs, instance));
    }

    /// <summary>An instance of the pair's class, set up, and its two operations; disposing runs the class's cleanup.</summary>
    public sealed class Bench(MicroPair pair, object instance, Action ours, Action theirs) : IDisposable
    {
        /// <summary>One call of NDisruptor's benchmark: <see cref="OperationsPerCall"/> operations.</summary>
        public Action Ours { get; } = ours;

        /// <summary>One call of Disruptor-net's benchmark.</summary>
        public Action Theirs { get; } = theirs;

        public void Dispose() => pair.Each<GlobalCleanupAttribute>(instance);
    }

    /// <summary>Where a benchmark's result goes, so that the call that computes it is not optimized away.</summary>
    private static long s_sink;

    private static Action Bind(MethodInfo method, object instance)
    {
        if (method.ReturnType == typeof(void))
        {
            return method.CreateDelegate<Action>(instance);
        }

        var call = method.CreateDelegate<Func<long>>(instance);
        return () => s_sink += call();
    }

    private void Each<TAttribute>(object instance)
        where TAttribute : Attribute
    {
        foreach (var method in Type.GetMethods().Where(m => m.GetCustomAttribute<TAttribute>() is not null))
        {
            method.Invoke(instance, null);
        }
    }

    private static List<MicroPair> Find()
    {
        var pairs = new List<MicroPair>();
        var classes = typeof(MicroPair).Assembly.GetTypes()
            .Where(t => t.Namespace == typeof(Micro.PublishPath).Namespace && t.IsPublic && !t.IsAbstract)
            .OrderBy(t => t.Name, StringComparer.Ordinal);
        foreach (var type in classes)
        {
            var benchmarks = type.GetMethods()
                .Select(m => (Method: m, Attribute: m.GetCustomAttribute<BenchmarkAttribute>()))
                .Where(b => b.Attribute is not null)
                .ToDictionary(b => b.Method.Name, StringComparer.Ordinal);
            foreach (var (name, ours) in benchmarks.OrderBy(b => b.Value.Attribute!.SourceCodeLineNumber))
            {
                if (name.StartsWith(ContenderName.DisruptorNet, StringComparison.Ordinal)
                    || !benchmarks.TryGetValue(ContenderName.DisruptorNet + name, out var theirs))
                {
                    continue;
                }

                // Per operation on both sides, or the ratio compares different amounts of work.
                int operations = ours.Attribute!.OperationsPerInvoke;
                if (theirs.Attribute!.OperationsPerInvoke != operations)
                {
                    throw new InvalidOperationException($"{type.Name}.{name} does {operations} operations per call and {theirs.Method.Name} {theirs.Attribute.OperationsPerInvoke}: a pair must do the same.");
                }

                pairs.Add(new MicroPair(type, ours.Method, theirs.Method, operations));
            }
        }

        return pairs;
    }
}
