using System;
using System.Diagnostics;
using NDisruptor.Benchmarks.Infrastructure;

namespace NDisruptor.Benchmarks.Contenders;

/// <summary>
/// The least code that moves longs from one thread to another: a bare array ring with one padded published counter
/// (producer's) and one padded consumed counter (consumer's), both busy-spinning with a pause hint, as a C programmer
/// would write it. The physical reference for Unicast (one release store per event) and, publishing a whole batch with
/// one release store, for UnicastBatch (the "C SPSC ring of longs in batches" of the targets).
/// </summary>
public sealed class RawUnicast : TopologyRun
{
    private const int Pad = 32; // longs (256 bytes) of padding on both ends of the slots
    private readonly long[] _slots = new long[Suite.RingSize + (2 * Pad)];
    private readonly PaddedCounter _published = new();
    private readonly PaddedCounter _consumed = new();
    private readonly PaddedCounter _sum = new();
    private readonly long _expectedPerRun;
    private volatile bool _stopping;
    private long _next; // producer-only: next sequence to write (first is 1)
    private long _cachedConsumed;
    private readonly int _batchSize;

    public RawUnicast(string topology, int events, int batchSize = 1)
        : base(topology, ContenderName.RawLimit, events)
    {
        _batchSize = batchSize;
        _expectedPerRun = Work.ExpectedUnicastSum(events);
        _next = 1;
        Workers.Start("consumer", Consume);
    }

    protected override void RunOnce()
    {
        long[] slots = _slots;
        var published = _published;
        long next = _next, cachedConsumed = _cachedConsumed;
        const long mask = Suite.RingSize - 1;
        if (_batchSize == 1)
        {
            for (long i = 0, events = Events; i < events; i++, next++)
            {
                if (next - cachedConsumed > Suite.RingSize)
                {
                    cachedConsumed = WaitForRoom(next);
                }

                slots[Pad + (int)(next & mask)] = i;
                published.Write(next);
            }
        }
        else
        {
            for (long i = 0, events = Events; i < events;)
            {
                int n = (int)Math.Min(_batchSize, events - i);
                long hi = next + n - 1;
                if (hi - cachedConsumed > Suite.RingSize)
                {
                    cachedConsumed = WaitForRoom(hi);
                }

                // The values counted in a local that dies with the batch, as in the Disruptor contenders' loops.
                long value = i;
                for (; next <= hi; next++)
                {
                    slots[Pad + (int)(next & mask)] = value++;
                }

                published.Write(hi);
                i += n;
            }
        }

        (_next, _cachedConsumed) = (next, cachedConsumed);
        AwaitProgress(_consumed, next - 1, "consumer");
        Check("consumer sum", _sum.Read(), (Invocations + 1) * _expectedPerRun);
    }

    protected override void Stop()
    {
        _stopping = true;
        Workers.JoinAll();
    }

    private long WaitForRoom(long next)
    {
        long start = Stopwatch.GetTimestamp();
        int steps = 0;
        long consumed;
        while (next - (consumed = _consumed.Read()) > Suite.RingSize)
        {
            Spin.Hint();
            if ((++steps & 0xFFFF) == 0)
            {
                Spin.CheckTimeout(start, "RawLimit producer waiting for room");
            }
        }

        return consumed;
    }

    private void Consume()
    {
        long[] slots = _slots;
        const long mask = Suite.RingSize - 1;
        long sum = 0, done = 0;
        while (!_stopping)
        {
            long available = _published.Read();
            if (available == done)
            {
                Spin.Hint();
                continue;
            }

            for (long s = done + 1; s <= available; s++)
            {
                sum += slots[Pad + (int)(s & mask)];
            }

            done = available;
            _sum.Write(sum);
            _consumed.Write(done);
        }
    }
}

/// <summary>How a raw ping-pong carries its value.</summary>
public enum RawTrip
{
    /// <summary>In the counter itself: one line per hop (RawLimit).</summary>
    Counter,

    /// <summary>On a line of its own, written before the counter that signals it (RawTwoLines).</summary>
    TwoLines,

    /// <summary>In the next slot of a ring-sized array of longs, eight to a line, written before the counter (RawRing).</summary>
    RingSlots,

    /// <summary>As <see cref="RingSlots"/> in the same memory, but one slot per 64-byte line: no two consecutive values share a line (RawLineRing, an experiment).</summary>
    LineSlots,

    /// <summary>Eight consecutive slots, taken in turn: a new slot every trip, and one line or two (the array's data is not aligned to a line) (RawOneLineRing, an experiment).</summary>
    OneLineSlots,

    /// <summary>As <see cref="RingSlots"/>, but the echo takes the slot of the value it expects next, not of the value it read (RawKnownSlotRing, an experiment).</summary>
    KnownSlots,
}

/// <summary>
/// The least code for a round trip: the benchmark thread writes a number into its padded counter, the echo thread
/// spins until it changes and copies it into its own; the benchmark thread spins until the echo arrives.
/// </summary>
public sealed class RawPingPong : TopologyRun
{
    private readonly PaddedCounter _ping = new();
    private readonly PaddedCounter _pong = new();
    private RoundTripSampler _sampler = new(new LatencyHistogram());

    // The value on lines of their own, written before the counter that signals it (RawTwoLines): what any ring that keeps
    // its events apart from its sequences must pay, a second miss per hop.
    private readonly PaddedCounter? _pingData;
    private readonly PaddedCounter? _pongData;

    // The value in a ring's slots instead (RawRing): the same second miss per hop, but a new slot every trip and a new line
    // every eight, as a ring of longs has, with no sequencer, processor or handler around it.
    private readonly long[]? _pingSlots;
    private readonly long[]? _pongSlots;
    private long _next = 1;

    public RawPingPong(int roundTrips, RawTrip trip = RawTrip.Counter)
        : base("PingPong", NameOf(trip), roundTrips)
    {
        if (trip == RawTrip.TwoLines)
        {
            (_pingData, _pongData) = (new PaddedCounter(), new PaddedCounter());
        }
        else if (trip is RawTrip.RingSlots or RawTrip.LineSlots or RawTrip.OneLineSlots or RawTrip.KnownSlots)
        {
            (_slotMask, _slotStride) = trip switch
            {
                RawTrip.LineSlots => (Suite.PingPongRingSize / SlotsPerLine - 1, SlotsPerLine),
                RawTrip.OneLineSlots => (SlotsPerLine - 1, 1),
                _ => (Suite.PingPongRingSize - 1, 1),
            };
            (_pingSlots, _pongSlots) = (new long[SlotPad + Suite.PingPongRingSize + SlotPad], new long[SlotPad + Suite.PingPongRingSize + SlotPad]);
            _knownSlot = trip == RawTrip.KnownSlots;
        }

        Workers.Start("ponger", Echo);
    }

    // Padding at each end of the slot arrays, as a ring has, so that no other object shares their first or last lines.
    private const int SlotPad = 128 / sizeof(long);

    private const int SlotsPerLine = 64 / sizeof(long);

    // Which slot a value takes: one formula for the three slot layouts, so that none adds a branch to the trip.
    private readonly long _slotMask;
    private readonly int _slotStride;

    // Whether the echo finds its slot from the value it expects next (its last plus one), as a ring's consumer finds its
    // next sequence's slot before the sequence arrives, rather than from the value it read.
    private readonly bool _knownSlot;

    private static string NameOf(RawTrip trip) => trip switch
    {
        RawTrip.TwoLines => ContenderName.RawTwoLines,
        RawTrip.RingSlots => ContenderName.RawRing,
        RawTrip.LineSlots => ContenderName.RawLineRing,
        RawTrip.OneLineSlots => ContenderName.RawOneLineRing,
        RawTrip.KnownSlots => ContenderName.RawKnownSlotRing,
        _ => ContenderName.RawLimit,
    };

    private int SlotOf(long value) => SlotPad + (int)(value & _slotMask) * _slotStride;

    protected override void RunOnce()
    {
        if (Invocations == 1)
        {
            _sampler.Histogram.Reset(); // drop the first (jitting) invocation
        }

        var (ping, pong) = (_ping, _pong);
        long next = _next;
        for (long i = 0, events = Events; i < events; i++, next++)
        {
            _sampler.Sending(i);
            _pingData?.Write(next);
            if (_pingSlots is { } pingSlots)
            {
                pingSlots[SlotOf(next)] = next; // released by the counter's store below
            }

            ping.Write(next);
            int steps = 0;
            long waitStart = 0;
            while (pong.Read() != next)
            {
                Spin.Hint();
                if ((++steps & 0xFFFFF) == 0)
                {
                    // The clock is read only once a wait has lasted a million spins: a read on every trip would slow them all.
                    if (waitStart == 0)
                    {
                        waitStart = Stopwatch.GetTimestamp();
                    }
                    else
                    {
                        Spin.CheckTimeout(waitStart, $"PingPong/{Contender} ping waiting for its echo");
                    }
                }
            }

            if (_pongData is { } pongData && pongData.Read() != next)
            {
                throw new InvalidOperationException($"RawTwoLines: echo data {pongData.Read()}, expected {next}.");
            }

            if (_pongSlots is { } pongSlots && pongSlots[SlotOf(next)] != next)
            {
                throw new InvalidOperationException($"{Contender}: echo slot {pongSlots[SlotOf(next)]}, expected {next}.");
            }

            _sampler.Echoed(i);
        }

        _next = next;
    }

    protected override void Stop()
    {
        _ping.Write(Work.Stop);
        Workers.JoinAll();
        LatencyLog.Write(Topology, Contender, _sampler.Histogram);
    }

    private void Echo()
    {
        var (ping, pong) = (_ping, _pong);
        long last = 0;
        while (true)
        {
            long value = ping.Read();
            if (value == last)
            {
                Spin.Hint();
                continue;
            }

            if (value == Work.Stop)
            {
                return;
            }

            if (_pingData is { } pingData)
            {
                _pongData!.Write(pingData.Read());
            }
            else if (_pingSlots is { } pingSlots)
            {
                int slot = SlotOf(_knownSlot ? last + 1 : value);
                _pongSlots![slot] = pingSlots[slot]; // read after the counter's acquire, released by the store below
            }

            pong.Write(value);
            last = value;
        }
    }
}
