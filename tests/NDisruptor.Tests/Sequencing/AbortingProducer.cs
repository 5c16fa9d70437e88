using System;
using System.Collections.Generic;
using NDisruptor.Tests.Support;

namespace NDisruptor.Tests.Sequencing;

/// <summary>
/// Publishes numbered events and aborts about one claim in five, by every means the ring offers
/// (PublishAborted of one or a batch, a scope's or batch scope's Abort, a translator or batch translator
/// that throws). Aborted events are half-written with <see cref="Poison.Value"/>. Returns the counters it
/// published, in order.
/// </summary>
internal static class AbortingProducer
{
    public static List<long> Publish(RingBufferBase<EventFields> ring, int producer, int count, int seed)
        => Publish(ring, producer, count, seed, static (ref EventFields e) => ref e);

    public static List<long> PublishClass(RingBuffer<ClassEvent> ring, int producer, int count, int seed)
        => Publish(ring, producer, count, seed, static (ref ClassEvent e) => ref e.Fields);

    private static List<long> Publish<T>(RingBufferBase<T> ring, int producer, int count, int seed, FieldsOf<T> fields)
    {
        var random = new Random(seed);
        var published = new List<long>(count);
        long counter = 0;
        while (counter < count)
        {
            bool abort = random.Next(5) == 0;
            switch (counter % 6)
            {
                case 0:
                    {
                        long s = ring.Next();
                        Fill(ref fields(ref ring.ElementAt(s)), producer, counter, abort);
                        if (abort)
                        {
                            ring.PublishAborted(s);
                        }
                        else
                        {
                            ring.Publish(s);
                            published.Add(counter);
                        }

                        counter++;
                        break;
                    }

                case 1:
                    try
                    {
                        using var scope = ring.PublishEvent();
                        try
                        {
                            Fill(ref fields(ref scope.Event()), producer, counter, abort);
                            ThrowIf(abort, "half-written");
                        }
                        catch
                        {
                            scope.Abort();
                            throw;
                        }

                        published.Add(counter);
                    }
                    catch (InvalidOperationException)
                    {
                    }

                    counter++;
                    break;

                case 2:
                    {
                        using var batch = ring.PublishEvents(3);
                        for (int i = 0; i < 3; i++)
                        {
                            Fill(ref fields(ref batch.Event(i)), producer, counter + i, abort && i == 1);
                        }

                        if (abort)
                        {
                            batch.Abort();
                        }
                        else
                        {
                            published.AddRange([counter, counter + 1, counter + 2]);
                        }

                        counter += 3;
                        break;
                    }

                case 3:
                    try
                    {
                        ring.PublishEvent(
                            static (ref T e, long sequence, (FieldsOf<T> Fields, int Producer, long Counter, bool Abort) arg) =>
                            {
                                Fill(ref arg.Fields(ref e), arg.Producer, arg.Counter, arg.Abort);
                                ThrowIf(arg.Abort, "translator failed");
                            },
                            (fields, producer, counter, abort));
                        published.Add(counter);
                    }
                    catch (InvalidOperationException)
                    {
                    }

                    counter++;
                    break;

                case 4:
                    try
                    {
                        var args = new (FieldsOf<T> Fields, int Producer, long Counter, bool Abort)[3];
                        for (int i = 0; i < 3; i++)
                        {
                            args[i] = (fields, producer, counter + i, abort && i == 2);
                        }

                        ring.PublishEvents(
                            static (ref T e, long sequence, (FieldsOf<T> Fields, int Producer, long Counter, bool Abort) arg) =>
                            {
                                Fill(ref arg.Fields(ref e), arg.Producer, arg.Counter, arg.Abort);
                                ThrowIf(arg.Abort, "batch translator failed on its last event");
                            },
                            args);
                        published.AddRange([counter, counter + 1, counter + 2]);
                    }
                    catch (InvalidOperationException)
                    {
                    }

                    counter += 3;
                    break;

                default:
                    {
                        long hi = ring.Next(2);
                        for (long s = hi - 1; s <= hi; s++)
                        {
                            Fill(ref fields(ref ring.ElementAt(s)), producer, counter + s - hi + 1, abort);
                        }

                        if (abort)
                        {
                            ring.PublishAborted(hi - 1, hi);
                        }
                        else
                        {
                            ring.Publish(hi - 1, hi);
                            published.Add(counter);
                            published.Add(counter + 1);
                        }

                        counter += 2;
                        break;
                    }
            }
        }

        return published;
    }

    private static void ThrowIf(bool condition, string message)
    {
        if (condition)
        {
            throw new InvalidOperationException(message);
        }
    }

    private static void Fill(ref EventFields e, int producer, long counter, bool poison)
    {
        e.Producer = producer;
        e.Counter = counter;
        e.Value = poison ? Poison.Value : counter;
    }
}
