using System;
using System.Globalization;
using System.IO;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics.Arm;
using System.Runtime.Intrinsics.X86;

namespace NDisruptor.Benchmarks.Infrastructure;

/// <summary>
/// What a run records about the machine beyond BenchmarkDotNet's machine line: whether this process's code is emulated (its
/// timings then say nothing about performance), and what the spin hint costs here, the first thing to check on a new CPU.
/// </summary>
public static class MachineFacts
{
    /// <summary>This process's architecture, as BenchmarkDotNet names it in HostEnvironmentInfo ("X64", "Arm64").</summary>
    public static string Architecture => RuntimeInformation.ProcessArchitecture.ToString();

    /// <summary>
    /// Null when this process runs natively; otherwise what runs it, such as "Arm64 code on an x86_64 kernel". qemu-user
    /// emulates the instructions and a few /proc files, but passes the host kernel's /proc/sys/kernel/arch and (in the
    /// versions Debian ships) /proc/cpuinfo through unchanged: a kernel of another architecture family than this
    /// process gives the emulation away.
    /// </summary>
    public static string? Emulation { get; } = DetectEmulation();

    /// <summary>The spin hint <see cref="SpinHint.Pause"/> compiles to on this CPU.</summary>
    public static string SpinHintInstruction => X86Base.IsSupported ? "PAUSE" : ArmBase.IsSupported ? "YIELD" : "Thread.SpinWait(1)";

    /// <summary>
    /// Nanoseconds per <see cref="SpinHint.Pause"/>: the library's own calibration, with which it turns every spin budget
    /// into a count of hints, so a hint far off the expected cost (x64 PAUSE 10-40 ns, Arm64 YIELD about a nanosecond or
    /// less) changes every spin phase.
    /// </summary>
    public static double SpinHintNanoseconds => SpinCalibration.Measured.NanosecondsPerPause;

    /// <summary>"YIELD 0.42 ns: a 1 µs spin phase is ~2381 hints".</summary>
    public static string DescribeSpinHint(double nanoseconds) => string.Create(
        CultureInfo.InvariantCulture,
        $"{SpinHintInstruction} {nanoseconds:0.##} ns: a 1 µs spin phase is ~{Math.Max(1, Math.Round(1000 / nanoseconds)):0} hints");

    private static string? DetectEmulation()
    {
        if (!OperatingSystem.IsLinux())
        {
            return null;
        }

        string? kernel = ReadKernelArchitecture();
        bool processIsArm = RuntimeInformation.ProcessArchitecture is System.Runtime.InteropServices.Architecture.Arm64 or System.Runtime.InteropServices.Architecture.Arm;
        bool processIsX86 = RuntimeInformation.ProcessArchitecture is System.Runtime.InteropServices.Architecture.X64 or System.Runtime.InteropServices.Architecture.X86;
        bool kernelIsX86 = kernel is "x86_64" or "i686" or "i386";
        bool kernelIsArm = kernel is not null && (kernel.StartsWith("aarch64", StringComparison.Ordinal) || kernel.StartsWith("arm", StringComparison.Ordinal));
        return (processIsArm && kernelIsX86) || (processIsX86 && kernelIsArm)
            ? $"{Architecture} code on an {kernel} kernel"
            : null;
    }

    /// <summary>The kernel's machine name ("x86_64", "aarch64"), or null when nothing says.</summary>
    private static string? ReadKernelArchitecture()
    {
        try
        {
            if (File.Exists("/proc/sys/kernel/arch"))
            {
                return File.ReadAllText("/proc/sys/kernel/arch").Trim();
            }

            // Older kernels lack that file: an x86 /proc/cpuinfo names its vendor, an Arm one its implementer.
            string cpuinfo = File.ReadAllText("/proc/cpuinfo");
            return cpuinfo.Contains("vendor_id", StringComparison.Ordinal) ? "x86_64"
                : cpuinfo.Contains("CPU implementer", StringComparison.Ordinal) ? "aarch64"
                : null;
        }
        catch (IOException)
        {
            return null;
        }
        catch (UnauthorizedAccessException)
        {
            return null;
        }
    }
}
