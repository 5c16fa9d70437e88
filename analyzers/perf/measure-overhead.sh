#!/usr/bin/env bash
# Measures the build-time overhead of the NDisruptor analyzers on a generated ~500-file project.
#
#   analyzers/perf/measure-overhead.sh [files=500] [runs=3] [every=10]
#
# Every `every`-th file uses NDisruptor densely (handlers, rings, threads, Interlocked); the others are
# ordinary application code (LINQ, strings, records), as in a real service. every=1 is the worst case.
#
# Builds the analyzers and the core once, generates /tmp/ndisruptor-perf (files that use rings, handlers,
# threads, Interlocked, ... so every analyzer has work), then times `dotnet build --no-restore
# --no-incremental -m:1` with and without the analyzers, `runs` times each, and prints the medians.
set -euo pipefail

FILES=${1:-500}
RUNS=${2:-3}
EVERY=${3:-10}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=${PERF_DIR:-/tmp/ndisruptor-perf}

dotnet build "$ROOT/analyzers/NDisruptor.Analyzers" -c Release -m:1 -nologo -v:q >/dev/null
ANALYZER="$ROOT/analyzers/NDisruptor.Analyzers/bin/Release/netstandard2.0/NDisruptor.Analyzers.dll"
# Any already-built core will do (only its public API matters); build it only when none exists.
CORE=$(ls -t "$ROOT"/src/NDisruptor/bin/*/net10.0/NDisruptor.dll 2>/dev/null | head -1 || true)
if [ -z "$CORE" ]; then
  dotnet build "$ROOT/src/NDisruptor" -f net10.0 -m:1 -nologo -v:q >/dev/null
  CORE=$(ls -t "$ROOT"/src/NDisruptor/bin/*/net10.0/NDisruptor.dll | head -1)
fi

rm -rf "$WORK" && mkdir -p "$WORK/src"
cat > "$WORK/Perf.csproj" <<XML
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFramework>net10.0</TargetFramework>
    <Nullable>enable</Nullable>
    <ImplicitUsings>disable</ImplicitUsings>
    <NoWarn>\$(NoWarn);CS0169;CS0414;CS0649;CS1998</NoWarn>
  </PropertyGroup>
  <ItemGroup>
    <Reference Include="NDisruptor" HintPath="$CORE" />
    <Analyzer Include="$ANALYZER" Condition="'\$(UseNDisruptorAnalyzers)' != 'false'" />
  </ItemGroup>
</Project>
XML

for i in $(seq 1 "$FILES"); do
if [ $((i % EVERY)) -ne 0 ]; then
cat > "$WORK/src/File$i.cs" <<CS
using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;

namespace Perf.N$i;

public sealed record Customer$i(int Id, string Name, decimal Balance);

public sealed class CustomerService$i
{
    private readonly List<Customer$i> _customers = new();
    private int _version;

    public void Add(Customer$i customer)
    {
        _customers.Add(customer);
        _version++;
    }

    public IReadOnlyList<Customer$i> Rich(decimal threshold)
        => _customers.Where(c => c.Balance > threshold).OrderByDescending(c => c.Balance).ToList();

    public string Report()
    {
        var sb = new StringBuilder();
        foreach (var group in _customers.GroupBy(c => c.Name.Length % 5))
        {
            sb.Append(group.Key).Append(':').Append(group.Sum(c => c.Balance)).AppendLine();
        }

        return sb.ToString() + _version;
    }

    public decimal Average() => _customers.Count == 0 ? 0 : _customers.Average(c => c.Balance);

    public Dictionary<string, int> Histogram()
    {
        var result = new Dictionary<string, int>();
        for (var i = 0; i < _customers.Count; i++)
        {
            var key = _customers[i].Name.Substring(0, Math.Min(2, _customers[i].Name.Length));
            result[key] = result.TryGetValue(key, out var n) ? n + 1 : 1;
        }

        return result;
    }
}
CS
continue
fi
cat > "$WORK/src/File$i.cs" <<CS
using System;
using System.Threading;
using System.Threading.Tasks;
using NDisruptor;

namespace Perf.N$i;

public sealed class Order$i { public long Price; public long Qty; public string? Note; }
public struct Tick$i { public long Price; public long Volume; }

public sealed class Pricer$i : IEventHandler<Order$i>
{
    [SingleWriter] private long _count;
    private long _sum;
    public void OnEvent(Order$i data, long sequence, bool endOfBatch)
    {
        _count++;
        _sum += data.Qty;
        data.Price = data.Qty * 2 + _sum % 7;
    }
    public long Count => Volatile.Read(ref _count);
}

public sealed class Journal$i : IValueEventHandler<Tick$i>
{
    private long _last;
    public void OnEvent(ref Tick$i data, long sequence, bool endOfBatch)
    {
        ref var t = ref data;
        t.Volume += 1;
        Volatile.Write(ref _last, sequence);
    }
    public long Last => Volatile.Read(ref _last);
}

public sealed class Archiver$i : IAsyncBatchEventHandler<Order$i>
{
    private long _flushed;
    public void OnStart() { }
    public void OnShutdown() { }
    public void OnTimeout(long sequence) { }
    public async ValueTask OnBatchAsync(EventBatch<Order$i> batch, long firstSequence, CancellationToken cancellationToken)
    {
        for (var i = 0; i < batch.Length; i++)
        {
            await Task.Delay(0, cancellationToken);
            Volatile.Write(ref _flushed, batch[i].Qty);
        }
    }
    public long Flushed => Volatile.Read(ref _flushed);
}

public sealed class Feed$i
{
    private readonly RingBuffer<Order$i> _ring = RingBuffer<Order$i>.CreateSingleProducer(() => new Order$i(), 1024);
    private readonly ValueRingBuffer<Tick$i> _ticks = ValueRingBuffer<Tick$i>.CreateMultiProducer(4096);
    private long _sent;
    private long _p1, _p2, _p3, _p4, _p5, _p6, _p7, _p8, _p9, _p10, _p11, _p12, _p13, _p14, _p15;
    private long _errors;

    public void Start()
    {
        Task.Run(() =>
        {
            for (var i = 0; i < 1000; i++)
            {
                var seq = _ring.Next();
                try { _ring[seq].Qty = long.Parse("1"); }
                finally { _ring.Publish(seq); }
                Interlocked.Increment(ref _sent);
            }
        });
        Parallel.For(0, 4, w =>
        {
            using var scope = _ticks.PublishEvent();
            scope.Event().Price = w;
        });
    }

    public void Fail() => Interlocked.Increment(ref _errors);

    public void Quote(string text)
    {
        using var scope = _ticks.PublishEvent();
        try { scope.Event().Price = long.Parse(text); }
        catch { scope.Abort(); throw; }
    }

    public long Sent => Volatile.Read(ref _sent);

    public static Disruptor<Order$i> Wire()
    {
        var d = new Disruptor<Order$i>(() => new Order$i(), 1 << 10, ProducerType.Multi);
        d.HandleEventsWith(new Pricer$i()).Then(new Pricer$i());
        return d;
    }
}
CS
done

cd "$WORK"
dotnet restore -nologo -v:q >/dev/null

# The compiler is timed directly (csc with the exact arguments MSBuild uses, captured once from a detailed
# build log), single-threaded (/parallel-) so other load on a shared machine disturbs it least. The two
# response files differ only in the NDisruptor /analyzer: argument. `dotnet build` wall times are also
# taken, once per variant, for reference.
dotnet build --no-restore --no-incremental -m:1 -nologo -v:d -p:UseSharedCompilation=false -p:UseNDisruptorAnalyzers=true >"$WORK/detailed.log" 2>&1
CSC_DLL=$(grep -o '/[^ ]*/Roslyn/bincore/csc ' "$WORK/detailed.log" | head -1 | sed 's# $#.dll#')
grep -m1 -E '/Roslyn/bincore/csc /noconfig' "$WORK/detailed.log" | sed 's#^ *[^ ]*/csc ##' >"$WORK/cmdline.txt"
python3 - "$WORK" <<'PY'
import shlex, sys
work = sys.argv[1]
args = [a for a in shlex.split(open(work + "/cmdline.txt").read())
        if not a.startswith(("/out:", "/refout:", "/errorlog")) and a != "/noconfig"]
args.append("/out:" + work + "/perf-out.dll")
quote = lambda a: '"' + a + '"' if " " in a else a
open(work + "/with.rsp", "w").write("\n".join(quote(a) for a in args))
open(work + "/without.rsp", "w").write("\n".join(quote(a) for a in args if not ("NDisruptor.Analyzers" in a and a.startswith("/analyzer:"))))
PY

time_csc() {
  /usr/bin/time -f "%e %U %S" -o "$WORK/time-$1.txt" dotnet "$CSC_DLL" /noconfig "@$WORK/$1.rsp" /parallel- >"$WORK/csc-$1.log" 2>&1 \
    || { cat "$WORK/csc-$1.log"; exit 1; }
  awk '{printf "%s %.2f\n", $1, $2 + $3}' "$WORK/time-$1.txt"
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

wall0=(); cpu0=(); wall1=(); cpu1=()
for _ in $(seq 1 "$RUNS"); do
  read -r w c < <(time_csc without); wall0+=("$w"); cpu0+=("$c")
  read -r w c < <(time_csc with); wall1+=("$w"); cpu1+=("$c")
done

mw0=$(printf '%s\n' "${wall0[@]}" | median); mc0=$(printf '%s\n' "${cpu0[@]}" | median)
mw1=$(printf '%s\n' "${wall1[@]}" | median); mc1=$(printf '%s\n' "${cpu1[@]}" | median)
echo "files: $FILES (every ${EVERY}th uses NDisruptor), runs: $RUNS"
echo "command: dotnet $CSC_DLL /noconfig @$WORK/{without,with}.rsp /parallel-"
echo "without analyzers: wall ${wall0[*]} -> median ${mw0}s; cpu ${cpu0[*]} -> median ${mc0}s"
echo "with analyzers:    wall ${wall1[*]} -> median ${mw1}s; cpu ${cpu1[*]} -> median ${mc1}s"
echo "overhead: wall $(echo "scale=1; ($mw1 - $mw0) * 100 / $mw0" | bc)%, cpu $(echo "scale=1; ($mc1 - $mc0) * 100 / $mc0" | bc)%"
echo "NDisruptor warnings with analyzers: $(grep -c 'warning DSR' "$WORK/csc-with.log" || true)"
