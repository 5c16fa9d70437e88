// The program .ci/package-test.sh builds against the packed NDisruptor and NDisruptor.Hosting packages.
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using NDisruptor;
using NDisruptor.Hosting;

const long Events = 10_000;
HostApplicationBuilder builder = Host.CreateEmptyApplicationBuilder(new HostApplicationBuilderSettings());
builder.Services.AddSingleton<Total>();
builder.Services.AddValueDisruptor<Tick>("ticks", d => d.HandleEventsWith<Summer>());
using IHost host = builder.Build();
await host.StartAsync();

IEventPublisher<Tick> publisher = host.Services.GetRequiredService<IEventPublisher<Tick>>();
for (long i = 0; i < Events; i++)
{
    publisher.Publish(i, static (ref Tick tick, long sequence, long value) => tick.Value = value);
}

await host.StopAsync(); // drains
long sum = host.Services.GetRequiredService<Total>().Sum;
Console.WriteLine(sum == Events * (Events - 1) / 2 ? $"package ok: {Events} events summed through the hosted disruptor" : $"PACKAGE MISMATCH: sum {sum}");
return sum == Events * (Events - 1) / 2 ? 0 : 1;

internal struct Tick
{
    public long Value;
}

internal sealed class Total
{
    public long Sum;
}

internal sealed class Summer(Total total) : IValueEventHandler<Tick>
{
    public void OnEvent(ref Tick tick, long sequence, bool endOfBatch)
    {
        if (sequence == 0)
        {
            Thread.Sleep(1); // on purpose: the package's analyzers must flag blocking in OnEvent (DSR0009)
        }

        total.Sum += tick.Value;
    }
}
