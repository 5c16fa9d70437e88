using System.Globalization;
using IpcSample;
using NDisruptor;

// A producing process of an inter-process ring: opens the ring "ticks" that samples/IpcConsumer created and publishes
// its events into the shared memory; any number of these may run at once.
//   IpcProducer <producer-id> <events>
int producer = int.Parse(args[0], CultureInfo.InvariantCulture);
long events = long.Parse(args[1], CultureInfo.InvariantCulture);

using var publisher = InterProcessPublisher<Tick>.Open(Tick.RingName);
for (long counter = 0; counter < events; counter++)
{
    long sequence = publisher.Next();          // waits while the ring is full
    ref Tick tick = ref publisher[sequence];   // the slot in shared memory: written in place
    tick.Producer = producer;
    tick.Counter = counter;
    tick.Price = 100 + (counter % 7);
    publisher.Publish(sequence);
}
