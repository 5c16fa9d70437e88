using System.Collections.Generic;
using System.Diagnostics.Metrics;

namespace NDisruptor;

/// <summary>
/// Every metered ring in the process. Observable instruments walk it when a listener collects; nothing on the
/// claim/publish/consume path touches it.
/// </summary>
internal static class MetricsRegistry
{
    // Guards s_registrations: taken by registering/unregistering threads and by collecting threads.
    private static readonly object s_lock = new();
    private static readonly List<MetricsRegistration> s_registrations = [];

    public static MetricsRegistration Add(Sequencer sequencer, string name)
    {
        MeteredInstruments.EnsureCreated();
        var registration = new MetricsRegistration(sequencer, name);
        lock (s_lock)
        {
            // Rings nobody can reach any more leave here too, so a process that never collects does not grow the list.
            s_registrations.RemoveAll(static r => !r.IsAlive);
            s_registrations.Add(registration);
        }

        return registration;
    }

    public static void Remove(MetricsRegistration registration)
    {
        lock (s_lock)
        {
            s_registrations.Remove(registration);
        }
    }

    /// <summary>Runs <paramref name="observer"/> over every live registration and returns what it measured.</summary>
    public static List<Measurement<long>> Observe(MeteredInstruments.Observer observer)
    {
        var measurements = new List<Measurement<long>>();
        lock (s_lock)
        {
            s_registrations.RemoveAll(static r => !r.IsAlive);
            foreach (MetricsRegistration registration in s_registrations)
            {
                observer(registration, measurements);
            }
        }

        return measurements;
    }
}
