using System;
using System.Collections.Generic;
using System.Threading;

namespace NDisruptor.Tests.Support;

public delegate ref EventFields FieldsOf<T>(ref T slot);

/// <summary>Publishes test events from real threads, mixing every claim/publish form the ring offers.</summary>
public static class Producers
{
    public static ref EventFields OfValue(ref EventFields slot) => ref slot;

    public static ref EventFields OfClass(ref ClassEvent slot) => ref slot.Fields;

    /// <summary>Publishes <paramref name="count"/> events as producer <paramref name="producer"/>: single claims, scopes, TryNext, translators, and batches of 4 and 5.</summary>
    public static void Publish<T>(RingBufferBase<T> ring, int producer, long count, FieldsOf<T> fields)
    {
        long counter = 0;
        int mode = 0;
        while (counter < count)
        {
            mode = (mode + 1) % 6;
            int n = (int)Math.Min(mode, count - counter);
            switch (mode)
            {
                case 0:
                    {
                        long sequence = ring.Next();
                        Fill(ref fields(ref ring.ElementAt(sequence)), producer, counter++);
                        ring.Publish(sequence);
                        break;
                    }

                case 1:
                    {
                        using var scope = ring.PublishEvent();
                        Fill(ref fields(ref scope.Event()), producer, counter++);
                        break;
                    }

                case 2:
                    {
                        // TryNext while there is room; on a full ring the waiting claim, which gives up on consumers that
                        // stopped for good, where retrying TryNext would spin on such a ring for ever.
                        if (!ring.TryNext(out long sequence))
                        {
                            sequence = ring.Next();
                        }

                        Fill(ref fields(ref ring.ElementAt(sequence)), producer, counter++);
                        ring.Publish(sequence);
                        break;
                    }

                case 3:
                    ring.PublishEvent(
                        Translate,
                        (fields, producer, counter++));
                    break;

                default:
                    counter = PublishBatch(ring, n, producer, counter, fields);
                    break;
            }
        }
    }

    /// <summary>
    /// Publishes <paramref name="count"/> events as producer <paramref name="producer"/> in batches of every length from 1 to
    /// the ring's size in turn, each through one of the batch forms in turn: <c>Next(n)</c> and <c>Publish(lo, hi)</c>, a
    /// batch scope, a translator batch.
    /// </summary>
    public static void PublishBatches<T>(RingBufferBase<T> ring, int producer, long count, FieldsOf<T> fields)
    {
        var args = new (FieldsOf<T> Fields, int Producer, long Counter)[ring.BufferSize];
        long counter = 0;
        for (int batch = 0; counter < count; batch++)
        {
            int n = (int)Math.Min((batch % ring.BufferSize) + 1, count - counter);
            switch (batch % 3)
            {
                case 0:
                    counter = PublishBatch(ring, n, producer, counter, fields);
                    break;

                case 1:
                    {
                        using var scope = ring.PublishEvents(n);
                        for (int i = 0; i < n; i++)
                        {
                            Fill(ref fields(ref scope.Event(i)), producer, counter++);
                        }

                        break;
                    }

                default:
                    for (int i = 0; i < n; i++)
                    {
                        args[i] = (fields, producer, counter++);
                    }

                    ring.PublishEvents(
                        Translate,
                        new ReadOnlySpan<(FieldsOf<T>, int, long)>(args, 0, n));
                    break;
            }
        }
    }

    /// <summary>
    /// Each of <c>counters.Length</c> threads publishes <paramref name="perProducer"/> events numbered from its counter
    /// (which it advances), with single claims; <see cref="EventFields.Stage1"/> is cleared for a stage to fill.
    /// </summary>
    public static void Burst(ValueRingBuffer<EventFields> ring, long[] counters, int perProducer, TimeSpan timeout)
    {
        RunThreads(counters.Length, p =>
        {
            for (int i = 0; i < perProducer; i++)
            {
                long s = ring.Next();
                ref var e = ref ring[s];
                e.Producer = p;
                e.Counter = counters[p]++;
                e.Value = e.Counter;
                e.Stage1 = 0;
                ring.Publish(s);
            }
        }, timeout);
    }

    /// <summary>Runs producers on their own threads and waits for them; fails the test if one throws or hangs.</summary>
    public static void RunThreads(int producers, Action<int> body, TimeSpan timeout)
    {
        var errors = new List<Exception>();
        var threads = new Thread[producers];
        for (int p = 0; p < producers; p++)
        {
            int id = p;
            threads[p] = new Thread(() =>
            {
                try
                {
                    body(id);
                }
                catch (Exception ex)
                {
                    lock (errors)
                    {
                        errors.Add(ex);
                    }
                }
            })
            { IsBackground = true, Name = $"test producer {id}" };
        }

        foreach (var thread in threads)
        {
            thread.Start();
        }

        var deadline = DateTime.UtcNow + timeout;
        var hung = new List<string>();
        foreach (var thread in threads)
        {
            var left = deadline - DateTime.UtcNow;
            if (!thread.Join(left > TimeSpan.Zero ? left : TimeSpan.Zero))
            {
                hung.Add(thread.Name!);
            }
        }

        // A producer that threw leaves its claim unpublished and stalls the rest: report the cause first.
        lock (errors)
        {
            if (errors.Count > 0)
            {
                throw new AggregateException(errors);
            }
        }

        if (hung.Count > 0)
        {
            throw new TimeoutException($"producer threads {string.Join(", ", hung)} did not finish within {timeout}");
        }
    }

    /// <summary>
    /// Claims <paramref name="n"/> slots with <c>Next(n)</c>, fills them as <paramref name="producer"/>'s events from
    /// <paramref name="counter"/> on and publishes them with <c>Publish(lo, hi)</c>; returns the counter after them.
    /// </summary>
    private static long PublishBatch<T>(RingBufferBase<T> ring, int n, int producer, long counter, FieldsOf<T> fields)
    {
        long hi = ring.Next(n);
        long lo = hi - n + 1;
        for (long s = lo; s <= hi; s++)
        {
            Fill(ref fields(ref ring.ElementAt(s)), producer, counter++);
        }

        ring.Publish(lo, hi);
        return counter;
    }

    /// <summary>The translator of both publishers: fills the slot as the event the argument names.</summary>
    private static void Translate<T>(ref T slot, long sequence, (FieldsOf<T> Fields, int Producer, long Counter) e)
        => Fill(ref e.Fields(ref slot), e.Producer, e.Counter);

    private static void Fill(ref EventFields e, int producer, long counter)
    {
        e.Producer = producer;
        e.Counter = counter;
        e.Value = Expectations.ValueOf(producer, counter);
        e.Stage1 = 0;
        e.Stage2 = 0;
    }
}
